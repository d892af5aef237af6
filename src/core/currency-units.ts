import type { CurrencyProduct } from '../api/schemas/catalogue.js';
import type { ListingSummaryRow } from '../api/schemas/listing.js';
import type { MarketplaceContext } from './context.js';
import { currencyUnitOf } from './currency-product.js';
import type { CurrencyUnit } from './format/currency-scale.js';

/** Whether a list row is tagged as a currency listing (the all-categories list tags each row). */
export function isCurrencyRow(row: ListingSummaryRow): boolean {
  return (row as Record<string, unknown>).category === 'currency';
}

/**
 * What one of each currency row's price and stock stands for, which list rows do not carry.
 * The listing watch keeps it in its snapshot (read once per listing, as a product never
 * changes), so a list costs no read for the listings it has seen; only a listing it has not
 * (new since its last look, or a shop whose alerts are off) is read by id, as chat always did.
 */
export async function currencyUnits(
  ctx: MarketplaceContext<'listingSnapshots'>,
  rows: readonly ListingSummaryRow[],
): Promise<Map<string, CurrencyUnit>> {
  const currencyRows = rows.filter(isCurrencyRow);
  const units = new Map<string, CurrencyUnit>();
  if (currencyRows.length === 0) return units;
  const seen = await ctx.services.stores.listingSnapshots.read(ctx.account.id);
  const byBrand = new Map<string, Promise<CurrencyProduct[]>>();
  await Promise.all(
    currencyRows.map(async (row) => {
      const kept = seen?.get(row.id)?.currencyUnit;
      const unit = kept
        ? { scale: kept.scale, productName: kept.productName }
        : await currencyUnitOf(ctx.api, await ctx.api.listings.getCurrency(row.id), byBrand);
      units.set(row.id, unit);
    }),
  );
  return units;
}
