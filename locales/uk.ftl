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

## adapters

# Telegram: гортання під списком, порожній список, відповідь без тексту і що бот каже, коли ядро не може відповісти.
telegram-previous-button = ‹ Назад
telegram-next-button = Далі ›
telegram-nothing-to-show = Тут нічого немає.
telegram-page = Сторінка { $page } з { $pages } · усього { $total }
telegram-choose = Виберіть:
telegram-reply-here = Відповідайте тут:
telegram-something-went-wrong = У мене щось пішло не так. Спробуйте ще раз трохи згодом.
telegram-download-failed = Не вдалося отримати цей файл із Telegram. Надішліть його ще раз трохи згодом.

# Discord: підпис, меню й кнопки списку, кнопки й поля форм (модальних вікон) і короткі відповіді про помилки.
discord-list-total =
    { $count ->
        [one] { $count } позиція
        [few] { $count } позиції
        [many] { $count } позицій
       *[other] { $count } позиції
    }
discord-list-page =
    Сторінка { $page } з { $pages } · { $count ->
        [one] { $count } позиція
        [few] { $count } позиції
        [many] { $count } позицій
       *[other] { $count } позиції
    }
discord-nothing-here = Тут нічого немає.
discord-open-placeholder = Виберіть, що відкрити…
discord-previous-button = ◀ Назад
discord-next-button = Далі ▶
discord-secret-form-button = 🔒 Ввести приховано
discord-goods-form-button = 📦 Ввести товар
discord-answer-form-button = ✎ Відповісти
discord-api-key-label = API-ключ
discord-goods-label = Товар: по одній позиції в рядку
discord-answer-label = Ваша відповідь
discord-failure = Hawker не зміг зараз це виконати. Спробуйте ще раз за хвилину.
discord-download-failed = Hawker не зміг отримати цей файл із Discord. Надішліть його ще раз трохи згодом.
discord-unknown-command = Hawker більше не знає цієї команди.
discord-stale-button = Ця кнопка більше не діє: виконайте команду ще раз.
discord-stale-form = Ця форма більше не діє: виконайте команду ще раз.

# Чат у терміналі (`npm start`): заголовки повідомлень, підказки під повідомленнями й запитаннями та привітання.
# #N.k вводиться як є: варіант k повідомлення номер N.
console-alert-header = #{ $number } СПОВІЩЕННЯ
console-goods-reply-hint = (щоб відповісти, напишіть @{ $number } і товар, по одній позиції в рядку, потім порожній рядок)
console-updated = #{ $number } оновлено: { $summary }
console-removed = #{ $number } видалено
console-nothing-to-choose = Зараз нема з чого вибирати: введіть #N.{ $choice }, щоб вибрати варіант { $choice } повідомлення #N.
console-more-lines = (введіть решту рядків, потім порожній рядок, щоб надіслати)
console-no-such-choice = Повідомлення #{ $number } не має варіанта { $choice }.
console-cannot-read = Не вдалося прочитати { $path }: перевірте шлях і спробуйте ще раз.
console-saved-to = збережено в { $path }
console-failure = У нас щось пішло не так; спробуйте ще раз.
console-nothing-to-show = (тут нічого немає)
console-page = сторінка { $page }/{ $pages }, усього { $total }
console-previous = назад
console-next = далі
console-attachment =
    (вкладення: { $filename }, { $bytes ->
        [one] { $bytes } байт
        [few] { $bytes } байти
        [many] { $bytes } байтів
       *[other] { $bytes } байта
    })
console-goods-hint = (по одному коду в рядку; наприкінці порожній рядок, або введіть `file <path>`)
console-file-hint = (введіть `file <path>`)
console-secret-hint = (цей термінал бачите лише ви)
console-welcome = Hawker у вашому терміналі.
console-redis-embedded = Redis: окремий redis-server (дані в .data/redis), він зупиниться, коли ви вийдете.
console-vault-dev = Сховище ключів: ключ для розробки в .data/dev-master-keys (для справжніх ключів задайте HAWKER_MASTER_KEYS).
console-demo-not-connected = Не вдалося підключити демо-магазин: { $reason }
console-unknown-reason = причина невідома
console-marketplace-sandbox = Маркетплейс: пісочниця за адресою { $url }, демо-магазин уже підключено, покупці оформлюють замовлення.
console-marketplace = Маркетплейс: { $url }. Підключіть свій магазин командою /connect.
console-try = Спробуйте /listings, /orders або /help. Коли надійде сповіщення про замовлення, дайте на нього відповідь: @<номер>, коди, потім порожній рядок.
console-keys = Число відповідає на щойно поставлене запитання, інакше вибирає цей варіант; #N.k вибирає варіант k повідомлення #N (кнопки сповіщення); /quit — вихід. Журнал: .data/hawker.log
