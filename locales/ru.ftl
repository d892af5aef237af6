# Сообщения Hawker на русском. Один файл на язык; как добавить язык, описано в docs/languages.md.
# Ключи сгруппированы по частям Hawker, которые их отправляют; каждый ключ используется в коде.

## Сам язык

language-name = Русский

## Время и суммы

span-days = { $count } дн.
span-hours = { $count } ч
span-minutes = { $count } мин
time-in = через { $span }
time-ago = { $span } назад
time-in-under-a-minute = меньше чем через минуту
time-under-a-minute-ago = меньше минуты назад
time-utc = { $moment } UTC
time-when = { $relative } ({ $absolute })
time-not-set = не задано

currency-unit = единица
currency-scaled-name = { $amount } { $name }
currency-count-of = { $count } { $name }
currency-count-times = { $count } × { $amount }
currency-per-unit-of = за единицу { $name }
currency-per-unit = за единицу
currency-per-amount = за { $amount }

## Значения маркетплейса

listing-status-draft = черновик
listing-status-active = активно
listing-status-changes-requested = нужны правки
listing-status-sold = продано
listing-status-archived = в архиве
listing-status-paused = на паузе
listing-status-reserved = зарезервировано
listing-status-removed = удалено
order-status-awaiting-delivery = ждёт выдачи
order-status-delivered = выдан
order-status-cancelled = отменён
delivery-type-instant = автовыдача
delivery-type-manual = ручная выдача
category-account = аккаунт
category-top-up = пополнение
category-gift-card = подарочная карта
category-currency = валюта

## language

cmd-language = Показать или выбрать язык, на котором Hawker вам отвечает
cmd-language-details = Выбор действует на всех платформах, которые вы связали. Язык групп и каналов команды владелец задаёт командой `alerts language`.
cmd-language-code = Код языка, например en, ru, uk
language-title = Язык
language-current = Hawker отвечает вам на языке: { $language }. Нажмите на язык, чтобы сменить его.
language-current-default = Пока вы не выбрали, Hawker отвечает вам на языке: { $language }. Нажмите на язык, чтобы сменить его.
language-set = Теперь Hawker отвечает вам на языке: { $language }.
language-unknown = Hawker пока не говорит на «{ $code }». Выберите один из: { $known }.

## guard

# Настройки оповещений, защита дедлайнов (режим отсутствия, рабочие часы, эскалация) и статистика продаж.

cmd-alerts = Куда и когда приходят оповещения о заказах: режим, напоминания, тишина
cmd-alerts-details = `alerts mode private|team|both`, `alerts reminders 30,10` (за сколько минут до дедлайна напомнить), `alerts mute 60` (тишина на столько минут), `alerts unmute`, `alerts off|on`, `alerts lowstock <listing> <n|off>`, `alerts digest 21:00 Europe/Berlin` (ежедневная сводка продаж) или `alerts digest off`, `alerts escalation operators 10m 50%, team 75%, everyone 90%` (кого звать, когда дедлайн близко), `alerts escalation off|default`, `alerts escalation role @Sellers|off` (роль Discord, которую упоминают поздние шаги), `alerts language uk` (язык групп и каналов команды) или `alerts language owner` (язык самого владельца, по умолчанию).
cmd-alerts-action = Что изменить
cmd-alerts-value = Режим, напоминания (30,10), минуты тишины, объявление, время сводки, шаг эскалации или язык
cmd-alerts-threshold = lowstock: при каком остатке (или off); digest: часовой пояс; escalation: остальные шаги
alerts-mode-usage = Укажите, куда слать оповещения: `alerts mode private`, `team` или `both`.
alerts-mode-no-group = К этому магазину ещё не привязана ни группа, ни канал, так что оповещения для команды никуда не дойдут. Сначала отправьте `team link` в группе, затем `alerts mode team`. А пока оповещения по-прежнему приходят в личные чаты.
alerts-reminders-usage = Укажите через запятую, за сколько минут до дедлайна напоминать: `alerts reminders 30,10`.
alerts-mute-usage = Тишину можно включить на срок от 1 до 10080 минут: `alerts mute 60`.
alerts-lowstock-usage = Укажите объявление и остаток: `alerts lowstock <listing> 5` или `off`.
alerts-digest-usage = Укажите время и ваш часовой пояс: `alerts digest 21:00 Europe/Berlin` (24-часовой формат, пояс вроде `America/New_York` или UTC) или `alerts digest off`.
alerts-role-usage = Укажите роль Discord, которую упоминают шаги `team` и `everyone`: `alerts escalation role @Sellers` (в Discord) или `alerts escalation role off`.
alerts-language-usage = Укажите язык Hawker для групп и каналов команды: `alerts language uk` (один из: { $known }) или `alerts language owner`, чтобы следовать языку владельца.
alerts-title = Оповещения магазина { $account }
alerts-enabled-label = Оповещения
alerts-enabled-on = включены
alerts-enabled-off = выключены (заказы не опрашиваются)
alerts-mode-label = Режим
alerts-mode-value = { $mode ->
        [private] только личные чаты (`private`)
        [team] только группы команды (`team`)
       *[both] личные чаты и группы (`both`)
    }
alerts-reminders-label = Напоминания
alerts-reminders-value = за { $minutes } до дедлайна
alerts-reminders-none = нет
alerts-muted-label = Тишина
alerts-muted-until = до { $until }, { $relative }
alerts-muted-no = нет
alerts-private-label = Личные чаты
alerts-private-value = { $count } (участники добавляют или убирают свой командой `notify on|off`)
alerts-groups-label = Привязанные группы
alerts-digest-label = Ежедневная сводка продаж
alerts-digest-value = { $time } { $timeZone }, в дни без продаж не приходит
alerts-digest-off = выключена
alerts-escalation-label = Эскалация
alerts-escalation-off = выключена
alerts-escalation-value = { $ladder } времени до дедлайна, что наступит раньше (меняется командой `alerts escalation`)
alerts-escalation-role-value = { $ladder } времени до дедлайна, что наступит раньше (меняется командой `alerts escalation`); в Discord упоминает <@&{ $role }>
alerts-lowstock-label = Оповещения об остатке
alerts-lowstock-none = нет
alerts-lowstock-entry = { $listing } при { $threshold }
alerts-language-label = Язык команды
alerts-language-chosen = { $language } (`alerts language owner` — снова следовать языку владельца)
alerts-language-follows = { $language }, язык владельца (`alerts language uk` задаёт отдельный)
audit-alerts-mode = оповещения идут { $mode ->
        [private] только в личные чаты
        [team] только в группы команды
       *[both] в личные чаты и группы
    }
audit-alerts-reminders = напоминания за { $minutes } { $last ->
        [one] минуту
        [few] минуты
        [many] минут
       *[other] минуты
    } до дедлайна
audit-alerts-muted = тишина на { $count ->
        [one] { $count } минуту
        [few] { $count } минуты
        [many] { $count } минут
       *[other] { $count } минуты
    }
audit-alerts-unmuted = тишина снята
audit-alerts-on = оповещения включены
audit-alerts-off = оповещения выключены
audit-alerts-lowstock = оповещение об остатке «{ $title }» при { $threshold }
audit-alerts-lowstock-off = без оповещения об остатке «{ $title }»
audit-alerts-digest = ежедневная сводка продаж в { $time } { $timeZone }
audit-alerts-digest-off = без ежедневной сводки продаж
audit-alerts-role = эскалация упоминает роль Discord
audit-alerts-role-off = эскалация не упоминает роль Discord
audit-alerts-escalation = эскалация: `{ $ladder }`
audit-alerts-escalation-off = эскалация выключена
audit-alerts-language = язык сообщений команды: { $language }
audit-alerts-language-owner = сообщения команды на языке владельца
escalation-ladder-help = Перечислите шаги по порядку: у каждого — кого звать (`operators`, `team` или `everyone`), доля времени (75%) и, если нужно, минуты (10m); срабатывает то, что наступит раньше: `alerts escalation operators 10m 50%, team 75%, everyone 90%`; или `alerts escalation off` / `default`.
escalation-ladder-no-audience = «{ $part }» не начинается с `operators`, `team` или `everyone`. { $help }
escalation-ladder-bad-token = «{ $part }»: «{ $token }» — это не доля времени (75%) и не минуты (10m). { $help }
escalation-ladder-no-share = Для «{ $part }» нужна доля времени от 1% до 99%, например 75%.
escalation-ladder-minutes-range = «{ $part }»: минут может быть от 1 до 10080.
escalation-ladder-steps = Укажите от одного до пяти шагов. { $help }
escalation-ladder-order = «{ $part }» наступает не позже предыдущего шага: у каждого следующего шага доля времени должна быть больше.
escalation-ladder-step = { $audience ->
        [operators] операторы
        [team] команда
       *[everyone] все
    } — на { $percent }%
escalation-ladder-step-minutes = { $audience ->
        [operators] операторы
        [team] команда
       *[everyone] все
    } — через { $minutes } мин или на { $percent }%
cmd-away = Снять ручные объявления с продажи, пока некому выдавать: сейчас или вне рабочих часов
cmd-away-details = `away` показывает состояние. `away now`, `away now for 3h` или `away now until 08:00` сразу снимает с продажи все активные объявления с ручной выдачей (с автовыдачей продолжают продаваться); `back` возвращает ровно их. `away hours Europe/Berlin mon-fri 09:00-23:00, sat 12:00-20:00` делает это само вне этих часов; `away off` забывает часы. Объявление, которое вы изменили в режиме отсутствия, остаётся таким, как вы его сделали. `away swamped 5` делает это, пока ждут 5 или больше заказов, и возвращает, когда очередь сократится вдвое; `away swamped off` отключает это.
cmd-away-action = now, hours, off или swamped
cmd-away-value = now: for 3h или until 08:00; hours: часовой пояс и часы недели; swamped: число заказов (5) или off
cmd-back = Выйти из режима отсутствия: вернуть в продажу объявления, снятые Hawker
away-swamped-rule = Правило перегрузки: ручные объявления снимаются с продажи, пока ждут { $threshold } или больше заказов, и возвращаются, когда их останется { $drained } или меньше.
away-by-swamped-rule = правило перегрузки
away-by-working-hours = рабочие часы
away-hours-set-within = Рабочие часы магазина «{ $account }»: { $hours }. Вне их Hawker снимает ручные объявления с продажи и возвращает, когда они начинаются. Сейчас рабочее время.
away-hours-set-outside = Рабочие часы магазина «{ $account }»: { $hours }. Вне их Hawker снимает ручные объявления с продажи и возвращает, когда они начинаются. Сейчас нерабочее время.
away-hours-off = У магазина «{ $account }» больше нет рабочих часов: Hawker переключает только по `away now` и `back`.
away-swamped-off = Магазин «{ $account }» больше не уходит в режим отсутствия, когда копятся заказы.
away-swamped-usage = Укажите, при скольких ждущих заказах снимать ручные объявления с продажи: `away swamped 5` (от 2 до 100) или `away swamped off`.
away-until-bad-span = «{ $text }» — это не длительность: напишите `for 3h`, `for 90 minutes` или `for 2 days`.
away-until-bad = Из «{ $text }» непонятно, когда возвращаться: напишите `away now`, `away now for 3h` или `away now until 08:00`.
away-title = Нет на месте
back-title = Снова на месте
away-back-on-sale-at = Вернутся в продажу { $when } или когда вы отправите `back`.
away-send-back = Отправьте `back`, чтобы вернуть их в продажу.
back-not-away = Магазин «{ $account }» не в режиме отсутствия: возвращать нечего.
away-state-title = Режим отсутствия магазина { $account }
away-state-not = Режим отсутствия выключен: ручные объявления продаются как обычно.
away-state-since = Режим отсутствия включён { $since } ({ $by }).
away-state-since-until = Режим отсутствия включён { $since } ({ $by }) и закончится { $until }.
away-state-hours-within = Рабочие часы: { $hours }; сейчас рабочее время.
away-state-hours-outside = Рабочие часы: { $hours }; сейчас нерабочее время.
away-state-no-hours = Рабочих часов нет: их задаёт `away hours Europe/Berlin mon-fri 09:00-23:00`.
away-state-no-swamped = Правила перегрузки нет: его задаёт `away swamped 5`.
away-state-taken = Hawker снял с продажи: { $titles }.
away-state-taken-more = Hawker снял с продажи: { $titles } и ещё { $more }.
audit-away-hours = рабочие часы: `{ $hours }`
audit-away-hours-off = рабочие часы удалены
audit-away-swamped = правило перегрузки: от { $threshold ->
        [one] { $threshold } ждущего заказа
        [few] { $threshold } ждущих заказов
        [many] { $threshold } ждущих заказов
       *[other] { $threshold } ждущего заказа
    }
audit-away-swamped-off = правило перегрузки выключено
audit-away-now = режим отсутствия включён
audit-away-now-until = режим отсутствия до { $until }
audit-away-back = режим отсутствия выключен
hours-bad-zone = «{ $zone }» — не часовой пояс: напишите его как `Europe/Berlin`, `America/New_York` или `UTC`.
hours-no-days = После часового пояса укажите дни и часы, например `mon-fri 09:00-23:00, sat 12:00-20:00`.
hours-bad-span = «{ $part }» — это не дни с часами: напишите как `mon-fri 09:00-23:00` или `sat 12:00-20:00` (дни: `mon`, `tue`, `wed`, `thu`, `fri`, `sat`, `sun`).
guard-switch-busy = Hawker уже переключает этот магазин: он доведёт переключение до конца и сообщит команде.
guard-switch-nothing-away = Нет активных объявлений с ручной выдачей, которые можно снять с продажи: объявления с автовыдачей продолжают продаваться.
guard-switch-nothing-back = Из снятого Hawker с продажи возвращать нечего.
guard-switch-already-away = Режим отсутствия уже включён: { $count ->
        [one] { $count } объявление с ручной выдачей снято
        [few] { $count } объявления с ручной выдачей сняты
        [many] { $count } объявлений с ручной выдачей снято
       *[other] { $count } объявления с ручной выдачей снято
    } с продажи.
guard-switch-done = Hawker { $direction ->
        [away] снял с продажи
       *[back] вернул в продажу
    } { $count ->
        [one] { $count } объявление с ручной выдачей
        [few] { $count } объявления с ручной выдачей
        [many] { $count } объявлений с ручной выдачей
       *[other] { $count } объявления с ручной выдачей
    }.
guard-switch-done-named = Hawker { $direction ->
        [away] снял с продажи
       *[back] вернул в продажу
    } { $count ->
        [one] { $count } объявление с ручной выдачей
        [few] { $count } объявления с ручной выдачей
        [many] { $count } объявлений с ручной выдачей
       *[other] { $count } объявления с ручной выдачей
    }: { $titles }.
guard-switch-done-named-more = Hawker { $direction ->
        [away] снял с продажи
       *[back] вернул в продажу
    } { $count ->
        [one] { $count } объявление с ручной выдачей
        [few] { $count } объявления с ручной выдачей
        [many] { $count } объявлений с ручной выдачей
       *[other] { $count } объявления с ручной выдачей
    }: { $titles } и ещё { $more }.
guard-switch-partial = Hawker пока { $direction ->
        [away] снял с продажи
       *[back] вернул в продажу
    } { $done } из { $count ->
        [one] { $count } объявления с ручной выдачей
        [few] { $count } объявлений с ручной выдачей
        [many] { $count } объявлений с ручной выдачей
       *[other] { $count } объявления с ручной выдачей
    }; остальные последуют, насколько позволят лимиты записи маркетплейса.
guard-switch-instant = Объявления с автовыдачей продолжают продаваться.
guard-left-alone-gone = Оставлено как есть: «{ $title }» (его больше нет).
guard-left-alone-edited = Оставлено как есть: «{ $title }» (его за это время изменили).
guard-left-alone-status = Оставлено как есть: «{ $title }» (сейчас его статус: { $status ->
        [draft] { listing-status-draft }
        [active] { listing-status-active }
        [changes_requested] { listing-status-changes-requested }
        [sold] { listing-status-sold }
        [archived] { listing-status-archived }
        [paused] { listing-status-paused }
        [reserved] { listing-status-reserved }
        [removed] { listing-status-removed }
       *[unknown] { $status }
    }).
guard-left-alone-refused = Оставлено как есть: «{ $title }» (маркетплейс отказал: `{ $code }`).
guard-left-alone-other = Оставлено как есть: «{ $title }» ({ $reason }).
guard-left-alone-more = { $count ->
        [one] И ещё { $count } объявление оставлено как есть.
        [few] И ещё { $count } объявления оставлены как есть.
        [many] И ещё { $count } объявлений оставлено как есть.
       *[other] И ещё { $count } объявления оставлено как есть.
    }
cmd-stats = Цифры продаж с графиком в сравнении с прошлым периодом; или выгрузка в CSV
cmd-stats-details = `stats`, `stats 30d by game`, `stats 2026-11-01..2026-11-20 by listing`, `stats export 12m`. Дни считаются по часовому поясу ежедневной сводки, если его нет — рабочих часов, иначе по UTC.
cmd-stats-query = Период (today, 7d, 30d, 12m, 2026-11-01..2026-11-20), затем by listing|game|category; или export
stats-title = Продажи магазина { $account }, { $period }
stats-none = За этот период продаж не записано.
stats-none-before = За этот период продаж не записано (в прошлом периоде: { $count ->
        [one] { $count } заказ
        [few] { $count } заказа
        [many] { $count } заказов
       *[other] { $count } заказа
    }).
stats-revenue-label = Выручка
stats-orders-label = Заказы
stats-units-label = Единицы
stats-average-label = Средний заказ
stats-lost-label = Потеряны по дедлайну или отменены
stats-median-label = Медианное время выдачи
stats-slowest-label = Самая долгая выдача
stats-slowest-value = { $span }: { $title }
stats-slowest-value-by = { $span }: { $title }, выдавал { $person }
stats-delivered-by-label = Кто выдал ручные заказы
stats-top-label = Лучшие объявления
stats-row = { $name }: { $revenue } ({ $count ->
        [one] { $count } заказ
        [few] { $count } заказа
        [many] { $count } заказов
       *[other] { $count } заказа
    })
stats-days-in = Дни считаются по часовому поясу { $timeZone }.
stats-compared = Сравнение с { $days ->
        [one] { $days } днём
        [few] { $days } днями
        [many] { $days } днями
       *[other] { $days } дня
    } до этого ({ $revenue }, { $count ->
        [one] { $count } заказ
        [few] { $count } заказа
        [many] { $count } заказов
       *[other] { $count } заказа
    }).
stats-estimated = { $amount } выручки оценено по ценам объявлений: маркетплейс не сообщил цену заказа.
stats-by-label = По { $by ->
        [listing] объявлениям
        [game] играм
       *[category] категориям
    }
stats-chart-by-title = { $title }, по { $by ->
        [listing] объявлениям
        [game] играм
       *[category] категориям
    }
stats-under-a-minute = меньше минуты
stats-export-none = За { $period } заказов не записано: выгружать нечего.
stats-export = { $count ->
        [one] { $count } заказ
        [few] { $count } заказа
        [many] { $count } заказов
       *[other] { $count } заказа
    }, { $period } (дни по поясу { $timeZone }, время в файле — UTC). Суммы — в центах США; «{ $column }» отмечает цены, взятые из объявления.
stats-unknown-listing = Неизвестное объявление
stats-unknown-game = Неизвестная игра
stats-unknown-category = Неизвестная категория
stats-other = Прочее
stats-outside-hawker = вне Hawker
stats-period-today = сегодня
stats-period-7d = последние 7 дней
stats-period-30d = последние 30 дней
stats-period-12m = последние 12 месяцев
stats-period-range = { $from } — { $to }
stats-period-before = прошлый период
stats-period-help = Периоды: `today`, `7d`, `30d`, `12m` или `2026-11-01..2026-11-20`; разбивка: `by listing`, `by game`, `by category`.
stats-period-unknown = Hawker не знает периода «{ $token }». { $help }
stats-period-dates = Для «{ $token }» нужны две даты в виде ГГГГ-ММ-ДД, например `2026-11-01..2026-11-20`.
stats-period-reversed = Период начинается позже, чем заканчивается ({ $from } позже { $to }): поменяйте даты местами.
stats-period-future = Период заканчивается после сегодняшнего дня ({ $today }, { $timeZone }): о продажах там ещё ничего не известно.
stats-period-too-long = Hawker хранит продажи { $max ->
        [one] { $max } день
        [few] { $max } дня
        [many] { $max } дней
       *[other] { $max } дня
    }: выберите период не длиннее.
stats-by-usage = После `by` напишите `listing`, `game` или `category`.
stats-export-no-by = В выгрузке каждый заказ и так на своей строке: уберите `by`.
stats-not-understood = Hawker не понял «{ $text }». { $help }
chart-revenue = Выручка
chart-orders = Заказы
csv-time = время (UTC)
csv-order-id = id заказа
csv-listing = объявление
csv-category = категория
csv-game = игра
csv-quantity = количество
csv-amount-cents = сумма в центах
csv-amount-estimated = сумма оценена
csv-delivery-type = тип выдачи
csv-delivered-by = кто выдал
csv-delivery-seconds = время выдачи в секундах
csv-outcome = итог
csv-source = источник
