# Тексты интерфейса Tavola на русском языке. Идентификаторы сообщений и
# переменные те же, что в английском эталоне (locales/en/tavola.ftl).
# Стороны и названия игр подставляются уже переведёнными (в именительном
# падеже), клетки и ходы — это нотация, они остаются как есть.

## Общие слова: стороны, названия игр, уровни компьютера, переключатели, скорости, игроки, результаты и причины окончания партии.

side_black = Чёрные
side_white = Белые
game_othello = Отелло
game_gounki = Гунки
game_checkers = Баскские шашки
level_beginner = Новичок
level_casual = Любитель
level_strong = Сильный
level_expert = Эксперт
on = вкл
off = выкл
speed_slow = медленная
speed_normal = обычная
speed_fast = быстрая
speed_instant = мгновенная
player_human = Человек
player_computer = Компьютер ({ $level })
to_move = Ходят { $side }
outcome_win_score = { $side } выиграли { $high }–{ $low }
outcome_draw_score = Ничья { $black }–{ $white }
outcome_win = { $side } выиграли ({ $reason })
outcome_draw = Ничья ({ $reason })
reason_no_moves_left = ходов нет ни у кого
reason_exit = фигура ушла за край доски
reason_all_captured = все фигуры соперника побиты
reason_no_legal_move = не осталось возможных ходов
reason_threefold_repetition = троекратное повторение позиции
reason_forty_ply_rule = 40 полуходов без взятий и ходов простыми
reason_agreement = по соглашению
reason_resignation = соперник сдался
reason_time = по времени
game_is_over = Партия окончена
wait_computer = Подождите: сейчас ходит компьютер

## Главный экран.

app_name = Tavola
loading = Накрываем на стол…
title_tagline = Настольные игры в 3D — вдвоём за одним экраном
title_player = { $side }: { $player }
title_continue = Продолжить
title_play = Играть
title_keys = Клавиши
open_saved_game = Открыть сохранённую партию
settings = Настройки
showcase = Демонстрация
title_help =
    ЛКМ: ход   Тянуть ПКМ: поворот доски   Колесо: масштаб   C: сбросить вид
    L: возможные ходы   H: подсказка   Пробел/щелчок: пропустить анимацию   P: повтор (запятая/точка: шаг)   Esc: меню игры
    Клавиатура: здесь Tab или стрелки + Enter — выбор (1/2/3 — начать игру, B/W — выбор игроков); в партии стрелки + Enter — ход, Tab — к отмеченной клетке

## Меню игры (Esc во время партии).

menu_resume = Продолжить (Esc)
menu_save = Сохранить партию (Ctrl+S)
menu_open = Открыть партию (Ctrl+O)
menu_offer_draw = Предложить ничью
menu_new_game = Новая партия (Ctrl+N)
title_screen = Главный экран

## Панель игры: состояние, кнопки, предложение ничьей.

thinking = Компьютер думает…
help_line = Тянуть ПКМ: поворот   Колесо: масштаб   C: вид   L: ходы   H: подсказка   S: скорость   M: звук   A: фон   Ctrl+Z/Y: отменить/вернуть   Esc: меню
game_over = Конец партии
new_game = Новая партия
button_undo = Отменить
button_redo = Вернуть
button_hint = Подсказка
resign = Сдаться
button_offer_draw = Предложить ничью
computer_declines_draw = Компьютер отказывается от ничьей
draw_offer = { $offering } предлагают ничью. { $other }, согласны?
accept_draw = Принять ничью
decline_esc = Отказаться (Esc)

## Подсказки.

hint_looking = Ищу хороший ход…
hint_unavailable = Подсказки доступны, только когда ходит человек и партия не окончена
hint_move = Подсказка: { $move }

## Сообщения клавиш настроек.

reduced_motion_on = Уменьшение движения: вкл
reduced_motion_off = Уменьшение движения: выкл
volume = Громкость { $percent } %
sound_on = Звук: вкл
sound_off = Звук: выкл
ambience_on = Фоновые звуки: вкл
ambience_off = Фоновые звуки: выкл
last_move_on = Метка последнего хода: вкл
last_move_off = Метка последнего хода: выкл

## Строки окна настроек (и сообщения клавиш, которые их меняют).

setting_speed = Скорость анимации: { $value }
setting_reduced_motion = Уменьшение движения: { $value }
setting_legal_moves = Метки возможных ходов: { $value }
setting_last_move = Метка последнего хода: { $value }
setting_coordinates = Координаты: { $value }
setting_camera_turns = Камера следует за ходом: { $value }
setting_family_rules = Правило фука (шашки): { $value }
setting_colours = Цвета: { $value }
colours_standard = стандартные
colours_high_contrast = высокий контраст
setting_language = Язык: { $value }
setting_ui_size = Размер интерфейса: { $percent } %
setting_graphics = Графика: { $value }
quality_auto = автоматически ({ $level })
quality_low = низкая
quality_medium = средняя
quality_high = высокая
setting_sound = Звук: { $value }
setting_master = Общая громкость: { $percent } %
setting_effects = Громкость эффектов: { $percent } %
setting_interface = Громкость интерфейса: { $percent } %
setting_ambience = Громкость фона: { $percent } %
setting_ambience_loop = Фоновые звуки: { $value }
close_esc = Закрыть (Esc)

## Сохранённые партии: сохранение, открытие, выбор.

saved_to = Сохранено: { $path }
could_not_save = Не удалось сохранить: { $error }
no_data_folder_save = Нет папки данных для сохранения
no_game_to_save = Нет партии для сохранения
no_data_folder_open = Нет папки данных, открывать неоткуда
no_saved_game_of = { $game }: сохранённых партий пока нет (Ctrl+S сохраняет)
no_saved_games = Сохранённых партий пока нет (в партии Ctrl+S сохраняет её)
save_entry =
    { $moves ->
        [one] { $game }  { $time } UTC  { $moves } ход
        [few] { $game }  { $time } UTC  { $moves } хода
        [many] { $game }  { $time } UTC  { $moves } ходов
       *[other] { $game }  { $time } UTC  { $moves } ходов
    }
save_entry_damaged = { $game }  { $time } UTC  (файл повреждён: строка { $line })
save_entry_large = { $game }  { $time } UTC  (большой файл: читается при открытии)
chooser_more =
    { $count ->
        [one] Ещё { $count } старое сохранение не показано. Папка: { $folder }
        [few] Ещё { $count } старых сохранения не показаны. Папка: { $folder }
        [many] Ещё { $count } старых сохранений не показано. Папка: { $folder }
       *[other] Ещё { $count } старых сохранений не показано. Папка: { $folder }
    }
chooser_folder = Папка: { $folder }
cancel_esc = Отмена (Esc)
holds_another_game = { $path }: здесь сохранена другая игра
opened = Открыто: { $path }
open_failed = { $path }: { $error }

## Список ходов, просмотр и отмена.

moves_heading = Ходы
moves_heading_reviewing = Ходы (просмотр)
moves_none = пока нет
back_to_game = Назад к партии
move_line = { $number }. { $side }: { $move }
opening_line = Дебют: { $name }
reviewing_click_back = Просмотр прежней позиции: чтобы играть, нажмите «Назад к партии»
reviewing_back_first = Просмотр прежней позиции: сначала нажмите «Назад к партии»
nothing_to_undo = Нечего отменять
moves_taken_back =
    { $count ->
        [1] Ход отменён
        [one] Отменён { $count } ход
        [few] Отменено { $count } хода
        [many] Отменено { $count } ходов
       *[other] Отменено { $count } ходов
    }
nothing_to_redo = Нечего возвращать

## Повтор партии.

replay_paused = Повтор на паузе (P: продолжить, запятая/точка: шаг)
replay_resumed = Повтор продолжен
nothing_to_replay = Повторять пока нечего
replay_from_start = Повтор с начала (P: пауза)
replay_at_start = Начало партии
replay_at_end = Последний ход
replay_stopped = Повтор остановлен: партия продолжается с этой позиции

## Подписи демонстрации.

showcase_title =
    { $game }
    { $event }
showcase_player = { $side }: { $name }
showcase_no_players = Игроки не указаны
showcase_unfinished = Результат: партия не окончена
showcase_result = Результат: { $result }
showcase_move = Ход { $shown } из { $total }
showcase_help =
    Демонстрация: любая клавиша или щелчок
    возвращает на главный экран

## Отелло.

square_taken = Клетка { $square } занята
flips_nothing = { $square }: ни одна фишка не переворачивается — ход невозможен
othello_pass = { $side }: ходов нет — пропуск хода
othello_counts = Чёрные { $black }   Белые { $white }

## Баскские шашки.

huff_panel = Фук: щёлкните по обведённой шашке, чтобы снять её
decline_d = Отказаться (D)
huffs_piece = { $side } берут за фук шашку на { $square }
missed_capture = { $side } не побили: { $huffer } могут взять за фук обведённую шашку (D — отказаться)
checkers_side =
    { $kings ->
        [0] { $side }: на доске { $count }, побито { $captured }
        [one] { $side }: на доске { $count } ({ $kings } дамка), побито { $captured }
        [few] { $side }: на доске { $count } ({ $kings } дамки), побито { $captured }
        [many] { $side }: на доске { $count } ({ $kings } дамок), побито { $captured }
       *[other] { $side }: на доске { $count } ({ $kings } дамок), побито { $captured }
    }
game_over_reason = Конец партии: { $reason }
may_huff = { $side } могут взять за фук обведённую шашку (D — отказаться)
capture_compulsory =
    { $count ->
        [one] Бить обязательно: { $count } шашку
        [few] Бить обязательно: { $count } шашки
        [many] Бить обязательно: { $count } шашек
       *[other] Бить обязательно: { $count } шашек
    }
family_rules_status = Правило фука: { $value }
checkers_help =
    Щёлкните по шашке, затем по отмеченному полю; повторный щелчок или ПКМ — отмена
    N: подписи — { $labels }   F: правило фука   V: камера за ходом ({ $hotseat })   D: отказаться от фука
labels_algebraic = буквы и цифры
labels_number = номера
wait_animation = Дождитесь конца хода (повторный щелчок или Пробел — пропустить)
dark_squares_only = Шашки стоят только на тёмных полях
must_capture =
    { $count ->
        [one] Нужно побить { $count } шашку, бить могут: { $pieces }
        [few] Нужно побить { $count } шашки, бить могут: { $pieces }
        [many] Нужно побить { $count } шашек, бить могут: { $pieces }
       *[other] Нужно побить { $count } шашек, бить могут: { $pieces }
    }
piece_cannot_move = Шашке на { $square } некуда ходить
not_legal_destination = На поле { $square } пойти нельзя
square_holds = На { $square } шашка соперника ({ $owner }), ходят { $side }
square_empty_pieces = Поле { $square } пусто: выберите шашку (ходят { $side })
family_rules_on = Правило фука: шашку, которая не побила, можно снять
family_rules_off = Правило фука выключено: бить обязательно
family_rules_stay = Правило фука остаётся включённым: в партии уже был ошибочный ход или фук ({ $move })
no_huff = Отказываться не от чего: фука нет
declines_huff = { $side } отказываются от фука

## Гунки.

camera_follows = Камера следует за ходящей стороной: { $value }
gounki_counts =
    Фигуры     Белые { $white_pieces }   Чёрные { $black_pieces }
    До финиша  Белые { $white_goal }   Чёрные { $black_goal }
gounki_idle =
    Ходят { $side }: выберите фигуру или башню
    V: камера следует за ходом
gounki_selected = { $square }: выберите отмеченную клетку
gounki_selected_exit = { $square }: выберите отмеченную клетку или стрелку
gounki_null_twice = { $square } дважды: нулевой ход
gounki_keys_exit = Стрелка за край у цели (клавиатура, геймпад): уйти с доски
gounki_keys_deploy = D: развернуть   ПКМ: отмена
right_click_cancel = ПКМ: отмена
select_stack_first = Сначала выберите башню из 2 или 3 фигур, затем D
order_needs_deploy = O выбирает порядок развёртывания (сначала D)
choose_directions_first = Сначала выберите направление для каждой группы
nothing_to_confirm = Нечего подтверждать
cannot_exit = Отсюда сейчас нельзя уйти с доски
null_move_confirm = Щёлкните по { $square } ещё раз для нулевого хода { $square }-{ $square } (ПКМ — отмена)
cannot_reach = С клетки { $from } до { $to } не дойти
square_is_owners = { $square }: фигура соперника ({ $owner }), ходят { $side }
select_own_stack = Выберите свою фигуру или башню (ходят { $side })
button_deploy = Развернуть (D)
button_order = Порядок (O)
button_confirm = Подтвердить (Пробел)
button_cancel = Отмена (ПКМ)
drop_label = { $order }. { $piece } (высота { $height })
square_empty = Клетка { $square } пуста
single_cannot_deploy = Одиночный { $stack } не развернуть: делятся только башни из 2 или 3 фигур
no_legal_deployment = Башню на { $square } ({ $stack }) здесь не развернуть
deployment_complete = Развёртывание готово: Пробел — подтвердить, ПКМ — отмена
not_a_direction = { $square }: сюда { $group } пойти не могут
group_rounds = круги
group_squares = квадраты
one_group_no_order = У башни «{ $stack }» одна группа: порядок выбирать не нужно
no_deployment_order = Нет возможного развёртывания, если первыми идут { $group }
order_one_group = одна группа
order_rounds_first = сначала круги (*)
order_squares_first = сначала квадраты (+)
deploy_preview =
    Развёртывание { $move }: { $drops }
    Пробел: подтвердить   ПКМ: отмена
drop_line = { $square }: { $piece }, высота { $height }
deploy_choose =
    Развёртывание { $square }, { $order }:
    укажите, куда идут { $group }
order_key = O: порядок   ПКМ: отмена
piece_round = круг
piece_square = квадрат
stack_round = круг
stack_square = квадрат
stack_double_round = двойной круг
stack_double_square = двойной квадрат
stack_square_round = квадрат-круг
stack_triple_round = тройной круг
stack_triple_square = тройной квадрат
stack_round_round_square = круг-круг-квадрат
stack_square_square_round = квадрат-квадрат-круг
rounds =
    { $count ->
        [one] { $count } круг
        [few] { $count } круга
        [many] { $count } кругов
       *[other] { $count } кругов
    }
squares =
    { $count ->
        [one] { $count } квадрат
        [few] { $count } квадрата
        [many] { $count } квадратов
       *[other] { $count } квадратов
    }
reach_round =
    { $count ->
        [one] на { $count } клетку как круг
        [few] на { $count } клетки как круг
        [many] на { $count } клеток как круг
       *[other] на { $count } клеток как круг
    }
reach_square =
    { $count ->
        [one] на { $count } клетку как квадрат
        [few] на { $count } клетки как квадрат
        [many] на { $count } клеток как квадрат
       *[other] на { $count } клеток как квадрат
    }
reach_either = { $first } или { $second }
stack_hover =
    { $square }: { $stack } ({ $side })
    { $parts }
    ходит { $reach }
stack_hover_deploys =
    { $square }: { $stack } ({ $side })
    { $parts }
    ходит { $reach } (или развёртывается)
goal = Финиш: { $side }

## Книга правил.

book_rules = Правила
book_title = { $game }: правила игры
book_contents = Оглавление
book_chapter = { $number }. { $title }
book_step = Шаг { $number } из { $count }
book_back = Назад
book_next = Далее
book_replay = Заново
book_show_me = Показать
book_close = Закрыть
book_your_move = Ваш ход: сделайте его на доске.
book_watch = Следите за ходом. «Заново» покажет его ещё раз.
book_look = Посмотрите на доску, затем нажмите «Далее».
book_passed = Отлично! Нажмите «Далее».
book_shown = Вот ответ. Пройдите шаг «Заново», чтобы сделать ход самому.
book_step_over = Этот шаг пройден: нажмите «Далее» или «Заново», чтобы попробовать ещё раз.
book_chapter_done = Глава пройдена.
book_done_mark = пройдено
book_chapters_done = Правила: пройдено глав — { $done } из { $total }
book_end = Это вся книга. Закройте её и играйте.
book_keys = Стрелки влево/вправо или Page Up/Page Down: назад и далее · F1: оглавление · Esc: закрыть книгу
book_miss_not_the_move = Такой ход возможен, но в этом шаге нужен другой. Попробуйте ещё раз.
book_miss_flips =
    { $got ->
        [one] Этот ход переворачивает { $got } фишку, а в этом шаге нужно перевернуть { $want }. Попробуйте ещё раз.
        [few] Этот ход переворачивает { $got } фишки, а в этом шаге нужно перевернуть { $want }. Попробуйте ещё раз.
        [many] Этот ход переворачивает { $got } фишек, а в этом шаге нужно перевернуть { $want }. Попробуйте ещё раз.
       *[other] Этот ход переворачивает { $got } фишек, а в этом шаге нужно перевернуть { $want }. Попробуйте ещё раз.
    }
book_miss_captures =
    { $got ->
        [0] Этот ход ничего не бьёт, а в этом шаге нужно побить { $want }. Попробуйте ещё раз.
        [one] Этот ход бьёт { $got } фигуру, а в этом шаге нужно побить { $want }. Попробуйте ещё раз.
        [few] Этот ход бьёт { $got } фигуры, а в этом шаге нужно побить { $want }. Попробуйте ещё раз.
        [many] Этот ход бьёт { $got } фигур, а в этом шаге нужно побить { $want }. Попробуйте ещё раз.
       *[other] Этот ход бьёт { $got } фигур, а в этом шаге нужно побить { $want }. Попробуйте ещё раз.
    }
book_miss_ends_on = Этот ход заканчивается на { $got }, а не на { $want }. Попробуйте ещё раз.
book_miss_no_crown = После этого хода ни одна шашка не становится дамкой. Попробуйте ещё раз.
book_miss_no_win = Этот ход ещё не выигрывает партию. Попробуйте ещё раз.
book_miss_no_deployment = Это не развёртывание, в котором последняя фигура встаёт на { $want }. Попробуйте ещё раз.
book_offer = Впервые играете в { $game }? Прочтите правила ({ $minutes } мин)
book_offer_read = Прочитать правила
book_offer_no = Нет, спасибо
keys_hint = F1 или ?: клавиши и правила
keys_title = { $game }: клавиши
keys_rules = Правила этой игры
record_vs = Против уровня «{ $level }»: сыграно { $played }, побед { $won }, поражений { $lost }, ничьих { $drawn }
record_hotseat = Вдвоём: сыграно { $played }; { $side }: побед { $won }, поражений { $lost }, ничьих { $drawn }
record_streak_won = Побед подряд: { $count }
record_streak_lost = Поражений подряд: { $count }

## Буфер обмена и перетаскивание файлов.

clipboard_keys = Ctrl+C: копировать позицию   Ctrl+Shift+C: копировать партию   Ctrl+V: вставить партию или позицию   Перетащите файл в окно: откроется
title_paste_keys = Ctrl+V: вставить партию или позицию   Перетащите файл в окно: откроется
copied_position = Позиция скопирована: { $text }
copied_game = Партия скопирована ({ $game })
copy_failed = Не удалось скопировать: { $error }
nothing_to_copy = Нет партии для копирования
pasted = Вставлено: { $game }
paste_failed = Ничего не вставлено: { $error }
dropped_folder = { $path } — это папка: перетащите сохранённую партию или текстовый файл с партией или позицией

## The position editor.

title_set_up = Расставить
menu_edit_position = Изменить эту позицию
setup_title = Расстановка позиции: { $game }
setup_keys = Щёлкните по клетке или проведите по клеткам, чтобы поставить выбранную фигуру. Q / E: предыдущая / следующая фигура (всего { $count })   Delete: снять верхнюю фигуру с клетки курсора   T: чей ход   Esc: отмена
setup_take_off = Снять
setup_clear = Очистить доску
setup_start = Начальная позиция
setup_play = Играть
setup_analyse = Анализ
setup_copy = Копировать
setup_cancel = Отмена
setup_ready = Можно играть
setup_cannot_play = Играть нельзя: { $reason }
setup_on_square = { $square }: { $reason }
setup_no_pieces = на доске нет ни одной фигуры
setup_not_a_square = на эту клетку нельзя ставить фигуры
setup_stack_too_high = в стопке не больше трёх фигур
setup_too_many_pieces = у стороны «{ $side }» было бы { $count } шашек, а можно не больше { $most }
setup_too_many_rounds = у стороны «{ $side }» было бы { $count } кругов, а можно не больше { $most }
setup_too_many_squares = у стороны «{ $side }» было бы { $count } квадратов, а можно не больше { $most }
setup_man_on_crowning_row = простая шашка на последнем ряду уже стала бы дамкой: сделайте её дамкой
piece_black_disc = Чёрная фишка
piece_white_disc = Белая фишка
piece_white_round = Белый круг
piece_white_square = Белый квадрат
piece_black_round = Чёрный круг
piece_black_square = Чёрный квадрат
piece_white_man = Белая шашка
piece_white_king = Белая дамка
piece_black_man = Чёрная шашка
piece_black_king = Чёрная дамка

## Game review.

menu_review_game = Разобрать эту партию
review_button = Разбор
review_title = Разбор партии
review_nothing = Пока нет ходов для разбора
review_progress = Анализ ходов: { $done } из { $total }
review_graph_hint = Шансы белых на победу после каждого хода: щёлкните или проведите, чтобы перейти к ходу
review_accuracy = { $side }: точность { $accuracy }
review_counts = ! { $best } · хороших { $good } · ?! { $inaccuracies } · ? { $mistakes } · ?? { $blunders }
review_mistakes = Главные ошибки:
review_no_mistakes = Ошибок нет: отличная игра!
review_move = { $number }. { $side }: { $move } ({ $grade })
review_played = Сыграно: { $value } (шансы на победу { $chance } %)
review_better = Лучше: { $move }: { $value } (шансы на победу { $chance } %)
review_line = Вариант: { $line }
review_why = Почему: { $reason }
review_graph_hint_discs = Перевес белых в фишках после каждого хода ({ $span } у верхнего и нижнего края): щёлкните или проведите, чтобы перейти к ходу
review_disc_grades = Потеряно фишек: ?! { $inaccuracy }+ · ? { $mistake }+ · ?? { $blunder }+
review_result_line = { $result }
review_why_gives_corner = Отдаёт сопернику угол { $square }.
review_why_x_square = Клетка { $square } рядом с пустым углом { $other }: так можно отдать этот угол сопернику.
review_why_c_square = Клетка { $square } на краю, рядом с пустым углом { $other }: так можно отдать этот угол сопернику.
review_why_misses_corner = Упущен угол { $square }.
review_why_misses_stable =
    { $n ->
        [one] Упущен ход { $square }: после него { $n } фишку уже никогда не перевернуть.
        [few] Упущен ход { $square }: после него { $n } фишки уже никогда не перевернуть.
        [many] Упущен ход { $square }: после него { $n } фишек уже никогда не перевернуть.
       *[other] Упущен ход { $square }: после него { $n } фишек уже никогда не перевернуть.
    }
review_why_gives_wipeout = Позволяет сопернику перевернуть все фишки: разгром всухую.
review_why_gives_tempo = После ответа ходов не остаётся: соперник ходит два раза подряд.
review_why_loses_mobility =
    { $m ->
        [one] После ответа остаётся { $m } ход вместо { $n }.
        [few] После ответа остаётся { $m } хода вместо { $n }.
        [many] После ответа остаётся { $m } ходов вместо { $n }.
       *[other] После ответа остаётся { $m } ходов вместо { $n }.
    }
review_why_loses_discs =
    { $n ->
        [one] Лучший вариант приносит к концу на { $n } фишку больше.
        [few] Лучший вариант приносит к концу на { $n } фишки больше.
        [many] Лучший вариант приносит к концу на { $n } фишек больше.
       *[other] Лучший вариант приносит к концу на { $n } фишек больше.
    }
review_why_allows_exit = Позволяет сопернику уйти за край доски с клетки { $square } и победить.
review_why_misses_exit = Упущена победа: можно было уйти за край доски с клетки { $square }.
review_why_loses_stack =
    { $n ->
        [one] Позволяет сопернику побить { $n } фигуру на { $square }.
        [few] Позволяет сопернику побить башню на { $square } ({ $n } фигуры).
        [many] Позволяет сопернику побить башню на { $square } ({ $n } фигур).
       *[other] Позволяет сопернику побить башню на { $square } ({ $n } фигур).
    }
review_why_deploys_into_capture = Развёртывание ставит фигуру на { $square }, где соперник её побьёт.
review_why_blocks_path =
    { $m ->
        [one] Перекрывает себе путь на { $square }: после ответа остаётся { $m } ход вместо { $n }.
        [few] Перекрывает себе путь на { $square }: после ответа остаётся { $m } хода вместо { $n }.
        [many] Перекрывает себе путь на { $square }: после ответа остаётся { $m } ходов вместо { $n }.
       *[other] Перекрывает себе путь на { $square }: после ответа остаётся { $m } ходов вместо { $n }.
    }
review_why_allows_shot =
    { $n ->
        [one] Допускает удар: соперник бьёт { $n } шашку за { $m }.
        [few] Допускает удар: соперник бьёт { $n } шашки за { $m }.
        [many] Допускает удар: соперник бьёт { $n } шашек за { $m }.
       *[other] Допускает удар: соперник бьёт { $n } шашек за { $m }.
    }
review_why_misses_longer_capture =
    { $m ->
        [one] Бьёт { $m } шашку, а лучшее взятие бьёт { $n }.
        [few] Бьёт { $m } шашки, а лучшее взятие бьёт { $n }.
        [many] Бьёт { $m } шашек, а лучшее взятие бьёт { $n }.
       *[other] Бьёт { $m } шашек, а лучшее взятие бьёт { $n }.
    }
review_why_allows_crown = Позволяет шашке соперника пройти в дамки на { $square }.
review_why_walks_into_huff = Взятие пропущено: шашку на { $square } можно взять за фук.
review_why_misses_capture = Упущено взятие на { $squares }.
review_why_loses_material =
    { $n ->
        [one] В итоге у соперника на { $n } фигуру больше.
        [few] В итоге у соперника на { $n } фигуры больше.
        [many] В итоге у соперника на { $n } фигур больше.
       *[other] В итоге у соперника на { $n } фигур больше.
    }
review_why_weaker_position = Потеря видна только дальше: ход { $better } сохраняет явно лучшую позицию.
review_why_misses_forced_win = Упускает форсированный выигрыш.
review_why_allows_forced_win = Позволяет сопернику форсированно выиграть.
value_win = выигрыш
value_loss = проигрыш
value_draw = ничья
value_exact = { $value } точно
review_show_line = Показать лучший вариант
review_stop_line = Вернуться к партии
review_line_playing = Показываем лучший вариант…
review_close = Закрыть разбор
grade_forced = Единственный ход
grade_best = Лучший ход
grade_good = Хороший ход
grade_inaccuracy = Неточность
grade_mistake = Ошибка
grade_blunder = Грубая ошибка

## Scores on the board.

setting_scores = Оценки ходов на доске: { $value }
scores_on = Оценки ходов на доске: вкл. (I)
scores_off = Оценки ходов на доске: выкл. (I)
review_keys = I: оценки ходов на доске   Esc, Разобрать эту партию: оценка ходов и лучшие ходы   Esc, Изменить эту позицию: расстановка позиции
setting_threads = Потоки движка: { $value }
threads_auto = авто ({ $count })

## Геймпады. Кнопки названы так, как они подписаны на геймпадах:
## A, B, X, Y, Start, Back, LB, RB, L3 (нажатие левого стика), R3.

setting_controllers = Геймпады: { $value }
controllers_any = любой — за того, кто ходит
controllers_black_white = 1 — за чёрных, 2 — за белых
controllers_white_black = 1 — за белых, 2 — за чёрных
pad_connected = Геймпад { $number } подключён: { $name }
pad_disconnected = Геймпад { $number } отключён
pad_not_your_turn = Геймпад { $number } ({ $side }): дождитесь своего хода
keys_controller = Геймпад
pad_keys = Крестовина или левый стик: двигать курсор   A: действие на клетке, нажать кнопку   B: отмена, назад   X: подсказка   Y: клавиши   Start: меню игры   Back: отменить ход   LB: следующий вид   RB: пропустить, подтвердить   Правый стик: поворот вида   Триггеры: масштаб
gounki_pad_keys = L3: развернуть башню   R3: изменить порядок
checkers_pad_keys = L3: отказаться от фука

## Экранный диктор: клетки доски так, как их называет игрок, и объявление
## после каждого хода («Чёрные: ход c4, перевёрнуто 3 фишки; ходят Белые»).
## В названиях фигур $side — идентификатор black или white (по нему выбирается
## род прилагательного); в said_move это название стороны из side_black /
## side_white в именительном падеже.

a11y_board = Доска: { $game }
a11y_announcements = Объявления
a11y_legal = возможный ход
a11y_last_move = последний ход
a11y_empty = пусто
a11y_square = { $name }, { $content }
said_move = { $side }: ход { $move }
said_then = { $said }; { $next }
othello_a11y_disc =
    { $side ->
        [black] чёрная фишка
       *[white] белая фишка
    }
othello_a11y_flips =
    { $count ->
        [one] перевернёт { $count } фишку
        [few] перевернёт { $count } фишки
        [many] перевернёт { $count } фишек
       *[other] перевернёт { $count } фишек
    }
othello_said_flipped =
    { $count ->
        [one] перевёрнута { $count } фишка
        [few] перевёрнуты { $count } фишки
        [many] перевёрнуто { $count } фишек
       *[other] перевёрнуто { $count } фишек
    }
othello_said_pass = { $side } пропускают ход
gounki_a11y_stack =
    { $side ->
        [black] чёрная башня
       *[white] белая башня
    }: { $pieces }
gounki_said_captures =
    { $count ->
        [one] побита { $count } фигура
        [few] побиты { $count } фигуры
        [many] побито { $count } фигур
       *[other] побито { $count } фигур
    }
gounki_said_exit = фигура уходит за край доски
gounki_said_deploy = башня развёртывается
checkers_a11y_man =
    { $side ->
        [black] чёрная шашка
       *[white] белая шашка
    }
checkers_a11y_king =
    { $side ->
        [black] чёрная дамка
       *[white] белая дамка
    }
checkers_a11y_light = светлое поле, на нём не играют
checkers_said_captures =
    { $count ->
        [one] побита { $count } шашка
        [few] побиты { $count } шашки
        [many] побито { $count } шашек
       *[other] побито { $count } шашек
    }
checkers_said_crowned = шашка проходит в дамки
checkers_said_huff = шашка на { $square } взята за фук

# Clocks
clock_none = нет
title_clock = Часы: { $clock }
menu_clock = Часы следующей партии: { $clock }
clock_paused = Пауза (P — продолжить)
clock_a11y =
    { $side }: на часах { $minutes ->
        [one] { $minutes } минута
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минут
    } { $seconds ->
        [one] { $seconds } секунда
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунд
    }
clock_one_minute = { $side }: осталась одна минута
clock_ten_seconds = { $side }: осталось десять секунд
clock_paused_notice = Часы остановлены
clock_resumed_notice = Часы идут
clock_resume_hint = Часы стоят: нажмите P, чтобы их запустить
clock_damaged = Не удалось прочитать часы этой партии ({ $reason }): партия продолжается без часов
setting_clock = Часы в новых партиях: { $value }
setting_clock_white = Время белых: { $value }
setting_clock_black = Время чёрных: { $value }
setting_clock_pause = Пауза часов при уходе из окна: { $value }
clock_pause_hotseat = в игре вдвоём
clock_pause_always = всегда
clock_pause_never = никогда
keys_clock = P: остановить или снова запустить часы (Start на геймпаде тоже их останавливает, открывая меню)
review_move_time = Время на этот ход: { $time }
save_failing = Партия не сохраняется: { $reason }. Игра продолжается; последнее удачное сохранение остаётся.
save_works_again = Сохранение снова работает: партия сохранена.
puzzles = Задачи
puzzle_title = { $game }: задачи
puzzle_header = Задача { $id } · рейтинг { $rating }
puzzle_your_rating = Ваш рейтинг: { $rating } · серия { $streak } (рекорд { $best })
puzzle_task_win = { $side } начинают и выигрывают
puzzle_task_best = Ходят { $side }: лучший результат сохраняет только один ход
puzzle_task_material = { $side } начинают и выигрывают { $count ->
        [1] шашку
        [one] { $count } шашку
        [few] { $count } шашки
        [many] { $count } шашек
       *[other] { $count } шашек
    }
puzzle_task_crown = { $side } начинают и проходят в дамки
puzzle_task_exit = { $side } начинают и уводят фигуру за край доски
puzzle_task_better = Ходят { $side }: найдите ход, упущенный в вашей партии
puzzle_moves =
    { $count ->
        [1] Нужно найти один ход.
        [one] Нужно найти { $count } ход; соперник отвечает сам.
        [few] Нужно найти { $count } хода; соперник отвечает сам.
        [many] Нужно найти { $count } ходов; соперник отвечает сам.
       *[other] Нужно найти { $count } ходов; соперник отвечает сам.
    }
puzzle_your_move = Ваш ход.
puzzle_reply = Соперник отвечает…
puzzle_solved = Решено.
puzzle_solved_rating = Решено! Ваш рейтинг теперь { $rating } ({ $change }).
puzzle_shown = Это было решение. Попробуйте ещё раз или переходите к следующей задаче.
puzzle_none_mine = Переигрывать пока нечего: разберите партию, и её ошибки, в том числе грубые, попадут сюда.
puzzle_not_this_one = Не этот ход.
puzzle_why_result = Не этот ход: при лучшей игре дальше партия кончается со счётом { $got }, а верный ход даёт { $best }.
puzzle_why_answer = Не этот ход: { $side } отвечают { $move } и удерживают позицию.
puzzle_why_opponent_wins = Не этот ход: { $side } отвечают { $move } и выигрывают.
puzzle_wait = Дождитесь ответа.
puzzle_over = Задача окончена: попробуйте ещё раз или переходите к следующей.
puzzle_hint = Подсказка
puzzle_solution = Решение
puzzle_retry = Ещё раз
puzzle_next = Следующая задача
puzzle_set = Набор: { $name }
puzzle_set_all = все задачи
puzzle_set_mine = мои ошибки
puzzle_close = Закрыть
puzzle_keys = H: подсказка · End: решение · Page Down: следующая · Page Up: заново · Esc: закрыть. С подсказкой или после неверного хода задача не засчитывается.
puzzle_file_damaged = Не удалось прочитать файл задач ({ $reason }): рейтинг в задачах начинается заново.
puzzle_not_saved = Результаты задач не сохраняются: { $reason }
puzzle_mistakes_added =
    { $count ->
        [1] Одна ошибка из этой партии стала задачей, её можно переиграть (Задачи, мои ошибки).
        [one] { $count } ошибка из этой партии стала задачей, её можно переиграть (Задачи, мои ошибки).
        [few] { $count } ошибки из этой партии стали задачами, их можно переиграть (Задачи, мои ошибки).
        [many] { $count } ошибок из этой партии стали задачами, их можно переиграть (Задачи, мои ошибки).
       *[other] { $count } ошибок из этой партии стали задачами, их можно переиграть (Задачи, мои ошибки).
    }
review_retry = Переиграть эту позицию
puzzle_theme_corner = угол
puzzle_theme_parity = чётность
puzzle_theme_wipeout = разгром всухую
puzzle_theme_edge = край
puzzle_theme_shot = удар
puzzle_theme_crowning = проход в дамки
puzzle_theme_multi_capture = взятие нескольких шашек
puzzle_theme_exit = уход за край доски
puzzle_theme_deployment = развёртывание
puzzle_theme_rebound = отскок от края
puzzle_theme_capture = взятие
puzzle_theme_combination = несколько ходов
