# Hawker's messages in English. One file per language; docs/languages.md says how to add one.
# Keys are grouped by the part of Hawker that sends them; every key here is used in code.

## The language itself

# The language's own name, as its speakers write it: shown by `language`.
language-name = English

## Times and amounts

span-days = { $count } d
span-hours = { $count } h
span-minutes = { $count } min
time-in = in { $span }
time-ago = { $span } ago
time-in-under-a-minute = in less than a minute
time-under-a-minute-ago = less than a minute ago
time-utc = { $moment } UTC
time-when = { $relative } ({ $absolute })
time-not-set = not set

currency-unit = unit
currency-scaled-name = { $amount } { $name }
currency-count-of = { $count } { $name }
currency-count-times = { $count } × { $amount }
currency-per-unit-of = per unit of { $name }
currency-per-unit = per unit
currency-per-amount = per { $amount }

## Marketplace values

listing-status-draft = draft
listing-status-active = active
listing-status-changes-requested = changes_requested
listing-status-sold = sold
listing-status-archived = archived
listing-status-paused = paused
listing-status-reserved = reserved
listing-status-removed = removed
order-status-awaiting-delivery = awaiting_delivery
order-status-delivered = delivered
order-status-cancelled = cancelled
delivery-type-instant = instant
delivery-type-manual = manual
category-account = account
category-top-up = top_up
category-gift-card = gift_card
category-currency = currency

## language

cmd-language = Show or choose the language Hawker answers you in
cmd-language-details = Your choice follows you to every platform you linked. The owner sets the language of the team's groups and channels with `alerts language`.
cmd-language-code = Language code, e.g. en, ru, uk
language-title = Language
language-current = Hawker answers you in { $language }. Press a language to change it.
language-current-default = Hawker answers you in { $language } until you choose. Press a language to change it.
language-set = Hawker now answers you in { $language }.
language-unknown = Hawker does not speak "{ $code }" yet. Choose one of: { $known }.
