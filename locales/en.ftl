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

## selling

# publish, unpublish, pause, unpause, archive
cmd-listing-id = Listing id (its first 8 characters are enough)
cmd-listing-id-short = Listing id
cmd-publish = Put a draft listing on the marketplace
cmd-unpublish = Take an active listing off the marketplace (back to draft)
cmd-pause = Pause a top-up or gift card: buyers stop seeing it, nothing else changes
cmd-unpause = Put a paused gift card back on sale (a paused top-up: unpublish, then publish)
cmd-archive = Retire a listing for good (cannot be undone)
status-archive-question = "{ $title }" ({ $status }): Archive this listing for good? It leaves the marketplace and cannot be published again.
status-published = "{ $title }" published: buyers can buy it now.
status-unpublished = "{ $title }" unpublished: it is a draft again.
status-paused = "{ $title }" paused: buyers no longer see it.
status-unpaused = "{ $title }" back on sale.
status-archived = "{ $title }" archived for good (it stays readable to you).
status-archived-autopilot-off = Autopilot is off for it now.
status-now = Status: { $status }.
status-no-pause = The marketplace interface has no pause for { $category ->
        [account] account
        [top_up] top-up
        [gift_card] gift card
       *[currency] currency
    } listings: use `unpublish` to take it off sale.
status-no-unpause = The marketplace interface has no unpause for { $category ->
        [account] account
        [top_up] top-up
        [gift_card] gift card
       *[currency] currency
    } listings: use `publish` on a draft.
status-sent-back = Moderation sent "{ $title }" back, and the marketplace publishes only drafts.
audit-status-publish = publish listing { $listing } "{ $title }"
audit-status-unpublish = unpublish listing { $listing } "{ $title }"
audit-status-pause = pause listing { $listing } "{ $title }"
audit-status-unpause = unpause listing { $listing } "{ $title }"
audit-status-archive = archive listing { $listing } "{ $title }"

# listings
cmd-listings = Your own listings, what needs you first; filter by status, game and title, a page at a time
cmd-listings-details = Sent back by moderation, active, paused and drafts come first; sold and archived ones are counted and left out unless you ask for them (`listings status=sold,archived`). Values with spaces go in quotes: `listings game="Neon Drift"`. `listings export` sends them as a CSV or JSON file for a spreadsheet.
cmd-listings-status = Comma-separated statuses, e.g. active,draft
cmd-listings-game = Game name as shown, e.g. "Neon Drift"
cmd-listings-title = Part of the title
cmd-listings-page = Page number
cmd-listings-action-show = your listings, a page at a time
cmd-listings-action-export = every listing the filters keep, as a CSV or JSON file to edit in a spreadsheet
cmd-listings-format = csv (a spreadsheet) or json
listings-export-done = { $count ->
        [one] { $count } listing
       *[other] { $count } listings
    } in the { $format } file, one row each, under the marketplace's English field names; prices in dollars with a dot, a currency's per one of its `product_scale`. An empty cell is a value the marketplace does not show: top-ups and gift cards have no description, tags or delivery time in its lists.
listings-export-unread = { $count ->
        [one] { $count } account or currency listing is
       *[other] { $count } account or currency listings are
    } in the file without description, tags, delivery time (and a currency's price and stock): reading each of them did not fit in this answer, within the marketplace's 500 reads a minute. Export fewer at a time (status, game or title), or again in a minute.
listings-status-format = statuses are words like active,draft
listings-hidden = { $count ->
        [one] { $count } sold or archived listing not shown: send `{ $command }` to see it.
       *[other] { $count } sold or archived listings not shown: send `{ $command }` to see them.
    }
listings-nothing-needs-you = Nothing here needs you: { $count ->
        [one] { $count } sold or archived listing not shown: send `{ $command }` to see it.
       *[other] { $count } sold or archived listings not shown: send `{ $command }` to see them.
    }
listings-no-game = None of your listings is for the game "{ $game }". Your games: { $games }.
listings-no-match = No listing matches these filters.
listings-none-yet = You have no listings yet: `create` makes one.
listings-no-page-one = There is no page { $page }: { $count ->
        [one] { $count } listing fits on one page. Send `{ $command }` to see it.
       *[other] { $count } listings fit on one page. Send `{ $command }` to see them.
    }
listings-no-page = There is no page { $page }: { $count ->
        [one] { $count } listing fills
       *[other] { $count } listings fill
    } { $pages } pages. Send `{ $command }` for the last one.
listings-title = Listings of { $account }
listings-title-filtered = Listings of { $account } ({ $filters })

# listing
cmd-listing = Details of one listing and the actions its status allows
listing-publish-button = Publish
listing-unpublish-button = Unpublish
listing-pause-button = Pause
listing-unpause-button = Unpause
listing-restock-button = Restock
listing-archive-button = Archive
listing-unit-available = available
listing-id-label = Id
listing-category-label = Category
listing-category = { $category ->
        [account] account
        [top_up] top-up
        [gift_card] gift card
       *[currency] currency
    }
listing-status-label = Status
listing-price-label = Price
listing-stock-label = Stock
listing-delivery-label = Delivery
listing-game-label = Game
listing-updated-label = Updated
listing-units-available-label = Units available
listing-not-shown = not shown
listing-units-label = Units
listing-minimum-order-label = Minimum order
listing-not-set = not set
listing-units-more = … and { $count } more
listing-hawker-units-title = Units created through Hawker (sold ones may be among them)
listing-no-reason = No reason shown.
listing-last-sent-back-label = Last sent back by moderation
listing-sent-back-label = Sent back by moderation
listing-paused-label = Paused

# price
cmd-price = Set a listing's price: 12.50, 12,50, $12.50 or 1250c (for currency, the price per unit of its scale)
cmd-price-amount = New price: 12.50, 12,50, $12.50 or 1250c
price-confirm-higher = Change the price of "{ $title }" from { $from } to { $to }? That is { $factor }× higher than now.
price-confirm-lower = Change the price of "{ $title }" from { $from } to { $to }? That is { $factor }× lower than now.
price-no-edit-call = The marketplace interface has no edit call for { $category ->
        [account] account
        [top_up] top-up
        [gift_card] gift card
       *[currency] currency
    } listings, so Hawker cannot reprice it: change the price in the seller dashboard.
price-unchanged = "{ $title }" already costs { $price }: nothing was changed.
price-set = "{ $title }" now costs { $price }.
cmd-cost = Set what one unit of a listing costs you, so stats show profit: 12.50, 1250c, or off
cmd-cost-details = `cost <listing>` shows it; `cost <listing> <price per unit>` sets it (for currency, per unit of its scale, as `price` reads it); `cost <listing> off` clears it. A pool's codes cost what `pool cost` says, a supplier's what it answers.
cmd-cost-amount = What one unit costs you: 12.50, 12,50, $12.50 or 1250c, or off
cost-set = One unit of "{ $title }" now costs you { $cost }: stats count its profit from the next sale on.
cost-shown = One unit of "{ $title }" costs you { $cost }.
cost-none = No cost is set for "{ $title }": set one with `cost <listing> <price per unit>`.
cost-cleared = The cost of "{ $title }" is cleared: its sales count as cost unknown.
audit-cost-set = set the cost of listing { $listing } "{ $title }" to { $cost } per unit
audit-cost-cleared = cleared the cost of listing { $listing } "{ $title }"
price-confirm-below-cost = Sell "{ $title }" for { $to }? That is below what one unit costs you ({ $cost }): every sale would lose { $loss }.
audit-price-set = price of { $listing } "{ $title }" to { $price }
audit-price-changed = price of { $listing } "{ $title }" { $from } → { $price }

# edit
cmd-edit = Change a top-up or currency listing: text, tags, pictures, attributes, delivery, minimum order
cmd-edit-details = Top-ups: `title`, `description`, `tags` (comma-separated, replacing the list), `images` (sent next, replacing the gallery), `attributes key=value, …` (all of them), `delivery instant` or `delivery manual 2 hours`, `method <key>`, `instructions <text>`, `handover 30 minutes`. Currency: `title`, `description`, `tags`, `attributes`, `method`, `instructions`, `handover`, `minorder <n>`. The marketplace interface has no edit call for accounts and gift cards.
cmd-edit-field = What to change
cmd-edit-value = The new value (none for images: send the pictures next)
edit-handover-instant = An instantly delivered top-up has no handover time: buyers get a code at once.
edit-methods-are = Delivery methods are: { $methods }.
edit-method-needs-manual = Switch it to manual first: `edit { $listing } delivery manual <time>`.
edit-already-instant = It is already delivered instantly.
edit-already-manual = It is already delivered manually.
edit-now-instant = Buyers now get a code at once, by the { $method } method (the only one instant delivery allows). Its pool of codes starts empty: add them with `restock { $listing }`.
edit-delivery-usage = Say `edit { $listing } delivery instant` or `edit { $listing } delivery manual 2 hours`.
edit-manual-loses-codes = Switching to manual delivery replaces the listing's pool, so its { $count } codes in stock would be lost (the interface has no call that gives them back). Let them sell, or archive it and create a manual listing.
edit-manual-needs-time = Manual delivery needs the promised handover time: `edit { $listing } delivery manual 2 hours`.
edit-attributes-no-game = The marketplace did not say which game this listing is for, so Hawker cannot check its attributes: change them in the seller dashboard.
edit-attributes-format = Attributes are `key=value`, comma-separated, from: { $keys }.
edit-attribute-required = { $label } (`{ $key }`) is required: the attributes you send replace them all, so give every one the category asks for.
edit-no-edit-call = The marketplace interface has no edit call for { $category ->
        [account] account
        [top_up] top-up
        [gift_card] gift card
       *[currency] currency
    } listings: change it in the seller dashboard.
edit-field-not-editable = A { $category ->
        [top_up] top-up
       *[currency] currency
    } listing has no { $field } the interface can change. It can change: { $fields }.
edit-give-value = Give the new value: `edit { $listing } { $field } <value>`.
edit-updated = Updated the { $field } of "{ $title }".
edit-draft-again = It is a draft again: `publish` it when ready.
audit-edit = edited the { $field } of { $listing } "{ $title }"

# edit <top-up> images
edit-images-ask = Send the pictures for "{ $title }" (at most { $max }; they replace the whole gallery), then press Done. { $count } so far. Done with none removes every picture (a top-up then shows the pack tile).
edit-images-added = Picture added.
edit-images-done-button = Done
edit-images-label = Pictures
edit-images-removed = Done: removed the pictures of "{ $title }".
edit-images-replaced = Done: { $count ->
        [one] { $count } picture
       *[other] { $count } pictures
    } on "{ $title }".
edit-images-done-removed = removed the pictures of "{ $title }"
edit-images-done-replaced = { $count ->
        [one] { $count } picture
       *[other] { $count } pictures
    } on "{ $title }"
edit-images-not-picture = That file is not a picture.
edit-images-too-many = A listing holds at most { $max } pictures: press Done.
audit-edit-images = replaced the pictures of { $listing } "{ $title }" ({ $count })
audit-edit-images-upload = uploaded a picture

# restock
cmd-restock = Add stock: codes for top-ups, a quantity for currency; remove a unit
cmd-restock-details = Top-ups: codes one per line or a .txt/.csv file, duplicates refused (in the batch and against codes added before). Currency: `set <n>` or `add <n>`. Accounts and gift cards: `remove <unit id>`; adding has no interface call.
cmd-restock-input = Codes, one per line; or set/add <quantity>; or remove <unit id>
cmd-restock-action-add = codes for a top-up, set/add a quantity for currency
cmd-restock-action-remove = remove one unit of an account or gift card
cmd-restock-unit = Unit id, or a prefix only that unit has
restock-no-add-call = The marketplace interface has no call that adds stock to { $category ->
        [account] account
       *[gift_card] gift card
    } listings: add units in the seller dashboard. Hawker can remove an unsold unit: `restock { $listing } remove <unit id>` (`listing { $listing }` shows its units; the first characters of a unit id are enough).
restock-unit-removed = Removed unit { $unit } from "{ $title }". If it was the last one, the listing is off sale until restocked.
restock-gift-card-units-unknown = The marketplace interface does not list the units of a gift card, and this one was not created through Hawker, so Hawker cannot complete a short unit id: give the whole 36-character id from the seller dashboard.
restock-no-unit-match = No unit of "{ $title }" has an id starting with { $typed }: `listing { $listing }` shows its units.
restock-several-units = Several units of "{ $title }" start with { $typed }: { $units }. Type more of the id.
restock-send-codes = Send the codes for "{ $title }": one per line, or a .txt/.csv file. Codes already added through Hawker are refused.
restock-codes-label = Codes, one per line
restock-done-codes-added = codes added to "{ $title }"
restock-currency-usage = Currency stock is a quantity: `restock { $listing } set 5000` or `restock { $listing } add 500`. It is now { $stock }.
restock-currency-usage-scaled = Currency stock is a quantity, counted in { $scale }: `restock { $listing } set 5000` or `restock { $listing } add 500`. It is now { $stock }.
restock-set-or-add = Set the stock of "{ $title }" to { $quantity }, or add { $quantity } to the { $current } it has now?
restock-set-button = Set to { $quantity }
restock-add-button = Add { $quantity }
restock-stock-now = "{ $title }" now has a stock of { $stock }.
restock-stock-raced = Hawker set the stock of "{ $title }" to { $stock }, but it reads { $readBack } right after: a sale or another change came in meanwhile. Check it with `listing { $listing }`.
restock-still-sold = "{ $title }" is still `{ $status }`: restocking does not put it back on sale. Publish it to sell again.
restock-text-or-file = Send the codes as text or a file.
restock-stopped = Stopped after { $sent } of { $total }: { $reason } { $unsent ->
        [one] The { $unsent } unsent code can be sent again.
       *[other] The { $unsent } unsent codes can be sent again.
    }
restock-batch-lost = Batch { $batch } ({ $count ->
        [one] { $count } code
       *[other] { $count } codes
    }): the marketplace's answer was lost ({ $reason }), so they were not reported as sent. { $verdict } These codes stay registered as added, so they cannot go on sale twice.
restock-batch-rest-unsent = { $count ->
        [one] The { $count } code after them was not sent and can be sent again.
       *[other] The { $count } codes after them were not sent and can be sent again.
    }
restock-batch-sent = Batch { $batch }: { $sent } of { $total } sent
restock-codes-added = { $count ->
        [one] { $count } new code
       *[other] { $count } new codes
    } added to "{ $title }".
restock-duplicates = { $count ->
        [one] { $count } refused as a duplicate (within this batch or added before), line { $lines }.
       *[other] { $count } refused as duplicates (within this batch or added before), lines { $lines }.
    }
restock-title = Restock
restock-verdict-unreadable = Hawker could not read the stock back, so whether they arrived is unknown. Check with `listing { $listing }` in a few minutes.
restock-verdict-arrived = The stock read back is { $now } ({ $before } before this batch): they arrived.
restock-verdict-not-yet = The stock read back is { $now }, as before this batch: they have not arrived so far, but the request may still land. Check with `listing { $listing }` in a few minutes.
restock-verdict-unclear = The stock read back is { $now } ({ $before } before this batch), which does not tell whether they arrived. Check with `listing { $listing }` in a few minutes.
audit-restock-unit-removed = removed unit { $unit } from { $listing } "{ $title }"
audit-restock-stock-set = stock of { $listing } "{ $title }" set to { $stock }
audit-restock-codes-added = added { $count ->
        [one] { $count } code
       *[other] { $count } codes
    } to { $listing } "{ $title }"

# pool: autopilot's pools of sealed codes
cmd-pool = Pools of codes autopilot delivers from: counts, add codes, low-water alert, withdraw, remove
cmd-pool-details = `pool` lists the pools with their counts; `pool <name>` shows one (available, held for deliveries under way, bound listings, delivered today, low-water mark). `pool add <name> [codes]`: codes separated by spaces or commas, or one per line (a code with a space in it goes on a line of its own or in a file), or a .txt/.csv file (csv: the first column) after `pool add <name>`; only in a private chat or a Discord form, duplicates refused across all pools and restocked codes, at most { $max } codes per pool. `pool low <name> <n|off>` (manager), `pool withdraw <name> [n]` and `pool remove <name>` (owner, private chat: the codes come back as a file).
cmd-pool-name = Pool name: lower-case letters, digits, - or _
cmd-pool-codes = Codes, separated by spaces or commas, or one per line
cmd-pool-threshold = Fewer available codes than this alert the team, or off
cmd-pool-count = How many codes (all when left out)
cmd-pool-action-show = the pools with their counts, or one pool
cmd-pool-action-add = add codes to a pool (a new name creates it)
cmd-pool-action-low = set or clear a pool's low-water alert
cmd-pool-action-withdraw = take unsold codes back as a file (private chat)
cmd-pool-action-remove = delete a pool, its unsold codes back as a file (private chat)
pool-secret-what = the pool's codes in a file
pool-codes-in-group = Codes posted in a group can be read by everyone here, so Hawker does not take them and asked to delete your message. Send `pool add { $name }` to the bot in a private chat, then the codes.
pool-add-private-only = Codes are taken only in a private chat, where nobody else reads them: send `pool add { $name }` to the bot directly.
pool-send-codes = Send the codes for pool "{ $pool }": one per line, or a .txt or .csv file (one code per line; csv: the first column). At most { $max } codes per pool; codes already in a pool or restocked through Hawker are refused.
pool-codes-label = Codes, one per line
pool-text-or-file = Send the codes as text or as a .txt or .csv file.
pool-done-codes-added = codes added to pool "{ $pool }"
pool-file-kind = Pool codes come as a .txt or .csv file, one code per line.
pool-file-too-large = That file is larger than the { $megabytes } MB a pool file may be, so Hawker did not read it. A pool holds at most { $max } codes: split the file into smaller ones and send them one after another.
pool-too-many-codes = That is more than the { $max } codes a pool holds, so nothing was added. Split the codes into parts of at most { $max } and send them one after another (or into several pools).
pool-no-codes = No codes found: send one code per line.
pool-name-is-verb = `{ $name }` is one of the words of the `pool` command, so it cannot name a pool: choose another name.
pool-name-rule = "{ $name }" cannot name a pool: use 1 to 32 lower-case letters, digits, - or _, starting with a letter or digit (for example `steam-eu`).
pool-full = Pool "{ $pool }" has { $available ->
        [one] { $available } code
       *[other] { $available } codes
    } and holds at most { $max }, so { $count ->
        [one] this code was not added
       *[other] none of these { $count } codes were added
    }: { $room ->
        [one] { $room } more fits
       *[other] { $room } more fit
    }. Send fewer codes, or withdraw some first.
pool-title = Pool "{ $pool }"
pool-added = { $count ->
        [one] { $count } code added to "{ $pool }".
       *[other] { $count } codes added to "{ $pool }".
    }
pool-duplicates = { $count ->
        [one] { $count } duplicate skipped (already in a pool, restocked through Hawker, or repeated in what you sent), line { $lines }.
       *[other] { $count } duplicates skipped (already in a pool, restocked through Hawker, or repeated in what you sent), lines { $lines }.
    }
pool-now-has = { $count ->
        [one] Pool "{ $pool }" now has { $count } code.
       *[other] Pool "{ $pool }" now has { $count } codes.
    }
pool-none = No pools yet: `pool add <name>` creates one with its first codes.
pool-list-title = Pools of codes
pool-list-line = { $pool }: { $available } available, { $held } held
# $threshold: the pool's low-water mark.
pool-list-low = (below { $threshold })
pool-available-label = Available
pool-held-label = Held for deliveries under way
# $day: the UTC day, YYYY-MM-DD.
pool-delivered-label = Codes delivered on { $day } (UTC)
pool-low-label = Low-water mark
pool-low-unset = not set (`pool low { $pool } <n>`)
pool-bound-label = Listings on autopilot from it
pool-bound-none = none
pool-bound-title = "{ $title }"
pool-not-found = There is no pool "{ $name }". Pools: { $pools }.
pool-not-found-none = There is no pool "{ $name }", nor any other yet: `pool add { $name }` creates it with its first codes.
pool-low-usage = Write `pool low { $name } <n>` with a whole number from 1 to { $max } (the team is told when fewer codes are left), or `pool low { $name } off`.
pool-low-set = The team is told when pool "{ $pool }" has fewer than { $threshold ->
        [one] { $threshold } code
       *[other] { $threshold } codes
    } left.
pool-low-cleared = Pool "{ $pool }" has no low-water alert now.
pool-withdraw-usage = Write `pool withdraw { $name }` for every unsold code, or `pool withdraw { $name } <n>` with a whole number from 1.
# $available: how many unsold codes the pool has.
pool-withdraw-confirm = Take { $count ->
        [one] { $count } code
       *[other] { $count } codes
    } (of { $available }) out of pool "{ $pool }"? They come back to you here as a file and autopilot no longer delivers them.
pool-withdraw-none = Pool "{ $pool }" has no unsold codes to withdraw.
pool-withdrawn = { $count ->
        [one] { $count } code withdrawn from pool "{ $pool }": it is
       *[other] { $count } codes withdrawn from pool "{ $pool }": they are
    } in the file, in clear, so keep it safe. { $left } left in the pool.
pool-remove-confirm = Remove pool "{ $pool }"? { $count ->
        [0] It has no unsold codes.
        [one] Its { $count } unsold code comes back to you here as a file.
       *[other] Its { $count } unsold codes come back to you here as a file.
    }
pool-remove-bound = Pool "{ $pool }" serves { $listings }: turn autopilot off for each first (`autopilot <listing> off`), then remove the pool.
pool-remove-held = A delivery under way holds codes of pool "{ $pool }": remove it once that order is delivered or handed to people.
pool-removed = { $count ->
        [0] Pool "{ $pool }" removed; it had no unsold codes.
        [one] Pool "{ $pool }" removed: its { $count } unsold code is in the file, in clear, so keep it safe.
       *[other] Pool "{ $pool }" removed: its { $count } unsold codes are in the file, in clear, so keep it safe.
    }
audit-pool-added = added { $count ->
        [one] { $count } code
       *[other] { $count } codes
    } to pool "{ $pool }"
audit-pool-low = set the low-water alert of pool "{ $pool }" to { $threshold }
audit-pool-low-off = cleared the low-water alert of pool "{ $pool }"
cmd-pool-action-cost = set or clear what each of a pool's codes cost you
cmd-pool-cost-amount = What one code cost you: 12.50, 12,50, $12.50 or 1250c, or off
pool-cost-set = Each code of pool "{ $pool }" now costs { $cost }: autopilot's sales from it count their profit from now on.
pool-cost-cleared = The cost of pool "{ $pool }" is cleared: its sales count as cost unknown.
pool-cost-no-pool = There is no pool "{ $pool }". `pool` lists them.
pool-cost-label = Cost per code
audit-pool-cost-set = set the cost of each code of pool "{ $pool }" to { $cost }
audit-pool-cost-cleared = cleared the cost of pool "{ $pool }"
audit-pool-withdrawn = withdrew { $count ->
        [one] { $count } code
       *[other] { $count } codes
    } from pool "{ $pool }"
audit-pool-removed = removed pool "{ $pool }" ({ $count ->
        [one] { $count } unsold code given back
       *[other] { $count } unsold codes given back
    })

# orders
cmd-orders = Orders waiting for delivery, each with the time left
orders-none = No order waits for delivery.
orders-title = { $count ->
        [one] { $count } order waiting
       *[other] { $count } orders waiting
    }
orders-hint = Press an order (or `deliver <order>`) to hand over the goods.

# take
cmd-take = Take a waiting order: the team sees you have it, and escalation waits for you
cmd-take-details = Press Take on an order alert, or `take <order>`. The alert names you on its next update; the next escalation step calls only you, the one after that the whole step again. The first to take an order keeps it.
take-yours-already = You took order { $order } already ({ $when }).
take-held = { $name } took order { $order } { $when }. Anyone can still deliver it.
take-taken-titled = You took order { $order } ({ $title }). The team sees it on the alert, and the next escalation step calls only you.
take-taken = You took order { $order }. The team sees it on the alert, and the next escalation step calls only you.
audit-take = took order { $order }

# deliver
cmd-deliver = Hand over the goods of a waiting order, previewed masked, then confirmed
cmd-deliver-details = Goods as lines, a .txt/.csv/.json file or JSON objects, one per unit; the count must match the order. Replying to an order alert with the goods does the same. For an in-game currency trade, `traded` sends one line per unit saying it was traded. A confirmation is carried out once, even if pressed twice.
cmd-deliver-goods = The goods, one line per unit (or send them after)
deliver-still-checking = Hawker is still checking whether order { $order } was delivered: press Check for the verdict first.
deliver-goods-first = Send the goods first.
deliver-ask-title = Deliver order { $order }
deliver-ask-counted = Send the goods: { $count ->
        [one] { $count } unit
       *[other] { $count } units
    }, one per line, JSON objects, or a .txt/.csv/.json file. You will see a masked preview before anything is sent.
deliver-ask = Send the goods: one entry per unit, one per line, JSON objects, or a .txt/.csv/.json file. You will see a masked preview before anything is sent.
deliver-goods-label = Goods, one per line
deliver-text-or-file = Send the goods as text or a file.
deliver-count-mismatch = The order is for { $quantity ->
        [one] { $quantity } unit
       *[other] { $quantity } units
    } but you sent { $sent }. Send exactly { $quantity ->
        [one] { $quantity } entry
       *[other] { $quantity } entries
    }.
deliver-preview-more = … and { $count } more
deliver-preview-title = Deliver { $count ->
        [one] { $count } unit
       *[other] { $count } units
    } for order { $order }?
deliver-preview-warning = The buyer sees the goods at once; this cannot be undone.
deliver-traded-word = traded
deliver-traded-entry = Traded in game: { $unit } of { $count }, { $at }
deliver-traded-preview = An in-game trade has no codes, but the marketplace takes one entry per unit bought: the buyer gets these { $count ->
        [one] { $count } line
       *[other] { $count } lines
    }, saying the trade happened in the game.
deliver-traded-not-currency = `traded` answers only an in-game currency trade, and Hawker does not know order { $order } as one. Send its goods instead, one entry per unit.
deliver-traded-no-quantity = The marketplace does not say how many units order { $order } is for, so Hawker cannot write one line per unit: send them yourself, one per line.
deliver-ask-traded = Traded in the game already? Send `traded`: Hawker writes the one line per unit the marketplace takes.
deliver-confirm-button = Confirm delivery
deliver-cancel-button = Cancel
deliver-check-button = Check
deliver-cancelled = Cancelled: nothing was delivered.
deliver-done-cancelled = the delivery was cancelled
deliver-confirmed-before = Already done: this delivery was confirmed before.
deliver-done-confirmed-before = delivery confirmed before
deliver-order-claimed = Already done or under way: order { $order } was delivered through Hawker before, or a delivery of it is still being checked. See `orders`.
deliver-order-autopilot = Autopilot is delivering order { $order }: it holds the order until the marketplace confirms. If it cannot deliver, the alert says so and the order is yours.
deliver-done-delivered-before = order delivered before
deliver-done-delivered = order { $order } delivered ({ $count ->
        [one] { $count } unit
       *[other] { $count } units
    })
deliver-done-delivered-uncounted = order { $order } delivered
deliver-delivered-title = Delivered
deliver-delivered = Order { $order }: { $count ->
        [one] { $count } unit handed over. The buyer sees it now.
       *[other] { $count } units handed over. The buyer sees them now.
    }
deliver-checking-title = Checking…
deliver-answer-lost = The marketplace's answer for order { $order } was lost, so Hawker does not know yet whether the goods arrived. A delivery still on its way can land until { $until }: Hawker reads the order only after that, and no second delivery of this order is possible meanwhile. Press Check then.
deliver-check-too-early = Still checking order { $order }: the delivery sent may still land until { $until }. Press Check after that.
deliver-check-unreadable = Hawker cannot read the order list to learn whether order { $order } was delivered. Press Check again in a minute: no second delivery of this order is possible until then.
deliver-not-arrived = The marketplace's answer was lost, and the order list, read once the delivery could no longer arrive, shows order { $order } still waiting ({ $deadline }), so nothing was delivered. Press Confirm delivery again to retry.
deliver-settled = Order { $order } is delivered: the marketplace's answer was lost, and its order list confirms it.
deliver-gone = Order { $order } no longer waits for delivery, but the marketplace does not list it as delivered either (it may have been cancelled). Check it in the seller dashboard before sending anything again.
deliver-done-gone = order { $order } no longer waits
audit-deliver-order = deliver order { $order } ({ $count ->
        [one] { $count } unit
       *[other] { $count } units
    })
audit-deliver-unknown = delivery of order { $order } unknown: the answer was lost; checking after { $checkAfter }
audit-deliver-not-arrived = delivery of order { $order } did not arrive; the order still waits
audit-deliver-gone = delivery of order { $order } unknown: the order no longer waits
audit-autopilot-delivered = delivered order { $order } from pool { $pool } ({ $count ->
        [one] { $count } code
       *[other] { $count } codes
    })
audit-autopilot-delivered-supplier = delivered order { $order } from the supplier ({ $count ->
        [one] { $count } entry
       *[other] { $count } entries
    })
audit-autopilot-handed-over = gave order { $order } to people

# autopilot
# {code}, {order} and {player_id} are typed as they are: placeholders of the seller's template, never translated.
cmd-autopilot = Deliver orders by themselves, from a pool of codes or your supplier
cmd-autopilot-details = `autopilot` lists every listing on autopilot. `autopilot <listing> from <pool> [template <text>]` delivers each order of a manual listing (top-ups, currency, accounts) from a pool of codes, each entry shaped by the template from `{"{"}code{"}"}`, `{"{"}order{"}"}` and the buyer's inputs such as `{"{"}player_id{"}"}`. `autopilot <listing> from https://…` asks your supplier for each order's goods, with a signing secret shown once in a private chat. `autopilot <listing> keep <n> from <pool>` keeps n codes on sale on an instant top-up. `autopilot <listing> cap <orders a day> [<dollars a day>]` or `cap off`; `autopilot <listing> off`. Orders already waiting are delivered too. `autopilot <listing> when-empty pause` takes a delivered listing off sale when its goods run out, until codes are added or the supplier answers again; `when-empty people` (the default) gives its orders to people.
cmd-autopilot-action-show = show what autopilot does, for every listing or one
cmd-autopilot-action-from = deliver a manual listing's orders from a pool or a supplier
cmd-autopilot-action-off = switch autopilot off for a listing
cmd-autopilot-action-cap = limit the orders and dollars autopilot delivers a day
cmd-autopilot-action-keep = keep an instant top-up stocked from a pool
cmd-autopilot-source = Pool name, or the supplier's https:// address
cmd-autopilot-template = Shape of each entry, with {"{"}code{"}"} in it (optional)
cmd-autopilot-cap-orders = Orders a day, or off
cmd-autopilot-cap-dollars = Dollars a day (optional)
cmd-autopilot-keep-units = How many codes to keep on sale
cmd-autopilot-keep-pool = The pool they come from
autopilot-title = Autopilot of { $account }
autopilot-none = No listing is on autopilot. Switch one on with `autopilot <listing> from <pool>`; `pool add <name>` fills a pool with codes.
autopilot-more = { $count ->
        [one] … and { $count } more listing on autopilot: `autopilot <listing>` shows one.
       *[other] … and { $count } more listings on autopilot: `autopilot <listing>` shows one.
    }
autopilot-listing-label = { $title } ({ $listing })
autopilot-mode-pool = From pool `{ $pool }`: { $left }
autopilot-mode-supplier = From the supplier at `{ $host }`
autopilot-mode-keep = Keeps { $units } on sale from pool `{ $pool }`: { $left }
autopilot-template-line = Template: `{ $template }`
autopilot-pool-codes = { $count ->
        [one] { $count } code left
       *[other] { $count } codes left
    }
autopilot-pool-gone = the pool no longer exists, so orders go to people
autopilot-delivered-today = Orders delivered today (UTC day): { $count }
autopilot-caps-none = No daily cap
autopilot-caps-orders = Cap: { $orders ->
        [one] { $orders } order a day
       *[other] { $orders } orders a day
    }
autopilot-caps-dollars = Cap: { $dollars } a day
autopilot-caps-both = Cap: { $orders ->
        [one] { $orders } order
       *[other] { $orders } orders
    } and { $dollars } a day
autopilot-last-failure = Last handed to people { $when }: { $why }
autopilot-last-failure-order = Last handed to people { $when }, order { $order }: { $why }
autopilot-not-bound = No listing on autopilot has an id starting with { $id }: `autopilot` lists them.
autopilot-supplier-in-group = A supplier comes with a signing secret that is shown only once: send `autopilot <listing> from https://…` in a private chat with the bot.
autopilot-instant-use-keep = The marketplace delivers this listing instantly, from its own stock, so no order of it waits for autopilot. To keep that stock filled from a pool: `autopilot { $listing } keep <n> from <pool>`.
autopilot-instant-other = The marketplace delivers "{ $title }" instantly and its interface has no call to restock it, so autopilot can neither deliver its orders nor keep it stocked.
autopilot-supplier-no-template = Your supplier answers each entry as the buyer gets it: a template is only for codes from a pool.
autopilot-supplier-malformed = That is not an address Hawker can call: give the whole address, such as `https://supplier.example/hawker`.
autopilot-supplier-plain-http = The supplier's address must start with `https://`: every request carries the buyer's inputs, which plain `http://` would show to anyone on the way.
autopilot-supplier-credentials = Leave the user name and password out of the address: Hawker signs every request with a secret of its own instead.
autopilot-supplier-private = That address is in a private network (like 127.0.0.1 or 192.168.x.x), which Hawker does not call: give your supplier's public `https://` address. Where the supplier runs beside Hawker (on its machine or network), whoever runs Hawker can allow such addresses with the setting `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`.
autopilot-no-pools = There is no pool `{ $pool }`: this account has no pools yet. Add codes with `pool add <name>` first.
autopilot-no-such-pool = There is no pool `{ $pool }`. Pools of this account: { $pools }.
autopilot-template-too-long = A template may be at most { $max } characters long.
autopilot-template-no-code = The template must say where the code goes: put `{"{"}code{"}"}` in it. Placeholders it may use: { $placeholders }.
autopilot-template-unknown = The template names { $unknown }, which the orders of this listing do not carry. Placeholders it may use: { $placeholders }.
autopilot-on-title = Autopilot on
autopilot-bound-pool = Autopilot now delivers the orders of "{ $title }" from pool `{ $pool }` ({ $count ->
        [one] { $count } code
       *[other] { $count } codes
    } in it).
autopilot-bound-supplier = Autopilot now delivers the orders of "{ $title }" with goods from the supplier at `{ $host }`.
autopilot-waiting = { $count ->
        [one] { $count } order already waiting is delivered now too.
       *[other] { $count } orders already waiting are delivered now too.
    }
autopilot-waiting-none = No order of it is waiting now.
autopilot-pool-empty = The pool is empty: until you add codes with `pool add { $pool }`, its orders go to people.
autopilot-secret = Signing secret, shown only this once: `{ $secret }`
autopilot-secret-docs = Your supplier checks each request's signature with it: `docs/autopilot.md` shows the request, the answer, and a supplier in a few lines of `Node.js`.
autopilot-off = Autopilot is off for "{ $title }": its orders go to people again.
autopilot-off-keep = Autopilot no longer keeps "{ $title }" stocked; the codes already on it stay on sale.
autopilot-cap-keep = The marketplace sells the stock of "{ $title }" by itself: caps count only the orders autopilot delivers.
autopilot-cap-usage = Say how many orders a day, and if you like how many dollars: `autopilot <listing> cap 20`, `autopilot <listing> cap 20 150`, or `autopilot <listing> cap off`.
autopilot-capped = "{ $title }": { $caps }. Orders past it go to people.
autopilot-cap-cleared = "{ $title }" has no daily cap now.
autopilot-keep-usage = Say how many codes to keep on sale, from 1 to { $max }, and from which pool: `autopilot <listing> keep 5 from <pool>`.
autopilot-keep-manual = The orders of this listing wait for a delivery, so autopilot delivers them: `autopilot { $listing } from <pool>`. `keep` is for instant top-ups.
autopilot-bound-keep = Autopilot keeps { $units ->
        [one] { $units } code
       *[other] { $units } codes
    } from pool `{ $pool }` on sale on "{ $title }" ({ $count ->
        [one] { $count } code
       *[other] { $count } codes
    } in the pool), topping it up as it sells with at most { $perMinute } stock edits a minute and { $perHour } an hour on the listing, which leaves room under the marketplace's limits (5 and 10) for your own edits.
audit-autopilot-pool = autopilot on for { $listing } "{ $title }" from pool { $pool }
audit-autopilot-supplier = autopilot on for { $listing } "{ $title }" from the supplier at `{ $host }`
audit-autopilot-keep = autopilot keeps { $units } from pool { $pool } on sale on { $listing } "{ $title }"
audit-autopilot-off = autopilot off for { $listing } "{ $title }"
audit-autopilot-cap = autopilot cap for { $listing } "{ $title }": { $orders ->
        [one] { $orders } order a day
       *[other] { $orders } orders a day
    }
audit-autopilot-cap-dollars = autopilot cap for { $listing } "{ $title }": { $orders ->
        [one] { $orders } order
       *[other] { $orders } orders
    } and { $dollars } a day
audit-autopilot-cap-off = autopilot cap off for { $listing } "{ $title }"

## core

# Dispatch: refusals, usage problems, confirmations, buttons and conversations that ran out.
dispatch-unknown-command = There is no command "{ $name }". Send `help` for the list.
dispatch-account-gone = That seller account is no longer connected to Hawker.
dispatch-key-refused = The marketplace refused this account's API key. The owner must create a new key under Seller → API keys and send `connect` to the bot in a private chat (with the account's label to replace its key).
dispatch-confirm-title = Please confirm
dispatch-confirm-button = Confirm
dispatch-cancel-button = Cancel
# $sentence: the error sentence for the refused key, followed by what Hawker did about it.
dispatch-key-marked-invalid = { $sentence } Hawker marked the key invalid and stopped background work for this account.
dispatch-key-in-group-title = Key posted in a group
dispatch-key-in-group = Never paste an API key in a group: everyone here could read it. Hawker asked to delete your message. Treat that key as leaked: revoke it under Seller → API keys, create a new one, and send `{ $command }` to the bot in a private chat.
dispatch-private-only = `{ $command }` works only in a private chat with the bot: send it to the bot directly.
dispatch-group-only = `{ $command }` works only in a group or channel linked to a seller account.
dispatch-group-not-linked = This group is not linked to a seller account. The account owner can link it with `team link` here.
dispatch-no-account = You have no seller account in Hawker yet. Send `connect` to the bot in a private chat with your API key, or join a team with `join <code>`.
dispatch-bound-account-lost = You have no role on the seller account this button or question was made for, so nothing was done. Ask its owner for an invite code if you need one.
dispatch-no-role = You have no role on the seller account of this place. Ask its owner for an invite code, then send `join <code>`.
# $needed and $role: the role values viewer, operator, manager, owner.
dispatch-role-refused =
    `{ $command }` needs the { $needed } role; you are { $role ->
        [operator] an operator
        [owner] an owner
        [manager] a manager
       *[viewer] a viewer
    } on this account. Ask the owner if you need more.
dispatch-button-invalid = That button is not valid any more: run the command again.
dispatch-button-expired = That button has expired: run the command again.
dispatch-send-help = Send `help` to see what Hawker can do.
dispatch-alert-shop-gone = The shop this alert belongs to is disconnected from Hawker, so nothing can be delivered from it here. Deliver the order in the seller dashboard if it still waits.
dispatch-deliver-needs-operator = Delivering needs the operator role on this seller account.
dispatch-expired = This has expired: run the command again.
# $summary: how the conversation ended (see dispatch-done-*).
dispatch-already-done = Already done: { $summary }
dispatch-not-yours = Only the person who started this can answer it. Run the command yourself if you need it.
dispatch-rate-limited = Too many commands at once: Hawker takes at most { $burst } in { $burstSeconds } s and { $limit } a minute from one person. Try again in { $seconds } s.
dispatch-rate-limited-quiet = { $sentence } Until then your messages get no answer.
dispatch-flow-unknown = This conversation is not known any more: run the command again.
dispatch-flow-account-lost = This conversation lost its seller account: run the command again.
# $needed: the role value viewer, operator, manager or owner.
dispatch-flow-role-lost = This needs the { $needed } role on the seller account, which you no longer hold.
dispatch-confirm-pending = Press Confirm or Cancel on the question above, or send `cancel`.
dispatch-confirm-invalid = This confirmation is not valid any more: run the command again.
dispatch-cancelled = Cancelled: nothing was changed.
dispatch-already-confirmed = Already done: this was confirmed before.
dispatch-done-cancelled = cancelled
dispatch-done-confirmed = `{ $command }` was confirmed and run.
# $secret: what the command answers with, e.g. "a one-time invite code".
dispatch-secret-in-group = `{ $command }` answers with { $secret }, which everyone here could read, so it runs only in a private chat with the bot. Send it to the bot directly.
# $problems: the sentences below, one after another; $usage: the command with its arguments.
dispatch-usage = { $problems } Usage: `{ $usage }`
dispatch-issue-extra = There is more text than the command takes
# $name: the argument's name in backticks.
dispatch-issue-missing = { $name } is missing
# $expected: zod's type name (number, int, string, boolean…).
dispatch-issue-type = { $name } must be a { $expected }
dispatch-issue-one-of = { $name } is one of: { $values }
dispatch-issue-at-most = { $name } is at most { $limit }
dispatch-issue-at-least = { $name } is at least { $limit }
# zod's own English for a pattern or a check that gave no sentence of its own.
core-issue-pattern = Invalid string: must match pattern { $pattern }
core-issue-invalid = Invalid input
core-still-working = The marketplace is slow to answer, so Hawker stopped waiting. What you asked may still go through: check with `listings` or `orders` in a minute before trying again.
flow-unreadable = Hawker could not read where this conversation was (it may have been updated meanwhile): run the command again.

# Replies Hawker adds while delivering its answers, and files nobody asked for.
core-secret-not-deleted = I could not delete your message above, and it holds a secret. Delete it yourself now. (In a group or server channel I need the right to delete messages to do it for you.)
core-sent-privately = I answered you in a private message.
core-cannot-write-privately = My answer is for you only, and I cannot write to you privately until you start a chat with me. Open a private chat with me, then send the command again.
core-cannot-write-privately-link = My answer is for you only, and I cannot write to you privately until you start a chat with me. Open a private chat with me ({ $link }), then send the command again.
core-nothing-waits-for-file = Nothing is waiting for a file from you here, so Hawker did not read it. Start `restock`, `deliver` or `create` first, and send the file when asked.
core-file-too-large = That file is larger than this step takes (at most { $limit }). Send a smaller file, or split it.
core-file-too-large-sized = That file is { $size } and larger than this step takes (at most { $limit }). Send a smaller file, or split it.
core-file-size-kb = { $amount } KB
core-file-size-mb = { $amount } MB

# Marketplace errors: one sentence per code, each telling the seller what to do next.
error-code-delivery-instructions-required = The marketplace needs delivery instructions for this listing: add what the buyer must do at handover and try again.
error-code-bulk-fields-required = The marketplace wants more fields filled in for this listing: check that every required attribute, the price and the delivery details are set, then try again.
error-code-instant-requires-activation-code = Instant delivery only works with the activation_code delivery method: pick activation_code or switch to manual delivery.
error-code-title-too-short = The title is too short: use 8 to 128 characters.
error-code-invalid-attributes = The listing's attributes do not match the category: fill in every required attribute with an allowed value (see `create` for the choices) and try again.
error-code-invalid-image = A picture was refused: send the pictures again here so Hawker uploads them to the marketplace first.
error-code-invalid-tags = The tags were refused: no commas inside a tag, and at most 500 characters for all tags together.
error-code-unknown-brand = That game does not exist on the marketplace or does not sell this category: pick another game.
error-code-unauthorized = The marketplace no longer accepts this API key (revoked, or used from an address outside its allowlist). Create a new key under Seller → API keys and run `connect` in a private chat with the bot.
error-code-forbidden = The marketplace refused: this API key lacks the permission for that. Check the key in the seller dashboard, or create one with the needed permission and `connect` it.
error-code-account-suspended = The seller account is suspended, so the marketplace refuses changes. Contact marketplace support; Hawker pauses background work for this account meanwhile.
error-code-not-found = The marketplace has no such listing or order for this account (wrong id, another account, or removed by moderation). Check the id with `listings` or `orders`.
error-code-rate-limited = The marketplace says the rate limit is reached: wait a minute and try again.
# $when: when to try again, e.g. "in 2 min (2026-11-21 14:14 UTC)".
error-rate-limited-until = The marketplace says the rate limit is reached. Try again { $when }.
error-budget-reads = This account's read budget (500 a minute) is used up. It frees { $when }; try again then.
error-budget-writes = This account's write budget (250 a minute) is used up. It frees { $when }; try again then.
error-budget-offer-minute = This account's per-listing write budget (5 a minute for one listing) is used up. It frees { $when }; try again then.
error-budget-offer-hour = This account's per-listing write budget (10 an hour for one listing) is used up. It frees { $when }; try again then.
error-budget-other = This account's rate budget is used up. It frees { $when }; try again then.
error-vault = Hawker cannot open this account's stored API key (it was altered, copied from another account, or sealed under a master key no longer configured). The owner must send `connect <key> <account label>` in a private chat with the bot.
# $code: the marketplace's error code, shown as it came.
error-conflict = The marketplace reports a conflict ({ $code }): the listing or order changed meanwhile. Check it with `listing` or `orders` and try again if it still applies.
error-server = The marketplace had an internal problem ({ $status }). Nothing to fix on your side: try again in a few minutes.
error-server-with-code = The marketplace had an internal problem ({ $status } { $code }). Nothing to fix on your side: try again in a few minutes.
error-unknown-code = The marketplace refused with "{ $code }" (HTTP { $status }), a reason Hawker does not know yet. Check the listing in the seller dashboard; if it persists, tell the Hawker maintainers this code.
error-timeout = The marketplace did not answer in time. Check the result with `listings` or `orders` before trying again.
error-connection-broke = The connection to the marketplace broke during the request. Check the result with `listings` or `orders` before trying again.
error-unreachable = Hawker cannot reach the marketplace right now. Nothing was sent: try again in a minute.
# $field: the field of the marketplace's answer Hawker could not read.
error-response-shape = The marketplace answered in a form Hawker does not understand (field "{ $field }"). The action may have happened: check the seller dashboard, and tell the Hawker maintainers.
# $fields: the request fields at fault, as the marketplace names them.
error-invalid-request = Hawker did not send this because some values break the marketplace's rules ({ $fields }): fix them and try again.
# Named among the fields when the request as a whole breaks a rule.
error-request-whole = input
error-internal = Something went wrong inside Hawker. Nothing secret was shown; try again, and tell the Hawker maintainers if it keeps happening.

# Prices as sellers type them.
# $thousands and $decimals: the two readings as amounts; $writeThousands and $writeDecimals: how to type each one.
price-input-ambiguous = "{ $typed }" could mean { $thousands } or { $decimals }. Write `{ $writeThousands }` or `{ $writeDecimals }` to say which.
price-input-ambiguous-digit = "{ $typed }" could mean { $thousands }, or cents with one digit too many. Write `{ $writeThousands }` if you mean { $thousands }.
price-input-unreadable = "{ $typed }" is not a price: write 12.50, 12,50, $12.50 or 1250c.
price-input-zero = A price of { $zero } is not possible: the marketplace sells nothing for free. Write the price, for example 12.50.
price-input-too-high = That is more than { $max }: check the price.

# Goods and codes sent for a delivery or a restock.
goods-file-kind = Send the goods as a .txt, .csv or .json file, or as lines of text.
goods-file-too-large = That file is larger than 2 MB: split it.
goods-codes-file-kind = Restock codes come as a .txt or .csv file, one code per line.
goods-no-codes = No codes found: send one code per line.
goods-too-many-codes = At most { $max } codes at once.
goods-json-not-array = The JSON is not an array of objects, one per unit.
goods-json-line = A line starting with {"{"} must be one JSON object.
goods-none = No goods found: one line (or JSON object) per unit.
goods-too-many-units = At most { $max } units at once.
# $entries: the numbers of the repeated entries, e.g. "2, 5".
goods-repeated = The same goods appear more than once (entries { $entries }): each unit needs its own. Nothing was sent.
# $preview: the first and last two characters with dots between; $count: the length.
goods-masked-long = { $preview } ({ $count } chars)

# Lists: orders and listings as rows.
order-row-untitled = Order
# $when: e.g. "in 2 h 14 min (2026-11-21 14:14 UTC)".
order-row-deadline = deliver { $when }
order-row-no-deadline = no deadline shown
order-row-quantity = qty { $count }
listing-row-stock = stock { $stock }
listing-row-id = id { $id }

# Finding the listing or order a seller typed.
cmd-order-argument = Order id (its first 8 characters are enough)
lookup-order-id-form = an order id is the uuid `orders` shows (its first 8 characters are enough)
lookup-order-ambiguous = Several waiting orders start with { $id }: type more of the id.
# $shop: the seller account's label.
lookup-order-none = No order { $id } waits for delivery on "{ $shop }". It may be delivered or cancelled already: see `orders`.
lookup-listing-id-form = a listing id is the uuid shown by `listings` (its first 8 characters are enough)
lookup-listing-ambiguous = Several of your listings start with { $id }: type more of the id.
lookup-listing-none = None of your listings has the id { $id }. Send `listings` to see them.

# A status call the listing's state rules out, answered without sending it.
transition-already-on-sale = "{ $title }" is already on sale: nothing was changed.
transition-already-draft = "{ $title }" is already a draft: nothing was changed.
transition-already-paused = "{ $title }" is already paused: nothing was changed.
transition-already-archived = "{ $title }" is already archived: nothing was changed.
transition-archived-for-good = "{ $title }" is archived for good: no call brings it back. Create a new listing to sell it again.
# $status: the listing's status word.
transition-unpublish-only-from = "{ $title }" is { $status }, and the marketplace unpublishes only active or paused listings, so nothing was sent.
transition-pause-only-from = "{ $title }" is { $status }, and the marketplace pauses only active listings, so nothing was sent.
transition-unpause-only-from = "{ $title }" is { $status }, and the marketplace unpauses only paused listings, so nothing was sent.
transition-paused-top-up = The marketplace interface has no unpause for top-ups. To sell it again: `unpublish { $id }` (it becomes a draft), then `publish { $id }`.

# How a listing sent back by moderation gets back on sale.
moderation-prohibited = No edit makes the item itself allowed: archive it with `archive { $id }`.
moderation-category-unknown = Fix it with `edit { $id }` if it is a top-up or currency listing, otherwise in the seller dashboard (the interface edits only those two). The edit makes it a draft; then `publish { $id }`.
# $category: the category value (account, gift_card…).
moderation-no-edit-call =
    The marketplace interface has no edit call for { $category ->
        [account] account
        [top_up] top-up
        [currency] currency
       *[gift_card] gift card
    } listings: fix it in the seller dashboard. The edit makes it a draft; then `publish { $id }`.
moderation-fix-misleading-description = Fix it with `edit { $id } description <text>` (or `title`). The edit makes it a draft; then `publish { $id }`.
moderation-fix-stolen-images = Fix it with `edit { $id } images` with pictures of your own. The edit makes it a draft; then `publish { $id }`.
moderation-fix-stolen-images-currency = Fix it with `edit { $id } description <text>` (a currency listing has no pictures). The edit makes it a draft; then `publish { $id }`.
moderation-fix-invalid-price = Fix it with `price { $id } <amount>`. The edit makes it a draft; then `publish { $id }`.
moderation-fix-insufficient-details = Fix it with `edit { $id } description <text>` or `edit { $id } attributes key=value, …`. The edit makes it a draft; then `publish { $id }`.
moderation-fix-other = Fix it with `edit { $id } <field> <value>` on what the note names. The edit makes it a draft; then `publish { $id }`.

# help and cancel.
cmd-help = What Hawker can do, and the role each command needs
cmd-help-command = One command to explain
help-title = Hawker commands
help-intro = Send `help <command>` for details. Roles: viewer reads; operator also delivers and restocks; manager also edits, prices, publishes, pauses and creates; owner also manages keys, team and alerts.
help-usage-label = Usage
help-role-label = Role needed
help-role-anyone = anyone
help-role-viewer = viewer
help-role-operator = operator
help-role-manager = manager
help-role-owner = owner
cmd-cancel = Stop the guided step you are in (create, deliver, restock, connect)
cancel-stopped = Stopped. Nothing more will be sent for it.
cancel-nothing = There is nothing in progress to stop.
# The word that leaves a question when typed alone (`cancel` leaves in every language).
flow-leave-word = cancel
flow-leave-line = To stop, send `cancel`.

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
alert-traded-button = Traded
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
# Autopilot: an order it delivered, or gave to people with the reason ($why: one of autopilot-why-*).
alert-autopilot-handed-over = Autopilot did not deliver: { $why }. Deliver it by replying to this alert with the goods, or press Deliver.
# $answer: what the seller's supplier did last, a whole sentence (supplier-…).
alert-autopilot-supplier-handed-over = Autopilot did not deliver: { $answer } Deliver it by replying to this alert with the goods, or press Deliver.
alert-autopilot-delivered-text = Delivered by autopilot.
# $after: how long after the order was placed, e.g. "1.4 s" or "2 h 5 min".
alert-autopilot-delivered-in-text = Delivered by autopilot in { $after }.
# $after: how long autopilot took; $waited: how long the order had waited before autopilot was switched on for its listing.
alert-autopilot-delivered-waited-text = Delivered by autopilot in { $after } (the order had waited { $waited } before autopilot was on).
alert-autopilot-seconds = { $seconds } s
alert-field-codes = { $count ->
        [one] Code sent
       *[other] Codes sent
    }
autopilot-why-switched-off = autopilot was switched off for this listing
autopilot-why-cap-orders = the listing reached its cap of { $cap ->
        [one] { $cap } order
       *[other] { $cap } orders
    } today
autopilot-why-cap-dollars = the listing reached its cap of { MONEY($cap) } today
autopilot-why-cap-no-price = the marketplace gave no price for the order, so it cannot be counted against the listing's cap of { MONEY($cap) } a day
autopilot-why-pool-short = { $available ->
        [0] pool { $pool } is empty
        [one] pool { $pool } has only { $available } code for { $quantity } units
       *[other] pool { $pool } has only { $available } codes for { $quantity } units
    }
autopilot-why-pool-gone = pool { $pool } no longer exists
# $code: the marketplace's error code, shown as it came.
autopilot-why-refused = the marketplace refused the delivery ({ $code }); its codes went back to the pool
autopilot-why-unsettled = the marketplace did not confirm the delivery; its codes went back to the pool
autopilot-why-refused-supplier = the marketplace refused the delivery ({ $code }); your supplier's goods were not delivered
autopilot-why-unsettled-supplier = the marketplace did not confirm the delivery; your supplier's goods were not delivered
autopilot-why-supplier-secret = the supplier's signing secret could not be read; switch autopilot on for the listing again
# $minutes: how long autopilot had the order, whole minutes rounded up.
autopilot-why-stalled = it has not finished with this order in { $minutes } min
autopilot-pool-low-title = Pool { $pool } is running low
autopilot-pool-low-text = { $left ->
        [one] Only { $left } code is left
       *[other] Only { $left } codes are left
    } in pool { $pool } (you asked to hear below { $lowWater }). Add more with `pool add { $pool }` in a private chat with Hawker.

escalation-operators-title = Nobody has delivered yet: { $left } left to deliver { $what }
escalation-team-title = Still waiting: { $left } left to deliver { $what }
escalation-everyone-title = Last call: { $left } left to deliver { $what }
escalation-held-text = You took this order: the team waits for you until the next step. It cancels itself at { $deadline }. Reply with the goods, or press Deliver.
escalation-text = The order cancels itself at { $deadline } and the shop's rating pays. Reply to this message with the goods, press Deliver, or Take it so the team knows you have it.

notice-field-listing = Listing
notice-target-gone-title = Alerts switched off for one chat
notice-target-gone-private-text = Hawker can no longer post in { $platform } private chat { $id } (the bot was removed, blocked, or the chat was deleted). Alerts there are off; use /alerts to choose where they go.
notice-target-gone-chat-text = Hawker can no longer post in { $platform } chat { $id } (the bot was removed, blocked, or the chat was deleted). Alerts there are off; use /alerts to choose where they go.
notice-webhook-disabled-title = Webhook endpoint { $endpoint } switched off
# $url: the endpoint's address; $since: when its calls began failing, e.g. "2026-11-21 14:14 UTC".
notice-webhook-disabled-text = Every call to { $url } has failed since { $since }, so Hawker stopped sending events there. Fix the receiver, then run `webhooks test { $endpoint }`: once it answers, events go to it again.

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

# Drip restock (`autopilot <listing> keep <n> from <pool>`): what it could not do. $units: how many it keeps on sale; $onSale: how many are.
keep-stock-field-pool = Pool
keep-stock-short-title = Pool empty: { $title } is not being topped up
keep-stock-short-text = Autopilot keeps { $units } on sale here from pool { $pool }, but the pool has no codes left (on sale now: { $onSale }). Add codes with /pool add { $pool }; topping up resumes by itself.
keep-stock-removed-title = Autopilot stopped: { $title } was removed
keep-stock-removed-text =
    Moderation removed this listing, so autopilot no longer tops it up from pool { $pool }. At most { $exposed } { $exposed ->
        [one] code
       *[other] codes
    } were on it; they are lost with the listing (the marketplace never gives instant stock back). The pool's other codes are safe.

digest-title = Sales today ({ $day })
digest-estimated-text = { $amount } of it is estimated from listing prices.
digest-exact-text = Every amount is the order price.
digest-field-revenue = Revenue
digest-field-orders = Orders
digest-field-units = Units
digest-field-lost = Lost past deadline or cancelled
digest-field-autopilot = Delivered by autopilot
digest-field-cost-unknown = Orders of unknown cost
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

# Autopilot's supplier: what the seller's endpoint did, said when an order goes to people instead.
supplier-answer-not-json = Your supplier's answer is not JSON: it must be a JSON array of codes, one per unit.
supplier-answer-not-a-list = Your supplier's answer is not a list of codes: it must be a JSON array of strings, one per unit, or an object with that array as `goods`.
supplier-answer-wrong-count = Your supplier answered { $count ->
        [one] { $count } code
       *[other] { $count } codes
    } for { $quantity ->
        [one] { $quantity } unit
       *[other] { $quantity } units
    }: it must answer exactly one code per unit.
supplier-answer-entry-not-text = Your supplier's entry { $entry } is not text: each code must be a JSON string.
supplier-answer-entry-empty = Your supplier's entry { $entry } is empty.
supplier-answer-entry-too-long = Your supplier's entry { $entry } is longer than { $max } characters.
supplier-answer-entry-repeated = Your supplier's entry { $entry } repeats an earlier code: each unit needs a code of its own.
supplier-answer-too-large = Your supplier answered more than { $mib } MiB: Hawker reads no more than that.
supplier-status-refused = Your supplier refused the order (HTTP status { $status }).
supplier-status-busy = Your supplier answered that it is busy (HTTP status { $status }).
supplier-status-failed = Your supplier failed on its side (HTTP status { $status }).
supplier-timeout = Your supplier did not answer within { $seconds } s.
supplier-unreachable = Hawker could not reach your supplier (`{ $detail }`).
supplier-redirected = Your supplier's address answered with a redirect (HTTP status { $status }): Hawker does not follow redirects, so bind the address it leads to.
supplier-address-private = Your supplier's address is on a private network, which Hawker does not call. Where the supplier runs beside Hawker (on its machine or network), whoever runs Hawker can allow such addresses with the setting `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`.
supplier-address-plain-http = Your supplier's address starts with `http://`: Hawker calls suppliers only over `https://` (plain `http://` only with `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`, for a local demo).
supplier-address-not-http = Your supplier's address is not a web address: it must start with `https://`.

## account

# Team roles as sentences name them; people type the English values (`team invite viewer`).
role-viewer = viewer
role-operator = operator
role-manager = manager
role-owner = owner

cmd-connect = Connect a seller account with its API key (private chat only)
cmd-connect-details = Create a key under Seller → API keys and send it here in a private chat. Hawker checks it with a cheap read, seals it, and deletes your message where it can. With the label of an account you own, the new key replaces its old one.
cmd-connect-key = API key from Seller → API keys
cmd-connect-account-name = A name for the account in Hawker
connect-key-too-short = an API key is longer than that
connect-key-has-spaces = an API key has no spaces
connect-key-ask = Send your API key (Seller → API keys) as the next message. Hawker checks it, seals it, and deletes your message where it can.
connect-key-prompt-label = API key
connect-key-malformed = That does not look like an API key. Send the key alone.
connect-too-many-keys = You tried { $count ->
        [one] { $count } key
       *[other] { $count } keys
    } in { $span }: that is the most Hawker checks for one person. Nothing was stored. Try again { $when }.
connect-key-refused = The marketplace does not accept this key (unknown, revoked, or outside its address allowlist). Nothing was stored. Check it under Seller → API keys and try again.
connect-nothing-stored = Nothing was stored. { $problem }
connect-key-taken = This key is already connected to Hawker by someone else. Ask its owner for an invite code.
connect-key-known = This key is already connected as "{ $label }". It is now your active account.
connect-key-replaced-title = Key replaced
connect-key-replaced = "{ $label }" now uses the new key, and background work resumed. Revoke the old key in the seller dashboard.
# The name a new account gets when the person gives none; they can connect again with a label of their own.
connect-default-label = Seller account { $number }
connect-done-title = Account connected
connect-done = "{ $label }" is connected and is your active account. The key is sealed; Hawker never shows it again. Order alerts come to this chat. Next: `listings`, `orders`, or `team` to share it.

cmd-disconnect = Remove the seller account from Hawker: its sealed key, team, links, alerts and audit
disconnect-confirm = Remove "{ $label }" from Hawker? Its sealed key, team roles, linked groups, alert settings and audit log are deleted. The key itself stays valid on the marketplace: revoke it there if you no longer use it.
disconnect-done-title = Disconnected
disconnect-done = "{ $label }" is no longer in Hawker. Revoke its key under Seller → API keys if nothing else uses it.

cmd-switch = Show the seller accounts you hold a role on, or make one your active account
cmd-switch-account = Label or id of the account
switch-none = You hold no seller account yet: `connect` one in a private chat, or `join` a team.
switch-unknown = You hold no account called "{ $name }". Send `switch` to see yours.
switch-done = Now acting on "{ $label }" ({ $role }).
switch-title = Your seller accounts
switch-active-item = { $label } (active)

link-platform-telegram = Telegram
link-platform-discord = Discord
link-platform-console = terminal
link-platform-test = test
link-platform-api = HTTP API
link-platform-dashboard = web dashboard
cmd-link = Join your Discord and Telegram identities with a one-time code, see or undo links
cmd-link-details = `link` gives a one-time code and shows the logins joined to yours; send `link <code>` on the other platform within 10 minutes and confirm. Both logins then act on the same seller accounts. `link remove <platform>` cuts the other platform's login off again.
cmd-link-code = The code `link` gave you on the other platform, or `remove`
cmd-link-platform = With `remove`: the platform whose login to cut off
# What the answer holds, for the refusal to give it in a group.
link-secret-what = a one-time link code
link-unknown-code = That code is unknown, used or expired. Create a new one with `link` on the other platform.
link-already-joined = This login is already part of that identity.
link-request-invalid = This link request is not valid any more: send `link <code>` again.
link-confirm-title = Join identities?
link-confirm-button = Confirm
link-cancel-button = Cancel
link-press-a-button = Press Confirm or Cancel on the question above.
link-cancelled = Cancelled: nothing was joined.
link-done = the logins were joined
# $platform is the platform's value as people type it (telegram, discord).
link-platform-taken = Both sides already have a { $platform } login; one person links one login per platform.
link-code-title = Link code
link-code = Send `link { $code }` to Hawker on your other platform within 10 minutes, then confirm there. Both logins then act on the same seller accounts. Give this code to nobody else: it would share all your accounts with them.
link-unlink-button = Unlink { $platform }
link-joined-title = Joined logins
link-joined = Joined to this one: { $logins }. If you did not join one of them yourself, unlink it now.
link-joined-login = { $platform } user id { $id }
link-remove-which = Say which login to cut off: `link remove discord` or `link remove telegram`.
link-remove-own = This is your { $platform } login: send `link remove { $typed }` from your other login instead.
link-remove-none = No { $platform } login is joined to yours. Send `link` to see the joined ones.
link-removed = The { $platform } login (user id { $id }) is no longer joined to yours: it keeps no seller account or role of yours, and yours stay here.
link-confirm-unnamed = This joins your { $platform } login to the { $otherPlatform } user (user id { $id }). Everything you can do here, they can do, and the reverse: every seller account and role of either of you becomes shared. Confirm only if that is your own other login.
link-confirm-named = This joins your { $platform } login to the { $otherPlatform } user "{ $name }" (user id { $id }). Everything you can do here, they can do, and the reverse: every seller account and role of either of you becomes shared. Confirm only if that is your own other login.
link-linked-unnamed = Linked to the { $otherPlatform } user (user id { $id }): this login now shares seller accounts and roles with it. Send `link` to see joined logins, `link remove <platform>` to undo.
link-linked-named = Linked to the { $otherPlatform } user "{ $name }" (user id { $id }): this login now shares seller accounts and roles with it. Send `link` to see joined logins, `link remove <platform>` to undo.

cmd-join = Join a seller account's team with the one-time invite code its owner gave you
cmd-join-code = Invite code from `team invite`
join-maker-lost-role = That invite no longer works: whoever made it is no longer an owner of the account. Ask a current owner for a new one.
join-unknown-code = That invite code is unknown, used, cancelled or expired. Ask the owner for a new one.
join-done = You joined "{ $label }" as { $role }. It is now your active account.
join-unnamed-account = the seller account

cmd-team = Share the account: invite codes, linked groups, members
cmd-team-details = `team invite viewer|operator|manager|owner` makes a one-time code, `team invites` lists the open ones, `team cancel <code>` cancels one, `team link` in a group or channel links it, `team unlink`, `team members`, `team revoke <member id>`.
cmd-team-value = Role for invite, member id for revoke, or invite code for cancel
team-secret-what = a one-time invite code
team-invite-which-role = Say which role the invite grants: `team invite viewer|operator|manager|owner`.
team-invite-title = Invite code
team-invite = Give this code to one person: `join { $code }`. It makes them { $role } of "{ $label }", works once, and expires in 24 hours, or sooner if you stop being an owner. `team invites` lists open invites to cancel.
team-link-not-group = Send `team link` in the Discord channel or Telegram group you want to link.
team-link-taken = This place is already linked to another seller account; its owner must `team unlink` it first.
team-linked = This chat now serves "{ $label }": members act on it with their own roles, and order alerts come here when alerts are set to team or both.
team-unlink-not-group = Send `team unlink` in the linked channel or group.
team-unlinked = This chat no longer serves the seller account.
team-members-title = Team of { $label }
team-members-hint = Take a role away with `team revoke <member id>`.
team-member-you = { $role } (you)
team-revoke-which = Say which member by the id `team members` shows: `team revoke 3f9c0a1b`.
team-revoke-self = You cannot revoke yourself; another owner can, or `disconnect` the account.
team-revoked = Member { $member } ({ $role }) no longer has a role on "{ $label }".
team-invites-none = "{ $label }" has no open invite. Make one with `team invite <role>`.
team-invite-cancel-button = Cancel { $code }
team-invites-title = Open invites of { $label }
team-invites-hint = Each works once. Cancel one with its button or `team cancel <first characters of the code>`.
team-invite-detail = made by member { $member } · expires { $when }
team-cancel-ambiguous = More than one open invite starts that way: type more characters of the code.
team-cancel-unknown = No open invite starts that way. `team invites` lists the open ones.
team-invite-cancelled = Invite { $code } ({ $role }) is cancelled: nobody can join with it.
# api: tokens for the HTTP API (docs/integrations.md)
cmd-api = Tokens for the HTTP API: your own software acts on the shop with one role
cmd-api-details = `api tokens` lists the tokens, `api token create viewer|operator|manager|owner [label]` makes one and shows it once, `api token revoke <label>` stops it at once. A token acts with exactly its role, is rate-limited and audited as "API token <label>". See docs/integrations.md.
cmd-api-action = create or revoke
cmd-api-action-create = Make a token, shown once
cmd-api-action-revoke = Stop a token at once
cmd-api-action-tokens = List the shop's API tokens
cmd-api-action-token = Make a token (create <role> [label]) or stop one (revoke <label>)
cmd-api-value = Role for create, label for revoke
cmd-api-label = Label of the new token (a-z, 0-9, - or _)
api-secret-what = an API token
api-tokens-none = "{ $label }" has no API token. Make one with `api token create viewer`.
api-tokens-title = API tokens of { $label }
api-tokens-hint = Stop one with `api token revoke <label>`.
# $created and $used: UTC times, or api-token-never-used.
api-token-detail = created { $created } · last used { $used }
api-token-never-used = never
api-token-which-role = Say which role the token acts with: `api token create viewer|operator|manager|owner [label]`.
api-token-label-rule = "{ $label }" cannot name a token: use 1 to 32 lower-case letters, digits, - or _, starting with a letter or digit.
api-token-label-taken = A token is already named "{ $label }": choose another label, or revoke that one first.
api-token-too-many = The shop already has { $max } API tokens: revoke one you no longer use first.
api-token-title = API token
# $token is the token itself, shown this once.
api-token-created = Token "{ $label }" acts as { $role } of "{ $shop }". Copy it now: Hawker keeps only a hash and never shows it again.
    `{ $token }`
    Send it as `Authorization: Bearer <token>`. `api token revoke { $label }` stops it.
api-token-unknown = No API token is named "{ $label }". `api tokens` lists them.
api-token-revoked = Token "{ $label }" is revoked: calls with it are refused from now on.

cmd-account = Which seller account you act on, key health, what is left of the rate budgets, instant sales
account-title = Seller account
account-account-label = Account
account-role-label = Your role
account-key-label = Key
account-key = { $health } · fingerprint { $fingerprint }
account-key-ok = working
account-key-invalid = refused by the marketplace: the owner must `connect` a new key
account-key-suspended = the seller account is suspended
account-alerts-label = Alerts
account-alerts-on = on
account-alerts-off = off
account-read-budget-label = Read budget
account-write-budget-label = Write budget
account-budget = { $remaining } of { $limit } left this minute
account-budget-next = { $remaining } of { $limit } left this minute, next { $when }
account-read-classes-label = Reads by class
account-write-classes-label = Writes by class
account-budget-classes = critical (polls, deliveries, the guard) { $critical } of { $reserved } reserved; interactive { $interactive } and bulk { $bulk } of the other { $shared }
account-polling-label = Order polling
account-polling-fast = every { $every } while a manual listing is on sale or an order is open · { $reads } reads a minute with the listing watch, { $share }% of the { $limit }-a-minute read budget
account-polling-idle = every { $every }: no manual listing on sale and no order open (every { $fast } once there is) · { $reads } reads a minute with the listing watch, { $share }% of the { $limit }-a-minute read budget
account-polling-seconds = { $seconds } s
account-instant-sales-label = Instant sales
account-instant-sales-last = { $count } delivered automatically from stock, last { $when }
account-instant-sales-unknown = unknown while the key is refused
account-instant-sales-of = { $count } delivered automatically from stock (of { $delivered ->
        [one] { $delivered } delivered order
       *[other] { $delivered } delivered orders
    })
account-language-label = Your language
account-language = { $language } · `language` changes it
account-team-language-label = Team language
account-team-language = { $language } · the owner changes it with `alerts language`
account-team-language-owner = { $language } (the owner's language) · the owner can set another with `alerts language`
account-others-label = Other accounts
account-others = { $count } more: `switch` to change

cmd-audit = The latest write actions on the account: who, what, when
cmd-audit-count = How many (default 15, at most 50)
audit-log-empty = Nothing was changed through Hawker yet.
audit-log-title = Latest actions on { $label }
audit-log-entry = { $action }: { $summary }
audit-log-entry-failed = { $action }: { $summary } (failed: { $code })
audit-log-by-system = { $system }, by itself
audit-system-deadline-guard = Hawker deadline guard
audit-system-autopilot = Hawker autopilot
# $token: the token's label.
audit-log-by-api-token = API token { $token }
# $platform is the platform's value: telegram, discord, console, test.
audit-log-by-person = { $name } on { $platform }
# Audit summaries: kept as keys and worded in each reader's language when `audit` shows them.
audit-connect-connected = connected the account
audit-connect-key-replaced = replaced the API key
audit-join = joined the team as { $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    }
audit-team-invite-created = created a one-time { $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    } invite
audit-team-invite-cancelled = cancelled a { $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    } invite
audit-team-revoked = revoked the { $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    } role of member { $member }
audit-team-linked = linked { $platform } chat { $chat }
audit-team-unlinked = unlinked { $platform } chat { $chat }
audit-api-token-created = created an API token "{ $token }" with the { $role ->
        [viewer] { role-viewer }
        [operator] { role-operator }
        [manager] { role-manager }
       *[owner] { role-owner }
    } role
audit-api-token-revoked = revoked the API token "{ $token }"
audit-notify = private alerts { $state } for { $platform } { $user }
audit-notify-member-off = stopped the private alerts of member { $member }
audit-create-picture-uploaded = uploaded a picture
audit-create-draft = created draft "{ $title }"

cmd-notify = Get (or stop getting) this account's order alerts in your private chat
cmd-notify-state = on or off
cmd-notify-details = `notify on` or `notify off` in your private chat. The owner sees who gets private alerts with `alerts`, and stops anyone's with `notify off <member id>` (the id `team members` shows). Private alerts stop by themselves when a member's role is revoked or goes below operator.
cmd-notify-member = the member whose private alerts stop (owner; their id from `team members`)
notify-on = Order alerts of "{ $label }" now come to this chat (when alerts go to private or both).
notify-off = No more order alerts in this chat.
notify-on-member = Only members ask for alerts in their own private chat: they send `notify on` there.
notify-member-which = Say which member by the id `team members` shows: `notify off 3f9c0a1b`.
notify-member-owner-only = Only the owner stops another member's private alerts; `notify off` alone stops yours.
notify-member-off = Member { $member } no longer gets the order alerts of "{ $label }" in any private chat.

cmd-create = Create a listing step by step; it is created as a draft, then published on request
cmd-create-details = Category, game, the category's attributes (choices offered), title, description, tags, price, delivery type, method, instructions and promised time, pictures from chat, and the stock of an instant listing; checked against the marketplace rules before anything is sent, previewed, created as a draft.
create-what-to-sell = What do you want to sell?
create-category-account-button = Account
create-category-top-up-button = Top-up
create-category-gift-card-button = Gift card
create-category-currency-button = Currency
create-answer-label = Answer
create-skip-button = Skip
create-which-game-pick = Which game? Pick one, or type another name.
create-which-game = Which game is this { $category ->
        [account] account
        [top_up] top-up
        [gift_card] gift card
       *[currency] currency
    } for? Type its name.
create-next-value = Next value?
# $label is the marketplace's name of the attribute; $need is required or optional.
create-attribute-pick = { $need ->
        [optional] { $label } (optional)
       *[required] { $label }
    }: pick one.
create-attribute-number-min = { $need ->
        [optional] { $label } (optional)
       *[required] { $label }
    } (a number, at least { $min })?
create-attribute-number = { $need ->
        [optional] { $label } (optional)
       *[required] { $label }
    } (a number)?
create-attribute-text = { $need ->
        [optional] { $label } (optional)
       *[required] { $label }
    }?
create-product-id-ask = Which product (the in-game currency) is it? The catalogue lists none for this game: send the product id from the seller dashboard.
create-product-pick = Which product (the in-game currency) do you sell? Prices and stock count in the product's scale.
create-product-sold = { $name } (sold { $per })
create-title-ask = Title? 8 to 128 characters.
create-description-ask = Description? At most 4096 characters.
create-tags-ask = Tags, comma-separated? At most 500 characters together.
create-price-per-unit-ask = Price { $per }? For example 0.25 or 25c.
create-price-ask = Price? For example 12.50, $12.50 or 1250c.
create-stock-ask = How much { $product } do you have in stock? A whole number.
create-stock-ask-unnamed = How much the product do you have in stock? A whole number.
create-stock-scaled-ask = How much { $product } do you have in stock, counted in { $scale }? For example 5 means { $example }.
create-stock-scaled-ask-unnamed = How much the product do you have in stock, counted in { $scale }? For example 5 means { $example }.
create-delivery-type-ask = How is it delivered? Instant: buyers get a unit from the stock you upload. Manual: you hand it over within a promised time.
create-manual-button = Manual
create-instant-button = Instant
create-delivery-method-ask = Delivery method?
create-instructions-ask = What must the buyer do at handover (delivery instructions, at most 2048 characters)?
create-handover-ask = Promised handover time? For example 30 minutes, 2 hours or 1 day.
create-pictures-ask = Send pictures (1 to 10, at least one); press Done when finished. { $count } so far.
create-pictures-ask-optional = Send pictures (1 to 10, optional); press Done when finished. { $count } so far.
create-done-button = Done
create-stock-units-ask = Send the stock buyers get instantly: one unit per line (codes), JSON objects, or a .txt/.csv/.json file. The marketplace interface has no restock call for this category, so this is the stock it starts with.
create-stock-units-ask-top-up = Send the stock buyers get instantly: one unit per line (codes), JSON objects, or a .txt/.csv/.json file. Skip to add codes later with `restock`.
create-stock-units-label = Stock, one unit per line
create-preview-title = Preview
create-preview = Create this listing as a draft? Buyers see nothing until you publish it.
create-category-label = Category
create-category-name = { $category ->
        [account] account
        [top_up] top-up
        [gift_card] gift card
       *[currency] currency
    }
create-game-label = Game
create-price-label = Price
create-title-label = Title
create-product-label = Product
create-description-label = Description
create-delivery-label = Delivery
create-method-label = Method
create-promised-time-label = Promised time
create-promised-time = { $unit ->
    [minutes] { $count ->
            [one] { $count } minute
           *[other] { $count } minutes
        }
    [hours] { $count ->
            [one] { $count } hour
           *[other] { $count } hours
        }
   *[days] { $count ->
            [one] { $count } day
           *[other] { $count } days
        }
    }
create-stock-label = Stock
create-pictures-label = Pictures
create-units-label = Units of stock
create-draft-button = Create draft
create-pick-category = Pick a category with the buttons.
create-type-game = Type the name of the game.
create-no-game = No game matching "{ $text }" sells { $category ->
        [account] account
        [top_up] top-up
        [gift_card] gift card
       *[currency] currency
    } listings. Try another name.
create-game-lacks-category = { $game } does not sell { $category ->
        [account] account
        [top_up] top-up
        [gift_card] gift card
       *[currency] currency
    } listings. Type another game.
create-pick-product = Pick the product with the buttons, or type its name: { $names }.
create-product-id-form = A product id is a uuid, as the seller dashboard shows it (for example 0b8f6c1e-3d2a-4f5b-9c7d-1e2f3a4b5c6d).
create-stock-whole-number = Stock is a whole number of { $unit }, 0 or more.
create-pick-delivery-type = Pick Manual or Instant.
create-pick-method = Pick a delivery method with the buttons.
create-method-refused = { $problem } Pick it, or go back with `cancel` and choose manual delivery.
create-instructions-needed = Manual top-ups need delivery instructions: say what the buyer must do at handover.
create-picture-needed = A { $category ->
        [account] account
        [top_up] top-up
        [gift_card] gift card
       *[currency] currency
    } listing needs at least one picture: send one.
create-picture-send = Send a picture as a file or photo, or press Done.
create-not-a-picture = That file is not a picture.
create-pictures-full = A listing holds at most 10 pictures: press Done.
create-press-create = Press Create draft.
create-title-length = A title has 8 to 128 characters.
# $length is the text's length, written like the limit beside it (5000, not 5,000).
create-title-length-counted = A title has 8 to 128 characters; this one has { $length }.
create-description-length = A description has 1 to 4096 characters.
create-description-length-counted = A description has 1 to 4096 characters; this one has { $length }.
create-tags-invalid = Tags are comma-separated, at most 500 characters together.
create-instructions-length = Delivery instructions have 1 to 2048 characters.
create-handover-invalid = Write the time as a number and a unit: 30 minutes, 2 hours, 1 day.
create-method-instant-only = Instant delivery only works with the { $method } method.
create-minimum-order-invalid = A minimum order is a whole number, 1 or more.
create-attribute-pick-one-of = { $label }: pick one of { $values }.
create-attribute-not-a-number = { $label } is a number.
create-attribute-too-small = { $label } must be at least { $min }.
create-attribute-empty = { $label } needs a value.
create-draft-made-title = Draft created
create-draft-made = "{ $title }" is a draft (id { $id }). Publish it when ready.
create-draft-made-without-id = "{ $title }" is a draft. Publish it when ready.
create-draft-add-codes = Add codes with `restock` before publishing.
create-typed-goods-first = An instantly delivered account or a gift card is made together with its goods: create it with `create` in chat.
create-publish-button = Publish now
create-open-button = Open
create-done = draft "{ $title }" created

cmd-webhooks = Send the shop's events to your own software, signed
cmd-webhooks-details = `webhooks` lists the endpoints with their last delivery, `webhooks add <https url> [events]` adds one (events as a comma list, every event when left out) and shows its signing secret once, `webhooks test <n>` sends a `ping`, `webhooks log <n>` shows the latest deliveries, `webhooks replay <delivery>` sends one again, `webhooks rotate <n>` makes a new secret (the old one still signs for 24 hours), `webhooks remove <n>`.
cmd-webhooks-number = The endpoint's number, as `webhooks` lists it
cmd-webhooks-delivery = The delivery's id (`dlv_…`), as `webhooks log <n>` shows it
cmd-webhooks-url = The receiver's `https://` address
cmd-webhooks-events = Events to send, as a comma list (every event when left out)
webhooks-none = No webhook endpoint yet. Add one with `webhooks add <https url> [events]`, then check it with `webhooks test <n>`.
webhooks-title = Webhooks of "{ $label }"
webhooks-hint = `webhooks test <n>` sends a `ping`, `webhooks log <n>` shows the latest deliveries, `webhooks rotate <n>` makes a new signing secret, `webhooks remove <n>` stops sending to an endpoint.
webhooks-detail = { $state ->
    [disabled] disabled
   *[enabled] enabled
  } · { $events }
webhooks-events-all = every event
webhooks-add-usage = Give the receiver's address: `webhooks add <https url> [events]`, for example `webhooks add https://example.com/hawker order.delivered,key.invalid`.
webhooks-url-malformed = Hawker cannot call that address: give it whole, for example `https://example.com/hawker`.
webhooks-url-plain-http = The address must start with `https://`: events carry buyers' orders, and over plain `http://` anyone on the way reads them.
webhooks-url-credentials = Take the user name and password out of the address: Hawker signs every call with the endpoint's own secret.
webhooks-url-private = That address is in a private network (like 127.0.0.1 or 192.168.x.x), which Hawker does not call: give your receiver's public `https://` address. Where the receiver runs beside Hawker (on its machine or network), whoever runs Hawker can allow such addresses with the setting `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`.
webhooks-event-unknown = There is no event `{ $event }`. Events: { $known }.
webhooks-too-many = This account already has { $count } webhook endpoints, the most it may have: remove one with `webhooks remove <n>` first.
webhooks-added-title = Webhook added
webhooks-added = Endpoint { $endpoint } gets { $events }.
webhooks-secret = Signing secret, shown only this once: `{ $secret }`
webhooks-secret-docs = Your receiver checks each call's signature with it, with any `Standard Webhooks` library: `docs/integrations.md` shows a receiver in a few lines of `Node.js`.
webhooks-unknown = There is no webhook endpoint { $number }: `webhooks` lists them with their numbers.
webhooks-rotate-usage = Say which endpoint gets a new secret: `webhooks rotate <n>`, with the number `webhooks` shows.
webhooks-rotated-title = New signing secret
webhooks-rotated = Endpoint { $endpoint } has a new secret. For the next 24 hours every call carries a signature with the old secret too, so your receiver can switch without losing a call.
webhooks-remove-usage = Say which endpoint to remove: `webhooks remove <n>`, with the number `webhooks` shows.
webhooks-removed = Endpoint { $endpoint } removed: Hawker sends it nothing more.
webhooks-log-detail = { $ms } ms · attempt { $attempt } · { $when } · `{ $delivery }`
webhooks-log-title = Latest deliveries to { $endpoint }
webhooks-log-empty = Nothing was sent to endpoint { $endpoint } yet: `webhooks test <n>` sends a `ping`.
webhooks-log-usage = Say which endpoint's deliveries to show: `webhooks log <n>`, with the number `webhooks` shows.
webhooks-replay-usage = Say which delivery to send again: `webhooks replay <delivery>`, with its id (`dlv_…`) from `webhooks log <n>`.
webhooks-replay-unknown = There is no delivery `{ $delivery }` among the latest 50 of any endpoint, or it was logged before Hawker kept what it sent: `webhooks log <n>` lists them.
# $event: the event's type as typed (order.delivered…), shown as it is in every language.
webhooks-replay-ok = Endpoint { $endpoint } got `{ $event }` again: { $result } in { $ms } ms.
webhooks-replay-failed = Endpoint { $endpoint } did not take `{ $event }`: { $result }. `webhooks log <n>` shows every attempt.
webhooks-test-failed = Endpoint { $endpoint } did not take the `ping`: { $result }. `webhooks log <n>` shows every attempt.
webhooks-test-ok = Endpoint { $endpoint } got the `ping`: { $result } in { $ms } ms.
webhooks-test-enabled = It answered, so it is switched on again: events go to it from now on.
webhooks-test-usage = Say which endpoint to ping: `webhooks test <n>`, with the number `webhooks` shows.
webhooks-result = { $problem ->
    [timeout] no answer within 10 s
    [unreachable] could not connect
    [refused-address] address refused (a private network; `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`, set by whoever runs Hawker, allows it)
    [redirected] redirect { $status }, not followed
    [too-large] an answer over 64 KiB
   *[answered] answered { $status }
  }
webhooks-last = last: { $result }, { $when }
webhooks-never-sent = nothing sent yet
webhooks-result-given-up = given up
webhooks-log-given-up = given up a day after the event, after { $attempts ->
    [one] { $attempts } attempt
   *[other] { $attempts } attempts
  }, the last { $result } · { $when } · `{ $delivery }`: `webhooks replay { $delivery }` sends it again
webhooks-log-given-up-waited = given up unsent a day after the event: an earlier event of its order was still being tried · { $when } · `{ $delivery }`: `webhooks replay { $delivery }` sends it now
webhooks-given-up-lately = { $count ->
    [one] { $count } event
   *[other] { $count } events
  } given up in the last 7 days (`webhooks log { $number }`)
audit-webhooks-added = added webhook endpoint { $number } at `{ $host }` for { $events }
audit-webhooks-rotated = made a new signing secret for webhook endpoint { $number } at `{ $host }`
audit-webhooks-removed = removed webhook endpoint { $number } at `{ $host }`

## guard

# Alert settings, the deadline guard (away mode, working hours, escalation) and sales insight.

cmd-alerts = Where order alerts go and when: mode, reminders, mute
cmd-alerts-details = `alerts mode private|team|both`, `alerts reminders 30,10` (minutes before the deadline), `alerts mute 60` (minutes), `alerts unmute`, `alerts off|on`, `alerts lowstock <listing> <n|off>`, `alerts digest 21:00 Europe/Berlin` (a daily sales summary) or `alerts digest off`, `alerts escalation operators 10m 50%, team 75%, everyone 90%` (who is called as a deadline nears), `alerts escalation off|default`, `alerts escalation role @Sellers|off` (a Discord role the later steps ping), `alerts autopilot quiet|digest|loud` (how an order autopilot delivered is posted: without a notification sound, only counted in the daily digest, or as a loud alert), `alerts language uk` (the language of the team's groups and channels) or `alerts language owner` (the owner's own language, the default).
cmd-alerts-mode-value = private, team or both
cmd-alerts-reminders-value = Minutes before the deadline, comma-separated (30,10)
cmd-alerts-mute-value = Minutes of quiet (60 if left out)
cmd-alerts-lowstock-threshold = Stock to tell at, or off
cmd-alerts-digest-value = Time of day (21:00), or off
cmd-alerts-digest-threshold = Time zone (Europe/Berlin)
cmd-alerts-escalation-value = The first step (operators 10m 50%), off, default, or role
cmd-alerts-escalation-threshold = The other steps; after role: @Sellers or off
cmd-alerts-autopilot-value = quiet, digest or loud
cmd-alerts-language-value = Language code (en, ru, uk), or owner
alerts-mode-usage = Say where alerts go: `alerts mode private`, `team` or `both`.
alerts-mode-no-group = No group or channel is linked to this account yet, so team alerts would reach nobody. Send `team link` in the group first, then `alerts mode team`. Alerts keep going to private chats meanwhile.
alerts-reminders-usage = Give reminder times in minutes before the deadline, comma-separated: `alerts reminders 30,10`.
alerts-mute-usage = Mute for 1 to 10080 minutes: `alerts mute 60`.
alerts-lowstock-usage = Say which listing and at what stock: `alerts lowstock <listing> 5`, or `off`.
alerts-digest-usage = Give the time and your time zone: `alerts digest 21:00 Europe/Berlin` (24-hour clock, a zone name like America/New_York or UTC), or `alerts digest off`.
alerts-role-usage = Name the Discord role the team and everyone steps ping: `alerts escalation role @Sellers` (in Discord), or `alerts escalation role off`.
alerts-autopilot-usage = Say how an order autopilot delivered reaches you: `alerts autopilot quiet` (posted without a notification sound, the default), `alerts autopilot digest` (only counted in the daily digest) or `alerts autopilot loud` (an alert like any other). An order autopilot cannot deliver is always alerted loudly, with the reason.
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
alerts-private-value = { $count } (members add or remove theirs with `notify on|off`; the owner removes anyone's with `notify off <member id>`)
alerts-groups-label = Linked groups
alerts-recipients-label = Private alerts go to
# $member — the member id `team members` shows; $platforms — where they get them, e.g. "Telegram, Discord".
alerts-recipient-entry = { $member }: { $platforms }
alerts-recipient-stop-button = Stop { $member }
alerts-digest-label = Daily sales digest
alerts-digest-value = { $time } { $timeZone }, skipped on days without sales
alerts-digest-off = off
alerts-escalation-label = Escalation
alerts-escalation-off = off
alerts-escalation-value = { $ladder } of the time to the deadline, whichever first (`alerts escalation` changes it)
alerts-escalation-role-value = { $ladder } of the time to the deadline, whichever first (`alerts escalation` changes it); pings <@&{ $role }> in Discord
alerts-autopilot-label = Orders autopilot delivered
alerts-autopilot-quiet = posted without a notification sound (`alerts autopilot` changes it)
alerts-autopilot-digest = only counted in the daily digest (`alerts autopilot` changes it)
alerts-autopilot-digest-off = only counted in the daily digest, which is off: `alerts digest 21:00 Europe/Berlin` switches it on
alerts-autopilot-loud = alerted with a notification sound, like any order (`alerts autopilot` changes it)
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
audit-alerts-autopilot = orders autopilot delivered: { $mode ->
        [quiet] posted without a notification sound
        [digest] only counted in the daily digest
       *[loud] alerted with a notification sound
    }
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
cmd-away-value = now: for 3h or until 08:00; hours: time zone and weekly hours; swamped: orders (5) or off
cmd-back = End away mode now: put back on sale the listings Hawker took off
away-swamped-rule = Swamped rule: manual listings go off sale while { $threshold } or more orders wait, and come back once { $drained } or fewer do.
away-by-swamped-rule = the swamped rule
away-by-working-hours = working hours
away-by-away-time-end = the end of the away time
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
guard-switch-unread = Hawker could not read the listings just now: it { $direction ->
        [away] takes the manual listings off sale
       *[back] puts the manual listings back on sale
    } as soon as it may, and tells the team.
guard-switch-instant = Instant listings keep selling.
guard-left-alone-gone = Left alone: "{ $title }" (it is gone).
guard-left-alone-edited = Left alone: "{ $title }" (it was edited meanwhile).
guard-left-alone-status = Left alone: "{ $title }" (its status is { $status } now).
guard-left-alone-refused = Left alone: "{ $title }" (the marketplace refused it ({ $code })).
guard-left-alone-other = Left alone: "{ $title }" ({ $reason }).
guard-left-alone-more = And { $count } more left alone.
cmd-stats = Sales figures with a chart, compared with the period before; or export them as CSV
cmd-stats-details = `stats`, `stats 30d by game`, `stats 2026-11-01..2026-11-20 by listing`, `stats export 12m`. Days are in the time zone of the daily digest, else of the working hours, else UTC.
cmd-stats-query = Period (today, 7d, 30d, 12m, 2026-11-01..2026-11-20), then by listing|game|category
cmd-stats-action-figures = sales figures and a chart, against the period before
cmd-stats-action-export = every order of the period as CSV
cmd-stats-period = Period (today, 7d, 30d, 12m, 2026-11-01..2026-11-20)
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
stats-cost-label = Cost of goods
stats-profit-label = Gross profit
stats-margin-label = Margin
stats-row-profit = { $row }, profit { $profit }
stats-cost-unknown = Cost unknown for { $count ->
        [one] { $count } order
       *[other] { $count } orders
    }: not in the profit. Set it with `cost <listing> <price per unit>` or `pool cost <name> <price per code>`.
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
stats-by-autopilot = autopilot
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
chart-profit = Profit
csv-time = time
csv-order-id = order_id
csv-listing = listing
csv-category = category
csv-game = game
csv-quantity = quantity
csv-amount-cents = amount_cents
csv-amount-estimated = amount_estimated
csv-cost-cents = cost_cents
csv-profit-cents = profit_cents
csv-delivery-type = delivery_type
csv-delivered-by = delivered_by
csv-delivery-seconds = delivery_seconds
csv-outcome = outcome
csv-source = source

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
telegram-menu-dashboard = Dashboard

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
console-redis-embedded = Redis: a private redis-server (data in { $folder }/redis), stopped when you leave.
console-vault-dev = Vault: a development master key in { $folder }/dev-master-keys (set HAWKER_MASTER_KEYS for real keys).
console-demo-not-connected = Could not connect the demo shop: { $reason }
console-demo-taken = Another Hawker demo is running on the data in { $folder }: process { $pid } on { $host }. Stop it first (/quit in its terminal, or kill { $pid }), or start this one with another data folder (HAWKER_DATA_DIR) or another Redis (REDIS_URL).
console-unknown-reason = unknown reason
console-marketplace-sandbox = Marketplace: the sandbox at { $url }, with a demo shop already connected, its last 90 days of sales, and buyers placing orders.
console-demo-second-shop = A second demo shop, { $shop }, is yours too: /switch moves between the two, and /listings clone copies listings from one to the other.
console-demo-kept = The demo is kept in { $folder } (the sandbox's shop, its orders and Hawker's data): `npm start -- --fresh` starts over.
console-demo-set-aside = The saved demo in { $file } is from an incompatible version of Hawker: it was set aside there, and the demo starts anew.
console-demo-supplier = Supplier: a demo supplier at { $url } answers made-up codes. Try /autopilot <listing> from { $url } on a manual listing.
console-demo-supplier-off = Set WEBHOOK_ALLOW_PRIVATE_NETWORKS=true to try autopilot with a demo supplier on this machine.
console-marketplace = Marketplace: { $url }. Connect your shop with /connect.
console-api = HTTP API for your own software: { $url }/v1/openapi.json lists its calls. Make a token with `/api token create operator my-script` (a role, then a label) and send it as `Authorization: Bearer hwk_…`.
console-dashboard = Dashboard in your browser: { $url } (logs you in once within { $minutes } minutes; type /dashboard for a fresh link).
console-try = Try /listings, /orders or /help. When an order alert arrives, reply with @<number> and the codes, then an empty line.
console-keys = A number picks that choice of the question just asked, or of the last message; a number no choice bears is your answer. #N.k presses choice k of message #N (an alert's buttons); /quit leaves. Logs: { $folder }/hawker.log

## Choice labels: what each choice of a command means, shown beside its value in Discord's menus

cmd-alerts-action-show = the alert settings
cmd-alerts-action-mode = where alerts go
cmd-alerts-action-reminders = reminders before the deadline
cmd-alerts-action-mute = mute for a while
cmd-alerts-action-unmute = unmute
cmd-alerts-action-off = turn alerts off
cmd-alerts-action-on = turn alerts on
cmd-alerts-action-lowstock = low-stock threshold
cmd-alerts-action-digest = daily sales digest
cmd-alerts-action-escalation = escalation ladder
cmd-alerts-action-autopilot = how orders autopilot delivered are posted
cmd-alerts-action-language = language of the team chats
cmd-away-action-now = away now
cmd-away-action-hours = working hours
cmd-away-action-off = no working hours, no away time
cmd-away-action-swamped = the swamped rule
cmd-away-action-show = away mode, working hours and the swamped rule
cmd-notify-state-on = private alerts on (on)
cmd-notify-state-off = private alerts off (off)
cmd-team-action-members = members and their roles
cmd-team-action-invite = a one-time invite code
cmd-team-action-invites = open invites
cmd-team-action-cancel = cancel an invite
cmd-team-action-link = link this group or channel
cmd-team-action-unlink = unlink this group or channel
cmd-team-action-revoke = remove a member
cmd-webhooks-action-list = the endpoints
cmd-webhooks-action-add = add an endpoint
cmd-webhooks-action-log = the latest deliveries
cmd-webhooks-action-replay = send a logged event again
cmd-webhooks-action-test = send a ping
cmd-webhooks-action-rotate = a new signing secret
cmd-webhooks-action-remove = remove an endpoint
cmd-link-platform-discord = Discord
cmd-link-platform-telegram = Telegram
cmd-edit-field-title = title (title)
cmd-edit-field-description = description (description)
cmd-edit-field-tags = tags (tags)
cmd-edit-field-images = pictures (images)
cmd-edit-field-attributes = attributes (attributes)
cmd-edit-field-delivery = delivery type (delivery)
cmd-edit-field-method = delivery method (method)
cmd-edit-field-instructions = delivery instructions (instructions)
cmd-edit-field-handover = handover time (handover)
cmd-edit-field-minorder = minimum order (minorder)

## listings import
cmd-listings-action-import = Import a file of listings (as `listings export` writes it): preview what it changes
import-send-file = Send the file of listings: a CSV or JSON as `listings export` writes it, edited in a spreadsheet or not. Nothing is changed before you see what it would do. Stock is not read from the file: `restock` changes it.
import-file-label = File of listings
import-preview-title = Import into { $account }: what would change
import-previewed = import previewed
import-file-kind = That is not a file of listings: send the .csv or .json `listings export` made.
import-file-too-large = That file is larger than { $megabytes } MB, the most an import reads: split it by status or game.
import-file-binary = That file is not text (it holds binary data): save it from the spreadsheet as CSV UTF-8, or send the JSON the export made.
import-file-encoding = That file is not in UTF-8: save it from the spreadsheet as "CSV UTF-8" and send it again.
import-file-too-wide = Row { $row } has more than { $max } columns: this is not a file of listings.
import-file-row-wider = Row { $row } has { $count } cells but the header names { $columns } columns: a cell holds an unquoted { $separator ->
    [semicolon] semicolon
    [tab] tab
   *[comma] comma
}.
import-file-too-many-rows = The file holds more than { $max } listings: split it by status or game.
import-file-empty = The file is empty: its first row names the columns (`id`, `title`, `price`…).
import-file-unknown-columns = The file has columns an import does not know: { $columns }. Columns are named as the export names them: { $known }.
import-file-unknown-columns-separated = The file has columns an import does not know: { $columns }. Its header was read as separated by { $separator ->
    [semicolon] semicolons (;)
    [tab] tabs
   *[comma] commas (,)
}; the export separates by commas, and an import reads commas, semicolons and tabs. Columns are named as the export names them: { $known }.
import-file-repeated-column = The column `{ $column }` appears twice in the header.
import-file-no-id-column = The file has no `id` column: an import tells the listings apart by it (leave it empty for a new draft).
import-file-json-unreadable = That JSON file cannot be read: it is cut short or not JSON.
import-file-json-shape = That JSON file is not a list of listings: it holds one object per listing, as the export writes it.
import-attributes-not-json = The `attributes` cell is not a JSON object like {"{"}"region": "eu"{"}"}.
import-no-listing = There is no listing `{ $id }` in this shop.
import-listing-unread = "{ $title }" could not be read just now (the marketplace's reads for this minute are spent): import the file again in a minute.
import-field-read-only = An import does not change `{ $field }` ({ $before } → { $after }): it is kept as the listing has it (pictures: `edit <listing> images`).
import-status-unsettable = An import cannot set the status `{ $status }`: it takes `active`, `draft`, `paused` or `archived`.
import-sold-out = "{ $title }" is sold out: restock it first. An import never puts a listing with nothing to sell on sale.
import-kept-reason = "{ $title }" changed on the marketplace since your export: kept as it is now. To change it, export again and edit the new file.
import-id-repeated = The listing `{ $id }` is on an earlier row already.
import-new-category = A row without an id makes a new draft of a top-up or currency (`top_up`, `currency`), not of `{ $category }`: accounts and gift cards are made with `create`.
import-new-needs = A row without an id makes a new draft, and needs its `{ $column }`.
import-new-no-game = The game `{ $game }` does not sell `{ $category }`.
import-new-is-draft = A row without an id makes a draft: leave its status empty or `draft`, and publish the draft once it is made.
import-new-needs-handover = A new manually delivered draft needs its handover time (`manual_delivery_value` and `manual_delivery_unit`, like 2 and hours).
import-kind = { $kind ->
    [price] price
    [title] title
    [description] description
    [tags] tags
    [attributes] attributes
    [delivery] delivery type
    [method] delivery method
    [instructions] delivery instructions
    [handover] handover time
    [minorder] minimum order
    [publish] publish
    [unpublish] back to draft
    [pause] pause
    [unpause] unpause
    [archive] archive
   *[draft] new draft
}
import-count = { $kind ->
    [price] { $count ->
         [one] { $count } price
        *[other] { $count } prices
    }
    [title] { $count ->
         [one] { $count } title
        *[other] { $count } titles
    }
    [description] { $count ->
         [one] { $count } description
        *[other] { $count } descriptions
    }
    [tags] { $count ->
         [one] { $count } tag list
        *[other] { $count } tag lists
    }
    [attributes] { $count ->
         [one] { $count } attribute set
        *[other] { $count } attribute sets
    }
    [delivery] { $count ->
         [one] { $count } delivery type
        *[other] { $count } delivery types
    }
    [method] { $count ->
         [one] { $count } delivery method
        *[other] { $count } delivery methods
    }
    [instructions] { $count ->
         [one] { $count } delivery instruction
        *[other] { $count } delivery instructions
    }
    [handover] { $count ->
         [one] { $count } handover time
        *[other] { $count } handover times
    }
    [minorder] { $count ->
         [one] { $count } minimum order
        *[other] { $count } minimum orders
    }
    [publish] { $count ->
         [one] { $count } publish
        *[other] { $count } publishes
    }
    [unpublish] { $count ->
         [one] { $count } back to draft
        *[other] { $count } back to draft
    }
    [pause] { $count ->
         [one] { $count } pause
        *[other] { $count } pauses
    }
    [unpause] { $count ->
         [one] { $count } unpause
        *[other] { $count } unpauses
    }
    [archive] { $count ->
         [one] { $count } archive
        *[other] { $count } archives
    }
   *[draft] { $count ->
         [one] { $count } new draft
        *[other] { $count } new drafts
    }
}
import-summary = { $changes }; { $unchanged } unchanged; { $kept ->
    [0] {""}
   *[other] { $kept } kept as the marketplace has them;{" "}
}{ $refused ->
    [0] no row refused.
    [one] { $refused } row refused.
   *[other] { $refused } rows refused.
}
import-nothing-changes = Nothing changes: { $unchanged ->
    [one] the listing in the file is
   *[other] the { $unchanged } listings in the file are
} as the shop has them.
import-nothing-applies = Nothing to change: no row of the file can be applied.
import-changes-heading = First changes:
import-line-change = row { $row } · { $title }: { $what } { $before } → { $after }
import-line-create = row { $row } · new draft "{ $title }"
import-more-changes = …and { $count } more.
import-refused-heading = Refused rows (fix them in the file and import it again):
import-line-refused = row { $row }: { $reason }
import-more-refused = …and { $count } more refused rows.
import-line-kept = row { $row } · { $title }: changed on the marketplace since your export: kept as it is now.
import-more-kept = …and { $count } more kept as they are now.
import-kept-advice = { $count ->
    [one] To change it, export again: the new file has its new state.
   *[other] To change them, export again: the new file has their new state.
}
import-write-time = { $writes ->
    [one] { $writes } write
   *[other] { $writes } writes
}: { $minutes ->
    [0] within a minute
    [one] about { $minutes } minute
   *[other] about { $minutes } minutes
} at the marketplace's limits (250 writes a minute per key, 5 a minute and 10 an hour per listing).
audit-import = started the import of { $file }: { $writes ->
    [one] { $writes } write
   *[other] { $writes } writes
}
import-apply-button = Apply
import-cancel-button = Cancel
import-below-cost-heading = { $count ->
    [one] Below what one unit costs you: Apply sells this listing at a loss.
   *[other] Below what one unit costs you: Apply sells these { $count } listings at a loss.
}
import-line-below-cost = row { $row } · { $title }: { $price }, below its cost { $cost } (a loss of { $loss } a sale)
import-more-below-cost = …and { $count } more below cost.
import-apply-below-cost-button = Apply, { $count } below cost
import-started = Import started: { $writes ->
    [one] { $writes } write goes
   *[other] { $writes } writes go
} out within the marketplace's limits. Progress shows here, then a report with each row's outcome.
import-started-already = This import is under way already: its progress shows here.
import-applied = import started
import-cancelled = Import cancelled: nothing was written.
import-progress = Importing { $file }: { $done } of { $total } writes done.
import-progress-finished = Import of { $file } finished: { $done } of { $total } writes done.
import-progress-failed = { $count ->
    [one] { $count } write was refused by the marketplace: the report says why.
   *[other] { $count } writes were refused by the marketplace: the report says why.
}
import-progress-unknown = { $count ->
    [one] { $count } write got no answer (the worker stopped or the connection broke): it was not sent again, check that listing.
   *[other] { $count } writes got no answer (the worker stopped or the connection broke): they were not sent again, check those listings.
}
import-report = Import report: { $done } done, { $failed } refused by the marketplace, { $unknown } without an answer, { $refused } rows refused at the preview, { $unchanged } unchanged. Each row's outcome is in the file.

## listings clone
cmd-listings-action-clone = Copy this shop's listings (or those the filters keep) as drafts into another shop you manage
cmd-listings-clone-shop = the shop to copy into, named as `switch` names it (its name or the start of its id)
clone-same-shop = "{ $shop }" is the shop you are in: name another shop you manage to copy its listings into (`switch` lists yours).
clone-role-missing = You are { $role } in "{ $shop }": copying listings into a shop needs a manager there. Its owner can make you one with `team`.
clone-preview-title = Copy from { $source } into { $target }: what would be made
clone-previewed = clone previewed
clone-cancelled = Copy cancelled: nothing was written.
clone-category = An instantly delivered `{ $category }` listing is not copied: the interface makes it only together with its goods, so make it with `create` in the other shop.
clone-top-up-attributes = The interface does not show a top-up's attributes, so its copy would have none, and the other shop's category refuses that: { $reason }
clone-manual-top-up = A manually delivered top-up is not copied: the interface never shows a top-up's handover time and delivery instructions, which the new draft needs. Make it with `create` in the other shop, or import a row with its `delivery_instructions` and handover time.
clone-nothing-applies = Nothing to copy: none of these listings can be made a draft in the other shop.
clone-refused-heading = Left behind:
clone-line-refused = • { $reason }
clone-line-create = new draft "{ $title }"
clone-listing-unread = It could not be read just now (the marketplace's reads for this minute are spent): copy it again in a minute, or fewer at a time with a status, game or title filter.
clone-refused-listing = "{ $title }": { $reason }
clone-pictures = { $count ->
    [one] { $count } picture is uploaded again into the other shop (a picture that cannot be fetched leaves its draft without it, and the report says so).
   *[other] { $count } pictures are uploaded again into the other shop (a picture that cannot be fetched leaves its draft without it, and the report says so).
}
clone-pictures-missed = { $count ->
    [one] made without { $count } picture: it could not be fetched or uploaded
   *[other] made without { $count } pictures: they could not be fetched or uploaded
}
clone-file-name = the listings of { $shop }
clone-started = Copy into "{ $shop }" started: { $drafts ->
    [one] { $drafts } draft is
   *[other] { $drafts } drafts are
} made within that shop's limits. Progress shows here, then a report with each listing's outcome.
audit-clone = started copying listings into { $target }: { $writes ->
    [one] { $writes } draft
   *[other] { $writes } drafts
}

## dashboard
cmd-dashboard = Open the web dashboard: orders, listings, sales and the team of this shop on one screen
cmd-dashboard-details = `dashboard` answers you alone with a button opening the dashboard of this chat's shop. In Telegram it opens inside the app; elsewhere the link logs you in once and expires in 10 minutes. Every change made there runs as your own command, with your role.
dashboard-button = Open dashboard
dashboard-open-app = The dashboard of "{ $shop }" opens here in Telegram with the button below.
dashboard-open-link = The dashboard of "{ $shop }" opens with the button below. The link logs you in once and expires in { $minutes } minutes: do not pass it on. Send `dashboard` again for a fresh one.
dashboard-not-served = This Hawker serves no dashboard: its HTTP API is off. The operator turns it on with HAWKER_API_PORT (and DASHBOARD_URL for the address people open, an `https://` one for Telegram), then restarts Hawker.

## The web dashboard's page (web/): sent to the browser by GET /dashboard/api/messages, formatted there

dashboard-page-login-title = Hawker dashboard
dashboard-page-login-how = Open the dashboard from a chat with Hawker: send "dashboard" there (Telegram, Discord or the terminal) and use the button or link it answers.
dashboard-page-login-missing = This page was opened without a login. Links from the chat work once and for 10 minutes.
dashboard-page-refused-login-invalid = This login link was used already or has expired: send "dashboard" in the chat for a new one.
dashboard-page-refused-init-data-invalid = Telegram could not vouch for this opening: open the dashboard again from the bot's chat.
dashboard-page-refused-init-data-expired = This Telegram opening is older than 10 minutes: close the dashboard and open it again from the chat.
dashboard-page-refused-not-a-member = You hold no role on this shop: ask its owner for an invite, then open the dashboard again.
dashboard-page-refused-rate-limited = Too many logins from this address: wait a few minutes, then open the dashboard again.
dashboard-page-session-expired = Your dashboard session has ended. Open the dashboard again from the chat.
dashboard-page-call-failed = Hawker could not be reached. Check your connection and try again.
dashboard-page-loading = Loading…
dashboard-page-role = { $role ->
    [viewer] viewer
    [operator] operator
    [manager] manager
   *[owner] owner
}
dashboard-page-signed-in = { $name }, { $role }
# The terminal's one person has no name of their own: the role, and who they are, as chat's `team` says it.
dashboard-page-signed-in-you = { $role } (you)
dashboard-page-tabs-label = Dashboard sections
dashboard-page-tab-now = Now
dashboard-page-tab-orders = Orders
dashboard-page-tab-orders-waiting = { $count } waiting
dashboard-page-tab-listings = Listings
dashboard-page-tab-sales = Sales
dashboard-page-tab-autopilot = Autopilot
dashboard-page-tab-team = Team
dashboard-page-order-arrived = New order waiting: { $title }
dashboard-page-live = Live
dashboard-page-live-reconnecting = Reconnecting…
dashboard-page-now-orders-title = { $count ->
    [0] No orders waiting
    [one] { $count } order waiting
   *[other] { $count } orders waiting
}
dashboard-page-open-orders-button = Deliver or take them
dashboard-page-orders-none = No order is waiting for you.
dashboard-page-order-untitled = Order
dashboard-page-order-line = Order { $id } · quantity { $quantity } · { $price }
dashboard-page-no-deadline = no deadline given
dashboard-page-deadline-passed = deadline passed
dashboard-page-time-left = { $time } left
dashboard-page-deliver-goods-label = Codes to deliver, one per line
dashboard-page-deliver-button = Check and deliver
dashboard-page-take-button = Take
dashboard-page-delivered = { $outcome ->
    [delivered] Delivered.
    [answer_lost] Sent, but the marketplace's answer was lost: check the order before sending again.
    [claimed] Someone else is delivering this order or delivered it.
    [autopilot] Autopilot is delivering this order.
   *[gone] The order is no longer waiting.
}
dashboard-page-taken = You took this order.
dashboard-page-traded-button = Traded
dashboard-page-answer-button = Send
dashboard-page-attention-title = Needs attention
dashboard-page-attention-none = Nothing needs your attention.
dashboard-page-attention-key = The shop's API key ({ $fingerprint }) is refused by the marketplace: connect a new one.
dashboard-page-attention-alerts-off = Order alerts are off for this shop.
dashboard-page-attention-away = The shop is away: manual listings are off sale.
dashboard-page-attention-budget = Few marketplace writes left this hour: { $remaining } of { $limit }.
dashboard-page-attention-autopilot = Autopilot failed on "{ $title }": { $reason }
dashboard-page-attention-moderation = "{ $title }" needs changes for moderation: { $note }
dashboard-page-attention-moderation-unexplained = "{ $title }" needs changes for moderation; its row in Listings shows the reviewer's note.
dashboard-page-attention-sold-out = "{ $title }" is sold out.
dashboard-page-attention-low-stock = "{ $title }" is low on stock: { $stock } left.
dashboard-page-attention-pool-low = { $count ->
    [one] Pool { $pool } is low: { $count } code left.
   *[other] Pool { $pool } is low: { $count } codes left.
}
dashboard-page-search-label = Search
dashboard-page-status-filter-label = Status
dashboard-page-status-any = any status
dashboard-page-export-button = Export CSV
dashboard-page-import-button = Import a file
dashboard-page-selection-label = { $count ->
    [one] { $count } listing selected
   *[other] { $count } listings selected
}
dashboard-page-pause-button = Pause
dashboard-page-publish-button = Publish
dashboard-page-unpublish-button = Unpublish
dashboard-page-listings-caption = { $count ->
    [one] { $count } listing
   *[other] { $count } listings
}
dashboard-page-select-column = Select
dashboard-page-select-listing = Select { $title }
dashboard-page-column-title = Listing
dashboard-page-column-status = Status
dashboard-page-column-price = Price
dashboard-page-column-stock = Stock
dashboard-page-currency-unit = unit
dashboard-page-currency-scaled-name = { $amount } { $name }
dashboard-page-currency-count-of = { $count } { $name }
dashboard-page-currency-count-times = { $count } × { $amount }
dashboard-page-currency-per-unit-of = { $price } per unit of { $name }
dashboard-page-currency-per-unit = { $price } per unit
dashboard-page-currency-per-amount = { $price } per { $amount }
dashboard-page-listing-status = { $status ->
    [draft] draft
    [active] on sale
    [changes_requested] needs changes
    [sold] sold
    [archived] archived
    [paused] paused
    [reserved] reserved
    [removed] removed
   *[unknown] { $status }
}
dashboard-page-category = { $category ->
    [account] account
    [top_up] top-up
    [gift_card] gift card
    [currency] currency
   *[unknown] { $category }
}
dashboard-page-price-label = New price of { $title }
dashboard-page-stock-label = New stock of { $title }
dashboard-page-edit-button = Edit
dashboard-page-save-button = Save
dashboard-page-cancel-button = Cancel
dashboard-page-confirm-button = Confirm
dashboard-page-price-set = { $title }: the price is now { $price }.
dashboard-page-status-set = { $title }: { $status }.
dashboard-page-stock-set = { $title }: the stock is now { $stock }.
dashboard-page-download-button = Download { $file }
dashboard-page-period-label = Period
dashboard-page-period-today = Today
dashboard-page-period-7d = 7 days
dashboard-page-period-30d = 30 days
dashboard-page-period-12m = 12 months
dashboard-page-split-label = Show
dashboard-page-split-days = By day
dashboard-page-split-listing = By listing
dashboard-page-split-game = By game
dashboard-page-figure-revenue = Revenue
dashboard-page-figure-orders = Orders
dashboard-page-figure-units = Units
dashboard-page-figure-lost = Lost
dashboard-page-chart-days-label = Revenue per day
dashboard-page-chart-breakdown-label = Revenue by group
dashboard-page-chart-other = Other
dashboard-page-chart-day = { $day }: { $revenue }, { $count ->
    [one] { $count } order
   *[other] { $count } orders
}
dashboard-page-chart-share = { $name }: { $revenue }, { $count ->
    [one] { $count } order
   *[other] { $count } orders
}
dashboard-page-order-delivered-by = { $how ->
    [traded] ✔ Traded
   *[delivered] ✔ Delivered
} by { $name } at { $time }
dashboard-page-order-delivered-at = { $how ->
    [traded] ✔ Traded
   *[delivered] ✔ Delivered
} at { $time }
dashboard-page-order-autopilot-name = autopilot
dashboard-page-dismiss-button = Dismiss
dashboard-page-chart-axis-label = Revenue, US dollars
dashboard-page-chart-orders = { $count ->
    [one] { $count } order
   *[other] { $count } orders
}
dashboard-page-figure-before-value = { $value } the period before
dashboard-page-figure-before-change = { $value } the period before · { $change }
dashboard-page-figure-profit = Profit
dashboard-page-sales-none = No sales in this period ({ $period }).
dashboard-page-sales-estimated = About { $share }% of the revenue is estimated from listing prices, where the order did not say.
dashboard-page-today-title = Today
dashboard-page-today-revenue = Revenue today
dashboard-page-today-orders = Orders today
dashboard-page-autopilot-state = Autopilot
dashboard-page-autopilot-state-off = Off
dashboard-page-autopilot-state-on = { $count ->
    [one] On · { $count } listing
   *[other] On · { $count } listings
}
dashboard-page-autopilot-failures-today = { $count ->
    [0] No failures today
    [one] { $count } failure today
   *[other] { $count } failures today
}
dashboard-page-pools-low = Pools running low
dashboard-page-pools-low-none = None
dashboard-page-column-autopilot = Autopilot
dashboard-page-autopilot-off = Off
dashboard-page-autopilot-from-pool = Pool { $pool }
dashboard-page-autopilot-from-supplier = Supplier
dashboard-page-autopilot-keeping = { $source }, keeps stock
dashboard-page-moderation-note = Moderation: { $note }
dashboard-page-moderation-unexplained = Sent back by moderation without a note.
dashboard-page-reprice-percent-label = Change price by %
dashboard-page-reprice-button = Reprice
dashboard-page-pools-title = Code pools
dashboard-page-pools-none = No pools yet: add codes below to make one.
dashboard-page-pool-low-badge = low
dashboard-page-column-pool = Pool
dashboard-page-column-available = Ready
dashboard-page-column-held = Held
dashboard-page-column-delivered-today = Delivered today
dashboard-page-column-bound = Listings
dashboard-page-autopilot-title = Autopilot by listing
dashboard-page-bindings-none = No listing is on autopilot.
dashboard-page-column-mode = Mode
dashboard-page-column-source = From
dashboard-page-autopilot-mode = { $mode ->
    [keep] Keeps stock
   *[deliver] Delivers each order
}
dashboard-page-autopilot-supplier-host = the supplier at { $host }
dashboard-page-autopilot-pool-left = pool { $pool } ({ $left } ready)
dashboard-page-autopilot-keep-units = { $units } units from
dashboard-page-column-low = Low-water mark
dashboard-page-column-caps = Daily caps
dashboard-page-column-last-failure = Last failure
dashboard-page-column-actions = Change
dashboard-page-caps-none = none
dashboard-page-caps-orders = { $orders } orders
dashboard-page-caps-both = { $orders } orders, { $dollars }
dashboard-page-pool-add-title = Add codes
dashboard-page-pool-name-label = Pool (a new name makes a new pool)
dashboard-page-pool-codes-label = Codes, one per line
dashboard-page-pool-file-label = Or a .txt or .csv file of codes
dashboard-page-pool-add-button = Add codes
dashboard-page-pool-withdraw-button = Withdraw
dashboard-page-pool-withdraw-count = Codes to withdraw (empty: all)
dashboard-page-pool-remove-button = Remove
dashboard-page-pool-withdrawn = { $count ->
    [one] { $count } code withdrawn from pool "{ $pool }" and sent to your private chat; { $left } left.
   *[other] { $count } codes withdrawn from pool "{ $pool }" and sent to your private chat; { $left } left.
}
dashboard-page-pool-removed = { $count ->
    [0] Pool "{ $pool }" removed; it had no unsold codes.
    [one] Pool "{ $pool }" removed; its { $count } unsold code was sent to your private chat.
   *[other] Pool "{ $pool }" removed; its { $count } unsold codes were sent to your private chat.
}
dashboard-page-pool-withdraw-needs = Withdrawing codes and removing a pool are the owner's: the codes go to the owner's private chat.
dashboard-pool-private-chat-unreachable = Hawker cannot reach your private chat, where the codes of pool "{ $pool }" go (they are never shown on a page): open the bot in a private chat (send it /start), then try again. The pool is as it was.
dashboard-pool-private-chat-failed = The codes of pool "{ $pool }" could not be sent to your private chat just now, so they are back in the pool: try again in a minute.
dashboard-page-pool-added = { $pool }: { $count } added, { $duplicates } skipped as already known; { $available } ready.
dashboard-page-pool-add-needs = Adding codes needs the operator role.
dashboard-page-pool-low-label = Low-water mark of { $pool }
dashboard-page-pool-low-set = { $pool }: the team is told when fewer than { $threshold } codes are left.
dashboard-page-pool-low-cleared = { $pool }: no low-water mark.
dashboard-page-autopilot-change-needs = Changing autopilot needs the manager role.
dashboard-page-bind-title = Put a listing on autopilot
dashboard-page-bind-listing-label = Listing
dashboard-page-bind-how-label = Goods from
dashboard-page-bind-how = { $how ->
    [supplier] My supplier delivers each order
    [keep] Keep an instant listing's stock filled from a pool
   *[pool] A pool delivers each order
}
dashboard-page-bind-pool-label = Pool
dashboard-page-bind-url-label = Supplier address (https)
dashboard-page-bind-template-label = Delivery template (optional)
dashboard-page-bind-units-label = Units to keep on sale
dashboard-page-bind-button = Turn autopilot on
dashboard-page-bound = { $title } is on autopilot.
dashboard-page-bound-secret = The supplier's signing secret, shown this once; give it to your supplier now:
dashboard-page-cap-orders-label = Daily cap in orders for { $title }
dashboard-page-cap-orders-placeholder = orders
dashboard-page-cap-dollars-label = Daily cap in dollars for { $title }
dashboard-page-cap-button = Set caps
dashboard-page-capped = { $title }: daily caps set.
dashboard-page-off-button = Turn off
dashboard-page-off-done = { $title } is off autopilot.
dashboard-page-failures-title = Last failures
dashboard-page-failures-none = No failure lately.
dashboard-page-team-title = Team
dashboard-page-team-you = you
# A member's login, as chat's `link` names it: $platform is telegram, discord, console, api or dashboard.
dashboard-page-team-login = { $platform ->
    [telegram] Telegram
    [discord] Discord
    [console] terminal
    [api] HTTP API
    [dashboard] web dashboard
   *[any] { $platform }
} user id { $id }
dashboard-page-invites-title = Open invites
dashboard-page-invites-none = No open invites.
dashboard-page-invite-label = Invite someone as
dashboard-page-invite-button = Invite: { $role }
dashboard-page-audit-title = Audit
dashboard-page-audit-none = Nothing recorded yet.

## Autopilot stop-loss (`autopilot <listing> when-empty pause|people`)
cmd-autopilot-action-when-empty = take a listing off sale when its goods run out, or give its orders to people
cmd-autopilot-when-empty-choice = `pause` (off sale until goods come) or `people` (as before)
autopilot-when-empty-usage = Say what autopilot does when the goods run out: `autopilot <listing> when-empty pause` takes the listing off sale until codes are added or the supplier answers again; `autopilot <listing> when-empty people` gives its orders to people.
autopilot-when-empty-keep = "{ $title }" is kept stocked from a pool, not delivered: it sells only what is on it, so there is nothing to pause. Use `when-empty` on a listing autopilot delivers.
autopilot-when-empty-paused = When its goods run out, "{ $title }" goes off sale, and back on sale when codes are added or the supplier answers again. The team is told each time.
autopilot-when-empty-people = When its goods run out, the orders of "{ $title }" go to people.
autopilot-when-empty-pause-line = Off sale when the goods run out
autopilot-paused-line = Off sale now: { $reason ->
    [pool_empty] its pool ran out
    [supplier_out_of_stock] the supplier is out of stock
   *[supplier_failing] the supplier failed 3 times in a row
  }
autopilot-paused-title = "{ $title }" is off sale
autopilot-paused-text = Autopilot took { $listing } "{ $title }" off sale: { $reason ->
    [pool_empty] its pool ran out. It goes back on sale once codes are added (`pool add`).
    [supplier_out_of_stock] the supplier says it is out of stock. It goes back on sale when the supplier answers again.
   *[supplier_failing] the supplier failed 3 times in a row. It goes back on sale when the supplier answers again.
  }
audit-autopilot-when-empty = autopilot when-empty { $choice } for { $listing } "{ $title }"
audit-autopilot-paused = autopilot took { $listing } "{ $title }" off sale ({ $reason })
audit-autopilot-resumed = autopilot put { $listing } "{ $title }" back on sale ({ $reason })
supplier-out-of-stock = Your supplier is out of stock.
