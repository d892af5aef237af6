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

## jobs

alert-untitled-order = Order { $orderId }
alert-bought-quantity = { $title } × { $quantity }
alert-field-account = Account
alert-field-quantity = Quantity
alert-field-price = Price
alert-field-order = Order
alert-field-time-left = Time left
alert-field-deadline = Deadline
alert-field-taken-by = Taken by
alert-deadline-passed = deadline passed
alert-under-a-minute = less than a minute
alert-deliver-button = Deliver
alert-take-button = Take
alert-title = New order: { $what }
alert-text = Waiting for you to deliver. Reply to this message with the goods (one per line, or a file), or press Deliver.
alert-reminder-title = Reminder: { $left } left to deliver { $what }
alert-reminder-text = The order cancels itself at { $deadline } if it is not delivered. Reply to this message with the goods, or press Deliver.
alert-delivered-title = Delivered: { $what }
alert-delivered-by-text = Delivered by { $by } through Hawker.
alert-delivered-elsewhere-text = Delivered (not through Hawker).
alert-cancelled-title = Cancelled: { $what }
alert-cancelled-deadline-text = The deadline passed before delivery: the marketplace cancelled the order and put the stock back.
alert-cancelled-text = The order is no longer waiting for delivery: it was cancelled and the stock went back.
alert-disconnected-title = Shop disconnected: { $what }
alert-disconnected-text = This shop was disconnected from Hawker, so Hawker no longer follows this order or delivers from this message. If it still waits, deliver it in the seller dashboard.

escalation-operators-title = Nobody has delivered yet: { $left } left to deliver { $what }
escalation-team-title = Still waiting: { $left } left to deliver { $what }
escalation-everyone-title = Last call: { $left } left to deliver { $what }
escalation-held-text = You took this order: the team waits for you until the next step. It cancels itself at { $deadline }. Reply with the goods, or press Deliver.
escalation-text = The order cancels itself at { $deadline } and the shop's rating pays. Reply to this message with the goods, press Deliver, or Take it so the team knows you have it.

notice-field-listing = Listing
notice-target-gone-title = Alerts switched off for one chat
notice-target-gone-private-text = Hawker can no longer post in { $platform } private chat { $id } (the bot was removed, blocked, or the chat was deleted). Alerts there are off; use /alerts to choose where they go.
notice-target-gone-chat-text = Hawker can no longer post in { $platform } chat { $id } (the bot was removed, blocked, or the chat was deleted). Alerts there are off; use /alerts to choose where they go.

watch-moderation-prohibited-item = the item is not allowed on the marketplace
watch-moderation-misleading-description = the description is misleading
watch-moderation-stolen-images = the pictures belong to someone else
watch-moderation-invalid-price = the price is not acceptable
watch-moderation-insufficient-details = the listing lacks details buyers need
watch-moderation-other = moderation gave another reason
watch-moderation-no-code = no reason code was given
watch-moderation-unknown-code = reason code "{ $code }"
watch-changes-requested-title = Listing sent back by moderation: { $title }
watch-changes-requested-reason = Moderation took it off the marketplace: { $reason }.
watch-changes-requested-note = Their note: "{ $note }"
watch-removed-title = Listing removed: { $title }
watch-removed-text = The marketplace no longer knows this listing (moderation removes listings that break the rules outright). It cannot be restored; create a new one if it was a mistake.
watch-sold-out-title = Sold out: { $title }
watch-sold-out-text = No stock is left, so buyers cannot buy it. { $advice }
watch-low-stock-title = Low stock: { $title }
watch-low-stock-text = Only { $stock } left (you asked to hear at { $threshold }). { $advice }
watch-restock-top-up = Add codes with /restock { $listingId }.
watch-restock-currency = Add stock with /restock { $listingId } add <quantity>.
watch-restock-account = The marketplace interface has no restock call for account listings: add stock in the seller dashboard.
watch-restock-gift-card = The marketplace interface has no restock call for gift card listings: add stock in the seller dashboard.
watch-restock-unknown = Top-ups and currency restock with /restock { $listingId }; accounts and gift cards only in the seller dashboard (the interface has no restock call for them).
watch-instant-sale-title = Instant sale: { $what }
watch-untitled-order = order { $orderId }
watch-instant-sale-text = Delivered automatically from your uploaded stock. Nothing to do.

digest-title = Sales today ({ $day })
digest-estimated-text = { $amount } of it is estimated from listing prices.
digest-exact-text = Every amount is the order price.
digest-field-revenue = Revenue
digest-field-orders = Orders
digest-field-units = Units
digest-field-lost = Lost past deadline or cancelled
digest-chart-title = Sales of { $shop }, the last { $days } days
digest-chart-your-shop-title = Sales of your shop, the last { $days } days

trouble-key-invalid-title = Hawker can no longer reach your seller account
trouble-key-invalid-text = The marketplace refused the API key (revoked, or used from an address outside its allowlist). Order alerts are stopped. Create a new key under Seller → API keys and send it with /connect in a private chat.
trouble-suspended-title = Your seller account is suspended
trouble-suspended-text = The marketplace says the account is suspended, so Hawker cannot see orders. Alerts are paused and resume by themselves once the marketplace lifts the suspension; contact marketplace support about it.
trouble-resumed-title = Alerts are back on
trouble-resumed-text = The marketplace answers for your seller account again; Hawker is watching for orders.

lost-title = Lost to the deadline: { $what }
lost-text = Nobody delivered order { $orderId }: the marketplace cancelled it, put the stock back, and the shop's rating pays.
lost-text-by = Nobody delivered order { $orderId } by { $deadline }: the marketplace cancelled it, put the stock back, and the shop's rating pays.
lost-away-hint = It came in outside working hours (or none are set): `away hours Europe/Berlin mon-fri 09:00-23:00` takes manual listings off sale when nobody works, and Away now does it until you say `back`.
lost-field-came-in = Came in
lost-field-called = Who was called
lost-nobody-called = nobody (alerts were muted or off)
lost-call-alert =
    the alert ({ $count ->
        [one] { $count } chat
       *[other] { $count } chats
    })
lost-call-operators =
    operators, managers and the owner, privately ({ $count ->
        [one] { $count } chat
       *[other] { $count } chats
    })
lost-call-team =
    the team's groups and the owner ({ $count ->
        [one] { $count } chat
       *[other] { $count } chats
    })
lost-call-everyone =
    everyone: the groups, and each operator privately ({ $count ->
        [one] { $count } chat
       *[other] { $count } chats
    })
lost-call-taker =
    { $taker }, who took it, privately ({ $count ->
        [one] { $count } chat
       *[other] { $count } chats
    })
lost-away-now-button = Away now

announce-away-title = Away: manual listings off sale
announce-back-title = Back: manual listings on sale again

buyer-input-player-id = Player id
buyer-input-server = Server
buyer-input-character-name = Character name
