import type { RunningSandbox } from '../../sandbox/index.js';

/**
 * Creates, straight in the sandbox, a draft Neon Drift top-up of its first seller's, delivered by
 * hand to a player id within the hour: a listing of known title and price beside the demo ones.
 */
export function draftNeonDriftPack(sandbox: RunningSandbox, title: string, price: number) {
  return sandbox.core.listings.create(
    sandbox.sellers[0]?.id ?? '',
    'top_up',
    {
      brand: 'neon-drift',
      title,
      price,
      delivery_type: 'manual',
      delivery_method: 'player_id',
      delivery_instructions: 'Send your id.',
      attributes: { region: 'eu' },
      manual_delivery_value: 1,
      manual_delivery_unit: 'hours',
    },
    false,
  );
}
