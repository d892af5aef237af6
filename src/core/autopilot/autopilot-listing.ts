import type { SellerApi } from '../../api/seller-api.js';
import type { AutopilotBinding } from '../../store/autopilot-store.js';
import { t } from '../../i18n/index.js';
import type { LocatedListing } from '../listing-lookup.js';
import { UserFacingError } from '../user-facing-error.js';

/**
 * How a listing's orders are handed over, which decides what autopilot may do with it:
 * `manual` orders wait for a delivery (top-ups and accounts sold by hand, and currency,
 * which is always traded in the game), so autopilot delivers them; an `instant-top-up`
 * sells out of its own stock, so autopilot can only keep that stock filled; `instant-other`
 * (gift cards, instant accounts) has no order to deliver and no restock call.
 */
export type HandOver = 'manual' | 'instant-top-up' | 'instant-other';

export function handOverOf({ category, row }: LocatedListing): HandOver {
  if (category === 'currency') return 'manual';
  if (category !== 'gift_card' && row.delivery_type === 'manual') return 'manual';
  return category === 'top_up' ? 'instant-top-up' : 'instant-other';
}

/**
 * The keys of the buyer fields an order of this listing carries (`player_id`, `server`):
 * those of its delivery method in the catalogue. Accounts pick no delivery method, and a
 * method the catalogue no longer lists has none that can be counted on.
 */
export async function buyerFieldKeys(api: SellerApi, { category, row }: LocatedListing): Promise<string[]> {
  const method =
    row.delivery_method ?? (category === 'currency' ? ((await api.listings.getCurrency(row.id)).delivery_method ?? null) : null);
  if (method === null || method === undefined) return [];
  const found = (await api.catalogue.deliveryMethods()).find((each) => each.key === method);
  return (found?.buyer_fields ?? []).map((field) => field.key);
}

/** The one binding whose listing id starts with what the seller typed, or a sentence saying why there is none. */
export function boundListing(bindings: readonly AutopilotBinding[], typed: string): AutopilotBinding {
  const matches = bindings.filter((binding) => binding.listingId.toLowerCase().startsWith(typed));
  if (matches.length > 1) throw new UserFacingError(t('lookup-listing-ambiguous', { id: typed }));
  const [only] = matches;
  if (!only) throw new UserFacingError(t('autopilot-not-bound', { id: typed }));
  return only;
}
