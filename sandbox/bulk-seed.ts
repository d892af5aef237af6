import type { SandboxCore } from './core.js';

/** A manually delivered top-up whose orders wait two hours: the listing alert tests, the away switch's tests and benchmarks need. */
export function manualTopUpBody(title: string, price: number) {
  return {
    brand: 'starfall-odyssey',
    title,
    price,
    delivery_type: 'manual' as const,
    delivery_method: 'player_id',
    delivery_instructions: 'Send your player id.',
    attributes: { region: 'asia' },
    manual_delivery_value: 2,
    manual_delivery_unit: 'hours' as const,
  };
}

/**
 * Publishes `count` manually delivered top-ups for a seller straight into the sandbox:
 * made over HTTP they would spend the write budget that large-shop tests and the away switch
 * bench measure. Answers their ids in order.
 */
export function publishManualTopUps(core: SandboxCore, sellerId: string, count: number): string[] {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const listing = core.listings.create(sellerId, 'top_up', manualTopUpBody(`Starfall crystals ${index + 1}`, 999), false);
    core.listings.publish(listing);
    ids.push(listing.id);
  }
  return ids;
}
