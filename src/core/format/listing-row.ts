import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import type { ListItem } from '../reply.js';
import { formatCents } from './money.js';

export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** One line per listing: status, price, stock, game; unknown values shown as they came. */
export function listingDetail(row: ListingSummaryRow): string {
  const parts = [row.status];
  if (typeof row.price === 'number') parts.push(formatCents(row.price));
  if (typeof row.stock === 'number') parts.push(`stock ${row.stock}`);
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
