# The Othello rules book: chapter titles and step texts (src/lessons/othello.rs).

lesson-othello-start = The board and the start
lesson-othello-start-1 = Othello is played on a board of 8 by 8 squares with discs that are black on one side and white on the other. The game starts with four discs in the centre, two of each colour, crossed.
lesson-othello-start-2 = Black moves first. A move puts a new disc next to an opponent's disc so that a straight line of opponent's discs ends at one of your own. From the start Black has exactly four moves: c4, d3, e6 and f5.
lesson-othello-start-3 = Your turn: you play Black. Put a disc on one of the four squares that turn a white disc.
lesson-othello-flips = A move and its flips
lesson-othello-flips-1 = Black plays d3. The white disc on d4 now lies between the new disc and the black disc on d5, so it is turned over to black.
lesson-othello-flips-2 = Black plays f5 instead. This time the disc on e5 is caught between f5 and d5 and turns black. Only discs in a closed line turn, nothing else.
lesson-othello-flips-3 = After f5 it is White's turn, and White has exactly three moves: d6, f4 and f6. Every one of them closes a line of black discs with a white one.
lesson-othello-flips-4 = Now play White's move on f6. It turns the black disc on e5 back to white.
lesson-othello-directions = Several directions at once
lesson-othello-directions-1 = A move turns discs in every direction where a line closes. Black's c6 turns b6, b5, d7, c5 and c4: five discs in four directions. The line towards f6 stays white, because f6 is empty and nothing closes it.
lesson-othello-directions-2 = Find the square where one black disc turns nine white discs, at least one in each of the eight directions.
lesson-othello-chain = No chain reaction
lesson-othello-chain-1 = Black plays a5 and turns b5 and c5. Look at c4: it now lies between the new black c5 and c3, but it stays white. Discs turned during a move never turn anything themselves.
lesson-othello-chain-2 = Same board: find the move that does turn c4, together with c5. The line must close at a disc that was already black.
lesson-othello-pass = Passing
lesson-othello-pass-1 = White has no move: the only black disc stands in the corner, where nothing can catch it. A player without a move must pass, and the turn goes back to Black.
lesson-othello-pass-2 = Black has one move left. Play it: it turns White's last disc, and a player with no discs has lost.
lesson-othello-pass-3 = A player can pass several times in a row. Here White must pass, Black plays c1, White must pass again, and Black's c8 then ends the game.
lesson-othello-end = The end and the score
lesson-othello-end-1 = The game ends when neither player can move, here with b1 still empty. Black has 34 discs and White 29, and the empty square counts for the winner: Black wins 35 to 29.
lesson-othello-end-2 = When the board is full with as many discs of each colour, 32 to 32, the game is a draw.
lesson-othello-end-3 = When one colour has no discs left, the game is over at once. Here White has none, and Black wins 64 to 0: all the empty squares go to the winner.
lesson-othello-end-4 = One square is left. Fill it and win the game.
