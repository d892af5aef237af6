import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import type { ListItem } from '../reply.js';
import { formatCents } from './money.js';

export function shortId(id: string): string {
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

/** One line per listing: status, price, stock, game; unknown values shown as they came. */
export function listingDetail(row: ListingSummaryRow): string {
  const parts = [row.status];
  if (typeof row.price === 'number') parts.push(formatCents(row.price));
  const stock = rowStock(row);
  if (stock !== null) parts.push(`stock ${stock}`);
  if (row.delivery_type) parts.push(row.delivery_type);
  if (row.game_name) parts.push(row.game_name);
  parts.push(`id ${shortId(row.id)}`);
  return parts.join(' · ');
}

export function listingItem(row: ListingSummaryRow, action?: string): ListItem {
  const item: ListItem = { title: row.title, detail: listingDetail(row) };
  if (action !== undefined) item.action = action;
  return item;
}
