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
