import { t } from '../i18n/index.js';
import { POOL_MAX_CODES } from '../store/pool-store.js';
import { formatCount } from './format/money.js';
import type { Parsed } from './goods-input.js';
import { numberedLines, type CodeRow } from './code-rows.js';

/** The largest codes file a pool takes: room for its 50,000 codes of up to about 80 characters. */
export const POOL_FILE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * A first CSV line whose first cell is one of these words is a header, not a code: a code
 * is never a plain English word like these, and any other first line is kept as a code.
 */
const CSV_HEADERS = new Set(['code', 'codes', 'key', 'keys']);

/** Where the codes came from: typed after the command, answered to the prompt (a message or a form), or a file. */
export type PoolCodesInput = { commandLine: string } | { lines: string } | { filename: string; data: Uint8Array };

/**
 * Codes for a pool. On the command line they are separated by spaces, commas or line
 * breaks, unless the text has several lines: then each line is one code, spaces kept. An
 * answer to the prompt and a .txt file hold one code per line; a .csv file gives its first
 * column. More than a pool holds is refused by size and line count before anything is split.
 * Each code keeps its row; codes split from one line are numbered by their place on it.
 */
export function parsePoolCodes(input: PoolCodesInput): Parsed<CodeRow[]> {
  let text: string;
  let csv = false;
  if ('filename' in input) {
    const lower = input.filename.toLowerCase();
    csv = lower.endsWith('.csv');
    if (!csv && !lower.endsWith('.txt')) return { ok: false, message: t('pool-file-kind') };
    if (input.data.byteLength > POOL_FILE_MAX_BYTES) return { ok: false, message: tooLarge() };
    text = new TextDecoder('utf-8').decode(input.data);
  } else text = 'lines' in input ? input.lines : input.commandLine;
  // A header line may come on top of the most a pool holds.
  if (lineCountOver(text, POOL_MAX_CODES + 1)) return { ok: false, message: tooMany() };
  const lines = numberedLines(text);
  let codes: CodeRow[];
  if ('commandLine' in input && lines.length === 1)
    codes = (lines[0]?.code ?? '')
      .split(/[\s,]+/)
      .filter((code) => code.length > 0)
      .map((code, index) => ({ code, row: index + 1 }));
  else if (csv) codes = csvFirstColumn(lines);
  else codes = lines;
  codes = codes.map(({ code, row }) => ({ code: code.trim(), row })).filter(({ code }) => code.length > 0);
  if (codes.length === 0) return { ok: false, message: t('pool-no-codes') };
  if (codes.length > POOL_MAX_CODES) return { ok: false, message: tooMany() };
  return { ok: true, value: codes };
}

function csvFirstColumn(lines: readonly CodeRow[]): CodeRow[] {
  const cells = lines.map(({ code, row }) => ({ code: (code.split(',')[0] ?? '').trim().replace(/^"(.*)"$/, '$1'), row }));
  if (CSV_HEADERS.has((cells[0]?.code ?? '').toLowerCase())) cells.shift();
  return cells;
}

/** True when the text has more than `limit` lines, counted without splitting it. */
function lineCountOver(text: string, limit: number): boolean {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
    lines += 1;
    if (lines > limit) return true;
  }
  return false;
}

function tooLarge(): string {
  return t('pool-file-too-large', { megabytes: String(POOL_FILE_MAX_BYTES / (1024 * 1024)), max: formatCount(POOL_MAX_CODES) });
}

function tooMany(): string {
  return t('pool-too-many-codes', { max: formatCount(POOL_MAX_CODES) });
}
