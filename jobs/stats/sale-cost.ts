import type { CostBook } from '../../src/store/cost-book.js';

/**
 * What a sold order cost, in cents for the whole order: what autopilot recorded as it took the
 * goods (a pool's cost, or the supplier's answer), else the listing's cost per unit times the
 * quantity, else null (unknown: counted apart from the profit).
 */
export async function saleCost(
  costs: CostBook,
  accountId: string,
  order: { orderId: string; listingId: string | null; quantity: number },
): Promise<number | null> {
  const recorded = await costs.orderCost(accountId, order.orderId);
  if (recorded !== null) return recorded;
  if (order.listingId === null) return null;
  const perUnit = await costs.get(accountId, { kind: 'listing', listingId: order.listingId });
  return perUnit === null ? null : perUnit * order.quantity;
}
