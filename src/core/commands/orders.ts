import { t } from '../../i18n/index.js';
import { commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import { buyerInputs } from '../buyer-inputs.js';
import { orderItem } from '../order-row.js';
import type { Order } from '../../api/schemas/order.js';
import type { WaitingOrder } from '../../domain/reply.js';

export const orders = accountCommand({
  id: 'orders',
  description: () => t('cmd-orders'),
  ...commandArguments({}),
  role: 'viewer',
  writes: false,
  marketplace: 'needed',
  scopes: ['private', 'group'],
  async run(ctx) {
    const { orders: waiting } = await ctx.api.orders.list('awaiting_delivery');
    const open = waiting.filter((order) => order.status === 'awaiting_delivery');
    if (open.length === 0)
      return { text: t('orders-none'), tone: 'info', replaceOriginal: ctx.viaAction, data: { kind: 'orders', orders: [] } };
    // The list may not name a listing's category: the listing watch's last look does.
    const seen = open.every((order) => order.category) ? null : await ctx.services.stores.listingSnapshots.read(ctx.account.id);
    const categoryOf = (order: Order) => order.category ?? (seen?.get(order.offer_id ?? '')?.category || null);
    const byDeadline = [...open].sort(
      (a, b) => (Date.parse(a.deadline_at ?? '') || Infinity) - (Date.parse(b.deadline_at ?? '') || Infinity),
    );
    return {
      title: t('orders-title', { count: open.length }),
      text: t('orders-hint'),
      list: { items: byDeadline.map((order) => orderItem(order, ctx.now(), ctx.account.id)), page: 1, pageCount: 1, total: open.length },
      replaceOriginal: ctx.viaAction,
      data: { kind: 'orders', orders: byDeadline.map((order) => waitingOrder(order, categoryOf(order), ctx.now())) },
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
