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

## account

# Роли команды в предложениях; вводят их английскими значениями (`team invite viewer`).
role-viewer = наблюдатель
role-operator = оператор
role-manager = менеджер
role-owner = владелец

cmd-connect = Подключить магазин по API-ключу (только в личном чате)
cmd-connect-details = Создайте ключ в разделе `Seller → API keys` и отправьте его сюда в личном чате. Hawker проверит его недорогим запросом на чтение, зашифрует и, где это возможно, удалит ваше сообщение. Если указать название своего магазина, новый ключ заменит его старый ключ.
cmd-connect-key = API-ключ из раздела `Seller → API keys`
cmd-connect-account-name = Название магазина в Hawker
connect-key-too-short = API-ключ не бывает таким коротким
connect-key-has-spaces = в API-ключе нет пробелов
connect-key-ask = Отправьте API-ключ (`Seller → API keys`) следующим сообщением. Hawker проверит его, зашифрует и, где это возможно, удалит ваше сообщение.
connect-key-prompt-label = API-ключ
connect-key-malformed = Это не похоже на API-ключ. Отправьте только ключ или `cancel`.
connect-too-many-keys = Вы попробовали { $count ->
        [one] { $count } ключ
        [few] { $count } ключа
        [many] { $count } ключей
       *[other] { $count } ключа
    } за { $span }: больше Hawker для одного человека не проверяет. Ничего не сохранено. Попробуйте снова { $when }.
connect-key-refused = Маркетплейс не принимает этот ключ (он неизвестен, отозван или запрос пришёл не с разрешённого адреса). Ничего не сохранено. Проверьте ключ в разделе `Seller → API keys` и попробуйте снова.
connect-nothing-stored = Ничего не сохранено. { $problem }
connect-key-taken = Этот ключ уже подключил к Hawker кто-то другой. Попросите у его владельца код приглашения.
connect-key-known = Этот ключ уже подключён как «{ $label }». Теперь это ваш активный магазин.
connect-key-replaced-title = Ключ заменён
connect-key-replaced = «{ $label }» теперь использует новый ключ, фоновая работа возобновлена. Отзовите старый ключ в кабинете продавца.
# Название нового магазина, если человек не дал своего; он может подключить ключ ещё раз со своим названием.
connect-default-label = Магазин { $number }
connect-done-title = Магазин подключён
connect-done = «{ $label }» подключён и стал вашим активным магазином. Ключ зашифрован, Hawker больше никогда его не покажет. Уведомления о заказах будут приходить в этот чат. Дальше: `listings`, `orders` или `team`, чтобы поделиться доступом.

cmd-disconnect = Удалить магазин из Hawker: ключ, команду, привязки, уведомления и журнал
disconnect-confirm = Удалить «{ $label }» из Hawker? Его зашифрованный ключ, роли команды, привязанные группы, настройки уведомлений и журнал действий будут удалены. Сам ключ на маркетплейсе останется действительным: отзовите его там, если он вам больше не нужен.
disconnect-done-title = Магазин отключён
disconnect-done = «{ $label }» больше нет в Hawker. Отзовите его ключ в разделе `Seller → API keys`, если он больше нигде не используется.

cmd-switch = Показать магазины, где у вас есть роль, или сделать один из них активным
cmd-switch-account = Название или id магазина
switch-none = У вас пока нет магазина: подключите его командой `connect` в личном чате или вступите в команду через `join`.
switch-unknown = У вас нет магазина с названием «{ $name }». Отправьте `switch`, чтобы увидеть свои.
switch-done = Теперь вы работаете с «{ $label }» ({ $role }).
switch-title = Ваши магазины
switch-active-item = { $label } (активный)

link-platform-telegram = Telegram
link-platform-discord = Discord
link-platform-console = терминал
link-platform-test = тест
cmd-link = Связать Discord и Telegram одноразовым кодом, посмотреть или снять связь
cmd-link-details = `link` выдаёт одноразовый код и показывает входы, связанные с вашим; отправьте `link <code>` на другой платформе в течение 10 минут и подтвердите. После этого оба входа работают с одними и теми же магазинами. `link remove <platform>` снова отключает вход с другой платформы.
cmd-link-code = Код, который `link` выдал на другой платформе, или `remove`
cmd-link-platform = С `remove`: платформа, вход с которой нужно отключить
# Что содержит ответ: для отказа показывать его в группе.
link-secret-what = одноразовый код связи
link-unknown-code = Этот код неизвестен, уже использован или истёк. Создайте новый командой `link` на другой платформе.
link-already-joined = Этот вход уже связан с этой учётной записью.
link-request-invalid = Этот запрос на связь больше не действует: отправьте `link <code>` ещё раз.
link-confirm-title = Объединить учётные записи?
link-confirm-button = Подтвердить
link-cancel-button = Отмена
link-press-a-button = Нажмите «Подтвердить» или «Отмена» под вопросом выше или отправьте `cancel`.
link-cancelled = Отменено: ничего не объединено.
link-done = входы объединены
# $platform — значение платформы, как его вводят (telegram, discord).
link-platform-taken = У обеих сторон уже есть вход через { $platform ->
        [telegram] Telegram
        [discord] Discord
        [console] терминал
       *[test] тест
    }; один человек связывает по одному входу на каждой платформе.
link-code-title = Код связи
link-code = Отправьте `link { $code }` боту Hawker на другой платформе в течение 10 минут, затем подтвердите там. После этого оба входа работают с одними и теми же магазинами. Никому не передавайте этот код: он откроет другому человеку все ваши магазины.
link-unlink-button = Отвязать { $platform }
link-joined-title = Связанные входы
link-joined = С этим входом связаны: { $logins }. Если вы не связывали какой-то из них сами, отвяжите его сейчас.
link-joined-login = { $platform }, id пользователя { $id }
link-remove-which = Укажите, какой вход отключить: `link remove discord` или `link remove telegram`.
link-remove-own = Это ваш вход через { $platform }: отправьте `link remove { $typed }` с другого своего входа.
link-remove-none = С вашим входом не связан вход через { $platform }. Отправьте `link`, чтобы увидеть связанные.
link-removed = Вход через { $platform } (id пользователя { $id }) больше не связан с вашим: у него не осталось ваших магазинов и ролей, а ваши остаются здесь.
link-confirm-unnamed = Ваш вход через { $platform } будет объединён с пользователем { $otherPlatform } (id пользователя { $id }). Всё, что можете вы, сможет и он, и наоборот: все магазины и роли каждого из вас станут общими. Подтверждайте, только если это ваш собственный второй вход.
link-confirm-named = Ваш вход через { $platform } будет объединён с пользователем { $otherPlatform } «{ $name }» (id пользователя { $id }). Всё, что можете вы, сможет и он, и наоборот: все магазины и роли каждого из вас станут общими. Подтверждайте, только если это ваш собственный второй вход.
link-linked-unnamed = Связано с пользователем { $otherPlatform } (id пользователя { $id }): теперь у этого входа с ним общие магазины и роли. Отправьте `link`, чтобы увидеть связанные входы, или `link remove <platform>`, чтобы отменить связь.
link-linked-named = Связано с пользователем { $otherPlatform } «{ $name }» (id пользователя { $id }): теперь у этого входа с ним общие магазины и роли. Отправьте `link`, чтобы увидеть связанные входы, или `link remove <platform>`, чтобы отменить связь.

cmd-join = Вступить в команду магазина по одноразовому коду приглашения от владельца
cmd-join-code = Код приглашения из `team invite`
join-maker-lost-role = Это приглашение больше не действует: его автор больше не владелец магазина. Попросите новое у нынешнего владельца.
join-unknown-code = Этот код приглашения неизвестен, уже использован, отменён или истёк. Попросите у владельца новый.
join-done = Вы вступили в «{ $label }» с ролью «{ $role }». Теперь это ваш активный магазин.
join-unnamed-account = магазин

cmd-team = Общий доступ к магазину: коды приглашений, привязанные группы, участники
cmd-team-details = `team invite viewer|operator|manager|owner` создаёт одноразовый код, `team invites` показывает открытые приглашения, `team cancel <code>` отменяет одно из них, `team link` в группе или канале привязывает их, `team unlink` отвязывает, `team members` показывает участников, `team revoke <member id>` забирает роль.
cmd-team-action = Что сделать
cmd-team-value = Роль для invite, id участника для revoke или код приглашения для cancel
team-secret-what = одноразовый код приглашения
team-invite-which-role = Укажите, какую роль даёт приглашение: `team invite viewer|operator|manager|owner`.
team-invite-title = Код приглашения
team-invite = Передайте этот код одному человеку: `join { $code }`. Он получит роль «{ $role }» в «{ $label }». Код действует один раз и истекает через 24 часа или раньше, если вы перестанете быть владельцем. `team invites` показывает открытые приглашения, чтобы их отменить.
team-link-not-group = Отправьте `team link` в канале Discord или группе Telegram, которую хотите привязать.
team-link-taken = Это место уже привязано к другому магазину; сначала его владелец должен отправить `team unlink`.
team-linked = Этот чат теперь обслуживает «{ $label }»: участники работают здесь со своими ролями, а уведомления о заказах приходят сюда, если они настроены на `team` или `both`.
team-unlink-not-group = Отправьте `team unlink` в привязанном канале или группе.
team-unlinked = Этот чат больше не обслуживает магазин.
team-members-title = Команда «{ $label }»
team-members-hint = Забрать роль: `team revoke <member id>`.
team-member-you = { $role } (вы)
team-revoke-which = Укажите участника по id, который показывает `team members`: `team revoke 3f9c0a1b`.
team-revoke-self = Нельзя забрать роль у самого себя; это может сделать другой владелец, или отключите магазин через `disconnect`.
team-revoked = У участника { $member } ({ $role }) больше нет роли в «{ $label }».
team-invites-none = У «{ $label }» нет открытых приглашений. Создайте его командой `team invite <role>`.
team-invite-cancel-button = Отменить { $code }
team-invites-title = Открытые приглашения «{ $label }»
team-invites-hint = Каждое действует один раз. Отмените приглашение его кнопкой или командой `team cancel <code>` (достаточно первых символов кода).
team-invite-detail = создал участник { $member } · истекает { $when }
team-cancel-ambiguous = Так начинается больше одного открытого приглашения: введите больше символов кода.
team-cancel-unknown = Открытого приглашения, которое так начинается, нет. `team invites` показывает открытые.
team-invite-cancelled = Приглашение { $code } ({ $role }) отменено: по нему никто не вступит.

cmd-account = С каким магазином вы работаете, состояние ключа, остаток лимитов запросов, автопродажи
account-title = Магазин
account-account-label = Магазин
account-role-label = Ваша роль
account-key-label = Ключ
account-key = { $health } · отпечаток { $fingerprint }
account-key-ok = работает
account-key-invalid = маркетплейс его отклоняет: владелец должен подключить новый ключ через `connect`
account-key-suspended = аккаунт продавца приостановлен
account-alerts-label = Уведомления
account-alerts-on = включены
account-alerts-off = выключены
account-read-budget-label = Лимит чтения
account-write-budget-label = Лимит записи
account-budget = осталось { $remaining } из { $limit } в эту минуту
account-budget-next = осталось { $remaining } из { $limit } в эту минуту, следующий запрос { $when }
account-instant-sales-label = Автопродажи
account-instant-sales = { $count ->
        [one] { $count } заказ выдан
        [few] { $count } заказа выданы
        [many] { $count } заказов выдано
       *[other] { $count } заказа выдано
    } автоматически из остатка
account-instant-sales-last = { $count ->
        [one] { $count } заказ выдан
        [few] { $count } заказа выданы
        [many] { $count } заказов выдано
       *[other] { $count } заказа выдано
    } автоматически из остатка, последний раз { $when }
account-instant-sales-unknown = неизвестно, пока ключ отклонён
account-instant-sales-of = { $count ->
        [one] { $count } заказ выдан
        [few] { $count } заказа выданы
        [many] { $count } заказов выдано
       *[other] { $count } заказа выдано
    } автоматически из остатка (из { $delivered ->
        [one] { $delivered } выданного заказа
        [few] { $delivered } выданных заказов
        [many] { $delivered } выданных заказов
       *[other] { $delivered } выданного заказа
    })
account-language-label = Ваш язык
account-language = { $language } · сменить: `language`
account-team-language-label = Язык команды
account-team-language = { $language } · владелец меняет его командой `alerts language`
account-team-language-owner = { $language } (язык владельца) · владелец может выбрать другой командой `alerts language`
account-others-label = Другие магазины
account-others = ещё { $count }: сменить — `switch`

cmd-audit = Последние изменения в магазине: кто, что, когда
cmd-audit-count = Сколько показать (по умолчанию 15, не больше 50)
audit-log-empty = Через Hawker пока ничего не меняли.
audit-log-title = Последние действия в «{ $label }»
audit-log-entry = { $action }: { $summary }
audit-log-entry-failed = { $action }: { $summary } (ошибка: { $code })
audit-log-by-system = { $system }, автоматически
# $platform — значение платформы: telegram, discord, console, test.
audit-log-by-person = { $name } в { $platform ->
        [telegram] Telegram
        [discord] Discord
        [console] терминале
       *[test] тесте
    }
# Записи журнала: хранятся ключами и переводятся на язык читателя, когда их показывает `audit`.
audit-connect-connected = магазин подключён
audit-connect-key-replaced = API-ключ заменён
audit-join = вступление в команду с ролью «{ $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    }»
audit-team-invite-created = создано одноразовое приглашение с ролью «{ $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    }»
audit-team-invite-cancelled = отменено приглашение с ролью «{ $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    }»
audit-team-revoked = у участника { $member } забрана роль «{ $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    }»
audit-team-linked = привязан чат { $platform } { $chat }
audit-team-unlinked = отвязан чат { $platform } { $chat }
audit-notify = личные уведомления { $state ->
        [on] включены
       *[off] выключены
    } для { $platform } { $user }
audit-create-picture-uploaded = загружена картинка
audit-create-draft = создан черновик «{ $title }»

cmd-notify = Получать (или перестать получать) уведомления о заказах магазина в личном чате
cmd-notify-state = on или off
notify-on = Уведомления о заказах «{ $label }» теперь приходят в этот чат (когда уведомления идут в `private` или `both`).
notify-off = Уведомлений о заказах в этом чате больше не будет.

cmd-create = Создать объявление пошагово: сначала черновик, публикация — по вашему запросу
cmd-create-details = Категория, игра, атрибуты категории (с вариантами на выбор), название, описание, теги, цена, тип выдачи, способ, инструкции и обещанное время, картинки из чата и остаток для объявления с автовыдачей; всё проверяется по правилам маркетплейса до отправки, показывается для проверки и создаётся как черновик.
create-what-to-sell = Что вы хотите продать?
create-category-account-button = Аккаунт
create-category-top-up-button = Пополнение
create-category-gift-card-button = Подарочная карта
create-category-currency-button = Валюта
create-answer-label = Ответ
create-skip-button = Пропустить
create-which-game-pick = Какая игра? Выберите её или напишите другое название.
create-which-game = Для какой игры { $category ->
        [account] этот аккаунт
        [top_up] это пополнение
        [gift_card] эта подарочная карта
       *[currency] эта валюта
    }? Напишите её название.
create-next-value = Следующее значение?
# $label — название атрибута от маркетплейса; $need — required или optional.
create-attribute-pick = { $need ->
        [optional] { $label } (необязательно)
       *[required] { $label }
    }: выберите значение.
create-attribute-number-min = { $need ->
        [optional] { $label } (необязательно)
       *[required] { $label }
    } (число, не меньше { $min })?
create-attribute-number = { $need ->
        [optional] { $label } (необязательно)
       *[required] { $label }
    } (число)?
create-attribute-text = { $need ->
        [optional] { $label } (необязательно)
       *[required] { $label }
    }?
create-product-id-ask = Какой это товар (игровая валюта)? В каталоге для этой игры товаров нет: отправьте id товара из кабинета продавца.
create-product-pick = Какой товар (игровую валюту) вы продаёте? Цена и остаток указываются в масштабе товара.
create-product-sold = { $name } (продаётся { $per })
create-title-ask = Название? От 8 до 128 символов.
create-description-ask = Описание? Не больше 4096 символов.
create-tags-ask = Теги через запятую? Всего не больше 500 символов.
create-price-per-unit-ask = Цена { $per }? Например 0,25 или 25c.
create-price-ask = Цена? Например 12,50, $12.50 или 1250c.
create-stock-ask = Сколько { $product } у вас в наличии? Целое число.
create-stock-ask-unnamed = Сколько товара у вас в наличии? Целое число.
create-stock-scaled-ask = Сколько { $product } у вас в наличии, в единицах по { $scale }? Например, 5 означает { $example }.
create-stock-scaled-ask-unnamed = Сколько товара у вас в наличии, в единицах по { $scale }? Например, 5 означает { $example }.
create-delivery-type-ask = Как выдаётся товар? Автовыдача: покупатель получает единицу из загруженного вами остатка. Ручная выдача: вы передаёте товар в обещанный срок.
create-manual-button = Ручная выдача
create-instant-button = Автовыдача
create-delivery-method-ask = Способ выдачи?
create-instructions-ask = Что должен сделать покупатель при передаче (инструкции по выдаче, не больше 2048 символов)?
create-handover-ask = Обещанное время передачи? Например 30 минут, 2 часа или 1 день.
create-pictures-ask = Отправьте картинки (от 1 до 10, хотя бы одну); когда закончите, нажмите «Готово». Уже загружено: { $count }.
create-pictures-ask-optional = Отправьте картинки (от 1 до 10, по желанию); когда закончите, нажмите «Готово». Уже загружено: { $count }.
create-done-button = Готово
create-stock-units-ask = Отправьте остаток, который покупатели получают сразу: по одной единице в строке (коды), JSON-объекты или файл .txt/.csv/.json. В интерфейсе маркетплейса нет пополнения остатка для этой категории, так что объявление начнёт именно с этого остатка.
create-stock-units-ask-top-up = Отправьте остаток, который покупатели получают сразу: по одной единице в строке (коды), JSON-объекты или файл .txt/.csv/.json. Нажмите «Пропустить», чтобы добавить коды позже командой `restock`.
create-stock-units-label = Остаток, по единице в строке
create-preview-title = Предпросмотр
create-preview = Создать это объявление как черновик? Покупатели ничего не увидят, пока вы его не опубликуете.
create-category-label = Категория
create-category-name = { $category ->
        [account] аккаунт
        [top_up] пополнение
        [gift_card] подарочная карта
       *[currency] валюта
    }
create-game-label = Игра
create-price-label = Цена
create-title-label = Название
create-product-label = Товар
create-description-label = Описание
create-delivery-label = Выдача
create-method-label = Способ
create-promised-time-label = Обещанное время
create-promised-time = { $unit ->
    [minutes] { $count ->
            [one] { $count } минута
            [few] { $count } минуты
            [many] { $count } минут
           *[other] { $count } минуты
        }
    [hours] { $count ->
            [one] { $count } час
            [few] { $count } часа
            [many] { $count } часов
           *[other] { $count } часа
        }
   *[days] { $count ->
            [one] { $count } день
            [few] { $count } дня
            [many] { $count } дней
           *[other] { $count } дня
        }
    }
create-stock-label = Остаток
create-pictures-label = Картинки
create-units-label = Единиц в остатке
create-draft-button = Создать черновик
create-pick-category = Выберите категорию кнопкой.
create-type-game = Напишите название игры.
create-no-game = Не нашлось игры по запросу «{ $text }», для которой можно продавать { $category ->
        [account] аккаунты
        [top_up] пополнения
        [gift_card] подарочные карты
       *[currency] валюту
    }. Попробуйте другое название.
create-game-lacks-category = Для { $game } нельзя продавать { $category ->
        [account] аккаунты
        [top_up] пополнения
        [gift_card] подарочные карты
       *[currency] валюту
    }. Напишите другую игру.
create-pick-product = Выберите товар кнопкой или напишите его название: { $names }.
create-product-id-form = Id товара выглядит так, как его показывает кабинет продавца, например 0b8f6c1e-3d2a-4f5b-9c7d-1e2f3a4b5c6d.
create-stock-whole-number = Остаток — целое число (единица: { $unit }), 0 или больше.
create-pick-delivery-type = Выберите «Ручная выдача» или «Автовыдача».
create-pick-method = Выберите способ выдачи кнопкой.
create-method-refused = { $problem } Выберите его или вернитесь через `cancel` и выберите ручную выдачу.
create-instructions-needed = Для пополнения с ручной выдачей нужны инструкции: напишите, что покупатель должен сделать при передаче.
create-picture-needed = { $category ->
        [account] Объявлению об аккаунте
        [top_up] Объявлению о пополнении
        [gift_card] Объявлению о подарочной карте
       *[currency] Объявлению о валюте
    } нужна хотя бы одна картинка: отправьте её.
create-picture-send = Отправьте картинку файлом или фото или нажмите «Готово».
create-not-a-picture = Этот файл — не картинка.
create-pictures-full = В объявлении не больше 10 картинок: нажмите «Готово».
create-press-create = Нажмите «Создать черновик» или отправьте `cancel`.
create-title-length = В названии должно быть от 8 до 128 символов.
create-title-length-counted = В названии должно быть от 8 до 128 символов, а в этом — { $length }.
create-description-length = В описании должно быть от 1 до 4096 символов.
create-description-length-counted = В описании должно быть от 1 до 4096 символов, а в этом — { $length }.
create-tags-invalid = Теги пишутся через запятую, всего не больше 500 символов.
create-instructions-length = В инструкциях по выдаче должно быть от 1 до 2048 символов.
create-handover-invalid = Напишите время числом и единицей: 30 минут, 2 часа, 1 день.
create-method-instant-only = Автовыдача работает только со способом `{ $method }`.
create-minimum-order-invalid = Минимальный заказ — целое число, от 1.
create-attribute-pick-one-of = { $label }: выберите одно из значений: { $values }.
create-attribute-not-a-number = { $label }: нужно число.
create-attribute-too-small = { $label }: не меньше { $min }.
create-attribute-empty = { $label }: нужно значение.
create-draft-made-title = Черновик создан
create-draft-made = «{ $title }» сохранён как черновик (id { $id }). Опубликуйте его, когда будете готовы.
create-draft-made-without-id = «{ $title }» сохранён как черновик. Опубликуйте его, когда будете готовы.
create-draft-add-codes = Перед публикацией добавьте коды командой `restock`.
create-publish-button = Опубликовать
create-open-button = Открыть
create-done = черновик «{ $title }» создан
