import type { SaleRecord } from '../../store/sales-book.js';

export const CSV_COLUMNS = [
  'time',
  'order_id',
  'listing',
  'category',
  'game',
  'quantity',
  'amount_cents',
  'amount_estimated',
  'delivery_type',
  'delivered_by',
  'delivery_seconds',
  'outcome',
  'source',
] as const;

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One row per order, times in UTC ISO form; the records hold no goods or keys. */
export function salesCsv(records: readonly SaleRecord[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const record of records) {
    lines.push(
      [
        new Date(record.at).toISOString(),
        record.orderId,
        record.title ?? record.listingId,
        record.category,
        record.game,
        record.quantity,
        record.amountCents,
        record.estimated,
        record.deliveryType,
        record.deliveredBy,
        record.deliverySeconds,
        record.outcome,
        record.source,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
