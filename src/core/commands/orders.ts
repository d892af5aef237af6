import { t } from '../../i18n/index.js';
import { commandArguments } from '../command-arguments.js';
import { buyerInputs } from '../buyer-inputs.js';
import { orderItem } from '../order-row.js';
import type { Order } from '../../api/schemas/order.js';
import type { WaitingOrder } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { done } from '../typed/outcome.js';
import { typedCommand } from '../typed/typed-command.js';

/** The orders waiting for delivery, soonest deadline first. */
export interface WaitingOrders {
  orders: WaitingOrder[];
}

export const orders = typedCommand<Record<string, never>, WaitingOrders, never, 'listingSnapshots'>({
  id: 'orders',
  description: () => t('cmd-orders'),
  ...commandArguments({}),
  role: 'viewer',
  writes: false,
  marketplace: 'needed',
  scopes: ['private', 'group'],
  stores: ['listingSnapshots'],
  async run(ctx) {
    const { orders: waiting } = await ctx.api.orders.list('awaiting_delivery');
    const open = waiting.filter((order) => order.status === 'awaiting_delivery');
    if (open.length === 0) return done({ orders: [] });
    // The list may not name a listing's category: the listing watch's last look does.
    const seen = open.every((order) => order.category) ? null : await ctx.services.stores.listingSnapshots.read(ctx.account.id);
    const categoryOf = (order: Order) => order.category ?? (seen?.get(order.offer_id ?? '')?.category || null);
    const byDeadline = [...open].sort(
      (a, b) => (Date.parse(a.deadline_at ?? '') || Infinity) - (Date.parse(b.deadline_at ?? '') || Infinity),
    );
    return done({ orders: byDeadline.map((order) => waitingOrder(order, categoryOf(order), ctx.now())) });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const open = outcome.value.orders;
    if (open.length === 0) return { text: t('orders-none'), tone: 'info', replaceOriginal: ctx.viaAction };
    const rows = open.map((order) => ({ ...order, status: 'awaiting_delivery' as const, price: order.price_cents }));
    return {
      title: t('orders-title', { count: open.length }),
      text: t('orders-hint'),
      list: { items: rows.map((order) => orderItem(order, ctx.now(), ctx.account.id)), page: 1, pageCount: 1, total: open.length },
      replaceOriginal: ctx.viaAction,
    };
  },
});

function waitingOrder(order: Order, category: string | null, nowMs: number): WaitingOrder {
  const deadline = Date.parse(order.deadline_at ?? '');
  return {
    id: order.id,
    title: order.title ?? null,
    listing_id: order.offer_id ?? null,
    category,
    quantity: order.quantity ?? null,
    price_cents: order.price ?? null,
    created_at: order.created_at ?? null,
    deadline_at: order.deadline_at ?? null,
    seconds_left: Number.isNaN(deadline) ? null : Math.max(0, Math.floor((deadline - nowMs) / 1000)),
    buyer_inputs: buyerInputs(order).map(({ label, value }) => ({ label, value })),
  };
}
