import { t } from '../../i18n/index.js';
import { csvFile } from '../format/csv-cells.js';
import type { SaleRecord } from '../../store/sales-book.js';

/** The header row in the reader's language; the cells below stay machine-readable (ids, ISO times, cents, raw values). */
function csvHeaders(): string[] {
  return [
    t('csv-time'),
    t('csv-order-id'),
    t('csv-listing'),
    t('csv-category'),
    t('csv-game'),
    t('csv-quantity'),
    t('csv-amount-cents'),
    t('csv-amount-estimated'),
    t('csv-cost-cents'),
    t('csv-profit-cents'),
    t('csv-delivery-type'),
    t('csv-delivered-by'),
    t('csv-delivery-seconds'),
    t('csv-outcome'),
    t('csv-source'),
  ];
}

/** One row per order, times in UTC ISO form, after a UTF-8 byte order mark; the records hold no goods or keys. */
export function salesCsv(records: readonly SaleRecord[]): string {
  return csvFile([
    csvHeaders(),
    ...records.map((record) => [
      new Date(record.at).toISOString(),
      record.orderId,
      record.title ?? record.listingId,
      record.category,
      record.game,
      record.quantity,
      record.amountCents,
      record.estimated,
      record.costCents,
      // Profit only where the cost is known; a lost order sold nothing.
      record.costCents === null || record.outcome === 'lost' ? null : record.amountCents - record.costCents,
      record.deliveryType,
      record.deliveredBy,
      record.deliverySeconds,
      record.outcome,
      record.source,
    ]),
  ]);
}
