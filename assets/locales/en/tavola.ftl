# Tavola's interface texts in English: the reference every other locale
# translates (message ids and variables stay the same in every locale).
# Variables hold values the game fills in: sides and game names come already
# translated, squares and moves are notation and stay as they are.

## Shared words: sides, game names, computer levels, switches, speeds, players, results and why a game ended.

side_black = Black
side_white = White
game_othello = Othello
game_gounki = Gounki
game_checkers = Basque checkers
level_beginner = Beginner
level_casual = Casual
level_strong = Strong
level_expert = Expert
on = on
off = off
speed_slow = slow
speed_normal = normal
speed_fast = fast
speed_instant = instant
player_human = Human
player_computer = Computer ({ $level })
to_move = { $side } to move
outcome_win_score = { $side } wins { $high }–{ $low }
outcome_draw_score = Draw { $black }–{ $white }
outcome_win = { $side } wins ({ $reason })
outcome_draw = Draw ({ $reason })
reason_no_moves_left = neither player can move
reason_exit = a piece left the board
reason_all_captured = all enemy pieces captured
reason_no_legal_move = no legal move left
reason_threefold_repetition = threefold repetition
reason_forty_ply_rule = 40 plies without capture or man move
reason_agreement = draw by agreement
reason_resignation = resignation
reason_time = on time
game_is_over = The game is over
wait_computer = Wait: it is the computer's turn

## Title screen.

app_name = Tavola
loading = Preparing the table…
title_tagline = Board games in 3D — two players at one screen
title_player = { $side }: { $player }
title_continue = Continue
title_play = Play
title_keys = Keys
open_saved_game = Open a saved game
settings = Settings
showcase = Showcase
title_help =
    Left click: play   Right drag: turn the board   Wheel: zoom   C: reset view
    L: legal moves   H: hint   Space/click: skip animation   P: replay (comma/period: step)   Esc: game menu
    Keyboard: Tab or arrows + Enter choose here (1/2/3 start a game, B/W choose players); in a game arrows + Enter play, Tab jumps to a marked square

## Game menu (Esc in a game).

menu_resume = Resume (Esc)
menu_save = Save game (Ctrl+S)
menu_open = Open a saved game (Ctrl+O)
menu_offer_draw = Offer a draw
menu_new_game = New game (Ctrl+N)
title_screen = Title screen

## HUD: status panel, buttons, draw offer.

thinking = Computer is thinking…
help_line = Right drag: turn   Wheel: zoom   C: view   L: moves   H: hint   S: speed   M: mute   A: ambience   Ctrl+Z/Y: undo/redo   Esc: menu
game_over = Game over
new_game = New game
button_undo = Undo
button_redo = Redo
button_hint = Hint
resign = Resign
button_offer_draw = Offer draw
computer_declines_draw = The computer declines the draw
draw_offer = { $offering } offers a draw. { $other }, do you accept?
accept_draw = Accept draw
decline_esc = Decline (Esc)

## Hints.

hint_looking = Looking for a good move…
hint_unavailable = Hints are for a person's turn in a game in progress
hint_move = Hint: { $move }

## Notices of the setting keys.

reduced_motion_on = Reduced motion on
reduced_motion_off = Reduced motion off
volume = Volume { $percent } %
sound_on = Sound on
sound_off = Sound off
ambience_on = Ambience on
ambience_off = Ambience off
last_move_on = Last-move marker on
last_move_off = Last-move marker off

## Settings dialog rows (also the notices of the keys that change them).

setting_speed = Animation speed: { $value }
setting_reduced_motion = Reduced motion: { $value }
setting_legal_moves = Legal-move markers: { $value }
setting_last_move = Last-move marker: { $value }
setting_coordinates = Coordinates: { $value }
setting_camera_turns = Camera follows the turn: { $value }
setting_family_rules = Checkers family rules: { $value }
setting_colours = Colours: { $value }
colours_standard = standard
colours_high_contrast = high contrast
setting_language = Language: { $value }
setting_ui_size = Interface size: { $percent } %
setting_graphics = Graphics: { $value }
quality_auto = automatic ({ $level })
quality_low = low
quality_medium = medium
quality_high = high
setting_sound = Sound: { $value }
setting_master = Master volume: { $percent } %
setting_effects = Effects volume: { $percent } %
setting_interface = Interface volume: { $percent } %
setting_ambience = Ambience volume: { $percent } %
setting_ambience_loop = Ambience loop: { $value }
close_esc = Close (Esc)

## Saved games: saving, opening, the chooser.

saved_to = Saved to { $path }
could_not_save = Could not save: { $error }
no_data_folder_save = No data folder to save into
no_game_to_save = No game to save
no_data_folder_open = No data folder to open from
no_saved_game_of = No saved { $game } game yet (Ctrl+S saves)
no_saved_games = No saved games yet (Ctrl+S in a game saves it)
save_entry =
    { $moves ->
        [one] { $game }  { $time } UTC  1 move
       *[other] { $game }  { $time } UTC  { $moves } moves
    }
save_entry_damaged = { $game }  { $time } UTC  (damaged: line { $line })
save_entry_large = { $game }  { $time } UTC  (large file: read when opened)
chooser_more =
    { $count ->
        [one] 1 older save not shown. Folder: { $folder }
       *[other] { $count } older saves not shown. Folder: { $folder }
    }
chooser_folder = Folder: { $folder }
cancel_esc = Cancel (Esc)
holds_another_game = { $path } holds another game
opened = Opened { $path }
open_failed = { $path }: { $error }

## Move list, review and undo.

moves_heading = Moves
moves_heading_reviewing = Moves (reviewing)
moves_none = none yet
back_to_game = Back to game
move_line = { $number }. { $side }: { $move }
# The named opening of the position on show (a proper name, shown as it is).
opening_line = Opening: { $name }
reviewing_click_back = Reviewing an earlier position: click 'Back to game' to play
reviewing_back_first = Reviewing an earlier position: click 'Back to game' first
nothing_to_undo = Nothing to undo
moves_taken_back =
    { $count ->
        [one] Move taken back
       *[other] { $count } moves taken back
    }
nothing_to_redo = Nothing to redo

## Replay.

replay_paused = Replay paused (P: play, comma/period: step)
replay_resumed = Replay resumed
nothing_to_replay = Nothing to replay yet
replay_from_start = Replay from the start (P: pause)
replay_at_start = At the start of the game
replay_at_end = At the last move
replay_stopped = Replay stopped: the game goes on from here

## Showcase captions.

showcase_title =
    { $game }
    { $event }
showcase_player = { $side }: { $name }
showcase_no_players = Players not recorded
showcase_unfinished = Result: unfinished
showcase_result = Result: { $result }
showcase_move = Move { $shown } of { $total }
showcase_help =
    Showcase: any key or click
    returns to the title screen

## Othello.

square_taken = { $square } is taken
flips_nothing = { $square } flips nothing: not a legal move
othello_pass = { $side } has no move — pass
othello_counts = Black { $black }   White { $white }

## Basque checkers.

huff_panel = Huff: click a ringed piece to remove it
decline_d = Decline (D)
huffs_piece = { $side } huffs the piece on { $square }
missed_capture = { $side } missed a capture: { $huffer } may huff a ringed piece (D declines)
checkers_side =
    { $kings ->
        [0] { $side }: { $count } on board, { $captured } captured
        [one] { $side }: { $count } on board (1 king), { $captured } captured
       *[other] { $side }: { $count } on board ({ $kings } kings), { $captured } captured
    }
game_over_reason = Game over: { $reason }
may_huff = { $side } may huff a ringed piece (D declines)
capture_compulsory =
    { $count ->
        [one] Capture compulsory: take 1 piece
       *[other] Capture compulsory: take { $count } pieces
    }
family_rules_status = Family rules: { $value }
checkers_help =
    Click a piece, then a marked square; click it again or right-click to cancel
    N: { $labels } labels   F: family rules   V: hotseat view ({ $hotseat })   D: decline huff
labels_algebraic = algebraic
labels_number = number
wait_animation = Wait for the move to finish (click again or Space skips it)
dark_squares_only = Pieces only stand on the dark squares
must_capture =
    { $count ->
        [one] You must capture 1 piece: these pieces can ({ $pieces })
       *[other] You must capture { $count } pieces: these pieces can ({ $pieces })
    }
piece_cannot_move = The piece on { $square } cannot move
not_legal_destination = { $square } is not a legal destination
square_holds = { $square } holds a { $owner } piece: { $side } to move
square_empty_pieces = { $square } is empty: click one of { $side }'s pieces
family_rules_on = Family rules: a missed capture may be huffed
family_rules_off = Family rules off: captures are compulsory
family_rules_stay = Family rules stay on: this game already has a faulty move or huff ({ $move })
no_huff = There is no huff to decline
declines_huff = { $side } declines the huff

## Gounki.

camera_follows = Camera follows the side to move: { $value }
gounki_counts =
    Pieces   White { $white_pieces }   Black { $black_pieces }
    To goal  White { $white_goal }   Black { $black_goal }
gounki_idle =
    Click one of { $side }'s stacks
    V: camera follows the turn
gounki_selected = { $square }: click a marked square
gounki_selected_exit = { $square }: click a marked square or the arrow
gounki_null_twice = { $square } twice: null move
gounki_keys_exit = Arrow past the goal's edge (keyboard, controller): leave the board
gounki_keys_deploy = D: deploy   Right-click: cancel
right_click_cancel = Right-click: cancel
select_stack_first = Select a stack of 2 or 3 pieces first, then D
order_needs_deploy = O chooses the order of a deployment (D first)
choose_directions_first = Choose a direction for each group first
nothing_to_confirm = Nothing to confirm
cannot_exit = That stack cannot leave the board now
null_move_confirm = Click { $square } again for the null move { $square }-{ $square } (right-click cancels)
cannot_reach = The stack on { $from } cannot reach { $to }
square_is_owners = { $square } is { $owner }'s: { $side } to move
select_own_stack = Select one of { $side }'s stacks
button_deploy = Deploy (D)
button_order = Order (O)
button_confirm = Confirm (Space)
button_cancel = Cancel (right-click)
drop_label = { $order }. { $piece } (height { $height })
square_empty = { $square } is empty
single_cannot_deploy = A single { $stack } cannot deploy: only stacks of 2 or 3 pieces split up
no_legal_deployment = The { $stack } on { $square } has no legal deployment here
deployment_complete = The deployment is complete: Space confirms, right-click cancels
not_a_direction = { $square } does not start a legal direction for the { $group }
group_rounds = rounds
group_squares = squares
one_group_no_order = A { $stack } has one group: there is no order to choose
no_deployment_order = No legal deployment with the { $group } first
order_one_group = one group
order_rounds_first = rounds first (*)
order_squares_first = squares first (+)
deploy_preview =
    Deploy { $move }: { $drops }
    Space: confirm   Right-click: cancel
drop_line = { $square }: { $piece }, height { $height }
deploy_choose =
    Deploy { $square }, { $order }:
    click where the { $group } go
order_key = O: order   Right-click: cancel
piece_round = round
piece_square = square
stack_round = round
stack_square = square
stack_double_round = double round
stack_double_square = double square
stack_square_round = square-round
stack_triple_round = triple round
stack_triple_square = triple square
stack_round_round_square = round-round-square
stack_square_square_round = square-square-round
rounds =
    { $count ->
        [one] 1 round
       *[other] { $count } rounds
    }
squares =
    { $count ->
        [one] 1 square
       *[other] { $count } squares
    }
reach_round = { $count } as a round
reach_square = { $count } as a square
reach_either = { $first } or { $second }
stack_hover =
    { $square } { $side } { $stack }
    { $parts }
    moves { $reach }
stack_hover_deploys =
    { $square } { $side } { $stack }
    { $parts }
    moves { $reach } (or deploys)
goal = { $side }'s goal
book_rules = Rules
book_title = { $game }: the rules
book_contents = Contents
book_chapter = { $number }. { $title }
book_step = Step { $number } of { $count }
book_back = Back
book_next = Next
book_replay = Replay
book_show_me = Show me
book_close = Close
book_your_move = Your move: play it on the board.
book_watch = Watch the move. Replay shows it again.
book_look = Look at the board, then go on with Next.
book_passed = Well done! Go on with Next.
book_shown = That is the answer. Replay the step to try it yourself.
book_step_over = This step is done: go on with Next, or Replay to try again.
book_chapter_done = Chapter complete.
book_done_mark = done
book_chapters_done = Rules: { $done } of { $total } chapters done
book_end = That is the whole book. Close it to play.
book_keys = Left / Right or Page Up / Page Down: back and next · F1: contents · Esc: close the book
book_miss_not_the_move = That is a legal move, but not the one this step asks for. Try again.
book_miss_flips =
    { $got ->
        [one] That move flips 1 disc; this step asks for { $want }. Try again.
       *[other] That move flips { $got } discs; this step asks for { $want }. Try again.
    }
book_miss_captures =
    { $got ->
        [0] That move captures nothing; this step asks for { $want }. Try again.
        [one] That move captures 1 piece; this step asks for { $want }. Try again.
       *[other] That move captures { $got } pieces; this step asks for { $want }. Try again.
    }
book_miss_ends_on = That move ends on { $got }, not on { $want }. Try again.
book_miss_no_crown = That move crowns no man. Try again.
book_miss_no_win = That move does not win the game yet. Try again.
book_miss_no_deployment = That is not a deployment whose last piece lands on { $want }. Try again.
book_offer = New to { $game }? Read the rules ({ $minutes } min)
book_offer_read = Read the rules
book_offer_no = No, thanks
keys_hint = F1 or ?: keys and rules
keys_title = { $game }: keys
keys_rules = Rules of this game
record_vs = Against { $level }: played { $played }, won { $won }, lost { $lost }, drawn { $drawn }
record_hotseat = Hotseat: played { $played }; { $side } won { $won }, lost { $lost }, drawn { $drawn }
record_streak_won = Streak: { $count } won in a row
record_streak_lost = Streak: { $count } lost in a row

## Clipboard and dropped files.

clipboard_keys = Ctrl+C: copy the position   Ctrl+Shift+C: copy the game   Ctrl+V: paste a game or position   Drop a file on the window: open it
title_paste_keys = Ctrl+V: paste a game or position   Drop a file on the window: open it
copied_position = Position copied: { $text }
copied_game = Game copied ({ $game })
copy_failed = Could not copy: { $error }
nothing_to_copy = No game to copy
pasted = Pasted: { $game }
paste_failed = Nothing pasted: { $error }
dropped_folder = { $path } is a folder: drop a saved game, or a text file with a game or position

## The position editor.

title_set_up = Set up
menu_edit_position = Edit this position
setup_title = Set up a position: { $game }
setup_keys = Click or drag over squares to put the chosen piece. Q / E: previous / next piece ({ $count } in all)   Delete: take the top piece off the cursor's square   T: side to move   Esc: cancel
setup_take_off = Take off
setup_clear = Clear board
setup_start = Start position
setup_play = Play
setup_analyse = Analyse
setup_copy = Copy
setup_cancel = Cancel
setup_ready = Ready to play
setup_cannot_play = Cannot be played: { $reason }
setup_on_square = { $square }: { $reason }
setup_no_pieces = the board has no pieces
setup_not_a_square = no piece can stand on this square
setup_stack_too_high = a stack holds at most three pieces
setup_too_many_pieces = { $side } would have { $count } pieces; a side has at most { $most }
setup_too_many_rounds = { $side } would have { $count } rounds; a side has at most { $most }
setup_too_many_squares = { $side } would have { $count } squares; a side has at most { $most }
setup_man_on_crowning_row = a man on its crowning row would have been crowned: make it a king
piece_black_disc = Black disc
piece_white_disc = White disc
piece_white_round = White round
piece_white_square = White square
piece_black_round = Black round
piece_black_square = Black square
piece_white_man = White man
piece_white_king = White king
piece_black_man = Black man
piece_black_king = Black king

## Game review.

menu_review_game = Review this game
review_button = Review
review_title = Game review
review_nothing = No moves to review yet
review_progress = Analysing the moves: { $done } of { $total }
review_graph_hint = White's winning chance after each move: click or drag to go there
review_accuracy = { $side }: accuracy { $accuracy }
review_counts = ! { $best } · good { $good } · ?! { $inaccuracies } · ? { $mistakes } · ?? { $blunders }
review_mistakes = Biggest mistakes:
review_no_mistakes = No mistakes: well played!
review_move = { $number }. { $side }: { $move } ({ $grade })
review_played = Played: { $value } ({ $chance } % to win)
review_better = Better: { $move }: { $value } ({ $chance } % to win)
review_line = Line: { $line }
review_why = Why: { $reason }
review_graph_hint_discs = White's lead in discs after each move ({ $span } at the top and bottom edges): click or drag to go there
review_disc_grades = Discs lost: ?! { $inaccuracy }+ · ? { $mistake }+ · ?? { $blunder }+
review_result_line = { $result }
review_why_gives_corner = Lets the opponent take the corner { $square }.
review_why_x_square = { $square } is next to the empty corner { $other }: it can give that corner away.
review_why_c_square = { $square } is on the edge beside the empty corner { $other }: it can give that corner away.
review_why_misses_corner = Misses the corner { $square }.
review_why_misses_stable =
    { $n ->
        [one] Misses { $square }, which makes 1 disc that can never be flipped.
       *[other] Misses { $square }, which makes { $n } discs that can never be flipped.
    }
review_why_gives_wipeout = Lets the opponent take every disc: a wipeout.
review_why_gives_tempo = After the reply there is no move left: the opponent plays twice in a row.
review_why_loses_mobility =
    { $m ->
        [one] Leaves 1 move after the reply, instead of { $n }.
       *[other] Leaves { $m } moves after the reply, instead of { $n }.
    }
review_why_loses_discs =
    { $n ->
        [one] The better line ends 1 disc ahead.
       *[other] The better line ends { $n } discs ahead.
    }
review_why_allows_exit = Lets the opponent leave the board from { $square } and win.
review_why_misses_exit = Misses leaving the board from { $square } to win.
review_why_loses_stack =
    { $n ->
        [one] Lets the opponent capture the stack on { $square } (1 piece).
       *[other] Lets the opponent capture the stack on { $square } ({ $n } pieces).
    }
review_why_deploys_into_capture = Deploys a piece onto { $square }, where the opponent captures it.
review_why_blocks_path =
    { $m ->
        [one] Blocks its own way at { $square }: 1 move left after the reply, instead of { $n }.
       *[other] Blocks its own way at { $square }: { $m } moves left after the reply, instead of { $n }.
    }
review_why_allows_shot =
    { $n ->
        [one] Allows a shot: the opponent takes 1 piece for { $m }.
       *[other] Allows a shot: the opponent takes { $n } pieces for { $m }.
    }
review_why_misses_longer_capture =
    { $m ->
        [one] Takes 1 piece when the better capture takes { $n }.
       *[other] Takes { $m } pieces when the better capture takes { $n }.
    }
review_why_allows_crown = Lets an opponent man crown on { $square }.
review_why_walks_into_huff = Leaves a capture undone: the piece on { $square } can be huffed.
review_why_misses_capture = Misses the capture on { $squares }.
review_why_loses_material =
    { $n ->
        [one] The opponent comes out 1 piece ahead.
       *[other] The opponent comes out { $n } pieces ahead.
    }
review_why_weaker_position = The loss shows only further ahead: { $better } keeps a clearly better position.
review_why_misses_forced_win = Misses a forced win.
review_why_allows_forced_win = Lets the opponent force a win.
value_win = won
value_loss = lost
value_draw = drawn
value_exact = { $value } exact
review_show_line = Show the better line
review_stop_line = Back to the game
review_line_playing = Playing the better line…
review_close = Close review
grade_forced = Forced
grade_best = Best
grade_good = Good
grade_inaccuracy = Inaccuracy
grade_mistake = Mistake
grade_blunder = Blunder

## Scores on the board.

setting_scores = Scores on the board: { $value }
scores_on = Scores on the board: on (I)
scores_off = Scores on the board: off (I)
review_keys = I: scores on the board   Esc, Review this game: graded moves and the better ones   Esc, Edit this position: set up a position
setting_threads = Engine threads: { $value }
threads_auto = automatic ({ $count })

## Controllers (gamepads). The buttons are named as on the controllers:
## A, B, X, Y, Start, Back, LB, RB, L3 (pressing the left stick), R3.

setting_controllers = Controllers: { $value }
controllers_any = any plays the side to move
controllers_black_white = 1 plays Black, 2 White
controllers_white_black = 1 plays White, 2 Black
pad_connected = Controller { $number } connected: { $name }
pad_disconnected = Controller { $number } disconnected
pad_not_your_turn = Controller { $number } plays { $side }: wait for your turn
keys_controller = Controller
pad_keys = D-pad or left stick: move the cursor   A: act on the square, press the button   B: cancel, back   X: hint   Y: keys   Start: game menu   Back: take back   LB: next view   RB: skip, confirm   Right stick: turn the view   Triggers: zoom
gounki_pad_keys = L3: deploy the stack   R3: change the order
checkers_pad_keys = L3: do not huff

## Screen readers: the board's squares as a player says them, and what is
## announced after each move ("Black plays c4, 3 discs flipped; White to move").
## In the squares' words $side is the identifier black or white (select on
## it to make the colour agree with the piece's name); in said_move it is
## the side's name as in side_black / side_white.

a11y_board = { $game } board
a11y_announcements = Announcements
a11y_legal = legal move
a11y_last_move = last move
a11y_empty = empty
a11y_square = { $name }, { $content }
said_move = { $side } plays { $move }
said_then = { $said }; { $next }
othello_a11y_disc = { $side ->
    [black] Black
   *[white] White
} disc
othello_a11y_flips = flips { $count }
othello_said_flipped = { $count ->
    [one] 1 disc flipped
   *[other] { $count } discs flipped
}
othello_said_pass = { $side } passes
gounki_a11y_stack = { $side ->
    [black] Black
   *[white] White
} stack: { $pieces }
gounki_said_captures = { $count ->
    [one] captures 1 piece
   *[other] captures { $count } pieces
}
gounki_said_exit = leaves the board
gounki_said_deploy = deploys
checkers_a11y_man = { $side ->
    [black] Black
   *[white] White
} man
checkers_a11y_king = { $side ->
    [black] Black
   *[white] White
} king
checkers_a11y_light = light square, not played on
checkers_said_captures = { $count ->
    [one] captures 1 piece
   *[other] captures { $count } pieces
}
checkers_said_crowned = crowned
checkers_said_huff = the piece on { $square } is huffed

# Clocks
clock_none = none
title_clock = Clock: { $clock }
menu_clock = Clock of the next game: { $clock }
clock_paused = Paused (P to go on)
clock_a11y = { $side } clock: { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
} { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}
clock_one_minute = { $side }: one minute left
clock_ten_seconds = { $side }: ten seconds left
clock_paused_notice = Clocks paused
clock_resumed_notice = Clocks running
clock_resume_hint = The clocks wait: press P to start them
clock_damaged = The clocks of this game could not be read ({ $reason }): it goes on without a clock
setting_clock = Clock for new games: { $value }
setting_clock_white = White's time: { $value }
setting_clock_black = Black's time: { $value }
setting_clock_pause = Pause the clocks when the window is left: { $value }
clock_pause_hotseat = between two people
clock_pause_always = always
clock_pause_never = never
keys_clock = P: pause or restart the clocks (a controller's Start pauses them too, with the menu)
review_move_time = Time for this move: { $time }
save_failing = Your game is not being saved: { $reason }. Play goes on; the last good save is kept.
save_works_again = Saving works again: your game is saved.
puzzles = Puzzles
puzzle_title = { $game } puzzles
puzzle_header = Puzzle { $id } · rated { $rating }
puzzle_your_rating = Your rating: { $rating } · streak { $streak } (best { $best })
puzzle_task_win = { $side } to play and win
puzzle_task_best = { $side } to play: only one move keeps the best result
puzzle_task_material = { $side } to play and win { $count ->
    [one] a piece
   *[other] { $count } pieces
  }
puzzle_task_crown = { $side } to play and crown a man
puzzle_task_exit = { $side } to play and leave the board
puzzle_task_better = { $side } to play: find the move you missed in your game
puzzle_moves = { $count ->
    [one] One move to find.
   *[other] { $count } moves to find; the replies come by themselves.
  }
puzzle_your_move = Your move.
puzzle_reply = The reply is coming…
puzzle_solved = Solved.
puzzle_solved_rating = Solved! Your rating is now { $rating } ({ $change }).
puzzle_shown = That was the solution. Try it again, or go on to the next one.
puzzle_none_mine = No mistakes to retry yet: review a game, and its mistakes and blunders come here.
puzzle_not_this_one = Not this one.
puzzle_why_result = Not this one: with the best play after it, the game ends { $got }; the right move ends it { $best }.
puzzle_why_answer = Not this one: { $side } answers { $move } and holds.
puzzle_why_opponent_wins = Not this one: { $side } then wins with { $move }.
puzzle_wait = Wait for the reply.
puzzle_over = This puzzle is over: try it again or go on to the next one.
puzzle_hint = Hint
puzzle_solution = Show solution
puzzle_retry = Try again
puzzle_next = Next puzzle
puzzle_set = Set: { $name }
puzzle_set_all = all puzzles
puzzle_set_mine = my mistakes
puzzle_close = Close
puzzle_keys = H: hint · End: solution · Page Down: next · Page Up: again · Esc: close. A hint or a wrong move counts as a miss.
puzzle_file_damaged = Your puzzle file could not be read ({ $reason }); your puzzle ratings start again.
puzzle_not_saved = Your puzzle results are not being saved: { $reason }
puzzle_mistakes_added = { $count ->
    [one] One mistake from this game is now a puzzle to retry (Puzzles, my mistakes).
   *[other] { $count } mistakes from this game are now puzzles to retry (Puzzles, my mistakes).
  }
review_retry = Retry this position
puzzle_theme_corner = corner
puzzle_theme_parity = parity
puzzle_theme_wipeout = wipeout
puzzle_theme_edge = edge
puzzle_theme_shot = shot
puzzle_theme_crowning = crowning
puzzle_theme_multi_capture = multiple capture
puzzle_theme_exit = leaving the board
puzzle_theme_deployment = deployment
puzzle_theme_rebound = rebound
puzzle_theme_capture = capture
puzzle_theme_combination = several moves
