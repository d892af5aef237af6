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

## guard

# Alert settings, the deadline guard (away mode, working hours, escalation) and sales insight.

cmd-alerts = Where order alerts go and when: mode, reminders, mute
cmd-alerts-details = `alerts mode private|team|both`, `alerts reminders 30,10` (minutes before the deadline), `alerts mute 60` (minutes), `alerts unmute`, `alerts off|on`, `alerts lowstock <listing> <n|off>`, `alerts digest 21:00 Europe/Berlin` (a daily sales summary) or `alerts digest off`, `alerts escalation operators 10m 50%, team 75%, everyone 90%` (who is called as a deadline nears), `alerts escalation off|default`, `alerts escalation role @Sellers|off` (a Discord role the later steps ping), `alerts language uk` (the language of the team's groups and channels) or `alerts language owner` (the owner's own language, the default).
cmd-alerts-action = What to change
cmd-alerts-value = Mode, reminders (30,10), mute minutes, lowstock listing, digest time, escalation step or language
cmd-alerts-threshold = lowstock: stock to tell at (or off); digest: time zone (Europe/Berlin); escalation: the other steps
alerts-mode-usage = Say where alerts go: `alerts mode private`, `team` or `both`.
alerts-mode-no-group = No group or channel is linked to this account yet, so team alerts would reach nobody. Send `team link` in the group first, then `alerts mode team`. Alerts keep going to private chats meanwhile.
alerts-reminders-usage = Give reminder times in minutes before the deadline, comma-separated: `alerts reminders 30,10`.
alerts-mute-usage = Mute for 1 to 10080 minutes: `alerts mute 60`.
alerts-lowstock-usage = Say which listing and at what stock: `alerts lowstock <listing> 5`, or `off`.
alerts-digest-usage = Give the time and your time zone: `alerts digest 21:00 Europe/Berlin` (24-hour clock, a zone name like America/New_York or UTC), or `alerts digest off`.
alerts-role-usage = Name the Discord role the team and everyone steps ping: `alerts escalation role @Sellers` (in Discord), or `alerts escalation role off`.
alerts-language-usage = Name a language Hawker speaks for the team's groups and channels: `alerts language uk` (one of { $known }), or `alerts language owner` to follow the owner's own language.
alerts-title = Alerts of { $account }
alerts-enabled-label = Alerts
alerts-enabled-on = on
alerts-enabled-off = off (no polling)
alerts-mode-label = Mode
alerts-mode-value = { $mode }
alerts-reminders-label = Reminders
alerts-reminders-value = { $minutes } before the deadline
alerts-reminders-none = none
alerts-muted-label = Muted
alerts-muted-until = until { $until }, { $relative }
alerts-muted-no = no
alerts-private-label = Private chats
alerts-private-value = { $count } (members add or remove theirs with `notify on|off`)
alerts-groups-label = Linked groups
alerts-digest-label = Daily sales digest
alerts-digest-value = { $time } { $timeZone }, skipped on days without sales
alerts-digest-off = off
alerts-escalation-label = Escalation
alerts-escalation-off = off
alerts-escalation-value = { $ladder } of the time to the deadline, whichever first (`alerts escalation` changes it)
alerts-escalation-role-value = { $ladder } of the time to the deadline, whichever first (`alerts escalation` changes it); pings <@&{ $role }> in Discord
alerts-lowstock-label = Low-stock alerts
alerts-lowstock-none = none
alerts-lowstock-entry = { $listing } at { $threshold }
alerts-language-label = Team language
alerts-language-chosen = { $language } (`alerts language owner` follows the owner's language again)
alerts-language-follows = { $language }, the owner's language (`alerts language uk` sets one of its own)
audit-alerts-mode = alerts go to { $mode }
audit-alerts-reminders = reminders at { $minutes } { $last ->
        [one] minute
       *[other] minutes
    } before the deadline
audit-alerts-muted = muted alerts for { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
audit-alerts-unmuted = unmuted alerts
audit-alerts-on = turned alerts on
audit-alerts-off = turned alerts off
audit-alerts-lowstock = low-stock alert for "{ $title }" at { $threshold }
audit-alerts-lowstock-off = no low-stock alert for "{ $title }"
audit-alerts-digest = daily sales digest at { $time } { $timeZone }
audit-alerts-digest-off = no daily sales digest
audit-alerts-role = escalation pings a Discord role
audit-alerts-role-off = escalation pings no Discord role
audit-alerts-escalation = escalation { $ladder }
audit-alerts-escalation-off = escalation off
audit-alerts-language = team messages in { $language }
audit-alerts-language-owner = team messages in the owner's language
escalation-ladder-help = Write the steps in order, each an audience (operators, team or everyone) with a share of the time (75%) and optionally minutes (10m), whichever comes first: `alerts escalation operators 10m 50%, team 75%, everyone 90%`; or `alerts escalation off` / `default`.
escalation-ladder-no-audience = “{ $part }” does not start with operators, team or everyone. { $help }
escalation-ladder-bad-token = “{ $part }”: “{ $token }” is neither a share of the time (75%) nor minutes (10m). { $help }
escalation-ladder-no-share = “{ $part }” needs a share of the time between 1% and 99%, like 75%.
escalation-ladder-minutes-range = “{ $part }”: the minutes are between 1 and 10080.
escalation-ladder-steps = Give one to five steps. { $help }
escalation-ladder-order = “{ $part }” comes at or before the step before it: each step needs a larger share of the time.
escalation-ladder-step = { $audience } at { $percent }%
escalation-ladder-step-minutes = { $audience } at { $minutes } min or { $percent }%
cmd-away = Take manual listings off sale while nobody can deliver: now, or outside working hours
cmd-away-details = `away` shows the state. `away now`, `away now for 3h` or `away now until 08:00` takes every active manual-delivery listing off sale at once (instant ones keep selling); `back` puts exactly those back. `away hours Europe/Berlin mon-fri 09:00-23:00, sat 12:00-20:00` does it outside those hours by itself; `away off` forgets the hours. A listing you change while away is left as you made it. `away swamped 5` does it while 5 or more orders wait, back once the queue drains to half; `away swamped off` stops that.
cmd-away-action = now, hours, off or swamped
cmd-away-value = now: for 3h or until 08:00; hours: time zone and weekly hours; swamped: orders (5) or off
cmd-back = End away mode now: put back on sale the listings Hawker took off
away-swamped-rule = Swamped rule: manual listings go off sale while { $threshold } or more orders wait, and come back once { $drained } or fewer do.
away-by-swamped-rule = the swamped rule
away-by-working-hours = working hours
away-hours-set-within = Working hours of "{ $account }": { $hours }. Outside them Hawker takes manual listings off sale and puts them back when they start. It is within them now.
away-hours-set-outside = Working hours of "{ $account }": { $hours }. Outside them Hawker takes manual listings off sale and puts them back when they start. It is outside them now.
away-hours-off = "{ $account }" has no working hours now: Hawker switches only on `away now` and `back`.
away-swamped-off = "{ $account }" no longer goes away when orders pile up.
away-swamped-usage = Say at how many waiting orders manual listings go off sale: `away swamped 5` (2 to 100), or `away swamped off`.
away-until-bad-span = "{ $text }" is not a length of time: write `for 3h`, `for 90 minutes` or `for 2 days`.
away-until-bad = "{ $text }" is not when to come back: write `away now`, `away now for 3h` or `away now until 08:00`.
away-title = Away
back-title = Back
away-back-on-sale-at = Back on sale { $when }, or when you send `back`.
away-send-back = Send `back` to put them on sale again.
back-not-away = "{ $account }" is not away: nothing to put back.
away-state-title = Away mode of { $account }
away-state-not = Not away: manual listings sell as usual.
away-state-since = Away since { $since } ({ $by }).
away-state-since-until = Away since { $since } ({ $by }), until { $until }.
away-state-hours-within = Working hours: { $hours }; it is within them now.
away-state-hours-outside = Working hours: { $hours }; it is outside them now.
away-state-no-hours = No working hours: `away hours Europe/Berlin mon-fri 09:00-23:00` sets them.
away-state-no-swamped = No swamped rule: `away swamped 5` sets one.
away-state-taken = Taken off sale by Hawker: { $titles }.
away-state-taken-more = Taken off sale by Hawker: { $titles } and { $more } more.
audit-away-hours = working hours set: { $hours }
audit-away-hours-off = working hours removed
audit-away-swamped = swamped rule at { $threshold ->
        [one] { $threshold } waiting order
       *[other] { $threshold } waiting orders
    }
audit-away-swamped-off = swamped rule off
audit-away-now = away
audit-away-now-until = away until { $until }
audit-away-back = back from away
hours-bad-zone = "{ $zone }" is not a time zone: write it as Europe/Berlin, America/New_York or UTC.
hours-no-days = Say which days and hours after the time zone, for example `mon-fri 09:00-23:00, sat 12:00-20:00`.
hours-bad-span = "{ $part }" is not a day span with hours: write it like `mon-fri 09:00-23:00` or `sat 12:00-20:00` (days mon, tue, wed, thu, fri, sat, sun).
guard-switch-busy = Hawker is already switching this shop: it finishes the switch and tells the team.
guard-switch-nothing-away = No active manual-delivery listing to take off sale: instant listings keep selling.
guard-switch-nothing-back = Nothing Hawker took off sale was left to put back.
guard-switch-already-away = Already away: { $count ->
        [one] { $count } manual-delivery listing is
       *[other] { $count } manual-delivery listings are
    } off sale.
guard-switch-done = Hawker { $direction ->
        [away] took off sale
       *[back] put back on sale
    } { $count ->
        [one] { $count } manual-delivery listing
       *[other] { $count } manual-delivery listings
    }.
guard-switch-done-named = Hawker { $direction ->
        [away] took off sale
       *[back] put back on sale
    } { $count ->
        [one] { $count } manual-delivery listing
       *[other] { $count } manual-delivery listings
    }: { $titles }.
guard-switch-done-named-more = Hawker { $direction ->
        [away] took off sale
       *[back] put back on sale
    } { $count ->
        [one] { $count } manual-delivery listing
       *[other] { $count } manual-delivery listings
    }: { $titles } and { $more } more.
guard-switch-partial = Hawker { $direction ->
        [away] took off sale
       *[back] put back on sale
    } { $done } of { $count ->
        [one] { $count } manual-delivery listing
       *[other] { $count } manual-delivery listings
    } so far; the rest follow as the marketplace's write limits allow.
guard-switch-instant = Instant listings keep selling.
guard-left-alone-gone = Left alone: "{ $title }" (it is gone).
guard-left-alone-edited = Left alone: "{ $title }" (it was edited meanwhile).
guard-left-alone-status = Left alone: "{ $title }" (its status is { $status } now).
guard-left-alone-refused = Left alone: "{ $title }" (the marketplace refused it ({ $code })).
guard-left-alone-other = Left alone: "{ $title }" ({ $reason }).
guard-left-alone-more = And { $count } more left alone.
cmd-stats = Sales figures with a chart, compared with the period before; or export them as CSV
cmd-stats-details = `stats`, `stats 30d by game`, `stats 2026-11-01..2026-11-20 by listing`, `stats export 12m`. Days are in the time zone of the daily digest, else of the working hours, else UTC.
cmd-stats-query = Period (today, 7d, 30d, 12m, 2026-11-01..2026-11-20), then by listing|game|category; or export
stats-title = Sales of { $account }, { $period }
stats-none = No sales recorded in this period.
stats-none-before = No sales recorded in this period (the period before had { $count ->
        [one] { $count } order
       *[other] { $count } orders
    }).
stats-revenue-label = Revenue
stats-orders-label = Orders
stats-units-label = Units
stats-average-label = Average order
stats-lost-label = Lost past deadline or cancelled
stats-median-label = Median delivery time
stats-slowest-label = Slowest delivery
stats-slowest-value = { $span }: { $title }
stats-slowest-value-by = { $span }: { $title }, by { $person }
stats-delivered-by-label = Manual orders delivered by
stats-top-label = Top listings
stats-row = { $name }: { $revenue } ({ $count ->
        [one] { $count } order
       *[other] { $count } orders
    })
stats-days-in = Days are { $timeZone } days.
stats-compared = Compared with the { $days ->
        [one] { $days } day
       *[other] { $days } days
    } before ({ $revenue }, { $count ->
        [one] { $count } order
       *[other] { $count } orders
    }).
stats-estimated = { $amount } of the revenue is estimated from listing prices: the marketplace gave no order price.
stats-by-label = By { $by }
stats-chart-by-title = { $title }, by { $by }
stats-under-a-minute = under a minute
stats-export-none = No orders recorded for { $period }: nothing to export.
stats-export = { $count ->
        [one] { $count } order
       *[other] { $count } orders
    }, { $period } (days in { $timeZone }, times in the file in UTC). Amounts are in US cents; { $column } marks prices taken from the listing.
stats-unknown-listing = Unknown listing
stats-unknown-game = Unknown game
stats-unknown-category = Unknown category
stats-other = Other
stats-outside-hawker = outside Hawker
stats-period-today = today
stats-period-7d = the last 7 days
stats-period-30d = the last 30 days
stats-period-12m = the last 12 months
stats-period-range = { $from } to { $to }
stats-period-before = the period before
stats-period-help = Periods: `today`, `7d`, `30d`, `12m` or `2026-11-01..2026-11-20`; breakdowns: `by listing`, `by game`, `by category`.
stats-period-unknown = “{ $token }” is not a period Hawker knows. { $help }
stats-period-dates = “{ $token }” needs two dates written YYYY-MM-DD, like 2026-11-01..2026-11-20.
stats-period-reversed = The period starts after it ends ({ $from } is after { $to }): swap the dates.
stats-period-future = The period ends after today ({ $today }, { $timeZone }): no sales are known there yet.
stats-period-too-long = Hawker keeps sales for { $max } days: choose a period of at most that many days.
stats-by-usage = After “by”, write listing, game or category.
stats-export-no-by = The export has every order on its own row already: leave out “by”.
stats-not-understood = Hawker did not understand “{ $text }”. { $help }
chart-revenue = Revenue
chart-orders = Orders
csv-time = time
csv-order-id = order_id
csv-listing = listing
csv-category = category
csv-game = game
csv-quantity = quantity
csv-amount-cents = amount_cents
csv-amount-estimated = amount_estimated
csv-delivery-type = delivery_type
csv-delivered-by = delivered_by
csv-delivery-seconds = delivery_seconds
csv-outcome = outcome
csv-source = source
