import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { t } from '../../i18n/index.js';
import type { ListItem } from '../../domain/reply.js';
import { perScaleUnit, scaledQuantity, type CurrencyUnit } from './currency-scale.js';
import { deliveryTypeWord, listingStatusWord } from './marketplace-words.js';
import { formatCents, formatCount } from './money.js';

function shortId(id: string): string {
  return id.slice(0, 8);
}

/**
 * What is left to sell, or null where a count means nothing: a manual listing is handed
 * over by hand, so its row's stock (its empty unit pool) says nothing about sales.
 */
export function rowStock(row: ListingSummaryRow): number | null {
  if (row.delivery_type === 'manual') return null;
  return typeof row.stock === 'number' ? row.stock : null;
}

/**
 * One line per listing: status, price, stock, game; unknown values shown as they came.
 * A currency row's price and stock are in its product's scale, given where it is known.
 */
function listingDetail(row: ListingSummaryRow, currencyUnit?: CurrencyUnit): string {
  const parts = [listingStatusWord(row.status)];
  if (typeof row.price === 'number')
    parts.push(currencyUnit ? `${formatCents(row.price)} ${perScaleUnit(currencyUnit)}` : formatCents(row.price));
  const stock = rowStock(row);
  if (stock !== null)
    parts.push(t('listing-row-stock', { stock: currencyUnit ? scaledQuantity(stock, currencyUnit) : formatCount(stock) }));
  if (row.delivery_type) parts.push(deliveryTypeWord(row.delivery_type));
  if (row.game_name) parts.push(row.game_name);
  parts.push(t('listing-row-id', { id: shortId(row.id) }));
  return parts.join(' · ');
}

export function listingItem(row: ListingSummaryRow, action?: string, currencyUnit?: CurrencyUnit): ListItem {
  const item: ListItem = { title: row.title, detail: listingDetail(row, currencyUnit) };
  if (action !== undefined) item.action = action;
  return item;
}
