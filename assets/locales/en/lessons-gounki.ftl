# The Gounki rules book in English (src/lessons/gounki.rs): one title per
# chapter and one text per step. Squares (g6) are written as on the board.

## Set-up and goal

lesson-gounki-start = Set-up and goal
lesson-gounki-start-1 = Each player has 8 rounds and 8 squares on their first two rows: squares on the dark squares, rounds on the light ones.
    White plays first. You win by taking a piece past the far edge of the board, beyond your opponent's back row.
lesson-gounki-start-2 = Pieces only ever go forward or sideways, never back. Start the game: put one of your pieces on the empty square d3.
    Three different pieces can get there.

## Rounds and squares

lesson-gounki-single = Rounds and squares
lesson-gounki-single-1 = A round steps one square diagonally forward: the round on d3 can go to c4 or e4.
    A square steps one square straight, forward or sideways: the square on f3 can go to f4, e3 or g3.
lesson-gounki-single-2 = Your turn: move a piece onto e3. Only one of your two pieces can get there.

## Stacks

lesson-gounki-stacks = Stacks
lesson-gounki-stacks-1 = Move a piece onto one of your own and they become a stack. Here the round on c3 climbs onto the square on d4, making a square-round.
    A stack never holds more than three pieces.
lesson-gounki-stacks-2 = A stack goes as many steps as it has pieces of a kind. A double round moves like a round, but one or two steps: from d3 it reaches f5 in one turn.
    A triple round goes up to three steps; a double square two and a triple square three straight steps.
lesson-gounki-stacks-3 = A mixed stack moves either as a round or as a square, never both in one move. The square-round on d4 has one of each, so it goes one step:
    diagonally to c5 or e5, or straight to c4, d5 or e4.
lesson-gounki-stacks-4 = The stack on d3 has two squares and a round: it moves up to two steps as a square, or one step as a round.
    Move it two squares forward, to d5.

## No jumping, no turning

lesson-gounki-paths = No jumping, no turning
lesson-gounki-paths-1 = A stack never jumps over a piece, yours or your opponent's. Your square on e4 is in the way: the double round may stop on e4 and make a stack of three, but it cannot reach f5.
    It cannot reach d5 either: a stack never turns during a move.
lesson-gounki-paths-2 = The way to the right is blocked. Move the double round as far as it can go the other way, to b5.

## Rebounds

lesson-gounki-rebound = Rebounds
lesson-gounki-rebound-1 = At the side of the board a stack bounces back, like a ball off a wall. The triple round on f3 goes to g4, to h5, then rebounds off the right edge to g6.
    The squares it crosses, g4 and h5, must be empty.
lesson-gounki-rebound-2 = It is the same for Black. The black stack on b4 has two rounds and a square: moving as a double round it goes to a3, bounces off the left edge and lands on b2.
    The bounce costs no extra step.
lesson-gounki-rebound-3 = A stack may bounce back onto its own column: this round-round-square goes from b4 to a5, then rebounds to b6.
    A single piece never rebounds, because it needs a second step to bounce.
lesson-gounki-rebound-4 = Your turn: bounce the triple round on c1 off the left edge so that it lands on b4.
lesson-gounki-rebound-5 = Squares bounce too when they slide sideways. The triple square on b1 slides to a1 and comes straight back to b1.
    Going on to c1 that way would bring nothing new: it can step to c1 directly.

## The null move

lesson-gounki-null = The null move
lesson-gounki-null-1 = The double square on g2 slides to h2 and bounces back to g2. Nothing changes on the board: this null move is how you pass your turn.
    It only works when h2 is empty.
lesson-gounki-null-2 = Pass your turn with a null move. The round on h2 blocks the double square on g2, so use your other double square.

## Captures

lesson-gounki-capture = Captures
lesson-gounki-capture-1 = Move onto an enemy stack and you capture all of it. Here the double round on g2 bounces off the edge at h3 and takes the black square on g4.
    A capture ends the move, and capturing is never forced.
lesson-gounki-capture-2 = Any stack can capture any stack: size does not matter. Your single round can take either of two black stacks.
    Capture the one with three pieces.

## Deployments

lesson-gounki-deploy = Deployments
lesson-gounki-deploy-1 = Instead of moving, a stack of two or three can deploy: it breaks up and leaves one piece on each square it steps to.
    The double round on d4 drops a round on c5 and another on b6. It could also go to e5 and f6.
lesson-gounki-deploy-2 = A double square deploys in a straight line: left to d2 and c2, forward to e3 and e4, or right to f2 and g2.
    Deploy it so that its last piece lands on g2.
lesson-gounki-deploy-3 = A triple round drops three rounds along one diagonal. From d4 it leaves rounds on e5, f6 and g7, or on c5, b6 and a7.
lesson-gounki-deploy-4 = Deployments bounce off the sides too. The triple round on f3 leaves rounds on g4 and h5, rebounds off the right edge and leaves its last round on g6.
lesson-gounki-deploy-5 = A triple square deploys in one direction: left, forward or right. Here it leaves squares on d5, d6 and d7.
lesson-gounki-deploy-6 = A square deployment can bounce back over its own path. The triple square on c1 drops on b1 and a1, rebounds, and drops its last square on b1 again.
    So b1 ends up with two squares.
lesson-gounki-deploy-7 = A deployment may even bounce back onto its own starting square. The triple square on b1 drops on a1, rebounds, drops on b1, now empty, and ends on c1.

## Deploying mixed stacks

lesson-gounki-mixed = Deploying mixed stacks
lesson-gounki-mixed-1 = A mixed stack deploys all its squares first and then its rounds, or all its rounds first and then its squares.
    Each group picks its own direction: the square-round on d4 drops its square on d5, then its round on e6.
lesson-gounki-mixed-2 = The round-round-square on d4 puts its square on d5, then both rounds go along one diagonal, to c6 and b7.
    The two rounds of a group never split up into different directions.
lesson-gounki-mixed-3 = Black's stack on b4 deploys its rounds first: a round on a3, a bounce, a round on b2. Then the square goes left to a2.
    This example comes from the official rules booklet.
lesson-gounki-mixed-4 = The square-square-round on d4 starts with its round, on e5. Then both squares go left from there, to d5 and c5.
lesson-gounki-mixed-5 = Deploy the square-square-round on b4 so that its last piece lands on a5. The squares can go left to a4 and bounce back onto b4.
    The black piece on b5 closes the other way.

## What a deployment may not do

lesson-gounki-limits = What a deployment may not do
lesson-gounki-limits-1 = A deployment may drop a piece on your own stack, as long as no stack gets more than three pieces.
    The triple round on f3 drops on e4, on your square on d5, and on c6. Moving, it could not have passed d5.
lesson-gounki-limits-2 = A deployment never lands on an enemy piece: with a black square on g6, the triple round on f3 cannot deploy by g4 and h5 to g6.
    A move can go there, and it captures.
lesson-gounki-limits-3 = Deploy the square-round on d4 so that its last piece lands on d5. The black pieces on c4, c5 and e5 close three of the four ways there.

## Winning by leaving the board

lesson-gounki-exit = Winning by leaving the board
lesson-gounki-exit-1 = Take a piece past the far edge and you win at once. The double round on e7 steps onto the last row, then off the board.
    The square it passes on the way must be empty.
lesson-gounki-exit-2 = A deployment can carry a stack further than a move. This stack cannot leave by moving from a6, but it can deploy:
    the square on a7, a round on b8, and the last round steps off the board. Win the game.

## Winning by capture

lesson-gounki-wipe = Winning by capture
lesson-gounki-wipe-1 = Capture your opponent's last piece and you win too. Black has one square left, on e5: win the game.

## Draws

lesson-gounki-draw = Draws
lesson-gounki-draw-1 = Squares can slide left and right forever. When the same position comes back for the third time, with the same player to move, the game is a draw.
    You can also agree to a draw, or resign.
lesson-gounki-draw-2 = Do not slide to and fro when you can win. Your square on c8 is one step from the goal: win the game.
