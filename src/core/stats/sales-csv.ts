import { t } from '../../i18n/index.js';
import { shownText } from '../format/shown-text.js';
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
    t('csv-delivery-type'),
    t('csv-delivered-by'),
    t('csv-delivery-seconds'),
    t('csv-outcome'),
    t('csv-source'),
  ];
}

/**
 * Excel reads a file by the separator of its locale (`,`, or `;` in Russian and Ukrainian
 * ones), and may split a line anywhere one of these stands; every piece that starts with
 * = + - @ (after any spaces or quotes) would run as a formula. OWASP's CSV-injection advice.
 */
const PIECE_FORMULA_START = /(^|[,;\t\r\n])([\s"]*)(?=[=+\-@])/g;

/**
 * A text cell is quoted whole and every formula start in it, wherever a spreadsheet might
 * cut the line, gets a `'` (which makes it text); the value is shown as shownText leaves it,
 * on one line. Numbers and booleans are Hawker's own and stay bare.
 */
function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const inert = shownText(value).replace(PIECE_FORMULA_START, "$1$2'");
  return `"${inert.replaceAll('"', '""')}"`;
}

/** Excel takes a file without it for the ANSI code page and garbles the Cyrillic headers. */
const UTF8_BYTE_ORDER_MARK = '\ufeff';

/** One row per order, times in UTC ISO form, after a UTF-8 byte order mark; the records hold no goods or keys. */
export function salesCsv(records: readonly SaleRecord[]): string {
  const lines = [csvHeaders().map(cell).join(',')];
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
  return `${UTF8_BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
