import type { TestSeller } from './jobs-harness.js';

/** Puts on sale a Neon Drift top-up the marketplace delivers itself from `codes` activation codes; answers its id. */
export async function publishInstantTopUp(seller: TestSeller, codes: number): Promise<string> {
  const listing = await seller.client.listings.createTopUp({
    brand: 'neon-drift',
    title: '1000 Neon credits code',
    price: 999,
    delivery_type: 'instant',
    delivery_method: 'activation_code',
    attributes: { region: 'eu', amount: 1000 },
    units: Array.from({ length: codes }, (_, index) => ({ code: `NEON-${index}-${seller.accountId.slice(0, 6)}` })),
  });
  await seller.client.listings.publish('top_up', listing!.id);
  return listing!.id;
}
