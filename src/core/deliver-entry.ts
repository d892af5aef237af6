import { msg, t } from '../i18n/index.js';
import type { Order } from '../api/schemas/order.js';
import type { GoodsEntry } from '../api/schemas/requests.js';
import type { PersonOutcome } from '../orders/order-delivery.js';
import type { DeliveryOutcome } from '../domain/reply.js';
import type { MarketplaceContext } from './context.js';
import { narrowed } from './narrow-stores.js';
import { checkedGoods, maskedEntry, type Parsed } from './goods-input.js';
import { personDelivery, raisePersonDelivered } from './person-delivery.js';
import { tradedGoods } from './traded-goods.js';
import { done, refused, type Outcome, type Preview } from './typed/outcome.js';
import type { PreparedTyped } from './typed/typed-command.js';
import { findWaitingOrder } from './waiting-order.js';

const PREVIEW_LIMIT = 10;

/** A typed delivery: the order's id (whole or its start) and its goods, one code per unit, or `traded` for an in-game currency trade. */
export type DeliverArgs = { order: string; codes: string[] } | { order: string; traded: true };

/** How the delivery of the order ended. */
export interface DeliveryDone {
  orderId: string;
  outcome: DeliveryOutcome;
}

/** What is about to be sent, as the person checks it: the first entries masked (a trade's lines in clear), and how many more. */
export interface DeliverPreview {
  orderId: string;
  title: string | null;
  count: number;
  traded: boolean;
  lines: string[];
  more: number;
}

/** The deliver preview in the person's words: its title, and its text (the order's title, the lines, the warning). */
export function previewWords(preview: DeliverPreview): { title: string; text: string } {
  const lines = preview.lines.map((line, index) => `${index + 1}. ${line}`);
  if (preview.more > 0) lines.push(t('deliver-preview-more', { count: preview.more }));
  return {
    title: t('deliver-preview-title', { count: preview.count, order: preview.orderId.slice(0, 8) }),
    text: [
      ...(preview.title ? [preview.title] : []),
      ...(preview.traded ? [t('deliver-traded-preview', { count: preview.count })] : []),
      ...lines,
      t('deliver-preview-warning'),
    ].join('\n'),
  };
}

export function deliverPreview(orderId: string, title: string | null, entries: GoodsEntry[], traded: boolean): DeliverPreview {
  // A traded answer's lines are Hawker's own words, not secrets: the preview shows exactly what is sent.
  const lines = entries
    .slice(0, PREVIEW_LIMIT)
    .map((entry) => (traded && typeof entry.code === 'string' ? entry.code : maskedEntry(entry)));
  return { orderId, title, count: entries.length, traded, lines, more: Math.max(0, entries.length - PREVIEW_LIMIT) };
}

/** The order's units not matched by the goods' count is refused before anything is sent. */
export function countRefusal(quantity: number | null | undefined, entries: GoodsEntry[]): string | null {
  return typeof quantity === 'number' && entries.length !== quantity
    ? t('deliver-count-mismatch', { quantity, sent: entries.length })
    : null;
}

/** The order no longer waits and was not delivered by this person: kept in the audit, and every listener hears it. */
export async function raiseOrderGone(ctx: MarketplaceContext, orderId: string): Promise<void> {
  await ctx.audit(msg('audit-deliver-gone', { order: orderId.slice(0, 8) }), 'deliver');
  await ctx.services.orderChanges.raise({ kind: 'gone', accountId: ctx.account.id, orderId });
}

/** What a person's delivery that the marketplace did not refuse leaves behind (the events, the audit), and its outcome. */
export async function settledDelivery(
  ctx: MarketplaceContext,
  orderId: string,
  outcome: Exclude<PersonOutcome, { kind: 'refused' }>,
): Promise<DeliveryOutcome> {
  switch (outcome.kind) {
    case 'claimed':
      return outcome.holder === 'autopilot' ? 'autopilot' : 'claimed';
    case 'gone':
      await raiseOrderGone(ctx, orderId);
      return 'gone';
    case 'delivered':
      await raisePersonDelivered(ctx, orderId);
      return 'delivered';
    case 'unknown': {
      const checkAfter = new Date(outcome.checkAfter).toISOString();
      await ctx.audit(msg('audit-deliver-unknown', { order: orderId.slice(0, 8), checkAfter }), 'deliver');
      return 'answer_lost';
    }
  }
}

/** The stores the typed `deliver` reaches: the seen listings (a traded order's category) and the order's claim. */
const DELIVER_ENTRY_STORES = ['listingSnapshots', 'claims'] as const;

type DeliverContext = MarketplaceContext<(typeof DELIVER_ENTRY_STORES)[number]>;

async function goodsOf(ctx: MarketplaceContext<'listingSnapshots'>, order: Order, args: DeliverArgs): Promise<Parsed<GoodsEntry[]>> {
  const parsed =
    'traded' in args
      ? await tradedGoods(ctx, { orderId: order.id, quantity: order.quantity, category: order.category, listingId: order.offer_id })
      : checkedGoods(args.codes.map((code) => ({ code })));
  if (!parsed.ok) return parsed;
  const mismatch = countRefusal(order.quantity, parsed.value);
  return mismatch === null ? parsed : { ok: false, message: mismatch };
}

async function ask(ctx: DeliverContext, args: DeliverArgs): Promise<Preview<DeliverPreview> | null> {
  const order = await findWaitingOrder(ctx, args.order);
  const goods = await goodsOf(ctx, order, args);
  // No question where the answer is a refusal anyway.
  if (!goods.ok) return null;
  const preview = deliverPreview(order.id, order.title ?? null, goods.value, 'traded' in args);
  const { title, text } = previewWords(preview);
  return { question: `${title}\n${text}`, preview };
}

async function run(ctx: DeliverContext, args: DeliverArgs): Promise<Outcome<DeliveryDone>> {
  const order = await findWaitingOrder(ctx, args.order);
  const goods = await goodsOf(ctx, order, args);
  if (!goods.ok) return refused('refused', goods.message);
  const outcome = await personDelivery(ctx, order.id, goods.value.length).run(goods.value);
  if (outcome.kind === 'refused') throw outcome.error;
  return done({ orderId: order.id, outcome: await settledDelivery(ctx, order.id, outcome) });
}

/**
 * `deliver` for an API token or the dashboard: the goods come with the call, so what chat asks
 * step by step (the goods, then the masked preview to confirm) is one call, and the preview its question.
 */
export function deliverEntry(args: DeliverArgs): PreparedTyped<DeliveryDone, DeliverPreview> {
  return {
    marketplace: 'needed',
    ask: (ctx) => ask(narrowed(ctx, DELIVER_ENTRY_STORES), args),
    run: (ctx) => run(narrowed(ctx, DELIVER_ENTRY_STORES), args),
  };
}
