import { commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import { countOf } from '../format/plural.js';
import { orderItem } from '../order-row.js';

export const orders = accountCommand({
  id: 'orders',
  description: 'Orders waiting for delivery, each with the time left',
  ...commandArguments({}),
  role: 'viewer',
  writes: false,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  async run(ctx) {
    const { orders: waiting } = await ctx.api.orders.list('awaiting_delivery');
    const open = waiting.filter((order) => order.status === 'awaiting_delivery');
    if (open.length === 0) return { text: 'No order waits for delivery.', tone: 'info', replaceOriginal: ctx.viaAction };
    const byDeadline = [...open].sort(
      (a, b) => (Date.parse(a.deadline_at ?? '') || Infinity) - (Date.parse(b.deadline_at ?? '') || Infinity),
    );
    return {
      title: `${countOf(open.length, 'order')} waiting`,
      text: 'Press an order (or `deliver <order>`) to hand over the goods.',
      list: { items: byDeadline.map((order) => orderItem(order, ctx.now(), ctx.account.id)), page: 1, pageCount: 1, total: open.length },
      replaceOriginal: ctx.viaAction,
    };
  },
});
