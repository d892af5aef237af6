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
cmd-listings-details = Першими йдуть повернуті модерацією, активні, на паузі та чернетки; продані й архівні враховуються в підсумку, але не показуються, доки ви їх не попросите (`listings status=sold,archived`). Значення з пробілами пишіть у лапках: `listings game="Neon Drift"`.
cmd-listings-status = Статуси через кому, наприклад active,draft
cmd-listings-game = Назва гри, як її показано, наприклад «Neon Drift»
cmd-listings-title = Частина назви
cmd-listings-page = Номер сторінки
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
        [one] { $count } код відхилено як повтор
        [few] { $count } коди відхилено як повтори
        [many] { $count } кодів відхилено як повтори
       *[other] { $count } коду відхилено як повтори
    } (у межах цієї партії або додані раніше), рядки { $lines }.
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
cmd-deliver-details = Товар рядками, файлом .txt/.csv/.json або JSON-об'єктами, по одному на одиницю; кількість має збігатися із замовленням. Те саме робить відповідь із товаром на сповіщення про замовлення. Підтвердження виконується один раз, навіть якщо натиснути двічі.
cmd-deliver-goods = Товар, по одному рядку на одиницю (або надішліть його слідом)
deliver-still-checking = Hawker ще перевіряє, чи видано замовлення { $order }: спершу натисніть «Перевірити», щоб дізнатися результат.
deliver-goods-first = Спершу надішліть товар або надішліть `cancel`.
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
deliver-confirm-button = Підтвердити видачу
deliver-cancel-button = Скасувати
deliver-check-button = Перевірити
deliver-cancelled = Скасовано: нічого не видано.
deliver-done-cancelled = видачу скасовано
deliver-confirmed-before = Вже зроблено: цю видачу підтверджено раніше.
deliver-done-confirmed-before = видачу підтверджено раніше
deliver-order-claimed = Вже зроблено або виконується: замовлення { $order } вже видано через Hawker, або його видача ще перевіряється. Дивіться `orders`.
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
