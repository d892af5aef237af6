import { shownText } from '../../domain/shown-text.js';

/**
 * Text kept on its lines in a quoted cell (a listing's description, the seller's own
 * multi-line text); every other text cell is shown on one line.
 */
interface MultilineText {
  multiline: string;
}

export type CsvValue = string | number | boolean | null | MultilineText;

/**
 * Excel reads a file by the separator of its locale (`,`, or `;` in Russian and Ukrainian
 * ones), and may split a line anywhere one of these stands; every piece that starts with
 * = + - @ (after any spaces, tabs or quotes) would run as a formula. OWASP's CSV-injection advice.
 */
const PIECE_FORMULA_START = /(^|[,;\t\r\n])([\s"]*)(?=[=+\-@])/g;

/** Excel takes a file without it for the ANSI code page and garbles Cyrillic. */
const UTF8_BYTE_ORDER_MARK = '\ufeff';

/** A multi-line cell's line breaks as one `\n` each: a lone CR would start a piece a spreadsheet may read on its own. */
function keptLines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * A text cell is quoted whole and every formula start in it, wherever a spreadsheet might
 * cut the line, gets a `'` (which makes it text); one-line text is shown as shownText
 * leaves it. Numbers and booleans are Hawker's own and stay bare; null is an empty cell.
 */
function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? shownText(value) : keptLines(value.multiline);
  const inert = text.replace(PIECE_FORMULA_START, "$1$2'");
  return `"${inert.replaceAll('"', '""')}"`;
}

/** A whole file: a UTF-8 byte order mark, then one line per row ending in CRLF (RFC 4180). */
export function csvFile(rows: readonly (readonly CsvValue[])[]): string {
  return `${UTF8_BYTE_ORDER_MARK}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
