import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import type { TakenListing } from '../../store/away-store.js';
import type { ExportRecord } from './export-record.js';

/**
 * The records as the seller left them, not as away mode holds them: a listing away took off
 * sale, untouched since, is on sale for the seller and goes back on sale with `back`. An
 * export taken at night would otherwise say `draft`, and importing it after `back` would take
 * every such listing off sale for good.
 */
export function asTheSellerLeftThem(
  records: readonly ExportRecord[],
  rows: readonly ListingSummaryRow[],
  taken: ReadonlyMap<string, TakenListing>,
): ExportRecord[] {
  if (taken.size === 0) return [...records];
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  return records.map((record) => {
    const held = taken.get(record.id);
    const row = rowOf.get(record.id);
    if (!held || held.pending || record.status !== 'draft' || !row) return record;
    // Changed by someone since away took it: `back` leaves it alone, and so does the file.
    if (held.updatedAt !== null && typeof row.updated_at === 'string' && row.updated_at !== held.updatedAt) return record;
    return { ...record, status: 'active' };
  });
}
