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

## selling

# publish, unpublish, pause, unpause, archive
cmd-listing-id = Id оголошення (достатньо перших 8 символів)
cmd-listing-id-short = Id оголошення
cmd-publish = Виставити чернетку оголошення на маркетплейс
cmd-unpublish = Зняти активне оголошення з маркетплейсу (назад у чернетку)
cmd-pause = Пауза для поповнення чи подарункової картки: покупці його не бачать, решта не змінюється
cmd-unpause = Повернути в продаж подарункову картку з паузи (поповнення з паузи: unpublish, потім publish)
cmd-archive = Прибрати оголошення назавжди (скасувати не можна)
status-archive-question = «{ $title }» ({ $status }): перенести це оголошення в архів назавжди? Воно зникне з маркетплейсу, і опублікувати його знову буде неможливо.
status-published = «{ $title }» опубліковано: покупці вже можуть його купити.
status-unpublished = «{ $title }» знято з публікації: це знову чернетка.
status-paused = «{ $title }» на паузі: покупці його більше не бачать.
status-unpaused = «{ $title }» знову в продажу.
status-archived = «{ $title }» в архіві назавжди (ви й надалі можете його переглядати).
status-archived-autopilot-off = Автопілот для нього тепер вимкнено.
status-now = Статус: { $status }.
status-no-pause = Інтерфейс маркетплейсу не має паузи для { $category ->
        [account] оголошень з акаунтами
        [top_up] оголошень з поповненнями
        [gift_card] оголошень з подарунковими картками
       *[currency] оголошень з валютою
    }: щоб зняти оголошення з продажу, використайте `unpublish`.
status-no-unpause = Інтерфейс маркетплейсу не має зняття з паузи для { $category ->
        [account] оголошень з акаунтами
        [top_up] оголошень з поповненнями
        [gift_card] оголошень з подарунковими картками
       *[currency] оголошень з валютою
    }: використайте `publish` для чернетки.
status-sent-back = Модерація повернула «{ $title }» на доопрацювання, а маркетплейс публікує лише чернетки.
audit-status-publish = опубліковано оголошення { $listing } «{ $title }»
audit-status-unpublish = знято з публікації оголошення { $listing } «{ $title }»
audit-status-pause = поставлено на паузу оголошення { $listing } «{ $title }»
audit-status-unpause = знято з паузи оголошення { $listing } «{ $title }»
audit-status-archive = перенесено в архів оголошення { $listing } «{ $title }»

# listings
cmd-listings = Ваші оголошення, спершу ті, що потребують уваги; фільтри за статусом, грою й назвою, посторінково
cmd-listings-details = Першими йдуть повернуті модерацією, активні, на паузі та чернетки; продані й архівні враховуються в підсумку, але не показуються, доки ви їх не попросите (`listings status=sold,archived`). Значення з пробілами пишіть у лапках: `listings game="Neon Drift"`. `listings export` надсилає їх файлом CSV або JSON для таблиці.
cmd-listings-status = Статуси через кому, наприклад active,draft
cmd-listings-game = Назва гри, як її показано, наприклад «Neon Drift»
cmd-listings-title = Частина назви
cmd-listings-page = Номер сторінки
cmd-listings-action-show = ваші оголошення посторінково
cmd-listings-action-export = усі оголошення під фільтри — файлом CSV або JSON для редагування в таблиці
cmd-listings-format = csv (для таблиці) або json
listings-export-done = { $count ->
        [one] { $count } оголошення
        [few] { $count } оголошення
        [many] { $count } оголошень
       *[other] { $count } оголошення
    } у файлі { $format }, по рядку на кожне, під англійськими назвами полів маркетплейсу; ціни — у доларах через крапку, у валюти — за одну одиницю її `product_scale`. Порожня клітинка — значення, якого маркетплейс не показує: у поповнень і подарункових карток у його списках немає опису, тегів і терміну видачі.
listings-export-unread = { $count ->
        [one] { $count } оголошення акаунта чи валюти потрапило
        [few] { $count } оголошення акаунтів чи валюти потрапили
        [many] { $count } оголошень акаунтів чи валюти потрапили
       *[other] { $count } оголошення акаунтів чи валюти потрапили
    } у файл без опису, тегів, терміну видачі (і ціни із залишком у валюти): прочитати кожне не вдалося в межах цієї відповіді та 500 запитів на хвилину, які дозволяє маркетплейс. Вивантажуйте частинами (за статусом, грою чи назвою) або повторіть за хвилину.
listings-status-format = статуси пишуться словами через кому, наприклад `active,draft`
listings-hidden = { $count ->
        [one] { $count } продане чи архівне оголошення не показано: надішліть `{ $command }`, щоб його побачити.
        [few] { $count } продані чи архівні оголошення не показано: надішліть `{ $command }`, щоб їх побачити.
        [many] { $count } проданих чи архівних оголошень не показано: надішліть `{ $command }`, щоб їх побачити.
       *[other] { $count } проданого чи архівного оголошення не показано: надішліть `{ $command }`, щоб їх побачити.
    }
listings-nothing-needs-you = Тут ніщо не потребує вашої уваги: { $count ->
        [one] { $count } продане чи архівне оголошення не показано: надішліть `{ $command }`, щоб його побачити.
        [few] { $count } продані чи архівні оголошення не показано: надішліть `{ $command }`, щоб їх побачити.
        [many] { $count } проданих чи архівних оголошень не показано: надішліть `{ $command }`, щоб їх побачити.
       *[other] { $count } проданого чи архівного оголошення не показано: надішліть `{ $command }`, щоб їх побачити.
    }
listings-no-game = Жодне з ваших оголошень не стосується гри «{ $game }». Ваші ігри: { $games }.
listings-no-match = Жодне оголошення не підходить під ці фільтри.
listings-none-yet = У вас ще немає оголошень: створити оголошення можна командою `create`.
listings-no-page-one = Сторінки { $page } немає: { $count ->
        [one] { $count } оголошення вміщується на одній сторінці. Надішліть `{ $command }`, щоб його побачити.
        [few] { $count } оголошення вміщуються на одній сторінці. Надішліть `{ $command }`, щоб їх побачити.
        [many] { $count } оголошень вміщуються на одній сторінці. Надішліть `{ $command }`, щоб їх побачити.
       *[other] { $count } оголошення вміщуються на одній сторінці. Надішліть `{ $command }`, щоб їх побачити.
    }
listings-no-page = Сторінки { $page } немає: { $count ->
        [one] { $count } оголошення займає
        [few] { $count } оголошення займають
        [many] { $count } оголошень займають
       *[other] { $count } оголошення займають
    } { $pages ->
        [one] { $pages } сторінку
        [few] { $pages } сторінки
        [many] { $pages } сторінок
       *[other] { $pages } сторінки
    }. Надішліть `{ $command }`, щоб відкрити останню.
listings-title = Оголошення магазину { $account }
listings-title-filtered = Оголошення магазину { $account } ({ $filters })

# listing
cmd-listing = Подробиці про оголошення й дії, які дозволяє його статус
listing-publish-button = Опублікувати
listing-unpublish-button = Зняти з публікації
listing-pause-button = Пауза
listing-unpause-button = Зняти з паузи
listing-restock-button = Поповнити залишок
listing-archive-button = В архів
listing-unit-available = в наявності
listing-id-label = Id
listing-category-label = Категорія
listing-category = { $category ->
        [account] акаунт
        [top_up] поповнення
        [gift_card] подарункова картка
       *[currency] валюта
    }
listing-status-label = Статус
listing-price-label = Ціна
listing-stock-label = Залишок
listing-delivery-label = Видача
listing-game-label = Гра
listing-updated-label = Оновлено
listing-units-available-label = Одиниць у наявності
listing-not-shown = не вказано
listing-units-label = Одиниці товару
listing-minimum-order-label = Мінімальне замовлення
listing-not-set = не задано
listing-units-more = … і ще { $count }
listing-hawker-units-title = Одиниці, створені через Hawker (серед них можуть бути продані)
listing-no-reason = Причину не вказано.
listing-last-sent-back-label = Останнє повернення модерацією
listing-sent-back-label = Повернуто модерацією
listing-paused-label = На паузі

# price
cmd-price = Задати ціну оголошення: 12.50, 12,50, $12.50 або 1250c (для валюти — ціна за одиницю її шкали)
cmd-price-amount = Нова ціна: 12.50, 12,50, $12.50 або 1250c
price-confirm-higher = Змінити ціну «{ $title }» з { $from } на { $to }? Це у { $factor } { $factor ->
        [one] раз
        [few] рази
        [many] разів
       *[other] рази
    } більше, ніж зараз.
price-confirm-lower = Змінити ціну «{ $title }» з { $from } на { $to }? Це у { $factor } { $factor ->
        [one] раз
        [few] рази
        [many] разів
       *[other] рази
    } менше, ніж зараз.
price-no-edit-call = Інтерфейс маркетплейсу не має виклику для зміни { $category ->
        [account] оголошень з акаунтами
        [top_up] оголошень з поповненнями
        [gift_card] оголошень з подарунковими картками
       *[currency] оголошень з валютою
    }, тож Hawker не може змінити ціну: змініть її в панелі продавця.
price-unchanged = «{ $title }» вже коштує { $price }: нічого не змінено.
price-set = «{ $title }» тепер коштує { $price }.
cmd-cost = Собівартість одиниці оголошення, щоб stats показував прибуток: 12.50, 1250c або off
cmd-cost-details = `cost <оголошення>` показує її; `cost <оголошення> <ціна за одиницю>` задає (для валюти — за одиницю її масштабу, як читає `price`); `cost <оголошення> off` прибирає. Коди пулу коштують стільки, скільки задано в `pool cost`, товар постачальника — скільки він відповів.
cmd-cost-amount = Скільки вам коштує одиниця: 12.50, 12,50, $12.50 або 1250c, або off
cost-set = Одиниця «{ $title }» тепер коштує вам { $cost }: stats рахує прибуток з наступного продажу.
cost-shown = Одиниця «{ $title }» коштує вам { $cost }.
cost-none = Собівартість «{ $title }» не задано: задайте її командою `cost <оголошення> <ціна за одиницю>`.
cost-cleared = Собівартість «{ $title }» прибрано: його продажі рахуються з невідомою собівартістю.
audit-cost-set = задав собівартість оголошення { $listing } «{ $title }»: { $cost } за одиницю
audit-cost-cleared = прибрав собівартість оголошення { $listing } «{ $title }»
price-confirm-below-cost = Продавати «{ $title }» за { $to }? Це нижче за собівартість одиниці ({ $cost }): кожен продаж принесе збиток { $loss }.
audit-price-set = ціну { $listing } «{ $title }» задано: { $price }
audit-price-changed = ціна { $listing } «{ $title }»: { $from } → { $price }

# edit
cmd-edit = Змінити поповнення чи валюту: тексти, теги, зображення, атрибути, видачу, мінімальне замовлення
cmd-edit-details = Поповнення: `title`, `description`, `tags` (через кому, замінюють список), `images` (надсилаються слідом, замінюють галерею), `attributes key=value, …` (усі одразу), `delivery instant` або `delivery manual 2 hours`, `method <key>`, `instructions <text>`, `handover 30 minutes`. Валюта: `title`, `description`, `tags`, `attributes`, `method`, `instructions`, `handover`, `minorder <n>`. Для акаунтів і подарункових карток інтерфейс маркетплейсу не має виклику зміни.
cmd-edit-field = Що змінити
cmd-edit-value = Нове значення (для зображень не потрібне: надішліть їх слідом)
edit-handover-instant = Поповнення з автовидачею не має терміну передачі: покупець отримує код одразу.
edit-methods-are = Способи видачі: { $methods }.
edit-method-needs-manual = Спершу переведіть оголошення на ручну видачу: `edit { $listing } delivery manual <time>`.
edit-already-instant = Це оголошення вже видається автоматично.
edit-already-manual = Це оголошення вже видається вручну.
edit-now-instant = Тепер покупець отримує код одразу, способом { $method } (єдиним, який дозволяє автовидача). Запас кодів поки порожній: додайте їх командою `restock { $listing }`.
edit-delivery-usage = Напишіть `edit { $listing } delivery instant` або `edit { $listing } delivery manual 2 hours`.
edit-manual-loses-codes = Перехід на ручну видачу замінює запас оголошення, тож { $count ->
        [one] { $count } код у залишку зникне
        [few] { $count } коди в залишку зникнуть
        [many] { $count } кодів у залишку зникнуть
       *[other] { $count } коду в залишку зникнуть
    } (інтерфейс не має виклику, який їх поверне). Дочекайтеся, поки вони продадуться, або перенесіть оголошення в архів і створіть нове з ручною видачею.
edit-manual-needs-time = Для ручної видачі потрібен обіцяний термін передачі: `edit { $listing } delivery manual 2 hours`.
edit-attributes-no-game = Маркетплейс не повідомив, до якої гри належить оголошення, тож Hawker не може перевірити атрибути: змініть їх у панелі продавця.
edit-attributes-format = Атрибути пишуться як `key=value` через кому, зі списку: { $keys }.
edit-attribute-required = { $label } (`{ $key }`) — обов'язковий атрибут: надіслані атрибути замінюють усі попередні, тож укажіть кожен, якого вимагає категорія.
edit-no-edit-call = Інтерфейс маркетплейсу не має виклику для зміни { $category ->
        [account] оголошень з акаунтами
        [top_up] оголошень з поповненнями
        [gift_card] оголошень з подарунковими картками
       *[currency] оголошень з валютою
    }: змініть оголошення в панелі продавця.
edit-field-not-editable = В { $category ->
        [top_up] оголошенні з поповненням
       *[currency] оголошенні з валютою
    } інтерфейс не може змінити поле `{ $field }`. Можна змінити: { $fields }.
edit-give-value = Укажіть нове значення: `edit { $listing } { $field } <value>`.
edit-updated = Поле `{ $field }` оголошення «{ $title }» оновлено.
edit-draft-again = Оголошення знову стало чернеткою: коли будете готові, опублікуйте його командою `publish`.
audit-edit = змінено поле { $field } оголошення { $listing } «{ $title }»

# edit <top-up> images
edit-images-ask = Надішліть зображення для «{ $title }» (не більше { $max }; вони замінять усю галерею), потім натисніть «Готово». Вже отримано: { $count }. «Готово» без зображень видаляє всі зображення (тоді поповнення показуватиме плитку набору).
edit-images-added = Зображення додано.
edit-images-done-button = Готово
edit-images-label = Зображення
edit-images-removed = Готово: зображення «{ $title }» видалено.
edit-images-replaced = Готово: у «{ $title }» тепер { $count ->
        [one] { $count } зображення
        [few] { $count } зображення
        [many] { $count } зображень
       *[other] { $count } зображення
    }.
edit-images-done-removed = зображення «{ $title }» видалено
edit-images-done-replaced = у «{ $title }» тепер { $count ->
        [one] { $count } зображення
        [few] { $count } зображення
        [many] { $count } зображень
       *[other] { $count } зображення
    }
edit-images-not-picture = Цей файл не є зображенням.
edit-images-too-many = В оголошенні може бути не більше { $max } зображень: натисніть «Готово».
audit-edit-images = замінено зображення { $listing } «{ $title }» ({ $count })
audit-edit-images-upload = завантажено зображення

# restock
cmd-restock = Поповнити залишок: коди для поповнень, кількість для валюти; видалити одиницю товару
cmd-restock-details = Поповнення: коди по одному в рядку або файл .txt/.csv, повтори відхиляються (у межах партії та серед доданих раніше кодів). Валюта: `set <n>` або `add <n>`. Акаунти й подарункові картки: `remove <unit id>`; виклику для додавання інтерфейс не має.
cmd-restock-input = Коди по одному в рядку; або set/add <кількість>; або remove <id одиниці>
cmd-restock-action-add = коди для поповнення, set/add кількості для валюти
cmd-restock-action-remove = видалити одну одиницю акаунта чи подарункової картки
cmd-restock-unit = Id одиниці або початок id, який є лише в неї
restock-no-add-call = Інтерфейс маркетплейсу не має виклику, який поповнює залишок { $category ->
        [account] оголошень з акаунтами
       *[gift_card] оголошень з подарунковими картками
    }: додавайте одиниці товару в панелі продавця. Hawker може видалити непродану одиницю: `restock { $listing } remove <unit id>` (`listing { $listing }` показує одиниці; достатньо перших символів id).
restock-unit-removed = Одиницю { $unit } видалено з «{ $title }». Якщо вона була останньою, оголошення не продається, доки ви не поповните залишок.
restock-gift-card-units-unknown = Інтерфейс маркетплейсу не показує одиниці подарункової картки, а цю картку створено не через Hawker, тож Hawker не може доповнити короткий id: укажіть повний id із 36 символів із панелі продавця.
restock-no-unit-match = Жодна одиниця «{ $title }» не має id, що починається з { $typed }: `listing { $listing }` показує одиниці.
restock-several-units = Кілька одиниць «{ $title }» починаються з { $typed }: { $units }. Введіть більше символів id.
restock-send-codes = Надішліть коди для «{ $title }»: по одному в рядку або файлом .txt/.csv. Коди, вже додані через Hawker, буде відхилено.
restock-codes-label = Коди, по одному в рядку
restock-done-codes-added = коди додано до «{ $title }»
restock-currency-usage = Залишок валюти — це кількість: `restock { $listing } set 5000` або `restock { $listing } add 500`. Зараз він { $stock }.
restock-currency-usage-scaled = Залишок валюти — це кількість в одиницях по { $scale }: `restock { $listing } set 5000` або `restock { $listing } add 500`. Зараз він { $stock }.
restock-set-or-add = Встановити залишок «{ $title }» на { $quantity } чи додати { $quantity } до теперішніх { $current }?
restock-set-button = Встановити { $quantity }
restock-add-button = Додати { $quantity }
restock-stock-now = Залишок «{ $title }» тепер { $stock }.
restock-stock-raced = Hawker встановив залишок «{ $title }» на { $stock }, але одразу після цього він показує { $readBack }: тим часом відбувся продаж чи інша зміна. Перевірте командою `listing { $listing }`.
restock-still-sold = «{ $title }» і далі має статус «{ $status }»: поповнення залишку не повертає оголошення в продаж. Опублікуйте його, щоб знову продавати.
restock-text-or-file = Надішліть коди текстом або файлом.
restock-stopped = Зупинено після { $sent } з { $total }: { $reason } { $unsent ->
        [one] { $unsent } ненадісланий код можна надіслати ще раз.
        [few] { $unsent } ненадіслані коди можна надіслати ще раз.
        [many] { $unsent } ненадісланих кодів можна надіслати ще раз.
       *[other] { $unsent } ненадісланого коду можна надіслати ще раз.
    }
restock-batch-lost = Партія { $batch } ({ $count ->
        [one] { $count } код
        [few] { $count } коди
        [many] { $count } кодів
       *[other] { $count } коду
    }): відповідь маркетплейсу загубилася ({ $reason }), тож ці коди не позначено як надіслані. { $verdict } Вони й надалі враховуються як додані, тож двічі в продаж не потраплять.
restock-batch-rest-unsent = { $count ->
        [one] { $count } код після них не надіслано, його можна надіслати ще раз.
        [few] { $count } коди після них не надіслано, їх можна надіслати ще раз.
        [many] { $count } кодів після них не надіслано, їх можна надіслати ще раз.
       *[other] { $count } коду після них не надіслано, їх можна надіслати ще раз.
    }
restock-batch-sent = Партія { $batch }: надіслано { $sent } з { $total }
restock-codes-added = { $count ->
        [one] Додано { $count } новий код
        [few] Додано { $count } нові коди
        [many] Додано { $count } нових кодів
       *[other] Додано { $count } нового коду
    } до «{ $title }».
restock-duplicates = { $count ->
        [1] { $count } код відхилено як повтор (у межах цієї партії або додані раніше), рядок { $lines }.
        [one] { $count } код відхилено як повтор (у межах цієї партії або додані раніше), рядки { $lines }.
        [few] { $count } коди відхилено як повтори (у межах цієї партії або додані раніше), рядки { $lines }.
        [many] { $count } кодів відхилено як повтори (у межах цієї партії або додані раніше), рядки { $lines }.
       *[other] { $count } коду відхилено як повтори (у межах цієї партії або додані раніше), рядки { $lines }.
    }
restock-title = Поповнення залишку
restock-verdict-unreadable = Hawker не зміг прочитати залишок, тож невідомо, чи дійшли коди. Перевірте за кілька хвилин командою `listing { $listing }`.
restock-verdict-arrived = Залишок зараз { $now } (до цієї партії було { $before }): коди дійшли.
restock-verdict-not-yet = Залишок зараз { $now }, як і до цієї партії: поки коди не дійшли, але запит ще може дійти. Перевірте за кілька хвилин командою `listing { $listing }`.
restock-verdict-unclear = Залишок зараз { $now } (до цієї партії було { $before }), і з нього не зрозуміло, чи дійшли коди. Перевірте за кілька хвилин командою `listing { $listing }`.
audit-restock-unit-removed = видалено одиницю { $unit } з { $listing } «{ $title }»
audit-restock-stock-set = залишок { $listing } «{ $title }» встановлено: { $stock }
audit-restock-codes-added = { $count ->
        [one] додано { $count } код
        [few] додано { $count } коди
        [many] додано { $count } кодів
       *[other] додано { $count } коду
    } до { $listing } «{ $title }»

# pool: autopilot's pools of sealed codes
cmd-pool = Пули кодів для автопілота: залишки, додати коди, поріг, забрати, видалити
cmd-pool-details = `pool` показує пули та їхні залишки; `pool <name>` — один пул (доступно, утримано під видачі в процесі, прив'язані оголошення, видано сьогодні, поріг). `pool add <name> [codes]`: коди через пробіл або кому, або по одному в рядку (код із пробілом — в окремому рядку або у файлі), або файл .txt/.csv (у csv — перший стовпець) після `pool add <name>`; лише в особистому чаті або у формі Discord, повтори відхиляються за всіма пулами та кодами поповнень, не більше ніж { $max } кодів у пулі. `pool low <name> <n|off>` (менеджер), `pool withdraw <name> [n]` і `pool remove <name>` (власник, особистий чат: коди повертаються файлом).
cmd-pool-name = Ім'я пулу: малі латинські літери, цифри, - або _
cmd-pool-codes = Коди через пробіл або кому, або по одному в рядку
cmd-pool-threshold = Коли доступних кодів менше, команда отримує попередження; або off
cmd-pool-count = Скільки кодів (усі, якщо не вказано)
cmd-pool-action-show = пули та їхні залишки або один пул
cmd-pool-action-add = додати коди до пулу (нове ім'я створює пул)
cmd-pool-action-low = задати або зняти поріг пулу
cmd-pool-action-withdraw = забрати непродані коди файлом (особистий чат)
cmd-pool-action-remove = видалити пул, непродані коди повернуться файлом (особистий чат)
pool-secret-what = коди пулу у файлі
pool-codes-in-group = Коди, надіслані в групу, може прочитати кожен тут, тому Hawker їх не приймає і попросив видалити ваше повідомлення. Надішліть ботові в особистому чаті `pool add { $name }`, а потім коди.
pool-add-private-only = Коди приймаються лише в особистому чаті, де їх більше ніхто не прочитає: надішліть `pool add { $name }` ботові напряму.
pool-send-codes = Надішліть коди для пулу «{ $pool }»: по одному в рядку або файлом .txt чи .csv (по коду в рядку; у csv — перший стовпець). У пулі не більше ніж { $max } кодів; коди, які вже є в пулі або додані через Hawker під час поповнення, буде відхилено.
pool-codes-label = Коди, по одному в рядку
pool-text-or-file = Надішліть коди текстом або файлом .txt чи .csv.
pool-done-codes-added = коди додано до пулу «{ $pool }»
pool-file-kind = Коди для пулу приймаються файлом .txt або .csv, по одному коду в рядку.
pool-file-too-large = Файл більший за { $megabytes } МБ, допустимі для файлу пулу, тому Hawker його не читав. У пулі не більше ніж { $max } кодів: розділіть файл на менші частини й надішліть їх по черзі.
pool-too-many-codes = Це більше ніж { $max } кодів, які вміщує пул, тому нічого не додано. Розділіть коди на частини не більше ніж по { $max } і надішліть їх по черзі (або в кілька пулів).
pool-no-codes = Коди не знайдено: надішліть по одному коду в рядку.
pool-name-is-verb = `{ $name }` — одне зі слів команди `pool`, тому так пул назвати не можна: виберіть інше ім'я.
pool-name-rule = «{ $name }» не підходить як ім'я пулу: використайте від 1 до 32 малих латинських літер, цифр, - або _, починаючи з літери чи цифри (наприклад, `steam-eu`).
pool-full = У пулі «{ $pool }» уже { $available ->
        [one] { $available } код
        [few] { $available } коди
        [many] { $available } кодів
       *[other] { $available } коду
    }, а вміщує він не більше ніж { $max }, тому { $count ->
        [1] цей код не додано
        [one] жоден із { $count } коду не додано
        [few] жоден із { $count } кодів не додано
        [many] жоден із { $count } кодів не додано
       *[other] жоден із { $count } коду не додано
    }: поміститься ще { $room }. Надішліть менше кодів або спершу заберіть частину.
pool-title = Пул «{ $pool }»
pool-added = { $count ->
        [one] До «{ $pool }» додано { $count } код.
        [few] До «{ $pool }» додано { $count } коди.
        [many] До «{ $pool }» додано { $count } кодів.
       *[other] До «{ $pool }» додано { $count } коду.
    }
pool-duplicates = { $count ->
        [1] { $count } повтор пропущено (уже є в пулі, додано через Hawker під час поповнення або повторюється в надісланому), рядок { $lines }.
        [one] { $count } повтор пропущено (уже є в пулі, додано через Hawker під час поповнення або повторюється в надісланому), рядки { $lines }.
        [few] { $count } повтори пропущено (уже є в пулі, додано через Hawker під час поповнення або повторюється в надісланому), рядки { $lines }.
        [many] { $count } повторів пропущено (уже є в пулі, додано через Hawker під час поповнення або повторюється в надісланому), рядки { $lines }.
       *[other] { $count } повтору пропущено (уже є в пулі, додано через Hawker під час поповнення або повторюється в надісланому), рядки { $lines }.
    }
pool-now-has = { $count ->
        [one] Тепер у пулі «{ $pool }» { $count } код.
        [few] Тепер у пулі «{ $pool }» { $count } коди.
        [many] Тепер у пулі «{ $pool }» { $count } кодів.
       *[other] Тепер у пулі «{ $pool }» { $count } коду.
    }
pool-none = Пулів поки немає: `pool add <name>` створює пул із першими кодами.
pool-list-title = Пули кодів
pool-list-line = { $pool }: доступно { $available }, утримано { $held }
# $threshold: the pool's low-water mark.
pool-list-low = (менше ніж { $threshold })
pool-available-label = Доступно
pool-held-label = Утримано під видачі в процесі
# $day: the UTC day, YYYY-MM-DD.
pool-delivered-label = Кодів видано { $day } (UTC)
pool-low-label = Поріг
pool-low-unset = не задано (`pool low { $pool } <n>`)
pool-bound-label = Оголошення на автопілоті з нього
pool-bound-none = немає
pool-bound-title = «{ $title }»
pool-not-found = Пулу «{ $name }» немає. Пули: { $pools }.
pool-not-found-none = Пулу «{ $name }» немає, як і інших пулів: `pool add { $name }` створить його з першими кодами.
pool-low-usage = Напишіть `pool low { $name } <n>` із цілим числом від 1 до { $max } (команда отримає попередження, коли кодів залишиться менше) або `pool low { $name } off`.
pool-low-set = Команда отримає попередження, коли в пулі «{ $pool }» залишиться менше ніж { $threshold ->
        [one] { $threshold } код
        [few] { $threshold } коди
        [many] { $threshold } кодів
       *[other] { $threshold } коду
    }.
pool-low-cleared = У пулу «{ $pool }» більше немає порогу.
pool-withdraw-usage = Напишіть `pool withdraw { $name }`, щоб забрати всі непродані коди, або `pool withdraw { $name } <n>` із цілим числом від 1.
# $available: how many unsold codes the pool has.
pool-withdraw-confirm = Забрати { $count ->
        [one] { $count } код
        [few] { $count } коди
        [many] { $count } кодів
       *[other] { $count } коду
    } (з { $available }) з пулу «{ $pool }»? Вони повернуться вам сюди файлом, і автопілот більше не видаватиме їх.
pool-withdraw-none = У пулі «{ $pool }» немає непроданих кодів.
pool-withdrawn = { $count ->
        [1] З пулу «{ $pool }» забрано { $count } код: він
        [one] З пулу «{ $pool }» забрано { $count } код: вони
        [few] З пулу «{ $pool }» забрано { $count } коди: вони
        [many] З пулу «{ $pool }» забрано { $count } кодів: вони
       *[other] З пулу «{ $pool }» забрано { $count } коду: вони
    } у файлі у відкритому вигляді, зберігайте його надійно. У пулі залишилося { $left }.
pool-remove-confirm = Видалити пул «{ $pool }»? { $count ->
        [0] Непроданих кодів у ньому немає.
        [one] Його { $count } непроданий код повернеться вам сюди файлом.
        [few] Його { $count } непродані коди повернуться вам сюди файлом.
        [many] Його { $count } непроданих кодів повернуться вам сюди файлом.
       *[other] Його { $count } непроданого коду повернуться вам сюди файлом.
    }
pool-remove-bound = Пул «{ $pool }» обслуговує { $listings }: спершу вимкніть автопілот для кожного (`autopilot <listing> off`), потім видаліть пул.
pool-remove-held = Видача в процесі утримує коди пулу «{ $pool }»: видаліть його, коли це замовлення буде видано або передано людям.
pool-removed = { $count ->
        [0] Пул «{ $pool }» видалено; непроданих кодів у ньому не було.
        [one] Пул «{ $pool }» видалено: його { $count } непроданий код у файлі у відкритому вигляді, зберігайте його надійно.
        [few] Пул «{ $pool }» видалено: його { $count } непродані коди у файлі у відкритому вигляді, зберігайте його надійно.
        [many] Пул «{ $pool }» видалено: його { $count } непроданих кодів у файлі у відкритому вигляді, зберігайте його надійно.
       *[other] Пул «{ $pool }» видалено: його { $count } непроданого коду у файлі у відкритому вигляді, зберігайте його надійно.
    }
audit-pool-added = { $count ->
        [one] додано { $count } код
        [few] додано { $count } коди
        [many] додано { $count } кодів
       *[other] додано { $count } коду
    } до пулу «{ $pool }»
audit-pool-low = поріг пулу «{ $pool }» встановлено на { $threshold }
audit-pool-low-off = поріг пулу «{ $pool }» знято
cmd-pool-action-cost = задати або прибрати вартість кодів пулу
cmd-pool-cost-amount = Скільки вам коштував один код: 12.50, 12,50, $12.50 або 1250c, або off
pool-cost-set = Кожен код пулу «{ $pool }» тепер коштує { $cost }: прибуток продажів автопілота з нього рахується відтепер.
pool-cost-cleared = Вартість кодів пулу «{ $pool }» прибрано: його продажі рахуються з невідомою собівартістю.
pool-cost-no-pool = Пулу «{ $pool }» немає. Список — командою `pool`.
pool-cost-label = Вартість коду
audit-pool-cost-set = задав вартість коду пулу «{ $pool }»: { $cost }
audit-pool-cost-cleared = прибрав вартість кодів пулу «{ $pool }»
audit-pool-withdrawn = { $count ->
        [one] забрано { $count } код
        [few] забрано { $count } коди
        [many] забрано { $count } кодів
       *[other] забрано { $count } коду
    } з пулу «{ $pool }»
audit-pool-removed = видалено пул «{ $pool }» ({ $count ->
        [one] повернуто { $count } непроданий код
        [few] повернуто { $count } непродані коди
        [many] повернуто { $count } непроданих кодів
       *[other] повернуто { $count } непроданого коду
    })

# orders
cmd-orders = Замовлення, що чекають на видачу, і скільки часу лишилося на кожне
orders-none = Жодне замовлення не чекає на видачу.
orders-title = { $count ->
        [one] { $count } замовлення чекає на видачу
        [few] { $count } замовлення чекають на видачу
        [many] { $count } замовлень чекають на видачу
       *[other] { $count } замовлення чекають на видачу
    }
orders-hint = Натисніть на замовлення (або надішліть `deliver <order>`), щоб видати товар.

# take
cmd-take = Взяти замовлення, що чекає: команда бачить, що воно у вас, а ескалація чекає на вас
cmd-take-details = Натисніть кнопку «Взяти» в сповіщенні про замовлення або надішліть `take <order>`. Під час наступного оновлення сповіщення назве вас; наступний крок ескалації викличе лише вас, а крок після нього — знову весь крок. Замовлення лишається за тим, хто взяв його першим.
take-yours-already = Ви вже взяли замовлення { $order } ({ $when }).
take-held = Замовлення { $order } вже взято: { $name }, { $when }. Видати його й надалі може будь-хто.
take-taken-titled = Ви взяли замовлення { $order } ({ $title }). Команда бачить це в сповіщенні, а наступний крок ескалації викличе лише вас.
take-taken = Ви взяли замовлення { $order }. Команда бачить це в сповіщенні, а наступний крок ескалації викличе лише вас.
audit-take = взято замовлення { $order }

# deliver
cmd-deliver = Видати товар за замовленням, що чекає: спершу прихований попередній перегляд, потім підтвердження
cmd-deliver-details = Товар рядками, файлом .txt/.csv/.json або JSON-об'єктами, по одному на одиницю; кількість має збігатися із замовленням. Те саме робить відповідь із товаром на сповіщення про замовлення. Для обміну ігровою валютою `обміняно` надішле по рядку на одиницю про те, що обмін відбувся. Підтвердження виконується один раз, навіть якщо натиснути двічі.
cmd-deliver-goods = Товар, по одному рядку на одиницю (або надішліть його слідом)
deliver-still-checking = Hawker ще перевіряє, чи видано замовлення { $order }: спершу натисніть «Перевірити», щоб дізнатися результат.
deliver-goods-first = Спершу надішліть товар.
deliver-ask-title = Видача замовлення { $order }
deliver-ask-counted = Надішліть товар: { $count ->
        [one] { $count } одиницю
        [few] { $count } одиниці
        [many] { $count } одиниць
       *[other] { $count } одиниці
    }, по одній у рядку, JSON-об'єктами або файлом .txt/.csv/.json. Перш ніж щось буде надіслано, ви побачите прихований попередній перегляд.
deliver-ask = Надішліть товар: по одному запису на одиницю, по одному в рядку, JSON-об'єктами або файлом .txt/.csv/.json. Перш ніж щось буде надіслано, ви побачите прихований попередній перегляд.
deliver-goods-label = Товар, по одному в рядку
deliver-text-or-file = Надішліть товар текстом або файлом.
deliver-count-mismatch = У замовленні { $quantity ->
        [one] { $quantity } одиниця
        [few] { $quantity } одиниці
        [many] { $quantity } одиниць
       *[other] { $quantity } одиниці
    }, а ви надіслали { $sent }. Надішліть рівно { $quantity ->
        [one] { $quantity } запис
        [few] { $quantity } записи
        [many] { $quantity } записів
       *[other] { $quantity } запису
    }.
deliver-preview-more = … і ще { $count }
deliver-preview-title = Видати { $count ->
        [one] { $count } одиницю
        [few] { $count } одиниці
        [many] { $count } одиниць
       *[other] { $count } одиниці
    } за замовленням { $order }?
deliver-preview-warning = Покупець одразу побачить товар; скасувати це неможливо.
deliver-traded-word = обміняно
deliver-traded-entry = Передано в грі: { $unit } з { $count }, { $at }
deliver-traded-preview = В обміну в грі немає кодів, але маркетплейс приймає по одному запису на кожну куплену одиницю: покупець отримає { $count ->
        [one] цей { $count } рядок
        [few] ці { $count } рядки
        [many] ці { $count } рядків
       *[other] ці { $count } рядка
    } про те, що обмін відбувся в грі.
deliver-traded-not-currency = `обміняно` підходить лише для обміну ігровою валютою, а замовлення { $order } Hawker таким не знає. Надішліть його товар, по одному запису на одиницю.
deliver-traded-no-quantity = Маркетплейс не повідомляє, скільки одиниць у замовленні { $order }, тож Hawker не може написати по рядку на одиницю: надішліть їх самі, по одному в рядку.
deliver-ask-traded = Уже обмінялися в грі? Надішліть `обміняно`: Hawker сам напише по рядку на кожну одиницю, як вимагає маркетплейс.
deliver-confirm-button = Підтвердити видачу
deliver-cancel-button = Скасувати
deliver-check-button = Перевірити
deliver-cancelled = Скасовано: нічого не видано.
deliver-done-cancelled = видачу скасовано
deliver-confirmed-before = Вже зроблено: цю видачу підтверджено раніше.
deliver-done-confirmed-before = видачу підтверджено раніше
deliver-order-claimed = Вже зроблено або виконується: замовлення { $order } вже видано через Hawker, або його видача ще перевіряється. Дивіться `orders`.
deliver-order-autopilot = Замовлення { $order } видає автопілот: він тримає замовлення, доки маркетплейс не підтвердить видачу. Якщо видати не вдасться, сповіщення про це скаже, і замовлення перейде до вас.
deliver-done-delivered-before = замовлення видано раніше
deliver-done-delivered = замовлення { $order } видано ({ $count ->
        [one] { $count } одиниця
        [few] { $count } одиниці
        [many] { $count } одиниць
       *[other] { $count } одиниці
    })
deliver-done-delivered-uncounted = замовлення { $order } видано
deliver-delivered-title = Видано
deliver-delivered = Замовлення { $order }: { $count ->
        [one] { $count } одиницю передано. Покупець уже її бачить.
        [few] { $count } одиниці передано. Покупець уже їх бачить.
        [many] { $count } одиниць передано. Покупець уже їх бачить.
       *[other] { $count } одиниці передано. Покупець уже їх бачить.
    }
deliver-checking-title = Перевіряємо…
deliver-answer-lost = Відповідь маркетплейсу щодо замовлення { $order } загубилася, тож Hawker поки не знає, чи дійшов товар. Видача, яка ще в дорозі, може дійти до { $until }: лише після цього Hawker прочитає замовлення, а доти повторна видача цього замовлення неможлива. Тоді й натисніть «Перевірити».
deliver-check-too-early = Замовлення { $order } ще перевіряється: надіслана видача може дійти до { $until }. Натисніть «Перевірити» після цього.
deliver-check-unreadable = Hawker не може прочитати список замовлень, щоб дізнатися, чи видано замовлення { $order }. Натисніть «Перевірити» ще раз за хвилину: доти повторна видача цього замовлення неможлива.
deliver-not-arrived = Відповідь маркетплейсу загубилася, а список замовлень, прочитаний, коли видача вже не могла дійти, показує, що замовлення { $order } досі чекає ({ $deadline }), отже, нічого не видано. Щоб повторити, знову натисніть «Підтвердити видачу».
deliver-settled = Замовлення { $order } видано: відповідь маркетплейсу загубилася, але список замовлень це підтверджує.
deliver-gone = Замовлення { $order } більше не чекає на видачу, але й серед виданих маркетплейс його не показує (можливо, його скасовано). Перевірте його в панелі продавця, перш ніж надсилати щось знову.
deliver-done-gone = замовлення { $order } більше не чекає
audit-deliver-order = видача замовлення { $order } ({ $count ->
        [one] { $count } одиниця
        [few] { $count } одиниці
        [many] { $count } одиниць
       *[other] { $count } одиниці
    })
audit-deliver-unknown = результат видачі замовлення { $order } невідомий: відповідь загубилася; перевірка після { $checkAfter }
audit-deliver-not-arrived = видача замовлення { $order } не дійшла; замовлення досі чекає
audit-deliver-gone = результат видачі замовлення { $order } невідомий: замовлення більше не чекає
audit-autopilot-delivered = видача замовлення { $order } з пулу { $pool } ({ $count ->
        [one] { $count } код
        [few] { $count } коди
        [many] { $count } кодів
       *[other] { $count } коду
    })
audit-autopilot-delivered-supplier = видача замовлення { $order } від постачальника ({ $count ->
        [one] { $count } позиція
        [few] { $count } позиції
        [many] { $count } позицій
       *[other] { $count } позиції
    })
audit-autopilot-handed-over = замовлення { $order } передано людям

# autopilot
# {code}, {order} і {player_id} вводять як є: це підстановки шаблону продавця, їх не перекладають.
cmd-autopilot = Замовлення доставляються самі: з пулу кодів або від вашого постачальника
cmd-autopilot-details = `autopilot` показує всі оголошення на автопілоті. `autopilot <listing> from <pool> [template <text>]` доставляє кожне замовлення оголошення з ручною видачею (поповнення, валюта, акаунти) кодами з пулу; кожен запис можна оформити шаблоном із `{"{"}code{"}"}`, `{"{"}order{"}"}` і даних покупця, наприклад `{"{"}player_id{"}"}`. `autopilot <listing> from https://…` бере товар кожного замовлення у вашого постачальника; ключ підпису показується один раз в особистому чаті. `autopilot <listing> keep <n> from <pool>` тримає n кодів у продажу на поповненні з миттєвою видачею. `autopilot <listing> cap <замовлень на день> [<доларів на день>]` або `cap off`; `autopilot <listing> off`. Замовлення, що вже чекають, теж доставляються. `autopilot <listing> when-empty pause` знімає оголошення, яке доставляє автопілот, з продажу, коли товар скінчився, доки не додадуть коди або постачальник знову не відповість; `when-empty people` (типово) віддає його замовлення людям.
cmd-autopilot-action-show = показати, що робить автопілот: для всіх оголошень або одного
cmd-autopilot-action-from = доставляти замовлення оголошення з ручною видачею з пулу або від постачальника
cmd-autopilot-action-off = вимкнути автопілот для оголошення
cmd-autopilot-action-cap = обмежити замовлення й долари, які автопілот доставляє за день
cmd-autopilot-action-keep = поповнювати миттєве поповнення кодами з пулу
cmd-autopilot-source = Назва пулу або адреса постачальника https://
cmd-autopilot-template = Вигляд кожного запису, з {"{"}code{"}"} всередині (необов'язково)
cmd-autopilot-cap-orders = Замовлень на день або off
cmd-autopilot-cap-dollars = Доларів на день (необов'язково)
cmd-autopilot-keep-units = Скільки кодів тримати в продажу
cmd-autopilot-keep-pool = Пул, з якого їх брати
autopilot-title = Автопілот { $account }
autopilot-none = Жодне оголошення не на автопілоті. Увімкніть його так: `autopilot <listing> from <pool>`; `pool add <name>` наповнює пул кодами.
autopilot-more = { $count ->
        [one] … і ще { $count } оголошення на автопілоті: `autopilot <listing>` покаже одне.
        [few] … і ще { $count } оголошення на автопілоті: `autopilot <listing>` покаже одне.
        [many] … і ще { $count } оголошень на автопілоті: `autopilot <listing>` покаже одне.
       *[other] … і ще { $count } оголошення на автопілоті: `autopilot <listing>` покаже одне.
    }
autopilot-listing-label = { $title } ({ $listing })
autopilot-mode-pool = З пулу `{ $pool }`: { $left }
autopilot-mode-supplier = Від постачальника `{ $host }`
autopilot-mode-keep = Тримає в продажу { $units } з пулу `{ $pool }`: { $left }
autopilot-template-line = Шаблон: `{ $template }`
autopilot-pool-codes = { $count ->
        [one] залишився { $count } код
        [few] залишилося { $count } коди
        [many] залишилося { $count } кодів
       *[other] залишилося { $count } коду
    }
autopilot-pool-gone = пулу більше немає, тому замовлення отримують люди
autopilot-delivered-today = Замовлень доставлено сьогодні (доба UTC): { $count }
autopilot-caps-none = Без денного ліміту
autopilot-caps-orders = Ліміт на день: { $orders ->
        [one] { $orders } замовлення
        [few] { $orders } замовлення
        [many] { $orders } замовлень
       *[other] { $orders } замовлення
    }
autopilot-caps-dollars = Ліміт на день: { $dollars }
autopilot-caps-both = Ліміт на день: { $orders ->
        [one] { $orders } замовлення
        [few] { $orders } замовлення
        [many] { $orders } замовлень
       *[other] { $orders } замовлення
    } і { $dollars }
autopilot-last-failure = Востаннє передано людям { $when }: { $why }
autopilot-last-failure-order = Востаннє передано людям { $when }, замовлення { $order }: { $why }
autopilot-not-bound = Серед оголошень на автопілоті немає такого, чий id починається з { $id }: `autopilot` покаже їх список.
autopilot-supplier-in-group = Постачальник отримує ключ підпису, який показується лише один раз: надішліть `autopilot <listing> from https://…` в особистому чаті з ботом.
autopilot-instant-use-keep = Це оголошення маркетплейс видає миттєво з власного залишку, тому його замовлення не чекають на автопілот. Щоб поповнювати цей залишок з пулу: `autopilot { $listing } keep <n> from <pool>`.
autopilot-instant-other = Маркетплейс видає «{ $title }» миттєво, а виклику для поповнення в інтерфейсі немає, тому автопілот не може ні доставляти його замовлення, ні поповнювати залишок.
autopilot-supplier-no-template = Постачальник надсилає кожен запис у тому вигляді, в якому його отримає покупець: шаблон потрібен лише для кодів з пулу.
autopilot-supplier-malformed = За такою адресою Hawker звернутися не може: вкажіть адресу повністю, наприклад `https://supplier.example/hawker`.
autopilot-supplier-plain-http = Адреса постачальника має починатися з `https://`: у кожному запиті є дані покупця, а простим `http://` їх побачить будь-хто на шляху.
autopilot-supplier-credentials = Приберіть з адреси ім'я користувача й пароль: Hawker підписує кожен запит власним ключем.
autopilot-supplier-private = Ця адреса у внутрішній мережі (наприклад, 127.0.0.1 або 192.168.x.x), туди Hawker не звертається: вкажіть публічну адресу постачальника `https://`. Якщо постачальник працює поруч із Hawker (на тій самій машині чи в тій самій мережі), той, хто запускає Hawker, може дозволити такі адреси налаштуванням `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`.
autopilot-no-pools = Пулу `{ $pool }` немає: у цього акаунта ще немає жодного пулу. Спершу додайте коди командою `pool add <name>`.
autopilot-no-such-pool = Пулу `{ $pool }` немає. Пули цього акаунта: { $pools }.
autopilot-template-too-long = Шаблон може бути не довшим за { $max } символів.
autopilot-template-no-code = У шаблоні має бути місце для коду: додайте в нього `{"{"}code{"}"}`. Доступні підстановки: { $placeholders }.
autopilot-template-unknown = Шаблон називає { $unknown }, а в замовленнях цього оголошення такого немає. Доступні підстановки: { $placeholders }.
autopilot-on-title = Автопілот увімкнено
autopilot-bound-pool = Тепер автопілот доставляє замовлення «{ $title }» з пулу `{ $pool }` (у ньому { $count ->
        [one] { $count } код
        [few] { $count } коди
        [many] { $count } кодів
       *[other] { $count } коду
    }).
autopilot-bound-supplier = Тепер автопілот доставляє замовлення «{ $title }» товаром від постачальника `{ $host }`.
autopilot-waiting = { $count ->
        [one] { $count } замовлення, що вже чекає, теж буде доставлено зараз.
        [few] { $count } замовлення, що вже чекають, теж буде доставлено зараз.
        [many] { $count } замовлень, що вже чекають, теж буде доставлено зараз.
       *[other] { $count } замовлення, що вже чекають, теж буде доставлено зараз.
    }
autopilot-waiting-none = Зараз жодне його замовлення не чекає.
autopilot-pool-empty = Пул порожній: доки ви не додасте коди командою `pool add { $pool }`, його замовлення отримують люди.
autopilot-secret = Ключ підпису, показується лише зараз: `{ $secret }`
autopilot-secret-docs = Ним ваш постачальник перевіряє підпис кожного запиту: у `docs/autopilot.md` описано запит, відповідь і постачальника в кілька рядків на `Node.js`.
autopilot-off = Автопілот для «{ $title }» вимкнено: його замовлення знову отримують люди.
autopilot-off-keep = Автопілот більше не поповнює «{ $title }»; коди, які вже на ньому, лишаються в продажу.
autopilot-cap-keep = Залишок «{ $title }» маркетплейс продає сам: ліміти рахують лише замовлення, які доставляє автопілот.
autopilot-cap-usage = Вкажіть, скільки замовлень на день і, якщо треба, скільки доларів: `autopilot <listing> cap 20`, `autopilot <listing> cap 20 150` або `autopilot <listing> cap off`.
autopilot-capped = «{ $title }»: { $caps }. Замовлення понад ліміт отримують люди.
autopilot-cap-cleared = У «{ $title }» більше немає денного ліміту.
autopilot-keep-usage = Вкажіть, скільки кодів тримати в продажу, від 1 до { $max }, і з якого пулу: `autopilot <listing> keep 5 from <pool>`.
autopilot-keep-manual = Замовлення цього оголошення чекають на доставку, тому їх доставляє автопілот: `autopilot { $listing } from <pool>`. `keep` — для поповнень з миттєвою видачею.
autopilot-bound-keep = Автопілот тримає в продажу на «{ $title }» { $units ->
        [one] { $units } код
        [few] { $units } коди
        [many] { $units } кодів
       *[other] { $units } коду
    } з пулу `{ $pool }` (у пулі { $count ->
        [one] { $count } код
        [few] { $count } коди
        [many] { $count } кодів
       *[other] { $count } коду
    }) і поповнює залишок у міру продажу, не більше ніж { $perMinute } правки залишку на хвилину й { $perHour } на годину на оголошення: так під лімітами маркетплейсу (5 і 10) лишається місце для ваших правок.
audit-autopilot-pool = автопілот увімкнено для { $listing } «{ $title }» з пулу { $pool }
audit-autopilot-supplier = автопілот увімкнено для { $listing } «{ $title }» від постачальника `{ $host }`
audit-autopilot-keep = автопілот тримає в продажу { $units } з пулу { $pool } на { $listing } «{ $title }»
audit-autopilot-off = автопілот вимкнено для { $listing } «{ $title }»
audit-autopilot-cap = ліміт автопілота для { $listing } «{ $title }» на день: { $orders ->
        [one] { $orders } замовлення
        [few] { $orders } замовлення
        [many] { $orders } замовлень
       *[other] { $orders } замовлення
    }
audit-autopilot-cap-dollars = ліміт автопілота для { $listing } «{ $title }» на день: { $orders ->
        [one] { $orders } замовлення
        [few] { $orders } замовлення
        [many] { $orders } замовлень
       *[other] { $orders } замовлення
    } і { $dollars }
audit-autopilot-cap-off = ліміт автопілота знято для { $listing } «{ $title }»

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
dispatch-rate-limited = Забагато команд поспіль: Hawker приймає від однієї людини не більше { $burst } за { $burstSeconds } с і { $limit } на хвилину. Спробуйте знову через { $seconds } с.
dispatch-rate-limited-quiet = { $sentence } Доти ваші повідомлення залишаються без відповіді.
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
# Слово, яке окремим повідомленням виходить із питання (`cancel` працює будь-якою мовою).
flow-leave-word = скасувати
flow-leave-line = Щоб скасувати, надішліть `скасувати`.

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
alert-traded-button = Обміняно
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
# Автопілот: замовлення, яке він видав або передав людям із причиною ($why: одне з autopilot-why-*).
alert-autopilot-handed-over = Автопілот не видав замовлення: { $why }. Видайте його самі: дайте відповідь на це сповіщення товаром або натисніть «Видати».
# $answer: що останнім зробив постачальник продавця, ціле речення (supplier-…).
alert-autopilot-supplier-handed-over = Автопілот не видав замовлення: { $answer } Видайте його самі: дайте відповідь на це сповіщення товаром або натисніть «Видати».
alert-autopilot-delivered-text = Видано автопілотом.
# $after: скільки минуло після оформлення замовлення, наприклад «1,4 с» або «2 год 5 хв».
alert-autopilot-delivered-in-text = Видано автопілотом за { $after }.
alert-autopilot-delivered-waited-text = Видано автопілотом за { $after } (до ввімкнення автопілота замовлення чекало { $waited }).
alert-autopilot-seconds = { $seconds } с
alert-field-codes = { $count ->
        [one] Надісланий код
        [few] Надіслані коди
        [many] Надіслані коди
       *[other] Надіслані коди
    }
autopilot-why-switched-off = для цього оголошення автопілот вимкнули
autopilot-why-cap-orders = оголошення досягло сьогоднішнього ліміту в { $cap } { $cap ->
        [one] замовлення
        [few] замовлення
        [many] замовлень
       *[other] замовлення
    }
autopilot-why-cap-dollars = оголошення досягло сьогоднішнього ліміту в { MONEY($cap) }
autopilot-why-cap-no-price = маркетплейс не вказав ціну замовлення, тому його не можна врахувати в денному ліміті оголошення { MONEY($cap) }
autopilot-why-pool-short = { $available ->
        [0] пул { $pool } порожній
        [one] у пулі { $pool } лишився тільки { $available } код на { $quantity } шт.
        [few] у пулі { $pool } лишилося тільки { $available } коди на { $quantity } шт.
        [many] у пулі { $pool } лишилося тільки { $available } кодів на { $quantity } шт.
       *[other] у пулі { $pool } лишилося тільки { $available } коду на { $quantity } шт.
    }
autopilot-why-pool-gone = пулу { $pool } більше немає
# $code: код помилки маркетплейсу, як він прийшов.
autopilot-why-refused = маркетплейс відхилив видачу ({ $code }); її коди повернулися в пул
autopilot-why-unsettled = маркетплейс не підтвердив видачу; її коди повернулися в пул
autopilot-why-refused-supplier = маркетплейс відхилив видачу ({ $code }); товар вашого постачальника не видано
autopilot-why-unsettled-supplier = маркетплейс не підтвердив видачу; товар вашого постачальника не видано
autopilot-why-supplier-secret = не вдалося прочитати ключ підпису постачальника; увімкніть автопілот для оголошення знову
# $minutes: how long autopilot had the order, whole minutes rounded up.
autopilot-why-stalled = за { $minutes } хв він так і не завершив роботу з цим замовленням
autopilot-pool-low-title = У пулі { $pool } закінчуються коди
autopilot-pool-low-text = { $left ->
        [one] Лишився всього { $left } код
        [few] Лишилося всього { $left } коди
        [many] Лишилося всього { $left } кодів
       *[other] Лишилося всього { $left } коду
    } у пулі { $pool } (ви просили повідомити, коли стане менше за { $lowWater }). Додайте ще командою `pool add { $pool }` в особистому чаті з Hawker.

escalation-operators-title = Замовлення ще ніхто не видав: { $what }, залишилося { $left }
escalation-team-title = Досі чекає на видачу: { $what }, залишилося { $left }
escalation-everyone-title = Останній дзвінок: { $what }, залишилося { $left }
escalation-held-text = Ви взяли це замовлення: команда чекає на вас до наступного кроку. Воно саме скасується { $deadline }. Дайте відповідь із товаром або натисніть «Видати».
escalation-text = Замовлення саме скасується { $deadline }, і постраждає рейтинг магазину. Дайте відповідь на це повідомлення з товаром, натисніть «Видати» або «Взяти», щоб команда знала, що замовлення у вас.

notice-field-listing = Оголошення
notice-target-gone-title = Сповіщення в одному чаті вимкнено
notice-target-gone-private-text = Hawker більше не може писати в особистий чат { $id } у { $platform } (бота видалили чи заблокували, або чат видалено). Сповіщення туди вимкнено; оберіть, куди вони надходять, командою /alerts.
notice-target-gone-chat-text = Hawker більше не може писати в чат { $id } у { $platform } (бота видалили чи заблокували, або чат видалено). Сповіщення туди вимкнено; оберіть, куди вони надходять, командою /alerts.
notice-webhook-disabled-title = Адресу вебхуків { $endpoint } вимкнено
# $url: the endpoint's address; $since: when its calls began failing, e.g. "2026-11-21 14:14 UTC".
notice-webhook-disabled-text = Усі виклики { $url } не вдаються з { $since }, тому Hawker перестав надсилати туди події. Виправте приймач і виконайте `webhooks test { $endpoint }`: щойно він відповість, події знову йтимуть на цю адресу.

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

# Drip restock (`autopilot <listing> keep <n> from <pool>`): what it could not do. $units: how many it keeps on sale; $onSale: how many are.
keep-stock-field-pool = Пул
keep-stock-short-title = Пул порожній: { $title } не поповнюється
keep-stock-short-text = Автопілот тримає тут у продажу { $units } шт. з пулу { $pool }, але в пулі не лишилося кодів (зараз у продажу: { $onSale }). Додайте коди командою /pool add { $pool } — поповнення відновиться саме.
keep-stock-removed-title = Автопілот зупинено: оголошення { $title } видалено
keep-stock-removed-text =
    Модерація видалила це оголошення, тож автопілот більше не поповнює його з пулу { $pool }. На ньому було не більше { $exposed } { $exposed ->
        [one] коду
        [few] кодів
        [many] кодів
       *[other] коду
    }; вони зникли разом з оголошенням (маркетплейс ніколи не повертає миттєвий залишок). Решта кодів пулу в безпеці.

digest-title = Продажі за сьогодні ({ $day })
digest-estimated-text = З них { $amount } — оцінка за цінами оголошень.
digest-exact-text = Усі суми — ціни замовлень.
digest-field-revenue = Виторг
digest-field-orders = Замовлення
digest-field-units = Одиниці
digest-field-lost = Втрачено через термін або скасовано
digest-field-autopilot = Видано автопілотом
digest-field-cost-unknown = Замовлення з невідомою собівартістю
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

# Постачальник автопілота: що зробила адреса продавця; говориться, коли замовлення переходить до людей.
supplier-answer-not-json = Відповідь вашого постачальника — не JSON: потрібен JSON-масив кодів, по одному на одиницю товару.
supplier-answer-not-a-list = Відповідь вашого постачальника — не список кодів: потрібен JSON-масив рядків, по одному на одиницю товару, або об'єкт із цим масивом у полі `goods`.
supplier-answer-wrong-count = Ваш постачальник надіслав { $count ->
        [one] { $count } код
        [few] { $count } коди
        [many] { $count } кодів
       *[other] { $count } коду
    } на { $quantity ->
        [one] { $quantity } одиницю
        [few] { $quantity } одиниці
        [many] { $quantity } одиниць
       *[other] { $quantity } одиниці
    } товару: потрібен рівно один код на кожну одиницю.
supplier-answer-entry-not-text = Запис { $entry } у відповіді вашого постачальника — не текст: кожен код має бути рядком JSON.
supplier-answer-entry-empty = Запис { $entry } у відповіді вашого постачальника порожній.
supplier-answer-entry-too-long = Запис { $entry } у відповіді вашого постачальника довший за { $max } символів.
supplier-answer-entry-repeated = Запис { $entry } у відповіді вашого постачальника повторює попередній код: кожній одиниці потрібен власний код.
supplier-answer-too-large = Ваш постачальник надіслав понад { $mib } МіБ: більше Hawker не читає.
supplier-status-refused = Ваш постачальник відхилив замовлення (статус відповіді { $status }).
supplier-status-busy = Ваш постачальник відповів, що зайнятий (статус відповіді { $status }).
supplier-status-failed = У вашого постачальника сталася помилка на його боці (статус відповіді { $status }).
supplier-timeout = Ваш постачальник не відповів за { $seconds } с.
supplier-unreachable = Hawker не зміг зв'язатися з вашим постачальником (`{ $detail }`).
supplier-redirected = Адреса вашого постачальника відповіла перенаправленням (статус відповіді { $status }): Hawker не йде за перенаправленнями, тож вкажіть адресу, на яку воно веде.
supplier-address-private = Адреса вашого постачальника у внутрішній мережі, туди Hawker не звертається. Якщо постачальник працює поруч із Hawker (на тій самій машині чи в тій самій мережі), той, хто запускає Hawker, може дозволити такі адреси налаштуванням `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`.
supplier-address-plain-http = Адреса вашого постачальника починається з `http://`: Hawker звертається до постачальників лише через `https://` (звичайний `http://` — лише з `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`, для локальної демонстрації).
supplier-address-not-http = Адреса вашого постачальника — не веб-адреса: вона має починатися з `https://`.

## account

# Ролі команди в реченнях; вводять їх англійськими значеннями (`team invite viewer`).
role-viewer = спостерігач
role-operator = оператор
role-manager = менеджер
role-owner = власник

cmd-connect = Підключити магазин за API-ключем (лише в особистому чаті)
cmd-connect-details = Створіть ключ у розділі `Seller → API keys` і надішліть його сюди в особистому чаті. Hawker перевірить його недорогим запитом на читання, зашифрує і, де це можливо, видалить ваше повідомлення. Якщо вказати назву свого магазину, новий ключ замінить його старий ключ.
cmd-connect-key = API-ключ із розділу `Seller → API keys`
cmd-connect-account-name = Назва магазину в Hawker
connect-key-too-short = API-ключ не буває таким коротким
connect-key-has-spaces = в API-ключі немає пробілів
connect-key-ask = Надішліть API-ключ (`Seller → API keys`) наступним повідомленням. Hawker перевірить його, зашифрує і, де це можливо, видалить ваше повідомлення.
connect-key-prompt-label = API-ключ
connect-key-malformed = Це не схоже на API-ключ. Надішліть лише ключ.
connect-too-many-keys = Ви спробували { $count ->
        [one] { $count } ключ
        [few] { $count } ключі
        [many] { $count } ключів
       *[other] { $count } ключа
    } за { $span }: більше Hawker для однієї людини не перевіряє. Нічого не збережено. Спробуйте знову { $when }.
connect-key-refused = Маркетплейс не приймає цей ключ (він невідомий, відкликаний або запит прийшов не з дозволеної адреси). Нічого не збережено. Перевірте ключ у розділі `Seller → API keys` і спробуйте знову.
connect-nothing-stored = Нічого не збережено. { $problem }
connect-key-taken = Цей ключ уже підключив до Hawker хтось інший. Попросіть у його власника код запрошення.
connect-key-known = Цей ключ уже підключено як «{ $label }». Тепер це ваш активний магазин.
connect-key-replaced-title = Ключ замінено
connect-key-replaced = «{ $label }» тепер використовує новий ключ, фонову роботу відновлено. Відкличте старий ключ у кабінеті продавця.
# Назва нового магазину, якщо людина не дала своєї; вона може підключити ключ ще раз зі своєю назвою.
connect-default-label = Магазин { $number }
connect-done-title = Магазин підключено
connect-done = «{ $label }» підключено, і це ваш активний магазин. Ключ зашифровано, Hawker більше ніколи його не покаже. Сповіщення про замовлення надходитимуть у цей чат. Далі: `listings`, `orders` або `team`, щоб поділитися доступом.

cmd-disconnect = Видалити магазин із Hawker: ключ, команду, прив'язки, сповіщення та журнал
disconnect-confirm = Видалити «{ $label }» із Hawker? Його зашифрований ключ, ролі команди, прив'язані групи, налаштування сповіщень і журнал дій буде видалено. Сам ключ на маркетплейсі залишиться чинним: відкличте його там, якщо він вам більше не потрібен.
disconnect-done-title = Магазин відключено
disconnect-done = «{ $label }» більше немає в Hawker. Відкличте його ключ у розділі `Seller → API keys`, якщо він ніде більше не використовується.

cmd-switch = Показати магазини, де у вас є роль, або зробити один із них активним
cmd-switch-account = Назва або id магазину
switch-none = У вас ще немає магазину: підключіть його командою `connect` в особистому чаті або вступіть до команди через `join`.
switch-unknown = У вас немає магазину з назвою «{ $name }». Надішліть `switch`, щоб побачити свої.
switch-done = Тепер ви працюєте з «{ $label }» ({ $role }).
switch-title = Ваші магазини
switch-active-item = { $label } (активний)

link-platform-telegram = Telegram
link-platform-discord = Discord
link-platform-console = термінал
link-platform-test = тест
link-platform-api = API
link-platform-dashboard = веб-панель
cmd-link = Зв'язати Discord і Telegram одноразовим кодом, переглянути або зняти зв'язок
cmd-link-details = `link` видає одноразовий код і показує входи, пов'язані з вашим; надішліть `link <code>` на іншій платформі протягом 10 хвилин і підтвердьте. Після цього обидва входи працюють з тими самими магазинами. `link remove <platform>` знову відключає вхід з іншої платформи.
cmd-link-code = Код, який `link` видав на іншій платформі, або `remove`
cmd-link-platform = З `remove`: платформа, вхід з якої треба відключити
# Що містить відповідь: для відмови показувати її в групі.
link-secret-what = одноразовий код зв'язку
link-unknown-code = Цей код невідомий, уже використаний або прострочений. Створіть новий командою `link` на іншій платформі.
link-already-joined = Цей вхід уже пов'язаний із цим обліковим записом.
link-request-invalid = Цей запит на зв'язок більше не дійсний: надішліть `link <code>` ще раз.
link-confirm-title = Об'єднати облікові записи?
link-confirm-button = Підтвердити
link-cancel-button = Скасувати
link-press-a-button = Натисніть «Підтвердити» або «Скасувати» під питанням вище.
link-cancelled = Скасовано: нічого не об'єднано.
link-done = входи об'єднано
# $platform — значення платформи, як його вводять (telegram, discord).
link-platform-taken = В обох сторін уже є вхід через { $platform ->
        [telegram] Telegram
        [discord] Discord
        [console] термінал
       *[test] тест
    }; одна людина пов'язує по одному входу на кожній платформі.
link-code-title = Код зв'язку
link-code = Надішліть `link { $code }` боту Hawker на іншій платформі протягом 10 хвилин, потім підтвердьте там. Після цього обидва входи працюють з тими самими магазинами. Нікому не передавайте цей код: він відкриє іншій людині всі ваші магазини.
link-unlink-button = Відв'язати { $platform }
link-joined-title = Пов'язані входи
link-joined = З цим входом пов'язані: { $logins }. Якщо ви не пов'язували якийсь із них самі, відв'яжіть його зараз.
link-joined-login = { $platform }, id користувача { $id }
link-remove-which = Укажіть, який вхід відключити: `link remove discord` або `link remove telegram`.
link-remove-own = Це ваш вхід через { $platform }: надішліть `link remove { $typed }` з іншого свого входу.
link-remove-none = З вашим входом не пов'язано жодного входу через { $platform }. Надішліть `link`, щоб побачити пов'язані.
link-removed = Вхід через { $platform } (id користувача { $id }) більше не пов'язаний з вашим: у нього не лишилося ваших магазинів і ролей, а ваші залишаються тут.
link-confirm-unnamed = Ваш вхід через { $platform } буде об'єднано з користувачем { $otherPlatform } (id користувача { $id }). Усе, що можете ви, зможе і він, і навпаки: усі магазини й ролі кожного з вас стануть спільними. Підтверджуйте, лише якщо це ваш власний другий вхід.
link-confirm-named = Ваш вхід через { $platform } буде об'єднано з користувачем { $otherPlatform } «{ $name }» (id користувача { $id }). Усе, що можете ви, зможе і він, і навпаки: усі магазини й ролі кожного з вас стануть спільними. Підтверджуйте, лише якщо це ваш власний другий вхід.
link-linked-unnamed = Пов'язано з користувачем { $otherPlatform } (id користувача { $id }): тепер у цього входу з ним спільні магазини й ролі. Надішліть `link`, щоб побачити пов'язані входи, або `link remove <platform>`, щоб скасувати зв'язок.
link-linked-named = Пов'язано з користувачем { $otherPlatform } «{ $name }» (id користувача { $id }): тепер у цього входу з ним спільні магазини й ролі. Надішліть `link`, щоб побачити пов'язані входи, або `link remove <platform>`, щоб скасувати зв'язок.

cmd-join = Вступити до команди магазину за одноразовим кодом запрошення від власника
cmd-join-code = Код запрошення з `team invite`
join-maker-lost-role = Це запрошення більше не діє: його автор більше не власник магазину. Попросіть нове в теперішнього власника.
join-unknown-code = Цей код запрошення невідомий, уже використаний, скасований або прострочений. Попросіть у власника новий.
join-done = Ви вступили до «{ $label }» з роллю «{ $role }». Тепер це ваш активний магазин.
join-unnamed-account = магазин

cmd-team = Спільний доступ до магазину: коди запрошень, прив'язані групи, учасники
cmd-team-details = `team invite viewer|operator|manager|owner` створює одноразовий код, `team invites` показує відкриті запрошення, `team cancel <code>` скасовує одне з них, `team link` у групі чи каналі прив'язує їх, `team unlink` відв'язує, `team members` показує учасників, `team revoke <member id>` забирає роль.
cmd-team-value = Роль для invite, id учасника для revoke або код запрошення для cancel
team-secret-what = одноразовий код запрошення
team-invite-which-role = Укажіть, яку роль дає запрошення: `team invite viewer|operator|manager|owner`.
team-invite-title = Код запрошення
team-invite = Передайте цей код одній людині: `join { $code }`. Вона отримає роль «{ $role }» у «{ $label }». Код діє один раз і спливає через 24 години або раніше, якщо ви перестанете бути власником. `team invites` показує відкриті запрошення, щоб їх скасувати.
team-link-not-group = Надішліть `team link` у каналі Discord чи групі Telegram, яку хочете прив'язати.
team-link-taken = Це місце вже прив'язане до іншого магазину; спершу його власник має надіслати `team unlink`.
team-linked = Цей чат тепер обслуговує «{ $label }»: учасники працюють тут зі своїми ролями, а сповіщення про замовлення надходять сюди, якщо їх налаштовано на `team` або `both`.
team-unlink-not-group = Надішліть `team unlink` у прив'язаному каналі чи групі.
team-unlinked = Цей чат більше не обслуговує магазин.
team-members-title = Команда «{ $label }»
team-members-hint = Забрати роль: `team revoke <member id>`.
team-member-you = { $role } (ви)
team-revoke-which = Укажіть учасника за id, який показує `team members`: `team revoke 3f9c0a1b`.
team-revoke-self = Не можна забрати роль у самого себе; це може зробити інший власник, або відключіть магазин через `disconnect`.
team-revoked = В учасника { $member } ({ $role }) більше немає ролі в «{ $label }».
team-invites-none = У «{ $label }» немає відкритих запрошень. Створіть його командою `team invite <role>`.
team-invite-cancel-button = Скасувати { $code }
team-invites-title = Відкриті запрошення «{ $label }»
team-invites-hint = Кожне діє один раз. Скасуйте запрошення його кнопкою або командою `team cancel <code>` (досить перших символів коду).
team-invite-detail = створив учасник { $member } · спливає { $when }
team-cancel-ambiguous = Так починається більше ніж одне відкрите запрошення: введіть більше символів коду.
team-cancel-unknown = Відкритого запрошення, яке так починається, немає. `team invites` показує відкриті.
team-invite-cancelled = Запрошення { $code } ({ $role }) скасовано: за ним ніхто не вступить.
# api: токени HTTP API (docs/integrations.md)
cmd-api = Токени API: ваші програми працюють із магазином в одній ролі
cmd-api-details = `api tokens` показує токени, `api token create viewer|operator|manager|owner [label]` створює токен і показує його один раз, `api token revoke <label>` одразу його вимикає. Токен діє рівно у своїй ролі, має обмеження частоти запитів і записується в журнал як «API-токен <label>». Докладніше в docs/integrations.md.
cmd-api-action = create або revoke
cmd-api-action-create = Створити токен (показується один раз)
cmd-api-action-revoke = Одразу вимкнути токен
cmd-api-action-tokens = Показати API-токени магазину
cmd-api-action-token = Створити токен (create <role> [label]) або вимкнути (revoke <label>)
cmd-api-value = Роль для create, назва для revoke
cmd-api-label = Назва (латиниця, цифри, - або _)
api-secret-what = API-токен
api-tokens-none = У «{ $label }» немає API-токенів. Створіть токен: `api token create viewer`.
api-tokens-title = API-токени «{ $label }»
api-tokens-hint = Вимкнути токен: `api token revoke <label>`.
# $created і $used — час в UTC або api-token-never-used.
api-token-detail = створено { $created } · останній запит { $used }
api-token-never-used = не було
api-token-which-role = Вкажіть, у якій ролі діє токен: `api token create viewer|operator|manager|owner [label]`.
api-token-label-rule = «{ $label }» не підходить як назва токена: використовуйте від 1 до 32 малих латинських літер, цифр, - або _, починаючи з літери чи цифри.
api-token-label-taken = Токен із назвою «{ $label }» уже є: оберіть іншу назву або спершу вимкніть той токен.
api-token-too-many = У магазину вже { $max } API-токенів: спершу вимкніть непотрібний.
api-token-title = API-токен
# $token — сам токен, показується лише зараз.
api-token-created = Токен «{ $label }» діє з роллю «{ $role }» у «{ $shop }». Скопіюйте його зараз: Hawker зберігає лише хеш і більше його не покаже.
    `{ $token }`
    Передавайте його в заголовку `Authorization: Bearer <token>`. `api token revoke { $label }` вимикає токен.
api-token-unknown = API-токена з назвою «{ $label }» немає. `api tokens` показує всі токени.
api-token-revoked = Токен «{ $label }» вимкнено: запити з ним більше не приймаються.

cmd-account = З яким магазином ви працюєте, стан ключа, залишок лімітів запитів, автопродажі
account-title = Магазин
account-account-label = Магазин
account-role-label = Ваша роль
account-key-label = Ключ
account-key = { $health } · відбиток { $fingerprint }
account-key-ok = працює
account-key-invalid = маркетплейс його відхиляє: власник має підключити новий ключ через `connect`
account-key-suspended = акаунт продавця призупинено
account-alerts-label = Сповіщення
account-alerts-on = увімкнено
account-alerts-off = вимкнено
account-read-budget-label = Ліміт читання
account-write-budget-label = Ліміт запису
account-budget = залишилося { $remaining } з { $limit } цієї хвилини
account-budget-next = залишилося { $remaining } з { $limit } цієї хвилини, наступний запит { $when }
account-read-classes-label = Читання за класами
account-write-classes-label = Запис за класами
account-budget-classes = термінові (опитування, видачі, вартовий) { $critical } з { $reserved } у резерві; інтерактивні { $interactive } і фонові { $bulk } з решти { $shared }
account-polling-label = Опитування замовлень
account-polling-fast = кожні { $every }, поки в продажу є лот із ручною видачею або відкрите замовлення · читань за хвилину разом із перевіркою лотів: { $reads }, це { $share } % ліміту ({ $limit } за хвилину)
account-polling-idle = кожні { $every }: у продажу немає лотів із ручною видачею й відкритих замовлень (коли з'являться — кожні { $fast }) · читань за хвилину разом із перевіркою лотів: { $reads }, це { $share } % ліміту ({ $limit } за хвилину)
account-polling-seconds = { $seconds } с
account-instant-sales-label = Автопродажі
account-instant-sales-last = { $count ->
        [one] { $count } замовлення видано
        [few] { $count } замовлення видано
        [many] { $count } замовлень видано
       *[other] { $count } замовлення видано
    } автоматично із залишку, востаннє { $when }
account-instant-sales-unknown = невідомо, поки ключ відхилено
account-instant-sales-of = { $count ->
        [one] { $count } замовлення видано
        [few] { $count } замовлення видано
        [many] { $count } замовлень видано
       *[other] { $count } замовлення видано
    } автоматично із залишку (з { $delivered ->
        [one] { $delivered } виданого замовлення
        [few] { $delivered } виданих замовлень
        [many] { $delivered } виданих замовлень
       *[other] { $delivered } виданого замовлення
    })
account-language-label = Ваша мова
account-language = { $language } · змінити: `language`
account-team-language-label = Мова команди
account-team-language = { $language } · власник змінює її командою `alerts language`
account-team-language-owner = { $language } (мова власника) · власник може вибрати іншу командою `alerts language`
account-others-label = Інші магазини
account-others = ще { $count }: змінити — `switch`

cmd-audit = Останні зміни в магазині: хто, що, коли
cmd-audit-count = Скільки показати (за замовчуванням 15, не більше 50)
audit-log-empty = Через Hawker ще нічого не змінювали.
audit-log-title = Останні дії в «{ $label }»
audit-log-entry = { $action }: { $summary }
audit-log-entry-failed = { $action }: { $summary } (помилка: { $code })
audit-log-by-system = { $system }, автоматично
audit-system-deadline-guard = вартовий строків Hawker
audit-system-autopilot = автопілот Hawker
# $token — назва токена.
audit-log-by-api-token = API-токен { $token }
# $platform — значення платформи: telegram, discord, console, test.
audit-log-by-person = { $name } у { $platform ->
        [telegram] Telegram
        [discord] Discord
        [console] терміналі
       *[test] тесті
    }
# Записи журналу: зберігаються ключами й перекладаються мовою читача, коли їх показує `audit`.
audit-connect-connected = магазин підключено
audit-connect-key-replaced = API-ключ замінено
audit-join = вступ до команди з роллю «{ $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    }»
audit-team-invite-created = створено одноразове запрошення з роллю «{ $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    }»
audit-team-invite-cancelled = скасовано запрошення з роллю «{ $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    }»
audit-team-revoked = в учасника { $member } забрано роль «{ $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    }»
audit-team-linked = прив'язано чат { $platform } { $chat }
audit-team-unlinked = відв'язано чат { $platform } { $chat }
audit-api-token-created = створено API-токен «{ $token }» з роллю «{ $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    }»
audit-api-token-revoked = вимкнено API-токен «{ $token }»
audit-notify = особисті сповіщення { $state ->
        [on] увімкнено
       *[off] вимкнено
    } для { $platform } { $user }
audit-notify-member-off = вимкнено особисті сповіщення учасника { $member }
audit-create-picture-uploaded = завантажено зображення
audit-create-draft = створено чернетку «{ $title }»

cmd-notify = Отримувати (або більше не отримувати) сповіщення про замовлення магазину в особистому чаті
cmd-notify-state = on або off
cmd-notify-details = `notify on` або `notify off` в особистому чаті. Власник бачить, хто отримує особисті сповіщення, командою `alerts` і вимикає їх будь-кому командою `notify off <id учасника>` (id показує `team members`). Особисті сповіщення припиняються самі, коли в учасника відкликають роль або вона стає нижчою за operator.
cmd-notify-member = учасник, якому вимкнути особисті сповіщення (власник; id з `team members`)
notify-on = Сповіщення про замовлення «{ $label }» тепер надходять у цей чат (коли сповіщення йдуть у `private` або `both`).
notify-off = Сповіщень про замовлення в цьому чаті більше не буде.
notify-on-member = Сповіщення в особистий чат учасник вмикає собі сам: командою `notify on` у своєму чаті.
notify-member-which = Укажіть учасника за id, який показує `team members`: `notify off 3f9c0a1b`.
notify-member-owner-only = Вимкнути особисті сповіщення іншому учасникові може лише власник; `notify off` без id вимикає ваші.
notify-member-off = Учасник { $member } більше не отримує сповіщень про замовлення «{ $label }» у жодному особистому чаті.

cmd-create = Створити оголошення крок за кроком: спершу чернетка, публікація — на ваш запит
cmd-create-details = Категорія, гра, атрибути категорії (з варіантами на вибір), назва, опис, теги, ціна, тип видачі, спосіб, інструкції та обіцяний час, зображення з чату і залишок для оголошення з автовидачею; усе перевіряється за правилами маркетплейсу до надсилання, показується для перегляду і створюється як чернетка.
create-what-to-sell = Що ви хочете продати?
create-category-account-button = Акаунт
create-category-top-up-button = Поповнення
create-category-gift-card-button = Подарункова картка
create-category-currency-button = Валюта
create-answer-label = Відповідь
create-skip-button = Пропустити
create-which-game-pick = Яка гра? Виберіть її або напишіть іншу назву.
create-which-game = Для якої гри { $category ->
        [account] цей акаунт
        [top_up] це поповнення
        [gift_card] ця подарункова картка
       *[currency] ця валюта
    }? Напишіть її назву.
create-next-value = Наступне значення?
# $label — назва атрибута від маркетплейсу; $need — required або optional.
create-attribute-pick = { $need ->
        [optional] { $label } (необов'язково)
       *[required] { $label }
    }: виберіть значення.
create-attribute-number-min = { $need ->
        [optional] { $label } (необов'язково)
       *[required] { $label }
    } (число, не менше { $min })?
create-attribute-number = { $need ->
        [optional] { $label } (необов'язково)
       *[required] { $label }
    } (число)?
create-attribute-text = { $need ->
        [optional] { $label } (необов'язково)
       *[required] { $label }
    }?
create-product-id-ask = Який це товар (ігрова валюта)? У каталозі для цієї гри товарів немає: надішліть id товару з кабінету продавця.
create-product-pick = Який товар (ігрову валюту) ви продаєте? Ціни й залишок вказуються в масштабі товару.
create-product-sold = { $name } (продається { $per })
create-title-ask = Назва? Від 8 до 128 символів.
create-description-ask = Опис? Не більше 4096 символів.
create-tags-ask = Теги через кому? Разом не більше 500 символів.
create-price-per-unit-ask = Ціна { $per }? Наприклад 0,25 або 25c.
create-price-ask = Ціна? Наприклад 12,50, $12.50 або 1250c.
create-stock-ask = Скільки { $product } у вас у наявності? Ціле число.
create-stock-ask-unnamed = Скільки товару у вас у наявності? Ціле число.
create-stock-scaled-ask = Скільки { $product } у вас у наявності, в одиницях по { $scale }? Наприклад, 5 означає { $example }.
create-stock-scaled-ask-unnamed = Скільки товару у вас у наявності, в одиницях по { $scale }? Наприклад, 5 означає { $example }.
create-delivery-type-ask = Як видається товар? Автовидача: покупець отримує одиницю із завантаженого вами залишку. Ручна видача: ви передаєте товар в обіцяний строк.
create-manual-button = Ручна видача
create-instant-button = Автовидача
create-delivery-method-ask = Спосіб видачі?
create-instructions-ask = Що має зробити покупець під час передачі (інструкції з видачі, не більше 2048 символів)?
create-handover-ask = Обіцяний час передачі? Наприклад 30 хвилин, 2 години або 1 день.
create-pictures-ask = Надішліть зображення (від 1 до 10, хоча б одне); коли закінчите, натисніть «Готово». Уже завантажено: { $count }.
create-pictures-ask-optional = Надішліть зображення (від 1 до 10, за бажанням); коли закінчите, натисніть «Готово». Уже завантажено: { $count }.
create-done-button = Готово
create-stock-units-ask = Надішліть залишок, який покупці отримують одразу: по одній одиниці в рядку (коди), JSON-об'єкти або файл .txt/.csv/.json. В інтерфейсі маркетплейсу немає поповнення залишку для цієї категорії, тож оголошення почне саме з цього залишку.
create-stock-units-ask-top-up = Надішліть залишок, який покупці отримують одразу: по одній одиниці в рядку (коди), JSON-об'єкти або файл .txt/.csv/.json. Натисніть «Пропустити», щоб додати коди пізніше командою `restock`.
create-stock-units-label = Залишок, по одиниці в рядку
create-preview-title = Попередній перегляд
create-preview = Створити це оголошення як чернетку? Покупці нічого не побачать, доки ви його не опублікуєте.
create-category-label = Категорія
create-category-name = { $category ->
        [account] акаунт
        [top_up] поповнення
        [gift_card] подарункова картка
       *[currency] валюта
    }
create-game-label = Гра
create-price-label = Ціна
create-title-label = Назва
create-product-label = Товар
create-description-label = Опис
create-delivery-label = Видача
create-method-label = Спосіб
create-promised-time-label = Обіцяний час
create-promised-time = { $unit ->
    [minutes] { $count ->
            [one] { $count } хвилина
            [few] { $count } хвилини
            [many] { $count } хвилин
           *[other] { $count } хвилини
        }
    [hours] { $count ->
            [one] { $count } година
            [few] { $count } години
            [many] { $count } годин
           *[other] { $count } години
        }
   *[days] { $count ->
            [one] { $count } день
            [few] { $count } дні
            [many] { $count } днів
           *[other] { $count } дня
        }
    }
create-stock-label = Залишок
create-pictures-label = Зображення
create-units-label = Одиниць у залишку
create-draft-button = Створити чернетку
create-pick-category = Виберіть категорію кнопкою.
create-type-game = Напишіть назву гри.
create-no-game = Не знайшлося гри за запитом «{ $text }», для якої можна продавати { $category ->
        [account] акаунти
        [top_up] поповнення
        [gift_card] подарункові картки
       *[currency] валюту
    }. Спробуйте іншу назву.
create-game-lacks-category = Для { $game } не можна продавати { $category ->
        [account] акаунти
        [top_up] поповнення
        [gift_card] подарункові картки
       *[currency] валюту
    }. Напишіть іншу гру.
create-pick-product = Виберіть товар кнопкою або напишіть його назву: { $names }.
create-product-id-form = Id товару виглядає так, як його показує кабінет продавця, наприклад 0b8f6c1e-3d2a-4f5b-9c7d-1e2f3a4b5c6d.
create-stock-whole-number = Залишок — ціле число (одиниця: { $unit }), 0 або більше.
create-pick-delivery-type = Виберіть «Ручна видача» або «Автовидача».
create-pick-method = Виберіть спосіб видачі кнопкою.
create-method-refused = { $problem } Виберіть його або поверніться через `cancel` і виберіть ручну видачу.
create-instructions-needed = Для поповнення з ручною видачею потрібні інструкції: напишіть, що покупець має зробити під час передачі.
create-picture-needed = { $category ->
        [account] Оголошенню про акаунт
        [top_up] Оголошенню про поповнення
        [gift_card] Оголошенню про подарункову картку
       *[currency] Оголошенню про валюту
    } потрібне хоча б одне зображення: надішліть його.
create-picture-send = Надішліть зображення файлом або фото чи натисніть «Готово».
create-not-a-picture = Цей файл — не зображення.
create-pictures-full = В оголошенні не більше 10 зображень: натисніть «Готово».
create-press-create = Натисніть «Створити чернетку».
create-title-length = У назві має бути від 8 до 128 символів.
create-title-length-counted = У назві має бути від 8 до 128 символів, а в цій — { $length }.
create-description-length = В описі має бути від 1 до 4096 символів.
create-description-length-counted = В описі має бути від 1 до 4096 символів, а в цьому — { $length }.
create-tags-invalid = Теги пишуться через кому, разом не більше 500 символів.
create-instructions-length = В інструкціях з видачі має бути від 1 до 2048 символів.
create-handover-invalid = Напишіть час числом і одиницею: 30 хвилин, 2 години, 1 день.
create-method-instant-only = Автовидача працює лише зі способом `{ $method }`.
create-minimum-order-invalid = Мінімальне замовлення — ціле число, від 1.
create-attribute-pick-one-of = { $label }: виберіть одне зі значень: { $values }.
create-attribute-not-a-number = { $label }: потрібне число.
create-attribute-too-small = { $label }: не менше { $min }.
create-attribute-empty = { $label }: потрібне значення.
create-draft-made-title = Чернетку створено
create-draft-made = «{ $title }» збережено як чернетку (id { $id }). Опублікуйте її, коли будете готові.
create-draft-made-without-id = «{ $title }» збережено як чернетку. Опублікуйте її, коли будете готові.
create-draft-add-codes = Перед публікацією додайте коди командою `restock`.
create-typed-goods-first = Акаунт із миттєвою доставкою або подарункова картка створюються разом із товаром: створіть їх командою `create` у чаті.
create-publish-button = Опублікувати
create-open-button = Відкрити
create-done = чернетку «{ $title }» створено

cmd-webhooks = Надсилати події магазину у вашу програму, з підписом
cmd-webhooks-details = `webhooks` показує адреси з останньою доставкою, `webhooks add <https url> [events]` додає адресу (події через кому, без них — усі події) і один раз показує її ключ підпису, `webhooks test <n>` надсилає `ping`, `webhooks log <n>` показує останні доставки, `webhooks replay <delivery>` надсилає доставку ще раз, `webhooks rotate <n>` створює новий ключ (старий ще підписує 24 години), `webhooks remove <n>`.
cmd-webhooks-number = Номер адреси, як його показує `webhooks`
cmd-webhooks-delivery = Ідентифікатор доставки (`dlv_…`), як його показує `webhooks log <n>`
cmd-webhooks-url = Адреса отримувача `https://`
cmd-webhooks-events = Події через кому (без них — усі події)
webhooks-none = Адрес для вебхуків поки немає. Додайте адресу командою `webhooks add <https url> [events]`, потім перевірте її командою `webhooks test <n>`.
webhooks-title = Вебхуки «{ $label }»
webhooks-hint = `webhooks test <n>` надсилає `ping`, `webhooks log <n>` показує останні доставки, `webhooks rotate <n>` створює новий ключ підпису, `webhooks remove <n>` припиняє надсилання на адресу.
webhooks-detail = { $state ->
    [disabled] вимкнена
   *[enabled] увімкнена
  } · { $events }
webhooks-events-all = усі події
webhooks-add-usage = Вкажіть адресу отримувача: `webhooks add <https url> [events]`, наприклад `webhooks add https://example.com/hawker order.delivered,key.invalid`.
webhooks-url-malformed = За такою адресою Hawker звернутися не може: вкажіть адресу повністю, наприклад `https://example.com/hawker`.
webhooks-url-plain-http = Адреса має починатися з `https://`: у подіях є замовлення покупців, а простим `http://` їх побачить будь-хто на шляху.
webhooks-url-credentials = Приберіть з адреси ім'я користувача й пароль: Hawker підписує кожен запит власним ключем адреси.
webhooks-url-private = Ця адреса у внутрішній мережі (наприклад, 127.0.0.1 або 192.168.x.x), туди Hawker не звертається: вкажіть публічну адресу отримувача `https://`. Якщо отримувач працює поруч із Hawker (на тій самій машині чи в тій самій мережі), той, хто запускає Hawker, може дозволити такі адреси налаштуванням `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`.
webhooks-event-unknown = Події `{ $event }` немає. Події: { $known }.
webhooks-too-many = Цей акаунт уже має { $count } адрес для вебхуків, більше не можна: спершу видаліть одну командою `webhooks remove <n>`.
webhooks-added-title = Вебхук додано
webhooks-added = Адреса { $endpoint } отримує: { $events }.
webhooks-secret = Ключ підпису, показується лише зараз: `{ $secret }`
webhooks-secret-docs = Ним ваш отримувач перевіряє підпис кожного запиту будь-якою бібліотекою `Standard Webhooks`: у `docs/integrations.md` є отримувач у кілька рядків на `Node.js`.
webhooks-unknown = Адреси для вебхуків з номером { $number } немає: `webhooks` показує адреси з їхніми номерами.
webhooks-rotate-usage = Вкажіть, якій адресі потрібен новий ключ: `webhooks rotate <n>`, з номером із `webhooks`.
webhooks-rotated-title = Новий ключ підпису
webhooks-rotated = Адреса { $endpoint } має новий ключ. Наступні 24 години кожен запит несе й підпис старим ключем, тож отримувач перейде на новий, не втративши жодного запиту.
webhooks-remove-usage = Вкажіть, яку адресу видалити: `webhooks remove <n>`, з номером із `webhooks`.
webhooks-removed = Адресу { $endpoint } видалено: Hawker більше нічого туди не надсилає.
webhooks-log-detail = { $ms } мс · спроба { $attempt } · { $when } · `{ $delivery }`
webhooks-log-title = Останні доставки на { $endpoint }
webhooks-log-empty = На адресу { $endpoint } ще нічого не надсилалося: `webhooks test <n>` надішле `ping`.
webhooks-log-usage = Вкажіть, доставки якої адреси показати: `webhooks log <n>`, з номером із `webhooks`.
webhooks-replay-usage = Вкажіть, яку доставку надіслати ще раз: `webhooks replay <delivery>`, з її ідентифікатором (`dlv_…`) із `webhooks log <n>`.
webhooks-replay-unknown = Доставки `{ $delivery }` немає серед останніх 50 жодної адреси, або її записано до того, як Hawker почав зберігати надіслане: `webhooks log <n>` показує доставки.
# $event: the event's type as typed (order.delivered…), shown as it is in every language.
webhooks-replay-ok = Адреса { $endpoint } знову отримала `{ $event }`: { $result } за { $ms } мс.
webhooks-replay-failed = Адреса { $endpoint } не прийняла `{ $event }`: { $result }. `webhooks log <n>` показує кожну спробу.
webhooks-test-failed = Адреса { $endpoint } не прийняла `ping`: { $result }. `webhooks log <n>` показує кожну спробу.
webhooks-test-ok = Адреса { $endpoint } прийняла `ping`: { $result } за { $ms } мс.
webhooks-test-enabled = Адреса відповіла й знову ввімкнена: події йдуть на неї відтепер.
webhooks-test-usage = Вкажіть, на яку адресу надіслати `ping`: `webhooks test <n>`, з номером із `webhooks`.
webhooks-result = { $problem ->
    [timeout] немає відповіді за 10 с
    [unreachable] не вдалося під'єднатися
    [refused-address] адресу відхилено (внутрішня мережа; дозволяє `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`, її задає той, хто запускає Hawker)
    [redirected] перенаправлення { $status }, не виконано
    [too-large] відповідь більша за 64 КіБ
   *[answered] відповідь { $status }
  }
webhooks-last = остання: { $result }, { $when }
webhooks-never-sent = ще нічого не надіслано
webhooks-result-given-up = більше не надсилається
webhooks-log-given-up = надсилання припинено через добу після події, після { $attempts ->
    [one] { $attempts } спроби
    [few] { $attempts } спроб
    [many] { $attempts } спроб
   *[other] { $attempts } спроби
  }, остання: { $result } · { $when } · `{ $delivery }`: `webhooks replay { $delivery }` надішле її ще раз
webhooks-log-given-up-waited = не надіслано: через добу після події ще тривали спроби надіслати попередню подію цього замовлення · { $when } · `{ $delivery }`: `webhooks replay { $delivery }` надішле її зараз
webhooks-given-up-lately = за останні 7 днів надсилання припинено для { $count ->
    [one] { $count } події
    [few] { $count } подій
    [many] { $count } подій
   *[other] { $count } події
  } (`webhooks log { $number }`)
audit-webhooks-added = додано адресу вебхуків { $number } на `{ $host }` для: { $events }
audit-webhooks-rotated = створено новий ключ підпису для адреси вебхуків { $number } на `{ $host }`
audit-webhooks-removed = видалено адресу вебхуків { $number } на `{ $host }`

## guard

# Налаштування сповіщень, захист дедлайнів (режим відсутності, робочі години, ескалація) і статистика продажів.

cmd-alerts = Куди й коли надходять сповіщення про замовлення: режим, нагадування, тиша
cmd-alerts-details = `alerts mode private|team|both`, `alerts reminders 30,10` (за скільки хвилин до дедлайну нагадати), `alerts mute 60` (тиша на стільки хвилин), `alerts unmute`, `alerts off|on`, `alerts lowstock <listing> <n|off>`, `alerts digest 21:00 Europe/Berlin` (щоденне зведення продажів) або `alerts digest off`, `alerts escalation operators 10m 50%, team 75%, everyone 90%` (кого кликати, коли дедлайн близько), `alerts escalation off|default`, `alerts escalation role @Sellers|off` (роль Discord, яку згадують пізні кроки), `alerts autopilot quiet|digest|loud` (як повідомляти про замовлення, видані автопілотом: без звуку сповіщення, лише в щоденному зведенні або гучним сповіщенням), `alerts language uk` (мова груп і каналів команди) або `alerts language owner` (мова самого власника, типово).
cmd-alerts-mode-value = private, team або both
cmd-alerts-reminders-value = За скільки хвилин до дедлайну, через кому (30,10)
cmd-alerts-mute-value = Хвилини тиші (типово 60)
cmd-alerts-lowstock-threshold = За якого залишку повідомити, або off
cmd-alerts-digest-value = Час доби (21:00) або off
cmd-alerts-digest-threshold = Часовий пояс (Europe/Berlin)
cmd-alerts-escalation-value = Перший крок (operators 10m 50%), off, default або role
cmd-alerts-escalation-threshold = Решта кроків; після role — @Sellers або off
cmd-alerts-autopilot-value = quiet, digest або loud
cmd-alerts-language-value = Код мови (en, ru, uk) або owner
alerts-mode-usage = Вкажіть, куди надсилати сповіщення: `alerts mode private`, `team` або `both`.
alerts-mode-no-group = До цього магазину ще не прив’язано ні групи, ні каналу, тож сповіщення для команди нікуди не дійдуть. Спершу надішліть `team link` у групі, потім `alerts mode team`. А поки що сповіщення й далі надходять в особисті чати.
alerts-reminders-usage = Вкажіть через кому, за скільки хвилин до дедлайну нагадувати: `alerts reminders 30,10`.
alerts-mute-usage = Тишу можна ввімкнути на строк від 1 до 10080 хвилин: `alerts mute 60`.
alerts-lowstock-usage = Вкажіть оголошення й залишок: `alerts lowstock <listing> 5` або `off`.
alerts-digest-usage = Вкажіть час і ваш часовий пояс: `alerts digest 21:00 Europe/Berlin` (24-годинний формат, пояс на кшталт `America/New_York` або UTC) або `alerts digest off`.
alerts-role-usage = Вкажіть роль Discord, яку згадують кроки `team` і `everyone`: `alerts escalation role @Sellers` (у Discord) або `alerts escalation role off`.
alerts-autopilot-usage = Скажіть, як повідомляти про замовлення, видані автопілотом: `alerts autopilot quiet` (повідомлення без звуку сповіщення, типово), `alerts autopilot digest` (лише в щоденному зведенні) або `alerts autopilot loud` (сповіщення, як про будь-яке замовлення). Про замовлення, яке автопілот не зміг видати, завжди надходить гучне сповіщення з причиною.
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
alerts-private-value = { $count } (учасники додають або прибирають свій командою `notify on|off`; власник прибирає будь-який командою `notify off <id учасника>`)
alerts-groups-label = Прив’язані групи
alerts-recipients-label = Особисті сповіщення отримують
# $member — id учасника, як його показує `team members`; $platforms — де він їх отримує, наприклад «Telegram, Discord».
alerts-recipient-entry = { $member }: { $platforms }
alerts-recipient-stop-button = Вимкнути { $member }
alerts-digest-label = Щоденне зведення продажів
alerts-digest-value = { $time } { $timeZone }, у дні без продажів не надходить
alerts-digest-off = вимкнено
alerts-escalation-label = Ескалація
alerts-escalation-off = вимкнено
alerts-escalation-value = { $ladder } часу до дедлайну, що настане раніше (змінюється командою `alerts escalation`)
alerts-escalation-role-value = { $ladder } часу до дедлайну, що настане раніше (змінюється командою `alerts escalation`); у Discord згадує <@&{ $role }>
alerts-autopilot-label = Замовлення, видані автопілотом
alerts-autopilot-quiet = повідомлення без звуку сповіщення (змінюється командою `alerts autopilot`)
alerts-autopilot-digest = лише в щоденному зведенні (змінюється командою `alerts autopilot`)
alerts-autopilot-digest-off = лише в щоденному зведенні, а його вимкнено: `alerts digest 21:00 Europe/Berlin` його вмикає
alerts-autopilot-loud = сповіщення зі звуком, як про будь-яке замовлення (змінюється командою `alerts autopilot`)
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
audit-alerts-autopilot = замовлення, видані автопілотом: { $mode ->
        [quiet] повідомлення без звуку сповіщення
        [digest] лише в щоденному зведенні
       *[loud] сповіщення зі звуком
    }
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
cmd-away-value = now: for 3h або until 08:00; hours: часовий пояс і години тижня; swamped: замовлення (5) або off
cmd-back = Вийти з режиму відсутності: повернути в продаж оголошення, зняті Hawker
away-swamped-rule = Правило перевантаження: ручні оголошення знімаються з продажу, поки чекають { $threshold } або більше замовлень, і повертаються, коли їх залишиться { $drained } або менше.
away-by-swamped-rule = правило перевантаження
away-by-working-hours = робочі години
away-by-away-time-end = кінець часу відсутності
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
guard-switch-unread = Hawker не зміг зараз прочитати оголошення: він { $direction ->
        [away] зніме оголошення з ручною видачею з продажу
       *[back] поверне оголошення з ручною видачею в продаж
    }, щойно зможе, і повідомить команду.
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
cmd-stats-query = Період (today, 7d, 30d, 12m, 2026-11-01..2026-11-20), далі by listing|game|category
cmd-stats-action-figures = цифри продажів і графік порівняно з попереднім періодом
cmd-stats-action-export = усі замовлення за період у CSV
cmd-stats-period = Період (today, 7d, 30d, 12m, 2026-11-01..2026-11-20)
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
stats-cost-label = Собівартість
stats-profit-label = Валовий прибуток
stats-margin-label = Маржа
stats-row-profit = { $row }, прибуток { $profit }
stats-cost-unknown = Собівартість невідома для { $count ->
        [one] { $count } замовлення
        [few] { $count } замовлень
        [many] { $count } замовлень
       *[other] { $count } замовлення
    }: їх не враховано в прибутку. Задайте її: `cost <оголошення> <ціна за одиницю>` або `pool cost <назва> <ціна за код>`.
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
stats-by-autopilot = автопілот
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
chart-profit = Прибуток
csv-time = час (UTC)
csv-order-id = id замовлення
csv-listing = оголошення
csv-category = категорія
csv-game = гра
csv-quantity = кількість
csv-amount-cents = сума в центах
csv-amount-estimated = суму оцінено
csv-cost-cents = собівартість у центах
csv-profit-cents = прибуток у центах
csv-delivery-type = тип видачі
csv-delivered-by = хто видав
csv-delivery-seconds = час видачі в секундах
csv-outcome = підсумок
csv-source = джерело

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
telegram-menu-dashboard = Панель

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
console-redis-embedded = Redis: окремий redis-server (дані в { $folder }/redis), він зупиниться, коли ви вийдете.
console-vault-dev = Сховище ключів: ключ для розробки в { $folder }/dev-master-keys (для справжніх ключів задайте HAWKER_MASTER_KEYS).
console-demo-not-connected = Не вдалося підключити демо-магазин: { $reason }
console-demo-taken = На даних у { $folder } вже працює інше демо Hawker: процес { $pid } на { $host }. Спершу зупиніть його (/quit у його терміналі або kill { $pid }) або запустіть це демо з іншою папкою даних (HAWKER_DATA_DIR) чи з іншим Redis (REDIS_URL).
console-unknown-reason = причина невідома
console-marketplace-sandbox = Маркетплейс: пісочниця за адресою { $url }, демо-магазин уже підключено, у нього є продажі за останні 90 днів, покупці оформлюють замовлення.
console-demo-second-shop = Другий демо-магазин, { $shop }, теж ваш: /switch перемикає між ними, а /listings clone копіює оголошення з одного в інший.
console-demo-kept = Демо зберігається в { $folder } (магазин пісочниці, його замовлення і дані Hawker): `npm start -- --fresh` починає все заново.
console-demo-set-aside = Збережене демо в { $file } — від несумісної версії Hawker: його відкладено там, демо починається заново.
console-demo-supplier = Постачальник: демо-постачальник за адресою { $url } видає вигадані коди. Спробуйте /autopilot <оголошення> from { $url } для оголошення з ручною видачею.
console-demo-supplier-off = Задайте WEBHOOK_ALLOW_PRIVATE_NETWORKS=true, щоб спробувати автопілот із демо-постачальником на цій машині.
console-marketplace = Маркетплейс: { $url }. Підключіть свій магазин командою /connect.
console-api = HTTP API для ваших власних програм: { $url }/v1/openapi.json перелічує його виклики. Створіть токен командою `/api token create operator my-script` (роль, потім мітка) і передавайте його як `Authorization: Bearer hwk_…`.
console-dashboard = Панель у браузері: { $url } (вхід один раз протягом { $minutes ->
    [one] { $minutes } хвилини
    [few] { $minutes } хвилин
   *[many] { $minutes } хвилин
}; наберіть /dashboard, щоб отримати нове посилання).
console-try = Спробуйте /listings, /orders або /help. Коли надійде сповіщення про замовлення, дайте на нього відповідь: @<номер>, коди, потім порожній рядок.
console-keys = Число вибирає цей варіант у щойно поставленому запитанні або в останньому повідомленні; число, якого немає серед варіантів, — це ваша відповідь. #N.k вибирає варіант k повідомлення #N (кнопки сповіщення); /quit — вихід. Журнал: { $folder }/hawker.log

## Підписи варіантів: що означає кожен варіант команди, показується поруч із його значенням у меню Discord

cmd-alerts-action-show = налаштування сповіщень
cmd-alerts-action-mode = куди йдуть сповіщення
cmd-alerts-action-reminders = нагадування до строку
cmd-alerts-action-mute = вимкнути звук на час
cmd-alerts-action-unmute = повернути звук
cmd-alerts-action-off = вимкнути сповіщення
cmd-alerts-action-on = увімкнути сповіщення
cmd-alerts-action-lowstock = поріг низького залишку
cmd-alerts-action-digest = щоденний підсумок продажів
cmd-alerts-action-escalation = драбина ескалації
cmd-alerts-action-autopilot = як повідомляти про замовлення, видані автопілотом
cmd-alerts-action-language = мова чатів команди
cmd-away-action-now = піти зараз
cmd-away-action-hours = робочі години
cmd-away-action-off = без робочих годин і відсутності
cmd-away-action-swamped = правило перевантаження
cmd-away-action-show = режим відсутності, робочі години й правило перевантаження
cmd-notify-state-on = особисті сповіщення увімкнено (on)
cmd-notify-state-off = особисті сповіщення вимкнено (off)
cmd-team-action-members = учасники та їхні ролі
cmd-team-action-invite = одноразовий код запрошення
cmd-team-action-invites = відкриті запрошення
cmd-team-action-cancel = скасувати запрошення
cmd-team-action-link = прив’язати цю групу чи канал
cmd-team-action-unlink = відв’язати цю групу чи канал
cmd-team-action-revoke = прибрати учасника
cmd-webhooks-action-list = адреси
cmd-webhooks-action-add = додати адресу
cmd-webhooks-action-log = останні доставки
cmd-webhooks-action-replay = надіслати подію з журналу ще раз
cmd-webhooks-action-test = надіслати перевірочний запит
cmd-webhooks-action-rotate = новий ключ підпису
cmd-webhooks-action-remove = видалити адресу
cmd-link-platform-discord = Discord
cmd-link-platform-telegram = Telegram
cmd-edit-field-title = назва (title)
cmd-edit-field-description = опис (description)
cmd-edit-field-tags = теги (tags)
cmd-edit-field-images = зображення (images)
cmd-edit-field-attributes = атрибути (attributes)
cmd-edit-field-delivery = тип видачі (delivery)
cmd-edit-field-method = спосіб видачі (method)
cmd-edit-field-instructions = інструкція з видачі (instructions)
cmd-edit-field-handover = час передачі (handover)
cmd-edit-field-minorder = мінімальне замовлення (minorder)

## listings import
cmd-listings-action-import = Імпорт файлу оголошень (як його пише `listings export`): попередній перегляд змін
import-send-file = Надішліть файл оголошень: CSV або JSON, як його пише `listings export`, виправлений у таблиці чи ні. Нічого не змінюється, доки ви не побачите, що він зробить. Запас із файлу не читається: його змінює `restock`.
import-file-label = Файл оголошень
import-preview-title = Імпорт у { $account }: що зміниться
import-previewed = попередній перегляд імпорту показано
import-file-kind = Це не файл оголошень: надішліть .csv або .json, який зробив `listings export`.
import-file-too-large = Файл більший за { $megabytes } МБ — це межа імпорту: розбийте його за статусом або грою.
import-file-binary = Це не текстовий файл (у ньому двійкові дані): збережіть його з таблиці як «CSV UTF-8» або надішліть JSON з експорту.
import-file-encoding = Файл не в кодуванні UTF-8: збережіть його з таблиці як «CSV UTF-8» і надішліть знову.
import-file-too-wide = У рядку { $row } понад { $max } стовпців: це не файл оголошень.
import-file-row-wider = У рядку { $row } { $count } клітинок, а в заголовку { $columns } стовпців: у якійсь клітинці { $separator ->
    [semicolon] крапка з комою
    [tab] табуляція
   *[comma] кома
} без лапок.
import-file-too-many-rows = У файлі понад { $max } оголошень: розбийте його за статусом або грою.
import-file-empty = Файл порожній: його перший рядок називає стовпці (`id`, `title`, `price`…).
import-file-unknown-columns = У файлі є стовпці, яких імпорт не знає: { $columns }. Стовпці називаються так само, як в експорті: { $known }.
import-file-unknown-columns-separated = У файлі є стовпці, яких імпорт не знає: { $columns }. Заголовок прочитано як розділений { $separator ->
    [semicolon] крапкою з комою (;)
    [tab] табуляцією
   *[comma] комами (,)
}; експорт розділяє комами, а імпорт читає коми, крапки з комою й табуляцію. Стовпці називаються так само, як в експорті: { $known }.
import-file-repeated-column = Стовпець `{ $column }` трапляється в заголовку двічі.
import-file-no-id-column = У файлі немає стовпця `id`: за ним імпорт розрізняє оголошення (для нової чернетки залиште його порожнім).
import-file-json-unreadable = Цей JSON-файл не читається: він обрізаний або це не JSON.
import-file-json-shape = Цей JSON-файл — не список оголошень: у ньому має бути один об'єкт на оголошення, як пише експорт.
import-attributes-not-json = Клітинка `attributes` — не JSON-об'єкт на кшталт {"{"}"region": "eu"{"}"}.
import-no-listing = У цьому магазині немає оголошення `{ $id }`.
import-listing-unread = «{ $title }» зараз не прочитати (читання маркетплейсу на цю хвилину вичерпано): імпортуйте файл знову за хвилину.
import-field-read-only = Імпорт не змінює `{ $field }` ({ $before } → { $after }): лишається як в оголошенні (зображення — `edit <listing> images`).
import-status-unsettable = Імпорт не може поставити статус `{ $status }`: він приймає `active`, `draft`, `paused` або `archived`.
import-sold-out = «{ $title }» розпродано: спершу поповніть його. Імпорт ніколи не виставляє на продаж оголошення, якому нічого продавати.
import-kept-reason = «{ $title }» змінилося на маркетплейсі після вашого експорту: залишено як є зараз. Щоб змінити його, експортуйте знову й правте новий файл.
import-id-repeated = Оголошення `{ $id }` вже є в рядку вище.
import-new-category = Рядок без id створює нову чернетку поповнення або валюти (`top_up`, `currency`), а не `{ $category }`: акаунти й подарункові картки створюються через `create`.
import-new-needs = Рядок без id створює нову чернетку, і йому потрібен `{ $column }`.
import-new-no-game = Гра `{ $game }` не продає `{ $category }`.
import-new-is-draft = Рядок без id створює чернетку: залиште статус порожнім або `draft` і опублікуйте чернетку, коли вона з'явиться.
import-new-needs-handover = Новій чернетці з ручною видачею потрібен час передачі (`manual_delivery_value` і `manual_delivery_unit`, наприклад 2 і hours).
import-kind = { $kind ->
    [price] ціна
    [title] назва
    [description] опис
    [tags] теги
    [attributes] атрибути
    [delivery] тип видачі
    [method] спосіб видачі
    [instructions] інструкція з видачі
    [handover] час передачі
    [minorder] мінімальне замовлення
    [publish] публікація
    [unpublish] знову чернетка
    [pause] пауза
    [unpause] зняття з паузи
    [archive] в архів
   *[draft] нова чернетка
}
import-count = { $kind ->
    [price] { $count ->
         [one] { $count } ціна
         [few] { $count } ціни
        *[many] { $count } цін
    }
    [title] { $count ->
         [one] { $count } назва
         [few] { $count } назви
        *[many] { $count } назв
    }
    [description] { $count ->
         [one] { $count } опис
         [few] { $count } описи
        *[many] { $count } описів
    }
    [tags] { $count ->
         [one] { $count } список тегів
         [few] { $count } списки тегів
        *[many] { $count } списків тегів
    }
    [attributes] { $count ->
         [one] { $count } набір атрибутів
         [few] { $count } набори атрибутів
        *[many] { $count } наборів атрибутів
    }
    [delivery] { $count ->
         [one] { $count } тип видачі
         [few] { $count } типи видачі
        *[many] { $count } типів видачі
    }
    [method] { $count ->
         [one] { $count } спосіб видачі
         [few] { $count } способи видачі
        *[many] { $count } способів видачі
    }
    [instructions] { $count ->
         [one] { $count } інструкція
         [few] { $count } інструкції
        *[many] { $count } інструкцій
    }
    [handover] { $count ->
         [one] { $count } час передачі
         [few] { $count } часи передачі
        *[many] { $count } часів передачі
    }
    [minorder] { $count ->
         [one] { $count } мінімальне замовлення
         [few] { $count } мінімальні замовлення
        *[many] { $count } мінімальних замовлень
    }
    [publish] { $count ->
         [one] { $count } публікація
         [few] { $count } публікації
        *[many] { $count } публікацій
    }
    [unpublish] { $count ->
         [one] { $count } повернення в чернетки
         [few] { $count } повернення в чернетки
        *[many] { $count } повернень у чернетки
    }
    [pause] { $count ->
         [one] { $count } пауза
         [few] { $count } паузи
        *[many] { $count } пауз
    }
    [unpause] { $count ->
         [one] { $count } зняття з паузи
         [few] { $count } зняття з паузи
        *[many] { $count } зняттів з паузи
    }
    [archive] { $count ->
         [one] { $count } в архів
         [few] { $count } в архів
        *[many] { $count } в архів
    }
   *[draft] { $count ->
         [one] { $count } нова чернетка
         [few] { $count } нові чернетки
        *[many] { $count } нових чернеток
    }
}
import-summary = { $changes }; без змін: { $unchanged }; { $kept ->
    [0] {""}
    [one] { $kept } рядок залишено як на маркетплейсі;{" "}
    [few] { $kept } рядки залишено як на маркетплейсі;{" "}
   *[many] { $kept } рядків залишено як на маркетплейсі;{" "}
}{ $refused ->
    [0] відхилених рядків немає.
    [one] відхилено { $refused } рядок.
    [few] відхилено { $refused } рядки.
   *[many] відхилено { $refused } рядків.
}
import-nothing-changes = Нічого не змінюється: { $unchanged ->
    [one] оголошення з файлу вже таке
    [few] усі { $unchanged } оголошення з файлу вже такі
   *[many] усі { $unchanged } оголошень із файлу вже такі
}, як у магазині.
import-nothing-applies = Змінювати нічого: жоден рядок файлу не можна застосувати.
import-changes-heading = Перші зміни:
import-line-change = рядок { $row } · { $title }: { $what } { $before } → { $after }
import-line-create = рядок { $row } · нова чернетка «{ $title }»
import-more-changes = …і ще { $count }.
import-refused-heading = Відхилені рядки (виправте їх у файлі й імпортуйте знову):
import-line-refused = рядок { $row }: { $reason }
import-more-refused = …і ще відхилених рядків: { $count }.
import-line-kept = рядок { $row } · { $title }: змінилося на маркетплейсі після вашого експорту: залишено як є зараз.
import-more-kept = …і ще залишених як є: { $count }.
import-kept-advice = { $count ->
    [one] Щоб змінити його, експортуйте знову: у новому файлі його новий стан.
    [few] Щоб змінити їх, експортуйте знову: у новому файлі їхній новий стан.
   *[many] Щоб змінити їх, експортуйте знову: у новому файлі їхній новий стан.
}
import-write-time = { $writes ->
    [one] { $writes } запис
    [few] { $writes } записи
   *[many] { $writes } записів
}: { $minutes ->
    [0] менше хвилини
    [one] близько { $minutes } хвилини
    [few] близько { $minutes } хвилин
   *[many] близько { $minutes } хвилин
} за лімітів маркетплейсу (250 записів на хвилину на ключ, 5 на хвилину й 10 на годину на оголошення).
audit-import = почато імпорт { $file }: { $writes ->
    [one] { $writes } запис
    [few] { $writes } записи
   *[many] { $writes } записів
}
import-apply-button = Застосувати
import-cancel-button = Скасувати
import-below-cost-heading = Нижче за собівартість одиниці: «Застосувати» виставить зі збитком оголошень: { $count }.
import-line-below-cost = рядок { $row } · { $title }: { $price }, нижче за собівартість { $cost } (збиток { $loss } з продажу)
import-more-below-cost = …і ще нижче за собівартість: { $count }.
import-apply-below-cost-button = Застосувати, нижче за собівартість: { $count }
import-started = Імпорт почато: { $writes ->
    [one] { $writes } запис піде
    [few] { $writes } записи підуть
   *[many] { $writes } записів підуть
} у межах лімітів маркетплейсу. Хід імпорту видно тут, наприкінці — звіт з підсумком кожного рядка.
import-started-already = Цей імпорт уже триває: його хід видно тут.
import-applied = імпорт почато
import-cancelled = Імпорт скасовано: нічого не записано.
import-progress = Імпорт { $file }: виконано { $done } з { $total } записів.
import-progress-finished = Імпорт { $file } завершено: виконано { $done } з { $total } записів.
import-progress-failed = { $count ->
    [one] { $count } запис маркетплейс відхилив: причина у звіті.
    [few] { $count } записи маркетплейс відхилив: причини у звіті.
   *[many] { $count } записів маркетплейс відхилив: причини у звіті.
}
import-progress-unknown = { $count ->
    [one] На { $count } запис не прийшла відповідь (обробник зупинився або обірвався зв'язок): його не надсилали вдруге, перевірте це оголошення.
    [few] На { $count } записи не прийшла відповідь (обробник зупинився або обірвався зв'язок): їх не надсилали вдруге, перевірте ці оголошення.
   *[many] На { $count } записів не прийшла відповідь (обробник зупинився або обірвався зв'язок): їх не надсилали вдруге, перевірте ці оголошення.
}
import-report = Звіт про імпорт: виконано { $done }, відхилено маркетплейсом { $failed }, без відповіді { $unknown }, рядків відхилено під час попереднього перегляду { $refused }, без змін { $unchanged }. Підсумок кожного рядка — у файлі.

## listings clone
cmd-listings-action-clone = Скопіювати оголошення (усі або за фільтрами) чернетками в інший ваш магазин
cmd-listings-clone-shop = магазин, у який копіювати, як його називає `switch` (назва або початок id)
clone-same-shop = «{ $shop }» — магазин, у якому ви зараз: назвіть інший магазин, яким ви керуєте, щоб скопіювати в нього оголошення (`switch` покаже ваші).
clone-role-missing = У «{ $shop }» ви — { $role }: щоб копіювати оголошення в магазин, потрібна роль менеджера в ньому. Власник може призначити її через `team`.
clone-preview-title = Копіювання з { $source } до { $target }: що буде створено
clone-previewed = копіювання переглянуто
clone-cancelled = Копіювання скасовано: нічого не записано.
clone-category = Оголошення `{ $category }` з миттєвою видачею не копіюється: інтерфейс створює його лише разом із товаром, тож створіть його через `create` в іншому магазині.
clone-top-up-attributes = Інтерфейс не показує атрибути поповнення, тому в копії їх не буде, а категорія іншого магазину цього не приймає: { $reason }
clone-manual-top-up = Поповнення з ручною видачею не копіюється: інтерфейс ніколи не показує час видачі та інструкції поповнення, а новій чернетці вони потрібні. Створіть його через `create` в іншому магазині або імпортуйте рядок із його `delivery_instructions` і часом видачі.
clone-nothing-applies = Копіювати нічого: жодне з цих оголошень не можна зробити чернеткою в іншому магазині.
clone-refused-heading = Не копіюються:
clone-line-refused = • { $reason }
clone-line-create = нова чернетка «{ $title }»
clone-listing-unread = Його не вдалося прочитати зараз (читання маркетплейсу на цю хвилину вичерпано): скопіюйте його знову за хвилину або копіюйте менше за раз — із фільтром за статусом, грою чи назвою.
clone-refused-listing = «{ $title }»: { $reason }
clone-pictures = { $count ->
    [one] { $count } картинку буде завантажено в інший магазин наново (картинка, яку не вдалося отримати, не потрапить у чернетку, і звіт про це скаже).
    [few] { $count } картинки буде завантажено в інший магазин наново (картинка, яку не вдалося отримати, не потрапить у чернетку, і звіт про це скаже).
   *[many] { $count } картинок буде завантажено в інший магазин наново (картинка, яку не вдалося отримати, не потрапить у чернетку, і звіт про це скаже).
}
clone-pictures-missed = { $count ->
    [one] створено без { $count } картинки: її не вдалося отримати чи завантажити
    [few] створено без { $count } картинок: їх не вдалося отримати чи завантажити
   *[many] створено без { $count } картинок: їх не вдалося отримати чи завантажити
}
clone-file-name = оголошень { $shop }
clone-started = Копіювання до «{ $shop }» почалося: { $drafts ->
    [one] { $drafts } чернетку буде створено
    [few] { $drafts } чернетки буде створено
   *[many] { $drafts } чернеток буде створено
} у межах лімітів того магазину. Перебіг роботи з'явиться тут, потім звіт із підсумком для кожного оголошення.
audit-clone = почато копіювання оголошень до { $target }: { $writes ->
    [one] { $writes } чернетка
    [few] { $writes } чернетки
   *[many] { $writes } чернеток
}

## dashboard
cmd-dashboard = Відкрити веб-панель: замовлення, оголошення, продажі й команда цього магазину на одному екрані
cmd-dashboard-details = `dashboard` відповідає лише вам кнопкою, що відкриває панель магазину цього чату. У Telegram вона відкривається просто в застосунку; деінде посилання входить один раз і діє 10 хвилин. Кожна зміна там виконується як ваша власна команда, з вашою роллю.
dashboard-button = Відкрити панель
dashboard-open-app = Панель магазину «{ $shop }» відкривається тут, у Telegram, кнопкою нижче.
dashboard-open-link = Панель магазину «{ $shop }» відкривається кнопкою нижче. Посилання входить один раз і діє { $minutes ->
    [one] { $minutes } хвилину
    [few] { $minutes } хвилини
   *[many] { $minutes } хвилин
}: нікому його не передавайте. Надішліть `dashboard` ще раз, щоб отримати нове.
dashboard-not-served = Цей Hawker не показує панель: його HTTP API вимкнено. Оператор вмикає його через HAWKER_API_PORT (і DASHBOARD_URL для адреси, яку відкривають люди, для Telegram — адреса `https://`) і перезапускає Hawker.

## The web dashboard's page (web/): sent to the browser by GET /dashboard/api/messages, formatted there

dashboard-page-login-title = Панель Hawker
dashboard-page-login-how = Відкрийте панель із чату з Hawker: надішліть там «dashboard» (Telegram, Discord або термінал) і натисніть кнопку чи посилання з відповіді.
dashboard-page-login-missing = Сторінку відкрито без входу. Посилання з чату працюють один раз і 10 хвилин.
dashboard-page-refused-login-invalid = Це посилання для входу вже використане або застаріло: надішліть «dashboard» у чаті, щоб отримати нове.
dashboard-page-refused-init-data-invalid = Telegram не підтвердив це відкриття: відкрийте панель знову з чату з ботом.
dashboard-page-refused-init-data-expired = Це відкриття з Telegram старше за 10 хвилин: закрийте панель і відкрийте її знову з чату.
dashboard-page-refused-not-a-member = У вас немає ролі в цьому магазині: попросіть у власника запрошення й відкрийте панель знову.
dashboard-page-refused-rate-limited = Забагато входів з цієї адреси: зачекайте кілька хвилин і відкрийте панель знову.
dashboard-page-session-expired = Сеанс панелі завершився. Відкрийте панель знову з чату.
dashboard-page-call-failed = Не вдалося зв'язатися з Hawker. Перевірте з'єднання і спробуйте ще раз.
dashboard-page-loading = Завантаження…
dashboard-page-role = { $role ->
    [viewer] спостерігач
    [operator] оператор
    [manager] менеджер
   *[owner] власник
}
dashboard-page-signed-in = { $name }, { $role }
# The terminal's one person has no name of their own: the role, and who they are, as chat's `team` says it.
dashboard-page-signed-in-you = { $role } (ви)
dashboard-page-tabs-label = Розділи панелі
dashboard-page-tab-now = Зараз
dashboard-page-tab-orders = Замовлення
dashboard-page-tab-orders-waiting = { $count ->
    [one] { $count } чекає
    [few] { $count } чекають
    [many] { $count } чекають
   *[other] { $count } чекають
}
dashboard-page-tab-listings = Оголошення
dashboard-page-tab-sales = Продажі
dashboard-page-tab-autopilot = Автопілот
dashboard-page-tab-team = Команда
dashboard-page-order-arrived = Нове замовлення чекає: { $title }
dashboard-page-live = Наживо
dashboard-page-live-reconnecting = Перепідключення…
dashboard-page-now-orders-title = { $count ->
    [0] Замовлень в очікуванні немає
    [one] { $count } замовлення чекає
    [few] { $count } замовлення чекають
    [many] { $count } замовлень чекають
   *[other] { $count } замовлення чекають
}
dashboard-page-open-orders-button = Видати або взяти
dashboard-page-orders-none = Жодне замовлення на вас не чекає.
dashboard-page-order-untitled = Замовлення
dashboard-page-order-line = Замовлення { $id } · кількість { $quantity } · { $price }
dashboard-page-no-deadline = строк не вказано
dashboard-page-deadline-passed = строк минув
dashboard-page-time-left = залишилось { $time }
dashboard-page-deliver-goods-label = Коди для видачі, по одному в рядку
dashboard-page-deliver-button = Перевірити й видати
dashboard-page-take-button = Взяти
dashboard-page-delivered = { $outcome ->
    [delivered] Доставлено.
    [answer_lost] Надіслано, але відповідь маркетплейсу втрачено: перевірте замовлення, перш ніж надсилати знову.
    [claimed] Це замовлення вже доставляє або доставив хтось інший.
    [autopilot] Це замовлення доставляє автопілот.
   *[gone] Замовлення більше не чекає на доставку.
}
dashboard-page-taken = Ви взяли це замовлення.
dashboard-page-traded-button = Обміняно
dashboard-page-answer-button = Надіслати
dashboard-page-attention-title = Потребує уваги
dashboard-page-attention-none = Ніщо не потребує вашої уваги.
dashboard-page-attention-key = Маркетплейс відхиляє API-ключ магазину ({ $fingerprint }): підключіть новий.
dashboard-page-attention-alerts-off = Сповіщення про замовлення для цього магазину вимкнено.
dashboard-page-attention-away = Магазин у режимі відсутності: ручні оголошення знято з продажу.
dashboard-page-attention-budget = Цієї години лишилось мало записів у маркетплейс: { $remaining } з { $limit }.
dashboard-page-attention-autopilot = Автопілот не спрацював на «{ $title }»: { $reason }
dashboard-page-attention-moderation = «{ $title }» треба виправити для модерації: { $note }
dashboard-page-attention-moderation-unexplained = «{ $title }» треба виправити для модерації; зауваження модератора — у його рядку на вкладці «Оголошення».
dashboard-page-attention-sold-out = «{ $title }» розпродано.
dashboard-page-attention-low-stock = У «{ $title }» закінчується запас: залишилось { $stock }.
dashboard-page-attention-pool-low = { $count ->
    [one] У пулі { $pool } мало кодів: залишився { $count } код.
    [few] У пулі { $pool } мало кодів: залишилось { $count } коди.
    [many] У пулі { $pool } мало кодів: залишилось { $count } кодів.
   *[other] У пулі { $pool } мало кодів: залишилось { $count } коду.
}
dashboard-page-search-label = Пошук
dashboard-page-status-filter-label = Статус
dashboard-page-status-any = будь-який статус
dashboard-page-export-button = Вивантажити CSV
dashboard-page-import-button = Завантажити файл
dashboard-page-selection-label = { $count ->
    [one] Вибрано { $count } оголошення
    [few] Вибрано { $count } оголошення
    [many] Вибрано { $count } оголошень
   *[other] Вибрано { $count } оголошення
}
dashboard-page-pause-button = Призупинити
dashboard-page-publish-button = Опублікувати
dashboard-page-unpublish-button = Зняти з публікації
dashboard-page-listings-caption = { $count ->
    [one] { $count } оголошення
    [few] { $count } оголошення
    [many] { $count } оголошень
   *[other] { $count } оголошення
}
dashboard-page-select-column = Вибір
dashboard-page-select-listing = Вибрати { $title }
dashboard-page-column-title = Оголошення
dashboard-page-column-status = Статус
dashboard-page-column-price = Ціна
dashboard-page-column-stock = Запас
dashboard-page-currency-unit = одиниця
dashboard-page-currency-scaled-name = { $amount } { $name }
dashboard-page-currency-count-of = { $count } { $name }
dashboard-page-currency-count-times = { $count } × { $amount }
dashboard-page-currency-per-unit-of = { $price } за одиницю { $name }
dashboard-page-currency-per-unit = { $price } за одиницю
dashboard-page-currency-per-amount = { $price } за { $amount }
dashboard-page-listing-status = { $status ->
    [draft] чернетка
    [active] у продажу
    [changes_requested] потрібні правки
    [sold] продано
    [archived] в архіві
    [paused] на паузі
    [reserved] зарезервовано
    [removed] видалено
   *[unknown] { $status }
}
dashboard-page-category = { $category ->
    [account] акаунт
    [top_up] поповнення
    [gift_card] подарункова картка
    [currency] валюта
   *[unknown] { $category }
}
dashboard-page-price-label = Нова ціна для { $title }
dashboard-page-stock-label = Новий запас для { $title }
dashboard-page-edit-button = Змінити
dashboard-page-save-button = Зберегти
dashboard-page-cancel-button = Скасувати
dashboard-page-confirm-button = Підтвердити
dashboard-page-price-set = { $title }: ціна тепер { $price }.
dashboard-page-status-set = { $title }: { $status }.
dashboard-page-stock-set = { $title }: запас тепер { $stock }.
dashboard-page-download-button = Завантажити { $file }
dashboard-page-period-label = Період
dashboard-page-period-today = Сьогодні
dashboard-page-period-7d = 7 днів
dashboard-page-period-30d = 30 днів
dashboard-page-period-12m = 12 місяців
dashboard-page-split-label = Показати
dashboard-page-split-days = По днях
dashboard-page-split-listing = За оголошеннями
dashboard-page-split-game = За іграми
dashboard-page-figure-revenue = Виручка
dashboard-page-figure-orders = Замовлення
dashboard-page-figure-units = Одиниці
dashboard-page-figure-lost = Втрачено
dashboard-page-chart-days-label = Виручка по днях
dashboard-page-chart-breakdown-label = Виручка за групами
dashboard-page-chart-other = Інше
dashboard-page-chart-day = { $day }: { $revenue }, { $count ->
    [one] { $count } замовлення
    [few] { $count } замовлення
    [many] { $count } замовлень
   *[other] { $count } замовлення
}
dashboard-page-chart-share = { $name }: { $revenue }, { $count ->
    [one] { $count } замовлення
    [few] { $count } замовлення
    [many] { $count } замовлень
   *[other] { $count } замовлення
}
dashboard-page-order-delivered-by = { $how ->
    [traded] ✔ Обміняно в грі
   *[delivered] ✔ Видано
}: { $name }, { $time }
dashboard-page-order-delivered-at = { $how ->
    [traded] ✔ Обміняно в грі
   *[delivered] ✔ Видано
} о { $time }
dashboard-page-order-autopilot-name = автопілот
dashboard-page-dismiss-button = Сховати
dashboard-page-chart-axis-label = Виторг, долари США
dashboard-page-chart-orders = { $count ->
    [one] { $count } замовлення
    [few] { $count } замовлення
    [many] { $count } замовлень
   *[other] { $count } замовлення
}
dashboard-page-figure-before-value = { $value } у попередньому періоді
dashboard-page-figure-before-change = { $value } у попередньому періоді · { $change }
dashboard-page-figure-profit = Прибуток
dashboard-page-sales-none = За цей період ({ $period }) продажів немає.
dashboard-page-sales-estimated = Близько { $share }% виторгу оцінено за цінами оголошень: замовлення її не вказало.
dashboard-page-today-title = Сьогодні
dashboard-page-today-revenue = Виторг сьогодні
dashboard-page-today-orders = Замовлення сьогодні
dashboard-page-autopilot-state = Автопілот
dashboard-page-autopilot-state-off = Вимкнено
dashboard-page-autopilot-state-on = { $count ->
    [one] Увімкнено · { $count } оголошення
    [few] Увімкнено · { $count } оголошення
    [many] Увімкнено · { $count } оголошень
   *[other] Увімкнено · { $count } оголошення
}
dashboard-page-autopilot-failures-today = { $count ->
    [0] Сьогодні без збоїв
    [one] { $count } збій сьогодні
    [few] { $count } збої сьогодні
    [many] { $count } збоїв сьогодні
   *[other] { $count } збою сьогодні
}
dashboard-page-pools-low = Пули закінчуються
dashboard-page-pools-low-none = Немає
dashboard-page-column-autopilot = Автопілот
dashboard-page-autopilot-off = Вимкнено
dashboard-page-autopilot-from-pool = Пул { $pool }
dashboard-page-autopilot-from-supplier = Постачальник
dashboard-page-autopilot-keeping = { $source }, тримає запас
dashboard-page-moderation-note = Модерація: { $note }
dashboard-page-moderation-unexplained = Модерація повернула оголошення без зауваження.
dashboard-page-reprice-percent-label = Змінити ціну на %
dashboard-page-reprice-button = Змінити ціну
dashboard-page-pools-title = Пули кодів
dashboard-page-pools-none = Пулів поки немає: додайте коди нижче, щоб створити пул.
dashboard-page-pool-low-badge = мало
dashboard-page-column-pool = Пул
dashboard-page-column-available = Готово
dashboard-page-column-held = Утримано
dashboard-page-column-delivered-today = Видано сьогодні
dashboard-page-column-bound = Оголошення
dashboard-page-autopilot-title = Автопілот за оголошеннями
dashboard-page-bindings-none = Жодне оголошення не на автопілоті.
dashboard-page-column-mode = Режим
dashboard-page-column-source = Звідки
dashboard-page-autopilot-mode = { $mode ->
    [keep] Тримає запас
   *[deliver] Доставляє кожне замовлення
}
dashboard-page-autopilot-supplier-host = постачальник { $host }
dashboard-page-autopilot-pool-left = пул { $pool } (готово: { $left })
dashboard-page-autopilot-keep-units = { $units } од. з
dashboard-page-column-low = Поріг залишку
dashboard-page-column-caps = Денні ліміти
dashboard-page-column-last-failure = Останній збій
dashboard-page-column-actions = Змінити
dashboard-page-caps-none = немає
dashboard-page-caps-orders = замовлень: { $orders }
dashboard-page-caps-both = замовлень: { $orders }, { $dollars }
dashboard-page-pool-add-title = Додати коди
dashboard-page-pool-name-label = Пул (нова назва створює новий пул)
dashboard-page-pool-codes-label = Коди, по одному в рядку
dashboard-page-pool-file-label = Або файл .txt чи .csv з кодами
dashboard-page-pool-add-button = Додати коди
dashboard-page-pool-withdraw-button = Забрати
dashboard-page-pool-withdraw-count = Скільки кодів забрати (порожньо: усі)
dashboard-page-pool-remove-button = Видалити
dashboard-page-pool-withdrawn = З пулу «{ $pool }» забрано кодів: { $count }, їх надіслано вам в особистий чат; залишилося { $left }.
dashboard-page-pool-removed = { $count ->
    [0] Пул «{ $pool }» видалено; непроданих кодів у ньому не було.
    [one] Пул «{ $pool }» видалено; непродані коди ({ $count }) надіслано вам в особистий чат.
    [few] Пул «{ $pool }» видалено; непродані коди ({ $count }) надіслано вам в особистий чат.
    [many] Пул «{ $pool }» видалено; непродані коди ({ $count }) надіслано вам в особистий чат.
   *[other] Пул «{ $pool }» видалено; непродані коди ({ $count }) надіслано вам в особистий чат.
}
dashboard-page-pool-withdraw-needs = Забирати коди й видаляти пул може лише власник: коди надходять йому в особистий чат.
dashboard-pool-private-chat-unreachable = Hawker не може написати вам в особистий чат, куди надсилаються коди пулу «{ $pool }» (на сторінці вони не показуються): відкрийте бота в особистому чаті (надішліть йому /start) і спробуйте знову. Пул залишився як був.
dashboard-pool-private-chat-failed = Коди пулу «{ $pool }» зараз не вдалося надіслати вам в особистий чат, тому їх повернуто до пулу: спробуйте за хвилину.
dashboard-page-pool-added = { $pool }: додано { $count }, пропущено як уже відомі { $duplicates }; готово { $available }.
dashboard-page-pool-add-needs = Додавати коди може роль оператора й вище.
dashboard-page-pool-low-label = Поріг залишку пулу { $pool }
dashboard-page-pool-low-set = { $pool }: команді повідомлять, коли залишиться менше { $threshold } кодів.
dashboard-page-pool-low-cleared = { $pool }: порогу залишку немає.
dashboard-page-autopilot-change-needs = Змінювати автопілот може роль менеджера й вище.
dashboard-page-bind-title = Поставити оголошення на автопілот
dashboard-page-bind-listing-label = Оголошення
dashboard-page-bind-how-label = Звідки товар
dashboard-page-bind-how = { $how ->
    [supplier] Кожне замовлення видає мій постачальник
    [keep] Поповнювати запас миттєвого оголошення з пулу
   *[pool] Кожне замовлення видається з пулу
}
dashboard-page-bind-pool-label = Пул
dashboard-page-bind-url-label = Адреса постачальника (https)
dashboard-page-bind-template-label = Шаблон видачі (необов'язково)
dashboard-page-bind-units-label = Скільки одиниць тримати в продажу
dashboard-page-bind-button = Увімкнути автопілот
dashboard-page-bound = { $title } на автопілоті.
dashboard-page-bound-secret = Секрет підпису постачальника, показується один раз; передайте його постачальнику зараз:
dashboard-page-cap-orders-label = Денний ліміт замовлень для { $title }
dashboard-page-cap-orders-placeholder = замовлень
dashboard-page-cap-dollars-label = Денний ліміт у доларах для { $title }
dashboard-page-cap-button = Задати ліміти
dashboard-page-capped = { $title }: денні ліміти задано.
dashboard-page-off-button = Вимкнути
dashboard-page-off-done = { $title } знято з автопілота.
dashboard-page-failures-title = Останні збої
dashboard-page-failures-none = Збоїв останнім часом немає.
dashboard-page-team-title = Команда
dashboard-page-team-you = ви
# A member's login, as chat's `link` names it: $platform is telegram, discord, console, api or dashboard.
dashboard-page-team-login = { $platform ->
    [telegram] Telegram
    [discord] Discord
    [console] термінал
    [api] API
    [dashboard] веб-панель
   *[any] { $platform }
}, id користувача { $id }
dashboard-page-invites-title = Відкриті запрошення
dashboard-page-invites-none = Відкритих запрошень немає.
dashboard-page-invite-label = Запросити в ролі
dashboard-page-invite-button = Запросити: { $role }
dashboard-page-audit-title = Журнал
dashboard-page-audit-none = Поки нічого не записано.

## Autopilot stop-loss (`autopilot <listing> when-empty pause|people`)
cmd-autopilot-action-when-empty = знімати оголошення з продажу, коли товар скінчився, або віддавати замовлення людям
cmd-autopilot-when-empty-choice = `pause` (зняти з продажу, доки немає товару) або `people` (як раніше)
autopilot-when-empty-usage = Скажіть, що робити автопілоту, коли товар скінчиться: `autopilot <listing> when-empty pause` знімає оголошення з продажу, доки не додадуть коди або постачальник знову не відповість; `autopilot <listing> when-empty people` віддає його замовлення людям.
autopilot-when-empty-keep = «{ $title }» поповнюється з пулу, а не доставляється: воно продає лише те, що на ньому є, знімати нічого. Використовуйте `when-empty` для оголошення, яке доставляє автопілот.
autopilot-when-empty-paused = Коли товар скінчиться, «{ $title }» знімається з продажу й повертається, коли додадуть коди або постачальник знову відповість. Команді повідомляється щоразу.
autopilot-when-empty-people = Коли товар скінчиться, замовлення «{ $title }» йдуть людям.
autopilot-when-empty-pause-line = Знімається з продажу, коли товар скінчився
autopilot-paused-line = Зараз не продається: { $reason ->
    [pool_empty] пул спорожнів
    [supplier_out_of_stock] у постачальника немає товару
   *[supplier_failing] постачальник помилився 3 рази поспіль
  }
autopilot-paused-title = «{ $title }» знято з продажу
autopilot-paused-text = Автопілот зняв { $listing } «{ $title }» з продажу: { $reason ->
    [pool_empty] пул спорожнів. Воно повернеться в продаж, коли додадуть коди (`pool add`).
    [supplier_out_of_stock] постачальник каже, що товару немає. Воно повернеться в продаж, коли постачальник знову відповість.
   *[supplier_failing] постачальник помилився 3 рази поспіль. Воно повернеться в продаж, коли постачальник знову відповість.
  }
audit-autopilot-when-empty = автопілот when-empty { $choice } для { $listing } «{ $title }»
audit-autopilot-paused = автопілот зняв { $listing } «{ $title }» з продажу ({ $reason })
audit-autopilot-resumed = автопілот повернув { $listing } «{ $title }» у продаж ({ $reason })
supplier-out-of-stock = У вашого постачальника немає товару.
