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
