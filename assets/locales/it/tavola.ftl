# I testi dell'interfaccia di Tavola in italiano, tradotti dal riferimento
# inglese (gli id dei messaggi e le variabili restano gli stessi).
# Le variabili ricevono valori che il gioco inserisce: lati e nomi dei giochi
# arrivano già tradotti, caselle e mosse sono notazione e restano come sono.

## Parole comuni: lati, nomi dei giochi, livelli del computer, interruttori, velocità, giocatori, risultati e motivi della fine di una partita.

side_black = Nero
side_white = Bianco
game_othello = Othello
game_gounki = Gounki
game_checkers = Dama basca
level_beginner = Principiante
level_casual = Amatoriale
level_strong = Forte
level_expert = Esperto
on = sì
off = no
speed_slow = lenta
speed_normal = normale
speed_fast = veloce
speed_instant = istantanea
player_human = Umano
player_computer = Computer ({ $level })
to_move = Tocca al { $side }
outcome_win_score = Vince il { $side } { $high }–{ $low }
outcome_draw_score = Patta { $black }–{ $white }
outcome_win = Vince il { $side } ({ $reason })
outcome_draw = Patta ({ $reason })
reason_no_moves_left = nessuno dei due può muovere
reason_exit = un pezzo è uscito dalla scacchiera
reason_all_captured = tutti i pezzi avversari catturati
reason_no_legal_move = nessuna mossa legale
reason_threefold_repetition = triplice ripetizione
reason_forty_ply_rule = 40 semimosse senza prese né mosse di pedina
reason_agreement = patta concordata
reason_resignation = abbandono
reason_time = tempo scaduto
game_is_over = La partita è finita
wait_computer = Attendi: tocca al computer

## Schermata iniziale.

app_name = Tavola
loading = Sto preparando il tavolo…
title_tagline = Giochi da tavolo in 3D — in due sullo stesso schermo
title_player = { $side }: { $player }
title_continue = Riprendi
title_play = Gioca
title_keys = Tasti
open_saved_game = Apri una partita salvata
settings = Impostazioni
showcase = Vetrina
title_help =
    Clic sinistro: gioca   Trascina col destro: ruota la scacchiera   Rotellina: zoom   C: ripristina la vista
    L: mosse legali   H: consiglio   Spazio/clic: salta l'animazione   P: riproduci (virgola/punto: mossa per mossa)   Esc: menu di gioco
    Tastiera: qui Tab o frecce + Invio per scegliere (1/2/3 avviano una partita, B/W scelgono i giocatori); in partita frecce + Invio per giocare, Tab salta a una casella segnata

## Menu di gioco (Esc durante una partita).

menu_resume = Riprendi (Esc)
menu_save = Salva la partita (Ctrl+S)
menu_open = Apri una partita salvata (Ctrl+O)
menu_offer_draw = Proponi la patta
menu_new_game = Nuova partita (Ctrl+N)
title_screen = Schermata iniziale

## HUD: pannello di stato, pulsanti, proposta di patta.

thinking = Il computer sta pensando…
help_line = Trascina col destro: ruota   Rotellina: zoom   C: vista   L: mosse   H: consiglio   S: velocità   M: muto   A: sottofondo   Ctrl+Z/Y: annulla/ripeti   Esc: menu
game_over = Partita finita
new_game = Nuova partita
button_undo = Annulla
button_redo = Ripeti
button_hint = Consiglio
resign = Abbandona
button_offer_draw = Proponi patta
computer_declines_draw = Il computer rifiuta la patta
draw_offer = Il { $offering } propone la patta. { $other }, accetti?
accept_draw = Accetta la patta
decline_esc = Rifiuta (Esc)

## Consigli.

hint_looking = Cerco una buona mossa…
hint_unavailable = I consigli valgono solo nel turno di una persona, a partita in corso
hint_move = Consiglio: { $move }

## Avvisi dei tasti delle impostazioni.

reduced_motion_on = Movimento ridotto attivo
reduced_motion_off = Movimento ridotto disattivato
volume = Volume: { $percent } %
sound_on = Suoni attivi
sound_off = Suoni disattivati
ambience_on = Sottofondo attivo
ambience_off = Sottofondo disattivato
last_move_on = Indicatore dell'ultima mossa attivo
last_move_off = Indicatore dell'ultima mossa disattivato

## Righe della finestra delle impostazioni (anche gli avvisi dei tasti che le cambiano).

setting_speed = Velocità animazioni: { $value }
setting_reduced_motion = Movimento ridotto: { $value }
setting_legal_moves = Indicatori delle mosse legali: { $value }
setting_last_move = Indicatore dell'ultima mossa: { $value }
setting_coordinates = Coordinate: { $value }
setting_camera_turns = La telecamera segue il turno: { $value }
setting_family_rules = Regole di famiglia (dama): { $value }
setting_colours = Colori: { $value }
colours_standard = predefiniti
colours_high_contrast = alto contrasto
setting_language = Lingua: { $value }
setting_ui_size = Dimensione interfaccia: { $percent } %
setting_graphics = Grafica: { $value }
quality_auto = automatica ({ $level })
quality_low = bassa
quality_medium = media
quality_high = alta
setting_sound = Suoni: { $value }
setting_master = Volume generale: { $percent } %
setting_effects = Volume effetti: { $percent } %
setting_interface = Volume interfaccia: { $percent } %
setting_ambience = Volume sottofondo: { $percent } %
setting_ambience_loop = Ripeti il sottofondo: { $value }
close_esc = Chiudi (Esc)

## Partite salvate: salvare, aprire, la scelta.

saved_to = Partita salvata in { $path }
could_not_save = Salvataggio non riuscito: { $error }
no_data_folder_save = Nessuna cartella dati in cui salvare
no_game_to_save = Nessuna partita da salvare
no_data_folder_open = Nessuna cartella dati da cui aprire
no_saved_game_of = Ancora nessuna partita di { $game } salvata (Ctrl+S salva)
no_saved_games = Ancora nessuna partita salvata (Ctrl+S in partita la salva)
save_entry =
    { $moves ->
        [one] { $game }  { $time } UTC  1 mossa
       *[other] { $game }  { $time } UTC  { $moves } mosse
    }
save_entry_damaged = { $game }  { $time } UTC  (danneggiato: riga { $line })
save_entry_large = { $game }  { $time } UTC  (file grande: letto all'apertura)
chooser_more =
    { $count ->
        [one] 1 salvataggio più vecchio non mostrato. Cartella: { $folder }
       *[other] { $count } salvataggi più vecchi non mostrati. Cartella: { $folder }
    }
chooser_folder = Cartella: { $folder }
cancel_esc = Annulla (Esc)
holds_another_game = { $path } contiene un'altra partita
opened = Aperto: { $path }
open_failed = { $path }: { $error }

## Elenco delle mosse, revisione e annullamento.

moves_heading = Mosse
moves_heading_reviewing = Mosse (revisione)
moves_none = ancora nessuna
back_to_game = Torna alla partita
move_line = { $number }. { $side }: { $move }
opening_line = Apertura: { $name }
reviewing_click_back = Stai rivedendo una posizione precedente: clicca «Torna alla partita» per giocare
reviewing_back_first = Stai rivedendo una posizione precedente: prima clicca «Torna alla partita»
nothing_to_undo = Niente da annullare
moves_taken_back =
    { $count ->
        [one] Mossa annullata
       *[other] { $count } mosse annullate
    }
nothing_to_redo = Niente da ripetere

## Riproduzione.

replay_paused = Riproduzione in pausa (P: avvia, virgola/punto: mossa per mossa)
replay_resumed = Riproduzione ripresa
nothing_to_replay = Ancora niente da riprodurre
replay_from_start = Riproduzione dall'inizio (P: pausa)
replay_at_start = All'inizio della partita
replay_at_end = All'ultima mossa
replay_stopped = Riproduzione interrotta: la partita continua da qui

## Didascalie della vetrina.

showcase_title =
    { $game }
    { $event }
showcase_player = { $side }: { $name }
showcase_no_players = Giocatori non registrati
showcase_unfinished = Risultato: partita non conclusa
showcase_result = Risultato: { $result }
showcase_move = Mossa { $shown } di { $total }
showcase_help =
    Vetrina: premi un tasto o clicca
    per tornare alla schermata iniziale

## Othello.

square_taken = { $square } è occupata
flips_nothing = { $square } non gira nessuna pedina: mossa non legale
othello_pass = Il { $side } non ha mosse — passa
othello_counts = Nero { $black }   Bianco { $white }

## Dama basca.

huff_panel = Soffio: clicca una pedina cerchiata per toglierla
decline_d = Rinuncia (D)
huffs_piece = Il { $side } soffia la pedina in { $square }
missed_capture = Il { $side } ha mancato una presa: il { $huffer } può soffiare una pedina cerchiata (D rinuncia)
checkers_side =
    { $kings ->
        [0] { $side }: { $count } in gioco, catturate { $captured }
        [one] { $side }: { $count } in gioco (1 dama), catturate { $captured }
       *[other] { $side }: { $count } in gioco ({ $kings } dame), catturate { $captured }
    }
game_over_reason = Partita finita: { $reason }
may_huff = Il { $side } può soffiare una pedina cerchiata (D rinuncia)
capture_compulsory =
    { $count ->
        [one] Presa obbligatoria: prendi 1 pedina
       *[other] Presa obbligatoria: prendi { $count } pedine
    }
family_rules_status = Regole di famiglia: { $value }
checkers_help =
    Clicca una pedina, poi una casella segnata; riclicca o clic destro per annullare
    N: etichette { $labels }   F: regole di famiglia   V: vista a turno ({ $hotseat })   D: rinuncia al soffio
labels_algebraic = algebriche
labels_number = numeriche
wait_animation = Attendi la fine della mossa (riclicca o Spazio per saltarla)
dark_squares_only = Le pedine stanno solo sulle caselle scure
must_capture =
    { $count ->
        [one] Devi prendere 1 pedina: possono farlo queste pedine ({ $pieces })
       *[other] Devi prendere { $count } pedine: possono farlo queste pedine ({ $pieces })
    }
piece_cannot_move = La pedina in { $square } non può muovere
not_legal_destination = { $square } non è una destinazione legale
square_holds = In { $square } c'è una pedina del { $owner }: tocca al { $side }
square_empty_pieces = { $square } è vuota: clicca una pedina del { $side }
family_rules_on = Regole di famiglia: chi non prende può essere soffiato
family_rules_off = Regole di famiglia disattivate: la presa è obbligatoria
family_rules_stay = Le regole di famiglia restano attive: questa partita ha già una mossa irregolare o un soffio ({ $move })
no_huff = Non c'è nessun soffio a cui rinunciare
declines_huff = Il { $side } rinuncia al soffio

## Gounki.

camera_follows = La telecamera segue chi muove: { $value }
gounki_counts =
    Pezzi          Bianco { $white_pieces }   Nero { $black_pieces }
    Al traguardo   Bianco { $white_goal }   Nero { $black_goal }
gounki_idle =
    Clicca una pila del { $side }
    V: la telecamera segue il turno
gounki_selected = { $square }: clicca una casella segnata
gounki_selected_exit = { $square }: clicca una casella segnata o la freccia
gounki_null_twice = { $square } due volte: mossa nulla
gounki_keys_exit = Freccia oltre il bordo della meta (tastiera, controller): esci dalla tavola
gounki_keys_deploy = D: dispiega   Clic destro: annulla
right_click_cancel = Clic destro: annulla
select_stack_first = Seleziona prima una pila di 2 o 3 pezzi, poi D
order_needs_deploy = O sceglie l'ordine di un dispiegamento (prima D)
choose_directions_first = Scegli prima una direzione per ogni gruppo
nothing_to_confirm = Niente da confermare
cannot_exit = Quella pila ora non può uscire dalla scacchiera
null_move_confirm = Clicca di nuovo { $square } per la mossa nulla { $square }-{ $square } (clic destro annulla)
cannot_reach = La pila in { $from } non può raggiungere { $to }
square_is_owners = { $square } è del { $owner }: tocca al { $side }
select_own_stack = Seleziona una pila del { $side }
button_deploy = Dispiega (D)
button_order = Ordine (O)
button_confirm = Conferma (Spazio)
button_cancel = Annulla (clic destro)
drop_label = { $order }. { $piece } (altezza { $height })
square_empty = { $square } è vuota
single_cannot_deploy = Un { $stack } singolo non può dispiegarsi: si dividono solo le pile di 2 o 3 pezzi
no_legal_deployment = Il { $stack } in { $square } non ha dispiegamenti legali
deployment_complete = Dispiegamento completo: Spazio conferma, clic destro annulla
not_a_direction = { $square } non avvia una direzione legale per i { $group }
group_rounds = tondi
group_squares = quadrati
one_group_no_order = Un { $stack } ha un solo gruppo: non c'è ordine da scegliere
no_deployment_order = Nessun dispiegamento legale con prima i { $group }
order_one_group = un gruppo
order_rounds_first = prima i tondi (*)
order_squares_first = prima i quadrati (+)
deploy_preview =
    Dispiega { $move }: { $drops }
    Spazio: conferma   Clic destro: annulla
drop_line = { $square }: { $piece }, altezza { $height }
deploy_choose =
    Dispiega { $square }, { $order }:
    clicca dove vanno i { $group }
order_key = O: ordine   Clic destro: annulla
piece_round = tondo
piece_square = quadrato
stack_round = tondo
stack_square = quadrato
stack_double_round = tondo doppio
stack_double_square = quadrato doppio
stack_square_round = quadrato-tondo
stack_triple_round = tondo triplo
stack_triple_square = quadrato triplo
stack_round_round_square = tondo-tondo-quadrato
stack_square_square_round = quadrato-quadrato-tondo
rounds =
    { $count ->
        [one] 1 tondo
       *[other] { $count } tondi
    }
squares =
    { $count ->
        [one] 1 quadrato
       *[other] { $count } quadrati
    }
reach_round = di { $count } come tondo
reach_square = di { $count } come quadrato
reach_either = { $first } o { $second }
stack_hover =
    { $square } { $stack } del { $side }
    { $parts }
    muove { $reach }
stack_hover_deploys =
    { $square } { $stack } del { $side }
    { $parts }
    muove { $reach } (o si dispiega)
goal = Traguardo del { $side }

## Il libro delle regole: pannello, indice, avanzamento, esito dei passi, proposta alla prima partita.

book_rules = Regole
book_title = { $game }: le regole
book_contents = Indice
book_chapter = { $number }. { $title }
book_step = Passo { $number } di { $count }
book_back = Indietro
book_next = Avanti
book_replay = Da capo
book_show_me = Mostrami
book_close = Chiudi
book_your_move = Tocca a te: gioca la mossa sulla scacchiera.
book_watch = Guarda la mossa. «Da capo» la mostra di nuovo.
book_look = Guarda la scacchiera, poi prosegui con Avanti.
book_passed = Ben fatto! Prosegui con Avanti.
book_shown = Ecco la soluzione. Riprendi il passo da capo per provarci tu.
book_step_over = Questo passo è fatto: prosegui con Avanti, o premi «Da capo» per riprovare.
book_chapter_done = Capitolo completato.
book_done_mark = fatto
book_chapters_done = Regole: capitoli completati { $done } su { $total }
book_end = Il libro è finito. Chiudilo per giocare.
book_keys = Sinistra / Destra o Pag su / Pag giù: indietro e avanti · F1: indice · Esc: chiudi il libro
book_miss_not_the_move = È una mossa legale, ma non quella che chiede questo passo. Riprova.
book_miss_flips =
    { $got ->
        [one] Quella mossa gira 1 pedina; questo passo ne chiede { $want }. Riprova.
       *[other] Quella mossa gira { $got } pedine; questo passo ne chiede { $want }. Riprova.
    }
book_miss_captures =
    { $got ->
        [0] Quella mossa non prende nessun pezzo; questo passo ne chiede { $want }. Riprova.
        [one] Quella mossa prende 1 pezzo; questo passo ne chiede { $want }. Riprova.
       *[other] Quella mossa prende { $got } pezzi; questo passo ne chiede { $want }. Riprova.
    }
book_miss_ends_on = Quella mossa finisce in { $got }, non in { $want }. Riprova.
book_miss_no_crown = Quella mossa non porta nessuna pedina a dama. Riprova.
book_miss_no_win = Quella mossa non vince ancora la partita. Riprova.
book_miss_no_deployment = Non è un dispiegamento il cui ultimo pezzo arriva in { $want }. Riprova.
book_offer = Non conosci { $game }? Leggi le regole ({ $minutes } min)
book_offer_read = Leggi le regole
book_offer_no = No, grazie
keys_hint = F1 o ?: tasti e regole
keys_title = { $game }: tasti
keys_rules = Regole di questo gioco
record_vs = Contro { $level }: giocate { $played }, vinte { $won }, perse { $lost }, patte { $drawn }
record_hotseat = In due: giocate { $played }; { $side }: vinte { $won }, perse { $lost }, patte { $drawn }
record_streak_won = Vittorie di fila: { $count }
record_streak_lost = Sconfitte di fila: { $count }

## Appunti e file trascinati.

clipboard_keys = Ctrl+C: copia la posizione   Ctrl+Maiusc+C: copia la partita   Ctrl+V: incolla una partita o una posizione   Trascina un file sulla finestra: aprilo
title_paste_keys = Ctrl+V: incolla una partita o una posizione   Trascina un file sulla finestra: aprilo
copied_position = Posizione copiata: { $text }
copied_game = Partita copiata ({ $game })
copy_failed = Copia non riuscita: { $error }
nothing_to_copy = Nessuna partita da copiare
pasted = Incollato: { $game }
paste_failed = Niente incollato: { $error }
dropped_folder = { $path } è una cartella: trascina una partita salvata, o un file di testo con una partita o una posizione

## The position editor.

title_set_up = Prepara
menu_edit_position = Modifica questa posizione
setup_title = Prepara una posizione: { $game }
setup_keys = Clicca o trascina sulle caselle per posare il pezzo scelto. Q / E: pezzo precedente / successivo ({ $count } in tutto)   Canc: togli il pezzo in cima nella casella del cursore   T: chi muove   Esc: annulla
setup_take_off = Togli
setup_clear = Svuota la tavola
setup_start = Posizione iniziale
setup_play = Gioca
setup_analyse = Analizza
setup_copy = Copia
setup_cancel = Annulla
setup_ready = Pronta per giocare
setup_cannot_play = Non si può giocare: { $reason }
setup_on_square = { $square }: { $reason }
setup_no_pieces = sulla tavola non c'è nessun pezzo
setup_not_a_square = su questa casella non può stare nessun pezzo
setup_stack_too_high = una pila ha al massimo tre pezzi
setup_too_many_pieces = il { $side } avrebbe { $count } pezzi; un giocatore ne ha al massimo { $most }
setup_too_many_rounds = il { $side } avrebbe { $count } tondi; un giocatore ne ha al massimo { $most }
setup_too_many_squares = il { $side } avrebbe { $count } quadrati; un giocatore ne ha al massimo { $most }
setup_man_on_crowning_row = una pedina sulla riga dove va a dama sarebbe già dama: trasformala in dama
piece_black_disc = Pedina nera
piece_white_disc = Pedina bianca
piece_white_round = Tondo bianco
piece_white_square = Quadrato bianco
piece_black_round = Tondo nero
piece_black_square = Quadrato nero
piece_white_man = Pedina bianca
piece_white_king = Dama bianca
piece_black_man = Pedina nera
piece_black_king = Dama nera

## Game review.

menu_review_game = Analizza questa partita
review_button = Analizza
review_title = Analisi della partita
review_nothing = Nessuna mossa da analizzare
review_progress = Analisi delle mosse: { $done } di { $total }
review_graph_hint = Probabilità di vittoria del Bianco dopo ogni mossa: clicca o trascina per andarci
review_accuracy = { $side }: precisione { $accuracy }
review_counts = ! { $best } · buone { $good } · ?! { $inaccuracies } · ? { $mistakes } · ?? { $blunders }
review_mistakes = Gli errori più gravi:
review_no_mistakes = Nessun errore: ben giocato!
review_move = { $number }. { $side }: { $move } ({ $grade })
review_played = Giocata: { $value } ({ $chance } % di vittoria)
review_better = Meglio: { $move }: { $value } ({ $chance } % di vittoria)
review_line = Seguito: { $line }
review_why = Perché: { $reason }
review_graph_hint_discs = Vantaggio del Bianco in pedine dopo ogni mossa ({ $span } ai bordi in alto e in basso): clicca o trascina per andarci
review_disc_grades = Pedine perse: ?! { $inaccuracy }+ · ? { $mistake }+ · ?? { $blunder }+
review_result_line = { $result }
review_why_gives_corner = Permette all'avversario di prendere l'angolo { $square }.
review_why_x_square = { $square } è accanto all'angolo vuoto { $other }: può regalare quell'angolo all'avversario.
review_why_c_square = { $square } è sul bordo, accanto all'angolo vuoto { $other }: può regalare quell'angolo all'avversario.
review_why_misses_corner = Non prende l'angolo { $square }.
review_why_misses_stable =
    { $n ->
        [one] Non gioca { $square }, che darebbe 1 pedina che nessuno può più girare.
       *[other] Non gioca { $square }, che darebbe { $n } pedine che nessuno può più girare.
    }
review_why_gives_wipeout = Permette all'avversario di eliminare tutte le pedine: non ne resta nessuna.
review_why_gives_tempo = Dopo la risposta non resta nessuna mossa: l'avversario gioca due volte di seguito.
review_why_loses_mobility =
    { $m ->
        [one] Dopo la risposta resta 1 sola mossa, invece di { $n }.
       *[other] Dopo la risposta restano { $m } mosse, invece di { $n }.
    }
review_why_loses_discs =
    { $n ->
        [one] Il seguito migliore finisce con 1 pedina in più.
       *[other] Il seguito migliore finisce con { $n } pedine in più.
    }
review_why_allows_exit = Permette all'avversario di uscire dalla scacchiera da { $square } e vincere.
review_why_misses_exit = Poteva uscire dalla scacchiera da { $square } e vincere.
review_why_loses_stack =
    { $n ->
        [one] Permette all'avversario di catturare il pezzo in { $square }.
       *[other] Permette all'avversario di catturare la pila in { $square } ({ $n } pezzi).
    }
review_why_deploys_into_capture = Dispiega un pezzo in { $square }, dove l'avversario lo cattura.
review_why_blocks_path =
    { $m ->
        [one] Si sbarra la strada in { $square }: dopo la risposta resta 1 sola mossa, invece di { $n }.
       *[other] Si sbarra la strada in { $square }: dopo la risposta restano { $m } mosse, invece di { $n }.
    }
review_why_allows_shot =
    { $n ->
        [one] Concede un colpo: l'avversario prende 1 pedina contro { $m }.
       *[other] Concede un colpo: l'avversario prende { $n } pedine contro { $m }.
    }
review_why_misses_longer_capture =
    { $m ->
        [one] Prende 1 pedina, mentre la presa migliore ne prende { $n }.
       *[other] Prende { $m } pedine, mentre la presa migliore ne prende { $n }.
    }
review_why_allows_crown = Permette a una pedina avversaria di andare a dama in { $square }.
review_why_walks_into_huff = Non fa una presa dovuta: la pedina in { $square } può essere soffiata.
review_why_misses_capture = Si lascia sfuggire la presa in { $squares }.
review_why_loses_material =
    { $n ->
        [one] L'avversario ne esce con 1 pezzo in più.
       *[other] L'avversario ne esce con { $n } pezzi in più.
    }
review_why_weaker_position = La perdita si vede solo più avanti: { $better } mantiene una posizione nettamente migliore.
review_why_misses_forced_win = Manca una vittoria forzata.
review_why_allows_forced_win = Permette all'avversario di forzare la vittoria.
value_win = vinta
value_loss = persa
value_draw = patta
value_exact = { $value } esatto
review_show_line = Mostra il seguito migliore
review_stop_line = Torna alla partita
review_line_playing = Il seguito migliore sulla tavola…
review_close = Chiudi l'analisi
grade_forced = Obbligata
grade_best = Migliore
grade_good = Buona
grade_inaccuracy = Imprecisione
grade_mistake = Errore
grade_blunder = Errore grave

## Scores on the board.

setting_scores = Punteggi sulla tavola: { $value }
scores_on = Punteggi sulla tavola: attivi (I)
scores_off = Punteggi sulla tavola: disattivati (I)
review_keys = I: punteggi sulla tavola   Esc, Analizza questa partita: mosse valutate e quelle migliori   Esc, Modifica questa posizione: prepara una posizione
setting_threads = Thread del motore: { $value }
threads_auto = automatico ({ $count })

## Controller (gamepad). I pulsanti hanno i nomi stampati sui controller:
## A, B, X, Y, Start, Back, LB, RB, L3 (premere la levetta sinistra), R3.

setting_controllers = Controller: { $value }
controllers_any = ognuno per chi muove
controllers_black_white = 1 gioca il Nero, 2 il Bianco
controllers_white_black = 1 gioca il Bianco, 2 il Nero
pad_connected = Controller { $number } collegato: { $name }
pad_disconnected = Controller { $number } scollegato
pad_not_your_turn = Il controller { $number } gioca col { $side }: aspetta il tuo turno
keys_controller = Controller
pad_keys = Croce direzionale o levetta sinistra: sposta il cursore   A: agisci sulla casella, premi il pulsante   B: annulla, indietro   X: consiglio   Y: tasti   Start: menu di gioco   Back: annulla la mossa   LB: vista successiva   RB: salta, conferma   Levetta destra: ruota la vista   Grilletti: zoom
gounki_pad_keys = L3: dispiega la pila   R3: cambia l'ordine
checkers_pad_keys = L3: rinuncia al soffio

## Lettori di schermo: le caselle della tavola come le dice un giocatore, e
## l'annuncio dopo ogni mossa («Il Nero gioca c4, 3 pedine girate; tocca al Bianco»).
## Nei nomi dei pezzi $side è l'identificatore black o white (si seleziona per
## accordare il colore al nome del pezzo); in said_move è il nome del lato
## come in side_black / side_white.

a11y_board = Scacchiera di { $game }
a11y_announcements = Annunci
a11y_legal = mossa legale
a11y_last_move = ultima mossa
a11y_empty = vuota
a11y_square = { $name }, { $content }
said_move = Il { $side } gioca { $move }
said_then = { $said }; { $next }
othello_a11y_disc =
    { $side ->
        [black] pedina nera
       *[white] pedina bianca
    }
othello_a11y_flips =
    { $count ->
        [one] gira 1 pedina
       *[other] gira { $count } pedine
    }
othello_said_flipped =
    { $count ->
        [one] 1 pedina girata
       *[other] { $count } pedine girate
    }
othello_said_pass = Il { $side } passa
gounki_a11y_stack =
    { $side ->
        [black] pila nera
       *[white] pila bianca
    }: { $pieces }
gounki_said_captures =
    { $count ->
        [one] prende 1 pezzo
       *[other] prende { $count } pezzi
    }
gounki_said_exit = esce dalla scacchiera
gounki_said_deploy = si dispiega
checkers_a11y_man =
    { $side ->
        [black] pedina nera
       *[white] pedina bianca
    }
checkers_a11y_king =
    { $side ->
        [black] dama nera
       *[white] dama bianca
    }
checkers_a11y_light = casella chiara, non si gioca
checkers_said_captures =
    { $count ->
        [one] prende 1 pedina
       *[other] prende { $count } pedine
    }
checkers_said_crowned = va a dama
checkers_said_huff = la pedina in { $square } viene soffiata

# Clocks
clock_none = nessuno
title_clock = Orologio: { $clock }
menu_clock = Orologio della prossima partita: { $clock }
clock_paused = In pausa (P per riprendere)
clock_a11y =
    Orologio del { $side }: { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minuti
    } e { $seconds ->
        [one] 1 secondo
       *[other] { $seconds } secondi
    }
clock_one_minute = Al { $side } resta un minuto
clock_ten_seconds = Al { $side } restano dieci secondi
clock_paused_notice = Orologi in pausa
clock_resumed_notice = Orologi in marcia
clock_resume_hint = Gli orologi sono fermi: premi P per avviarli
clock_damaged = Impossibile leggere gli orologi di questa partita ({ $reason }): si continua senza orologio
setting_clock = Orologio delle nuove partite: { $value }
setting_clock_white = Tempo del Bianco: { $value }
setting_clock_black = Tempo del Nero: { $value }
setting_clock_pause = Ferma gli orologi se lasci la finestra: { $value }
clock_pause_hotseat = nelle partite in due
clock_pause_always = sempre
clock_pause_never = mai
keys_clock = P: ferma o riavvia gli orologi (anche Start del controller li ferma, aprendo il menu)
review_move_time = Tempo per questa mossa: { $time }
save_failing = La partita non viene salvata: { $reason }. Il gioco continua; resta l'ultimo salvataggio riuscito.
save_works_again = Il salvataggio funziona di nuovo: la partita è salvata.
puzzles = Problemi
puzzle_title = Problemi di { $game }
puzzle_header = Problema { $id } · punteggio { $rating }
puzzle_your_rating = Il tuo punteggio: { $rating } · serie { $streak } (record { $best })
puzzle_task_win = Il { $side } muove e vince
puzzle_task_best = Il { $side } muove: una sola mossa mantiene il risultato migliore
puzzle_task_material = Il { $side } muove e guadagna { $count ->
        [one] una pedina
       *[other] { $count } pedine
    }
puzzle_task_crown = Il { $side } muove e va a dama
puzzle_task_exit = Il { $side } muove ed esce dalla scacchiera
puzzle_task_better = Il { $side } muove: trova la mossa che ti è sfuggita in partita
puzzle_moves =
    { $count ->
        [one] Una mossa da trovare.
       *[other] { $count } mosse da trovare; le risposte arrivano da sole.
    }
puzzle_your_move = Tocca a te.
puzzle_reply = Arriva la risposta…
puzzle_solved = Risolto.
puzzle_solved_rating = Risolto! Il tuo punteggio ora è { $rating } ({ $change }).
puzzle_shown = Questa era la soluzione. Riprova, o passa al prossimo problema.
puzzle_none_mine = Ancora nessun errore da rigiocare: analizza una partita e i suoi errori, gravi e non, arriveranno qui.
puzzle_not_this_one = Non è questa.
puzzle_why_result = Non è questa: col gioco migliore che segue, la partita finisce { $got }; con la mossa giusta, { $best }.
puzzle_why_answer = Non è questa: il { $side } risponde { $move } e tiene.
puzzle_why_opponent_wins = Non è questa: il { $side } risponde { $move } e vince.
puzzle_wait = Attendi la risposta.
puzzle_over = Questo problema è finito: riprovalo o passa al prossimo.
puzzle_hint = Consiglio
puzzle_solution = Soluzione
puzzle_retry = Riprova
puzzle_next = Prossimo problema
puzzle_set = Raccolta: { $name }
puzzle_set_all = tutti i problemi
puzzle_set_mine = i miei errori
puzzle_close = Chiudi
puzzle_keys = H: consiglio · Fine: soluzione · Pag giù: prossimo · Pag su: da capo · Esc: chiudi. Con un consiglio o una mossa sbagliata il problema non è risolto.
puzzle_file_damaged = Impossibile leggere il file dei problemi ({ $reason }): i tuoi punteggi ripartono da capo.
puzzle_not_saved = I risultati dei problemi non vengono salvati: { $reason }
puzzle_mistakes_added =
    { $count ->
        [one] Un errore di questa partita ora è un problema da rigiocare (Problemi, i miei errori).
       *[other] { $count } errori di questa partita ora sono problemi da rigiocare (Problemi, i miei errori).
    }
review_retry = Rigioca questa posizione
puzzle_theme_corner = angolo
puzzle_theme_parity = parità
puzzle_theme_wipeout = eliminazione totale
puzzle_theme_edge = bordo
puzzle_theme_shot = colpo
puzzle_theme_crowning = promozione a dama
puzzle_theme_multi_capture = presa multipla
puzzle_theme_exit = uscita dalla scacchiera
puzzle_theme_deployment = dispiegamento
puzzle_theme_rebound = rimbalzo
puzzle_theme_capture = presa
puzzle_theme_combination = più mosse
