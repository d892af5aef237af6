import type { OrderChangeListener } from '../../orders/order-changes.js';
import type { Stores } from '../../store/stores.js';
import { endpointWants } from './webhook-events.js';

const TYPE = 'order.taken';

/** An ISO 8601 time as the other order events give it, or null when the marketplace gave none or an unreadable one. */
function isoOrNull(iso: string | null | undefined): string | null {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/**
 * A team member took the order (their name as the team sees it goes out as `by`): `order.taken`, with the
 * order's fields as the other order events give them. The bot has no queue, so the event goes
 * to the outbox, which a worker drains; only when an endpoint of the shop wants it, so a shop
 * without webhooks writes nothing. Its subject is the take (order, taker and time): raised
 * again, it is the same event.
 */
export function outboxOrderTaken(stores: Pick<Stores, 'webhooks' | 'webhookOutbox'>): OrderChangeListener {
  return async (change) => {
    if (change.kind !== 'taken') return;
    const { accountId, order, name, identityId, at } = change;
    const endpoints = await stores.webhooks.endpoints(accountId);
    if (!endpoints.some((endpoint) => endpointWants(endpoint, TYPE))) return;
    await stores.webhookOutbox.record({
      accountId,
      type: TYPE,
      subject: `${order.id}.${identityId}.${at}`,
      sequence: order.id,
      at,
      data: {
        order_id: order.id,
        listing_id: order.offer_id ?? null,
        title: order.title ?? null,
        quantity: order.quantity ?? null,
        price_cents: order.price ?? null,
        placed_at: isoOrNull(order.created_at),
        deadline_at: isoOrNull(order.deadline_at),
        by: name,
      },
    });
  };
}
