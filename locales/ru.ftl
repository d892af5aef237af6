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

## selling

# publish, unpublish, pause, unpause, archive
cmd-listing-id = Id объявления (достаточно первых 8 символов)
cmd-listing-id-short = Id объявления
cmd-publish = Выставить черновик объявления на маркетплейс
cmd-unpublish = Снять активное объявление с маркетплейса (обратно в черновик)
cmd-pause = Пауза для пополнения или подарочной карты: покупатели его не видят, остальное не меняется
cmd-unpause = Вернуть в продажу подарочную карту с паузы (пополнение с паузы: unpublish, затем publish)
cmd-archive = Убрать объявление навсегда (отменить нельзя)
status-archive-question = «{ $title }» ({ $status }): отправить это объявление в архив навсегда? Оно уйдёт с маркетплейса, и опубликовать его снова будет нельзя.
status-published = «{ $title }» опубликовано: покупатели уже могут его купить.
status-unpublished = «{ $title }» снято с публикации: это снова черновик.
status-paused = «{ $title }» на паузе: покупатели его больше не видят.
status-unpaused = «{ $title }» снова в продаже.
status-archived = «{ $title }» в архиве навсегда (вы по-прежнему можете его просматривать).
status-archived-autopilot-off = Автопилот для него теперь выключен.
status-now = Статус: { $status }.
status-no-pause = У интерфейса маркетплейса нет паузы для { $category ->
        [account] объявлений с аккаунтами
        [top_up] объявлений с пополнениями
        [gift_card] объявлений с подарочными картами
       *[currency] объявлений с валютой
    }: чтобы снять объявление с продажи, используйте `unpublish`.
status-no-unpause = У интерфейса маркетплейса нет снятия с паузы для { $category ->
        [account] объявлений с аккаунтами
        [top_up] объявлений с пополнениями
        [gift_card] объявлений с подарочными картами
       *[currency] объявлений с валютой
    }: используйте `publish` для черновика.
status-sent-back = Модерация вернула «{ $title }» на доработку, а маркетплейс публикует только черновики.
audit-status-publish = опубликовано объявление { $listing } «{ $title }»
audit-status-unpublish = снято с публикации объявление { $listing } «{ $title }»
audit-status-pause = поставлено на паузу объявление { $listing } «{ $title }»
audit-status-unpause = снято с паузы объявление { $listing } «{ $title }»
audit-status-archive = отправлено в архив объявление { $listing } «{ $title }»

# listings
cmd-listings = Ваши объявления, сначала требующие внимания; фильтры по статусу, игре и названию, постранично
cmd-listings-details = Первыми идут возвращённые модерацией, активные, на паузе и черновики; проданные и архивные учитываются в подсчёте, но не показываются, пока вы их не попросите (`listings status=sold,archived`). Значения с пробелами пишите в кавычках: `listings game="Neon Drift"`. `listings export` присылает их файлом CSV или JSON для таблицы.
cmd-listings-status = Статусы через запятую, например active,draft
cmd-listings-game = Название игры, как оно показано, например «Neon Drift»
cmd-listings-title = Часть названия
cmd-listings-page = Номер страницы
cmd-listings-action-show = ваши объявления постранично
cmd-listings-action-export = все объявления под фильтры — файлом CSV или JSON для правки в таблице
cmd-listings-format = csv (для таблицы) или json
listings-export-done = { $count ->
        [one] { $count } объявление
        [few] { $count } объявления
        [many] { $count } объявлений
       *[other] { $count } объявления
    } в файле { $format }, по строке на каждое, под английскими названиями полей маркетплейса; цены — в долларах через точку, у валюты — за одну единицу её `product_scale`. Пустая ячейка — значение, которого маркетплейс не показывает: у пополнений и подарочных карт в его списках нет описания, тегов и срока выдачи.
listings-export-unread = { $count ->
        [one] { $count } объявление аккаунта или валюты попало
        [few] { $count } объявления аккаунтов или валюты попали
        [many] { $count } объявлений аккаунтов или валюты попали
       *[other] { $count } объявления аккаунтов или валюты попали
    } в файл без описания, тегов, срока выдачи (и цены с остатком у валюты): прочитать каждое не получилось в рамках этого ответа и 500 запросов в минуту, которые позволяет маркетплейс. Выгружайте частями (по статусу, игре или названию) или повторите через минуту.
listings-status-format = статусы пишутся словами через запятую, например `active,draft`
listings-hidden = { $count ->
        [one] { $count } проданное или архивное объявление не показано: отправьте `{ $command }`, чтобы его увидеть.
        [few] { $count } проданных или архивных объявления не показаны: отправьте `{ $command }`, чтобы их увидеть.
        [many] { $count } проданных или архивных объявлений не показаны: отправьте `{ $command }`, чтобы их увидеть.
       *[other] { $count } проданного или архивного объявления не показаны: отправьте `{ $command }`, чтобы их увидеть.
    }
listings-nothing-needs-you = Здесь ничего не требует вашего внимания: { $count ->
        [one] { $count } проданное или архивное объявление не показано: отправьте `{ $command }`, чтобы его увидеть.
        [few] { $count } проданных или архивных объявления не показаны: отправьте `{ $command }`, чтобы их увидеть.
        [many] { $count } проданных или архивных объявлений не показаны: отправьте `{ $command }`, чтобы их увидеть.
       *[other] { $count } проданного или архивного объявления не показаны: отправьте `{ $command }`, чтобы их увидеть.
    }
listings-no-game = Ни одно из ваших объявлений не относится к игре «{ $game }». Ваши игры: { $games }.
listings-no-match = Под эти фильтры не подходит ни одно объявление.
listings-none-yet = У вас пока нет объявлений: создать объявление можно командой `create`.
listings-no-page-one = Страницы { $page } нет: { $count ->
        [one] { $count } объявление помещается на одной странице. Отправьте `{ $command }`, чтобы его увидеть.
        [few] { $count } объявления помещаются на одной странице. Отправьте `{ $command }`, чтобы их увидеть.
        [many] { $count } объявлений помещаются на одной странице. Отправьте `{ $command }`, чтобы их увидеть.
       *[other] { $count } объявления помещаются на одной странице. Отправьте `{ $command }`, чтобы их увидеть.
    }
listings-no-page = Страницы { $page } нет: { $count ->
        [one] { $count } объявление занимает
        [few] { $count } объявления занимают
        [many] { $count } объявлений занимают
       *[other] { $count } объявления занимают
    } { $pages ->
        [one] { $pages } страницу
        [few] { $pages } страницы
        [many] { $pages } страниц
       *[other] { $pages } страницы
    }. Отправьте `{ $command }`, чтобы открыть последнюю.
listings-title = Объявления магазина { $account }
listings-title-filtered = Объявления магазина { $account } ({ $filters })

# listing
cmd-listing = Подробности об объявлении и действия, которые позволяет его статус
listing-publish-button = Опубликовать
listing-unpublish-button = Снять с публикации
listing-pause-button = Пауза
listing-unpause-button = Снять с паузы
listing-restock-button = Пополнить остаток
listing-archive-button = В архив
listing-unit-available = в наличии
listing-id-label = Id
listing-category-label = Категория
listing-category = { $category ->
        [account] аккаунт
        [top_up] пополнение
        [gift_card] подарочная карта
       *[currency] валюта
    }
listing-status-label = Статус
listing-price-label = Цена
listing-stock-label = Остаток
listing-delivery-label = Выдача
listing-game-label = Игра
listing-updated-label = Обновлено
listing-units-available-label = Единиц в наличии
listing-not-shown = не указано
listing-units-label = Единицы товара
listing-minimum-order-label = Минимальный заказ
listing-not-set = не задан
listing-units-more = … и ещё { $count }
listing-hawker-units-title = Единицы, созданные через Hawker (среди них могут быть проданные)
listing-no-reason = Причина не указана.
listing-last-sent-back-label = Последний возврат модерацией
listing-sent-back-label = Возвращено модерацией
listing-paused-label = На паузе

# price
cmd-price = Задать цену объявления: 12.50, 12,50, $12.50 или 1250c (для валюты — цена за единицу её шкалы)
cmd-price-amount = Новая цена: 12.50, 12,50, $12.50 или 1250c
price-confirm-higher = Изменить цену «{ $title }» с { $from } на { $to }? Это в { $factor } { $factor ->
        [one] раз
        [few] раза
        [many] раз
       *[other] раза
    } выше, чем сейчас.
price-confirm-lower = Изменить цену «{ $title }» с { $from } на { $to }? Это в { $factor } { $factor ->
        [one] раз
        [few] раза
        [many] раз
       *[other] раза
    } ниже, чем сейчас.
price-no-edit-call = У интерфейса маркетплейса нет вызова для изменения { $category ->
        [account] объявлений с аккаунтами
        [top_up] объявлений с пополнениями
        [gift_card] объявлений с подарочными картами
       *[currency] объявлений с валютой
    }, поэтому Hawker не может поменять цену: измените её в панели продавца.
price-unchanged = «{ $title }» уже стоит { $price }: ничего не изменено.
price-set = «{ $title }» теперь стоит { $price }.
cmd-cost = Себестоимость единицы объявления, чтобы stats показывал прибыль: 12.50, 1250c или off
cmd-cost-details = `cost <объявление>` показывает её; `cost <объявление> <цена за единицу>` задаёт (для валюты — за единицу её масштаба, как читает `price`); `cost <объявление> off` убирает. Коды пула стоят столько, сколько задано в `pool cost`, товар поставщика — сколько он ответил.
cmd-cost-amount = Сколько вам стоит единица: 12.50, 12,50, $12.50 или 1250c, или off
cost-set = Единица «{ $title }» теперь стоит вам { $cost }: stats считает прибыль со следующей продажи.
cost-shown = Единица «{ $title }» стоит вам { $cost }.
cost-none = Себестоимость «{ $title }» не задана: задайте её командой `cost <объявление> <цена за единицу>`.
cost-cleared = Себестоимость «{ $title }» убрана: его продажи считаются с неизвестной себестоимостью.
audit-cost-set = задал себестоимость объявления { $listing } «{ $title }»: { $cost } за единицу
audit-cost-cleared = убрал себестоимость объявления { $listing } «{ $title }»
price-confirm-below-cost = Продавать «{ $title }» за { $to }? Это ниже себестоимости единицы ({ $cost }): каждая продажа принесёт убыток { $loss }.
audit-price-set = цена { $listing } «{ $title }» задана: { $price }
audit-price-changed = цена { $listing } «{ $title }»: { $from } → { $price }

# edit
cmd-edit = Изменить пополнение или валюту: тексты, теги, картинки, атрибуты, выдачу, минимальный заказ
cmd-edit-details = Пополнения: `title`, `description`, `tags` (через запятую, заменяют список), `images` (присылаются следом, заменяют галерею), `attributes key=value, …` (все сразу), `delivery instant` или `delivery manual 2 hours`, `method <key>`, `instructions <text>`, `handover 30 minutes`. Валюта: `title`, `description`, `tags`, `attributes`, `method`, `instructions`, `handover`, `minorder <n>`. Для аккаунтов и подарочных карт у интерфейса маркетплейса нет вызова изменения.
cmd-edit-field = Что изменить
cmd-edit-value = Новое значение (для картинок не нужно: пришлите их следом)
edit-handover-instant = У пополнения с автовыдачей нет срока передачи: покупатель получает код сразу.
edit-methods-are = Способы выдачи: { $methods }.
edit-method-needs-manual = Сначала переключите объявление на ручную выдачу: `edit { $listing } delivery manual <time>`.
edit-already-instant = Это объявление уже выдаётся автоматически.
edit-already-manual = Это объявление уже выдаётся вручную.
edit-now-instant = Теперь покупатель получает код сразу, способом { $method } (единственным, который допускает автовыдача). Запас кодов пока пуст: добавьте их командой `restock { $listing }`.
edit-delivery-usage = Напишите `edit { $listing } delivery instant` или `edit { $listing } delivery manual 2 hours`.
edit-manual-loses-codes = Переход на ручную выдачу заменяет запас объявления, поэтому { $count ->
        [one] { $count } код в остатке пропадёт
        [few] { $count } кода в остатке пропадут
        [many] { $count } кодов в остатке пропадут
       *[other] { $count } кода в остатке пропадут
    } (у интерфейса нет вызова, который их вернёт). Дождитесь, пока они продадутся, или отправьте объявление в архив и создайте новое с ручной выдачей.
edit-manual-needs-time = Для ручной выдачи нужен обещанный срок передачи: `edit { $listing } delivery manual 2 hours`.
edit-attributes-no-game = Маркетплейс не сообщил, к какой игре относится объявление, поэтому Hawker не может проверить атрибуты: измените их в панели продавца.
edit-attributes-format = Атрибуты пишутся как `key=value` через запятую, из списка: { $keys }.
edit-attribute-required = { $label } (`{ $key }`) — обязательный атрибут: присланные атрибуты заменяют все прежние, поэтому укажите каждый, который требует категория.
edit-no-edit-call = У интерфейса маркетплейса нет вызова для изменения { $category ->
        [account] объявлений с аккаунтами
        [top_up] объявлений с пополнениями
        [gift_card] объявлений с подарочными картами
       *[currency] объявлений с валютой
    }: измените объявление в панели продавца.
edit-field-not-editable = У { $category ->
        [top_up] объявления с пополнением
       *[currency] объявления с валютой
    } интерфейс не может изменить поле `{ $field }`. Можно изменить: { $fields }.
edit-give-value = Укажите новое значение: `edit { $listing } { $field } <value>`.
edit-updated = Поле `{ $field }` объявления «{ $title }» обновлено.
edit-draft-again = Объявление снова стало черновиком: когда будете готовы, опубликуйте его командой `publish`.
audit-edit = изменено поле { $field } объявления { $listing } «{ $title }»

# edit <top-up> images
edit-images-ask = Пришлите картинки для «{ $title }» (не больше { $max }; они заменят всю галерею), затем нажмите «Готово». Уже получено: { $count }. «Готово» без картинок удаляет все картинки (тогда у пополнения будет показана плитка набора).
edit-images-added = Картинка добавлена.
edit-images-done-button = Готово
edit-images-label = Картинки
edit-images-removed = Готово: картинки «{ $title }» удалены.
edit-images-replaced = Готово: у «{ $title }» теперь { $count ->
        [one] { $count } картинка
        [few] { $count } картинки
        [many] { $count } картинок
       *[other] { $count } картинки
    }.
edit-images-done-removed = картинки «{ $title }» удалены
edit-images-done-replaced = у «{ $title }» теперь { $count ->
        [one] { $count } картинка
        [few] { $count } картинки
        [many] { $count } картинок
       *[other] { $count } картинки
    }
edit-images-not-picture = Этот файл не картинка.
edit-images-too-many = В объявлении может быть не больше { $max } картинок: нажмите «Готово».
audit-edit-images = заменены картинки { $listing } «{ $title }» ({ $count })
audit-edit-images-upload = загружена картинка

# restock
cmd-restock = Пополнить остаток: коды для пополнений, количество для валюты; удалить единицу товара
cmd-restock-details = Пополнения: коды по одному в строке или файл .txt/.csv, повторы отклоняются (внутри партии и среди добавленных раньше кодов). Валюта: `set <n>` или `add <n>`. Аккаунты и подарочные карты: `remove <unit id>`; вызова для добавления у интерфейса нет.
cmd-restock-input = Коды по одному в строке; или set/add <количество>; или remove <id единицы>
cmd-restock-action-add = коды для пополнения, set/add количества для валюты
cmd-restock-action-remove = удалить одну единицу аккаунта или подарочной карты
cmd-restock-unit = Id единицы или начало id, которое есть только у неё
restock-no-add-call = У интерфейса маркетплейса нет вызова, который пополняет остаток { $category ->
        [account] объявлений с аккаунтами
       *[gift_card] объявлений с подарочными картами
    }: добавляйте единицы товара в панели продавца. Hawker может удалить непроданную единицу: `restock { $listing } remove <unit id>` (`listing { $listing }` показывает единицы; достаточно первых символов id).
restock-unit-removed = Единица { $unit } удалена из «{ $title }». Если она была последней, объявление не продаётся, пока вы не пополните остаток.
restock-gift-card-units-unknown = Интерфейс маркетплейса не показывает единицы подарочной карты, а эта карта создана не через Hawker, поэтому Hawker не может дополнить короткий id: укажите полный id из 36 символов из панели продавца.
restock-no-unit-match = Ни у одной единицы «{ $title }» id не начинается с { $typed }: `listing { $listing }` показывает единицы.
restock-several-units = Несколько единиц «{ $title }» начинаются с { $typed }: { $units }. Введите больше символов id.
restock-send-codes = Пришлите коды для «{ $title }»: по одному в строке или файлом .txt/.csv. Коды, уже добавленные через Hawker, будут отклонены.
restock-codes-label = Коды, по одному в строке
restock-done-codes-added = коды добавлены в «{ $title }»
restock-currency-usage = Остаток валюты — это количество: `restock { $listing } set 5000` или `restock { $listing } add 500`. Сейчас он { $stock }.
restock-currency-usage-scaled = Остаток валюты — это количество в единицах по { $scale }: `restock { $listing } set 5000` или `restock { $listing } add 500`. Сейчас он { $stock }.
restock-set-or-add = Установить остаток «{ $title }» равным { $quantity } или добавить { $quantity } к нынешним { $current }?
restock-set-button = Установить { $quantity }
restock-add-button = Добавить { $quantity }
restock-stock-now = Остаток «{ $title }» теперь { $stock }.
restock-stock-raced = Hawker установил остаток «{ $title }» равным { $stock }, но сразу после этого он показывает { $readBack }: за это время прошла продажа или другое изменение. Проверьте командой `listing { $listing }`.
restock-still-sold = «{ $title }» по-прежнему в статусе «{ $status }»: пополнение остатка не возвращает объявление в продажу. Опубликуйте его, чтобы снова продавать.
restock-text-or-file = Пришлите коды текстом или файлом.
restock-stopped = Остановлено после { $sent } из { $total }: { $reason } { $unsent ->
        [one] { $unsent } неотправленный код можно отправить ещё раз.
        [few] { $unsent } неотправленных кода можно отправить ещё раз.
        [many] { $unsent } неотправленных кодов можно отправить ещё раз.
       *[other] { $unsent } неотправленного кода можно отправить ещё раз.
    }
restock-batch-lost = Партия { $batch } ({ $count ->
        [one] { $count } код
        [few] { $count } кода
        [many] { $count } кодов
       *[other] { $count } кода
    }): ответ маркетплейса потерялся ({ $reason }), поэтому эти коды не отмечены как отправленные. { $verdict } Они остаются учтёнными как добавленные, так что дважды в продажу не попадут.
restock-batch-rest-unsent = { $count ->
        [one] { $count } код после них не был отправлен, его можно отправить ещё раз.
        [few] { $count } кода после них не были отправлены, их можно отправить ещё раз.
        [many] { $count } кодов после них не были отправлены, их можно отправить ещё раз.
       *[other] { $count } кода после них не были отправлены, их можно отправить ещё раз.
    }
restock-batch-sent = Партия { $batch }: отправлено { $sent } из { $total }
restock-codes-added = { $count ->
        [one] Добавлен { $count } новый код
        [few] Добавлено { $count } новых кода
        [many] Добавлено { $count } новых кодов
       *[other] Добавлено { $count } нового кода
    } в «{ $title }».
restock-duplicates = { $count ->
        [1] { $count } код отклонён как повтор (внутри этой партии или добавленные раньше), строка { $lines }.
        [one] { $count } код отклонён как повтор (внутри этой партии или добавленные раньше), строки { $lines }.
        [few] { $count } кода отклонены как повторы (внутри этой партии или добавленные раньше), строки { $lines }.
        [many] { $count } кодов отклонены как повторы (внутри этой партии или добавленные раньше), строки { $lines }.
       *[other] { $count } кода отклонены как повторы (внутри этой партии или добавленные раньше), строки { $lines }.
    }
restock-title = Пополнение остатка
restock-verdict-unreadable = Hawker не смог прочитать остаток, поэтому неизвестно, дошли ли коды. Проверьте через несколько минут командой `listing { $listing }`.
restock-verdict-arrived = Остаток сейчас { $now } (до этой партии было { $before }): коды дошли.
restock-verdict-not-yet = Остаток сейчас { $now }, как и до этой партии: пока коды не дошли, но запрос ещё может дойти. Проверьте через несколько минут командой `listing { $listing }`.
restock-verdict-unclear = Остаток сейчас { $now } (до этой партии было { $before }), и по нему не понять, дошли ли коды. Проверьте через несколько минут командой `listing { $listing }`.
audit-restock-unit-removed = удалена единица { $unit } из { $listing } «{ $title }»
audit-restock-stock-set = остаток { $listing } «{ $title }» установлен: { $stock }
audit-restock-codes-added = { $count ->
        [one] добавлен { $count } код
        [few] добавлено { $count } кода
        [many] добавлено { $count } кодов
       *[other] добавлено { $count } кода
    } в { $listing } «{ $title }»

# pool: autopilot's pools of sealed codes
cmd-pool = Пулы кодов для автопилота: остатки, добавить коды, порог, забрать, удалить
cmd-pool-details = `pool` показывает пулы и их остатки; `pool <name>` — один пул (доступно, удержано под выдачи в процессе, привязанные объявления, выдано сегодня, порог). `pool add <name> [codes]`: коды через пробел или запятую, или по одному в строке (код с пробелом — на отдельной строке или в файле), или файл .txt/.csv (в csv — первый столбец) после `pool add <name>`; только в личном чате или в форме Discord, повторы отклоняются по всем пулам и кодам пополнений, не больше { $max } кодов в пуле. `pool low <name> <n|off>` (менеджер), `pool withdraw <name> [n]` и `pool remove <name>` (владелец, личный чат: коды возвращаются файлом).
cmd-pool-name = Имя пула: строчные латинские буквы, цифры, - или _
cmd-pool-codes = Коды через пробел или запятую, или по одному в строке
cmd-pool-threshold = Когда доступных кодов меньше, команда получает предупреждение; или off
cmd-pool-count = Сколько кодов (все, если не указано)
cmd-pool-action-show = пулы и их остатки или один пул
cmd-pool-action-add = добавить коды в пул (новое имя создаёт пул)
cmd-pool-action-low = задать или снять порог пула
cmd-pool-action-withdraw = забрать непроданные коды файлом (личный чат)
cmd-pool-action-remove = удалить пул, непроданные коды вернутся файлом (личный чат)
pool-secret-what = коды пула в файле
pool-codes-in-group = Коды, отправленные в группу, может прочитать каждый здесь, поэтому Hawker их не принимает и попросил удалить ваше сообщение. Отправьте боту в личном чате `pool add { $name }`, а затем коды.
pool-add-private-only = Коды принимаются только в личном чате, где их никто больше не прочитает: отправьте `pool add { $name }` боту напрямую.
pool-send-codes = Пришлите коды для пула «{ $pool }»: по одному в строке или файлом .txt или .csv (по коду в строке; в csv — первый столбец). В пуле не больше { $max } кодов; коды, которые уже есть в пуле или добавлены через Hawker при пополнении, будут отклонены.
pool-codes-label = Коды, по одному в строке
pool-text-or-file = Пришлите коды текстом или файлом .txt или .csv.
pool-done-codes-added = коды добавлены в пул «{ $pool }»
pool-file-kind = Коды для пула принимаются файлом .txt или .csv, по одному коду в строке.
pool-file-too-large = Файл больше { $megabytes } МБ, допустимых для файла пула, поэтому Hawker его не читал. В пуле не больше { $max } кодов: разделите файл на части поменьше и пришлите их по очереди.
pool-too-many-codes = Это больше { $max } кодов, которые вмещает пул, поэтому ничего не добавлено. Разделите коды на части не больше { $max } и пришлите их по очереди (или в несколько пулов).
pool-no-codes = Коды не найдены: пришлите по одному коду в строке.
pool-name-is-verb = `{ $name }` — одно из слов команды `pool`, поэтому так пул назвать нельзя: выберите другое имя.
pool-name-rule = «{ $name }» не подходит как имя пула: используйте от 1 до 32 строчных латинских букв, цифр, - или _, начиная с буквы или цифры (например, `steam-eu`).
pool-full = В пуле «{ $pool }» уже { $available ->
        [one] { $available } код
        [few] { $available } кода
        [many] { $available } кодов
       *[other] { $available } кода
    }, а вмещает он не больше { $max }, поэтому { $count ->
        [1] этот код не добавлен
        [one] ни один из { $count } кода не добавлен
        [few] ни один из { $count } кодов не добавлен
        [many] ни один из { $count } кодов не добавлен
       *[other] ни один из { $count } кода не добавлен
    }: поместится ещё { $room }. Пришлите меньше кодов или сначала заберите часть.
pool-title = Пул «{ $pool }»
pool-added = { $count ->
        [one] В «{ $pool }» добавлен { $count } код.
        [few] В «{ $pool }» добавлено { $count } кода.
        [many] В «{ $pool }» добавлено { $count } кодов.
       *[other] В «{ $pool }» добавлено { $count } кода.
    }
pool-duplicates = { $count ->
        [1] { $count } повтор пропущен (уже есть в пуле, добавлен через Hawker при пополнении или повторяется в присланном), строка { $lines }.
        [one] { $count } повтор пропущен (уже есть в пуле, добавлен через Hawker при пополнении или повторяется в присланном), строки { $lines }.
        [few] { $count } повтора пропущено (уже есть в пуле, добавлен через Hawker при пополнении или повторяется в присланном), строки { $lines }.
        [many] { $count } повторов пропущено (уже есть в пуле, добавлен через Hawker при пополнении или повторяется в присланном), строки { $lines }.
       *[other] { $count } повтора пропущено (уже есть в пуле, добавлен через Hawker при пополнении или повторяется в присланном), строки { $lines }.
    }
pool-now-has = { $count ->
        [one] Теперь в пуле «{ $pool }» { $count } код.
        [few] Теперь в пуле «{ $pool }» { $count } кода.
        [many] Теперь в пуле «{ $pool }» { $count } кодов.
       *[other] Теперь в пуле «{ $pool }» { $count } кода.
    }
pool-none = Пулов пока нет: `pool add <name>` создаёт пул с первыми кодами.
pool-list-title = Пулы кодов
pool-list-line = { $pool }: доступно { $available }, удержано { $held }
# $threshold: the pool's low-water mark.
pool-list-low = (меньше { $threshold })
pool-available-label = Доступно
pool-held-label = Удержано под выдачи в процессе
# $day: the UTC day, YYYY-MM-DD.
pool-delivered-label = Кодов выдано { $day } (UTC)
pool-low-label = Порог
pool-low-unset = не задан (`pool low { $pool } <n>`)
pool-bound-label = Объявления на автопилоте из него
pool-bound-none = нет
pool-bound-title = «{ $title }»
pool-not-found = Пула «{ $name }» нет. Пулы: { $pools }.
pool-not-found-none = Пула «{ $name }» нет, как и других пулов: `pool add { $name }` создаст его с первыми кодами.
pool-low-usage = Напишите `pool low { $name } <n>` с целым числом от 1 до { $max } (команда получит предупреждение, когда кодов останется меньше) или `pool low { $name } off`.
pool-low-set = Команда получит предупреждение, когда в пуле «{ $pool }» останется меньше { $threshold ->
        [one] { $threshold } кода
        [few] { $threshold } кодов
        [many] { $threshold } кодов
       *[other] { $threshold } кода
    }.
pool-low-cleared = У пула «{ $pool }» больше нет порога.
pool-withdraw-usage = Напишите `pool withdraw { $name }`, чтобы забрать все непроданные коды, или `pool withdraw { $name } <n>` с целым числом от 1.
# $available: how many unsold codes the pool has.
pool-withdraw-confirm = Забрать { $count ->
        [one] { $count } код
        [few] { $count } кода
        [many] { $count } кодов
       *[other] { $count } кода
    } (из { $available }) из пула «{ $pool }»? Они вернутся вам сюда файлом, и автопилот больше не будет их выдавать.
pool-withdraw-none = В пуле «{ $pool }» нет непроданных кодов.
pool-withdrawn = { $count ->
        [1] Из пула «{ $pool }» забран { $count } код: он
        [one] Из пула «{ $pool }» забран { $count } код: они
        [few] Из пула «{ $pool }» забрано { $count } кода: они
        [many] Из пула «{ $pool }» забрано { $count } кодов: они
       *[other] Из пула «{ $pool }» забрано { $count } кода: они
    } в файле в открытом виде, храните его надёжно. В пуле осталось { $left }.
pool-remove-confirm = Удалить пул «{ $pool }»? { $count ->
        [0] Непроданных кодов в нём нет.
        [one] Его { $count } непроданный код вернётся вам сюда файлом.
        [few] Его { $count } непроданных кода вернутся вам сюда файлом.
        [many] Его { $count } непроданных кодов вернутся вам сюда файлом.
       *[other] Его { $count } непроданного кода вернутся вам сюда файлом.
    }
pool-remove-bound = Пул «{ $pool }» обслуживает { $listings }: сначала выключите автопилот для каждого (`autopilot <listing> off`), затем удалите пул.
pool-remove-held = Выдача в процессе удерживает коды пула «{ $pool }»: удалите его, когда этот заказ будет выдан или передан людям.
pool-removed = { $count ->
        [0] Пул «{ $pool }» удалён; непроданных кодов в нём не было.
        [one] Пул «{ $pool }» удалён: его { $count } непроданный код в файле в открытом виде, храните его надёжно.
        [few] Пул «{ $pool }» удалён: его { $count } непроданных кода в файле в открытом виде, храните его надёжно.
        [many] Пул «{ $pool }» удалён: его { $count } непроданных кодов в файле в открытом виде, храните его надёжно.
       *[other] Пул «{ $pool }» удалён: его { $count } непроданного кода в файле в открытом виде, храните его надёжно.
    }
audit-pool-added = { $count ->
        [one] добавлен { $count } код
        [few] добавлено { $count } кода
        [many] добавлено { $count } кодов
       *[other] добавлено { $count } кода
    } в пул «{ $pool }»
audit-pool-low = порог пула «{ $pool }» установлен на { $threshold }
audit-pool-low-off = порог пула «{ $pool }» снят
cmd-pool-action-cost = задать или убрать стоимость кодов пула
cmd-pool-cost-amount = Сколько вам стоил один код: 12.50, 12,50, $12.50 или 1250c, или off
pool-cost-set = Каждый код пула «{ $pool }» теперь стоит { $cost }: прибыль продаж автопилота из него считается с этого момента.
pool-cost-cleared = Стоимость кодов пула «{ $pool }» убрана: его продажи считаются с неизвестной себестоимостью.
pool-cost-no-pool = Пула «{ $pool }» нет. Список — командой `pool`.
pool-cost-label = Стоимость кода
audit-pool-cost-set = задал стоимость кода пула «{ $pool }»: { $cost }
audit-pool-cost-cleared = убрал стоимость кодов пула «{ $pool }»
audit-pool-withdrawn = { $count ->
        [one] забран { $count } код
        [few] забрано { $count } кода
        [many] забрано { $count } кодов
       *[other] забрано { $count } кода
    } из пула «{ $pool }»
audit-pool-removed = удалён пул «{ $pool }» ({ $count ->
        [one] возвращён { $count } непроданный код
        [few] возвращено { $count } непроданных кода
        [many] возвращено { $count } непроданных кодов
       *[other] возвращено { $count } непроданного кода
    })

# orders
cmd-orders = Заказы, ожидающие выдачи, и сколько времени осталось на каждый
orders-none = Ни один заказ не ждёт выдачи.
orders-title = { $count ->
        [one] { $count } заказ ждёт выдачи
        [few] { $count } заказа ждут выдачи
        [many] { $count } заказов ждут выдачи
       *[other] { $count } заказа ждут выдачи
    }
orders-hint = Нажмите на заказ (или отправьте `deliver <order>`), чтобы выдать товар.

# take
cmd-take = Взять ожидающий заказ: команда видит, что он у вас, а эскалация ждёт вас
cmd-take-details = Нажмите кнопку «Взять» в оповещении о заказе или отправьте `take <order>`. При следующем обновлении оповещение назовёт вас; следующий шаг эскалации вызовет только вас, а шаг после него — снова весь шаг целиком. Заказ остаётся за тем, кто взял его первым.
take-yours-already = Вы уже взяли заказ { $order } ({ $when }).
take-held = Заказ { $order } уже взят: { $name }, { $when }. Выдать его по-прежнему может любой.
take-taken-titled = Вы взяли заказ { $order } ({ $title }). Команда видит это в оповещении, а следующий шаг эскалации вызовет только вас.
take-taken = Вы взяли заказ { $order }. Команда видит это в оповещении, а следующий шаг эскалации вызовет только вас.
audit-take = взят заказ { $order }

# deliver
cmd-deliver = Выдать товар по ожидающему заказу: сначала скрытый предпросмотр, затем подтверждение
cmd-deliver-details = Товар строками, файлом .txt/.csv/.json или JSON-объектами, по одному на единицу; количество должно совпадать с заказом. То же самое делает ответ с товаром на оповещение о заказе. Для обмена игровой валютой `обменено` отправит по строке на единицу о том, что обмен прошёл. Подтверждение выполняется один раз, даже если нажать дважды.
cmd-deliver-goods = Товар, по одной строке на единицу (или пришлите его следом)
deliver-still-checking = Hawker ещё проверяет, выдан ли заказ { $order }: сначала нажмите «Проверить», чтобы узнать результат.
deliver-goods-first = Сначала пришлите товар.
deliver-ask-title = Выдача заказа { $order }
deliver-ask-counted = Пришлите товар: { $count ->
        [one] { $count } единицу
        [few] { $count } единицы
        [many] { $count } единиц
       *[other] { $count } единицы
    }, по одной в строке, JSON-объектами или файлом .txt/.csv/.json. Прежде чем что-то отправится, вы увидите скрытый предпросмотр.
deliver-ask = Пришлите товар: по одной записи на единицу, по одной в строке, JSON-объектами или файлом .txt/.csv/.json. Прежде чем что-то отправится, вы увидите скрытый предпросмотр.
deliver-goods-label = Товар, по одному в строке
deliver-text-or-file = Пришлите товар текстом или файлом.
deliver-count-mismatch = В заказе { $quantity ->
        [one] { $quantity } единица
        [few] { $quantity } единицы
        [many] { $quantity } единиц
       *[other] { $quantity } единицы
    }, а вы прислали { $sent }. Пришлите ровно { $quantity ->
        [one] { $quantity } запись
        [few] { $quantity } записи
        [many] { $quantity } записей
       *[other] { $quantity } записи
    }.
deliver-preview-more = … и ещё { $count }
deliver-preview-title = Выдать { $count ->
        [one] { $count } единицу
        [few] { $count } единицы
        [many] { $count } единиц
       *[other] { $count } единицы
    } по заказу { $order }?
deliver-preview-warning = Покупатель сразу увидит товар; отменить это нельзя.
deliver-traded-word = обменено
deliver-traded-entry = Передано в игре: { $unit } из { $count }, { $at }
deliver-traded-preview = У обмена в игре нет кодов, но маркетплейс принимает по одной записи на каждую купленную единицу: покупатель получит { $count ->
        [one] эту { $count } строку
        [few] эти { $count } строки
        [many] эти { $count } строк
       *[other] эти { $count } строки
    } о том, что обмен прошёл в игре.
deliver-traded-not-currency = `обменено` подходит только для обмена игровой валютой, а заказ { $order } Hawker таким не знает. Пришлите его товар, по одной записи на единицу.
deliver-traded-no-quantity = Маркетплейс не сообщает, сколько единиц в заказе { $order }, поэтому Hawker не может написать по строке на единицу: пришлите их сами, по одной в строке.
deliver-ask-traded = Уже обменялись в игре? Пришлите `обменено`: Hawker сам напишет по строке на каждую единицу, как требует маркетплейс.
deliver-confirm-button = Подтвердить выдачу
deliver-cancel-button = Отмена
deliver-check-button = Проверить
deliver-cancelled = Отменено: ничего не выдано.
deliver-done-cancelled = выдача отменена
deliver-confirmed-before = Уже сделано: эта выдача была подтверждена раньше.
deliver-done-confirmed-before = выдача подтверждена раньше
deliver-order-claimed = Уже сделано или выполняется: заказ { $order } уже был выдан через Hawker, или его выдача ещё проверяется. Смотрите `orders`.
deliver-order-autopilot = Заказ { $order } выдаёт автопилот: он держит заказ, пока маркетплейс не подтвердит выдачу. Если выдать не получится, оповещение об этом скажет, и заказ перейдёт к вам.
deliver-done-delivered-before = заказ выдан раньше
deliver-done-delivered = заказ { $order } выдан ({ $count ->
        [one] { $count } единица
        [few] { $count } единицы
        [many] { $count } единиц
       *[other] { $count } единицы
    })
deliver-done-delivered-uncounted = заказ { $order } выдан
deliver-delivered-title = Выдано
deliver-delivered = Заказ { $order }: { $count ->
        [one] { $count } единица передана. Покупатель уже её видит.
        [few] { $count } единицы переданы. Покупатель уже их видит.
        [many] { $count } единиц передано. Покупатель уже их видит.
       *[other] { $count } единицы передано. Покупатель уже их видит.
    }
deliver-checking-title = Проверяем…
deliver-answer-lost = Ответ маркетплейса по заказу { $order } потерялся, поэтому Hawker пока не знает, дошёл ли товар. Выдача, которая ещё в пути, может дойти до { $until }: только после этого Hawker прочитает заказ, а до тех пор повторная выдача этого заказа невозможна. Тогда и нажмите «Проверить».
deliver-check-too-early = Заказ { $order } ещё проверяется: отправленная выдача может дойти до { $until }. Нажмите «Проверить» после этого.
deliver-check-unreadable = Hawker не может прочитать список заказов, чтобы узнать, выдан ли заказ { $order }. Нажмите «Проверить» ещё раз через минуту: до тех пор повторная выдача этого заказа невозможна.
deliver-not-arrived = Ответ маркетплейса потерялся, а список заказов, прочитанный, когда выдача уже не могла дойти, показывает, что заказ { $order } всё ещё ждёт ({ $deadline }), значит, ничего не выдано. Чтобы повторить, снова нажмите «Подтвердить выдачу».
deliver-settled = Заказ { $order } выдан: ответ маркетплейса потерялся, но список заказов это подтверждает.
deliver-gone = Заказ { $order } больше не ждёт выдачи, но и среди выданных маркетплейс его не показывает (возможно, его отменили). Проверьте его в панели продавца, прежде чем отправлять что-то снова.
deliver-done-gone = заказ { $order } больше не ждёт
audit-deliver-order = выдача заказа { $order } ({ $count ->
        [one] { $count } единица
        [few] { $count } единицы
        [many] { $count } единиц
       *[other] { $count } единицы
    })
audit-deliver-unknown = результат выдачи заказа { $order } неизвестен: ответ потерялся; проверка после { $checkAfter }
audit-deliver-not-arrived = выдача заказа { $order } не дошла; заказ всё ещё ждёт
audit-deliver-gone = результат выдачи заказа { $order } неизвестен: заказ больше не ждёт
audit-autopilot-delivered = выдача заказа { $order } из пула { $pool } ({ $count ->
        [one] { $count } код
        [few] { $count } кода
        [many] { $count } кодов
       *[other] { $count } кода
    })
audit-autopilot-delivered-supplier = выдача заказа { $order } от поставщика ({ $count ->
        [one] { $count } позиция
        [few] { $count } позиции
        [many] { $count } позиций
       *[other] { $count } позиции
    })
audit-autopilot-handed-over = заказ { $order } передан людям

# autopilot
# {code}, {order} и {player_id} вводятся как есть: это подстановки шаблона продавца, их не переводят.
cmd-autopilot = Заказы доставляются сами: из пула кодов или от вашего поставщика
cmd-autopilot-details = `autopilot` показывает все объявления на автопилоте. `autopilot <listing> from <pool> [template <text>]` доставляет каждый заказ объявления с ручной выдачей (пополнения, валюта, аккаунты) кодами из пула; каждую запись можно оформить шаблоном из `{"{"}code{"}"}`, `{"{"}order{"}"}` и данных покупателя, например `{"{"}player_id{"}"}`. `autopilot <listing> from https://…` берёт товар каждого заказа у вашего поставщика; ключ подписи показывается один раз в личном чате. `autopilot <listing> keep <n> from <pool>` держит n кодов в продаже на пополнении с мгновенной выдачей. `autopilot <listing> cap <заказов в день> [<долларов в день>]` или `cap off`; `autopilot <listing> off`. Заказы, которые уже ждут, тоже доставляются. `autopilot <listing> when-empty pause` снимает доставляемое объявление с продажи, когда товар кончился, пока не добавят коды или поставщик снова не ответит; `when-empty people` (по умолчанию) отдаёт его заказы людям.
cmd-autopilot-action-show = показать, что делает автопилот: для всех объявлений или одного
cmd-autopilot-action-from = доставлять заказы объявления с ручной выдачей из пула или от поставщика
cmd-autopilot-action-off = выключить автопилот для объявления
cmd-autopilot-action-cap = ограничить заказы и доллары, которые автопилот доставляет за день
cmd-autopilot-action-keep = пополнять мгновенное пополнение кодами из пула
cmd-autopilot-source = Имя пула или адрес поставщика https://
cmd-autopilot-template = Вид каждой записи, с {"{"}code{"}"} внутри (необязательно)
cmd-autopilot-cap-orders = Заказов в день или off
cmd-autopilot-cap-dollars = Долларов в день (необязательно)
cmd-autopilot-keep-units = Сколько кодов держать в продаже
cmd-autopilot-keep-pool = Пул, из которого их брать
autopilot-title = Автопилот { $account }
autopilot-none = Ни одно объявление не на автопилоте. Включите его так: `autopilot <listing> from <pool>`; `pool add <name>` наполняет пул кодами.
autopilot-more = { $count ->
        [one] … и ещё { $count } объявление на автопилоте: `autopilot <listing>` покажет одно.
        [few] … и ещё { $count } объявления на автопилоте: `autopilot <listing>` покажет одно.
        [many] … и ещё { $count } объявлений на автопилоте: `autopilot <listing>` покажет одно.
       *[other] … и ещё { $count } объявления на автопилоте: `autopilot <listing>` покажет одно.
    }
autopilot-listing-label = { $title } ({ $listing })
autopilot-mode-pool = Из пула `{ $pool }`: { $left }
autopilot-mode-supplier = От поставщика `{ $host }`
autopilot-mode-keep = Держит в продаже { $units } из пула `{ $pool }`: { $left }
autopilot-template-line = Шаблон: `{ $template }`
autopilot-pool-codes = { $count ->
        [one] остался { $count } код
        [few] осталось { $count } кода
        [many] осталось { $count } кодов
       *[other] осталось { $count } кода
    }
autopilot-pool-gone = пула больше нет, поэтому заказы получают люди
autopilot-delivered-today = Заказов доставлено сегодня (сутки UTC): { $count }
autopilot-caps-none = Без дневного лимита
autopilot-caps-orders = Лимит в день: { $orders ->
        [one] { $orders } заказ
        [few] { $orders } заказа
        [many] { $orders } заказов
       *[other] { $orders } заказа
    }
autopilot-caps-dollars = Лимит в день: { $dollars }
autopilot-caps-both = Лимит в день: { $orders ->
        [one] { $orders } заказ
        [few] { $orders } заказа
        [many] { $orders } заказов
       *[other] { $orders } заказа
    } и { $dollars }
autopilot-last-failure = Последний раз передан людям { $when }: { $why }
autopilot-last-failure-order = Последний раз передан людям { $when }, заказ { $order }: { $why }
autopilot-not-bound = Среди объявлений на автопилоте нет такого, чей id начинается с { $id }: `autopilot` покажет их список.
autopilot-supplier-in-group = Поставщик получает ключ подписи, который показывается только один раз: отправьте `autopilot <listing> from https://…` в личном чате с ботом.
autopilot-instant-use-keep = Это объявление маркетплейс выдаёт мгновенно из собственного остатка, поэтому его заказы не ждут автопилота. Чтобы пополнять этот остаток из пула: `autopilot { $listing } keep <n> from <pool>`.
autopilot-instant-other = Маркетплейс выдаёт «{ $title }» мгновенно, а вызова для пополнения в интерфейсе нет, поэтому автопилот не может ни доставлять его заказы, ни пополнять остаток.
autopilot-supplier-no-template = Поставщик присылает каждую запись в том виде, в каком её получит покупатель: шаблон нужен только для кодов из пула.
autopilot-supplier-malformed = По такому адресу Hawker обратиться не может: укажите адрес целиком, например `https://supplier.example/hawker`.
autopilot-supplier-plain-http = Адрес поставщика должен начинаться с `https://`: в каждом запросе есть данные покупателя, а по простому `http://` их увидит любой на пути.
autopilot-supplier-credentials = Уберите из адреса имя пользователя и пароль: Hawker подписывает каждый запрос собственным ключом.
autopilot-supplier-private = Этот адрес во внутренней сети (например, 127.0.0.1 или 192.168.x.x), туда Hawker не обращается: укажите публичный адрес поставщика `https://`. Если поставщик работает рядом с Hawker (на той же машине или в той же сети), тот, кто запускает Hawker, может разрешить такие адреса настройкой `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`.
autopilot-no-pools = Пула `{ $pool }` нет: у этого аккаунта пока нет ни одного пула. Сначала добавьте коды командой `pool add <name>`.
autopilot-no-such-pool = Пула `{ $pool }` нет. Пулы этого аккаунта: { $pools }.
autopilot-template-too-long = Шаблон может быть не длиннее { $max } символов.
autopilot-template-no-code = В шаблоне должно быть место для кода: добавьте в него `{"{"}code{"}"}`. Доступные подстановки: { $placeholders }.
autopilot-template-unknown = Шаблон называет { $unknown }, а в заказах этого объявления такого нет. Доступные подстановки: { $placeholders }.
autopilot-on-title = Автопилот включён
autopilot-bound-pool = Теперь автопилот доставляет заказы «{ $title }» из пула `{ $pool }` (в нём { $count ->
        [one] { $count } код
        [few] { $count } кода
        [many] { $count } кодов
       *[other] { $count } кода
    }).
autopilot-bound-supplier = Теперь автопилот доставляет заказы «{ $title }» товаром от поставщика `{ $host }`.
autopilot-waiting = { $count ->
        [one] { $count } заказ, который уже ждёт, тоже будет доставлен сейчас.
        [few] { $count } заказа, которые уже ждут, тоже будут доставлены сейчас.
        [many] { $count } заказов, которые уже ждут, тоже будут доставлены сейчас.
       *[other] { $count } заказа, которые уже ждут, тоже будут доставлены сейчас.
    }
autopilot-waiting-none = Сейчас ни один его заказ не ждёт.
autopilot-pool-empty = Пул пуст: пока вы не добавите коды командой `pool add { $pool }`, его заказы получают люди.
autopilot-secret = Ключ подписи, показывается только сейчас: `{ $secret }`
autopilot-secret-docs = Им ваш поставщик проверяет подпись каждого запроса: в `docs/autopilot.md` описаны запрос, ответ и поставщик в несколько строк на `Node.js`.
autopilot-off = Автопилот для «{ $title }» выключен: его заказы снова получают люди.
autopilot-off-keep = Автопилот больше не пополняет «{ $title }»; коды, которые уже на нём, остаются в продаже.
autopilot-cap-keep = Остаток «{ $title }» маркетплейс продаёт сам: лимиты считают только заказы, которые доставляет автопилот.
autopilot-cap-usage = Укажите, сколько заказов в день и, если нужно, сколько долларов: `autopilot <listing> cap 20`, `autopilot <listing> cap 20 150` или `autopilot <listing> cap off`.
autopilot-capped = «{ $title }»: { $caps }. Заказы сверх лимита получают люди.
autopilot-cap-cleared = У «{ $title }» больше нет дневного лимита.
autopilot-keep-usage = Укажите, сколько кодов держать в продаже, от 1 до { $max }, и из какого пула: `autopilot <listing> keep 5 from <pool>`.
autopilot-keep-manual = Заказы этого объявления ждут доставки, поэтому их доставляет автопилот: `autopilot { $listing } from <pool>`. `keep` — для пополнений с мгновенной выдачей.
autopilot-bound-keep = Автопилот держит в продаже на «{ $title }» { $units ->
        [one] { $units } код
        [few] { $units } кода
        [many] { $units } кодов
       *[other] { $units } кода
    } из пула `{ $pool }` (в пуле { $count ->
        [one] { $count } код
        [few] { $count } кода
        [many] { $count } кодов
       *[other] { $count } кода
    }) и пополняет остаток по мере продаж, не больше { $perMinute } правок остатка в минуту и { $perHour } в час на объявление: так под лимитами маркетплейса (5 и 10) остаётся место для ваших правок.
audit-autopilot-pool = автопилот включён для { $listing } «{ $title }» из пула { $pool }
audit-autopilot-supplier = автопилот включён для { $listing } «{ $title }» от поставщика `{ $host }`
audit-autopilot-keep = автопилот держит в продаже { $units } из пула { $pool } на { $listing } «{ $title }»
audit-autopilot-off = автопилот выключен для { $listing } «{ $title }»
audit-autopilot-cap = лимит автопилота для { $listing } «{ $title }» в день: { $orders ->
        [one] { $orders } заказ
        [few] { $orders } заказа
        [many] { $orders } заказов
       *[other] { $orders } заказа
    }
audit-autopilot-cap-dollars = лимит автопилота для { $listing } «{ $title }» в день: { $orders ->
        [one] { $orders } заказ
        [few] { $orders } заказа
        [many] { $orders } заказов
       *[other] { $orders } заказа
    } и { $dollars }
audit-autopilot-cap-off = лимит автопилота снят для { $listing } «{ $title }»

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
dispatch-rate-limited = Слишком много команд подряд: Hawker принимает от одного человека не больше { $burst } за { $burstSeconds } с и { $limit } в минуту. Попробуйте снова через { $seconds } с.
dispatch-rate-limited-quiet = { $sentence } До тех пор ваши сообщения остаются без ответа.
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
# Слово, которое отдельным сообщением выходит из вопроса (`cancel` работает на любом языке).
flow-leave-word = отмена
flow-leave-line = Чтобы отменить, отправьте `отмена`.

## jobs

alert-untitled-order = Заказ { $orderId }
alert-bought-quantity = { $title } × { $quantity }
alert-field-account = Магазин
alert-field-quantity = Количество
alert-field-price = Цена
alert-field-order = Заказ
alert-field-time-left = Осталось
alert-field-deadline = Крайний срок
alert-field-taken-by = Кто взял
alert-deadline-passed = срок истёк
alert-under-a-minute = меньше минуты
alert-deliver-button = Выдать
alert-take-button = Взять
alert-traded-button = Обменено
alert-title = Новый заказ: { $what }
alert-text = Заказ ждёт выдачи. Ответьте на это сообщение товаром (по одному на строку или файлом) или нажмите «Выдать».
alert-reminder-title = Напоминание: { $what } ждёт выдачи, осталось { $left }
alert-reminder-text = Если заказ не выдать, он сам отменится { $deadline }. Ответьте на это сообщение товаром или нажмите «Выдать».
alert-delivered-title = Заказ выдан: { $what }
alert-delivered-by-text = Выдано через Hawker: { $by }.
alert-delivered-elsewhere-text = Выдано (не через Hawker).
alert-cancelled-title = Заказ отменён: { $what }
alert-cancelled-deadline-text = Срок истёк до выдачи: маркетплейс отменил заказ и вернул остаток.
alert-cancelled-text = Заказ больше не ждёт выдачи: его отменили, остаток вернулся.
alert-disconnected-title = Магазин отключён: { $what }
alert-disconnected-text = Этот магазин отключили от Hawker, поэтому Hawker больше не следит за заказом и не выдаёт его из этого сообщения. Если заказ всё ещё ждёт, выдайте его в кабинете продавца.
# Автопилот: заказ, который он выдал или передал людям с причиной ($why: одно из autopilot-why-*).
alert-autopilot-handed-over = Автопилот не выдал заказ: { $why }. Выдайте его сами: ответьте на это оповещение товаром или нажмите «Выдать».
# $answer: что последним сделал поставщик продавца, целое предложение (supplier-…).
alert-autopilot-supplier-handed-over = Автопилот не выдал заказ: { $answer } Выдайте его сами: ответьте на это оповещение товаром или нажмите «Выдать».
alert-autopilot-delivered-text = Выдано автопилотом.
# $after: сколько прошло после оформления заказа, например «1,4 с» или «2 ч 5 мин».
alert-autopilot-delivered-in-text = Выдано автопилотом за { $after }.
alert-autopilot-delivered-waited-text = Выдано автопилотом за { $after } (до включения автопилота заказ ждал { $waited }).
alert-autopilot-seconds = { $seconds } с
alert-field-codes = { $count ->
        [one] Отправленный код
        [few] Отправленные коды
        [many] Отправленные коды
       *[other] Отправленные коды
    }
autopilot-why-switched-off = для этого объявления автопилот выключили
autopilot-why-cap-orders = объявление достигло сегодняшнего лимита в { $cap } { $cap ->
        [one] заказ
        [few] заказа
        [many] заказов
       *[other] заказа
    }
autopilot-why-cap-dollars = объявление достигло сегодняшнего лимита в { MONEY($cap) }
autopilot-why-cap-no-price = маркетплейс не указал цену заказа, поэтому его нельзя учесть в дневном лимите объявления { MONEY($cap) }
autopilot-why-pool-short = { $available ->
        [0] пул { $pool } пуст
        [one] в пуле { $pool } остался только { $available } код на { $quantity } шт.
        [few] в пуле { $pool } осталось только { $available } кода на { $quantity } шт.
        [many] в пуле { $pool } осталось только { $available } кодов на { $quantity } шт.
       *[other] в пуле { $pool } осталось только { $available } кода на { $quantity } шт.
    }
autopilot-why-pool-gone = пула { $pool } больше нет
# $code: код ошибки маркетплейса, как он пришёл.
autopilot-why-refused = маркетплейс отклонил выдачу ({ $code }); её коды вернулись в пул
autopilot-why-unsettled = маркетплейс не подтвердил выдачу; её коды вернулись в пул
autopilot-why-refused-supplier = маркетплейс отклонил выдачу ({ $code }); товар вашего поставщика не выдан
autopilot-why-unsettled-supplier = маркетплейс не подтвердил выдачу; товар вашего поставщика не выдан
autopilot-why-supplier-secret = не удалось прочитать ключ подписи поставщика; включите автопилот для объявления заново
# $minutes: how long autopilot had the order, whole minutes rounded up.
autopilot-why-stalled = за { $minutes } мин он так и не завершил работу с этим заказом
autopilot-pool-low-title = В пуле { $pool } заканчиваются коды
autopilot-pool-low-text = { $left ->
        [one] Остался всего { $left } код
        [few] Осталось всего { $left } кода
        [many] Осталось всего { $left } кодов
       *[other] Осталось всего { $left } кода
    } в пуле { $pool } (вы просили сообщить, когда станет меньше { $lowWater }). Добавьте ещё командой `pool add { $pool }` в личном чате с Hawker.

escalation-operators-title = Заказ ещё никто не выдал: { $what }, осталось { $left }
escalation-team-title = Всё ещё ждёт выдачи: { $what }, осталось { $left }
escalation-everyone-title = Последний звонок: { $what }, осталось { $left }
escalation-held-text = Вы взяли этот заказ: команда ждёт вас до следующего шага. Он сам отменится { $deadline }. Ответьте товаром или нажмите «Выдать».
escalation-text = Заказ сам отменится { $deadline }, и пострадает рейтинг магазина. Ответьте на это сообщение товаром, нажмите «Выдать» или «Взять», чтобы команда знала, что заказ у вас.

notice-field-listing = Объявление
notice-target-gone-title = Оповещения в одном чате отключены
notice-target-gone-private-text = Hawker больше не может писать в личный чат { $id } в { $platform } (бота удалили или заблокировали, либо чат удалён). Оповещения туда отключены; выберите, куда они идут, командой /alerts.
notice-target-gone-chat-text = Hawker больше не может писать в чат { $id } в { $platform } (бота удалили или заблокировали, либо чат удалён). Оповещения туда отключены; выберите, куда они идут, командой /alerts.
notice-webhook-disabled-title = Адрес вебхуков { $endpoint } отключён
# $url: the endpoint's address; $since: when its calls began failing, e.g. "2026-11-21 14:14 UTC".
notice-webhook-disabled-text = Все вызовы { $url } не удаются с { $since }, поэтому Hawker перестал отправлять туда события. Исправьте приёмник и выполните `webhooks test { $endpoint }`: как только он ответит, события снова пойдут на этот адрес.

watch-moderation-prohibited-item = товар запрещён на маркетплейсе
watch-moderation-misleading-description = описание вводит в заблуждение
watch-moderation-stolen-images = картинки принадлежат кому-то другому
watch-moderation-invalid-price = цена неприемлема
watch-moderation-insufficient-details = в объявлении не хватает сведений, нужных покупателям
watch-moderation-other = модерация указала другую причину
watch-moderation-no-code = код причины не указан
watch-moderation-unknown-code = код причины «{ $code }»
watch-changes-requested-title = Модерация вернула объявление: { $title }
watch-changes-requested-reason = Модерация сняла его с маркетплейса: { $reason }.
watch-changes-requested-note = Комментарий модерации: «{ $note }»
watch-removed-title = Объявление удалено: { $title }
watch-removed-text = Маркетплейс больше не знает этого объявления (модерация сразу удаляет объявления, которые грубо нарушают правила). Восстановить его нельзя; если это ошибка, создайте новое.
watch-sold-out-title = Распродано: { $title }
watch-sold-out-text = Остаток закончился, покупатели не могут его купить. { $advice }
watch-low-stock-title = Остаток на исходе: { $title }
watch-low-stock-text =
    { $stock ->
        [one] Осталась всего { $stock } единица
        [few] Осталось всего { $stock } единицы
        [many] Осталось всего { $stock } единиц
       *[other] Осталось всего { $stock } единицы
    } (вы просили сообщить при остатке { $threshold }). { $advice }
watch-restock-top-up = Добавьте коды: /restock { $listingId }.
watch-restock-currency = Пополните остаток: /restock { $listingId } add <количество>.
watch-restock-account = В интерфейсе маркетплейса нет вызова для пополнения остатка объявлений-аккаунтов: пополните остаток в кабинете продавца.
watch-restock-gift-card = В интерфейсе маркетплейса нет вызова для пополнения остатка подарочных карт: пополните остаток в кабинете продавца.
watch-restock-unknown = Остаток пополнений и валюты пополняется через /restock { $listingId }; аккаунтов и подарочных карт — только в кабинете продавца (в интерфейсе для них нет вызова пополнения).
watch-instant-sale-title = Мгновенная продажа: { $what }
watch-untitled-order = заказ { $orderId }
watch-instant-sale-text = Выдано автоматически из загруженного вами остатка. Ничего делать не нужно.

# Drip restock (`autopilot <listing> keep <n> from <pool>`): what it could not do. $units: how many it keeps on sale; $onSale: how many are.
keep-stock-field-pool = Пул
keep-stock-short-title = Пул пуст: { $title } не пополняется
keep-stock-short-text = Автопилот держит здесь в продаже { $units } шт. из пула { $pool }, но в пуле не осталось кодов (сейчас в продаже: { $onSale }). Добавьте коды командой /pool add { $pool } — пополнение возобновится само.
keep-stock-removed-title = Автопилот остановлен: объявление { $title } удалено
keep-stock-removed-text =
    Модерация удалила это объявление, поэтому автопилот больше не пополняет его из пула { $pool }. На нём было не более { $exposed } { $exposed ->
        [one] кода
        [few] кодов
        [many] кодов
       *[other] кода
    }; они пропали вместе с объявлением (маркетплейс никогда не возвращает мгновенный остаток). Остальные коды пула в сохранности.

digest-title = Продажи за сегодня ({ $day })
digest-estimated-text = Из них { $amount } — оценка по ценам объявлений.
digest-exact-text = Все суммы — цены заказов.
digest-field-revenue = Выручка
digest-field-orders = Заказы
digest-field-units = Единицы
digest-field-lost = Упущено по сроку или отменено
digest-field-autopilot = Выдано автопилотом
digest-field-cost-unknown = Заказы с неизвестной себестоимостью
digest-chart-title =
    Продажи магазина { $shop } за { $days ->
        [one] последний { $days } день
        [few] последние { $days } дня
        [many] последние { $days } дней
       *[other] последние { $days } дня
    }
digest-chart-your-shop-title =
    Продажи вашего магазина за { $days ->
        [one] последний { $days } день
        [few] последние { $days } дня
        [many] последние { $days } дней
       *[other] последние { $days } дня
    }

trouble-key-invalid-title = Hawker больше не может достучаться до вашего аккаунта продавца
trouble-key-invalid-text = Маркетплейс отклонил API-ключ (его отозвали или использовали с адреса вне списка разрешённых). Оповещения о заказах остановлены. Создайте новый ключ в разделе Seller → API keys и отправьте его командой /connect в личном чате.
trouble-suspended-title = Ваш аккаунт продавца приостановлен
trouble-suspended-text = Маркетплейс сообщает, что аккаунт приостановлен, поэтому Hawker не видит заказы. Оповещения на паузе и возобновятся сами, когда маркетплейс снимет приостановку; по этому вопросу обратитесь в поддержку маркетплейса.
trouble-resumed-title = Оповещения снова работают
trouble-resumed-text = Маркетплейс снова отвечает по вашему аккаунту продавца; Hawker следит за заказами.

lost-title = Заказ упущен по сроку: { $what }
lost-text = Никто не выдал заказ { $orderId }: маркетплейс отменил его и вернул остаток, а рейтинг магазина пострадает.
lost-text-by = Никто не выдал заказ { $orderId } до { $deadline }: маркетплейс отменил его и вернул остаток, а рейтинг магазина пострадает.
lost-away-hint = Он пришёл в нерабочее время (или рабочие часы не заданы): `away hours Europe/Berlin mon-fri 09:00-23:00` снимает ручные объявления с продажи, когда никто не работает, а кнопка «Уйти сейчас» делает это, пока вы не напишете `back`.
lost-field-came-in = Поступил
lost-field-called = Кого оповестили
lost-nobody-called = никого (оповещения были заглушены или выключены)
lost-call-alert =
    оповещение ({ $count ->
        [one] { $count } чат
        [few] { $count } чата
        [many] { $count } чатов
       *[other] { $count } чата
    })
lost-call-operators =
    операторы, менеджеры и владелец, лично ({ $count ->
        [one] { $count } чат
        [few] { $count } чата
        [many] { $count } чатов
       *[other] { $count } чата
    })
lost-call-team =
    группы команды и владелец ({ $count ->
        [one] { $count } чат
        [few] { $count } чата
        [many] { $count } чатов
       *[other] { $count } чата
    })
lost-call-everyone =
    все: группы и каждый оператор лично ({ $count ->
        [one] { $count } чат
        [few] { $count } чата
        [many] { $count } чатов
       *[other] { $count } чата
    })
lost-call-taker =
    { $taker }, взявший заказ, лично ({ $count ->
        [one] { $count } чат
        [few] { $count } чата
        [many] { $count } чатов
       *[other] { $count } чата
    })
lost-away-now-button = Уйти сейчас

announce-away-title = Нет на месте: ручные объявления сняты с продажи
announce-back-title = Снова на месте: ручные объявления снова в продаже

buyer-input-player-id = ID игрока
buyer-input-server = Сервер
buyer-input-character-name = Имя персонажа

# Поставщик автопилота: что сделал адрес продавца; говорится, когда заказ уходит людям.
supplier-answer-not-json = Ответ вашего поставщика — не JSON: нужен JSON-массив кодов, по одному на единицу товара.
supplier-answer-not-a-list = Ответ вашего поставщика — не список кодов: нужен JSON-массив строк, по одной на единицу товара, или объект с этим массивом в поле `goods`.
supplier-answer-wrong-count = Ваш поставщик прислал { $count ->
        [one] { $count } код
        [few] { $count } кода
        [many] { $count } кодов
       *[other] { $count } кода
    } на { $quantity ->
        [one] { $quantity } единицу
        [few] { $quantity } единицы
        [many] { $quantity } единиц
       *[other] { $quantity } единицы
    } товара: нужен ровно один код на каждую единицу.
supplier-answer-entry-not-text = Запись { $entry } в ответе вашего поставщика — не текст: каждый код должен быть строкой JSON.
supplier-answer-entry-empty = Запись { $entry } в ответе вашего поставщика пуста.
supplier-answer-entry-too-long = Запись { $entry } в ответе вашего поставщика длиннее { $max } символов.
supplier-answer-entry-repeated = Запись { $entry } в ответе вашего поставщика повторяет более ранний код: каждой единице нужен свой код.
supplier-answer-too-large = Ваш поставщик прислал больше { $mib } МиБ: больше Hawker не читает.
supplier-status-refused = Ваш поставщик отклонил заказ (статус ответа { $status }).
supplier-status-busy = Ваш поставщик ответил, что занят (статус ответа { $status }).
supplier-status-failed = У вашего поставщика произошла ошибка на его стороне (статус ответа { $status }).
supplier-timeout = Ваш поставщик не ответил за { $seconds } с.
supplier-unreachable = Hawker не смог связаться с вашим поставщиком (`{ $detail }`).
supplier-redirected = Адрес вашего поставщика ответил перенаправлением (статус ответа { $status }): Hawker не следует перенаправлениям, поэтому укажите адрес, на который оно ведёт.
supplier-address-private = Адрес вашего поставщика находится во внутренней сети, туда Hawker не обращается. Если поставщик работает рядом с Hawker (на той же машине или в той же сети), тот, кто запускает Hawker, может разрешить такие адреса настройкой `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`.
supplier-address-plain-http = Адрес вашего поставщика начинается с `http://`: Hawker обращается к поставщикам только по `https://` (обычный `http://` — только с `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`, для локальной демонстрации).
supplier-address-not-http = Адрес вашего поставщика — не веб-адрес: он должен начинаться с `https://`.

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
connect-key-malformed = Это не похоже на API-ключ. Отправьте только ключ.
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
link-platform-api = API
link-platform-dashboard = веб-панель
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
link-press-a-button = Нажмите «Подтвердить» или «Отмена» под вопросом выше.
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
# api: токены HTTP API (docs/integrations.md)
cmd-api = Токены API: ваши программы работают с магазином в одной роли
cmd-api-details = `api tokens` показывает токены, `api token create viewer|operator|manager|owner [label]` создаёт токен и показывает его один раз, `api token revoke <label>` сразу его отключает. Токен действует ровно в своей роли, ограничен по частоте запросов и записывается в журнал как «API-токен <label>». Подробнее в docs/integrations.md.
cmd-api-action = create или revoke
cmd-api-action-create = Создать токен (показывается один раз)
cmd-api-action-revoke = Сразу отключить токен
cmd-api-action-tokens = Показать API-токены магазина
cmd-api-action-token = Создать токен (create <role> [label]) или отключить (revoke <label>)
cmd-api-value = Роль для create, название для revoke
cmd-api-label = Название (латиница, цифры, - или _)
api-secret-what = API-токен
api-tokens-none = У «{ $label }» нет API-токенов. Создайте токен: `api token create viewer`.
api-tokens-title = API-токены «{ $label }»
api-tokens-hint = Отключить токен: `api token revoke <label>`.
# $created и $used — время в UTC или api-token-never-used.
api-token-detail = создан { $created } · последний запрос { $used }
api-token-never-used = не было
api-token-which-role = Укажите, в какой роли действует токен: `api token create viewer|operator|manager|owner [label]`.
api-token-label-rule = «{ $label }» не подходит как название токена: используйте от 1 до 32 строчных латинских букв, цифр, - или _, начиная с буквы или цифры.
api-token-label-taken = Токен с названием «{ $label }» уже есть: выберите другое название или сначала отключите тот токен.
api-token-too-many = У магазина уже { $max } API-токенов: сначала отключите ненужный.
api-token-title = API-токен
# $token — сам токен, показывается только сейчас.
api-token-created = Токен «{ $label }» действует с ролью «{ $role }» в «{ $shop }». Скопируйте его сейчас: Hawker хранит только хеш и больше его не покажет.
    `{ $token }`
    Передавайте его в заголовке `Authorization: Bearer <token>`. `api token revoke { $label }` отключает токен.
api-token-unknown = API-токена с названием «{ $label }» нет. `api tokens` показывает все токены.
api-token-revoked = Токен «{ $label }» отключён: запросы с ним больше не принимаются.

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
account-read-classes-label = Чтение по классам
account-write-classes-label = Запись по классам
account-budget-classes = срочные (опрос, выдачи, страж) { $critical } из { $reserved } в резерве; интерактивные { $interactive } и фоновые { $bulk } из остальных { $shared }
account-polling-label = Опрос заказов
account-polling-fast = каждые { $every }, пока в продаже есть лот с ручной выдачей или открыт заказ · чтений в минуту вместе с проверкой лотов: { $reads }, это { $share } % лимита ({ $limit } в минуту)
account-polling-idle = каждые { $every }: в продаже нет лотов с ручной выдачей и открытых заказов (когда появятся — каждые { $fast }) · чтений в минуту вместе с проверкой лотов: { $reads }, это { $share } % лимита ({ $limit } в минуту)
account-polling-seconds = { $seconds } с
account-instant-sales-label = Автопродажи
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
audit-system-deadline-guard = страж сроков Hawker
audit-system-autopilot = автопилот Hawker
# $token — название токена.
audit-log-by-api-token = API-токен { $token }
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
audit-api-token-created = создан API-токен «{ $token }» с ролью «{ $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    }»
audit-api-token-revoked = отключён API-токен «{ $token }»
audit-notify = личные уведомления { $state ->
        [on] включены
       *[off] выключены
    } для { $platform } { $user }
audit-notify-member-off = выключены личные уведомления участника { $member }
audit-create-picture-uploaded = загружена картинка
audit-create-draft = создан черновик «{ $title }»

cmd-notify = Получать (или перестать получать) уведомления о заказах магазина в личном чате
cmd-notify-state = on или off
cmd-notify-details = `notify on` или `notify off` в личном чате. Владелец видит, кто получает личные уведомления, командой `alerts` и выключает их любому командой `notify off <id участника>` (id показывает `team members`). Личные уведомления прекращаются сами, когда у участника отзывают роль или она становится ниже operator.
cmd-notify-member = участник, которому выключить личные уведомления (владелец; id из `team members`)
notify-on = Уведомления о заказах «{ $label }» теперь приходят в этот чат (когда уведомления идут в `private` или `both`).
notify-off = Уведомлений о заказах в этом чате больше не будет.
notify-on-member = Уведомления в личный чат участник включает себе сам: командой `notify on` в своём чате.
notify-member-which = Укажите участника по id, который показывает `team members`: `notify off 3f9c0a1b`.
notify-member-owner-only = Выключить личные уведомления другому участнику может только владелец; `notify off` без id выключает ваши.
notify-member-off = Участник { $member } больше не получает уведомления о заказах «{ $label }» ни в одном личном чате.

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
create-press-create = Нажмите «Создать черновик».
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
create-typed-goods-first = Аккаунт с мгновенной доставкой или подарочная карта создаются вместе с товаром: создайте их командой `create` в чате.
create-publish-button = Опубликовать
create-open-button = Открыть
create-done = черновик «{ $title }» создан

cmd-webhooks = Отправлять события магазина в вашу программу, с подписью
cmd-webhooks-details = `webhooks` показывает адреса с последней доставкой, `webhooks add <https url> [events]` добавляет адрес (события через запятую, без них — все события) и один раз показывает его ключ подписи, `webhooks test <n>` отправляет `ping`, `webhooks log <n>` показывает последние доставки, `webhooks replay <delivery>` отправляет доставку ещё раз, `webhooks rotate <n>` создаёт новый ключ (старый ещё подписывает 24 часа), `webhooks remove <n>`.
cmd-webhooks-number = Номер адреса, как его показывает `webhooks`
cmd-webhooks-delivery = Идентификатор доставки (`dlv_…`), как его показывает `webhooks log <n>`
cmd-webhooks-url = Адрес получателя `https://`
cmd-webhooks-events = События через запятую (без них — все события)
webhooks-none = Адресов для вебхуков пока нет. Добавьте адрес командой `webhooks add <https url> [events]`, затем проверьте его командой `webhooks test <n>`.
webhooks-title = Вебхуки «{ $label }»
webhooks-hint = `webhooks test <n>` отправляет `ping`, `webhooks log <n>` показывает последние доставки, `webhooks rotate <n>` создаёт новый ключ подписи, `webhooks remove <n>` прекращает отправку на адрес.
webhooks-detail = { $state ->
    [disabled] отключён
   *[enabled] включён
  } · { $events }
webhooks-events-all = все события
webhooks-add-usage = Укажите адрес получателя: `webhooks add <https url> [events]`, например `webhooks add https://example.com/hawker order.delivered,key.invalid`.
webhooks-url-malformed = По такому адресу Hawker обратиться не может: укажите адрес целиком, например `https://example.com/hawker`.
webhooks-url-plain-http = Адрес должен начинаться с `https://`: в событиях есть заказы покупателей, а по простому `http://` их увидит любой на пути.
webhooks-url-credentials = Уберите из адреса имя пользователя и пароль: Hawker подписывает каждый запрос собственным ключом адреса.
webhooks-url-private = Этот адрес во внутренней сети (например, 127.0.0.1 или 192.168.x.x), туда Hawker не обращается: укажите публичный адрес получателя `https://`. Если получатель работает рядом с Hawker (на той же машине или в той же сети), тот, кто запускает Hawker, может разрешить такие адреса настройкой `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`.
webhooks-event-unknown = События `{ $event }` нет. События: { $known }.
webhooks-too-many = У этого аккаунта уже { $count } адресов для вебхуков, больше нельзя: сначала удалите один командой `webhooks remove <n>`.
webhooks-added-title = Вебхук добавлен
webhooks-added = Адрес { $endpoint } получает: { $events }.
webhooks-secret = Ключ подписи, показывается только сейчас: `{ $secret }`
webhooks-secret-docs = Им ваш получатель проверяет подпись каждого запроса любой библиотекой `Standard Webhooks`: в `docs/integrations.md` есть получатель в несколько строк на `Node.js`.
webhooks-unknown = Адреса для вебхуков с номером { $number } нет: `webhooks` показывает адреса с их номерами.
webhooks-rotate-usage = Укажите, какому адресу нужен новый ключ: `webhooks rotate <n>`, с номером из `webhooks`.
webhooks-rotated-title = Новый ключ подписи
webhooks-rotated = У адреса { $endpoint } новый ключ. Следующие 24 часа каждый запрос несёт и подпись старым ключом, так что получатель перейдёт на новый, не потеряв ни одного запроса.
webhooks-remove-usage = Укажите, какой адрес удалить: `webhooks remove <n>`, с номером из `webhooks`.
webhooks-removed = Адрес { $endpoint } удалён: Hawker больше ничего туда не отправляет.
webhooks-log-detail = { $ms } мс · попытка { $attempt } · { $when } · `{ $delivery }`
webhooks-log-title = Последние доставки на { $endpoint }
webhooks-log-empty = На адрес { $endpoint } ещё ничего не отправлялось: `webhooks test <n>` отправит `ping`.
webhooks-log-usage = Укажите, доставки какого адреса показать: `webhooks log <n>`, с номером из `webhooks`.
webhooks-replay-usage = Укажите, какую доставку отправить ещё раз: `webhooks replay <delivery>`, с её идентификатором (`dlv_…`) из `webhooks log <n>`.
webhooks-replay-unknown = Доставки `{ $delivery }` нет среди последних 50 ни у одного адреса, или она записана до того, как Hawker стал хранить отправленное: `webhooks log <n>` показывает доставки.
# $event: the event's type as typed (order.delivered…), shown as it is in every language.
webhooks-replay-ok = Адрес { $endpoint } снова получил `{ $event }`: { $result } за { $ms } мс.
webhooks-replay-failed = Адрес { $endpoint } не принял `{ $event }`: { $result }. `webhooks log <n>` показывает каждую попытку.
webhooks-test-failed = Адрес { $endpoint } не принял `ping`: { $result }. `webhooks log <n>` показывает каждую попытку.
webhooks-test-ok = Адрес { $endpoint } принял `ping`: { $result } за { $ms } мс.
webhooks-test-enabled = Адрес ответил и снова включён: события идут на него с этого момента.
webhooks-test-usage = Укажите, на какой адрес отправить `ping`: `webhooks test <n>`, с номером из `webhooks`.
webhooks-result = { $problem ->
    [timeout] нет ответа за 10 с
    [unreachable] не удалось подключиться
    [refused-address] адрес отклонён (внутренняя сеть; разрешает `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`, её задаёт тот, кто запускает Hawker)
    [redirected] перенаправление { $status }, не выполнено
    [too-large] ответ больше 64 КиБ
   *[answered] ответ { $status }
  }
webhooks-last = последняя: { $result }, { $when }
webhooks-never-sent = ещё ничего не отправлено
webhooks-result-given-up = больше не отправляется
webhooks-log-given-up = отправка прекращена через сутки после события, после { $attempts ->
    [one] { $attempts } попытки
    [few] { $attempts } попыток
    [many] { $attempts } попыток
   *[other] { $attempts } попытки
  }, последняя: { $result } · { $when } · `{ $delivery }`: `webhooks replay { $delivery }` отправит его ещё раз
webhooks-log-given-up-waited = не отправлено: через сутки после события ещё шли попытки отправить более раннее событие этого заказа · { $when } · `{ $delivery }`: `webhooks replay { $delivery }` отправит его сейчас
webhooks-given-up-lately = за последние 7 дней отправка прекращена для { $count ->
    [one] { $count } события
    [few] { $count } событий
    [many] { $count } событий
   *[other] { $count } события
  } (`webhooks log { $number }`)
audit-webhooks-added = добавлен адрес вебхуков { $number } на `{ $host }` для: { $events }
audit-webhooks-rotated = создан новый ключ подписи для адреса вебхуков { $number } на `{ $host }`
audit-webhooks-removed = удалён адрес вебхуков { $number } на `{ $host }`

## guard

# Настройки оповещений, защита дедлайнов (режим отсутствия, рабочие часы, эскалация) и статистика продаж.

cmd-alerts = Куда и когда приходят оповещения о заказах: режим, напоминания, тишина
cmd-alerts-details = `alerts mode private|team|both`, `alerts reminders 30,10` (за сколько минут до дедлайна напомнить), `alerts mute 60` (тишина на столько минут), `alerts unmute`, `alerts off|on`, `alerts lowstock <listing> <n|off>`, `alerts digest 21:00 Europe/Berlin` (ежедневная сводка продаж) или `alerts digest off`, `alerts escalation operators 10m 50%, team 75%, everyone 90%` (кого звать, когда дедлайн близко), `alerts escalation off|default`, `alerts escalation role @Sellers|off` (роль Discord, которую упоминают поздние шаги), `alerts autopilot quiet|digest|loud` (как сообщать о заказах, выданных автопилотом: без звука уведомления, только в ежедневной сводке или громким оповещением), `alerts language uk` (язык групп и каналов команды) или `alerts language owner` (язык самого владельца, по умолчанию).
cmd-alerts-mode-value = private, team или both
cmd-alerts-reminders-value = За сколько минут до дедлайна, через запятую (30,10)
cmd-alerts-mute-value = Минуты тишины (по умолчанию 60)
cmd-alerts-lowstock-threshold = При каком остатке сообщить, или off
cmd-alerts-digest-value = Время суток (21:00) или off
cmd-alerts-digest-threshold = Часовой пояс (Europe/Berlin)
cmd-alerts-escalation-value = Первый шаг (operators 10m 50%), off, default или role
cmd-alerts-escalation-threshold = Остальные шаги; после role — @Sellers или off
cmd-alerts-autopilot-value = quiet, digest или loud
cmd-alerts-language-value = Код языка (en, ru, uk) или owner
alerts-mode-usage = Укажите, куда слать оповещения: `alerts mode private`, `team` или `both`.
alerts-mode-no-group = К этому магазину ещё не привязана ни группа, ни канал, так что оповещения для команды никуда не дойдут. Сначала отправьте `team link` в группе, затем `alerts mode team`. А пока оповещения по-прежнему приходят в личные чаты.
alerts-reminders-usage = Укажите через запятую, за сколько минут до дедлайна напоминать: `alerts reminders 30,10`.
alerts-mute-usage = Тишину можно включить на срок от 1 до 10080 минут: `alerts mute 60`.
alerts-lowstock-usage = Укажите объявление и остаток: `alerts lowstock <listing> 5` или `off`.
alerts-digest-usage = Укажите время и ваш часовой пояс: `alerts digest 21:00 Europe/Berlin` (24-часовой формат, пояс вроде `America/New_York` или UTC) или `alerts digest off`.
alerts-role-usage = Укажите роль Discord, которую упоминают шаги `team` и `everyone`: `alerts escalation role @Sellers` (в Discord) или `alerts escalation role off`.
alerts-autopilot-usage = Скажите, как сообщать о заказах, выданных автопилотом: `alerts autopilot quiet` (сообщение без звука уведомления, по умолчанию), `alerts autopilot digest` (только в ежедневной сводке) или `alerts autopilot loud` (оповещение, как о любом заказе). О заказе, который автопилот не смог выдать, всегда приходит громкое оповещение с причиной.
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
alerts-private-value = { $count } (участники добавляют или убирают свой командой `notify on|off`; владелец убирает любой командой `notify off <id участника>`)
alerts-groups-label = Привязанные группы
alerts-recipients-label = Личные уведомления получают
# $member — id участника, как его показывает `team members`; $platforms — где он их получает, например «Telegram, Discord».
alerts-recipient-entry = { $member }: { $platforms }
alerts-recipient-stop-button = Выключить { $member }
alerts-digest-label = Ежедневная сводка продаж
alerts-digest-value = { $time } { $timeZone }, в дни без продаж не приходит
alerts-digest-off = выключена
alerts-escalation-label = Эскалация
alerts-escalation-off = выключена
alerts-escalation-value = { $ladder } времени до дедлайна, что наступит раньше (меняется командой `alerts escalation`)
alerts-escalation-role-value = { $ladder } времени до дедлайна, что наступит раньше (меняется командой `alerts escalation`); в Discord упоминает <@&{ $role }>
alerts-autopilot-label = Заказы, выданные автопилотом
alerts-autopilot-quiet = сообщение без звука уведомления (меняется командой `alerts autopilot`)
alerts-autopilot-digest = только в ежедневной сводке (меняется командой `alerts autopilot`)
alerts-autopilot-digest-off = только в ежедневной сводке, а она выключена: `alerts digest 21:00 Europe/Berlin` её включает
alerts-autopilot-loud = оповещение со звуком, как о любом заказе (меняется командой `alerts autopilot`)
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
audit-alerts-autopilot = заказы, выданные автопилотом: { $mode ->
        [quiet] сообщение без звука уведомления
        [digest] только в ежедневной сводке
       *[loud] оповещение со звуком
    }
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
cmd-away-value = now: for 3h или until 08:00; hours: часовой пояс и часы недели; swamped: число заказов (5) или off
cmd-back = Выйти из режима отсутствия: вернуть в продажу объявления, снятые Hawker
away-swamped-rule = Правило перегрузки: ручные объявления снимаются с продажи, пока ждут { $threshold } или больше заказов, и возвращаются, когда их останется { $drained } или меньше.
away-by-swamped-rule = правило перегрузки
away-by-working-hours = рабочие часы
away-by-away-time-end = конец времени отсутствия
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
guard-switch-unread = Hawker не смог сейчас прочитать объявления: он { $direction ->
        [away] снимет объявления с ручной выдачей с продажи
       *[back] вернёт объявления с ручной выдачей в продажу
    }, как только сможет, и сообщит команде.
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
cmd-stats-query = Период (today, 7d, 30d, 12m, 2026-11-01..2026-11-20), затем by listing|game|category
cmd-stats-action-figures = цифры продаж и график в сравнении с прошлым периодом
cmd-stats-action-export = все заказы за период в CSV
cmd-stats-period = Период (today, 7d, 30d, 12m, 2026-11-01..2026-11-20)
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
stats-cost-label = Себестоимость
stats-profit-label = Валовая прибыль
stats-margin-label = Маржа
stats-row-profit = { $row }, прибыль { $profit }
stats-cost-unknown = Себестоимость неизвестна для { $count ->
        [one] { $count } заказа
        [few] { $count } заказов
        [many] { $count } заказов
       *[other] { $count } заказа
    }: они не входят в прибыль. Задайте её: `cost <объявление> <цена за единицу>` или `pool cost <имя> <цена за код>`.
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
stats-by-autopilot = автопилот
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
chart-profit = Прибыль
csv-time = время (UTC)
csv-order-id = id заказа
csv-listing = объявление
csv-category = категория
csv-game = игра
csv-quantity = количество
csv-amount-cents = сумма в центах
csv-amount-estimated = сумма оценена
csv-cost-cents = себестоимость в центах
csv-profit-cents = прибыль в центах
csv-delivery-type = тип выдачи
csv-delivered-by = кто выдал
csv-delivery-seconds = время выдачи в секундах
csv-outcome = итог
csv-source = источник

## adapters

# Telegram: листание под списком, пустой список, ответ без текста и что бот говорит, когда ядро не может ответить.
telegram-previous-button = ‹ Назад
telegram-next-button = Далее ›
telegram-nothing-to-show = Здесь ничего нет.
telegram-page = Страница { $page } из { $pages } · всего { $total }
telegram-choose = Выберите:
telegram-reply-here = Ответьте здесь:
telegram-something-went-wrong = У меня что-то пошло не так. Попробуйте ещё раз чуть позже.
telegram-download-failed = Не удалось получить этот файл из Telegram. Отправьте его ещё раз чуть позже.
telegram-menu-dashboard = Панель

# Discord: подпись, меню и кнопки списка, кнопки и поля форм (модальных окон) и короткие ответы об ошибках.
discord-list-total =
    { $count ->
        [one] { $count } позиция
        [few] { $count } позиции
        [many] { $count } позиций
       *[other] { $count } позиции
    }
discord-list-page =
    Страница { $page } из { $pages } · { $count ->
        [one] { $count } позиция
        [few] { $count } позиции
        [many] { $count } позиций
       *[other] { $count } позиции
    }
discord-nothing-here = Здесь ничего нет.
discord-open-placeholder = Выберите, что открыть…
discord-previous-button = ◀ Назад
discord-next-button = Далее ▶
discord-secret-form-button = 🔒 Ввести скрытно
discord-goods-form-button = 📦 Ввести товар
discord-answer-form-button = ✎ Ответить
discord-api-key-label = API-ключ
discord-goods-label = Товар: по одной позиции в строке
discord-answer-label = Ваш ответ
discord-failure = Hawker не смог сейчас это выполнить. Попробуйте ещё раз через минуту.
discord-download-failed = Hawker не смог получить этот файл из Discord. Отправьте его ещё раз чуть позже.
discord-unknown-command = Hawker больше не знает этой команды.
discord-stale-button = Эта кнопка больше не действует: выполните команду ещё раз.
discord-stale-form = Эта форма больше не действует: выполните команду ещё раз.

# Чат в терминале (`npm start`): заголовки сообщений, подсказки под сообщениями и вопросами и приветствие.
# #N.k вводится как есть: вариант k сообщения номер N.
console-alert-header = #{ $number } ОПОВЕЩЕНИЕ
console-goods-reply-hint = (чтобы ответить, напишите @{ $number } и товар, по одной позиции в строке, затем пустую строку)
console-updated = #{ $number } обновлено: { $summary }
console-removed = #{ $number } удалено
console-nothing-to-choose = Сейчас выбирать не из чего: введите #N.{ $choice }, чтобы выбрать вариант { $choice } сообщения #N.
console-more-lines = (введите остальные строки, затем пустую строку, чтобы отправить)
console-no-such-choice = У сообщения #{ $number } нет варианта { $choice }.
console-cannot-read = Не удалось прочитать { $path }: проверьте путь и попробуйте ещё раз.
console-saved-to = сохранено в { $path }
console-failure = У нас что-то пошло не так; попробуйте ещё раз.
console-nothing-to-show = (здесь ничего нет)
console-page = страница { $page }/{ $pages }, всего { $total }
console-previous = назад
console-next = далее
console-attachment =
    (вложение: { $filename }, { $bytes ->
        [one] { $bytes } байт
        [few] { $bytes } байта
        [many] { $bytes } байт
       *[other] { $bytes } байта
    })
console-goods-hint = (по одному коду в строке; в конце пустая строка, или введите `file <path>`)
console-file-hint = (введите `file <path>`)
console-secret-hint = (этот терминал видите только вы)
console-welcome = Hawker у вас в терминале.
console-redis-embedded = Redis: отдельный redis-server (данные в { $folder }/redis), он остановится, когда вы выйдете.
console-vault-dev = Хранилище ключей: ключ для разработки в { $folder }/dev-master-keys (для настоящих ключей задайте HAWKER_MASTER_KEYS).
console-demo-not-connected = Не удалось подключить демо-магазин: { $reason }
console-demo-taken = На данных в { $folder } уже работает другое демо Hawker: процесс { $pid } на { $host }. Сначала остановите его (/quit в его терминале или kill { $pid }) или запустите это демо с другой папкой данных (HAWKER_DATA_DIR) или с другим Redis (REDIS_URL).
console-unknown-reason = причина неизвестна
console-marketplace-sandbox = Маркетплейс: песочница по адресу { $url }, демо-магазин уже подключён, у него есть продажи за последние 90 дней, покупатели оформляют заказы.
console-demo-second-shop = Второй демо-магазин, { $shop }, тоже ваш: /switch переключает между ними, а /listings clone копирует объявления из одного в другой.
console-demo-kept = Демо хранится в { $folder } (магазин песочницы, его заказы и данные Hawker): `npm start -- --fresh` начинает всё заново.
console-demo-set-aside = Сохранённое демо в { $file } — от несовместимой версии Hawker: оно отложено там, демо начинается заново.
console-demo-supplier = Поставщик: демо-поставщик по адресу { $url } выдаёт придуманные коды. Попробуйте /autopilot <объявление> from { $url } для объявления с ручной выдачей.
console-demo-supplier-off = Задайте WEBHOOK_ALLOW_PRIVATE_NETWORKS=true, чтобы попробовать автопилот с демо-поставщиком на этой машине.
console-marketplace = Маркетплейс: { $url }. Подключите свой магазин командой /connect.
console-api = HTTP API для ваших собственных программ: { $url }/v1/openapi.json перечисляет его вызовы. Создайте токен командой `/api token create operator my-script` (роль, затем метка) и передавайте его как `Authorization: Bearer hwk_…`.
console-dashboard = Панель в браузере: { $url } (вход один раз в течение { $minutes ->
    [one] { $minutes } минуты
    [few] { $minutes } минут
   *[many] { $minutes } минут
}; наберите /dashboard, чтобы получить новую ссылку).
console-try = Попробуйте /listings, /orders или /help. Когда придёт оповещение о заказе, ответьте на него: @<номер>, коды, затем пустая строка.
console-keys = Число выбирает этот вариант в только что заданном вопросе или в последнем сообщении; число, которого нет среди вариантов, — это ваш ответ. #N.k выбирает вариант k сообщения #N (кнопки оповещения); /quit — выход. Журнал: { $folder }/hawker.log

## Подписи вариантов: что значит каждый вариант команды, показывается рядом с его значением в меню Discord

cmd-alerts-action-show = настройки оповещений
cmd-alerts-action-mode = куда идут оповещения
cmd-alerts-action-reminders = напоминания до срока
cmd-alerts-action-mute = выключить звук на время
cmd-alerts-action-unmute = вернуть звук
cmd-alerts-action-off = выключить оповещения
cmd-alerts-action-on = включить оповещения
cmd-alerts-action-lowstock = порог низкого остатка
cmd-alerts-action-digest = ежедневная сводка продаж
cmd-alerts-action-escalation = лестница эскалации
cmd-alerts-action-autopilot = как сообщать о заказах, выданных автопилотом
cmd-alerts-action-language = язык чатов команды
cmd-away-action-now = уйти сейчас
cmd-away-action-hours = рабочие часы
cmd-away-action-off = без рабочих часов и отсутствия
cmd-away-action-swamped = правило перегрузки
cmd-away-action-show = режим отсутствия, рабочие часы и правило перегрузки
cmd-notify-state-on = личные оповещения включены (on)
cmd-notify-state-off = личные оповещения выключены (off)
cmd-team-action-members = участники и их роли
cmd-team-action-invite = одноразовый код приглашения
cmd-team-action-invites = открытые приглашения
cmd-team-action-cancel = отменить приглашение
cmd-team-action-link = привязать эту группу или канал
cmd-team-action-unlink = отвязать эту группу или канал
cmd-team-action-revoke = убрать участника
cmd-webhooks-action-list = адреса
cmd-webhooks-action-add = добавить адрес
cmd-webhooks-action-log = последние доставки
cmd-webhooks-action-replay = отправить событие из журнала ещё раз
cmd-webhooks-action-test = отправить проверочный запрос
cmd-webhooks-action-rotate = новый ключ подписи
cmd-webhooks-action-remove = удалить адрес
cmd-link-platform-discord = Discord
cmd-link-platform-telegram = Telegram
cmd-edit-field-title = название (title)
cmd-edit-field-description = описание (description)
cmd-edit-field-tags = теги (tags)
cmd-edit-field-images = картинки (images)
cmd-edit-field-attributes = атрибуты (attributes)
cmd-edit-field-delivery = тип выдачи (delivery)
cmd-edit-field-method = способ выдачи (method)
cmd-edit-field-instructions = инструкция по выдаче (instructions)
cmd-edit-field-handover = время передачи (handover)
cmd-edit-field-minorder = минимальный заказ (minorder)

## listings import
cmd-listings-action-import = Импорт файла объявлений (как его пишет `listings export`): предпросмотр изменений
import-send-file = Пришлите файл объявлений: CSV или JSON, как его пишет `listings export`, правленый в таблице или нет. Ничего не меняется, пока вы не увидите, что он сделает. Запас из файла не читается: его меняет `restock`.
import-file-label = Файл объявлений
import-preview-title = Импорт в { $account }: что изменится
import-previewed = предпросмотр импорта показан
import-file-kind = Это не файл объявлений: пришлите .csv или .json, который сделал `listings export`.
import-file-too-large = Файл больше { $megabytes } МБ — это предел импорта: разбейте его по статусу или игре.
import-file-binary = Это не текстовый файл (в нём двоичные данные): сохраните его из таблицы как «CSV UTF-8» или пришлите JSON из экспорта.
import-file-encoding = Файл не в кодировке UTF-8: сохраните его из таблицы как «CSV UTF-8» и пришлите снова.
import-file-too-wide = В строке { $row } больше { $max } столбцов: это не файл объявлений.
import-file-row-wider = В строке { $row } { $count } ячеек, а в заголовке { $columns } столбцов: в какой-то ячейке { $separator ->
    [semicolon] точка с запятой
    [tab] табуляция
   *[comma] запятая
} без кавычек.
import-file-too-many-rows = В файле больше { $max } объявлений: разбейте его по статусу или игре.
import-file-empty = Файл пуст: его первая строка называет столбцы (`id`, `title`, `price`…).
import-file-unknown-columns = В файле есть столбцы, которых импорт не знает: { $columns }. Столбцы называются так же, как в экспорте: { $known }.
import-file-unknown-columns-separated = В файле есть столбцы, которых импорт не знает: { $columns }. Заголовок прочитан как разделённый { $separator ->
    [semicolon] точкой с запятой (;)
    [tab] табуляцией
   *[comma] запятыми (,)
}; экспорт разделяет запятыми, а импорт читает запятые, точки с запятой и табуляцию. Столбцы называются так же, как в экспорте: { $known }.
import-file-repeated-column = Столбец `{ $column }` встречается в заголовке дважды.
import-file-no-id-column = В файле нет столбца `id`: по нему импорт различает объявления (для нового черновика оставьте его пустым).
import-file-json-unreadable = Этот JSON-файл не читается: он обрезан или это не JSON.
import-file-json-shape = Этот JSON-файл — не список объявлений: в нём должен быть один объект на объявление, как пишет экспорт.
import-attributes-not-json = Ячейка `attributes` — не JSON-объект вида {"{"}"region": "eu"{"}"}.
import-no-listing = В этом магазине нет объявления `{ $id }`.
import-listing-unread = «{ $title }» сейчас не прочитать (чтения маркетплейса на эту минуту исчерпаны): импортируйте файл снова через минуту.
import-field-read-only = Импорт не меняет `{ $field }` ({ $before } → { $after }): остаётся как в объявлении (картинки — `edit <listing> images`).
import-status-unsettable = Импорт не может поставить статус `{ $status }`: он принимает `active`, `draft`, `paused` или `archived`.
import-sold-out = «{ $title }» распродано: сначала пополните его. Импорт никогда не выставляет в продажу объявление, которому нечего продавать.
import-kept-reason = «{ $title }» изменилось на маркетплейсе после вашего экспорта: оставлено как есть сейчас. Чтобы изменить его, экспортируйте снова и правьте новый файл.
import-id-repeated = Объявление `{ $id }` уже есть в строке выше.
import-new-category = Строка без id создаёт новый черновик пополнения или валюты (`top_up`, `currency`), а не `{ $category }`: аккаунты и подарочные карты создаются через `create`.
import-new-needs = Строка без id создаёт новый черновик, и ей нужен `{ $column }`.
import-new-no-game = Игра `{ $game }` не продаёт `{ $category }`.
import-new-is-draft = Строка без id создаёт черновик: оставьте статус пустым или `draft` и опубликуйте черновик, когда он появится.
import-new-needs-handover = Новому черновику с ручной выдачей нужно время передачи (`manual_delivery_value` и `manual_delivery_unit`, например 2 и hours).
import-kind = { $kind ->
    [price] цена
    [title] название
    [description] описание
    [tags] теги
    [attributes] атрибуты
    [delivery] тип выдачи
    [method] способ выдачи
    [instructions] инструкция по выдаче
    [handover] время передачи
    [minorder] минимальный заказ
    [publish] публикация
    [unpublish] снова черновик
    [pause] пауза
    [unpause] снятие с паузы
    [archive] в архив
   *[draft] новый черновик
}
import-count = { $kind ->
    [price] { $count ->
         [one] { $count } цена
         [few] { $count } цены
        *[many] { $count } цен
    }
    [title] { $count ->
         [one] { $count } название
         [few] { $count } названия
        *[many] { $count } названий
    }
    [description] { $count ->
         [one] { $count } описание
         [few] { $count } описания
        *[many] { $count } описаний
    }
    [tags] { $count ->
         [one] { $count } список тегов
         [few] { $count } списка тегов
        *[many] { $count } списков тегов
    }
    [attributes] { $count ->
         [one] { $count } набор атрибутов
         [few] { $count } набора атрибутов
        *[many] { $count } наборов атрибутов
    }
    [delivery] { $count ->
         [one] { $count } тип выдачи
         [few] { $count } типа выдачи
        *[many] { $count } типов выдачи
    }
    [method] { $count ->
         [one] { $count } способ выдачи
         [few] { $count } способа выдачи
        *[many] { $count } способов выдачи
    }
    [instructions] { $count ->
         [one] { $count } инструкция
         [few] { $count } инструкции
        *[many] { $count } инструкций
    }
    [handover] { $count ->
         [one] { $count } время передачи
         [few] { $count } времени передачи
        *[many] { $count } времён передачи
    }
    [minorder] { $count ->
         [one] { $count } минимальный заказ
         [few] { $count } минимальных заказа
        *[many] { $count } минимальных заказов
    }
    [publish] { $count ->
         [one] { $count } публикация
         [few] { $count } публикации
        *[many] { $count } публикаций
    }
    [unpublish] { $count ->
         [one] { $count } возврат в черновики
         [few] { $count } возврата в черновики
        *[many] { $count } возвратов в черновики
    }
    [pause] { $count ->
         [one] { $count } пауза
         [few] { $count } паузы
        *[many] { $count } пауз
    }
    [unpause] { $count ->
         [one] { $count } снятие с паузы
         [few] { $count } снятия с паузы
        *[many] { $count } снятий с паузы
    }
    [archive] { $count ->
         [one] { $count } в архив
         [few] { $count } в архив
        *[many] { $count } в архив
    }
   *[draft] { $count ->
         [one] { $count } новый черновик
         [few] { $count } новых черновика
        *[many] { $count } новых черновиков
    }
}
import-summary = { $changes }; без изменений: { $unchanged }; { $kept ->
    [0] {""}
    [one] { $kept } строка оставлена как на маркетплейсе;{" "}
    [few] { $kept } строки оставлены как на маркетплейсе;{" "}
   *[many] { $kept } строк оставлено как на маркетплейсе;{" "}
}{ $refused ->
    [0] отклонённых строк нет.
    [one] отклонена { $refused } строка.
    [few] отклонены { $refused } строки.
   *[many] отклонено { $refused } строк.
}
import-nothing-changes = Ничего не меняется: { $unchanged ->
    [one] объявление из файла уже такое
    [few] все { $unchanged } объявления из файла уже такие
   *[many] все { $unchanged } объявлений из файла уже такие
}, как в магазине.
import-nothing-applies = Менять нечего: ни одну строку файла нельзя применить.
import-changes-heading = Первые изменения:
import-line-change = строка { $row } · { $title }: { $what } { $before } → { $after }
import-line-create = строка { $row } · новый черновик «{ $title }»
import-more-changes = …и ещё { $count }.
import-refused-heading = Отклонённые строки (исправьте их в файле и импортируйте снова):
import-line-refused = строка { $row }: { $reason }
import-more-refused = …и ещё отклонённых строк: { $count }.
import-line-kept = строка { $row } · { $title }: изменилось на маркетплейсе после вашего экспорта: оставлено как есть сейчас.
import-more-kept = …и ещё оставленных как есть: { $count }.
import-kept-advice = { $count ->
    [one] Чтобы изменить его, экспортируйте снова: в новом файле его новое состояние.
    [few] Чтобы изменить их, экспортируйте снова: в новом файле их новое состояние.
   *[many] Чтобы изменить их, экспортируйте снова: в новом файле их новое состояние.
}
import-write-time = { $writes ->
    [one] { $writes } запись
    [few] { $writes } записи
   *[many] { $writes } записей
}: { $minutes ->
    [0] меньше минуты
    [one] около { $minutes } минуты
    [few] около { $minutes } минут
   *[many] около { $minutes } минут
} при лимитах маркетплейса (250 записей в минуту на ключ, 5 в минуту и 10 в час на объявление).
audit-import = начат импорт { $file }: { $writes ->
    [one] { $writes } запись
    [few] { $writes } записи
   *[many] { $writes } записей
}
import-apply-button = Применить
import-cancel-button = Отмена
import-below-cost-heading = Ниже себестоимости единицы: «Применить» выставит в убыток объявлений: { $count }.
import-line-below-cost = строка { $row } · { $title }: { $price }, ниже себестоимости { $cost } (убыток { $loss } с продажи)
import-more-below-cost = …и ещё ниже себестоимости: { $count }.
import-apply-below-cost-button = Применить, ниже себестоимости: { $count }
import-started = Импорт начат: { $writes ->
    [one] { $writes } запись уйдёт
    [few] { $writes } записи уйдут
   *[many] { $writes } записей уйдут
} в пределах лимитов маркетплейса. Ход импорта виден здесь, в конце — отчёт с итогом каждой строки.
import-started-already = Этот импорт уже идёт: его ход виден здесь.
import-applied = импорт начат
import-cancelled = Импорт отменён: ничего не записано.
import-progress = Импорт { $file }: выполнено { $done } из { $total } записей.
import-progress-finished = Импорт { $file } завершён: выполнено { $done } из { $total } записей.
import-progress-failed = { $count ->
    [one] { $count } запись маркетплейс отклонил: причина в отчёте.
    [few] { $count } записи маркетплейс отклонил: причины в отчёте.
   *[many] { $count } записей маркетплейс отклонил: причины в отчёте.
}
import-progress-unknown = { $count ->
    [one] На { $count } запись не пришёл ответ (обработчик остановился или оборвалась связь): она не отправлялась повторно, проверьте это объявление.
    [few] На { $count } записи не пришёл ответ (обработчик остановился или оборвалась связь): они не отправлялись повторно, проверьте эти объявления.
   *[many] На { $count } записей не пришёл ответ (обработчик остановился или оборвалась связь): они не отправлялись повторно, проверьте эти объявления.
}
import-report = Отчёт об импорте: выполнено { $done }, отклонено маркетплейсом { $failed }, без ответа { $unknown }, строк отклонено при предпросмотре { $refused }, без изменений { $unchanged }. Итог каждой строки — в файле.

## listings clone
cmd-listings-action-clone = Скопировать объявления (все или по фильтрам) черновиками в другой ваш магазин
cmd-listings-clone-shop = магазин, в который копировать, как его называет `switch` (название или начало id)
clone-same-shop = «{ $shop }» — магазин, в котором вы сейчас: назовите другой магазин, которым вы управляете, чтобы скопировать в него объявления (`switch` покажет ваши).
clone-role-missing = В «{ $shop }» вы — { $role }: чтобы копировать объявления в магазин, нужна роль менеджера в нём. Владелец может назначить её через `team`.
clone-preview-title = Копирование из { $source } в { $target }: что будет создано
clone-previewed = копирование просмотрено
clone-cancelled = Копирование отменено: ничего не записано.
clone-category = Объявление `{ $category }` с мгновенной выдачей не копируется: интерфейс создаёт его только вместе с товаром, так что создайте его через `create` в другом магазине.
clone-top-up-attributes = Интерфейс не показывает атрибуты пополнения, поэтому у копии их не будет, а категория другого магазина этого не принимает: { $reason }
clone-manual-top-up = Пополнение с ручной выдачей не копируется: интерфейс никогда не показывает время выдачи и инструкции пополнения, а новому черновику они нужны. Создайте его через `create` в другом магазине или импортируйте строку с его `delivery_instructions` и временем выдачи.
clone-nothing-applies = Копировать нечего: ни одно из этих объявлений нельзя сделать черновиком в другом магазине.
clone-refused-heading = Не копируются:
clone-line-refused = • { $reason }
clone-line-create = новый черновик «{ $title }»
clone-listing-unread = Его не удалось прочитать сейчас (чтения маркетплейса на эту минуту исчерпаны): скопируйте его снова через минуту или копируйте меньше за раз — с фильтром по статусу, игре или названию.
clone-refused-listing = «{ $title }»: { $reason }
clone-pictures = { $count ->
    [one] { $count } картинка будет загружена в другой магазин заново (картинка, которую не удалось получить, не попадёт в черновик, и отчёт об этом скажет).
    [few] { $count } картинки будут загружены в другой магазин заново (картинка, которую не удалось получить, не попадёт в черновик, и отчёт об этом скажет).
   *[many] { $count } картинок будут загружены в другой магазин заново (картинка, которую не удалось получить, не попадёт в черновик, и отчёт об этом скажет).
}
clone-pictures-missed = { $count ->
    [one] создано без { $count } картинки: её не удалось получить или загрузить
    [few] создано без { $count } картинок: их не удалось получить или загрузить
   *[many] создано без { $count } картинок: их не удалось получить или загрузить
}
clone-file-name = объявлений { $shop }
clone-started = Копирование в «{ $shop }» началось: { $drafts ->
    [one] { $drafts } черновик будет создан
    [few] { $drafts } черновика будут созданы
   *[many] { $drafts } черновиков будут созданы
} в пределах лимитов того магазина. Ход работы появится здесь, затем отчёт с итогом по каждому объявлению.
audit-clone = начато копирование объявлений в { $target }: { $writes ->
    [one] { $writes } черновик
    [few] { $writes } черновика
   *[many] { $writes } черновиков
}

## dashboard
cmd-dashboard = Открыть веб-панель: заказы, объявления, продажи и команда этого магазина на одном экране
cmd-dashboard-details = `dashboard` отвечает только вам кнопкой, которая открывает панель магазина этого чата. В Telegram она открывается прямо в приложении; в других местах ссылка входит один раз и действует 10 минут. Каждое изменение там выполняется как ваша собственная команда, с вашей ролью.
dashboard-button = Открыть панель
dashboard-open-app = Панель магазина «{ $shop }» открывается здесь, в Telegram, кнопкой ниже.
dashboard-open-link = Панель магазина «{ $shop }» открывается кнопкой ниже. Ссылка входит один раз и действует { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[many] { $minutes } минут
}: никому её не передавайте. Отправьте `dashboard` ещё раз, чтобы получить новую.
dashboard-not-served = Этот Hawker не показывает панель: его HTTP API выключен. Оператор включает его через HAWKER_API_PORT (и DASHBOARD_URL для адреса, который открывают люди, для Telegram — адрес `https://`) и перезапускает Hawker.

## The web dashboard's page (web/): sent to the browser by GET /dashboard/api/messages, formatted there

dashboard-page-login-title = Панель Hawker
dashboard-page-login-how = Откройте панель из чата с Hawker: отправьте там «dashboard» (Telegram, Discord или терминал) и нажмите кнопку или ссылку из ответа.
dashboard-page-login-missing = Страница открыта без входа. Ссылки из чата работают один раз и 10 минут.
dashboard-page-refused-login-invalid = Эта ссылка для входа уже использована или устарела: отправьте «dashboard» в чате, чтобы получить новую.
dashboard-page-refused-init-data-invalid = Telegram не подтвердил это открытие: откройте панель снова из чата с ботом.
dashboard-page-refused-init-data-expired = Это открытие из Telegram старше 10 минут: закройте панель и откройте её снова из чата.
dashboard-page-refused-not-a-member = У вас нет роли в этом магазине: попросите у владельца приглашение и откройте панель снова.
dashboard-page-refused-rate-limited = Слишком много входов с этого адреса: подождите несколько минут и откройте панель снова.
dashboard-page-session-expired = Сеанс панели закончился. Откройте панель снова из чата.
dashboard-page-call-failed = Не удалось связаться с Hawker. Проверьте подключение и попробуйте снова.
dashboard-page-loading = Загрузка…
dashboard-page-role = { $role ->
    [viewer] наблюдатель
    [operator] оператор
    [manager] менеджер
   *[owner] владелец
}
dashboard-page-signed-in = { $name }, { $role }
# The terminal's one person has no name of their own: the role, and who they are, as chat's `team` says it.
dashboard-page-signed-in-you = { $role } (вы)
dashboard-page-tabs-label = Разделы панели
dashboard-page-tab-now = Сейчас
dashboard-page-tab-orders = Заказы
dashboard-page-tab-orders-waiting = { $count ->
    [one] { $count } ждёт
    [few] { $count } ждут
    [many] { $count } ждут
   *[other] { $count } ждут
}
dashboard-page-tab-listings = Объявления
dashboard-page-tab-sales = Продажи
dashboard-page-tab-autopilot = Автопилот
dashboard-page-tab-team = Команда
dashboard-page-order-arrived = Новый заказ ждёт: { $title }
dashboard-page-live = В эфире
dashboard-page-live-reconnecting = Переподключение…
dashboard-page-now-orders-title = { $count ->
    [0] Заказов в ожидании нет
    [one] { $count } заказ ждёт
    [few] { $count } заказа ждут
    [many] { $count } заказов ждут
   *[other] { $count } заказа ждут
}
dashboard-page-open-orders-button = Выдать или взять
dashboard-page-orders-none = Ни один заказ вас не ждёт.
dashboard-page-order-untitled = Заказ
dashboard-page-order-line = Заказ { $id } · количество { $quantity } · { $price }
dashboard-page-no-deadline = срок не указан
dashboard-page-deadline-passed = срок истёк
dashboard-page-time-left = осталось { $time }
dashboard-page-deliver-goods-label = Коды для выдачи, по одному в строке
dashboard-page-deliver-button = Проверить и выдать
dashboard-page-take-button = Взять
dashboard-page-delivered = { $outcome ->
    [delivered] Доставлено.
    [answer_lost] Отправлено, но ответ маркетплейса потерян: проверьте заказ, прежде чем отправлять снова.
    [claimed] Этот заказ уже доставляет или доставил кто-то другой.
    [autopilot] Этот заказ доставляет автопилот.
   *[gone] Заказ больше не ждёт доставки.
}
dashboard-page-taken = Вы взяли этот заказ.
dashboard-page-traded-button = Обменено
dashboard-page-answer-button = Отправить
dashboard-page-attention-title = Требует внимания
dashboard-page-attention-none = Ничего не требует вашего внимания.
dashboard-page-attention-key = Маркетплейс отклоняет API-ключ магазина ({ $fingerprint }): подключите новый.
dashboard-page-attention-alerts-off = Оповещения о заказах для этого магазина выключены.
dashboard-page-attention-away = Магазин в режиме отсутствия: ручные объявления сняты с продажи.
dashboard-page-attention-budget = В этом часе осталось мало записей в маркетплейс: { $remaining } из { $limit }.
dashboard-page-attention-autopilot = Автопилот не сработал на «{ $title }»: { $reason }
dashboard-page-attention-moderation = «{ $title }» нужно исправить для модерации: { $note }
dashboard-page-attention-moderation-unexplained = «{ $title }» нужно исправить для модерации; замечание модератора — в его строке на вкладке «Объявления».
dashboard-page-attention-sold-out = «{ $title }» распродано.
dashboard-page-attention-low-stock = У «{ $title }» кончается запас: осталось { $stock }.
dashboard-page-attention-pool-low = { $count ->
    [one] В пуле { $pool } мало кодов: остался { $count } код.
    [few] В пуле { $pool } мало кодов: осталось { $count } кода.
    [many] В пуле { $pool } мало кодов: осталось { $count } кодов.
   *[other] В пуле { $pool } мало кодов: осталось { $count } кода.
}
dashboard-page-search-label = Поиск
dashboard-page-status-filter-label = Статус
dashboard-page-status-any = любой статус
dashboard-page-export-button = Выгрузить CSV
dashboard-page-import-button = Загрузить файл
dashboard-page-selection-label = { $count ->
    [one] Выбрано { $count } объявление
    [few] Выбрано { $count } объявления
    [many] Выбрано { $count } объявлений
   *[other] Выбрано { $count } объявления
}
dashboard-page-pause-button = Приостановить
dashboard-page-publish-button = Опубликовать
dashboard-page-unpublish-button = Снять с публикации
dashboard-page-listings-caption = { $count ->
    [one] { $count } объявление
    [few] { $count } объявления
    [many] { $count } объявлений
   *[other] { $count } объявления
}
dashboard-page-select-column = Выбор
dashboard-page-select-listing = Выбрать { $title }
dashboard-page-column-title = Объявление
dashboard-page-column-status = Статус
dashboard-page-column-price = Цена
dashboard-page-column-stock = Запас
dashboard-page-currency-unit = единица
dashboard-page-currency-scaled-name = { $amount } { $name }
dashboard-page-currency-count-of = { $count } { $name }
dashboard-page-currency-count-times = { $count } × { $amount }
dashboard-page-currency-per-unit-of = { $price } за единицу { $name }
dashboard-page-currency-per-unit = { $price } за единицу
dashboard-page-currency-per-amount = { $price } за { $amount }
dashboard-page-listing-status = { $status ->
    [draft] черновик
    [active] в продаже
    [changes_requested] нужны правки
    [sold] продано
    [archived] в архиве
    [paused] на паузе
    [reserved] зарезервировано
    [removed] удалено
   *[unknown] { $status }
}
dashboard-page-category = { $category ->
    [account] аккаунт
    [top_up] пополнение
    [gift_card] подарочная карта
    [currency] валюта
   *[unknown] { $category }
}
dashboard-page-price-label = Новая цена для { $title }
dashboard-page-stock-label = Новый запас для { $title }
dashboard-page-edit-button = Изменить
dashboard-page-save-button = Сохранить
dashboard-page-cancel-button = Отмена
dashboard-page-confirm-button = Подтвердить
dashboard-page-price-set = { $title }: цена теперь { $price }.
dashboard-page-status-set = { $title }: { $status }.
dashboard-page-stock-set = { $title }: запас теперь { $stock }.
dashboard-page-download-button = Скачать { $file }
dashboard-page-period-label = Период
dashboard-page-period-today = Сегодня
dashboard-page-period-7d = 7 дней
dashboard-page-period-30d = 30 дней
dashboard-page-period-12m = 12 месяцев
dashboard-page-split-label = Показать
dashboard-page-split-days = По дням
dashboard-page-split-listing = По объявлениям
dashboard-page-split-game = По играм
dashboard-page-figure-revenue = Выручка
dashboard-page-figure-orders = Заказы
dashboard-page-figure-units = Единицы
dashboard-page-figure-lost = Упущено
dashboard-page-chart-days-label = Выручка по дням
dashboard-page-chart-breakdown-label = Выручка по группам
dashboard-page-chart-other = Прочее
dashboard-page-chart-day = { $day }: { $revenue }, { $count ->
    [one] { $count } заказ
    [few] { $count } заказа
    [many] { $count } заказов
   *[other] { $count } заказа
}
dashboard-page-chart-share = { $name }: { $revenue }, { $count ->
    [one] { $count } заказ
    [few] { $count } заказа
    [many] { $count } заказов
   *[other] { $count } заказа
}
dashboard-page-order-delivered-by = { $how ->
    [traded] ✔ Обменено в игре
   *[delivered] ✔ Выдано
}: { $name }, { $time }
dashboard-page-order-delivered-at = { $how ->
    [traded] ✔ Обменено в игре
   *[delivered] ✔ Выдано
} в { $time }
dashboard-page-order-autopilot-name = автопилот
dashboard-page-dismiss-button = Скрыть
dashboard-page-chart-axis-label = Выручка, доллары США
dashboard-page-chart-orders = { $count ->
    [one] { $count } заказ
    [few] { $count } заказа
    [many] { $count } заказов
   *[other] { $count } заказа
}
dashboard-page-figure-before-value = { $value } в прошлом периоде
dashboard-page-figure-before-change = { $value } в прошлом периоде · { $change }
dashboard-page-figure-profit = Прибыль
dashboard-page-sales-none = За этот период ({ $period }) продаж нет.
dashboard-page-sales-estimated = Около { $share }% выручки оценено по ценам объявлений: заказ её не указал.
dashboard-page-today-title = Сегодня
dashboard-page-today-revenue = Выручка сегодня
dashboard-page-today-orders = Заказы сегодня
dashboard-page-autopilot-state = Автопилот
dashboard-page-autopilot-state-off = Выключен
dashboard-page-autopilot-state-on = { $count ->
    [one] Включён · { $count } объявление
    [few] Включён · { $count } объявления
    [many] Включён · { $count } объявлений
   *[other] Включён · { $count } объявления
}
dashboard-page-autopilot-failures-today = { $count ->
    [0] Сегодня без сбоев
    [one] { $count } сбой сегодня
    [few] { $count } сбоя сегодня
    [many] { $count } сбоев сегодня
   *[other] { $count } сбоя сегодня
}
dashboard-page-pools-low = Пулы на исходе
dashboard-page-pools-low-none = Нет
dashboard-page-column-autopilot = Автопилот
dashboard-page-autopilot-off = Выключен
dashboard-page-autopilot-from-pool = Пул { $pool }
dashboard-page-autopilot-from-supplier = Поставщик
dashboard-page-autopilot-keeping = { $source }, держит запас
dashboard-page-moderation-note = Модерация: { $note }
dashboard-page-moderation-unexplained = Модерация вернула объявление без замечания.
dashboard-page-reprice-percent-label = Изменить цену на %
dashboard-page-reprice-button = Изменить цену
dashboard-page-pools-title = Пулы кодов
dashboard-page-pools-none = Пулов пока нет: добавьте коды ниже, чтобы создать пул.
dashboard-page-pool-low-badge = мало
dashboard-page-column-pool = Пул
dashboard-page-column-available = Готово
dashboard-page-column-held = Удержано
dashboard-page-column-delivered-today = Выдано сегодня
dashboard-page-column-bound = Объявления
dashboard-page-autopilot-title = Автопилот по объявлениям
dashboard-page-bindings-none = Ни одно объявление не на автопилоте.
dashboard-page-column-mode = Режим
dashboard-page-column-source = Откуда
dashboard-page-autopilot-mode = { $mode ->
    [keep] Держит запас
   *[deliver] Доставляет каждый заказ
}
dashboard-page-autopilot-supplier-host = поставщик { $host }
dashboard-page-autopilot-pool-left = пул { $pool } (готово: { $left })
dashboard-page-autopilot-keep-units = { $units } ед. из
dashboard-page-column-low = Порог остатка
dashboard-page-column-caps = Дневные лимиты
dashboard-page-column-last-failure = Последний сбой
dashboard-page-column-actions = Изменить
dashboard-page-caps-none = нет
dashboard-page-caps-orders = заказов: { $orders }
dashboard-page-caps-both = заказов: { $orders }, { $dollars }
dashboard-page-pool-add-title = Добавить коды
dashboard-page-pool-name-label = Пул (новое имя создаёт новый пул)
dashboard-page-pool-codes-label = Коды, по одному в строке
dashboard-page-pool-file-label = Или файл .txt или .csv с кодами
dashboard-page-pool-add-button = Добавить коды
dashboard-page-pool-withdraw-button = Забрать
dashboard-page-pool-withdraw-count = Сколько кодов забрать (пусто: все)
dashboard-page-pool-remove-button = Удалить
dashboard-page-pool-withdrawn = Из пула «{ $pool }» забрано кодов: { $count }, они отправлены вам в личный чат; осталось { $left }.
dashboard-page-pool-removed = { $count ->
    [0] Пул «{ $pool }» удалён; непроданных кодов в нём не было.
    [one] Пул «{ $pool }» удалён; непроданные коды ({ $count }) отправлены вам в личный чат.
    [few] Пул «{ $pool }» удалён; непроданные коды ({ $count }) отправлены вам в личный чат.
    [many] Пул «{ $pool }» удалён; непроданные коды ({ $count }) отправлены вам в личный чат.
   *[other] Пул «{ $pool }» удалён; непроданные коды ({ $count }) отправлены вам в личный чат.
}
dashboard-page-pool-withdraw-needs = Забирать коды и удалять пул может только владелец: коды приходят ему в личный чат.
dashboard-pool-private-chat-unreachable = Hawker не может написать вам в личный чат, куда отправляются коды пула «{ $pool }» (на странице они не показываются): откройте бота в личном чате (отправьте ему /start) и попробуйте снова. Пул остался как был.
dashboard-pool-private-chat-failed = Коды пула «{ $pool }» сейчас не удалось отправить вам в личный чат, поэтому они возвращены в пул: попробуйте через минуту.
dashboard-page-pool-added = { $pool }: добавлено { $count }, пропущено как уже известные { $duplicates }; готово { $available }.
dashboard-page-pool-add-needs = Добавлять коды может роль оператора и выше.
dashboard-page-pool-low-label = Порог остатка пула { $pool }
dashboard-page-pool-low-set = { $pool }: команде сообщат, когда останется меньше { $threshold } кодов.
dashboard-page-pool-low-cleared = { $pool }: порога остатка нет.
dashboard-page-autopilot-change-needs = Менять автопилот может роль менеджера и выше.
dashboard-page-bind-title = Поставить объявление на автопилот
dashboard-page-bind-listing-label = Объявление
dashboard-page-bind-how-label = Откуда товар
dashboard-page-bind-how = { $how ->
    [supplier] Каждый заказ выдаёт мой поставщик
    [keep] Пополнять запас мгновенного объявления из пула
   *[pool] Каждый заказ выдаётся из пула
}
dashboard-page-bind-pool-label = Пул
dashboard-page-bind-url-label = Адрес поставщика (https)
dashboard-page-bind-template-label = Шаблон выдачи (необязательно)
dashboard-page-bind-units-label = Сколько единиц держать в продаже
dashboard-page-bind-button = Включить автопилот
dashboard-page-bound = { $title } на автопилоте.
dashboard-page-bound-secret = Секрет подписи поставщика, показывается один раз; передайте его поставщику сейчас:
dashboard-page-cap-orders-label = Дневной лимит заказов для { $title }
dashboard-page-cap-orders-placeholder = заказов
dashboard-page-cap-dollars-label = Лимит в $ за день для { $title }
dashboard-page-cap-button = Задать лимиты
dashboard-page-capped = { $title }: дневные лимиты заданы.
dashboard-page-off-button = Выключить
dashboard-page-off-done = { $title } снято с автопилота.
dashboard-page-failures-title = Последние сбои
dashboard-page-failures-none = Сбоев в последнее время нет.
dashboard-page-team-title = Команда
dashboard-page-team-you = вы
# A member's login, as chat's `link` names it: $platform is telegram, discord, console, api or dashboard.
dashboard-page-team-login = { $platform ->
    [telegram] Telegram
    [discord] Discord
    [console] терминал
    [api] API
    [dashboard] веб-панель
   *[any] { $platform }
}, id пользователя { $id }
dashboard-page-invites-title = Открытые приглашения
dashboard-page-invites-none = Открытых приглашений нет.
dashboard-page-invite-label = Пригласить в роли
dashboard-page-invite-button = Пригласить: { $role }
dashboard-page-audit-title = Журнал
dashboard-page-audit-none = Пока ничего не записано.

## Autopilot stop-loss (`autopilot <listing> when-empty pause|people`)
cmd-autopilot-action-when-empty = снимать объявление с продажи, когда товар кончился, или отдавать заказы людям
cmd-autopilot-when-empty-choice = `pause` (снять с продажи, пока нет товара) или `people` (как раньше)
autopilot-when-empty-usage = Скажите, что делать автопилоту, когда товар кончится: `autopilot <listing> when-empty pause` снимает объявление с продажи, пока не добавят коды или поставщик снова не ответит; `autopilot <listing> when-empty people` отдаёт его заказы людям.
autopilot-when-empty-keep = «{ $title }» пополняется из пула, а не доставляется: оно продаёт только то, что на нём есть, снимать нечего. Используйте `when-empty` для объявления, которое доставляет автопилот.
autopilot-when-empty-paused = Когда товар кончится, «{ $title }» снимается с продажи и возвращается, когда добавят коды или поставщик снова ответит. Команде сообщается каждый раз.
autopilot-when-empty-people = Когда товар кончится, заказы «{ $title }» уходят людям.
autopilot-when-empty-pause-line = Снимается с продажи, когда товар кончился
autopilot-paused-line = Сейчас не продаётся: { $reason ->
    [pool_empty] пул опустел
    [supplier_out_of_stock] у поставщика нет товара
   *[supplier_failing] поставщик ошибся 3 раза подряд
  }
autopilot-paused-title = «{ $title }» снято с продажи
autopilot-paused-text = Автопилот снял { $listing } «{ $title }» с продажи: { $reason ->
    [pool_empty] пул опустел. Оно вернётся в продажу, когда добавят коды (`pool add`).
    [supplier_out_of_stock] поставщик говорит, что товара нет. Оно вернётся в продажу, когда поставщик снова ответит.
   *[supplier_failing] поставщик ошибся 3 раза подряд. Оно вернётся в продажу, когда поставщик снова ответит.
  }
audit-autopilot-when-empty = автопилот when-empty { $choice } для { $listing } «{ $title }»
audit-autopilot-paused = автопилот снял { $listing } «{ $title }» с продажи ({ $reason })
audit-autopilot-resumed = автопилот вернул { $listing } «{ $title }» в продажу ({ $reason })
supplier-out-of-stock = У вашего поставщика нет товара.
