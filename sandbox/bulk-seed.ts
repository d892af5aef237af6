import type { SandboxCore } from './core.js';

/**
 * Publishes `count` manually delivered top-ups for a seller straight into the sandbox:
 * made over HTTP they would spend the write budget that large-shop tests and the guard
 * bench measure. Answers their ids in order.
 */
export function publishManualTopUps(core: SandboxCore, sellerId: string, count: number): string[] {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const listing = core.listings.create(
      sellerId,
      'top_up',
      {
        brand: 'starfall-odyssey',
        title: `Starfall crystals ${index + 1}`,
        price: 999,
        delivery_type: 'manual',
        delivery_method: 'player_id',
        delivery_instructions: 'Send your player id.',
        attributes: { region: 'asia' },
        manual_delivery_value: 2,
        manual_delivery_unit: 'hours',
      },
      false,
    );
    core.listings.publish(listing);
    ids.push(listing.id);
  }
  return ids;
}
