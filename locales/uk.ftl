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

## core

# Dispatch: refusals, usage problems, confirmations, buttons and conversations that ran out.
dispatch-unknown-command = Команди «{ $name }» немає. Надішліть `help`, щоб побачити список.
dispatch-account-gone = Цей магазин більше не підключений до Hawker.
dispatch-key-refused = Маркетплейс відхилив API-ключ цього магазину. Власник має створити новий ключ у розділі «Продавець → API-ключі» та надіслати `connect` ботові в особистому чаті (з назвою магазину, щоб замінити його ключ).
dispatch-confirm-title = Підтвердьте дію
dispatch-confirm-button = Підтвердити
dispatch-cancel-button = Скасувати
# $sentence: the error sentence for the refused key, followed by what Hawker did about it.
dispatch-key-marked-invalid = { $sentence } Hawker позначив ключ як недійсний і зупинив фонову роботу для цього магазину.
dispatch-key-in-group-title = Ключ надіслано в групу
dispatch-key-in-group = Ніколи не вставляйте API-ключ у групу: його можуть прочитати всі учасники. Hawker попросив видалити ваше повідомлення. Вважайте ключ скомпрометованим: відкличте його в розділі «Продавець → API-ключі», створіть новий і надішліть `{ $command }` ботові в особистому чаті.
dispatch-private-only = `{ $command }` працює лише в особистому чаті з ботом: надішліть команду ботові напряму.
dispatch-group-only = `{ $command }` працює лише в групі або каналі, прив'язаних до магазину.
dispatch-group-not-linked = Ця група не прив'язана до магазину. Власник магазину може прив'язати її тут командою `team link`.
dispatch-no-account = У вас ще немає магазину в Hawker. Надішліть ботові в особистому чаті `connect` зі своїм API-ключем або приєднайтеся до команди через `join <code>`.
dispatch-bound-account-lost = У вас немає ролі в магазині, для якого зроблено цю кнопку чи запитання, тому нічого не зроблено. Якщо потрібно, попросіть у його власника код запрошення.
dispatch-no-role = У вас немає ролі в магазині, до якого прив'язане це місце. Попросіть у власника код запрошення й надішліть `join <code>`.
# $needed and $role: the role values viewer, operator, manager, owner.
dispatch-role-refused =
    Для `{ $command }` потрібна роль { $needed ->
        [owner] «власник»
        [manager] «менеджер»
        [operator] «оператор»
       *[viewer] «спостерігач»
    }, а у вас у цьому магазині роль { $role ->
        [owner] «власник»
        [manager] «менеджер»
        [operator] «оператор»
       *[viewer] «спостерігач»
    }. Якщо потрібно більше прав, зверніться до власника.
dispatch-button-invalid = Ця кнопка більше не діє: виконайте команду ще раз.
dispatch-button-expired = Термін дії кнопки минув: виконайте команду ще раз.
dispatch-send-help = Надішліть `help`, щоб дізнатися, що вміє Hawker.
dispatch-alert-shop-gone = Магазин, до якого належить це сповіщення, відключено від Hawker, тож видати замовлення звідси не можна. Якщо замовлення досі чекає, видайте його в кабінеті продавця.
dispatch-deliver-needs-operator = Для видачі потрібна роль «оператор» у цьому магазині.
dispatch-expired = Час минув: виконайте команду ще раз.
# $summary: how the conversation ended (see dispatch-done-*).
dispatch-already-done = Уже зроблено: { $summary }
dispatch-not-yours = Відповісти може лише той, хто це почав. Якщо вам це потрібно, виконайте команду самі.
dispatch-flow-unknown = Цей діалог більше не розпізнається: виконайте команду ще раз.
dispatch-flow-account-lost = Цей діалог втратив свій магазин: виконайте команду ще раз.
# $needed: the role value viewer, operator, manager or owner.
dispatch-flow-role-lost =
    Для цього потрібна роль { $needed ->
        [owner] «власник»
        [manager] «менеджер»
        [operator] «оператор»
       *[viewer] «спостерігач»
    } у магазині, а у вас її більше немає.
dispatch-confirm-pending = Натисніть «Підтвердити» або «Скасувати» під запитанням вище чи надішліть `cancel`.
dispatch-confirm-invalid = Це підтвердження більше не діє: виконайте команду ще раз.
dispatch-cancelled = Скасовано: нічого не змінилося.
dispatch-already-confirmed = Уже зроблено: це вже підтвердили.
dispatch-done-cancelled = скасовано
dispatch-done-confirmed = `{ $command }` підтверджено й виконано.
# $secret: what the command answers with, e.g. "a one-time invite code".
dispatch-secret-in-group = Відповідь на `{ $command }` містить секрет ({ $secret }), який тут прочитав би кожен, тому команда працює лише в особистому чаті з ботом. Надішліть її ботові напряму.
# $problems: the sentences below, one after another; $usage: the command with its arguments.
dispatch-usage = { $problems } Як писати: `{ $usage }`
dispatch-issue-extra = Тексту більше, ніж приймає команда
# $name: the argument's name in backticks.
dispatch-issue-missing = Не вказано { $name }
# $expected: zod's type name (number, int, string, boolean…).
dispatch-issue-type =
    { $name } має бути { $expected ->
        [number] числом
        [int] цілим числом
        [boolean] так або ні
       *[string] текстом
    }
dispatch-issue-one-of = { $name } — одне з: { $values }
dispatch-issue-at-most = { $name } — не більше ніж { $limit }
dispatch-issue-at-least = { $name } — не менше ніж { $limit }
# zod's own English for a pattern or a check that gave no sentence of its own.
core-issue-pattern = Значення не відповідає шаблону { $pattern }
core-issue-invalid = Неприпустиме значення
core-still-working = Маркетплейс відповідає повільно, тож Hawker перестав чекати. Запит ще може пройти: за хвилину перевірте через `listings` або `orders`, перш ніж пробувати знову.
flow-unreadable = Hawker не зміг зрозуміти, де зупинився цей діалог (можливо, його тим часом оновили): виконайте команду ще раз.

# Replies Hawker adds while delivering its answers, and files nobody asked for.
core-secret-not-deleted = Я не зміг видалити ваше повідомлення вище, а в ньому секрет. Видаліть його самі просто зараз. (У групі чи каналі сервера мені потрібне право видаляти повідомлення, щоб робити це за вас.)
core-sent-privately = Я відповів вам в особистому повідомленні.
core-cannot-write-privately = Ця відповідь лише для вас, але я не можу написати вам особисто, доки ви не почнете чат зі мною. Відкрийте особистий чат зі мною й надішліть команду ще раз.
core-cannot-write-privately-link = Ця відповідь лише для вас, але я не можу написати вам особисто, доки ви не почнете чат зі мною. Відкрийте особистий чат зі мною ({ $link }) і надішліть команду ще раз.
core-nothing-waits-for-file = Тут від вас не чекають файлу, тому Hawker його не прочитав. Спочатку почніть `restock`, `deliver` або `create`, а файл надішліть, коли його попросять.
core-file-too-large = Файл більший, ніж приймає цей крок (не більше ніж { $limit }). Надішліть менший файл або розділіть його.
core-file-too-large-sized = Файл має { $size } — це більше, ніж приймає цей крок (не більше ніж { $limit }). Надішліть менший файл або розділіть його.
core-file-size-kb = { $amount } КБ
core-file-size-mb = { $amount } МБ

# Marketplace errors: one sentence per code, each telling the seller what to do next.
error-code-delivery-instructions-required = Маркетплейсу потрібні інструкції з видачі для цього оголошення: додайте, що покупець має зробити під час передачі, і спробуйте знову.
error-code-bulk-fields-required = Маркетплейс просить заповнити більше полів цього оголошення: перевірте, що задано всі обов'язкові атрибути, ціну та умови видачі, і спробуйте знову.
error-code-instant-requires-activation-code = Миттєва видача працює лише зі способом видачі `activation_code`: виберіть `activation_code` або перейдіть на ручну видачу.
error-code-title-too-short = Назва закоротка: потрібно від 8 до 128 символів.
error-code-invalid-attributes = Атрибути оголошення не відповідають категорії: заповніть кожен обов'язковий атрибут допустимим значенням (варіанти показує `create`) і спробуйте знову.
error-code-invalid-image = Зображення відхилено: надішліть зображення сюди ще раз, щоб Hawker спершу завантажив їх на маркетплейс.
error-code-invalid-tags = Теги відхилено: усередині тегу не має бути ком, а на всі теги разом — не більше ніж 500 символів.
error-code-unknown-brand = Такої гри немає на маркетплейсі, або в ній не можна продавати цю категорію: виберіть іншу гру.
error-code-unauthorized = Маркетплейс більше не приймає цей API-ключ (його відкликали або використовують з адреси поза списком дозволених). Створіть новий ключ у розділі «Продавець → API-ключі» й виконайте `connect` в особистому чаті з ботом.
error-code-forbidden = Маркетплейс відмовив: цей API-ключ не має потрібного дозволу. Перевірте ключ у кабінеті продавця або створіть ключ із потрібним дозволом і підключіть його через `connect`.
error-code-account-suspended = Магазин заблоковано, тому маркетплейс не приймає змін. Зверніться до підтримки маркетплейсу; поки що Hawker призупинив фонову роботу для цього магазину.
error-code-not-found = Маркетплейс не має такого оголошення чи замовлення в цьому магазині (неправильний id, інший магазин або видалено модерацією). Перевірте id через `listings` або `orders`.
error-code-rate-limited = Маркетплейс повідомляє, що ліміт запитів вичерпано: зачекайте хвилину й спробуйте знову.
# $when: when to try again, e.g. "in 2 min (2026-11-21 14:14 UTC)".
error-rate-limited-until = Маркетплейс повідомляє, що ліміт запитів вичерпано. Спробуйте знову { $when }.
error-budget-reads = Ліміт читання цього магазину (500 за хвилину) вичерпано. Він звільниться { $when } — тоді й спробуйте знову.
error-budget-writes = Ліміт змін цього магазину (250 за хвилину) вичерпано. Він звільниться { $when } — тоді й спробуйте знову.
error-budget-offer-minute = Ліміт змін одного оголошення (5 за хвилину) вичерпано. Він звільниться { $when } — тоді й спробуйте знову.
error-budget-offer-hour = Ліміт змін одного оголошення (10 за годину) вичерпано. Він звільниться { $when } — тоді й спробуйте знову.
error-budget-other = Ліміт запитів цього магазину вичерпано. Він звільниться { $when } — тоді й спробуйте знову.
error-vault = Hawker не може відкрити збережений API-ключ цього магазину (його змінили, скопіювали з іншого магазину або зашифрували майстер-ключем, якого більше немає в налаштуваннях). Власник має надіслати `connect <key> <account label>` в особистому чаті з ботом.
# $code: the marketplace's error code, shown as it came.
error-conflict = Маркетплейс повідомляє про конфлікт ({ $code }): оголошення чи замовлення тим часом змінилися. Перевірте через `listing` або `orders` і, якщо це ще потрібно, спробуйте знову.
error-server = У маркетплейсу внутрішня помилка ({ $status }). З вашого боку виправляти нічого: спробуйте за кілька хвилин.
error-server-with-code = У маркетплейсу внутрішня помилка ({ $status } { $code }). З вашого боку виправляти нічого: спробуйте за кілька хвилин.
error-unknown-code = Маркетплейс відмовив із кодом «{ $code }» (статус відповіді { $status }) — ця причина Hawker поки невідома. Перевірте оголошення в кабінеті продавця; якщо помилка повторюється, повідомте цей код розробникам Hawker.
error-timeout = Маркетплейс не відповів вчасно. Перш ніж пробувати знову, перевірте результат через `listings` або `orders`.
error-connection-broke = З'єднання з маркетплейсом обірвалося під час запиту. Перш ніж пробувати знову, перевірте результат через `listings` або `orders`.
error-unreachable = Hawker зараз не може зв'язатися з маркетплейсом. Нічого не надіслано: спробуйте за хвилину.
# $field: the field of the marketplace's answer Hawker could not read.
error-response-shape = Маркетплейс відповів у формі, якої Hawker не розуміє (поле «{ $field }»). Дія могла виконатися: перевірте кабінет продавця й повідомте розробникам Hawker.
# $fields: the request fields at fault, as the marketplace names them.
error-invalid-request = Hawker не надіслав запит: деякі значення порушують правила маркетплейсу ({ $fields }). Виправте їх і спробуйте знову.
# Named among the fields when the request as a whole breaks a rule.
error-request-whole = запит загалом
error-internal = Усередині Hawker щось пішло не так. Нічого секретного не показано; спробуйте знову, а якщо помилка повторюється, повідомте розробникам Hawker.

# Prices as sellers type them.
# $thousands and $decimals: the two readings as amounts; $writeThousands and $writeDecimals: how to type each one.
price-input-ambiguous = «{ $typed }» може означати { $thousands } або { $decimals }. Напишіть `{ $writeThousands }` або `{ $writeDecimals }`, щоб уточнити.
price-input-ambiguous-digit = «{ $typed }» може означати { $thousands } — або це центи із зайвою цифрою. Напишіть `{ $writeThousands }`, якщо маєте на увазі { $thousands }.
price-input-unreadable = «{ $typed }» — не ціна: пишіть 12,50, 12.50, $12.50 або 1250c.
price-input-zero = Ціна { $zero } неможлива: на маркетплейсі нічого не продається безкоштовно. Вкажіть ціну, наприклад 12,50.
price-input-too-high = Це більше ніж { $max }: перевірте ціну.

# Goods and codes sent for a delivery or a restock.
goods-file-kind = Надішліть товар файлом .txt, .csv або .json чи рядками тексту.
goods-file-too-large = Файл більший за 2 МБ: розділіть його.
goods-codes-file-kind = Коди для поповнення залишку приймаються файлом .txt або .csv, по одному коду в рядку.
goods-no-codes = Коди не знайдено: надішліть по одному коду в рядку.
goods-too-many-codes = Не більше ніж { $max } кодів за раз.
goods-json-not-array = JSON — не масив об'єктів, по одному на одиницю товару.
goods-json-line = Рядок, що починається з {"{"}, має бути одним JSON-об'єктом.
goods-none = Товар не знайдено: потрібен один рядок (або JSON-об'єкт) на одиницю.
goods-too-many-units = Не більше ніж { $max } одиниць за раз.
# $entries: the numbers of the repeated entries, e.g. "2, 5".
goods-repeated = Однаковий товар трапляється більше ніж один раз (записи { $entries }): кожній одиниці потрібен свій. Нічого не надіслано.
# $preview: the first and last two characters with dots between; $count: the length.
goods-masked-long =
    { $preview } ({ $count ->
        [one] { $count } символ
        [few] { $count } символи
        [many] { $count } символів
       *[other] { $count } символу
    })

# Lists: orders and listings as rows.
order-row-untitled = Замовлення
# $when: e.g. "in 2 h 14 min (2026-11-21 14:14 UTC)".
order-row-deadline = видати { $when }
order-row-no-deadline = строк не вказано
order-row-quantity = { $count } шт.
listing-row-stock = залишок { $stock }
listing-row-id = id { $id }

# Finding the listing or order a seller typed.
cmd-order-argument = id замовлення (достатньо перших 8 символів)
lookup-order-id-form = id замовлення — це ідентифікатор, який показує `orders` (достатньо перших 8 символів)
lookup-order-ambiguous = З { $id } починаються кілька замовлень, що чекають: введіть довший id.
# $shop: the seller account's label.
lookup-order-none = У магазині «{ $shop }» немає замовлення { $id }, що чекає на видачу. Можливо, його вже видано або скасовано: див. `orders`.
lookup-listing-id-form = id оголошення — це ідентифікатор, який показує `listings` (достатньо перших 8 символів)
lookup-listing-ambiguous = З { $id } починаються кілька ваших оголошень: введіть довший id.
lookup-listing-none = Жодне ваше оголошення не має id { $id }. Надішліть `listings`, щоб їх побачити.

# A status call the listing's state rules out, answered without sending it.
transition-already-on-sale = «{ $title }» уже в продажу: нічого не змінилося.
transition-already-draft = «{ $title }» уже чернетка: нічого не змінилося.
transition-already-paused = «{ $title }» уже на паузі: нічого не змінилося.
transition-already-archived = «{ $title }» уже в архіві: нічого не змінилося.
transition-archived-for-good = «{ $title }» в архіві назавжди: повернути його не можна. Щоб знову продавати, створіть нове оголошення.
# $status: the listing's status word.
transition-unpublish-only-from = Оголошення «{ $title }» зараз має статус «{ $status }», а маркетплейс знімає з публікації лише активні оголошення й оголошення на паузі, тому нічого не надіслано.
transition-pause-only-from = Оголошення «{ $title }» зараз має статус «{ $status }», а маркетплейс ставить на паузу лише активні оголошення, тому нічого не надіслано.
transition-unpause-only-from = Оголошення «{ $title }» зараз має статус «{ $status }», а маркетплейс знімає з паузи лише оголошення на паузі, тому нічого не надіслано.
transition-paused-top-up = В інтерфейсі маркетплейсу не можна зняти поповнення з паузи. Щоб знову продавати: `unpublish { $id }` (оголошення стане чернеткою), потім `publish { $id }`.

# How a listing sent back by moderation gets back on sale.
moderation-prohibited = Жодна правка не зробить сам товар дозволеним: перенесіть оголошення в архів командою `archive { $id }`.
moderation-category-unknown = Виправте через `edit { $id }`, якщо це оголошення про поповнення чи валюту, інакше — в кабінеті продавця (інтерфейс редагує лише ці два види). Після правки оголошення стане чернеткою; потім `publish { $id }`.
# $category: the category value (account, gift_card…).
moderation-no-edit-call =
    В інтерфейсі маркетплейсу не можна редагувати { $category ->
        [account] оголошення з акаунтами
        [top_up] оголошення про поповнення
        [currency] оголошення з валютою
       *[gift_card] оголошення з подарунковими картками
    }: виправте його в кабінеті продавця. Після правки оголошення стане чернеткою; потім `publish { $id }`.
moderation-fix-misleading-description = Виправте через `edit { $id } description <text>` (або `title`). Після правки оголошення стане чернеткою; потім `publish { $id }`.
moderation-fix-stolen-images = Виправте через `edit { $id } images`, надіславши власні зображення. Після правки оголошення стане чернеткою; потім `publish { $id }`.
moderation-fix-stolen-images-currency = Виправте через `edit { $id } description <text>` (оголошення з валютою не має зображень). Після правки оголошення стане чернеткою; потім `publish { $id }`.
moderation-fix-invalid-price = Виправте через `price { $id } <amount>`. Після правки оголошення стане чернеткою; потім `publish { $id }`.
moderation-fix-insufficient-details = Виправте через `edit { $id } description <text>` або `edit { $id } attributes key=value, …`. Після правки оголошення стане чернеткою; потім `publish { $id }`.
moderation-fix-other = Виправте через `edit { $id } <field> <value>` те, на що вказує зауваження. Після правки оголошення стане чернеткою; потім `publish { $id }`.

# help and cancel.
cmd-help = Що вміє Hawker і яка роль потрібна для кожної команди
cmd-help-command = Команда, яку треба пояснити
help-title = Команди Hawker
help-intro = Надішліть `help <command>`, щоб дізнатися подробиці. Ролі: спостерігач (`viewer`) переглядає; оператор (`operator`) ще видає замовлення й поповнює залишки; менеджер (`manager`) ще редагує, змінює ціни, публікує, ставить на паузу й створює оголошення; власник (`owner`) ще керує ключами, командою та сповіщеннями.
help-usage-label = Як писати
help-role-label = Потрібна роль
help-role-anyone = будь-хто
help-role-viewer = спостерігач
help-role-operator = оператор
help-role-manager = менеджер
help-role-owner = власник
cmd-cancel = Зупинити поточний покроковий сценарій (create, deliver, restock, connect)
cancel-stopped = Зупинено. Більше нічого не буде надіслано.
cancel-nothing = Зараз нічого зупиняти.
