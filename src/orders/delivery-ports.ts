import type { GoodsEntry } from '../api/schemas/requests.js';
import type { CallOptions, DeliverResult, OrderList } from '../api/seller-api.js';
import type { ClaimStore } from '../store/claim-store.js';
import type { DeliveredByStore } from '../store/delivered-by-store.js';

/** The person (or API token, an identity on the `api` platform) a delivery is recorded as made by. */
export type DeliveringActor = Parameters<DeliveredByStore['record']>[2];

/**
 * Who delivers: a person from a chat, the dashboard or an API token, or autopilot. A person's
 * delivery keeps no record of its send, so goods it never sent free the order for them at once;
 * autopilot records each send first and reads back before it sends again.
 */
export type Deliverer = { kind: 'person'; actor: DeliveringActor } | { kind: 'autopilot' };

/** The orders resource as a delivery uses it: a person's is wrapped in their budget and audit. */
interface DeliveryOrders {
  list(status: 'awaiting_delivery' | 'delivered'): Promise<OrderList>;
  deliver(orderId: string, goods: GoodsEntry[], options: CallOptions): Promise<DeliverResult>;
}

/** What a delivery needs of the world: the marketplace's orders, the order claims, a clock and the deliver timeout. */
export interface DeliveryPorts {
  orders: DeliveryOrders;
  claims: Pick<ClaimStore, 'claimOnce' | 'claimAs' | 'holder' | 'releaseHeld'>;
  /** When the send leaves; a lost answer is read back twice the deliver timeout after it. */
  now(): number;
  deliverTimeoutMs: number;
}
