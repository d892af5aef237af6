import { commandAction } from '../src/core/action-id.js';
import type { ListingCategory } from '../src/api/schemas/listing-category.js';
import { formatCents, formatCount } from '../src/core/format/money.js';
import { knownCategory, moderationAdvice } from '../src/core/moderation-advice.js';
import { formatSpan, formatUtc } from '../src/core/format/time.js';
import { render, t } from '../src/i18n/index.js';
import type { Button, Reply, ReplyField } from '../src/domain/reply.js';
import type { EscalationAudience } from '../src/domain/escalation-step.js';
import { switchSummaryText } from '../src/core/away/switch-announcement.js';
import type { HandOverReason } from '../src/store/alert-ledger.js';
import type { OrderTake } from '../src/store/order-take-store.js';
import { buyerInputLabel } from '../src/core/buyer-inputs.js';
import type { FinalOutcome, OrderFacts } from '../src/store/alerted-order.js';
import { autopilotDeliveredText } from './autopilot-delivered-text.js';
import { digestNotice } from './stats/digest-notice.js';
import type { Notice } from './job-names.js';

/**
 * The alert as chats show it. Plain neutral Replies: adapters render them natively.
 * Times are given relative (what matters while racing a deadline) and in UTC (the
 * one zone a team spread over several agrees on). Everything is worded in the current
 * language: the jobs render each message once per language among its chats.
 */

const MODERATION_REASONS: Record<string, () => string> = {
  prohibited_item: () => t('watch-moderation-prohibited-item'),
  misleading_description: () => t('watch-moderation-misleading-description'),
  stolen_images: () => t('watch-moderation-stolen-images'),
  invalid_price: () => t('watch-moderation-invalid-price'),
  insufficient_details: () => t('watch-moderation-insufficient-details'),
  other: () => t('watch-moderation-other'),
};

function whatWasBought(facts: OrderFacts): string {
  const title = facts.title ?? t('alert-untitled-order', { orderId: facts.orderId });
  return facts.quantity !== null && facts.quantity > 1 ? t('alert-bought-quantity', { title, quantity: facts.quantity }) : title;
}

function orderFields(facts: OrderFacts): ReplyField[] {
  const fields: ReplyField[] = [];
  if (facts.accountLabel) fields.push({ label: t('alert-field-account'), value: facts.accountLabel, inline: true });
  if (facts.quantity !== null) fields.push({ label: t('alert-field-quantity'), value: formatCount(facts.quantity), inline: true });
  if (facts.priceCents !== null) fields.push({ label: t('alert-field-price'), value: formatCents(facts.priceCents), inline: true });
  // What the seller hands the goods over to (player id, server, character name), as the buyer typed it.
  for (const input of facts.buyerInputs ?? []) fields.push({ label: buyerInputLabel(input.label), value: input.value, inline: true });
  fields.push({ label: t('alert-field-order'), value: facts.orderId, inline: false });
  return fields;
}

function takenByField(taken: OrderTake): ReplyField {
  return { label: t('alert-field-taken-by'), value: taken.name, inline: true };
}

function timeLeft(deadlineAt: number, now: number): string {
  const left = deadlineAt - now;
  if (left <= 0) return t('alert-deadline-passed');
  if (left < 60_000) return t('alert-under-a-minute');
  return formatSpan(left);
}

/**
 * `deliver <id>` runs the core's deliver flow on the alert's account for whoever presses
 * it, after its role check; on an in-game currency trade, `deliver <id> traded` runs it with
 * the trade's lines, previewed before anything is sent; `take <id>` (while nobody has) tells
 * the team who has it.
 */
function orderButtons(facts: OrderFacts, taken: OrderTake | null): Button[][] {
  const deliver = commandAction(`deliver ${facts.orderId}`, facts.accountId);
  const traded = facts.category === 'currency' ? commandAction(`deliver ${facts.orderId} traded`, facts.accountId) : null;
  const take = taken === null ? commandAction(`take ${facts.orderId}`, facts.accountId) : null;
  const row: Button[] = [];
  if (deliver !== null) row.push({ label: t('alert-deliver-button'), action: deliver, style: 'primary' });
  if (traded !== null) row.push({ label: t('alert-traded-button'), action: traded });
  if (take !== null) row.push({ label: t('alert-take-button'), action: take });
  return row.length === 0 ? [] : [row];
}

/** `handOver`: why autopilot gave the order to people, said first, so the team knows it is theirs. */
export function renderAlert(facts: OrderFacts, now: number, taken: OrderTake | null = null, handOver: HandOverReason | null = null): Reply {
  const fields = orderFields(facts);
  if (facts.deadlineAt !== null) {
    fields.push({ label: t('alert-field-time-left'), value: timeLeft(facts.deadlineAt, now), inline: true });
    fields.push({ label: t('alert-field-deadline'), value: formatUtc(facts.deadlineAt), inline: true });
  }
  if (taken !== null) fields.push(takenByField(taken));
  const urgent = facts.deadlineAt !== null && facts.deadlineAt - now <= 60 * 60_000;
  return {
    title: t('alert-title', { what: whatWasBought(facts) }),
    text: handOver === null ? t('alert-text') : handOverText(handOver),
    tone: urgent || handOver !== null ? 'warning' : 'info',
    fields,
    buttons: orderButtons(facts, taken),
    takesGoodsReply: true,
  };
}

function handOverText(reason: HandOverReason): string {
  return reason.kind === 'autopilot'
    ? t('alert-autopilot-handed-over', { why: render(reason.why) })
    : t('alert-autopilot-supplier-handed-over', { answer: render(reason.answer) });
}

const ESCALATION_TITLES: Record<EscalationAudience, (args: { left: string; what: string }) => string> = {
  operators: (args) => t('escalation-operators-title', args),
  team: (args) => t('escalation-team-title', args),
  everyone: (args) => t('escalation-everyone-title', args),
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
  if (heldFor !== null) fields.push(takenByField(heldFor));
  return {
    title: ESCALATION_TITLES[audience]({ left: timeLeft(deadline, now), what: whatWasBought(facts) }),
    text:
      heldFor !== null
        ? t('escalation-held-text', { deadline: formatUtc(deadline) })
        : t('escalation-text', { deadline: formatUtc(deadline) }),
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
    title: t('alert-reminder-title', { left: timeLeft(deadline, now), what: whatWasBought(facts) }),
    text: t('alert-reminder-text', { deadline: formatUtc(deadline) }),
    tone: minutes <= 10 ? 'error' : 'warning',
    fields: taken === null ? orderFields(facts) : [...orderFields(facts), takenByField(taken)],
    buttons: orderButtons(facts, taken),
    takesGoodsReply: true,
  };
}

export function renderFinal(facts: OrderFacts, outcome: FinalOutcome): Reply {
  if (outcome.kind === 'delivered' && outcome.autopilot) {
    const { masked } = outcome.autopilot;
    return {
      title: t('alert-delivered-title', { what: whatWasBought(facts) }),
      text: autopilotDeliveredText(outcome.autopilot),
      tone: 'success',
      fields: [...orderFields(facts), { label: t('alert-field-codes', { count: masked.length }), value: masked.join('\n'), inline: false }],
      buttons: [],
    };
  }
  if (outcome.kind === 'delivered') {
    return {
      title: t('alert-delivered-title', { what: whatWasBought(facts) }),
      text: outcome.by ? t('alert-delivered-by-text', { by: outcome.by }) : t('alert-delivered-elsewhere-text'),
      tone: 'success',
      fields: orderFields(facts),
      buttons: [],
    };
  }
  return {
    title: t('alert-cancelled-title', { what: whatWasBought(facts) }),
    text: outcome.deadlinePassed ? t('alert-cancelled-deadline-text') : t('alert-cancelled-text'),
    tone: 'error',
    fields: orderFields(facts),
    buttons: [],
  };
}

/** The shop left Hawker while the order waited: the countdown stops and the message says why. */
export function renderDisconnected(facts: OrderFacts): Reply {
  return {
    title: t('alert-disconnected-title', { what: whatWasBought(facts) }),
    text: t('alert-disconnected-text'),
    tone: 'info',
    fields: orderFields(facts),
    buttons: [],
  };
}

function moderationReason(code: string | null): string {
  if (code === null) return t('watch-moderation-no-code');
  const reason = Object.hasOwn(MODERATION_REASONS, code) ? MODERATION_REASONS[code] : undefined;
  return reason ? reason() : t('watch-moderation-unknown-code', { code });
}

/** Only top-ups (codes) and currency (a quantity) have a restock call in the marketplace interface. */
function restockAdvice(category: ListingCategory | null, listingId: string): string {
  switch (category) {
    case 'top_up':
      return t('watch-restock-top-up', { listingId });
    case 'currency':
      return t('watch-restock-currency', { listingId });
    case 'account':
      return t('watch-restock-account');
    case 'gift_card':
      return t('watch-restock-gift-card');
    case null:
      return t('watch-restock-unknown', { listingId });
  }
}

function listingField(listingId: string): ReplyField {
  return { label: t('notice-field-listing'), value: listingId };
}

/** A notice names the account it is about: one person may watch several shops. */
export function renderNotice(notice: Notice, accountLabel: string | null): Reply {
  const reply = noticeBody(notice);
  if (accountLabel) reply.fields = [{ label: t('alert-field-account'), value: accountLabel, inline: true }, ...(reply.fields ?? [])];
  return reply;
}

function noticeBody(notice: Notice): Reply {
  switch (notice.kind) {
    case 'listing_changes_requested':
    case 'listing_removed':
    case 'listing_sold_out':
    case 'listing_low_stock':
      return listingNotice(notice);
    case 'instant_sale':
      return instantSaleNotice(notice);
    case 'keep_stock_short':
    case 'keep_stock_removed':
      return keepStockNotice(notice);
    case 'sales_digest':
      return digestNotice(notice);
    case 'pool_low':
      return {
        title: t('autopilot-pool-low-title', { pool: notice.pool }),
        text: t('autopilot-pool-low-text', { pool: notice.pool, left: notice.left, lowWater: notice.lowWater }),
        tone: 'warning',
      };
    case 'autopilot_paused':
      return {
        title: t('autopilot-paused-title', { title: notice.title }),
        text: t('autopilot-paused-text', { title: notice.title, listing: notice.listingId.slice(0, 8), reason: notice.reason }),
        tone: 'warning',
      };
    case 'key_invalid':
      return { title: t('trouble-key-invalid-title'), text: t('trouble-key-invalid-text'), tone: 'error' };
    case 'account_suspended':
      return { title: t('trouble-suspended-title'), text: t('trouble-suspended-text'), tone: 'error' };
    case 'order_lost':
      return lostOrderNotice(notice);
    case 'away_switch':
      return {
        title: notice.direction === 'away' ? t('announce-away-title') : t('announce-back-title'),
        text: switchSummaryText(notice.summary),
        tone: 'info',
      };
    case 'account_resumed':
      return { title: t('trouble-resumed-title'), text: t('trouble-resumed-text'), tone: 'success' };
    case 'webhook_disabled':
      return {
        title: t('notice-webhook-disabled-title', { endpoint: notice.endpoint }),
        text: t('notice-webhook-disabled-text', { endpoint: notice.endpoint, url: notice.url, since: formatUtc(notice.failingSince) }),
        tone: 'warning',
      };
    case 'target_gone': {
      const where = { platform: notice.target.platform, id: notice.target.id };
      return {
        title: t('notice-target-gone-title'),
        text: notice.target.kind === 'user' ? t('notice-target-gone-private-text', where) : t('notice-target-gone-chat-text', where),
        tone: 'warning',
      };
    }
  }
}

type NoticeOf<K extends Notice['kind']> = Extract<Notice, { kind: K }>;

/** What the listing watch saw happen to a listing: moderation, removal, stock. */
function listingNotice(
  notice: NoticeOf<'listing_changes_requested' | 'listing_removed' | 'listing_sold_out' | 'listing_low_stock'>,
): Reply {
  switch (notice.kind) {
    case 'listing_changes_requested':
      return {
        title: t('watch-changes-requested-title', { title: notice.title }),
        text: [
          t('watch-changes-requested-reason', { reason: moderationReason(notice.reasonCode) }),
          notice.note ? t('watch-changes-requested-note', { note: notice.note }) : null,
          moderationAdvice(knownCategory(notice.category), notice.reasonCode, notice.listingId),
        ]
          .filter((line) => line !== null)
          .join('\n'),
        tone: 'warning',
        fields: [listingField(notice.listingId)],
      };
    case 'listing_removed':
      return {
        title: t('watch-removed-title', { title: notice.title }),
        text: t('watch-removed-text'),
        tone: 'error',
        fields: [listingField(notice.listingId)],
      };
    case 'listing_sold_out':
      return {
        title: t('watch-sold-out-title', { title: notice.title }),
        text: t('watch-sold-out-text', { advice: restockAdvice(knownCategory(notice.category), notice.listingId) }),
        tone: 'warning',
        fields: [listingField(notice.listingId)],
      };
    case 'listing_low_stock':
      return {
        title: t('watch-low-stock-title', { title: notice.title }),
        text: t('watch-low-stock-text', {
          stock: notice.stock,
          threshold: notice.threshold,
          advice: restockAdvice(knownCategory(notice.category), notice.listingId),
        }),
        tone: 'warning',
        fields: [listingField(notice.listingId)],
      };
  }
}

/** What drip restock could not do for a listing it keeps stocked. */
function keepStockNotice(notice: NoticeOf<'keep_stock_short' | 'keep_stock_removed'>): Reply {
  const fields = [listingField(notice.listingId), { label: t('keep-stock-field-pool'), value: notice.pool, inline: true }];
  if (notice.kind === 'keep_stock_short')
    return {
      title: t('keep-stock-short-title', { title: notice.title }),
      text: t('keep-stock-short-text', { pool: notice.pool, units: notice.units, onSale: notice.onSale }),
      tone: 'warning',
      fields,
    };
  return {
    title: t('keep-stock-removed-title', { title: notice.title }),
    text: t('keep-stock-removed-text', { pool: notice.pool, exposed: notice.exposed }),
    tone: 'error',
    fields,
  };
}

function instantSaleNotice(notice: NoticeOf<'instant_sale'>): Reply {
  const fields: ReplyField[] = [];
  if (notice.quantity !== null) fields.push({ label: t('alert-field-quantity'), value: formatCount(notice.quantity), inline: true });
  if (notice.priceCents !== null) fields.push({ label: t('alert-field-price'), value: formatCents(notice.priceCents), inline: true });
  fields.push({ label: t('alert-field-order'), value: notice.orderId });
  return {
    title: t('watch-instant-sale-title', { what: notice.title ?? t('watch-untitled-order', { orderId: notice.orderId }) }),
    text: t('watch-instant-sale-text'),
    tone: 'success',
    fields,
  };
}

/** An order cancelled undelivered: when it came, whom Hawker called, and the away button when the shop could have been away. */
function lostOrderNotice(notice: NoticeOf<'order_lost'>): Reply {
  return {
    title: t('lost-title', { what: notice.title ?? t('watch-untitled-order', { orderId: notice.orderId }) }),
    text: [
      notice.deadlineAt === null
        ? t('lost-text', { orderId: notice.orderId })
        : t('lost-text-by', { orderId: notice.orderId, deadline: formatUtc(notice.deadlineAt) }),
      notice.awayAction === null ? null : t('lost-away-hint'),
    ]
      .filter((part) => part !== null)
      .join(' '),
    tone: 'error',
    fields: [
      ...(notice.listingId === null ? [] : [{ ...listingField(notice.listingId), inline: true }]),
      ...(notice.cameInAt === null ? [] : [{ label: t('lost-field-came-in'), value: formatUtc(notice.cameInAt), inline: true }]),
      {
        label: t('lost-field-called'),
        value:
          notice.calls.length === 0
            ? t('lost-nobody-called')
            : notice.calls.map((call) => `${formatUtc(call.at)}: ${render(call.who)}`).join('\n'),
      },
    ],
    buttons: notice.awayAction === null ? [] : [[{ label: t('lost-away-now-button'), action: notice.awayAction, style: 'danger' }]],
  };
}
