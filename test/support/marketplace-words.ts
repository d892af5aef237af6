import { DELIVERY_METHODS } from '../../sandbox/catalogue.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';

/** Every string inside `value`, however deeply it is nested. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value instanceof Map) return [...value.values()].flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * What a sandbox marketplace itself writes in a shop: listing titles and attributes, game,
 * category and product names, attribute and delivery-method labels and values. A chat in
 * another language shows these as they came.
 */
export function marketplaceWordsOf(sandbox: RunningSandbox): string[] {
  const listings = [...sandbox.core.state.listings.values()].flatMap((listing) => [
    listing.title,
    listing.id,
    ...stringsIn(listing.attributes),
  ]);
  return [...new Set([...listings, ...stringsIn(sandbox.core.catalogue.brands), ...stringsIn(DELIVERY_METHODS)])];
}

/** The words of a freshly seeded sandbox as `npm start` seeds it (both demo shops), for a test that runs its own marketplace elsewhere. */
export async function marketplaceWords(): Promise<string[]> {
  const sandbox = await startSandbox({ seed: 1, demoPast: true });
  try {
    return marketplaceWordsOf(sandbox);
  } finally {
    await sandbox.close();
  }
}
