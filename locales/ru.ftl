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
console-redis-embedded = Redis: отдельный redis-server (данные в .data/redis), он остановится, когда вы выйдете.
console-vault-dev = Хранилище ключей: ключ для разработки в .data/dev-master-keys (для настоящих ключей задайте HAWKER_MASTER_KEYS).
console-demo-not-connected = Не удалось подключить демо-магазин: { $reason }
console-unknown-reason = причина неизвестна
console-marketplace-sandbox = Маркетплейс: песочница по адресу { $url }, демо-магазин уже подключён, покупатели оформляют заказы.
console-marketplace = Маркетплейс: { $url }. Подключите свой магазин командой /connect.
console-try = Попробуйте /listings, /orders или /help. Когда придёт оповещение о заказе, ответьте на него: @<номер>, коды, затем пустая строка.
console-keys = Число отвечает на только что заданный вопрос, иначе выбирает этот вариант; #N.k выбирает вариант k сообщения #N (кнопки оповещения); /quit — выход. Журнал: .data/hawker.log
