# Textes de l'interface de Tavola en français, traduits de la référence
# anglaise (les identifiants et les variables restent les mêmes dans chaque langue).
# Les variables reçoivent des valeurs fournies par le jeu : camps et noms de jeux
# déjà traduits ; cases et coups en notation, laissés tels quels.

## Mots communs : camps, noms des jeux, niveaux de l'ordinateur, interrupteurs, vitesses, joueurs, résultats et raisons de fin de partie.

side_black = Noir
side_white = Blanc
game_othello = Othello
game_gounki = Gounki
game_checkers = Dames basques
level_beginner = Débutant
level_casual = Amateur
level_strong = Confirmé
level_expert = Expert
on = oui
off = non
speed_slow = lente
speed_normal = normale
speed_fast = rapide
speed_instant = instantanée
player_human = Humain
player_computer = Ordinateur ({ $level })
to_move = Au tour de { $side }
outcome_win_score = { $side } gagne { $high }–{ $low }
outcome_draw_score = Partie nulle { $black }–{ $white }
outcome_win = { $side } gagne ({ $reason })
outcome_draw = Partie nulle ({ $reason })
reason_no_moves_left = aucun joueur ne peut jouer
reason_exit = une pièce a quitté le plateau
reason_all_captured = toutes les pièces adverses prises
reason_no_legal_move = plus aucun coup possible
reason_threefold_repetition = triple répétition
reason_forty_ply_rule = 40 demi-coups sans prise ni mouvement de pion
reason_agreement = nulle d'un commun accord
reason_resignation = abandon
reason_time = au temps
game_is_over = La partie est terminée
wait_computer = Patientez : c'est au tour de l'ordinateur

## Écran titre.

app_name = Tavola
loading = On prépare la table…
title_tagline = Jeux de plateau en 3D — deux joueurs, un seul écran
title_player = { $side } : { $player }
title_continue = Reprendre
title_play = Jouer
title_keys = Touches
open_saved_game = Ouvrir une partie sauvegardée
settings = Réglages
showcase = Vitrine
title_help =
    Clic gauche : jouer   Glisser clic droit : tourner le plateau   Molette : zoom   C : recentrer la vue
    L : coups possibles   H : indice   Espace/clic : passer l'animation   P : relecture (virgule/point : pas à pas)   Esc : menu de jeu
    Clavier : Tab ou flèches + Entrée pour choisir ici (1/2/3 lancent une partie, B/W choisissent les joueurs) ; en partie, flèches + Entrée pour jouer, Tab saute à une case marquée

## Menu de jeu (Esc pendant une partie).

menu_resume = Reprendre (Esc)
menu_save = Sauvegarder (Ctrl+S)
menu_open = Ouvrir une partie sauvegardée (Ctrl+O)
menu_offer_draw = Proposer la nulle
menu_new_game = Nouvelle partie (Ctrl+N)
title_screen = Écran titre

## Interface de jeu : panneau d'état, boutons, proposition de nulle.

thinking = L'ordinateur réfléchit…
help_line = Glisser clic droit : tourner   Molette : zoom   C : vue   L : coups   H : indice   S : vitesse   M : muet   A : ambiance   Ctrl+Z/Y : annuler/rétablir   Esc : menu
game_over = Partie terminée
new_game = Nouvelle partie
button_undo = Annuler
button_redo = Rétablir
button_hint = Indice
resign = Abandonner
button_offer_draw = Proposer nulle
computer_declines_draw = L'ordinateur refuse la nulle
draw_offer = { $offering } propose la nulle. { $other }, acceptez-vous ?
accept_draw = Accepter la nulle
decline_esc = Refuser (Esc)

## Indices.

hint_looking = Recherche d'un bon coup…
hint_unavailable = Les indices ne servent qu'au tour d'un joueur humain, en cours de partie
hint_move = Indice : { $move }

## Messages des touches de réglage.

reduced_motion_on = Animations réduites activées
reduced_motion_off = Animations réduites désactivées
volume = Volume : { $percent } %
sound_on = Son activé
sound_off = Son coupé
ambience_on = Ambiance activée
ambience_off = Ambiance coupée
last_move_on = Marqueur du dernier coup activé
last_move_off = Marqueur du dernier coup désactivé

## Lignes de la fenêtre des réglages (aussi les messages des touches qui les changent).

setting_speed = Vitesse d'animation : { $value }
setting_reduced_motion = Animations réduites : { $value }
setting_legal_moves = Marqueurs des coups possibles : { $value }
setting_last_move = Marqueur du dernier coup : { $value }
setting_coordinates = Coordonnées : { $value }
setting_camera_turns = La caméra suit le joueur actif : { $value }
setting_family_rules = Règles familiales (dames) : { $value }
setting_colours = Couleurs : { $value }
colours_standard = classiques
colours_high_contrast = contraste élevé
setting_language = Langue : { $value }
setting_ui_size = Taille de l'interface : { $percent } %
setting_graphics = Graphismes : { $value }
quality_auto = automatique ({ $level })
quality_low = bas
quality_medium = moyen
quality_high = élevé
setting_sound = Son : { $value }
setting_master = Volume général : { $percent } %
setting_effects = Volume des effets : { $percent } %
setting_interface = Volume de l'interface : { $percent } %
setting_ambience = Volume de l'ambiance : { $percent } %
setting_ambience_loop = Ambiance en boucle : { $value }
close_esc = Fermer (Esc)

## Parties sauvegardées : sauvegarde, ouverture, sélecteur.

saved_to = Partie sauvegardée : { $path }
could_not_save = Échec de la sauvegarde : { $error }
no_data_folder_save = Aucun dossier de données où sauvegarder
no_game_to_save = Aucune partie à sauvegarder
no_data_folder_open = Aucun dossier de données d'où ouvrir une partie
no_saved_game_of = { $game } : aucune partie sauvegardée (Ctrl+S pour sauvegarder)
no_saved_games = Aucune partie sauvegardée (Ctrl+S en cours de partie pour la sauvegarder)
save_entry =
    { $moves ->
        [one] { $game }  { $time } UTC  { $moves } coup
       *[other] { $game }  { $time } UTC  { $moves } coups
    }
save_entry_damaged = { $game }  { $time } UTC  (endommagée : ligne { $line })
save_entry_large = { $game }  { $time } UTC  (gros fichier : lu à l’ouverture)
chooser_more =
    { $count ->
        [one] { $count } sauvegarde plus ancienne non affichée. Dossier : { $folder }
       *[other] { $count } sauvegardes plus anciennes non affichées. Dossier : { $folder }
    }
chooser_folder = Dossier : { $folder }
cancel_esc = Annuler (Esc)
holds_another_game = { $path } contient une partie d'un autre jeu
opened = Partie ouverte : { $path }
open_failed = { $path } : { $error }

## Liste des coups, consultation et annulation.

moves_heading = Coups
moves_heading_reviewing = Coups (consultation)
moves_none = aucun pour l'instant
back_to_game = Retour à la partie
move_line = { $number }. { $side } : { $move }
opening_line = Ouverture : { $name }
reviewing_click_back = Consultation d'une position antérieure : cliquez sur « Retour à la partie » pour jouer
reviewing_back_first = Consultation d'une position antérieure : cliquez d'abord sur « Retour à la partie »
nothing_to_undo = Rien à annuler
moves_taken_back =
    { $count ->
        [one] { $count } coup annulé
       *[other] { $count } coups annulés
    }
nothing_to_redo = Rien à rétablir

## Relecture.

replay_paused = Relecture en pause (P : lecture, virgule/point : pas à pas)
replay_resumed = Relecture reprise
nothing_to_replay = Rien à relire pour l'instant
replay_from_start = Relecture depuis le début (P : pause)
replay_at_start = Début de la partie
replay_at_end = Dernier coup atteint
replay_stopped = Relecture arrêtée : la partie continue à partir d'ici

## Légendes de la vitrine.

showcase_title =
    { $game }
    { $event }
showcase_player = { $side } : { $name }
showcase_no_players = Joueurs non renseignés
showcase_unfinished = Résultat : partie inachevée
showcase_result = Résultat : { $result }
showcase_move = Coup { $shown } sur { $total }
showcase_help =
    Vitrine : une touche ou un clic
    ramène à l'écran titre

## Othello.

square_taken = La case { $square } est déjà occupée
flips_nothing = { $square } ne retourne aucun pion : coup illégal
othello_pass = { $side } n'a aucun coup possible — il passe
othello_counts = Noir { $black }   Blanc { $white }

## Dames basques.

huff_panel = Soufflage : cliquez sur une pièce cerclée pour la retirer
decline_d = Refuser (D)
huffs_piece = { $side } souffle la pièce en { $square }
missed_capture = { $side } a manqué une prise : { $huffer } peut souffler une pièce cerclée (D pour refuser)
checkers_side =
    { $kings ->
        [0] { $side } : { $count } sur le damier, prises : { $captured }
        [one] { $side } : { $count } sur le damier (1 dame), prises : { $captured }
       *[other] { $side } : { $count } sur le damier ({ $kings } dames), prises : { $captured }
    }
game_over_reason = Partie terminée : { $reason }
may_huff = { $side } peut souffler une pièce cerclée (D pour refuser)
capture_compulsory =
    { $count ->
        [one] Prise obligatoire : prenez { $count } pièce
       *[other] Prise obligatoire : prenez { $count } pièces
    }
family_rules_status = Règles familiales : { $value }
checkers_help =
    Cliquez sur une pièce, puis sur une case marquée ; recliquez dessus ou faites un clic droit pour annuler
    N : notation { $labels }   F : règles familiales   V : vue alternée ({ $hotseat })   D : ne pas souffler
labels_algebraic = algébrique
labels_number = numérique
wait_animation = Attendez la fin du coup (un clic ou Espace pour l'abréger)
dark_squares_only = Les pièces ne se placent que sur les cases foncées
must_capture =
    { $count ->
        [one] Vous devez prendre { $count } pièce : ces pièces le peuvent ({ $pieces })
       *[other] Vous devez prendre { $count } pièces : ces pièces le peuvent ({ $pieces })
    }
piece_cannot_move = La pièce en { $square } ne peut pas bouger
not_legal_destination = { $square } n'est pas une case d'arrivée possible
square_holds = { $square } : pièce de { $owner } ; au tour de { $side }
square_empty_pieces = { $square } est vide : cliquez sur une pièce de { $side }
family_rules_on = Règles familiales : la pièce qui n'a pas pris peut être soufflée
family_rules_off = Règles familiales désactivées : la prise est obligatoire
family_rules_stay = Les règles familiales restent actives : cette partie contient déjà un coup fautif ou un soufflage ({ $move })
no_huff = Il n'y a aucun soufflage à refuser
declines_huff = { $side } renonce à souffler

## Gounki.

camera_follows = La caméra suit le joueur actif : { $value }
gounki_counts =
    Pièces         Blanc { $white_pieces }   Noir { $black_pieces }
    Vers la zone   Blanc { $white_goal }   Noir { $black_goal }
gounki_idle =
    Cliquez sur une pièce de { $side }
    V : la caméra suit le joueur actif
gounki_selected = { $square } : cliquez sur une case marquée
gounki_selected_exit = { $square } : cliquez sur une case marquée ou sur la flèche
gounki_null_twice = { $square } deux fois : déplacement nul
gounki_keys_exit = Flèche au-delà du bord du but (clavier, manette) : sortir du plateau
gounki_keys_deploy = D : déployer   Clic droit : annuler
right_click_cancel = Clic droit : annuler
select_stack_first = Choisissez d'abord une combinaison de 2 ou 3 pièces, puis D
order_needs_deploy = O choisit l'ordre d'un déploiement (D d'abord)
choose_directions_first = Choisissez d'abord une direction pour chaque groupe
nothing_to_confirm = Rien à valider
cannot_exit = Cette pièce ne peut pas sortir du plateau maintenant
null_move_confirm = Cliquez encore sur { $square } pour le déplacement nul { $square }-{ $square } (clic droit pour annuler)
cannot_reach = La pièce en { $from } ne peut pas atteindre { $to }
square_is_owners = { $square } appartient à { $owner } ; au tour de { $side }
select_own_stack = Choisissez une pièce de { $side }
button_deploy = Déployer (D)
button_order = Ordre (O)
button_confirm = Valider (Espace)
button_cancel = Annuler (clic droit)
drop_label = { $order }. { $piece } (hauteur { $height })
square_empty = { $square } est vide
single_cannot_deploy = Un { $stack } seul ne peut pas se déployer : seules les combinaisons de 2 ou 3 pièces se séparent
no_legal_deployment = Le { $stack } en { $square } n'a aucun déploiement possible ici
deployment_complete = Le déploiement est complet : Espace pour valider, clic droit pour annuler
not_a_direction = { $square } n'ouvre aucune direction possible pour les { $group }
group_rounds = ronds
group_squares = carrés
one_group_no_order = Un { $stack } n'a qu'un seul groupe : pas d'ordre à choisir
no_deployment_order = Aucun déploiement possible avec les { $group } en premier
order_one_group = un seul groupe
order_rounds_first = ronds d'abord (*)
order_squares_first = carrés d'abord (+)
deploy_preview =
    Déploiement { $move } : { $drops }
    Espace : valider   Clic droit : annuler
drop_line = { $square } : { $piece }, hauteur { $height }
deploy_choose =
    Déploiement en { $square }, { $order } :
    cliquez où vont les { $group }
order_key = O : ordre   Clic droit : annuler
piece_round = rond
piece_square = carré
stack_round = rond
stack_square = carré
stack_double_round = rond double
stack_double_square = carré double
stack_square_round = carré-rond
stack_triple_round = rond triple
stack_triple_square = carré triple
stack_round_round_square = rond-rond-carré
stack_square_square_round = carré-carré-rond
rounds =
    { $count ->
        [one] { $count } rond
       *[other] { $count } ronds
    }
squares =
    { $count ->
        [one] { $count } carré
       *[other] { $count } carrés
    }
reach_round = de { $count } en rond
reach_square = de { $count } en carré
reach_either = { $first } ou { $second }
stack_hover =
    { $square } { $stack } ({ $side })
    { $parts }
    se déplace { $reach }
stack_hover_deploys =
    { $square } { $stack } ({ $side })
    { $parts }
    se déplace { $reach } (ou se déploie)
goal = Zone de { $side }

## Livre des règles : panneau, sommaire, étapes, messages d'erreur des exercices, proposition avant la première partie.

book_rules = Règles
book_title = { $game } : les règles
book_contents = Sommaire
book_chapter = { $number }. { $title }
book_step = Étape { $number } sur { $count }
book_back = Précédent
book_next = Suivant
book_replay = Rejouer
book_show_me = Montrez-moi
book_close = Fermer
book_your_move = À vous : jouez le coup sur le plateau.
book_watch = Regardez le coup. « Rejouer » le montre de nouveau.
book_look = Observez le plateau, puis continuez avec « Suivant ».
book_passed = Bravo ! Continuez avec « Suivant ».
book_shown = Voici la réponse. Rejouez l'étape pour essayer vous-même.
book_step_over = Cette étape est terminée : continuez avec « Suivant », ou « Rejouer » pour réessayer.
book_chapter_done = Chapitre terminé.
book_done_mark = terminé
book_chapters_done = Règles : { $done } sur { $total } chapitres terminés
book_end = Vous avez lu tout le livre. Fermez-le pour jouer.
book_keys = Flèche gauche / droite ou Pg préc / Pg suiv : précédent et suivant · F1 : sommaire · Esc : fermer le livre
book_miss_not_the_move = Ce coup est légal, mais ce n'est pas celui que demande cette étape. Réessayez.
book_miss_flips =
    { $got ->
        [one] Ce coup retourne { $got } pion ; cette étape en demande { $want }. Réessayez.
       *[other] Ce coup retourne { $got } pions ; cette étape en demande { $want }. Réessayez.
    }
book_miss_captures =
    { $got ->
        [0] Ce coup ne prend rien ; cette étape demande d'en prendre { $want }. Réessayez.
        [one] Ce coup prend { $got } pièce ; cette étape demande d'en prendre { $want }. Réessayez.
       *[other] Ce coup prend { $got } pièces ; cette étape demande d'en prendre { $want }. Réessayez.
    }
book_miss_ends_on = Ce coup se termine en { $got }, et non en { $want }. Réessayez.
book_miss_no_crown = Ce coup ne mène aucun pion à dame. Réessayez.
book_miss_no_win = Ce coup ne gagne pas encore la partie. Réessayez.
book_miss_no_deployment = Ce n'est pas un déploiement dont la dernière pièce arrive en { $want }. Réessayez.
book_offer = Vous découvrez { $game } ? Lisez les règles ({ $minutes } min)
book_offer_read = Lire les règles
book_offer_no = Non merci
keys_hint = F1 ou ? : touches et règles
keys_title = { $game } : touches
keys_rules = Règles de ce jeu
record_vs = Contre { $level } : jouées { $played }, gagnées { $won }, perdues { $lost }, nulles { $drawn }
record_hotseat = À deux : jouées { $played } ; { $side } : gagnées { $won }, perdues { $lost }, nulles { $drawn }
record_streak_won = Victoires d'affilée : { $count }
record_streak_lost = Défaites d'affilée : { $count }

## Presse-papiers et fichiers déposés.

clipboard_keys = Ctrl+C : copier la position   Ctrl+Maj+C : copier la partie   Ctrl+V : coller une partie ou une position   Déposer un fichier sur la fenêtre : l'ouvrir
title_paste_keys = Ctrl+V : coller une partie ou une position   Déposer un fichier sur la fenêtre : l'ouvrir
copied_position = Position copiée : { $text }
copied_game = Partie copiée ({ $game })
copy_failed = Échec de la copie : { $error }
nothing_to_copy = Aucune partie à copier
pasted = Collé : { $game }
paste_failed = Rien n'a été collé : { $error }
dropped_folder = { $path } est un dossier : déposez une partie sauvegardée, ou un fichier texte avec une partie ou une position

## The position editor.

title_set_up = Composer
menu_edit_position = Modifier cette position
setup_title = Composer une position : { $game }
setup_keys = Cliquez ou glissez sur les cases pour poser la pièce choisie. Q / E : pièce précédente / suivante ({ $count } en tout)   Suppr : retirer la pièce du dessus sur la case du curseur   T : trait   Échap : annuler
setup_take_off = Retirer
setup_clear = Vider le plateau
setup_start = Position de départ
setup_play = Jouer
setup_analyse = Analyser
setup_copy = Copier
setup_cancel = Annuler
setup_ready = Prête à jouer
setup_cannot_play = Impossible à jouer : { $reason }
setup_on_square = { $square } : { $reason }
setup_no_pieces = le plateau n'a aucune pièce
setup_not_a_square = aucune pièce ne peut se poser sur cette case
setup_stack_too_high = une combinaison compte au plus trois pièces
setup_too_many_pieces = { $side } aurait { $count } pièces ; un camp en a au plus { $most }
setup_too_many_rounds = { $side } aurait { $count } ronds ; un camp en a au plus { $most }
setup_too_many_squares = { $side } aurait { $count } carrés ; un camp en a au plus { $most }
setup_man_on_crowning_row = un pion sur sa rangée de promotion serait déjà dame : faites-en une dame
piece_black_disc = Pion noir
piece_white_disc = Pion blanc
piece_white_round = Rond blanc
piece_white_square = Carré blanc
piece_black_round = Rond noir
piece_black_square = Carré noir
piece_white_man = Pion blanc
piece_white_king = Dame blanche
piece_black_man = Pion noir
piece_black_king = Dame noire

## Game review.

menu_review_game = Analyser cette partie
review_button = Analyser
review_title = Analyse de la partie
review_nothing = Aucun coup à analyser pour l'instant
review_progress = Analyse des coups : { $done } sur { $total }
review_graph_hint = Chances de gain de Blanc après chaque coup : cliquez ou glissez pour y aller
review_accuracy = { $side } : précision { $accuracy }
review_counts = ! { $best } · bons { $good } · ?! { $inaccuracies } · ? { $mistakes } · ?? { $blunders }
review_mistakes = Les plus grosses erreurs :
review_no_mistakes = Aucune erreur : bien joué !
review_move = { $number }. { $side } : { $move } ({ $grade })
review_played = Joué : { $value } ({ $chance } % de chances de gain)
review_better = Mieux : { $move } : { $value } ({ $chance } % de chances de gain)
review_line = Suite : { $line }
review_why = Pourquoi : { $reason }
review_graph_hint_discs = Avance de Blanc en pions après chaque coup ({ $span } aux bords haut et bas) : cliquez ou glissez pour y aller
review_disc_grades = Pions perdus : ?! { $inaccuracy }+ · ? { $mistake }+ · ?? { $blunder }+
review_result_line = { $result }
review_why_gives_corner = Laisse l'adversaire prendre le coin { $square }.
review_why_x_square = La case { $square } touche le coin vide { $other } : elle peut offrir ce coin à l'adversaire.
review_why_c_square = La case { $square } est au bord, à côté du coin vide { $other } : elle peut offrir ce coin à l'adversaire.
review_why_misses_corner = Laisse passer le coin { $square }.
review_why_misses_stable =
    { $n ->
        [one] Laisse passer { $square }, qui rend { $n } pion impossible à retourner.
       *[other] Laisse passer { $square }, qui rend { $n } pions impossibles à retourner.
    }
review_why_gives_wipeout = Laisse l'adversaire retourner tous les pions : il n'en reste plus un seul.
review_why_gives_tempo = Après la réponse, plus aucun coup possible : l'adversaire joue deux fois de suite.
review_why_loses_mobility =
    { $m ->
        [one] Il reste { $m } coup après la réponse, au lieu de { $n }.
       *[other] Il reste { $m } coups après la réponse, au lieu de { $n }.
    }
review_why_loses_discs =
    { $n ->
        [one] La meilleure suite finit avec { $n } pion d'avance.
       *[other] La meilleure suite finit avec { $n } pions d'avance.
    }
review_why_allows_exit = Laisse l'adversaire sortir du plateau depuis { $square } et gagner.
review_why_misses_exit = Laisse passer la victoire : sortir du plateau depuis { $square }.
review_why_loses_stack =
    { $n ->
        [one] Laisse l'adversaire prendre { $n } pièce en { $square }.
       *[other] Laisse l'adversaire prendre la combinaison en { $square } ({ $n } pièces).
    }
review_why_deploys_into_capture = Le déploiement pose une pièce en { $square }, où l'adversaire la prend.
review_why_blocks_path =
    { $m ->
        [one] Se barre la route en { $square } : il reste { $m } coup après la réponse, au lieu de { $n }.
       *[other] Se barre la route en { $square } : il reste { $m } coups après la réponse, au lieu de { $n }.
    }
review_why_allows_shot =
    { $n ->
        [one] Permet une combinaison à l'adversaire : il prend { $n } pièce contre { $m }.
       *[other] Permet une combinaison à l'adversaire : il prend { $n } pièces contre { $m }.
    }
review_why_misses_longer_capture =
    { $m ->
        [one] Prend { $m } pièce alors que la meilleure prise en prend { $n }.
       *[other] Prend { $m } pièces alors que la meilleure prise en prend { $n }.
    }
review_why_allows_crown = Laisse un pion adverse aller à dame en { $square }.
review_why_walks_into_huff = Oublie une prise : la pièce en { $square } peut être soufflée.
review_why_misses_capture = Laisse passer la prise en { $squares }.
review_why_loses_material =
    { $n ->
        [one] L'adversaire en sort avec { $n } pièce d'avance.
       *[other] L'adversaire en sort avec { $n } pièces d'avance.
    }
review_why_weaker_position = La perte n'apparaît que plus loin : { $better } garde une position nettement meilleure.
review_why_misses_forced_win = Manque un gain forcé.
review_why_allows_forced_win = Permet à l'adversaire de forcer le gain.
value_win = gagné
value_loss = perdu
value_draw = nulle
value_exact = { $value } exact
review_show_line = Montrer la meilleure suite
review_stop_line = Revenir à la partie
review_line_playing = La meilleure suite se joue…
review_close = Fermer l'analyse
grade_forced = Forcé
grade_best = Meilleur coup
grade_good = Bon coup
grade_inaccuracy = Imprécision
grade_mistake = Erreur
grade_blunder = Gaffe

## Scores on the board.

setting_scores = Scores sur le plateau : { $value }
scores_on = Scores sur le plateau : activés (I)
scores_off = Scores sur le plateau : désactivés (I)
review_keys = I : scores sur le plateau   Échap, Analyser cette partie : coups notés et meilleurs coups   Échap, Modifier cette position : composer une position
setting_threads = Fils du moteur : { $value }
threads_auto = automatique ({ $count })

## Manettes. Les boutons portent les noms imprimés sur les manettes :
## A, B, X, Y, Start, Back, LB, RB, L3 (enfoncer le stick gauche), R3.

setting_controllers = Manettes : { $value }
controllers_any = chacune pour le camp au trait
controllers_black_white = 1 joue Noir, 2 Blanc
controllers_white_black = 1 joue Blanc, 2 Noir
pad_connected = Manette { $number } connectée : { $name }
pad_disconnected = Manette { $number } déconnectée
pad_not_your_turn = La manette { $number } joue { $side } : attendez votre tour
keys_controller = Manette
pad_keys = Croix directionnelle ou stick gauche : déplacer le curseur   A : agir sur la case, appuyer sur le bouton   B : annuler, retour   X : indice   Y : touches   Start : menu de jeu   Back : annuler le coup   LB : vue suivante   RB : passer, valider   Stick droit : tourner la vue   Gâchettes : zoom
gounki_pad_keys = L3 : déployer la combinaison   R3 : changer l'ordre
checkers_pad_keys = L3 : ne pas souffler

## Lecteurs d'écran : les cases du plateau telles qu'un joueur les dit, et
## l'annonce après chaque coup (« Noir joue c4, 3 pions retournés ; au tour de Blanc »).
## Dans les noms des pièces, $side est l'identifiant black ou white (on choisit
## dessus pour accorder la couleur au nom de la pièce) ; dans said_move, c'est
## le nom du camp comme dans side_black / side_white.

a11y_board = Plateau : { $game }
a11y_announcements = Annonces
a11y_legal = coup possible
a11y_last_move = dernier coup
a11y_empty = vide
a11y_square = { $name }, { $content }
said_move = { $side } joue { $move }
said_then = { $said } ; { $next }
othello_a11y_disc =
    { $side ->
        [black] pion noir
       *[white] pion blanc
    }
othello_a11y_flips =
    { $count ->
        [one] retourne { $count } pion
       *[other] retourne { $count } pions
    }
othello_said_flipped =
    { $count ->
        [one] { $count } pion retourné
       *[other] { $count } pions retournés
    }
othello_said_pass = { $side } passe
gounki_a11y_stack =
    { $side ->
        [black] pièce noire
       *[white] pièce blanche
    } : { $pieces }
gounki_said_captures =
    { $count ->
        [one] prend { $count } pièce
       *[other] prend { $count } pièces
    }
gounki_said_exit = sort du plateau
gounki_said_deploy = se déploie
checkers_a11y_man =
    { $side ->
        [black] pion noir
       *[white] pion blanc
    }
checkers_a11y_king =
    { $side ->
        [black] dame noire
       *[white] dame blanche
    }
checkers_a11y_light = case claire, hors jeu
checkers_said_captures =
    { $count ->
        [one] prend { $count } pièce
       *[other] prend { $count } pièces
    }
checkers_said_crowned = va à dame
checkers_said_huff = la pièce en { $square } est soufflée

# Clocks
clock_none = aucune
title_clock = Pendule : { $clock }
menu_clock = Pendule de la prochaine partie : { $clock }
clock_paused = En pause (P pour reprendre)
clock_a11y =
    Temps de { $side } : { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } et { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
clock_one_minute = { $side } : plus qu'une minute
clock_ten_seconds = { $side } : plus que dix secondes
clock_paused_notice = Pendule en pause
clock_resumed_notice = Pendule relancée
clock_resume_hint = La pendule attend : appuyez sur P pour la lancer
clock_damaged = Impossible de lire la pendule de cette partie ({ $reason }) : la partie continue sans pendule
setting_clock = Pendule des nouvelles parties : { $value }
setting_clock_white = Temps de Blanc : { $value }
setting_clock_black = Temps de Noir : { $value }
setting_clock_pause = Arrêter la pendule hors de la fenêtre : { $value }
clock_pause_hotseat = en partie à deux
clock_pause_always = toujours
clock_pause_never = jamais
keys_clock = P : arrêter ou relancer la pendule (Start sur la manette l'arrête aussi, en ouvrant le menu)
review_move_time = Temps pour ce coup : { $time }
save_failing = Votre partie n'est pas sauvegardée : { $reason }. Le jeu continue ; la dernière sauvegarde réussie est conservée.
save_works_again = La sauvegarde fonctionne à nouveau : votre partie est sauvegardée.
puzzles = Problèmes
puzzle_title = { $game } : problèmes
puzzle_header = Problème { $id } · classement { $rating }
puzzle_your_rating = Votre classement : { $rating } · série { $streak } (record { $best })
puzzle_task_win = { $side } joue et gagne
puzzle_task_best = { $side } joue : un seul coup garde le meilleur résultat
puzzle_task_material = { $side } joue et gagne { $count ->
        [one] un pion
       *[other] { $count } pions
    }
puzzle_task_crown = { $side } joue et va à dame
puzzle_task_exit = { $side } joue et sort du plateau
puzzle_task_better = { $side } joue : trouvez le coup manqué dans votre partie
puzzle_moves =
    { $count ->
        [one] Un coup à trouver.
       *[other] { $count } coups à trouver ; les réponses se jouent d'elles-mêmes.
    }
puzzle_your_move = À vous de jouer.
puzzle_reply = La réponse arrive…
puzzle_solved = Résolu.
puzzle_solved_rating = Résolu ! Votre classement passe à { $rating } ({ $change }).
puzzle_shown = C'était la solution. Réessayez, ou passez au problème suivant.
puzzle_none_mine = Pas encore d'erreur à rejouer : analysez une partie, et ses erreurs et gaffes arriveront ici.
puzzle_not_this_one = Pas ce coup-là.
puzzle_why_result = Pas ce coup-là : avec le meilleur jeu ensuite, la partie finit à { $got } ; le bon coup la mène à { $best }.
puzzle_why_answer = Pas ce coup-là : { $side } répond { $move } et tient.
puzzle_why_opponent_wins = Pas ce coup-là : { $side } gagne alors par { $move }.
puzzle_wait = Attendez la réponse.
puzzle_over = Ce problème est terminé : réessayez-le ou passez au suivant.
puzzle_hint = Indice
puzzle_solution = Voir la solution
puzzle_retry = Réessayer
puzzle_next = Problème suivant
puzzle_set = Recueil : { $name }
puzzle_set_all = tous les problèmes
puzzle_set_mine = mes erreurs
puzzle_close = Fermer
puzzle_keys = H : indice · Fin : solution · Pg suiv : suivant · Pg préc : recommencer · Échap : fermer. Avec un indice ou un mauvais coup, le problème compte comme raté.
puzzle_file_damaged = Impossible de lire votre fichier de problèmes ({ $reason }) : vos classements repartent de zéro.
puzzle_not_saved = Vos résultats aux problèmes ne sont pas sauvegardés : { $reason }
puzzle_mistakes_added =
    { $count ->
        [one] { $count } erreur de cette partie est devenue un problème à rejouer (Problèmes, mes erreurs).
       *[other] { $count } erreurs de cette partie sont devenues des problèmes à rejouer (Problèmes, mes erreurs).
    }
review_retry = Rejouer cette position
puzzle_theme_corner = coin
puzzle_theme_parity = parité
puzzle_theme_wipeout = anéantissement
puzzle_theme_edge = bord
puzzle_theme_shot = combinaison
puzzle_theme_crowning = promotion à dame
puzzle_theme_multi_capture = rafle
puzzle_theme_exit = sortie du plateau
puzzle_theme_deployment = déploiement
puzzle_theme_rebound = rebond
puzzle_theme_capture = prise
puzzle_theme_combination = plusieurs coups
