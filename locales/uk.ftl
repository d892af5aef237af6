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
connect-key-malformed = Це не схоже на API-ключ. Надішліть лише ключ або `cancel`.
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
link-press-a-button = Натисніть «Підтвердити» або «Скасувати» під питанням вище чи надішліть `cancel`.
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
cmd-team-action = Що зробити
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
account-instant-sales-label = Автопродажі
account-instant-sales = { $count ->
        [one] { $count } замовлення видано
        [few] { $count } замовлення видано
        [many] { $count } замовлень видано
       *[other] { $count } замовлення видано
    } автоматично із залишку
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
audit-notify = особисті сповіщення { $state ->
        [on] увімкнено
       *[off] вимкнено
    } для { $platform } { $user }
audit-create-picture-uploaded = завантажено зображення
audit-create-draft = створено чернетку «{ $title }»

cmd-notify = Отримувати (або більше не отримувати) сповіщення про замовлення магазину в особистому чаті
cmd-notify-state = on або off
notify-on = Сповіщення про замовлення «{ $label }» тепер надходять у цей чат (коли сповіщення йдуть у `private` або `both`).
notify-off = Сповіщень про замовлення в цьому чаті більше не буде.

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
create-press-create = Натисніть «Створити чернетку» або надішліть `cancel`.
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
create-publish-button = Опублікувати
create-open-button = Відкрити
create-done = чернетку «{ $title }» створено
