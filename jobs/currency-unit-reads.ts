import { SellerApiClientError, SellerApiError } from '../src/api/errors.js';
import type { CurrencyProduct } from '../src/api/schemas/catalogue.js';
import type { ListingSummaryRow } from '../src/api/schemas/listing.js';
import type { SellerApi } from '../src/api/seller-api.js';
import { currencyUnitOf } from '../src/core/currency-product.js';
import { isCurrencyRow } from '../src/core/currency-units.js';
import type { SeenCurrencyUnit, SeenListing } from '../src/store/listing-snapshots.js';

/**
 * The scale and product of each currency listing the watch sees, for its snapshot: carried
 * from the last look, and read by id only for a listing it has not read before (a product
 * never changes, so each listing costs one read in its life). The reads wait for no budget:
 * what the budget leaves unread now is read at a later look.
 */
export async function currencyUnitsToKeep(
  client: SellerApi,
  rows: readonly ListingSummaryRow[],
  previous: ReadonlyMap<string, SeenListing> | null,
): Promise<Map<string, SeenCurrencyUnit>> {
  const units = new Map<string, SeenCurrencyUnit>();
  const byBrand = new Map<string, Promise<CurrencyProduct[]>>();
  for (const row of rows.filter(isCurrencyRow)) {
    const kept = previous?.get(row.id)?.currencyUnit;
    if (kept) {
      units.set(row.id, kept);
      continue;
    }
    try {
      const unit = await currencyUnitOf(client, await client.listings.getCurrency(row.id, { onBudget: 'fail' }), byBrand);
      units.set(row.id, { scale: unit.scale ?? null, productName: unit.productName });
    } catch (error) {
      if (!(error instanceof SellerApiClientError)) throw error;
      // Gone since the list was read: the others are still worth reading. Anything else (the budget, an outage) waits for the next look.
      if (error instanceof SellerApiError && error.status === 404) continue;
      break;
    }
  }
  return units;
}
