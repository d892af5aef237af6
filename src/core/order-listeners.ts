import { OrderChanges } from '../orders/order-changes.js';
import { publishToDashboard, recordDeliverer } from '../orders/store-listeners.js';
import type { Stores } from '../store/stores.js';
import { outboxOrderTaken } from './webhooks/order-taken.js';

/**
 * The core's ear on orders: who delivered is recorded first (the alert's final state names
 * them), then a take's webhook event, then open dashboard pages hear the order no longer waits.
 */
export function coreOrderChanges(stores: Stores): OrderChanges {
  const changes = new OrderChanges();
  changes.listen(recordDeliverer(stores.deliveredBy));
  changes.listen(outboxOrderTaken(stores));
  changes.listen(publishToDashboard(stores.dashboardEvents));
  return changes;
}
