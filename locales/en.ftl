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

## adapters

# Telegram: paging under a list, an empty list, a reply without text, and what the bot says when the core cannot answer.
telegram-previous-button = ‹ Previous
telegram-next-button = Next ›
telegram-nothing-to-show = Nothing to show.
telegram-page = Page { $page } of { $pages } · { $total } in all
telegram-choose = Choose:
telegram-reply-here = Reply here:
telegram-something-went-wrong = Something went wrong on my side. Try again in a moment.
telegram-download-failed = I could not fetch that file from Telegram. Send it again in a moment.

# Discord: the footer, menu and buttons of a list, the buttons and fields of forms (modals), and short error answers.
discord-list-total =
    { $count ->
        [one] { $count } item
       *[other] { $count } items
    }
discord-list-page =
    Page { $page } of { $pages } · { $count ->
        [one] { $count } item
       *[other] { $count } items
    }
discord-nothing-here = Nothing here.
discord-open-placeholder = Open one…
discord-previous-button = ◀ Previous
discord-next-button = Next ▶
discord-secret-form-button = 🔒 Enter privately
discord-goods-form-button = 📦 Enter the goods
discord-answer-form-button = ✎ Answer
discord-api-key-label = API key
discord-goods-label = Goods: one entry per line
discord-answer-label = Your answer
discord-failure = Hawker could not finish that just now. Try again in a minute.
discord-download-failed = Hawker could not fetch that file from Discord. Send it again in a moment.
discord-unknown-command = Hawker does not know that command any more.
discord-stale-button = That button is not valid any more: run the command again.
discord-stale-form = That form is not valid any more: run the command again.

# The terminal chat (`npm start`): message headers, hints under messages and questions, and its greeting.
# #N.k is typed as it is: choice k of message number N.
console-alert-header = #{ $number } ALERT
console-goods-reply-hint = (reply with @{ $number } followed by the goods, one per line, then an empty line)
console-updated = #{ $number } updated: { $summary }
console-removed = #{ $number } removed
console-nothing-to-choose = Nothing to choose from just now: type #N.{ $choice } to press choice { $choice } of message #N.
console-more-lines = (more lines, then an empty line to send)
console-no-such-choice = Message #{ $number } has no choice { $choice }.
console-cannot-read = Could not read { $path }: check the path and try again.
console-saved-to = saved to { $path }
console-failure = Something went wrong on our side; please try again.
console-nothing-to-show = (nothing to show)
console-page = page { $page }/{ $pages }, { $total } in all
console-previous = previous
console-next = next
console-attachment =
    (attachment: { $filename }, { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    })
console-goods-hint = (one code per line; finish with an empty line, or type `file <path>`)
console-file-hint = (type `file <path>`)
console-secret-hint = (this terminal is private to you)
console-welcome = Hawker, in your terminal.
console-redis-embedded = Redis: a private redis-server (data in .data/redis), stopped when you leave.
console-vault-dev = Vault: a development master key in .data/dev-master-keys (set HAWKER_MASTER_KEYS for real keys).
console-demo-not-connected = Could not connect the demo shop: { $reason }
console-unknown-reason = unknown reason
console-marketplace-sandbox = Marketplace: the sandbox at { $url }, with a demo shop already connected and buyers placing orders.
console-marketplace = Marketplace: { $url }. Connect your shop with /connect.
console-try = Try /listings, /orders or /help. When an order alert arrives, reply with @<number> and the codes, then an empty line.
console-keys = A number answers the question just asked, else presses that choice; #N.k presses choice k of message #N (an alert's buttons); /quit leaves. Logs: .data/hawker.log
