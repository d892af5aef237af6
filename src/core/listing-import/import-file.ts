import { t } from '../../i18n/index.js';
import { EXPORT_COLUMNS } from '../listing-export/export-file.js';
import { decodeText, delimitedRecords, separatorName, separatorOf, type Separator } from './delimited-text.js';

/** The largest import file: 10,000 listings exported with long descriptions fit; adapters download nothing larger. */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Rows a file may hold: a shop's whole catalogue, with room. */
const MAX_ROWS = 10_000;

/** The columns `listings export` writes (docs/listings-export.md); an import finds each field by its name. */
const IMPORT_COLUMNS = EXPORT_COLUMNS;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** A cell more than this many columns in is not a file of listings (the export writes 21): reading stops there. */
const MAX_COLUMNS = 40;

/** One row of the file: `null` is an empty cell or an absent column, which leaves the field as it is. */
export interface ImportRow {
  /** As a spreadsheet numbers it (the header is row 1); a JSON file's item, counted from 1. */
  row: number;
  cells: Partial<Record<ImportColumn, string>>;
}

export type FileReading = { ok: true; rows: ImportRow[] } | { ok: false; message: string };

const refuse = (message: string): FileReading => ({ ok: false, message });

/**
 * The `'` the export put before a formula start wherever a spreadsheet might cut the cell
 * (`src/core/format/csv-cells.ts`), taken away again so the value reads back as written.
 */
const NEUTRALISED_START = /(^|[,;\t\r\n])([\s"]*)'(?=[=+\-@])/g;

/** A file sent to `listings import`: delimited text (`.csv`, or Excel's `.txt` and `.tsv`) or JSON, as the export writes them. */
export function readImportFile(filename: string, data: Uint8Array): FileReading {
  const lower = filename.toLowerCase();
  const kind = /\.(csv|tsv|txt)$/.test(lower) ? 'csv' : lower.endsWith('.json') ? 'json' : null;
  if (kind === null) return refuse(t('import-file-kind'));
  if (data.byteLength > IMPORT_FILE_MAX_BYTES)
    return refuse(t('import-file-too-large', { megabytes: IMPORT_FILE_MAX_BYTES / 1024 / 1024 }));
  const decoded = decodeText(data);
  if (!decoded.ok) return refuse(decoded.problem === 'binary' ? t('import-file-binary') : t('import-file-encoding'));
  return kind === 'csv' ? csvRows(decoded.text) : jsonRows(decoded.text);
}

function csvRows(file: string): FileReading {
  const { separator, text } = separatorOf(file, IMPORT_COLUMNS);
  const named = { separator: separatorName(separator) };
  let header: ImportColumn[] | null = null;
  const rows: ImportRow[] = [];
  let line = 0;
  for (const record of delimitedRecords(text, separator, MAX_COLUMNS)) {
    line += 1;
    if (record === 'too-wide') return refuse(t('import-file-too-wide', { row: String(line), max: MAX_COLUMNS }));
    if (header === null) {
      const columns = columnsOf(
        record.map((name) => name.trim()),
        separator,
      );
      if (!columns.ok) return columns;
      header = columns.columns;
      continue;
    }
    if (record.every((cell) => cell.trim() === '')) continue;
    if (record.length > header.length)
      return refuse(t('import-file-row-wider', { row: String(line), count: record.length, columns: header.length, ...named }));
    if (rows.length >= MAX_ROWS) return refuse(t('import-file-too-many-rows', { max: MAX_ROWS }));
    const cells: ImportRow['cells'] = {};
    header.forEach((column, index) => {
      const value = (record[index] ?? '').replace(NEUTRALISED_START, '$1$2');
      if (value.trim() !== '') cells[column] = value;
    });
    rows.push({ row: line, cells });
  }
  if (header === null) return refuse(t('import-file-empty'));
  return { ok: true, rows };
}

const asCode = (name: string) => `\`${name}\``;

type Columns = { ok: true; columns: ImportColumn[] } | { ok: false; message: string };

/** The header's columns; a CSV's sentence about unknown ones names the separator it was read with. */
function columnsOf(names: readonly string[], separator?: Separator): Columns {
  const unknown = names.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    const shown = { columns: unknown.slice(0, 5).join(', '), known: IMPORT_COLUMNS.join(', ') };
    return {
      ok: false,
      message:
        separator === undefined
          ? t('import-file-unknown-columns', shown)
          : t('import-file-unknown-columns-separated', {
              // Each name as code: what the file says and what to type, in any language.
              columns: unknown.slice(0, 5).map(asCode).join(', '),
              known: IMPORT_COLUMNS.map(asCode).join(', '),
              separator: separatorName(separator),
            }),
    };
  }
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) return { ok: false, message: t('import-file-repeated-column', { column: repeated }) };
  if (!names.includes('id')) return { ok: false, message: t('import-file-no-id-column') };
  return { ok: true, columns: names as ImportColumn[] };
}

/** A JSON value as the CSV cell holding it: lists joined as the export joins them, an object as its JSON. */
function jsonCell(column: ImportColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(String).join(column === 'images' ? ' ' : ', ');
  return JSON.stringify(value);
}

function jsonRows(text: string): FileReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch {
    return refuse(t('import-file-json-unreadable'));
  }
  if (!Array.isArray(parsed) || parsed.some((item) => typeof item !== 'object' || item === null || Array.isArray(item)))
    return refuse(t('import-file-json-shape'));
  if (parsed.length > MAX_ROWS) return refuse(t('import-file-too-many-rows', { max: MAX_ROWS }));
  const rows: ImportRow[] = [];
  for (const [index, item] of (parsed as Record<string, unknown>[]).entries()) {
    const names = Object.keys(item);
    if (names.length > MAX_COLUMNS) return refuse(t('import-file-too-wide', { row: String(index + 1), max: MAX_COLUMNS }));
    const named = columnsOf([...new Set(['id', ...names])]);
    if (!named.ok) return named;
    const cells: ImportRow['cells'] = {};
    for (const column of named.columns) {
      const value = jsonCell(column, item[column]);
      if (value !== null && value.trim() !== '') cells[column] = value;
    }
    rows.push({ row: index + 1, cells });
  }
  return { ok: true, rows };
}
