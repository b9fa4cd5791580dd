# De teksten van Tavola's interface in het Nederlands, vertaald uit de Engelse
# referentie (berichtnamen en variabelen zijn in elke taal gelijk).
# Variabelen krijgen waarden van het spel: kanten en spelnamen komen al
# vertaald binnen, velden en zetten zijn notatie en blijven zoals ze zijn.

## Gedeelde woorden: kanten, spelnamen, computerniveaus, schakelaars, snelheden, spelers, uitslagen en waarom een partij eindigde.

side_black = Zwart
side_white = Wit
game_othello = Othello
game_gounki = Gounki
game_checkers = Baskisch dammen
level_beginner = Beginner
level_casual = Gemiddeld
level_strong = Sterk
level_expert = Expert
on = aan
off = uit
speed_slow = langzaam
speed_normal = normaal
speed_fast = snel
speed_instant = direct
player_human = Mens
player_computer = Computer ({ $level })
to_move = { $side } is aan zet
outcome_win_score = { $side } wint met { $high }–{ $low }
outcome_draw_score = Remise { $black }–{ $white }
outcome_win = { $side } wint ({ $reason })
outcome_draw = Remise ({ $reason })
reason_no_moves_left = geen van beiden kan nog zetten
reason_exit = een stuk heeft het bord verlaten
reason_all_captured = alle stukken van de tegenstander geslagen
reason_no_legal_move = geen legale zet meer
reason_threefold_repetition = drievoudige herhaling
reason_forty_ply_rule = 40 halve zetten zonder slag of schijfzet
reason_agreement = remise in onderling overleg
reason_resignation = opgave
reason_time = op tijd
game_is_over = De partij is afgelopen
wait_computer = Wacht: de computer is aan zet

## Titelscherm.

app_name = Tavola
loading = De tafel wordt klaargezet…
title_tagline = Bordspellen in 3D — met z'n tweeën aan één scherm
title_player = { $side }: { $player }
title_continue = Verder
title_play = Spelen
title_keys = Toetsen
open_saved_game = Opgeslagen partij openen
settings = Instellingen
showcase = Voorbeeldpartijen
title_help =
    Linksklik: spelen   Rechts slepen: bord draaien   Wiel: zoomen   C: beeld herstellen
    L: legale zetten   H: tip   Spatie/klik: animatie overslaan   P: herhaling (komma/punt: stap)   Esc: spelmenu
    Toetsenbord: hier kiezen met Tab of pijltjes + Enter (1/2/3 start een spel, B/W kiest spelers); in een partij spelen met pijltjes + Enter, Tab springt naar een gemarkeerd vakje

## Spelmenu (Esc tijdens een partij).

menu_resume = Verder spelen (Esc)
menu_save = Partij opslaan (Ctrl+S)
menu_open = Opgeslagen partij openen (Ctrl+O)
menu_offer_draw = Remise aanbieden
menu_new_game = Nieuwe partij (Ctrl+N)
title_screen = Titelscherm

## HUD: statuspaneel, knoppen, remiseaanbod.

thinking = De computer denkt na…
help_line = Rechts slepen: draaien   Wiel: zoomen   C: beeld   L: zetten   H: tip   S: snelheid   M: dempen   A: sfeergeluid   Ctrl+Z/Y: terugnemen/opnieuw   Esc: menu
game_over = Partij afgelopen
new_game = Nieuwe partij
button_undo = Terugnemen
button_redo = Opnieuw
button_hint = Tip
resign = Opgeven
button_offer_draw = Remise bieden
computer_declines_draw = De computer weigert de remise
draw_offer = { $offering } biedt remise aan. { $other }, neem je die aan?
accept_draw = Remise aannemen
decline_esc = Weigeren (Esc)

## Tips.

hint_looking = Op zoek naar een goede zet…
hint_unavailable = Tips zijn er alleen als een mens aan zet is in een lopende partij
hint_move = Tip: { $move }

## Meldingen van de instellingstoetsen.

reduced_motion_on = Minder beweging aan
reduced_motion_off = Minder beweging uit
volume = Volume: { $percent } %
sound_on = Geluid aan
sound_off = Geluid uit
ambience_on = Sfeergeluid aan
ambience_off = Sfeergeluid uit
last_move_on = Markering laatste zet aan
last_move_off = Markering laatste zet uit

## Regels van het instellingenvenster (ook de meldingen van de toetsen die ze wijzigen).

setting_speed = Animatiesnelheid: { $value }
setting_reduced_motion = Minder beweging: { $value }
setting_legal_moves = Markering legale zetten: { $value }
setting_last_move = Markering laatste zet: { $value }
setting_coordinates = Coördinaten: { $value }
setting_camera_turns = Camera volgt de beurt: { $value }
setting_family_rules = Familieregels dammen: { $value }
setting_colours = Kleuren: { $value }
colours_standard = standaard
colours_high_contrast = hoog contrast
setting_language = Taal: { $value }
setting_ui_size = Grootte interface: { $percent } %
setting_graphics = Grafische kwaliteit: { $value }
quality_auto = automatisch ({ $level })
quality_low = laag
quality_medium = middel
quality_high = hoog
setting_sound = Geluid: { $value }
setting_master = Hoofdvolume: { $percent } %
setting_effects = Volume effecten: { $percent } %
setting_interface = Volume interface: { $percent } %
setting_ambience = Volume sfeergeluid: { $percent } %
setting_ambience_loop = Sfeergeluid herhalen: { $value }
close_esc = Sluiten (Esc)

## Opgeslagen partijen: opslaan, openen, de kiezer.

saved_to = Opgeslagen in { $path }
could_not_save = Opslaan mislukt: { $error }
no_data_folder_save = Geen gegevensmap om in op te slaan
no_game_to_save = Geen partij om op te slaan
no_data_folder_open = Geen gegevensmap om uit te openen
no_saved_game_of = Nog geen partij { $game } opgeslagen (Ctrl+S slaat op)
no_saved_games = Nog geen opgeslagen partijen (Ctrl+S tijdens een partij slaat die op)
save_entry =
    { $moves ->
        [one] { $game }  { $time } UTC  1 zet
       *[other] { $game }  { $time } UTC  { $moves } zetten
    }
save_entry_damaged = { $game }  { $time } UTC  (beschadigd: regel { $line })
save_entry_large = { $game }  { $time } UTC  (groot bestand: wordt gelezen bij openen)
chooser_more =
    { $count ->
        [one] 1 oudere partij niet getoond. Map: { $folder }
       *[other] { $count } oudere partijen niet getoond. Map: { $folder }
    }
chooser_folder = Map: { $folder }
cancel_esc = Annuleren (Esc)
holds_another_game = { $path } bevat een ander spel
opened = { $path } geopend
open_failed = { $path }: { $error }

## Zettenlijst, terugkijken en terugnemen.

moves_heading = Zetten
moves_heading_reviewing = Zetten (terugkijken)
moves_none = nog geen
back_to_game = Terug naar partij
move_line = { $number }. { $side }: { $move }
opening_line = Opening: { $name }
reviewing_click_back = Je bekijkt een eerdere stelling: klik op ‘Terug naar partij’ om te spelen
reviewing_back_first = Je bekijkt een eerdere stelling: klik eerst op ‘Terug naar partij’
nothing_to_undo = Niets om terug te nemen
moves_taken_back =
    { $count ->
        [one] Zet teruggenomen
       *[other] { $count } zetten teruggenomen
    }
nothing_to_redo = Niets om opnieuw te doen

## Herhaling.

replay_paused = Herhaling gepauzeerd (P: afspelen, komma/punt: stap)
replay_resumed = Herhaling hervat
nothing_to_replay = Nog niets om terug te spelen
replay_from_start = Herhaling vanaf het begin (P: pauze)
replay_at_start = Bij het begin van de partij
replay_at_end = Bij de laatste zet
replay_stopped = Herhaling gestopt: de partij gaat vanaf hier verder

## Bijschriften van de voorbeeldpartijen.

showcase_title =
    { $game }
    { $event }
showcase_player = { $side }: { $name }
showcase_no_players = Spelers niet vastgelegd
showcase_unfinished = Uitslag: niet uitgespeeld
showcase_result = Uitslag: { $result }
showcase_move = Zet { $shown } van { $total }
showcase_help =
    Voorbeeldpartij: elke toets of klik
    brengt je terug naar het titelscherm

## Othello.

square_taken = { $square } is al bezet
flips_nothing = { $square } draait niets om: geen legale zet
othello_pass = { $side } kan geen zet doen — passen
othello_counts = Zwart { $black }   Wit { $white }

## Baskisch dammen.

huff_panel = Blazen: klik op een omcirkeld stuk om het weg te nemen
decline_d = Weigeren (D)
huffs_piece = { $side } blaast het stuk op { $square }
missed_capture = { $side } heeft een slag gemist: { $huffer } mag een omcirkeld stuk blazen (D: niet blazen)
checkers_side =
    { $kings ->
        [0] { $side }: { $count } op het bord, { $captured } geslagen
        [one] { $side }: { $count } op het bord (1 dam), { $captured } geslagen
       *[other] { $side }: { $count } op het bord ({ $kings } dammen), { $captured } geslagen
    }
game_over_reason = Partij afgelopen: { $reason }
may_huff = { $side } mag een omcirkeld stuk blazen (D: niet blazen)
capture_compulsory =
    { $count ->
        [one] Slagplicht: sla 1 stuk
       *[other] Slagplicht: sla { $count } stukken
    }
family_rules_status = Familieregels: { $value }
checkers_help =
    Klik op een stuk en dan op een gemarkeerd veld; klik er nog eens op of rechtsklik om te annuleren
    N: { $labels }   F: familieregels   V: camera draait mee ({ $hotseat })   D: niet blazen
labels_algebraic = algebraïsche notatie
labels_number = veldnummers
wait_animation = Wacht tot de zet klaar is (nog een klik of Spatie slaat hem over)
dark_squares_only = Stukken staan alleen op de donkere velden
must_capture =
    { $count ->
        [one] Je moet 1 stuk slaan: deze stukken kunnen dat ({ $pieces })
       *[other] Je moet { $count } stukken slaan: deze stukken kunnen dat ({ $pieces })
    }
piece_cannot_move = Het stuk op { $square } kan niet zetten
not_legal_destination = { $square } is geen legaal doelveld
square_holds = Op { $square } staat een stuk van { $owner }: { $side } is aan zet
square_empty_pieces = { $square } is leeg: klik op een stuk van { $side }
family_rules_on = Familieregels: wie een slag mist, kan geblazen worden
family_rules_off = Familieregels uit: slaan is verplicht
family_rules_stay = Familieregels blijven aan: deze partij heeft al een foute zet of een geblazen stuk ({ $move })
no_huff = Er valt niets te blazen
declines_huff = { $side } ziet af van blazen

## Gounki.

camera_follows = Camera volgt de speler aan zet: { $value }
gounki_counts =
    Stukken   Wit { $white_pieces }   Zwart { $black_pieces }
    Tot doel  Wit { $white_goal }   Zwart { $black_goal }
gounki_idle =
    Klik op een stapel van { $side }
    V: camera volgt de beurt
gounki_selected = { $square }: klik op een gemarkeerd vakje
gounki_selected_exit = { $square }: klik op een gemarkeerd vakje of op de pijl
gounki_null_twice = { $square } twee keer: nulzet
gounki_keys_exit = Pijl voorbij de rand van het doel (toetsenbord, controller): van het bord af
gounki_keys_deploy = D: ontplooien   Rechtsklik: annuleren
right_click_cancel = Rechtsklik: annuleren
select_stack_first = Kies eerst een stapel van 2 of 3 stukken, dan D
order_needs_deploy = O kiest de volgorde van een ontplooiing (eerst D)
choose_directions_first = Kies eerst een richting voor elke groep
nothing_to_confirm = Niets te bevestigen
cannot_exit = Die stapel kan het bord nu niet verlaten
null_move_confirm = Klik nog eens op { $square } voor de nulzet { $square }-{ $square } (rechtsklik annuleert)
cannot_reach = De stapel op { $from } kan { $to } niet bereiken
square_is_owners = { $square } is van { $owner }: { $side } is aan zet
select_own_stack = Kies een stapel van { $side }
button_deploy = Ontplooien (D)
button_order = Volgorde (O)
button_confirm = Bevestigen (Spatie)
button_cancel = Annuleren (rechtsklik)
drop_label = { $order }. { $piece } (hoogte { $height })
square_empty = { $square } is leeg
single_cannot_deploy = Een los stuk ({ $stack }) kan niet ontplooien: alleen stapels van 2 of 3 stukken splitsen zich
no_legal_deployment = De stapel op { $square } ({ $stack }) kan hier niet legaal ontplooien
deployment_complete = De ontplooiing is compleet: Spatie bevestigt, rechtsklik annuleert
not_a_direction = { $square } begint geen legale richting voor de { $group }
group_rounds = ronde stukken
group_squares = vierkante stukken
one_group_no_order = Deze stapel ({ $stack }) vormt één groep: er is geen volgorde te kiezen
no_deployment_order = Geen legale ontplooiing met eerst de { $group }
order_one_group = één groep
order_rounds_first = ronde eerst (*)
order_squares_first = vierkante eerst (+)
deploy_preview =
    Ontplooiing { $move }: { $drops }
    Spatie: bevestigen   Rechtsklik: annuleren
drop_line = { $square }: { $piece }, hoogte { $height }
deploy_choose =
    Ontplooiing { $square }, { $order }:
    klik waar de { $group } heen gaan
order_key = O: volgorde   Rechtsklik: annuleren
piece_round = rond
piece_square = vierkant
stack_round = rond
stack_square = vierkant
stack_double_round = dubbel rond
stack_double_square = dubbel vierkant
stack_square_round = vierkant-rond
stack_triple_round = driedubbel rond
stack_triple_square = driedubbel vierkant
stack_round_round_square = rond-rond-vierkant
stack_square_square_round = vierkant-vierkant-rond
rounds =
    { $count ->
        [one] 1 rond stuk
       *[other] { $count } ronde stukken
    }
squares =
    { $count ->
        [one] 1 vierkant stuk
       *[other] { $count } vierkante stukken
    }
reach_round =
    { $count ->
        [one] 1 stap als rond
       *[other] { $count } stappen als rond
    }
reach_square =
    { $count ->
        [one] 1 stap als vierkant
       *[other] { $count } stappen als vierkant
    }
reach_either = { $first } of { $second }
stack_hover =
    { $square } { $side } { $stack }
    { $parts }
    loopt { $reach }
stack_hover_deploys =
    { $square } { $side } { $stack }
    { $parts }
    loopt { $reach } (of ontplooit)
goal = Doel van { $side }

## Het regelboek: knoppen, aanwijzingen, voortgang en het aanbod bij de eerste partij.

book_rules = Regels
book_title = { $game }: de spelregels
book_contents = Inhoud
book_chapter = { $number }. { $title }
book_step = Stap { $number } van { $count }
book_back = Terug
book_next = Verder
book_replay = Nog eens
book_show_me = Laat zien
book_close = Sluiten
book_your_move = Jij bent aan zet: speel de zet op het bord.
book_watch = Kijk naar de zet. ‘Nog eens’ laat hem opnieuw zien.
book_look = Bekijk het bord en klik dan op ‘Verder’.
book_passed = Goed zo! Klik op ‘Verder’.
book_shown = Dit is het antwoord. Kies ‘Nog eens’ om de stap zelf te proberen.
book_step_over = Deze stap is klaar: ga door met ‘Verder’, of kies ‘Nog eens’ om het opnieuw te proberen.
book_chapter_done = Hoofdstuk voltooid.
book_done_mark = klaar
book_chapters_done = Regels: { $done } van { $total } hoofdstukken klaar
book_end = Dat was het hele boek. Sluit het om te gaan spelen.
book_keys = Links / Rechts of Page Up / Page Down: terug en verder · F1: inhoud · Esc: boek sluiten
book_miss_not_the_move = Dat is een legale zet, maar niet de zet die deze stap vraagt. Probeer het nog eens.
book_miss_flips =
    { $got ->
        [one] Die zet draait 1 schijf om; deze stap vraagt er { $want }. Probeer het nog eens.
       *[other] Die zet draait { $got } schijven om; deze stap vraagt er { $want }. Probeer het nog eens.
    }
book_miss_captures =
    { $got ->
        [0] Die zet slaat niets; deze stap vraagt er { $want }. Probeer het nog eens.
        [one] Die zet slaat 1 stuk; deze stap vraagt er { $want }. Probeer het nog eens.
       *[other] Die zet slaat { $got } stukken; deze stap vraagt er { $want }. Probeer het nog eens.
    }
book_miss_ends_on = Die zet eindigt op { $got }, niet op { $want }. Probeer het nog eens.
book_miss_no_crown = Met die zet wordt geen schijf dam. Probeer het nog eens.
book_miss_no_win = Met die zet win je de partij nog niet. Probeer het nog eens.
book_miss_no_deployment = Dat is geen ontplooiing waarvan het laatste stuk op { $want } landt. Probeer het nog eens.
book_offer = Ken je { $game } nog niet? Lees de regels ({ $minutes } min)
book_offer_read = Regels lezen
book_offer_no = Nee, bedankt
keys_hint = F1 of ?: toetsen en regels
keys_title = { $game }: toetsen
keys_rules = Regels van dit spel
record_vs = Tegen { $level }: gespeeld { $played }, gewonnen { $won }, verloren { $lost }, remise { $drawn }
record_hotseat = Met z'n tweeën: gespeeld { $played }; { $side }: gewonnen { $won }, verloren { $lost }, remise { $drawn }
record_streak_won = Gewonnen op rij: { $count }
record_streak_lost = Verloren op rij: { $count }

## Klembord en gesleepte bestanden.

clipboard_keys = Ctrl+C: stelling kopiëren   Ctrl+Shift+C: partij kopiëren   Ctrl+V: partij of stelling plakken   Sleep een bestand op het venster: openen
title_paste_keys = Ctrl+V: partij of stelling plakken   Sleep een bestand op het venster: openen
copied_position = Stelling gekopieerd: { $text }
copied_game = Partij gekopieerd ({ $game })
copy_failed = Kopiëren mislukt: { $error }
nothing_to_copy = Geen partij om te kopiëren
pasted = Geplakt: { $game }
paste_failed = Niets geplakt: { $error }
dropped_folder = { $path } is een map: sleep een opgeslagen partij, of een tekstbestand met een partij of stelling

## The position editor.

title_set_up = Opzetten
menu_edit_position = Deze stelling bewerken
setup_title = Stelling opzetten: { $game }
setup_keys = Klik of sleep over vakjes om het gekozen stuk neer te zetten. Q / E: vorig / volgend stuk ({ $count } in totaal)   Delete: bovenste stuk van het cursorvakje halen   T: wie aan zet is   Esc: annuleren
setup_take_off = Weghalen
setup_clear = Bord leegmaken
setup_start = Beginstelling
setup_play = Spelen
setup_analyse = Analyseren
setup_copy = Kopiëren
setup_cancel = Annuleren
setup_ready = Klaar om te spelen
setup_cannot_play = Kan niet gespeeld worden: { $reason }
setup_on_square = { $square }: { $reason }
setup_no_pieces = er staat geen enkel stuk op het bord
setup_not_a_square = op dit vakje kan geen stuk staan
setup_stack_too_high = een stapel telt hoogstens drie stukken
setup_too_many_pieces = { $side } zou { $count } stukken hebben; een speler heeft er hoogstens { $most }
setup_too_many_rounds = { $side } zou { $count } ronde stukken hebben; een speler heeft er hoogstens { $most }
setup_too_many_squares = { $side } zou { $count } vierkante stukken hebben; een speler heeft er hoogstens { $most }
setup_man_on_crowning_row = een schijf op de overkant was al dam geworden: maak er een dam van
piece_black_disc = Zwarte schijf
piece_white_disc = Witte schijf
piece_white_round = Wit rond stuk
piece_white_square = Wit vierkant stuk
piece_black_round = Zwart rond stuk
piece_black_square = Zwart vierkant stuk
piece_white_man = Witte schijf
piece_white_king = Witte dam
piece_black_man = Zwarte schijf
piece_black_king = Zwarte dam

## Game review.

menu_review_game = Deze partij analyseren
review_button = Analyseren
review_title = Analyse van de partij
review_nothing = Nog geen zetten om te analyseren
review_progress = Zetten analyseren: { $done } van { $total }
review_graph_hint = Winkans van Wit na elke zet: klik of sleep om erheen te gaan
review_accuracy = { $side }: nauwkeurigheid { $accuracy }
review_counts = ! { $best } · goed { $good } · ?! { $inaccuracies } · ? { $mistakes } · ?? { $blunders }
review_mistakes = Grootste fouten:
review_no_mistakes = Geen fouten: goed gespeeld!
review_move = { $number }. { $side }: { $move } ({ $grade })
review_played = Gespeeld: { $value } ({ $chance } % winkans)
review_better = Beter: { $move }: { $value } ({ $chance } % winkans)
review_line = Vervolg: { $line }
review_why = Waarom: { $reason }
review_graph_hint_discs = Voorsprong van Wit in schijven na elke zet ({ $span } aan de boven- en onderrand): klik of sleep om erheen te gaan
review_disc_grades = Verloren schijven: ?! { $inaccuracy }+ · ? { $mistake }+ · ?? { $blunder }+
review_result_line = { $result }
review_why_gives_corner = Laat de tegenstander de hoek { $square } nemen.
review_why_x_square = { $square } ligt naast de lege hoek { $other }: zo kan die hoek naar de tegenstander gaan.
review_why_c_square = { $square } ligt aan de rand naast de lege hoek { $other }: zo kan die hoek naar de tegenstander gaan.
review_why_misses_corner = Laat de hoek { $square } liggen.
review_why_misses_stable =
    { $n ->
        [one] Laat { $square } liggen: daarmee was 1 schijf nooit meer om te draaien.
       *[other] Laat { $square } liggen: daarmee waren { $n } schijven nooit meer om te draaien.
    }
review_why_gives_wipeout = Laat de tegenstander alle schijven omdraaien: een wipe.
review_why_gives_tempo = Na het antwoord is er geen zet meer: de tegenstander zet twee keer achter elkaar.
review_why_loses_mobility =
    { $m ->
        [one] Na het antwoord blijft er 1 zet over, in plaats van { $n }.
       *[other] Na het antwoord blijven er { $m } zetten over, in plaats van { $n }.
    }
review_why_loses_discs =
    { $n ->
        [one] Het betere vervolg eindigt met 1 schijf meer.
       *[other] Het betere vervolg eindigt met { $n } schijven meer.
    }
review_why_allows_exit = Laat de tegenstander vanaf { $square } het bord verlaten en winnen.
review_why_misses_exit = Had vanaf { $square } het bord kunnen verlaten en winnen.
review_why_loses_stack =
    { $n ->
        [one] Laat de tegenstander het stuk op { $square } slaan.
       *[other] Laat de tegenstander de stapel op { $square } slaan ({ $n } stukken).
    }
review_why_deploys_into_capture = De ontplooiing zet een stuk op { $square }, waar de tegenstander het slaat.
review_why_blocks_path =
    { $m ->
        [one] Zit zichzelf in de weg op { $square }: na het antwoord blijft er 1 zet over, in plaats van { $n }.
       *[other] Zit zichzelf in de weg op { $square }: na het antwoord blijven er { $m } zetten over, in plaats van { $n }.
    }
review_why_allows_shot =
    { $n ->
        [one] Laat een combinatie toe: de tegenstander slaat 1 stuk voor { $m }.
       *[other] Laat een combinatie toe: de tegenstander slaat { $n } stukken voor { $m }.
    }
review_why_misses_longer_capture =
    { $m ->
        [one] Slaat 1 stuk, terwijl de betere slag er { $n } slaat.
       *[other] Slaat { $m } stukken, terwijl de betere slag er { $n } slaat.
    }
review_why_allows_crown = Laat een schijf van de tegenstander dam worden op { $square }.
review_why_walks_into_huff = Laat een slag liggen: het stuk op { $square } kan geblazen worden.
review_why_misses_capture = Laat de slag op { $squares } liggen.
review_why_loses_material =
    { $n ->
        [one] De tegenstander komt 1 stuk voor te staan.
       *[other] De tegenstander komt { $n } stukken voor te staan.
    }
review_why_weaker_position = Het verlies blijkt pas later: met { $better } blijft de stelling duidelijk beter.
review_why_misses_forced_win = Mist een gedwongen winst.
review_why_allows_forced_win = Geeft de tegenstander een gedwongen winst.
value_win = gewonnen
value_loss = verloren
value_draw = remise
value_exact = { $value } exact
review_show_line = Toon het betere vervolg
review_stop_line = Terug naar de partij
review_line_playing = Het betere vervolg wordt gespeeld…
review_close = Analyse sluiten
grade_forced = Gedwongen
grade_best = Beste zet
grade_good = Goed
grade_inaccuracy = Onnauwkeurigheid
grade_mistake = Fout
grade_blunder = Blunder

## Scores on the board.

setting_scores = Scores op het bord: { $value }
scores_on = Scores op het bord: aan (I)
scores_off = Scores op het bord: uit (I)
review_keys = I: scores op het bord   Esc, Deze partij analyseren: beoordeelde zetten en betere zetten   Esc, Deze stelling bewerken: een stelling opzetten
setting_threads = Threads van de engine: { $value }
threads_auto = automatisch ({ $count })

## Controllers (gamepads). De knoppen heten zoals ze op de controllers staan:
## A, B, X, Y, Start, Back, LB, RB, L3 (de linkerstick indrukken), R3.

setting_controllers = Controllers: { $value }
controllers_any = ieder speelt wie aan zet is
controllers_black_white = 1 speelt Zwart, 2 Wit
controllers_white_black = 1 speelt Wit, 2 Zwart
pad_connected = Controller { $number } verbonden: { $name }
pad_disconnected = Controller { $number } losgekoppeld
pad_not_your_turn = Controller { $number } speelt { $side }: wacht op je beurt
keys_controller = Controller
pad_keys = Richtingsknoppen of linkerstick: cursor verplaatsen   A: actie op het vakje, knop indrukken   B: annuleren, terug   X: tip   Y: toetsen   Start: spelmenu   Back: terugnemen   LB: volgend beeld   RB: overslaan, bevestigen   Rechterstick: beeld draaien   Triggers: zoomen
gounki_pad_keys = L3: stapel ontplooien   R3: volgorde wijzigen
checkers_pad_keys = L3: niet blazen

## Schermlezers: de vakjes van het bord zoals een speler ze noemt, en wat er
## na elke zet gemeld wordt ("Zwart speelt c4, 3 schijven omgedraaid; Wit is aan zet").
## In de namen van de stukken is $side de aanduiding black of white (kies
## daarop zodat de kleur met het stuk overeenkomt); in said_move is het de
## naam van de kant zoals in side_black / side_white.

a11y_board = Speelbord: { $game }
a11y_announcements = Meldingen
a11y_legal = legale zet
a11y_last_move = laatste zet
a11y_empty = leeg
a11y_square = { $name }, { $content }
said_move = { $side } speelt { $move }
said_then = { $said }; { $next }
othello_a11y_disc =
    { $side ->
        [black] zwarte schijf
       *[white] witte schijf
    }
othello_a11y_flips =
    { $count ->
        [one] draait 1 schijf om
       *[other] draait { $count } schijven om
    }
othello_said_flipped =
    { $count ->
        [one] 1 schijf omgedraaid
       *[other] { $count } schijven omgedraaid
    }
othello_said_pass = { $side } past
gounki_a11y_stack =
    { $side ->
        [black] zwarte stapel
       *[white] witte stapel
    }: { $pieces }
gounki_said_captures =
    { $count ->
        [one] slaat 1 stuk
       *[other] slaat { $count } stukken
    }
gounki_said_exit = verlaat het bord
gounki_said_deploy = ontplooit
checkers_a11y_man =
    { $side ->
        [black] zwarte schijf
       *[white] witte schijf
    }
checkers_a11y_king =
    { $side ->
        [black] zwarte dam
       *[white] witte dam
    }
checkers_a11y_light = licht veld, daar wordt niet gespeeld
checkers_said_captures =
    { $count ->
        [one] slaat 1 stuk
       *[other] slaat { $count } stukken
    }
checkers_said_crowned = wordt dam
checkers_said_huff = het stuk op { $square } wordt geblazen

# Clocks
clock_none = geen
title_clock = Klok: { $clock }
menu_clock = Klok van de volgende partij: { $clock }
clock_paused = Gepauzeerd (P om verder te gaan)
clock_a11y =
    Klok van { $side }: { $minutes ->
        [one] 1 minuut
       *[other] { $minutes } minuten
    } en { $seconds ->
        [one] 1 seconde
       *[other] { $seconds } seconden
    }
clock_one_minute = { $side }: nog één minuut
clock_ten_seconds = { $side }: nog tien seconden
clock_paused_notice = Klokken stilgezet
clock_resumed_notice = Klokken lopen weer
clock_resume_hint = De klokken wachten: druk op P om ze te starten
clock_damaged = De klokken van deze partij konden niet gelezen worden ({ $reason }): de partij gaat verder zonder klok
setting_clock = Klok voor nieuwe partijen: { $value }
setting_clock_white = Bedenktijd van Wit: { $value }
setting_clock_black = Bedenktijd van Zwart: { $value }
setting_clock_pause = Klokken stilzetten als je het venster verlaat: { $value }
clock_pause_hotseat = met z'n tweeën
clock_pause_always = altijd
clock_pause_never = nooit
keys_clock = P: klokken stilzetten of weer starten (Start op de controller zet ze ook stil en opent het menu)
review_move_time = Bedenktijd voor deze zet: { $time }
save_failing = Je partij wordt niet opgeslagen: { $reason }. Het spel gaat door; de laatste goede opslag blijft bewaard.
save_works_again = Opslaan werkt weer: je partij is opgeslagen.
puzzles = Puzzels
puzzle_title = { $game }: puzzels
puzzle_header = Puzzel { $id } · rating { $rating }
puzzle_your_rating = Je rating: { $rating } · { $streak } op rij (beste { $best })
puzzle_task_win = { $side } speelt en wint
puzzle_task_best = { $side } aan zet: maar één zet houdt het beste resultaat vast
puzzle_task_material = { $side } speelt en wint { $count ->
        [one] een stuk
       *[other] { $count } stukken
    }
puzzle_task_crown = { $side } speelt en haalt een dam
puzzle_task_exit = { $side } speelt en verlaat het bord
puzzle_task_better = { $side } aan zet: vind de zet die je in je partij miste
puzzle_moves =
    { $count ->
        [one] Eén zet te vinden.
       *[other] { $count } zetten te vinden; de antwoorden volgen vanzelf.
    }
puzzle_your_move = Jij bent aan zet.
puzzle_reply = Het antwoord komt eraan…
puzzle_solved = Opgelost.
puzzle_solved_rating = Opgelost! Je rating is nu { $rating } ({ $change }).
puzzle_shown = Dat was de oplossing. Probeer het nog eens, of ga door naar de volgende.
puzzle_none_mine = Nog geen fouten om over te doen: analyseer een partij, dan komen de fouten en blunders daaruit hier terecht.
puzzle_not_this_one = Deze niet.
puzzle_why_result = Deze niet: met het beste spel daarna eindigt de partij op { $got }; met de juiste zet op { $best }.
puzzle_why_answer = Deze niet: { $side } antwoordt met { $move } en houdt stand.
puzzle_why_opponent_wins = Deze niet: { $side } wint dan met { $move }.
puzzle_wait = Wacht op het antwoord.
puzzle_over = Deze puzzel is voorbij: probeer hem nog eens of ga door naar de volgende.
puzzle_hint = Tip
puzzle_solution = Toon de oplossing
puzzle_retry = Nog eens
puzzle_next = Volgende puzzel
puzzle_set = Reeks: { $name }
puzzle_set_all = alle puzzels
puzzle_set_mine = mijn fouten
puzzle_close = Sluiten
puzzle_keys = H: tip · End: oplossing · Page Down: volgende · Page Up: nog eens · Esc: sluiten. Na een tip of een foute zet telt de puzzel als niet opgelost.
puzzle_file_damaged = Je puzzelbestand kon niet gelezen worden ({ $reason }); je puzzelratings beginnen opnieuw.
puzzle_not_saved = Je puzzelresultaten worden niet opgeslagen: { $reason }
puzzle_mistakes_added =
    { $count ->
        [one] Eén fout uit deze partij is nu een puzzel om over te doen (Puzzels, mijn fouten).
       *[other] { $count } fouten uit deze partij zijn nu puzzels om over te doen (Puzzels, mijn fouten).
    }
review_retry = Deze stelling opnieuw proberen
puzzle_theme_corner = hoek
puzzle_theme_parity = pariteit
puzzle_theme_wipeout = wipe
puzzle_theme_edge = rand
puzzle_theme_shot = combinatie
puzzle_theme_crowning = dam halen
puzzle_theme_multi_capture = meerslag
puzzle_theme_exit = het bord verlaten
puzzle_theme_deployment = ontplooiing
puzzle_theme_rebound = terugkaatsen
puzzle_theme_capture = slag
puzzle_theme_combination = meerdere zetten
