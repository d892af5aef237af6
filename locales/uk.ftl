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

## jobs

alert-untitled-order = Замовлення { $orderId }
alert-bought-quantity = { $title } × { $quantity }
alert-field-account = Магазин
alert-field-quantity = Кількість
alert-field-price = Ціна
alert-field-order = Замовлення
alert-field-time-left = Залишилося
alert-field-deadline = Кінцевий термін
alert-field-taken-by = Хто взяв
alert-deadline-passed = термін минув
alert-under-a-minute = менше хвилини
alert-deliver-button = Видати
alert-take-button = Взяти
alert-title = Нове замовлення: { $what }
alert-text = Замовлення чекає на видачу. Дайте відповідь на це повідомлення з товаром (по одному в рядку або файлом) або натисніть «Видати».
alert-reminder-title = Нагадування: { $what } чекає на видачу, залишилося { $left }
alert-reminder-text = Якщо замовлення не видати, воно саме скасується { $deadline }. Дайте відповідь на це повідомлення з товаром або натисніть «Видати».
alert-delivered-title = Замовлення видано: { $what }
alert-delivered-by-text = Видано через Hawker: { $by }.
alert-delivered-elsewhere-text = Видано (не через Hawker).
alert-cancelled-title = Замовлення скасовано: { $what }
alert-cancelled-deadline-text = Термін минув до видачі: маркетплейс скасував замовлення й повернув залишок.
alert-cancelled-text = Замовлення більше не чекає на видачу: його скасовано, залишок повернувся.
alert-disconnected-title = Магазин від'єднано: { $what }
alert-disconnected-text = Цей магазин від'єднали від Hawker, тож Hawker більше не стежить за замовленням і не видає його з цього повідомлення. Якщо замовлення досі чекає, видайте його в кабінеті продавця.

escalation-operators-title = Замовлення ще ніхто не видав: { $what }, залишилося { $left }
escalation-team-title = Досі чекає на видачу: { $what }, залишилося { $left }
escalation-everyone-title = Останній дзвінок: { $what }, залишилося { $left }
escalation-held-text = Ви взяли це замовлення: команда чекає на вас до наступного кроку. Воно саме скасується { $deadline }. Дайте відповідь із товаром або натисніть «Видати».
escalation-text = Замовлення саме скасується { $deadline }, і постраждає рейтинг магазину. Дайте відповідь на це повідомлення з товаром, натисніть «Видати» або «Взяти», щоб команда знала, що замовлення у вас.

notice-field-listing = Оголошення
notice-target-gone-title = Сповіщення в одному чаті вимкнено
notice-target-gone-private-text = Hawker більше не може писати в особистий чат { $id } у { $platform } (бота видалили чи заблокували, або чат видалено). Сповіщення туди вимкнено; оберіть, куди вони надходять, командою /alerts.
notice-target-gone-chat-text = Hawker більше не може писати в чат { $id } у { $platform } (бота видалили чи заблокували, або чат видалено). Сповіщення туди вимкнено; оберіть, куди вони надходять, командою /alerts.

watch-moderation-prohibited-item = товар заборонено на маркетплейсі
watch-moderation-misleading-description = опис вводить в оману
watch-moderation-stolen-images = зображення належать комусь іншому
watch-moderation-invalid-price = ціна неприйнятна
watch-moderation-insufficient-details = в оголошенні бракує відомостей, потрібних покупцям
watch-moderation-other = модерація вказала іншу причину
watch-moderation-no-code = код причини не вказано
watch-moderation-unknown-code = код причини «{ $code }»
watch-changes-requested-title = Модерація повернула оголошення: { $title }
watch-changes-requested-reason = Модерація зняла його з маркетплейсу: { $reason }.
watch-changes-requested-note = Коментар модерації: «{ $note }»
watch-removed-title = Оголошення видалено: { $title }
watch-removed-text = Маркетплейс більше не знає цього оголошення (модерація одразу видаляє оголошення, що грубо порушують правила). Відновити його не можна; якщо це помилка, створіть нове.
watch-sold-out-title = Розпродано: { $title }
watch-sold-out-text = Залишок закінчився, покупці не можуть його купити. { $advice }
watch-low-stock-title = Залишок закінчується: { $title }
watch-low-stock-text =
    { $stock ->
        [one] Залишилася лише { $stock } одиниця
        [few] Залишилося лише { $stock } одиниці
        [many] Залишилося лише { $stock } одиниць
       *[other] Залишилося лише { $stock } одиниці
    } (ви просили повідомити при залишку { $threshold }). { $advice }
watch-restock-top-up = Додайте коди: /restock { $listingId }.
watch-restock-currency = Поповніть залишок: /restock { $listingId } add <кількість>.
watch-restock-account = В інтерфейсі маркетплейсу немає виклику для поповнення залишку оголошень-акаунтів: поповніть залишок у кабінеті продавця.
watch-restock-gift-card = В інтерфейсі маркетплейсу немає виклику для поповнення залишку подарункових карток: поповніть залишок у кабінеті продавця.
watch-restock-unknown = Залишок поповнень і валюти поповнюється через /restock { $listingId }; акаунтів і подарункових карток — лише в кабінеті продавця (в інтерфейсі для них немає виклику поповнення).
watch-instant-sale-title = Миттєвий продаж: { $what }
watch-untitled-order = замовлення { $orderId }
watch-instant-sale-text = Видано автоматично із завантаженого вами залишку. Нічого робити не треба.

digest-title = Продажі за сьогодні ({ $day })
digest-estimated-text = З них { $amount } — оцінка за цінами оголошень.
digest-exact-text = Усі суми — ціни замовлень.
digest-field-revenue = Виторг
digest-field-orders = Замовлення
digest-field-units = Одиниці
digest-field-lost = Втрачено через термін або скасовано
digest-chart-title =
    Продажі магазину { $shop } за { $days ->
        [one] останній { $days } день
        [few] останні { $days } дні
        [many] останні { $days } днів
       *[other] останні { $days } дня
    }
digest-chart-your-shop-title =
    Продажі вашого магазину за { $days ->
        [one] останній { $days } день
        [few] останні { $days } дні
        [many] останні { $days } днів
       *[other] останні { $days } дня
    }

trouble-key-invalid-title = Hawker більше не може дістатися до вашого акаунта продавця
trouble-key-invalid-text = Маркетплейс відхилив API-ключ (його відкликали або використали з адреси поза списком дозволених). Сповіщення про замовлення зупинено. Створіть новий ключ у розділі Seller → API keys і надішліть його командою /connect в особистому чаті.
trouble-suspended-title = Ваш акаунт продавця призупинено
trouble-suspended-text = Маркетплейс повідомляє, що акаунт призупинено, тому Hawker не бачить замовлень. Сповіщення на паузі й відновляться самі, коли маркетплейс зніме призупинення; із цього питання зверніться до підтримки маркетплейсу.
trouble-resumed-title = Сповіщення знову працюють
trouble-resumed-text = Маркетплейс знову відповідає щодо вашого акаунта продавця; Hawker стежить за замовленнями.

lost-title = Замовлення втрачено через термін: { $what }
lost-text = Ніхто не видав замовлення { $orderId }: маркетплейс скасував його й повернув залишок, а рейтинг магазину постраждає.
lost-text-by = Ніхто не видав замовлення { $orderId } до { $deadline }: маркетплейс скасував його й повернув залишок, а рейтинг магазину постраждає.
lost-away-hint = Воно надійшло в неробочий час (або робочі години не задано): `away hours Europe/Berlin mon-fri 09:00-23:00` знімає ручні оголошення з продажу, коли ніхто не працює, а кнопка «Піти зараз» робить це, доки ви не напишете `back`.
lost-field-came-in = Надійшло
lost-field-called = Кого сповістили
lost-nobody-called = нікого (сповіщення були приглушені або вимкнені)
lost-call-alert =
    сповіщення ({ $count ->
        [one] { $count } чат
        [few] { $count } чати
        [many] { $count } чатів
       *[other] { $count } чату
    })
lost-call-operators =
    оператори, менеджери й власник, особисто ({ $count ->
        [one] { $count } чат
        [few] { $count } чати
        [many] { $count } чатів
       *[other] { $count } чату
    })
lost-call-team =
    групи команди й власник ({ $count ->
        [one] { $count } чат
        [few] { $count } чати
        [many] { $count } чатів
       *[other] { $count } чату
    })
lost-call-everyone =
    усі: групи й кожен оператор особисто ({ $count ->
        [one] { $count } чат
        [few] { $count } чати
        [many] { $count } чатів
       *[other] { $count } чату
    })
lost-call-taker =
    { $taker }, який узяв замовлення, особисто ({ $count ->
        [one] { $count } чат
        [few] { $count } чати
        [many] { $count } чатів
       *[other] { $count } чату
    })
lost-away-now-button = Піти зараз

announce-away-title = Немає на місці: ручні оголошення знято з продажу
announce-back-title = Знову на місці: ручні оголошення знову в продажу

buyer-input-player-id = ID гравця
buyer-input-server = Сервер
buyer-input-character-name = Ім'я персонажа
