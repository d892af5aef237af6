import { msg } from '../i18n/index.js';
import { OrderDelivery } from '../orders/order-delivery.js';
import type { MarketplaceContext } from './context.js';

/**
 * A person's delivery of one order (from a chat, the dashboard or an API token): the
 * marketplace's answer reaches them through their own client, each send in their budget and
 * the audit (`count` entries), and the order's claim is theirs while it holds.
 */
export function personDelivery(ctx: MarketplaceContext<'claims'>, orderId: string, count: number): OrderDelivery {
  return new OrderDelivery(
    ctx.account.id,
    orderId,
    { kind: 'person', actor: ctx.actor },
    {
      orders: {
        list: (status) => ctx.api.orders.list(status),
        deliver: (id, goods, options) =>
          ctx.write(msg('audit-deliver-order', { order: id.slice(0, 8), count }), () => ctx.api.orders.deliver(id, goods, options)),
      },
      claims: ctx.services.stores.claims,
      now: () => ctx.now(),
      deliverTimeoutMs: ctx.services.deliverTimeoutMs,
    },
  );
}

/** Hawker delivered the order as this person: who delivered is kept, and every listener hears it. */
export async function raisePersonDelivered(ctx: MarketplaceContext, orderId: string): Promise<void> {
  await ctx.services.orderChanges.raise({
    kind: 'delivered',
    accountId: ctx.account.id,
    orderId,
    by: { kind: 'person', actor: ctx.actor },
    at: ctx.now(),
  });
}
