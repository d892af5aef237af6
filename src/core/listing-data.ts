import type { ListingSummaryRow } from '../api/schemas/listing.js';
import { rowStock } from './format/listing-row.js';
import type { ListingSummary } from './reply.js';

/** A listing as the HTTP API shows it; a currency's price is left out, as it means nothing without the scale only its read by id carries. */
export function listingData(row: ListingSummaryRow, category: string | null): ListingSummary {
  const isCurrency = category === 'currency';
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    category,
    price_cents: !isCurrency && typeof row.price === 'number' ? row.price : null,
    stock: isCurrency ? null : rowStock(row),
    game: row.game_name ?? null,
    delivery_type: row.delivery_type ?? null,
    updated_at: row.updated_at ?? null,
  };
}
