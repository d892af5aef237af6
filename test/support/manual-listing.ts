import { manualTopUpBody } from '../../sandbox/bulk-seed.js';
import type { SellerApi } from '../../src/api/seller-api.js';

/**
 * Puts a manually delivered top-up on sale for a seller and answers its id: the
 * listing whose orders wait for delivery, which alert tests and benchmarks need.
 */
export async function publishManualTopUp(client: SellerApi): Promise<string> {
  const listing = await client.listings.createTopUp(manualTopUpBody('Starfall crystals by player id', 1499));
  if (!listing) throw new Error('the sandbox created no listing');
  await client.listings.publish('top_up', listing.id);
  return listing.id;
}
