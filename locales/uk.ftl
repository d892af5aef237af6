# Повідомлення Hawker українською. Один файл на мову; як додати мову, описано в docs/languages.md.
# Ключі згруповано за частинами Hawker, що їх надсилають; кожен ключ використовується в коді.

## Сама мова

language-name = Українська

## Час і суми

span-days = { $count } дн.
span-hours = { $count } год
span-minutes = { $count } хв
time-in = за { $span }
time-ago = { $span } тому
time-in-under-a-minute = менш ніж за хвилину
time-under-a-minute-ago = менш ніж хвилину тому
time-utc = { $moment } UTC
time-when = { $relative } ({ $absolute })
time-not-set = не задано

currency-unit = одиниця
currency-scaled-name = { $amount } { $name }
currency-count-of = { $count } { $name }
currency-count-times = { $count } × { $amount }
currency-per-unit-of = за одиницю { $name }
currency-per-unit = за одиницю
currency-per-amount = за { $amount }

## Значення маркетплейсу

listing-status-draft = чернетка
listing-status-active = активне
listing-status-changes-requested = потрібні правки
listing-status-sold = продано
listing-status-archived = в архіві
listing-status-paused = на паузі
listing-status-reserved = зарезервовано
listing-status-removed = видалено
order-status-awaiting-delivery = чекає на видачу
order-status-delivered = видано
order-status-cancelled = скасовано
delivery-type-instant = автовидача
delivery-type-manual = ручна видача
category-account = акаунт
category-top-up = поповнення
category-gift-card = подарункова картка
category-currency = валюта

## language

cmd-language = Показати або вибрати мову, якою Hawker вам відповідає
cmd-language-details = Вибір діє на всіх платформах, які ви пов'язали. Мову груп і каналів команди власник задає командою `alerts language`.
cmd-language-code = Код мови, наприклад en, ru, uk
language-title = Мова
language-current = Hawker відповідає вам мовою: { $language }. Натисніть на мову, щоб змінити її.
language-current-default = Доки ви не вибрали, Hawker відповідає вам мовою: { $language }. Натисніть на мову, щоб змінити її.
language-set = Тепер Hawker відповідає вам мовою: { $language }.
language-unknown = Hawker поки не розмовляє «{ $code }». Виберіть одну з: { $known }.

## guard

# Налаштування сповіщень, захист дедлайнів (режим відсутності, робочі години, ескалація) і статистика продажів.

cmd-alerts = Куди й коли надходять сповіщення про замовлення: режим, нагадування, тиша
cmd-alerts-details = `alerts mode private|team|both`, `alerts reminders 30,10` (за скільки хвилин до дедлайну нагадати), `alerts mute 60` (тиша на стільки хвилин), `alerts unmute`, `alerts off|on`, `alerts lowstock <listing> <n|off>`, `alerts digest 21:00 Europe/Berlin` (щоденне зведення продажів) або `alerts digest off`, `alerts escalation operators 10m 50%, team 75%, everyone 90%` (кого кликати, коли дедлайн близько), `alerts escalation off|default`, `alerts escalation role @Sellers|off` (роль Discord, яку згадують пізні кроки), `alerts language uk` (мова груп і каналів команди) або `alerts language owner` (мова самого власника, типово).
cmd-alerts-action = Що змінити
cmd-alerts-value = Режим, нагадування (30,10), хвилини тиші, оголошення, час зведення, крок ескалації або мова
cmd-alerts-threshold = lowstock: за якого залишку (або off); digest: часовий пояс; escalation: решта кроків
alerts-mode-usage = Вкажіть, куди надсилати сповіщення: `alerts mode private`, `team` або `both`.
alerts-mode-no-group = До цього магазину ще не прив’язано ні групи, ні каналу, тож сповіщення для команди нікуди не дійдуть. Спершу надішліть `team link` у групі, потім `alerts mode team`. А поки що сповіщення й далі надходять в особисті чати.
alerts-reminders-usage = Вкажіть через кому, за скільки хвилин до дедлайну нагадувати: `alerts reminders 30,10`.
alerts-mute-usage = Тишу можна ввімкнути на строк від 1 до 10080 хвилин: `alerts mute 60`.
alerts-lowstock-usage = Вкажіть оголошення й залишок: `alerts lowstock <listing> 5` або `off`.
alerts-digest-usage = Вкажіть час і ваш часовий пояс: `alerts digest 21:00 Europe/Berlin` (24-годинний формат, пояс на кшталт `America/New_York` або UTC) або `alerts digest off`.
alerts-role-usage = Вкажіть роль Discord, яку згадують кроки `team` і `everyone`: `alerts escalation role @Sellers` (у Discord) або `alerts escalation role off`.
alerts-language-usage = Вкажіть мову Hawker для груп і каналів команди: `alerts language uk` (одна з: { $known }) або `alerts language owner`, щоб слідувати мові власника.
alerts-title = Сповіщення магазину { $account }
alerts-enabled-label = Сповіщення
alerts-enabled-on = увімкнено
alerts-enabled-off = вимкнено (замовлення не опитуються)
alerts-mode-label = Режим
alerts-mode-value = { $mode ->
        [private] лише особисті чати (`private`)
        [team] лише групи команди (`team`)
       *[both] особисті чати й групи (`both`)
    }
alerts-reminders-label = Нагадування
alerts-reminders-value = за { $minutes } до дедлайну
alerts-reminders-none = немає
alerts-muted-label = Тиша
alerts-muted-until = до { $until }, { $relative }
alerts-muted-no = ні
alerts-private-label = Особисті чати
alerts-private-value = { $count } (учасники додають або прибирають свій командою `notify on|off`)
alerts-groups-label = Прив’язані групи
alerts-digest-label = Щоденне зведення продажів
alerts-digest-value = { $time } { $timeZone }, у дні без продажів не надходить
alerts-digest-off = вимкнено
alerts-escalation-label = Ескалація
alerts-escalation-off = вимкнено
alerts-escalation-value = { $ladder } часу до дедлайну, що настане раніше (змінюється командою `alerts escalation`)
alerts-escalation-role-value = { $ladder } часу до дедлайну, що настане раніше (змінюється командою `alerts escalation`); у Discord згадує <@&{ $role }>
alerts-lowstock-label = Сповіщення про залишок
alerts-lowstock-none = немає
alerts-lowstock-entry = { $listing } за { $threshold }
alerts-language-label = Мова команди
alerts-language-chosen = { $language } (`alerts language owner` — знову слідувати мові власника)
alerts-language-follows = { $language }, мова власника (`alerts language uk` задає окрему)
audit-alerts-mode = сповіщення йдуть { $mode ->
        [private] лише в особисті чати
        [team] лише в групи команди
       *[both] в особисті чати й групи
    }
audit-alerts-reminders = нагадування за { $minutes } { $last ->
        [one] хвилину
        [few] хвилини
        [many] хвилин
       *[other] хвилини
    } до дедлайну
audit-alerts-muted = тиша на { $count ->
        [one] { $count } хвилину
        [few] { $count } хвилини
        [many] { $count } хвилин
       *[other] { $count } хвилини
    }
audit-alerts-unmuted = тишу знято
audit-alerts-on = сповіщення ввімкнено
audit-alerts-off = сповіщення вимкнено
audit-alerts-lowstock = сповіщення про залишок «{ $title }» за { $threshold }
audit-alerts-lowstock-off = без сповіщення про залишок «{ $title }»
audit-alerts-digest = щоденне зведення продажів о { $time } { $timeZone }
audit-alerts-digest-off = без щоденного зведення продажів
audit-alerts-role = ескалація згадує роль Discord
audit-alerts-role-off = ескалація не згадує роль Discord
audit-alerts-escalation = ескалація: `{ $ladder }`
audit-alerts-escalation-off = ескалацію вимкнено
audit-alerts-language = мова повідомлень команди: { $language }
audit-alerts-language-owner = повідомлення команди мовою власника
escalation-ladder-help = Перелічіть кроки по порядку: у кожного — кого кликати (`operators`, `team` або `everyone`), частка часу (75%) і, за потреби, хвилини (10m); спрацьовує те, що настане раніше: `alerts escalation operators 10m 50%, team 75%, everyone 90%`; або `alerts escalation off` / `default`.
escalation-ladder-no-audience = «{ $part }» не починається з `operators`, `team` або `everyone`. { $help }
escalation-ladder-bad-token = «{ $part }»: «{ $token }» — це не частка часу (75%) і не хвилини (10m). { $help }
escalation-ladder-no-share = Для «{ $part }» потрібна частка часу від 1% до 99%, наприклад 75%.
escalation-ladder-minutes-range = «{ $part }»: хвилин може бути від 1 до 10080.
escalation-ladder-steps = Вкажіть від одного до п’яти кроків. { $help }
escalation-ladder-order = «{ $part }» настає не пізніше за попередній крок: у кожного наступного кроку частка часу має бути більшою.
escalation-ladder-step = { $audience ->
        [operators] оператори
        [team] команда
       *[everyone] усі
    } — на { $percent }%
escalation-ladder-step-minutes = { $audience ->
        [operators] оператори
        [team] команда
       *[everyone] усі
    } — через { $minutes } хв або на { $percent }%
cmd-away = Зняти ручні оголошення з продажу, поки нікому видавати: зараз або поза робочими годинами
cmd-away-details = `away` показує стан. `away now`, `away now for 3h` або `away now until 08:00` одразу знімає з продажу всі активні оголошення з ручною видачею (з автовидачею продаються далі); `back` повертає саме їх. `away hours Europe/Berlin mon-fri 09:00-23:00, sat 12:00-20:00` робить це само поза цими годинами; `away off` забуває години. Оголошення, яке ви змінили в режимі відсутності, лишається таким, яким ви його зробили. `away swamped 5` робить це, поки чекають 5 або більше замовлень, і повертає, коли черга зменшиться вдвічі; `away swamped off` вимикає це.
cmd-away-action = now, hours, off або swamped
cmd-away-value = now: for 3h або until 08:00; hours: часовий пояс і години тижня; swamped: замовлення (5) або off
cmd-back = Вийти з режиму відсутності: повернути в продаж оголошення, зняті Hawker
away-swamped-rule = Правило перевантаження: ручні оголошення знімаються з продажу, поки чекають { $threshold } або більше замовлень, і повертаються, коли їх залишиться { $drained } або менше.
away-by-swamped-rule = правило перевантаження
away-by-working-hours = робочі години
away-hours-set-within = Робочі години магазину «{ $account }»: { $hours }. Поза ними Hawker знімає ручні оголошення з продажу й повертає, коли вони починаються. Зараз робочий час.
away-hours-set-outside = Робочі години магазину «{ $account }»: { $hours }. Поза ними Hawker знімає ручні оголошення з продажу й повертає, коли вони починаються. Зараз неробочий час.
away-hours-off = У магазину «{ $account }» більше немає робочих годин: Hawker перемикає лише за `away now` і `back`.
away-swamped-off = Магазин «{ $account }» більше не переходить у режим відсутності, коли накопичуються замовлення.
away-swamped-usage = Вкажіть, за скількох замовлень у черзі знімати ручні оголошення з продажу: `away swamped 5` (від 2 до 100) або `away swamped off`.
away-until-bad-span = «{ $text }» — це не тривалість: напишіть `for 3h`, `for 90 minutes` або `for 2 days`.
away-until-bad = З «{ $text }» незрозуміло, коли повертатися: напишіть `away now`, `away now for 3h` або `away now until 08:00`.
away-title = Немає на місці
back-title = Знову на місці
away-back-on-sale-at = Повернуться в продаж { $when } або коли ви надішлете `back`.
away-send-back = Надішліть `back`, щоб повернути їх у продаж.
back-not-away = Магазин «{ $account }» не в режимі відсутності: повертати нічого.
away-state-title = Режим відсутності магазину { $account }
away-state-not = Режим відсутності вимкнено: ручні оголошення продаються як звичайно.
away-state-since = Режим відсутності ввімкнено { $since } ({ $by }).
away-state-since-until = Режим відсутності ввімкнено { $since } ({ $by }), він закінчиться { $until }.
away-state-hours-within = Робочі години: { $hours }; зараз робочий час.
away-state-hours-outside = Робочі години: { $hours }; зараз неробочий час.
away-state-no-hours = Робочих годин немає: їх задає `away hours Europe/Berlin mon-fri 09:00-23:00`.
away-state-no-swamped = Правила перевантаження немає: його задає `away swamped 5`.
away-state-taken = Hawker зняв з продажу: { $titles }.
away-state-taken-more = Hawker зняв з продажу: { $titles } і ще { $more }.
audit-away-hours = робочі години: `{ $hours }`
audit-away-hours-off = робочі години видалено
audit-away-swamped = правило перевантаження: від { $threshold ->
        [one] { $threshold } замовлення в черзі
        [few] { $threshold } замовлень у черзі
        [many] { $threshold } замовлень у черзі
       *[other] { $threshold } замовлення в черзі
    }
audit-away-swamped-off = правило перевантаження вимкнено
audit-away-now = режим відсутності ввімкнено
audit-away-now-until = режим відсутності до { $until }
audit-away-back = режим відсутності вимкнено
hours-bad-zone = «{ $zone }» — не часовий пояс: напишіть його як `Europe/Berlin`, `America/New_York` або `UTC`.
hours-no-days = Після часового пояса вкажіть дні й години, наприклад `mon-fri 09:00-23:00, sat 12:00-20:00`.
hours-bad-span = «{ $part }» — це не дні з годинами: напишіть як `mon-fri 09:00-23:00` або `sat 12:00-20:00` (дні: `mon`, `tue`, `wed`, `thu`, `fri`, `sat`, `sun`).
guard-switch-busy = Hawker уже перемикає цей магазин: він завершить перемикання й повідомить команду.
guard-switch-nothing-away = Немає активних оголошень з ручною видачею, які можна зняти з продажу: оголошення з автовидачею продаються далі.
guard-switch-nothing-back = Із знятого Hawker з продажу повертати нічого.
guard-switch-already-away = Режим відсутності вже ввімкнено: { $count ->
        [one] { $count } оголошення з ручною видачею знято
        [few] { $count } оголошення з ручною видачею знято
        [many] { $count } оголошень з ручною видачею знято
       *[other] { $count } оголошення з ручною видачею знято
    } з продажу.
guard-switch-done = Hawker { $direction ->
        [away] зняв з продажу
       *[back] повернув у продаж
    } { $count ->
        [one] { $count } оголошення з ручною видачею
        [few] { $count } оголошення з ручною видачею
        [many] { $count } оголошень з ручною видачею
       *[other] { $count } оголошення з ручною видачею
    }.
guard-switch-done-named = Hawker { $direction ->
        [away] зняв з продажу
       *[back] повернув у продаж
    } { $count ->
        [one] { $count } оголошення з ручною видачею
        [few] { $count } оголошення з ручною видачею
        [many] { $count } оголошень з ручною видачею
       *[other] { $count } оголошення з ручною видачею
    }: { $titles }.
guard-switch-done-named-more = Hawker { $direction ->
        [away] зняв з продажу
       *[back] повернув у продаж
    } { $count ->
        [one] { $count } оголошення з ручною видачею
        [few] { $count } оголошення з ручною видачею
        [many] { $count } оголошень з ручною видачею
       *[other] { $count } оголошення з ручною видачею
    }: { $titles } і ще { $more }.
guard-switch-partial = Hawker поки { $direction ->
        [away] зняв з продажу
       *[back] повернув у продаж
    } { $done } з { $count ->
        [one] { $count } оголошення з ручною видачею
        [few] { $count } оголошень з ручною видачею
        [many] { $count } оголошень з ручною видачею
       *[other] { $count } оголошення з ручною видачею
    }; решта — щойно дозволять ліміти запису маркетплейсу.
guard-switch-instant = Оголошення з автовидачею продаються далі.
guard-left-alone-gone = Залишено як є: «{ $title }» (його більше немає).
guard-left-alone-edited = Залишено як є: «{ $title }» (його за цей час змінили).
guard-left-alone-status = Залишено як є: «{ $title }» (зараз його статус: { $status ->
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
guard-left-alone-refused = Залишено як є: «{ $title }» (маркетплейс відмовив: `{ $code }`).
guard-left-alone-other = Залишено як є: «{ $title }» ({ $reason }).
guard-left-alone-more = { $count ->
        [one] І ще { $count } оголошення залишено як є.
        [few] І ще { $count } оголошення залишено як є.
        [many] І ще { $count } оголошень залишено як є.
       *[other] І ще { $count } оголошення залишено як є.
    }
cmd-stats = Цифри продажів із графіком порівняно з попереднім періодом; або вивантаження в CSV
cmd-stats-details = `stats`, `stats 30d by game`, `stats 2026-11-01..2026-11-20 by listing`, `stats export 12m`. Дні рахуються за часовим поясом щоденного зведення, якщо його немає — робочих годин, інакше за UTC.
cmd-stats-query = Період (today, 7d, 30d, 12m, 2026-11-01..2026-11-20), далі by listing|game|category; або export
stats-title = Продажі магазину { $account }, { $period }
stats-none = За цей період продажів не записано.
stats-none-before = За цей період продажів не записано (у попередньому періоді: { $count ->
        [one] { $count } замовлення
        [few] { $count } замовлення
        [many] { $count } замовлень
       *[other] { $count } замовлення
    }).
stats-revenue-label = Виручка
stats-orders-label = Замовлення
stats-units-label = Одиниці
stats-average-label = Середнє замовлення
stats-lost-label = Втрачені через дедлайн або скасовані
stats-median-label = Медіанний час видачі
stats-slowest-label = Найдовша видача
stats-slowest-value = { $span }: { $title }
stats-slowest-value-by = { $span }: { $title }, видавав { $person }
stats-delivered-by-label = Хто видав ручні замовлення
stats-top-label = Найкращі оголошення
stats-row = { $name }: { $revenue } ({ $count ->
        [one] { $count } замовлення
        [few] { $count } замовлення
        [many] { $count } замовлень
       *[other] { $count } замовлення
    })
stats-days-in = Дні рахуються за часовим поясом { $timeZone }.
stats-compared = Порівняно з { $days ->
        [one] { $days } днем
        [few] { $days } днями
        [many] { $days } днями
       *[other] { $days } дня
    } перед цим ({ $revenue }, { $count ->
        [one] { $count } замовлення
        [few] { $count } замовлення
        [many] { $count } замовлень
       *[other] { $count } замовлення
    }).
stats-estimated = { $amount } виручки оцінено за цінами оголошень: маркетплейс не повідомив ціну замовлення.
stats-by-label = По { $by ->
        [listing] оголошеннях
        [game] іграх
       *[category] категоріях
    }
stats-chart-by-title = { $title }, по { $by ->
        [listing] оголошеннях
        [game] іграх
       *[category] категоріях
    }
stats-under-a-minute = менше хвилини
stats-export-none = За { $period } замовлень не записано: вивантажувати нічого.
stats-export = { $count ->
        [one] { $count } замовлення
        [few] { $count } замовлення
        [many] { $count } замовлень
       *[other] { $count } замовлення
    }, { $period } (дні за поясом { $timeZone }, час у файлі — UTC). Суми — у центах США; «{ $column }» позначає ціни, взяті з оголошення.
stats-unknown-listing = Невідоме оголошення
stats-unknown-game = Невідома гра
stats-unknown-category = Невідома категорія
stats-other = Інше
stats-outside-hawker = поза Hawker
stats-period-today = сьогодні
stats-period-7d = останні 7 днів
stats-period-30d = останні 30 днів
stats-period-12m = останні 12 місяців
stats-period-range = { $from } — { $to }
stats-period-before = попередній період
stats-period-help = Періоди: `today`, `7d`, `30d`, `12m` або `2026-11-01..2026-11-20`; розбивка: `by listing`, `by game`, `by category`.
stats-period-unknown = Hawker не знає періоду «{ $token }». { $help }
stats-period-dates = Для «{ $token }» потрібні дві дати у вигляді РРРР-ММ-ДД, наприклад `2026-11-01..2026-11-20`.
stats-period-reversed = Період починається пізніше, ніж закінчується ({ $from } пізніше за { $to }): поміняйте дати місцями.
stats-period-future = Період закінчується після сьогоднішнього дня ({ $today }, { $timeZone }): про продажі там ще нічого не відомо.
stats-period-too-long = Hawker зберігає продажі { $max ->
        [one] { $max } день
        [few] { $max } дні
        [many] { $max } днів
       *[other] { $max } дня
    }: виберіть період, не довший за це.
stats-by-usage = Після `by` напишіть `listing`, `game` або `category`.
stats-export-no-by = У вивантаженні кожне замовлення й так у своєму рядку: приберіть `by`.
stats-not-understood = Hawker не зрозумів «{ $text }». { $help }
chart-revenue = Виручка
chart-orders = Замовлення
csv-time = час (UTC)
csv-order-id = id замовлення
csv-listing = оголошення
csv-category = категорія
csv-game = гра
csv-quantity = кількість
csv-amount-cents = сума в центах
csv-amount-estimated = суму оцінено
csv-delivery-type = тип видачі
csv-delivered-by = хто видав
csv-delivery-seconds = час видачі в секундах
csv-outcome = підсумок
csv-source = джерело
