import { t } from '../../i18n/index.js';
import { commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import { orderItem } from '../order-row.js';

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
    if (open.length === 0) return { text: t('orders-none'), tone: 'info', replaceOriginal: ctx.viaAction };
    const byDeadline = [...open].sort(
      (a, b) => (Date.parse(a.deadline_at ?? '') || Infinity) - (Date.parse(b.deadline_at ?? '') || Infinity),
    );
    return {
      title: t('orders-title', { count: open.length }),
      text: t('orders-hint'),
      list: { items: byDeadline.map((order) => orderItem(order, ctx.now(), ctx.account.id)), page: 1, pageCount: 1, total: open.length },
      replaceOriginal: ctx.viaAction,
    };
  },
});
