import type { SellerApi } from '../../src/api/seller-api.js';

/**
 * Puts a manually delivered top-up on sale for a seller and answers its id: the
 * listing whose orders wait for delivery, which alert tests and benchmarks need.
 */
export async function publishManualTopUp(client: SellerApi): Promise<string> {
  const listing = await client.listings.createTopUp({
    brand: 'starfall-odyssey',
    title: 'Starfall crystals by player id',
    price: 1499,
    delivery_type: 'manual',
    delivery_method: 'player_id',
    delivery_instructions: 'Send your player id.',
    attributes: { region: 'asia' },
    manual_delivery_value: 2,
    manual_delivery_unit: 'hours',
  });
  if (!listing) throw new Error('the sandbox created no listing');
  await client.listings.publish('top_up', listing.id);
  return listing.id;
}
