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
connect-key-malformed = That does not look like an API key. Send the key alone, or `cancel`.
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
link-press-a-button = Press Confirm or Cancel on the question above, or send `cancel`.
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
cmd-team-action = What to do
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
account-instant-sales-label = Instant sales
account-instant-sales = { $count } delivered automatically from stock
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
audit-notify = private alerts { $state } for { $platform } { $user }
audit-create-picture-uploaded = uploaded a picture
audit-create-draft = created draft "{ $title }"

cmd-notify = Get (or stop getting) this account's order alerts in your private chat
cmd-notify-state = on or off
notify-on = Order alerts of "{ $label }" now come to this chat (when alerts go to private or both).
notify-off = No more order alerts in this chat.

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
create-press-create = Press Create draft, or `cancel`.
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
create-publish-button = Publish now
create-open-button = Open
create-done = draft "{ $title }" created
