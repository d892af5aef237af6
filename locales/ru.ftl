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

escalation-operators-title = Заказ ещё никто не выдал: { $what }, осталось { $left }
escalation-team-title = Всё ещё ждёт выдачи: { $what }, осталось { $left }
escalation-everyone-title = Последний звонок: { $what }, осталось { $left }
escalation-held-text = Вы взяли этот заказ: команда ждёт вас до следующего шага. Он сам отменится { $deadline }. Ответьте товаром или нажмите «Выдать».
escalation-text = Заказ сам отменится { $deadline }, и пострадает рейтинг магазина. Ответьте на это сообщение товаром, нажмите «Выдать» или «Взять», чтобы команда знала, что заказ у вас.

notice-field-listing = Объявление
notice-target-gone-title = Оповещения в одном чате отключены
notice-target-gone-private-text = Hawker больше не может писать в личный чат { $id } в { $platform } (бота удалили или заблокировали, либо чат удалён). Оповещения туда отключены; выберите, куда они идут, командой /alerts.
notice-target-gone-chat-text = Hawker больше не может писать в чат { $id } в { $platform } (бота удалили или заблокировали, либо чат удалён). Оповещения туда отключены; выберите, куда они идут, командой /alerts.

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

digest-title = Продажи за сегодня ({ $day })
digest-estimated-text = Из них { $amount } — оценка по ценам объявлений.
digest-exact-text = Все суммы — цены заказов.
digest-field-revenue = Выручка
digest-field-orders = Заказы
digest-field-units = Единицы
digest-field-lost = Упущено по сроку или отменено
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
