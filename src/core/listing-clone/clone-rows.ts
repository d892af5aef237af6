import type { ExportRecord } from '../listing-export/export-record.js';
import type { ImportColumn, ImportRow } from '../listing-import/import-file.js';

/** The columns a new draft is made from: what `listings export` read of the listing, never its id, stock of a top-up or status. */
const COPIED: readonly ImportColumn[] = [
  'category',
  'title',
  'price',
  'min_order_quantity',
  'delivery_type',
  'delivery_method',
  'manual_delivery_value',
  'manual_delivery_unit',
  'tags',
  'description',
  'delivery_instructions',
  'game',
  'product_scale',
  'game_slug',
  'product_id',
];

function cellOf(record: ExportRecord, column: ImportColumn): string | undefined {
  const value = record[column];
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The source shop's listings as rows of an import without ids: each one a new draft in the
 * target shop, checked by the import's own rules (create's rules, the target's category
 * schema). A currency's stock is copied (create needs it); pictures go separately, as they
 * are re-uploaded by the job.
 */
export function cloneRows(records: readonly ExportRecord[]): ImportRow[] {
  return records.map((record, index) => {
    const cells: ImportRow['cells'] = { status: 'draft' };
    for (const column of COPIED) {
      const value = cellOf(record, column);
      if (value !== undefined && value.trim() !== '') cells[column] = value;
    }
    if (record.attributes !== null) cells.attributes = JSON.stringify(record.attributes);
    if (record.category === 'currency' && record.stock !== null) cells.stock = String(record.stock);
    return { row: index + 1, cells };
  });
}
