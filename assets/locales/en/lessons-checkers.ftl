# The Basque checkers rules book in English: one message per chapter title
# (lesson-checkers-<chapter>) and per step (lesson-checkers-<chapter>-<n>),
# in the order of src/lessons/checkers.rs. Squares are named by number and,
# where it helps, by their algebraic name.

## Setting up.

lesson-checkers-start = Setting up
lesson-checkers-start-1 =
    Checkers is played on the 32 dark squares of the board only; the corner
    square on White's left, a1, is dark. Each player has 12 men, on the dark
    squares of the three rows nearest to them.
lesson-checkers-start-2 =
    The dark squares are numbered 1 to 32, row by row from Black's side:
    1 to 4 is Black's back row, 29 to 32 is White's. Moves are written with
    these numbers, like 22-18.
lesson-checkers-start-3 =
    White always moves first. Make White's first move: the man on 22 (c3)
    steps to 18 (d4).

## Men.

lesson-checkers-men = Men move and capture forward
lesson-checkers-men-1 =
    A man moves one square diagonally forward, onto an empty square, and
    never backwards. The man on 22 (c3) can go to 18 (d4) or to 17 (b4).
lesson-checkers-men-2 =
    A man captures by jumping over an enemy piece just in front of it, onto
    the empty square behind. Here 18 (d4) takes 15 (e5) and lands on 11 (f6).
    The black man on 22 (c3) is behind it and safe: men never capture
    backwards.
lesson-checkers-men-3 =
    When you can capture, you must. Find White's capture: 18 cannot jump 14
    because the square behind it is taken, and the black man on 23 is behind
    your men.

## Chained captures.

lesson-checkers-chain = Chained captures
lesson-checkers-chain-1 =
    After a jump the same man must jump again if it can, and it may change
    direction. The man on 27 (f2) takes 23, turns, takes 15 and ends on
    11 (f6). The captured men leave the board when the move is over.
lesson-checkers-chain-2 =
    Capture three black men in one move. Jump with the man on 31 (e1) and
    keep going, zig-zag, until it can jump no more.

## The maximum capture.

lesson-checkers-most = Capture as many as you can
lesson-checkers-most-1 =
    Why can't I move? You may want to take 17 with the man on 22, but the
    game refuses it: of all your captures you must play one that takes the
    most pieces. The man on 27 can take two.
lesson-checkers-most-2 =
    Capture as many pieces as you must: find the move that takes two.
lesson-checkers-most-3 =
    Both captures here take two pieces, and a king counts just like a man,
    so you may choose either. Take the two kings on 17 and 9: end on 6 (c7).

## Crowning.

lesson-checkers-crown = Crowning
lesson-checkers-crown-1 =
    A man that ends its move on the far row is crowned king. The man on
    11 (f6) takes 7 and lands on 2 (d8), and the move stops there: it does
    not go on to take 6 as a king. It moves as a king from its next turn.
lesson-checkers-crown-2 =
    No capture is due here. Crown a man: move it onto Black's back row,
    squares 1 to 4.

## Kings.

lesson-checkers-kings = Flying kings
lesson-checkers-kings-1 =
    A king moves along a diagonal, forwards or backwards, across as many
    empty squares as it likes. The king on 10 (d6) flies back to 28 (h2).
lesson-checkers-kings-2 =
    A king captures from a distance too, but it must land on the square
    right after the piece it takes. The king on 29 (a1) takes 15 (e5) and
    lands on 11 (f6): 8 and 4, further on, are not allowed.
lesson-checkers-kings-3 =
    Capture two pieces with the king. It flies up to take 18, lands on 15,
    then turns and flies on to take the other black man.
lesson-checkers-kings-4 =
    Captured pieces stay on the board until the move ends: the king cannot
    jump them again or cross them. Here the black king on 30 (c1) goes round
    a loop, takes four men and comes back to 30.
lesson-checkers-kings-5 =
    The loop can also be run the other way round, and that is a different
    move. Play it: make the first jump to 23 (e3).

## The end.

lesson-checkers-end = The end of the game
lesson-checkers-end-1 =
    You lose when it is your turn and you have no pieces left, or none of
    them can move. White's only man, on 21 (a3), is blocked: 17 is taken and
    so is 14 behind it. White cannot move and has lost.
lesson-checkers-end-2 =
    Win the game at once: leave Black's last man, on 13 (a5), with no move
    and no capture.
lesson-checkers-end-3 =
    With kings only, a game often ends in a draw. It is drawn when the same
    position comes up for the third time with the same player to move, or
    after 40 moves in a row, 20 each, with no capture and no man moved.
    Players may also agree to a draw, for example when both have only a few
    pieces.

## Family rules.

lesson-checkers-family = Family rules: the huff
lesson-checkers-family-1 =
    With the family rules on, a player may skip a compulsory capture and
    make a simple move instead: a faulty move. Here White plays 28-24 though
    the man on 18 (d4) should have taken 15. Black may now huff that man.
lesson-checkers-family-2 =
    Huff the white man on 18 (d4) that failed to capture: take it off the
    board. A huff is not a move, so Black still moves afterwards; moving
    without huffing gives the right up.
lesson-checkers-family-3 =
    If the man that should have captured makes the faulty move itself, it is
    huffed on its new square. After 18-14, Black may take off the man on
    14 (c5).
