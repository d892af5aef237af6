import type { Order } from '../src/api/schemas/order.js';
import { buyerInputs } from '../src/core/buyer-inputs.js';
import type { OrderFacts } from '../src/store/alerted-order.js';

/**
 * Only `id`, `status` and `deadline_at` are promised by the spec; the rest is used when present.
 * `seenCategory`: the listing's category as the listing watch last saw it, for an order that names none.
 */
export function orderFacts(account: { id: string; label: string }, order: Order, seenCategory: string | null = null): OrderFacts {
  return {
    accountId: account.id,
    accountLabel: account.label || null,
    orderId: order.id,
    title: order.title ?? null,
    quantity: order.quantity ?? null,
    priceCents: order.price ?? null,
    deadlineAt: epochMs(order.deadline_at),
    offerId: order.offer_id ?? null,
    category: order.category ?? seenCategory,
    createdAt: epochMs(order.created_at),
    buyerInputs: buyerInputs(order),
  };
}

/** An unreadable date-time is treated as absent rather than thrown. */
export function epochMs(iso: string | null | undefined): number | null {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(at) ? null : at;
}
