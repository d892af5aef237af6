import { z } from 'zod';
import { SellerApiError } from '../api/errors.js';
import { LISTING_CATEGORIES, type ListingCategory } from '../api/schemas/listing-category.js';
import type { ListingSummaryRow } from '../api/schemas/listing.js';
import { isKnown } from '../api/schemas/open-enum.js';
import type { SellerApi } from '../api/seller-api.js';
import { t } from '../i18n/index.js';
import { UserFacingError } from './user-facing-error.js';

export interface LocatedListing {
  category: ListingCategory;
  row: ListingSummaryRow;
}

/** A listing id as typed: a uuid, or at least the first 8 characters of one (as lists show it). */
export const listingIdInput = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F-]{8,36}$/, { error: () => t('lookup-listing-id-form') })
  .transform((id) => id.toLowerCase());

/**
 * Which category a listing of the seller belongs to. Status actions and edits have
 * per-category paths, but ids carry no category: the all-categories list may tag rows
 * with one; otherwise the per-category lists and the currency read settle it.
 */
export async function locateListing(api: SellerApi, typedId: string): Promise<LocatedListing> {
  const all = await api.listings.listMine();
  const matches = all.offers.filter((row) => row.id.toLowerCase().startsWith(typedId));
  if (matches.length > 1) throw new UserFacingError(t('lookup-listing-ambiguous', { id: typedId }));
  const row = matches[0];
  if (!row) throw new UserFacingError(t('lookup-listing-none', { id: typedId }));
  const tagged = (row as Record<string, unknown>).category;
  if (typeof tagged === 'string' && isKnown(LISTING_CATEGORIES, tagged)) return { category: tagged, row };
  if ((await api.listings.listMyAccounts()).offers.some((other) => other.id === row.id)) return { category: 'account', row };
  if ((await api.listings.listMyTopUps()).offers.some((other) => other.id === row.id)) return { category: 'top_up', row };
  try {
    await api.listings.getCurrency(row.id);
    return { category: 'currency', row };
  } catch (error) {
    if (error instanceof SellerApiError && error.status === 404) return { category: 'gift_card', row };
    throw error;
  }
}
