import { ApiError } from './api-error.js';
import type { SandboxCore } from './core.js';
import type { Listing } from './state.js';
import { availableUnits } from './views.js';

function buyable(listing: Listing): boolean {
  if (listing.status !== 'active' || listing.removed) return false;
  if (listing.category === 'currency') return listing.stockQuantity >= listing.minOrderQuantity;
  // A manual listing has no pool: the seller hands each sale over by hand.
  return listing.deliveryType === 'manual' || availableUnits(listing) > 0;
}

/**
 * Background buyers: `perMinute` orders a minute, each on a random active listing
 * with stock, one unit (or the minimum order for currency).
 */
export function startBuyers(core: SandboxCore, perMinute: number): () => void {
  const timer = setInterval(
    () => {
      const candidates = [...core.state.listings.values()].filter(buyable);
      const listing = candidates[Math.floor(core.random.next() * candidates.length)];
      if (!listing) return;
      try {
        const order = core.orders.place(listing.id, listing.category === 'currency' ? listing.minOrderQuantity : 1);
        core.changed();
        core.logger.debug({ orderId: order.id, offerId: listing.id, status: order.status }, 'background buyer placed an order');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    },
    Math.max(10, 60_000 / perMinute),
  );
  timer.unref();
  return () => clearInterval(timer);
}
