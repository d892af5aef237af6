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

## core

# Dispatch: refusals, usage problems, confirmations, buttons and conversations that ran out.
dispatch-unknown-command = Команды «{ $name }» нет. Отправьте `help`, чтобы увидеть список.
dispatch-account-gone = Этот магазин больше не подключён к Hawker.
dispatch-key-refused = Маркетплейс отклонил API-ключ этого магазина. Владелец должен создать новый ключ в разделе «Продавец → API-ключи» и отправить `connect` боту в личном чате (с названием магазина, чтобы заменить его ключ).
dispatch-confirm-title = Подтвердите действие
dispatch-confirm-button = Подтвердить
dispatch-cancel-button = Отмена
# $sentence: the error sentence for the refused key, followed by what Hawker did about it.
dispatch-key-marked-invalid = { $sentence } Hawker пометил ключ как недействительный и остановил фоновую работу для этого магазина.
dispatch-key-in-group-title = Ключ отправлен в группу
dispatch-key-in-group = Никогда не вставляйте API-ключ в группу: его могут прочитать все участники. Hawker попросил удалить ваше сообщение. Считайте ключ утёкшим: отзовите его в разделе «Продавец → API-ключи», создайте новый и отправьте `{ $command }` боту в личном чате.
dispatch-private-only = `{ $command }` работает только в личном чате с ботом: отправьте команду боту напрямую.
dispatch-group-only = `{ $command }` работает только в группе или канале, привязанных к магазину.
dispatch-group-not-linked = Эта группа не привязана к магазину. Владелец магазина может привязать её здесь командой `team link`.
dispatch-no-account = У вас пока нет магазина в Hawker. Отправьте боту в личном чате `connect` со своим API-ключом или вступите в команду через `join <code>`.
dispatch-bound-account-lost = У вас нет роли в магазине, для которого сделана эта кнопка или вопрос, поэтому ничего не сделано. Если нужно, попросите у его владельца код приглашения.
dispatch-no-role = У вас нет роли в магазине, к которому привязано это место. Попросите у владельца код приглашения и отправьте `join <code>`.
# $needed and $role: the role values viewer, operator, manager, owner.
dispatch-role-refused =
    Для `{ $command }` нужна роль { $needed ->
        [owner] «владелец»
        [manager] «менеджер»
        [operator] «оператор»
       *[viewer] «наблюдатель»
    }, а у вас в этом магазине роль { $role ->
        [owner] «владелец»
        [manager] «менеджер»
        [operator] «оператор»
       *[viewer] «наблюдатель»
    }. Если нужно больше прав, обратитесь к владельцу.
dispatch-button-invalid = Эта кнопка больше не действует: выполните команду ещё раз.
dispatch-button-expired = Срок действия кнопки истёк: выполните команду ещё раз.
dispatch-send-help = Отправьте `help`, чтобы узнать, что умеет Hawker.
dispatch-alert-shop-gone = Магазин, к которому относится это уведомление, отключён от Hawker, поэтому выдать заказ отсюда нельзя. Если заказ всё ещё ждёт, выдайте его в кабинете продавца.
dispatch-deliver-needs-operator = Для выдачи нужна роль «оператор» в этом магазине.
dispatch-expired = Время вышло: выполните команду ещё раз.
# $summary: how the conversation ended (see dispatch-done-*).
dispatch-already-done = Уже сделано: { $summary }
dispatch-not-yours = Ответить может только тот, кто это начал. Если вам это нужно, выполните команду сами.
dispatch-flow-unknown = Этот диалог больше не распознаётся: выполните команду ещё раз.
dispatch-flow-account-lost = Этот диалог потерял свой магазин: выполните команду ещё раз.
# $needed: the role value viewer, operator, manager or owner.
dispatch-flow-role-lost =
    Для этого нужна роль { $needed ->
        [owner] «владелец»
        [manager] «менеджер»
        [operator] «оператор»
       *[viewer] «наблюдатель»
    } в магазине, а у вас её больше нет.
dispatch-confirm-pending = Нажмите «Подтвердить» или «Отмена» под вопросом выше или отправьте `cancel`.
dispatch-confirm-invalid = Это подтверждение больше не действует: выполните команду ещё раз.
dispatch-cancelled = Отменено: ничего не изменилось.
dispatch-already-confirmed = Уже сделано: это уже подтвердили.
dispatch-done-cancelled = отменено
dispatch-done-confirmed = `{ $command }` подтверждена и выполнена.
# $secret: what the command answers with, e.g. "a one-time invite code".
dispatch-secret-in-group = Ответ на `{ $command }` содержит секрет ({ $secret }), который здесь прочитал бы каждый, поэтому команда работает только в личном чате с ботом. Отправьте её боту напрямую.
# $problems: the sentences below, one after another; $usage: the command with its arguments.
dispatch-usage = { $problems } Как писать: `{ $usage }`
dispatch-issue-extra = Текста больше, чем принимает команда
# $name: the argument's name in backticks.
dispatch-issue-missing = Не указано { $name }
# $expected: zod's type name (number, int, string, boolean…).
dispatch-issue-type =
    { $name } должно быть { $expected ->
        [number] числом
        [int] целым числом
        [boolean] да или нет
       *[string] текстом
    }
dispatch-issue-one-of = { $name } — одно из: { $values }
dispatch-issue-at-most = { $name } — не больше { $limit }
dispatch-issue-at-least = { $name } — не меньше { $limit }
# zod's own English for a pattern or a check that gave no sentence of its own.
core-issue-pattern = Значение не подходит под шаблон { $pattern }
core-issue-invalid = Недопустимое значение
core-still-working = Маркетплейс отвечает медленно, и Hawker перестал ждать. Запрос ещё может пройти: через минуту проверьте через `listings` или `orders`, прежде чем пробовать снова.
flow-unreadable = Hawker не смог понять, на чём остановился этот диалог (возможно, его тем временем обновили): выполните команду ещё раз.

# Replies Hawker adds while delivering its answers, and files nobody asked for.
core-secret-not-deleted = Я не смог удалить ваше сообщение выше, а в нём секрет. Удалите его сами прямо сейчас. (В группе или канале сервера мне нужно право удалять сообщения, чтобы делать это за вас.)
core-sent-privately = Я ответил вам в личном сообщении.
core-cannot-write-privately = Этот ответ только для вас, но я не могу написать вам лично, пока вы не начнёте чат со мной. Откройте личный чат со мной и отправьте команду ещё раз.
core-cannot-write-privately-link = Этот ответ только для вас, но я не могу написать вам лично, пока вы не начнёте чат со мной. Откройте личный чат со мной ({ $link }) и отправьте команду ещё раз.
core-nothing-waits-for-file = Здесь от вас не ждут файла, поэтому Hawker его не прочитал. Сначала начните `restock`, `deliver` или `create`, а файл отправьте, когда его попросят.
core-file-too-large = Файл больше, чем принимает этот шаг (не больше { $limit }). Отправьте файл поменьше или разделите его.
core-file-too-large-sized = Файл весит { $size } — это больше, чем принимает этот шаг (не больше { $limit }). Отправьте файл поменьше или разделите его.
core-file-size-kb = { $amount } КБ
core-file-size-mb = { $amount } МБ

# Marketplace errors: one sentence per code, each telling the seller what to do next.
error-code-delivery-instructions-required = Маркетплейсу нужны инструкции по выдаче для этого объявления: добавьте, что покупатель должен сделать при передаче, и попробуйте снова.
error-code-bulk-fields-required = Маркетплейс просит заполнить больше полей этого объявления: проверьте, что заданы все обязательные атрибуты, цена и условия выдачи, и попробуйте снова.
error-code-instant-requires-activation-code = Мгновенная выдача работает только со способом выдачи `activation_code`: выберите `activation_code` или переключитесь на ручную выдачу.
error-code-title-too-short = Название слишком короткое: нужно от 8 до 128 символов.
error-code-invalid-attributes = Атрибуты объявления не подходят к категории: заполните каждый обязательный атрибут допустимым значением (варианты показывает `create`) и попробуйте снова.
error-code-invalid-image = Картинку отклонили: отправьте картинки сюда ещё раз, чтобы Hawker сначала загрузил их на маркетплейс.
error-code-invalid-tags = Теги отклонены: внутри тега не должно быть запятых, а всего на все теги — не больше 500 символов.
error-code-unknown-brand = Такой игры нет на маркетплейсе, или в ней нельзя продавать эту категорию: выберите другую игру.
error-code-unauthorized = Маркетплейс больше не принимает этот API-ключ (его отозвали или используют с адреса вне списка разрешённых). Создайте новый ключ в разделе «Продавец → API-ключи» и выполните `connect` в личном чате с ботом.
error-code-forbidden = Маркетплейс отказал: у этого API-ключа нет нужного права. Проверьте ключ в кабинете продавца или создайте ключ с нужным правом и подключите его через `connect`.
error-code-account-suspended = Магазин заблокирован, поэтому маркетплейс не принимает изменения. Обратитесь в поддержку маркетплейса; пока что Hawker приостановил фоновую работу для этого магазина.
error-code-not-found = У маркетплейса нет такого объявления или заказа в этом магазине (неверный id, другой магазин или удалено модерацией). Проверьте id через `listings` или `orders`.
error-code-rate-limited = Маркетплейс сообщает, что лимит запросов исчерпан: подождите минуту и попробуйте снова.
# $when: when to try again, e.g. "in 2 min (2026-11-21 14:14 UTC)".
error-rate-limited-until = Маркетплейс сообщает, что лимит запросов исчерпан. Попробуйте снова { $when }.
error-budget-reads = Лимит чтения этого магазина (500 в минуту) исчерпан. Он освободится { $when } — тогда и попробуйте снова.
error-budget-writes = Лимит изменений этого магазина (250 в минуту) исчерпан. Он освободится { $when } — тогда и попробуйте снова.
error-budget-offer-minute = Лимит изменений одного объявления (5 в минуту) исчерпан. Он освободится { $when } — тогда и попробуйте снова.
error-budget-offer-hour = Лимит изменений одного объявления (10 в час) исчерпан. Он освободится { $when } — тогда и попробуйте снова.
error-budget-other = Лимит запросов этого магазина исчерпан. Он освободится { $when } — тогда и попробуйте снова.
error-vault = Hawker не может открыть сохранённый API-ключ этого магазина (его изменили, скопировали из другого магазина или зашифровали мастер-ключом, которого больше нет в настройках). Владелец должен отправить `connect <key> <account label>` в личном чате с ботом.
# $code: the marketplace's error code, shown as it came.
error-conflict = Маркетплейс сообщает о конфликте ({ $code }): объявление или заказ тем временем изменились. Проверьте через `listing` или `orders` и, если это ещё нужно, попробуйте снова.
error-server = У маркетплейса внутренняя ошибка ({ $status }). С вашей стороны исправлять нечего: попробуйте через несколько минут.
error-server-with-code = У маркетплейса внутренняя ошибка ({ $status } { $code }). С вашей стороны исправлять нечего: попробуйте через несколько минут.
error-unknown-code = Маркетплейс отказал с кодом «{ $code }» (статус ответа { $status }) — эта причина Hawker пока не известна. Проверьте объявление в кабинете продавца; если ошибка повторяется, сообщите этот код разработчикам Hawker.
error-timeout = Маркетплейс не ответил вовремя. Прежде чем пробовать снова, проверьте результат через `listings` или `orders`.
error-connection-broke = Соединение с маркетплейсом оборвалось во время запроса. Прежде чем пробовать снова, проверьте результат через `listings` или `orders`.
error-unreachable = Hawker сейчас не может связаться с маркетплейсом. Ничего не отправлено: попробуйте через минуту.
# $field: the field of the marketplace's answer Hawker could not read.
error-response-shape = Маркетплейс ответил в виде, который Hawker не понимает (поле «{ $field }»). Действие могло выполниться: проверьте кабинет продавца и сообщите разработчикам Hawker.
# $fields: the request fields at fault, as the marketplace names them.
error-invalid-request = Hawker не отправил запрос: некоторые значения нарушают правила маркетплейса ({ $fields }). Исправьте их и попробуйте снова.
# Named among the fields when the request as a whole breaks a rule.
error-request-whole = запрос целиком
error-internal = Внутри Hawker что-то пошло не так. Ничего секретного не показано; попробуйте снова, а если ошибка повторяется, сообщите разработчикам Hawker.

# Prices as sellers type them.
# $thousands and $decimals: the two readings as amounts; $writeThousands and $writeDecimals: how to type each one.
price-input-ambiguous = «{ $typed }» может означать { $thousands } или { $decimals }. Напишите `{ $writeThousands }` или `{ $writeDecimals }`, чтобы уточнить.
price-input-ambiguous-digit = «{ $typed }» может означать { $thousands } — или это центы с лишней цифрой. Напишите `{ $writeThousands }`, если имеете в виду { $thousands }.
price-input-unreadable = «{ $typed }» — не цена: пишите 12,50, 12.50, $12.50 или 1250c.
price-input-zero = Цена { $zero } невозможна: на маркетплейсе ничего не продаётся бесплатно. Укажите цену, например 12,50.
price-input-too-high = Это больше { $max }: проверьте цену.

# Goods and codes sent for a delivery or a restock.
goods-file-kind = Отправьте товар файлом .txt, .csv или .json либо строками текста.
goods-file-too-large = Файл больше 2 МБ: разделите его.
goods-codes-file-kind = Коды для пополнения остатка принимаются файлом .txt или .csv, по одному коду в строке.
goods-no-codes = Коды не найдены: отправьте по одному коду в строке.
goods-too-many-codes = Не больше { $max } кодов за раз.
goods-json-not-array = JSON — не массив объектов, по одному на единицу товара.
goods-json-line = Строка, которая начинается с {"{"}, должна быть одним JSON-объектом.
goods-none = Товар не найден: нужна одна строка (или JSON-объект) на единицу.
goods-too-many-units = Не больше { $max } единиц за раз.
# $entries: the numbers of the repeated entries, e.g. "2, 5".
goods-repeated = Одинаковый товар встречается больше одного раза (записи { $entries }): каждой единице нужен свой. Ничего не отправлено.
# $preview: the first and last two characters with dots between; $count: the length.
goods-masked-long =
    { $preview } ({ $count ->
        [one] { $count } символ
        [few] { $count } символа
        [many] { $count } символов
       *[other] { $count } символа
    })

# Lists: orders and listings as rows.
order-row-untitled = Заказ
# $when: e.g. "in 2 h 14 min (2026-11-21 14:14 UTC)".
order-row-deadline = выдать { $when }
order-row-no-deadline = срок не указан
order-row-quantity = { $count } шт.
listing-row-stock = остаток { $stock }
listing-row-id = id { $id }

# Finding the listing or order a seller typed.
cmd-order-argument = id заказа (достаточно первых 8 символов)
lookup-order-id-form = id заказа — это идентификатор, который показывает `orders` (достаточно первых 8 символов)
lookup-order-ambiguous = С { $id } начинаются несколько ожидающих заказов: введите id длиннее.
# $shop: the seller account's label.
lookup-order-none = В магазине «{ $shop }» нет заказа { $id }, ожидающего выдачи. Возможно, он уже выдан или отменён: см. `orders`.
lookup-listing-id-form = id объявления — это идентификатор, который показывает `listings` (достаточно первых 8 символов)
lookup-listing-ambiguous = С { $id } начинаются несколько ваших объявлений: введите id длиннее.
lookup-listing-none = Ни у одного вашего объявления нет id { $id }. Отправьте `listings`, чтобы их увидеть.

# A status call the listing's state rules out, answered without sending it.
transition-already-on-sale = «{ $title }» уже в продаже: ничего не изменилось.
transition-already-draft = «{ $title }» уже черновик: ничего не изменилось.
transition-already-paused = «{ $title }» уже на паузе: ничего не изменилось.
transition-already-archived = «{ $title }» уже в архиве: ничего не изменилось.
transition-archived-for-good = «{ $title }» в архиве навсегда: вернуть его нельзя. Чтобы снова продавать, создайте новое объявление.
# $status: the listing's status word.
transition-unpublish-only-from = Объявление «{ $title }» сейчас в статусе «{ $status }», а маркетплейс снимает с публикации только активные объявления и объявления на паузе, поэтому ничего не отправлено.
transition-pause-only-from = Объявление «{ $title }» сейчас в статусе «{ $status }», а маркетплейс ставит на паузу только активные объявления, поэтому ничего не отправлено.
transition-unpause-only-from = Объявление «{ $title }» сейчас в статусе «{ $status }», а маркетплейс снимает с паузы только объявления на паузе, поэтому ничего не отправлено.
transition-paused-top-up = В интерфейсе маркетплейса нельзя снять пополнение с паузы. Чтобы снова продавать: `unpublish { $id }` (объявление станет черновиком), затем `publish { $id }`.

# How a listing sent back by moderation gets back on sale.
moderation-prohibited = Никакая правка не сделает сам товар разрешённым: отправьте объявление в архив командой `archive { $id }`.
moderation-category-unknown = Исправьте через `edit { $id }`, если это объявление о пополнении или валюте, иначе — в кабинете продавца (интерфейс редактирует только эти два вида). После правки объявление станет черновиком; затем `publish { $id }`.
# $category: the category value (account, gift_card…).
moderation-no-edit-call =
    В интерфейсе маркетплейса нельзя редактировать { $category ->
        [account] объявления с аккаунтами
        [top_up] объявления о пополнении
        [currency] объявления с валютой
       *[gift_card] объявления с подарочными картами
    }: исправьте его в кабинете продавца. После правки объявление станет черновиком; затем `publish { $id }`.
moderation-fix-misleading-description = Исправьте через `edit { $id } description <text>` (или `title`). После правки объявление станет черновиком; затем `publish { $id }`.
moderation-fix-stolen-images = Исправьте через `edit { $id } images`, прислав свои картинки. После правки объявление станет черновиком; затем `publish { $id }`.
moderation-fix-stolen-images-currency = Исправьте через `edit { $id } description <text>` (у объявления с валютой нет картинок). После правки объявление станет черновиком; затем `publish { $id }`.
moderation-fix-invalid-price = Исправьте через `price { $id } <amount>`. После правки объявление станет черновиком; затем `publish { $id }`.
moderation-fix-insufficient-details = Исправьте через `edit { $id } description <text>` или `edit { $id } attributes key=value, …`. После правки объявление станет черновиком; затем `publish { $id }`.
moderation-fix-other = Исправьте через `edit { $id } <field> <value>` то, на что указывает замечание. После правки объявление станет черновиком; затем `publish { $id }`.

# help and cancel.
cmd-help = Что умеет Hawker и какая роль нужна для каждой команды
cmd-help-command = Команда, которую нужно объяснить
help-title = Команды Hawker
help-intro = Отправьте `help <command>`, чтобы узнать подробности. Роли: наблюдатель (`viewer`) смотрит; оператор (`operator`) ещё выдаёт заказы и пополняет остатки; менеджер (`manager`) ещё редактирует, меняет цены, публикует, ставит на паузу и создаёт объявления; владелец (`owner`) ещё управляет ключами, командой и уведомлениями.
help-usage-label = Как писать
help-role-label = Нужная роль
help-role-anyone = любой
help-role-viewer = наблюдатель
help-role-operator = оператор
help-role-manager = менеджер
help-role-owner = владелец
cmd-cancel = Остановить текущий пошаговый сценарий (create, deliver, restock, connect)
cancel-stopped = Остановлено. По нему больше ничего не будет отправлено.
cancel-nothing = Сейчас нечего останавливать.
