import { commandAction } from '../src/core/action-id.js';
import type { ListingCategory } from '../src/api/schemas/listing-category.js';
import { formatCents } from '../src/core/format/money.js';
import { CATEGORY_NAMES } from '../src/core/listing-lookup.js';
import { knownCategory, moderationAdvice } from '../src/core/moderation-advice.js';
import { formatSpan, formatUtc } from '../src/core/format/time.js';
import type { Button, Reply, ReplyField } from '../src/core/reply.js';
import type { EscalationAudience } from '../src/core/guard/escalation-ladder.js';
import { switchSummaryText } from '../src/core/guard/switch-announcement.js';
import type { OrderTake } from '../src/store/order-take-store.js';
import type { FinalOutcome, Notice, OrderFacts } from './job-names.js';

/**
 * The alert as chats show it. Plain neutral Replies: adapters render them natively.
 * Times are given relative (what matters while racing a deadline) and in UTC (the
 * one zone a team spread over several agrees on).
 */

const MODERATION_REASONS: Record<string, string> = {
  prohibited_item: 'the item is not allowed on the marketplace',
  misleading_description: 'the description is misleading',
  stolen_images: 'the pictures belong to someone else',
  invalid_price: 'the price is not acceptable',
  insufficient_details: 'the listing lacks details buyers need',
  other: 'moderation gave another reason',
};

function whatWasBought(facts: OrderFacts): string {
  const title = facts.title ?? `Order ${facts.orderId}`;
  return facts.quantity !== null && facts.quantity > 1 ? `${title} × ${facts.quantity}` : title;
}

function orderFields(facts: OrderFacts): ReplyField[] {
  const fields: ReplyField[] = [];
  if (facts.accountLabel) fields.push({ label: 'Account', value: facts.accountLabel, inline: true });
  if (facts.quantity !== null) fields.push({ label: 'Quantity', value: String(facts.quantity), inline: true });
  if (facts.priceCents !== null) fields.push({ label: 'Price', value: formatCents(facts.priceCents), inline: true });
  // What the seller hands the goods over to (player id, server, character name), as the buyer typed it.
  for (const input of facts.buyerInputs ?? []) fields.push({ label: input.label, value: input.value, inline: true });
  fields.push({ label: 'Order', value: facts.orderId, inline: false });
  return fields;
}

function timeLeft(deadlineAt: number, now: number): string {
  const left = deadlineAt - now;
  if (left <= 0) return 'deadline passed';
  if (left < 60_000) return 'less than a minute';
  return formatSpan(left);
}

/**
 * `deliver <id>` runs the core's deliver flow on the alert's account for whoever presses
 * it, after its role check; `take <id>` (while nobody has) tells the team who has it.
 */
export function orderButtons(facts: OrderFacts, taken: OrderTake | null): Button[][] {
  const deliver = commandAction(`deliver ${facts.orderId}`, facts.accountId);
  const take = taken === null ? commandAction(`take ${facts.orderId}`, facts.accountId) : null;
  const row: Button[] = [];
  if (deliver !== null) row.push({ label: 'Deliver', action: deliver, style: 'primary' });
  if (take !== null) row.push({ label: 'Take', action: take });
  return row.length === 0 ? [] : [row];
}

export function renderAlert(facts: OrderFacts, now: number, taken: OrderTake | null = null): Reply {
  const fields = orderFields(facts);
  if (facts.deadlineAt !== null) {
    fields.push({ label: 'Time left', value: timeLeft(facts.deadlineAt, now), inline: true });
    fields.push({ label: 'Deadline', value: formatUtc(facts.deadlineAt), inline: true });
  }
  if (taken !== null) fields.push({ label: 'Taken by', value: taken.name, inline: true });
  const urgent = facts.deadlineAt !== null && facts.deadlineAt - now <= 60 * 60_000;
  return {
    title: `New order: ${whatWasBought(facts)}`,
    text: 'Waiting for you to deliver. Reply to this message with the goods (one per line, or a file), or press Deliver.',
    tone: urgent ? 'warning' : 'info',
    fields,
    buttons: orderButtons(facts, taken),
    takesGoodsReply: true,
  };
}

const ESCALATION_TITLES: Record<EscalationAudience, string> = {
  operators: 'Nobody has delivered yet',
  team: 'Still waiting',
  everyone: 'Last call',
};

/** One escalation step's message; `heldFor` is set when the step calls only the person who took the order. */
export function renderEscalation(
  facts: OrderFacts,
  audience: EscalationAudience,
  now: number,
  heldFor: OrderTake | null,
  pingRole: string | null,
): Reply {
  const deadline = facts.deadlineAt ?? now;
  const fields = orderFields(facts);
  if (heldFor !== null) fields.push({ label: 'Taken by', value: heldFor.name, inline: true });
  return {
    title: `${ESCALATION_TITLES[audience]}: ${timeLeft(deadline, now)} left to deliver ${whatWasBought(facts)}`,
    text:
      heldFor !== null
        ? `You took this order: the team waits for you until the next step. It cancels itself at ${formatUtc(deadline)}. Reply with the goods, or press Deliver.`
        : `The order cancels itself at ${formatUtc(deadline)} and the shop's rating pays. Reply to this message with the goods, press Deliver, or Take it so the team knows you have it.`,
    tone: audience === 'operators' ? 'warning' : 'error',
    fields,
    buttons: orderButtons(facts, heldFor),
    takesGoodsReply: true,
    // The steps that call the team ping its role; the operators step and a held step are private messages.
    ...(pingRole !== null && heldFor === null && audience !== 'operators' ? { pingRoles: [pingRole] } : {}),
  };
}

export function renderReminder(facts: OrderFacts, minutes: number, now: number, taken: OrderTake | null): Reply {
  const deadline = facts.deadlineAt ?? now;
  return {
    title: `Reminder: ${timeLeft(deadline, now)} left to deliver ${whatWasBought(facts)}`,
    text: `The order cancels itself at ${formatUtc(deadline)} if it is not delivered. Reply to this message with the goods, or press Deliver.`,
    tone: minutes <= 10 ? 'error' : 'warning',
    fields: taken === null ? orderFields(facts) : [...orderFields(facts), { label: 'Taken by', value: taken.name, inline: true }],
    buttons: orderButtons(facts, taken),
    takesGoodsReply: true,
  };
}

export function renderFinal(facts: OrderFacts, outcome: FinalOutcome): Reply {
  if (outcome.kind === 'delivered') {
    return {
      title: `Delivered: ${whatWasBought(facts)}`,
      text: outcome.by ? `Delivered by ${outcome.by} through Hawker.` : 'Delivered (not through Hawker).',
      tone: 'success',
      fields: orderFields(facts),
      buttons: [],
    };
  }
  return {
    title: `Cancelled: ${whatWasBought(facts)}`,
    text: outcome.deadlinePassed
      ? 'The deadline passed before delivery: the marketplace cancelled the order and put the stock back.'
      : 'The order is no longer waiting for delivery: it was cancelled and the stock went back.',
    tone: 'error',
    fields: orderFields(facts),
    buttons: [],
  };
}

/** The shop left Hawker while the order waited: the countdown stops and the message says why. */
export function renderDisconnected(facts: OrderFacts): Reply {
  return {
    title: `Shop disconnected: ${whatWasBought(facts)}`,
    text: 'This shop was disconnected from Hawker, so Hawker no longer follows this order or delivers from this message. If it still waits, deliver it in the seller dashboard.',
    tone: 'info',
    fields: orderFields(facts),
    buttons: [],
  };
}

function moderationReason(code: string | null): string {
  if (code === null) return 'no reason code was given';
  return MODERATION_REASONS[code] ?? `reason code "${code}"`;
}

/** Only top-ups (codes) and currency (a quantity) have a restock call in the marketplace interface. */
function restockAdvice(category: ListingCategory | null, listingId: string): string {
  switch (category) {
    case 'top_up':
      return `Add codes with /restock ${listingId}.`;
    case 'currency':
      return `Add stock with /restock ${listingId} add <quantity>.`;
    case 'account':
    case 'gift_card':
      return `The marketplace interface has no restock call for ${CATEGORY_NAMES[category]} listings: add stock in the seller dashboard.`;
    case null:
      return `Top-ups and currency restock with /restock ${listingId}; accounts and gift cards only in the seller dashboard (the interface has no restock call for them).`;
  }
}

/** A notice names the account it is about: one person may watch several shops. */
export function renderNotice(notice: Notice, accountLabel: string | null): Reply {
  const reply = noticeBody(notice);
  if (accountLabel) reply.fields = [{ label: 'Account', value: accountLabel, inline: true }, ...(reply.fields ?? [])];
  return reply;
}

function noticeBody(notice: Notice): Reply {
  switch (notice.kind) {
    case 'listing_changes_requested':
      return {
        title: `Listing sent back by moderation: ${notice.title}`,
        text: [
          `Moderation took it off the marketplace: ${moderationReason(notice.reasonCode)}.`,
          notice.note ? `Their note: "${notice.note}"` : null,
          moderationAdvice(knownCategory(notice.category), notice.reasonCode, notice.listingId),
        ]
          .filter((line) => line !== null)
          .join('\n'),
        tone: 'warning',
        fields: [{ label: 'Listing', value: notice.listingId }],
      };
    case 'listing_removed':
      return {
        title: `Listing removed: ${notice.title}`,
        text: 'The marketplace no longer knows this listing (moderation removes listings that break the rules outright). It cannot be restored; create a new one if it was a mistake.',
        tone: 'error',
        fields: [{ label: 'Listing', value: notice.listingId }],
      };
    case 'listing_sold_out':
      return {
        title: `Sold out: ${notice.title}`,
        text: `No stock is left, so buyers cannot buy it. ${restockAdvice(knownCategory(notice.category), notice.listingId)}`,
        tone: 'warning',
        fields: [{ label: 'Listing', value: notice.listingId }],
      };
    case 'listing_low_stock':
      return {
        title: `Low stock: ${notice.title}`,
        text: `Only ${notice.stock} left (you asked to hear at ${notice.threshold}). ${restockAdvice(knownCategory(notice.category), notice.listingId)}`,
        tone: 'warning',
        fields: [{ label: 'Listing', value: notice.listingId }],
      };
    case 'instant_sale': {
      const fields: ReplyField[] = [];
      if (notice.quantity !== null) fields.push({ label: 'Quantity', value: String(notice.quantity), inline: true });
      if (notice.priceCents !== null) fields.push({ label: 'Price', value: formatCents(notice.priceCents), inline: true });
      fields.push({ label: 'Order', value: notice.orderId });
      return {
        title: `Instant sale: ${notice.title ?? `order ${notice.orderId}`}`,
        text: 'Delivered automatically from your uploaded stock. Nothing to do.',
        tone: 'success',
        fields,
      };
    }
    case 'sales_digest':
      return {
        title: `Sales today (${notice.localDay})`,
        text:
          notice.estimatedCents > 0
            ? `${formatCents(notice.estimatedCents)} of it is estimated from listing prices.`
            : 'Every amount is the order price.',
        tone: 'info',
        fields: [
          { label: 'Revenue', value: formatCents(notice.revenueCents), inline: true },
          { label: 'Orders', value: String(notice.orders), inline: true },
          { label: 'Units', value: String(notice.units), inline: true },
          { label: 'Lost past deadline or cancelled', value: String(notice.lost), inline: true },
        ],
      };
    case 'key_invalid':
      return {
        title: 'Hawker can no longer reach your seller account',
        text: 'The marketplace refused the API key (revoked, or used from an address outside its allowlist). Order alerts are stopped. Create a new key under Seller → API keys and send it with /connect in a private chat.',
        tone: 'error',
      };
    case 'account_suspended':
      return {
        title: 'Your seller account is suspended',
        text: 'The marketplace says the account is suspended, so Hawker cannot see orders. Alerts are paused and resume by themselves once the marketplace lifts the suspension; contact marketplace support about it.',
        tone: 'error',
      };
    case 'order_lost':
      return {
        title: `Lost to the deadline: ${notice.title ?? `order ${notice.orderId}`}`,
        text: [
          `Nobody delivered order ${notice.orderId}${notice.deadlineAt === null ? '' : ` by ${formatUtc(notice.deadlineAt)}`}: the marketplace cancelled it, put the stock back, and the shop's rating pays.`,
          notice.awayAction === null
            ? ''
            : 'It came in outside working hours (or none are set): `away hours Europe/Berlin mon-fri 09:00-23:00` takes manual listings off sale when nobody works, and Away now does it until you say `back`.',
        ]
          .filter((part) => part !== '')
          .join(' '),
        tone: 'error',
        fields: [
          ...(notice.listingId === null ? [] : [{ label: 'Listing', value: notice.listingId, inline: true }]),
          ...(notice.cameInAt === null ? [] : [{ label: 'Came in', value: formatUtc(notice.cameInAt), inline: true }]),
          {
            label: 'Who was called',
            value:
              notice.calls.length === 0
                ? 'nobody (alerts were muted or off)'
                : notice.calls.map((call) => `${formatUtc(call.at)}: ${call.who}`).join('\n'),
          },
        ],
        buttons: notice.awayAction === null ? [] : [[{ label: 'Away now', action: notice.awayAction, style: 'danger' }]],
      };
    case 'away_switch':
      return {
        title: notice.direction === 'away' ? 'Away: manual listings off sale' : 'Back: manual listings on sale again',
        text: switchSummaryText(notice.summary),
        tone: 'info',
      };
    case 'account_resumed':
      return {
        title: 'Alerts are back on',
        text: 'The marketplace answers for your seller account again; Hawker is watching for orders.',
        tone: 'success',
      };
    case 'target_gone':
      return {
        title: 'Alerts switched off for one chat',
        text: `Hawker can no longer post in ${notice.target.platform} ${notice.target.kind === 'user' ? 'private chat' : 'chat'} ${notice.target.id} (the bot was removed, blocked, or the chat was deleted). Alerts there are off; use /alerts to choose where they go.`,
        tone: 'warning',
      };
  }
}
