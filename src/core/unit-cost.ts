import type { Stores } from '../store/stores.js';

/**
 * What one unit of a listing is known to cost the seller: its own cost (`cost`), else the
 * cost of the pool autopilot takes its codes from (`pool cost`); null where neither is set.
 * A supplier's cost is known only per order, from its answer.
 */
export async function knownUnitCost(
  stores: Pick<Stores, 'costs' | 'autopilot'>,
  accountId: string,
  listingId: string,
): Promise<number | null> {
  const own = await stores.costs.get(accountId, { kind: 'listing', listingId });
  if (own !== null) return own;
  const binding = await stores.autopilot.binding(accountId, listingId);
  if (binding === null) return null;
  const pool = binding.mode.kind === 'keep' ? binding.mode.pool : binding.mode.source.kind === 'pool' ? binding.mode.source.pool : null;
  return pool === null ? null : stores.costs.get(accountId, { kind: 'pool', pool });
}
