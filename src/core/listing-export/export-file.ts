import { csvFile, type CsvValue } from '../format/csv-cells.js';
import type { ExportRecord } from './export-record.js';

/**
 * The columns, in this order, under these English names whatever the reader's language:
 * a file read back (an import) finds each field by its name. The fifteen come
 * first; what create needs besides (the game's slug, a currency's product and scale, the
 * category's attributes, the pictures) after them; last, the row's base for an import
 * (the listing's `updated_at` as exported).
 */
export const EXPORT_COLUMNS = [
  'id',
  'category',
  'title',
  'status',
  'price',
  'stock',
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
  'attributes',
  'images',
  'updated_at',
] as const satisfies readonly (keyof ExportRecord)[];

export type ExportFormat = 'csv' | 'json';

/**
 * A cell: tags joined as the marketplace counts them (`a, b`: a tag holds no comma),
 * pictures by a space (an address holds none), attributes as a JSON object; the seller's
 * multi-line texts keep their lines.
 */
function csvValue(record: ExportRecord, column: (typeof EXPORT_COLUMNS)[number]): CsvValue {
  switch (column) {
    case 'tags':
      return record.tags === null ? null : record.tags.join(', ');
    case 'images':
      return record.images === null ? null : record.images.join(' ');
    case 'attributes':
      return record.attributes === null ? null : JSON.stringify(record.attributes);
    case 'description':
    case 'delivery_instructions': {
      const value = record[column];
      return value === null ? null : { multiline: value };
    }
    default:
      return record[column];
  }
}

/**
 * CSV: UTF-8 with a byte order mark, every text cell quoted and made inert for a
 * spreadsheet (`'` before a formula start). JSON: the same fields with their own types, the
 * price the same dollars text as the CSV's, so both are read back by one price reader and
 * no amount passes through a binary fraction.
 */
export function exportFile(records: readonly ExportRecord[], format: ExportFormat): string {
  if (format === 'json') {
    const ordered = records.map((record) => Object.fromEntries(EXPORT_COLUMNS.map((column) => [column, record[column]])));
    return `${JSON.stringify(ordered, null, 2)}\n`;
  }
  return csvFile([[...EXPORT_COLUMNS], ...records.map((record) => EXPORT_COLUMNS.map((column) => csvValue(record, column)))]);
}
