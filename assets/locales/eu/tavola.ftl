# Tavolaren interfazeko testuak euskaraz (erreferentzia: en/tavola.ftl).
# Mezuen identifikatzaileak eta aldagaiak ingelesezkoen berberak dira.
# Aldeak eta jokoen izenak itzulita iristen dira; laukiak eta mugimenduak
# notazioa dira eta dauden bezala geratzen dira.

## Hitz partekatuak: aldeak, jokoen izenak, ordenagailuaren mailak, etengailuak, abiadurak, jokalariak, emaitzak eta partida zergatik amaitu den.

side_black = Beltzak
side_white = Zuriak
game_othello = Othello
game_gounki = Gounki
game_checkers = Euskal damak
level_beginner = Hasiberria
level_casual = Lasaia
level_strong = Indartsua
level_expert = Aditua
on = bai
off = ez
speed_slow = motela
speed_normal = normala
speed_fast = azkarra
speed_instant = berehalakoa
player_human = Gizakia
player_computer = Ordenagailua ({ $level })
to_move = Txanda: { $side }
outcome_win_score = Irabazlea: { $side }, { $high }–{ $low }
outcome_draw_score = Berdinketa { $black }–{ $white }
outcome_win = Irabazlea: { $side } ({ $reason })
outcome_draw = Berdinketa ({ $reason })
reason_no_moves_left = inork ezin du mugitu
reason_exit = pieza bat taulatik atera da
reason_all_captured = aurkariaren pieza guztiak janda
reason_no_legal_move = ez dago mugimendu legezkorik
reason_threefold_repetition = posizioa hiru aldiz errepikatuta
reason_forty_ply_rule = 40 jokaldi jan gabe eta piezarik mugitu gabe
reason_agreement = berdinketa adostuta
reason_resignation = amore ematea
reason_time = denbora agortuta
game_is_over = Partida amaitu da
wait_computer = Itxaron: ordenagailuaren txanda da

## Hasierako pantaila.

app_name = Tavola
loading = Mahaia prestatzen…
title_tagline = Mahai-jokoak 3Dn — bi jokalari pantaila bakarrean
title_player = { $side }: { $player }
title_continue = Jarraitu
title_play = Jokatu
title_keys = Teklak
open_saved_game = Gordetako partida ireki
settings = Ezarpenak
showcase = Erakusleihoa
title_help =
    Ezkerreko klika: jokatu   Eskuineko arrastea: taula biratu   Gurpila: zooma   C: ikuspegia berrezarri
    L: mugimendu legezkoak   H: pista   Zuriunea/klika: animazioa saltatu   P: errepikatu (koma/puntua: urratsez urrats)   Esc: partidaren menua
    Teklatua: Tab edo geziak + Enter hemen aukeratzeko (1/2/3 partida hasi, B/W jokalariak aukeratu); partidan geziak + Enter jokatzeko, Tab markatutako lauki batera joateko

## Partidaren menua (Esc partidan).

menu_resume = Jarraitu (Esc)
menu_save = Partida gorde (Ctrl+S)
menu_open = Gordetako partida ireki (Ctrl+O)
menu_offer_draw = Berdinketa eskaini
menu_new_game = Partida berria (Ctrl+N)
title_screen = Hasierako pantaila

## HUD: egoera-panela, botoiak, berdinketa-eskaintza.

thinking = Ordenagailua pentsatzen ari da…
help_line = Eskuineko arrastea: biratu   Gurpila: zooma   C: ikuspegia   L: mugimenduak   H: pista   S: abiadura   M: isildu   A: giroa   Ctrl+Z/Y: desegin/berregin   Esc: menua
game_over = Partida amaitua
new_game = Partida berria
button_undo = Desegin
button_redo = Berregin
button_hint = Pista
resign = Amore eman
button_offer_draw = Berdinketa eskaini
computer_declines_draw = Ordenagailuak ez du berdinketa onartzen
draw_offer = Berdinketa proposatu du: { $offering }. { $other }, onartzen duzu?
accept_draw = Berdinketa onartu
decline_esc = Ezetsi (Esc)

## Pistak.

hint_looking = Mugimendu on baten bila…
hint_unavailable = Pistak pertsona baten txandan bakarrik, partida martxan dagoela
hint_move = Pista: { $move }

## Ezarpen-teklen oharrak.

reduced_motion_on = Mugimendu murriztua aktibatuta
reduced_motion_off = Mugimendu murriztua desaktibatuta
volume = Bolumena: % { $percent }
sound_on = Soinua aktibatuta
sound_off = Soinua desaktibatuta
ambience_on = Giro-soinua aktibatuta
ambience_off = Giro-soinua desaktibatuta
last_move_on = Azken mugimenduaren marka aktibatuta
last_move_off = Azken mugimenduaren marka desaktibatuta

## Ezarpenen leihoko lerroak (baita haiek aldatzen dituzten teklen oharrak ere).

setting_speed = Animazioaren abiadura: { $value }
setting_reduced_motion = Mugimendu murriztua: { $value }
setting_legal_moves = Mugimendu legezkoen markak: { $value }
setting_last_move = Azken mugimenduaren marka: { $value }
setting_coordinates = Koordenatuak: { $value }
setting_camera_turns = Kamera txandaren arabera: { $value }
setting_family_rules = Familia arteko arauak (damak): { $value }
setting_colours = Koloreak: { $value }
colours_standard = ohikoak
colours_high_contrast = kontraste handia
setting_language = Hizkuntza: { $value }
setting_ui_size = Interfazearen tamaina: % { $percent }
setting_graphics = Grafikoak: { $value }
quality_auto = automatikoa ({ $level })
quality_low = baxua
quality_medium = ertaina
quality_high = altua
setting_sound = Soinua: { $value }
setting_master = Bolumen nagusia: % { $percent }
setting_effects = Efektuen bolumena: % { $percent }
setting_interface = Interfazearen bolumena: % { $percent }
setting_ambience = Giro-soinuaren bolumena: % { $percent }
setting_ambience_loop = Giro-soinua etengabe: { $value }
close_esc = Itxi (Esc)

## Gordetako partidak: gordetzea, irekitzea, hautatzailea.

saved_to = Hemen gordeta: { $path }
could_not_save = Ezin izan da gorde: { $error }
no_data_folder_save = Ez dago gordetzeko datu-karpetarik
no_game_to_save = Ez dago gordetzeko partidarik
no_data_folder_open = Ez dago irekitzeko datu-karpetarik
no_saved_game_of = Oraindik ez dago gordetako partidarik: { $game } (Ctrl+S gordetzeko)
no_saved_games = Oraindik ez dago gordetako partidarik (Ctrl+S partidan gordetzeko)
save_entry =
    { $moves ->
        [one] { $game }  { $time } UTC  mugimendu 1
       *[other] { $game }  { $time } UTC  { $moves } mugimendu
    }
save_entry_damaged = { $game }  { $time } UTC  (hondatuta: { $line }. lerroa)
save_entry_large = { $game }  { $time } UTC  (fitxategi handia: irekitzean irakurtzen da)
chooser_more =
    { $count ->
        [one] Gordetako partida zaharrago bat ez da ageri. Karpeta: { $folder }
       *[other] Gordetako { $count } partida zaharrago ez dira ageri. Karpeta: { $folder }
    }
chooser_folder = Karpeta: { $folder }
cancel_esc = Utzi (Esc)
holds_another_game = { $path }: beste joko bateko partida da
opened = Irekita: { $path }
open_failed = { $path }: { $error }

## Mugimenduen zerrenda, berrikusketa eta desegitea.

moves_heading = Mugimenduak
moves_heading_reviewing = Mugimenduak (berrikusten)
moves_none = oraindik bat ere ez
back_to_game = Itzuli partidara
move_line = { $number }. { $side }: { $move }
opening_line = Irekiera: { $name }
reviewing_click_back = Aurreko posizio bat berrikusten: sakatu 'Itzuli partidara' jokatzeko
reviewing_back_first = Aurreko posizio bat berrikusten: sakatu lehenik 'Itzuli partidara'
nothing_to_undo = Ez dago ezer desegiteko
moves_taken_back =
    { $count ->
        [one] Mugimendua desegin da
       *[other] { $count } mugimendu desegin dira
    }
nothing_to_redo = Ez dago ezer berregiteko

## Errepikapena.

replay_paused = Errepikapena pausan (P: jarraitu, koma/puntua: urratsez urrats)
replay_resumed = Errepikapena martxan berriro
nothing_to_replay = Oraindik ez dago ezer errepikatzeko
replay_from_start = Errepikapena hasieratik (P: pausatu)
replay_at_start = Partidaren hasieran
replay_at_end = Azken mugimenduan
replay_stopped = Errepikapena eten da: partidak hemendik jarraitzen du

## Erakusleihoko oinak.

showcase_title =
    { $game }
    { $event }
showcase_player = { $side }: { $name }
showcase_no_players = Jokalariak erregistratu gabe
showcase_unfinished = Emaitza: amaitu gabea
showcase_result = Emaitza: { $result }
showcase_move = Mugimendua: { $shown }/{ $total }
showcase_help =
    Erakusleihoa: sakatu edozein tekla edo egin klik
    hasierako pantailara itzultzeko

## Othello.

square_taken = { $square } laukia hartuta dago
flips_nothing = { $square }: ez du fitxarik iraultzen, ez da mugimendu legezkoa
othello_pass = { $side }: ez du mugimendurik — txanda pasatzen du
othello_counts = Beltzak { $black }   Zuriak { $white }

## Euskal damak.

huff_panel = Kendu: egin klik markatutako pieza batean hura kentzeko
decline_d = Ez kendu (D)
huffs_piece = { $side }: { $square } laukiko pieza kendu du
missed_capture = { $side }: jateko aukera galdu du. { $huffer }: markatutako pieza bat ken dezakezu (D: ez kendu)
checkers_side =
    { $kings ->
        [0] { $side }: { $count } taulan, { $captured } janda
        [one] { $side }: { $count } taulan (erregina bat), { $captured } janda
       *[other] { $side }: { $count } taulan ({ $kings } erregina), { $captured } janda
    }
game_over_reason = Partida amaitua: { $reason }
may_huff = { $side }: markatutako pieza bat ken dezakezu (D: ez kendu)
capture_compulsory =
    { $count ->
        [one] Jatera behartuta: jan pieza bat
       *[other] Jatera behartuta: jan { $count } pieza
    }
family_rules_status = Familia arteko arauak: { $value }
checkers_help =
    Egin klik pieza batean, gero markatutako lauki batean; berriz klik edo eskuineko klika uzteko
    N: etiketa { $labels }   F: familia arteko arauak   V: txandakako ikuspegia ({ $hotseat })   D: ez kendu
labels_algebraic = aljebraikoak
labels_number = zenbakidunak
wait_animation = Itxaron mugimendua amaitu arte (saltatzeko: klik berriz edo Zuriunea)
dark_squares_only = Piezak lauki ilunetan bakarrik egoten dira
must_capture =
    { $count ->
        [one] Pieza bat jan behar duzu: pieza hauek egin dezakete ({ $pieces })
       *[other] { $count } pieza jan behar dituzu: pieza hauek egin dezakete ({ $pieces })
    }
piece_cannot_move = { $square } laukiko pieza ezin da mugitu
not_legal_destination = { $square } laukira ezin da mugitu
square_holds = { $square } laukiko pieza: { $owner }. Txanda: { $side }
square_empty_pieces = { $square } hutsik dago: egin klik zure pieza batean ({ $side })
family_rules_on = Familia arteko arauak: jan ez duen pieza ken daiteke
family_rules_off = Familia arteko arauak desaktibatuta: jatea derrigorrezkoa da
family_rules_stay = Familia arteko arauek aktibatuta jarraitzen dute: partida honek badu mugimendu okerrik edo kentzerik ({ $move })
no_huff = Ez dago ezetsi beharreko kentzerik
declines_huff = { $side }: ez du piezarik kentzen

## Gounki.

camera_follows = Kamera txandaren arabera: { $value }
gounki_counts =
    Piezak     Zuriak { $white_pieces }   Beltzak { $black_pieces }
    Helmugara  Zuriak { $white_goal }   Beltzak { $black_goal }
gounki_idle =
    Egin klik zure pila batean ({ $side })
    V: kamera txandaren arabera
gounki_selected = { $square }: egin klik markatutako lauki batean
gounki_selected_exit = { $square }: egin klik markatutako lauki batean edo gezian
gounki_null_twice = { $square } bi aldiz: mugimendu nulua
gounki_keys_exit = Gezia helmugaren ertzetik haratago (teklatua, kontrolagailua): taulatik irten
gounki_keys_deploy = D: zabaldu   Eskuineko klika: utzi
right_click_cancel = Eskuineko klika: utzi
select_stack_first = Hautatu lehenik 2 edo 3 piezako pila bat, gero D
order_needs_deploy = O tekla zabaltzearen ordena aukeratzeko da (lehenik D)
choose_directions_first = Aukeratu lehenik norabide bat talde bakoitzarentzat
nothing_to_confirm = Ez dago ezer berresteko
cannot_exit = Pila hori ezin da orain taulatik atera
null_move_confirm = Egin klik berriz { $square } laukian { $square }-{ $square } mugimendu nulurako (eskuineko klika: utzi)
cannot_reach = { $from } laukiko pila ezin da { $to } laukira iritsi
square_is_owners = { $square } laukiko pila: { $owner }. Txanda: { $side }
select_own_stack = Hautatu zure pila bat ({ $side })
button_deploy = Zabaldu (D)
button_order = Ordena (O)
button_confirm = Berretsi (Zuriune-tekla)
button_cancel = Utzi (eskuineko klika)
drop_label = { $order }. { $piece } (altuera { $height })
square_empty = { $square } hutsik dago
single_cannot_deploy = Pieza bakarra ezin da zabaldu ({ $stack }): 2 edo 3 piezako pilak bakarrik banatzen dira
no_legal_deployment = { $square } laukiko { $stack }: ez dago hemen zabaltzeko modu legezkorik
deployment_complete = Zabaltzea osatuta: Zuriune-tekla berresteko, eskuineko klika uzteko
not_a_direction = { $group }: { $square } ez da norabide legezko baten hasiera
group_rounds = biribilak
group_squares = karratuak
one_group_no_order = Pila hau ({ $stack }) talde bakarra da: ez dago ordenarik aukeratzeko
no_deployment_order = Ez dago zabaltze legezkorik { $group } lehenik jarrita
order_one_group = talde bakarra
order_rounds_first = biribilak lehenik (*)
order_squares_first = karratuak lehenik (+)
deploy_preview =
    Zabaltzea { $move }: { $drops }
    Zuriune-tekla: berretsi   Eskuineko klika: utzi
drop_line = { $square }: { $piece }, altuera { $height }
deploy_choose =
    { $square } zabaltzen, { $order }:
    egin klik { $group } joango diren tokian
order_key = O: ordena   Eskuineko klika: utzi
piece_round = biribila
piece_square = karratua
stack_round = biribila
stack_square = karratua
stack_double_round = biribil bikoitza
stack_double_square = karratu bikoitza
stack_square_round = karratu-biribila
stack_triple_round = biribil hirukoitza
stack_triple_square = karratu hirukoitza
stack_round_round_square = biribil-biribil-karratua
stack_square_square_round = karratu-karratu-biribila
rounds =
    { $count ->
        [one] biribil bat
       *[other] { $count } biribil
    }
squares =
    { $count ->
        [one] karratu bat
       *[other] { $count } karratu
    }
reach_round = biribil gisa { $count }
reach_square = karratu gisa { $count }
reach_either = { $first } edo { $second }
stack_hover =
    { $square } { $side }: { $stack }
    { $parts }
    mugitzen da: { $reach }
stack_hover_deploys =
    { $square } { $side }: { $stack }
    { $parts }
    mugitzen da: { $reach } (edo zabaltzen da)
goal = Helmuga: { $side }

## Arau-liburua.

book_rules = Arauak
book_title = { $game }: arauak
book_contents = Aurkibidea
book_chapter = { $number }. { $title }
book_step = Urratsa: { $number }/{ $count }
book_back = Atzera
book_next = Hurrengoa
book_replay = Berriro
book_show_me = Erakutsi
book_close = Itxi
book_your_move = Zure txanda: jokatu mugimendua taulan.
book_watch = Begiratu mugimenduari. Berriro sakatuta, berriz ikusiko duzu.
book_look = Begiratu taulari, eta jarraitu Hurrengoa sakatuta.
book_passed = Oso ondo! Jarraitu Hurrengoa sakatuta.
book_shown = Hori da erantzuna. Sakatu Berriro urratsa zuk zeuk probatzeko.
book_step_over = Urrats hau eginda dago: sakatu Hurrengoa, edo Berriro berriz saiatzeko.
book_chapter_done = Kapitulua osatuta.
book_done_mark = eginda
book_chapters_done = Arauak: { $done }/{ $total } kapitulu eginda
book_end = Hor amaitzen da liburua. Itxi ezazu jokatzeko.
book_keys = Geziak edo Page Up / Page Down: atzera eta aurrera · F1: aurkibidea · Esc: liburua itxi
book_miss_not_the_move = Mugimendu legezkoa da, baina ez urrats honek eskatzen duena. Saiatu berriro.
book_miss_flips =
    { $got ->
        [one] Mugimendu horrek fitxa 1 iraultzen du; eskatzen dena: { $want }. Saiatu berriro.
       *[other] Mugimendu horrek { $got } fitxa iraultzen ditu; eskatzen dena: { $want }. Saiatu berriro.
    }
book_miss_captures =
    { $got ->
        [0] Mugimendu horrek ez du ezer jaten; eskatzen dena: { $want }. Saiatu berriro.
        [one] Mugimendu horrek pieza 1 jaten du; eskatzen dena: { $want }. Saiatu berriro.
       *[other] Mugimendu horrek { $got } pieza jaten ditu; eskatzen dena: { $want }. Saiatu berriro.
    }
book_miss_ends_on = Mugimendu hori { $got } laukian amaitzen da, ez { $want } laukian. Saiatu berriro.
book_miss_no_crown = Mugimendu horrek ez du piezarik erregina bihurtzen. Saiatu berriro.
book_miss_no_win = Mugimendu horrekin ez duzu partida oraindik irabazten. Saiatu berriro.
book_miss_no_deployment = Hori ez da azken pieza { $want } laukian uzten duen zabaltzea. Saiatu berriro.
book_offer = { $game } jokatzen lehen aldia? Irakurri arauak ({ $minutes } min)
book_offer_read = Irakurri arauak
book_offer_no = Ez, eskerrik asko
keys_hint = F1 edo ?: teklak eta arauak
keys_title = { $game }: teklak
keys_rules = Joko honen arauak
record_vs = { $level } mailaren aurka: jokatuak { $played }, irabaziak { $won }, galduak { $lost }, berdinketak { $drawn }
record_hotseat = Bi jokalari: jokatuak { $played }; { $side }: irabaziak { $won }, galduak { $lost }, berdinketak { $drawn }
record_streak_won = Jarraian irabaziak: { $count }
record_streak_lost = Jarraian galduak: { $count }

## Arbela eta arrastatutako fitxategiak.

clipboard_keys = Ctrl+C: kopiatu posizioa   Ctrl+Shift+C: kopiatu partida   Ctrl+V: itsatsi partida edo posizioa   Arrastatu fitxategi bat leihora: ireki
title_paste_keys = Ctrl+V: itsatsi partida edo posizioa   Arrastatu fitxategi bat leihora: ireki
copied_position = Posizioa kopiatuta: { $text }
copied_game = Partida kopiatuta ({ $game })
copy_failed = Ezin izan da kopiatu: { $error }
nothing_to_copy = Ez dago kopiatzeko partidarik
pasted = Itsatsita: { $game }
paste_failed = Ez da ezer itsatsi: { $error }
dropped_folder = { $path } karpeta bat da: arrastatu gordetako partida bat, edo partida edo posizio bat duen testu-fitxategi bat

## The position editor.

title_set_up = Prestatu
menu_edit_position = Posizio hau aldatu
setup_title = Posizio bat prestatu: { $game }
setup_keys = Egin klik laukietan edo arrastatu haien gainetik aukeratutako pieza jartzeko. Q / E: aurreko / hurrengo pieza ({ $count } guztira)   Delete: kurtsorearen laukiko goiko pieza kendu   T: noren txanda   Esc: utzi
setup_take_off = Kendu
setup_clear = Taula hustu
setup_start = Hasierako posizioa
setup_play = Jokatu
setup_analyse = Aztertu
setup_copy = Kopiatu
setup_cancel = Utzi
setup_ready = Jokatzeko prest
setup_cannot_play = Ezin da jokatu: { $reason }
setup_on_square = { $square }: { $reason }
setup_no_pieces = taulan ez dago piezarik
setup_not_a_square = lauki honetan ezin da piezarik jarri
setup_stack_too_high = pilak gehienez hiru pieza ditu
setup_too_many_pieces = { $side }: { $count } pieza izango lituzke; alde batek gehienez { $most } ditu
setup_too_many_rounds = { $side }: { $count } biribil izango lituzke; alde batek gehienez { $most } ditu
setup_too_many_squares = { $side }: { $count } karratu izango lituzke; alde batek gehienez { $most } ditu
setup_man_on_crowning_row = azken errenkadako pieza erregina bihurtuta egongo litzateke: egin erregina
piece_black_disc = Fitxa beltza
piece_white_disc = Fitxa zuria
piece_white_round = Biribil zuria
piece_white_square = Karratu zuria
piece_black_round = Biribil beltza
piece_black_square = Karratu beltza
piece_white_man = Pieza zuria
piece_white_king = Erregina zuria
piece_black_man = Pieza beltza
piece_black_king = Erregina beltza

## Game review.

menu_review_game = Partida hau aztertu
review_button = Aztertu
review_title = Partidaren azterketa
review_nothing = Oraindik ez dago aztertzeko mugimendurik
review_progress = Mugimenduak aztertzen: { $done } / { $total }
review_graph_hint = Zurien irabazteko aukera mugimendu bakoitzaren ondoren: egin klik edo arrastatu hara joateko
review_accuracy = { $side }: zehaztasuna { $accuracy }
review_counts = ! { $best } · onak { $good } · ?! { $inaccuracies } · ? { $mistakes } · ?? { $blunders }
review_mistakes = Akats handienak:
review_no_mistakes = Akatsik ez: ondo jokatua!
review_move = { $number }. { $side }: { $move } ({ $grade })
review_played = Jokatua: { $value } (irabazteko aukera % { $chance })
review_better = Hobea: { $move }: { $value } (irabazteko aukera % { $chance })
review_line = Jarraipena: { $line }
review_why = Zergatik: { $reason }
review_graph_hint_discs = Zurien fitxa-abantaila mugimendu bakoitzaren ondoren ({ $span } goiko eta beheko ertzetan): egin klik edo arrastatu hara joateko
review_disc_grades = Galdutako fitxak: ?! { $inaccuracy }+ · ? { $mistake }+ · ?? { $blunder }+
review_result_line = { $result }
review_why_gives_corner = Aurkariari { $square } izkina hartzen uzten dio.
review_why_x_square = { $square } laukia { $other } izkina hutsaren ondoan dago: izkina hori aurkariaren esku gera daiteke.
review_why_c_square = { $square } laukia ertzean dago, { $other } izkina hutsaren ondoan: izkina hori aurkariaren esku gera daiteke.
review_why_misses_corner = { $square } izkina hartzeko aukera galtzen du.
review_why_misses_stable =
    { $n ->
        [one] { $square } jokatzeko aukera galtzen du: horrekin inoiz irauli ezin den fitxa 1 lortuko zen.
       *[other] { $square } jokatzeko aukera galtzen du: horrekin inoiz irauli ezin diren { $n } fitxa lortuko ziren.
    }
review_why_gives_wipeout = Aurkariari fitxa guztiak iraultzen uzten dio: ez da bakar bat ere geratzen.
review_why_gives_tempo = Erantzunaren ondoren ez dago mugimendurik: aurkariak bi aldiz jarraian jokatzen du.
review_why_loses_mobility =
    { $m ->
        [one] Erantzunaren ondoren mugimendu 1 geratzen da, { $n } izan beharrean.
       *[other] Erantzunaren ondoren { $m } mugimendu geratzen dira, { $n } izan beharrean.
    }
review_why_loses_discs =
    { $n ->
        [one] Jarraipen hobearekin, amaieran fitxa 1 gehiago dago.
       *[other] Jarraipen hobearekin, amaieran { $n } fitxa gehiago daude.
    }
review_why_allows_exit = Aurkariari { $square } laukitik taulatik irteten eta irabazten uzten dio.
review_why_misses_exit = Irabazteko aukera galtzen du: { $square } laukitik taulatik irten zitekeen.
review_why_loses_stack =
    { $n ->
        [one] Aurkariari { $square } laukiko pieza jaten uzten dio.
       *[other] Aurkariari { $square } laukiko pila jaten uzten dio ({ $n } pieza).
    }
review_why_deploys_into_capture = Zabaltzean pieza bat { $square } laukian uzten du, eta aurkariak jan egiten du.
review_why_blocks_path =
    { $m ->
        [one] Bere bidea oztopatzen du { $square } laukian: erantzunaren ondoren mugimendu 1 geratzen da, { $n } izan beharrean.
       *[other] Bere bidea oztopatzen du { $square } laukian: erantzunaren ondoren { $m } mugimendu geratzen dira, { $n } izan beharrean.
    }
review_why_allows_shot =
    { $n ->
        [one] Aurkariari konbinazio bat uzten dio: pieza 1 jaten du, { $m } emanda.
       *[other] Aurkariari konbinazio bat uzten dio: { $n } pieza jaten ditu, { $m } emanda.
    }
review_why_misses_longer_capture =
    { $m ->
        [one] Pieza 1 jaten du, jate hobeak { $n } jaten dituenean.
       *[other] { $m } pieza jaten ditu, jate hobeak { $n } jaten dituenean.
    }
review_why_allows_crown = Aurkariaren pieza bati { $square } laukian erregina bihurtzen uzten dio.
review_why_walks_into_huff = Jan beharrekoa jan gabe uzten du: { $square } laukiko pieza ken daiteke.
review_why_misses_capture = Jateko aukera galtzen du: { $squares }.
review_why_loses_material =
    { $n ->
        [one] Aurkaria pieza 1 gehiagorekin geratzen da.
       *[other] Aurkaria { $n } pieza gehiagorekin geratzen da.
    }
review_why_weaker_position = Galera aurrerago baino ez da ikusten: { $better } jokatuta posizioa argi eta garbi hobea da.
review_why_misses_forced_win = Garaipen behartu bat galtzen du.
review_why_allows_forced_win = Aurkariari garaipena behartzen uzten dio.
value_win = irabazita
value_loss = galduta
value_draw = berdinketa
value_exact = { $value } zehatz
review_show_line = Jarraipen hobea erakutsi
review_stop_line = Partidara itzuli
review_line_playing = Jarraipen hobea jokatzen…
review_close = Azterketa itxi
grade_forced = Behartua
grade_best = Onena
grade_good = Ona
grade_inaccuracy = Zehaztasun eza
grade_mistake = Akatsa
grade_blunder = Akats larria

## Scores on the board.

setting_scores = Puntuazioak taulan: { $value }
scores_on = Puntuazioak taulan: piztuta (I)
scores_off = Puntuazioak taulan: itzalita (I)
review_keys = I: puntuazioak taulan   Esc, Partida hau aztertu: mugimenduen balorazioa eta hobeak   Esc, Posizio hau aldatu: posizio bat prestatu
setting_threads = Motorraren hariak: { $value }
threads_auto = automatikoa ({ $count })

## Kontrolagailuak (gamepadak). Botoiek kontrolagailuetan inprimatuta duten izena dute:
## A, B, X, Y, Start, Back, LB, RB, L3 (ezkerreko palanka sakatzea), R3.

setting_controllers = Kontrolagailuak: { $value }
controllers_any = edozein, txandaren arabera
controllers_black_white = 1: Beltzak, 2: Zuriak
controllers_white_black = 1: Zuriak, 2: Beltzak
pad_connected = { $number }. kontrolagailua konektatuta: { $name }
pad_disconnected = { $number }. kontrolagailua deskonektatuta
pad_not_your_turn = { $number }. kontrolagailua: { $side }. Itxaron zure txanda iritsi arte
keys_controller = Kontrolagailua
pad_keys = Norabide-gurutzea edo ezkerreko palanka: kurtsorea mugitu   A: laukian jokatu, botoia sakatu   B: utzi, atzera   X: pista   Y: teklak   Start: partidaren menua   Back: mugimendua desegin   LB: hurrengo ikuspegia   RB: saltatu, berretsi   Eskuineko palanka: ikuspegia biratu   Katuak: zooma
gounki_pad_keys = L3: pila zabaldu   R3: ordena aldatu
checkers_pad_keys = L3: ez kendu

## Pantaila-irakurgailuak: taulako laukiak jokalari batek esaten dituen bezala, eta
## mugimendu bakoitzaren ondoren iragartzen dena ("Beltzak: c4, 3 fitxa irauli dira; Txanda: Zuriak").
## Piezen izenetan $side black edo white identifikatzailea da (haren arabera
## aukeratzen da kolorea); said_move mezuan, aldearen izena da, side_black /
## side_white mezuetan bezala.

a11y_board = Taula: { $game }
a11y_announcements = Oharrak
a11y_legal = mugimendu legezkoa
a11y_last_move = azken mugimendua
a11y_empty = hutsik
a11y_square = { $name }, { $content }
said_move = { $side }: { $move }
said_then = { $said }; { $next }
othello_a11y_disc =
    { $side ->
        [black] fitxa beltza
       *[white] fitxa zuria
    }
othello_a11y_flips =
    { $count ->
        [one] fitxa 1 iraultzen du
       *[other] { $count } fitxa iraultzen ditu
    }
othello_said_flipped =
    { $count ->
        [one] fitxa 1 irauli da
       *[other] { $count } fitxa irauli dira
    }
othello_said_pass = { $side }: txanda pasatzen du
gounki_a11y_stack =
    { $side ->
        [black] pila beltza
       *[white] pila zuria
    }: { $pieces }
gounki_said_captures =
    { $count ->
        [one] pieza 1 jaten du
       *[other] { $count } pieza jaten ditu
    }
gounki_said_exit = taulatik ateratzen da
gounki_said_deploy = zabaltzen da
checkers_a11y_man =
    { $side ->
        [black] pieza beltza
       *[white] pieza zuria
    }
checkers_a11y_king =
    { $side ->
        [black] erregina beltza
       *[white] erregina zuria
    }
checkers_a11y_light = lauki argia, ez da erabiltzen
checkers_said_captures =
    { $count ->
        [one] pieza 1 jaten du
       *[other] { $count } pieza jaten ditu
    }
checkers_said_crowned = erregina bihurtu da
checkers_said_huff = { $square } laukiko pieza kendu da

# Clocks
clock_none = bat ere ez
title_clock = Erlojua: { $clock }
menu_clock = Hurrengo partidaren erlojua: { $clock }
clock_paused = Pausan (P: jarraitu)
clock_a11y =
    { $side }: erlojuan { $minutes ->
        [one] minutu 1
       *[other] { $minutes } minutu
    } eta { $seconds ->
        [one] segundo 1
       *[other] { $seconds } segundo
    }
clock_one_minute = { $side }: minutu bat geratzen da
clock_ten_seconds = { $side }: hamar segundo geratzen dira
clock_paused_notice = Erlojuak pausan
clock_resumed_notice = Erlojuak martxan
clock_resume_hint = Erlojuak zain daude: sakatu P martxan jartzeko
clock_damaged = Ezin izan dira partida honen erlojuak irakurri ({ $reason }): partidak erlojurik gabe jarraituko du
setting_clock = Partida berrien erlojua: { $value }
setting_clock_white = Zurien denbora: { $value }
setting_clock_black = Beltzen denbora: { $value }
setting_clock_pause = Erlojuak gelditu leihotik irtetean: { $value }
clock_pause_hotseat = bi pertsonen artean
clock_pause_always = beti
clock_pause_never = inoiz ez
keys_clock = P: erlojuak gelditu edo berriz martxan jarri (kontrolagailuaren Start botoiak ere gelditzen ditu, menua irekitzean)
review_move_time = Mugimendu honen denbora: { $time }
save_failing = Partida ez da gordetzen ari: { $reason }. Jokatzen jarrai dezakezu; azken gordetze ona mantentzen da.
save_works_again = Gordetzeak berriro funtzionatzen du: partida gordeta dago.
puzzles = Ariketak
puzzle_title = { $game }: ariketak
puzzle_header = Ariketa { $id } · puntuazioa { $rating }
puzzle_your_rating = Zure puntuazioa: { $rating } · jarraian { $streak } (onena { $best })
puzzle_task_win = { $side }: jokatu eta irabazi
puzzle_task_best = { $side }: mugimendu bakar batek gordetzen du emaitzarik onena
puzzle_task_material =
    { $count ->
        [one] { $side }: jokatu eta pieza bat irabazi
       *[other] { $side }: jokatu eta { $count } pieza irabazi
    }
puzzle_task_crown = { $side }: jokatu eta pieza bat erregina bihurtu
puzzle_task_exit = { $side }: jokatu eta taulatik irten
puzzle_task_better = { $side }: aurkitu partidan ikusi ez zenuen mugimendua
puzzle_moves =
    { $count ->
        [one] Mugimendu bat aurkitu behar da.
       *[other] { $count } mugimendu aurkitu behar dira; erantzunak berez datoz.
    }
puzzle_your_move = Zure txanda.
puzzle_reply = Erantzuna badator…
puzzle_solved = Ebatzita.
puzzle_solved_rating = Ebatzita! Zure puntuazioa orain: { $rating } ({ $change }).
puzzle_shown = Hori zen ebazpena. Saiatu berriro, edo joan hurrengo ariketara.
puzzle_none_mine = Oraindik ez dago berriz jokatzeko akatsik: aztertu partida bat, eta haren akatsak eta akats larriak hona etorriko dira.
puzzle_not_this_one = Hori ez.
puzzle_why_result = Hori ez: hortik aurrera ondoen jokatuta, partida { $got } emaitzarekin amaitzen da; mugimendu zuzenarekin, { $best } emaitzarekin.
puzzle_why_answer = Hori ez: aurkariak ({ $side }) { $move } erantzuten du, eta ondo defendatzen da.
puzzle_why_opponent_wins = Hori ez: aurkariak ({ $side }) { $move } jokatuta irabazten du.
puzzle_wait = Itxaron erantzunari.
puzzle_over = Ariketa hau amaitu da: saiatu berriro edo joan hurrengora.
puzzle_hint = Pista
puzzle_solution = Ebazpena
puzzle_retry = Saiatu berriro
puzzle_next = Hurrengo ariketa
puzzle_set = Multzoa: { $name }
puzzle_set_all = ariketa guztiak
puzzle_set_mine = nire akatsak
puzzle_close = Itxi
puzzle_keys = H: pista · End: ebazpena · Page Down: hurrengoa · Page Up: berriro · Esc: itxi. Pista eskatuz edo mugimendu okerra eginez gero, ariketa ez da ebatzitzat hartzen.
puzzle_file_damaged = Ezin izan da ariketen fitxategia irakurri ({ $reason }); ariketetako puntuazioak hasieratik hasiko dira.
puzzle_not_saved = Ariketen emaitzak ez dira gordetzen ari: { $reason }
puzzle_mistakes_added =
    { $count ->
        [one] Partida honetako akats bat berriz jokatzeko ariketa bihurtu da (Ariketak, nire akatsak).
       *[other] Partida honetako { $count } akats berriz jokatzeko ariketa bihurtu dira (Ariketak, nire akatsak).
    }
review_retry = Posizio hau berriro jokatu
puzzle_theme_corner = izkina
puzzle_theme_parity = paritatea
puzzle_theme_wipeout = fitxa guztiak iraultzea
puzzle_theme_edge = ertza
puzzle_theme_shot = konbinazioa
puzzle_theme_crowning = erregina bihurtzea
puzzle_theme_multi_capture = harrapaketa kateatuak
puzzle_theme_exit = taulatik irtetea
puzzle_theme_deployment = zabaltzea
puzzle_theme_rebound = errebotea
puzzle_theme_capture = jatea
puzzle_theme_combination = hainbat mugimendu
