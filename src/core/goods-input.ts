import { z } from 'zod';
import { goodsEntry, type GoodsEntry } from '../api/schemas/requests.js';
import { t } from '../i18n/index.js';
import { numberedLines, type CodeRow } from './code-rows.js';
import { maskSecret } from './mask.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const MAX_ENTRIES = 5000;
/** The largest goods or codes file Hawker reads; adapters download nothing larger for these steps. */
export const GOODS_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** Lines of a message or a .txt/.csv file: one code per line; a CSV keeps its first column and drops a `code` header. */
function codeLines(text: string, csv: boolean): CodeRow[] {
  const lines = numberedLines(text);
  const codes = csv ? lines.map(({ code, row }) => ({ code: (code.split(',')[0] ?? '').trim().replace(/^"(.*)"$/, '$1'), row })) : lines;
  if (csv && codes[0]?.code.toLowerCase() === 'code') codes.shift();
  return codes.filter((line) => line.code.length > 0);
}

function fileText(filename: string, data: Uint8Array): Parsed<{ text: string; kind: 'txt' | 'csv' | 'json' }> {
  const lower = filename.toLowerCase();
  const kind = lower.endsWith('.csv') ? 'csv' : lower.endsWith('.json') ? 'json' : lower.endsWith('.txt') ? 'txt' : null;
  if (kind === null) return { ok: false, message: t('goods-file-kind') };
  if (data.byteLength > GOODS_FILE_MAX_BYTES) return { ok: false, message: t('goods-file-too-large') };
  return { ok: true, value: { text: new TextDecoder('utf-8').decode(data), kind } };
}

/** Codes for a restock, each with its row: lines or a .txt/.csv file. */
export function parseCodes(input: { text: string } | { filename: string; data: Uint8Array }): Parsed<CodeRow[]> {
  let codes: CodeRow[];
  if ('text' in input) codes = codeLines(input.text, false);
  else {
    const file = fileText(input.filename, input.data);
    if (!file.ok) return file;
    if (file.value.kind === 'json') return { ok: false, message: t('goods-codes-file-kind') };
    codes = codeLines(file.value.text, file.value.kind === 'csv');
  }
  if (codes.length === 0) return { ok: false, message: t('goods-no-codes') };
  if (codes.length > MAX_ENTRIES) return { ok: false, message: t('goods-too-many-codes', { max: String(MAX_ENTRIES) }) };
  return { ok: true, value: codes };
}

/**
 * Goods for a delivery, one entry per unit: plain lines become `{code}`, a line that
 * is a JSON object is sent as that object, and a JSON array gives the entries at once.
 */
export function parseGoods(input: { text: string } | { filename: string; data: Uint8Array }): Parsed<GoodsEntry[]> {
  let text: string;
  let csv = false;
  if ('text' in input) text = input.text;
  else {
    const file = fileText(input.filename, input.data);
    if (!file.ok) return file;
    text = file.value.text;
    csv = file.value.kind === 'csv';
  }
  const trimmed = text.trim();
  let entries: GoodsEntry[];
  if (trimmed.startsWith('[')) {
    const parsed = safeJson(trimmed, z.array(goodsEntry));
    if (!parsed.ok) return { ok: false, message: t('goods-json-not-array') };
    entries = parsed.value;
  } else {
    entries = [];
    for (const { code: line } of codeLines(trimmed, csv)) {
      if (line.startsWith('{')) {
        const parsed = safeJson(line, goodsEntry);
        if (!parsed.ok) return { ok: false, message: t('goods-json-line') };
        entries.push(parsed.value);
      } else entries.push({ code: line });
    }
  }
  return checkedGoods(entries);
}

/** Goods given as entries already (the API's codes): refused where none, too many, or two alike. */
export function checkedGoods(entries: GoodsEntry[]): Parsed<GoodsEntry[]> {
  if (entries.length === 0) return { ok: false, message: t('goods-none') };
  if (entries.length > MAX_ENTRIES) return { ok: false, message: t('goods-too-many-units', { max: String(MAX_ENTRIES) }) };
  const repeated = repeatedEntries(entries);
  if (repeated.length > 0) {
    // Two units with the same goods would hand two buyers (or one buyer twice) the same code.
    const entryNumbers = repeated
      .slice(0, 20)
      .map((index) => index + 1)
      .join(', ');
    return { ok: false, message: t('goods-repeated', { entries: repeated.length > 20 ? `${entryNumbers}, …` : entryNumbers }) };
  }
  return { ok: true, value: entries };
}

/** Indexes of entries equal to an earlier one (keys in any order). */
function repeatedEntries(entries: readonly GoodsEntry[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  entries.forEach((entry, index) => {
    const canonical = JSON.stringify(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    if (seen.has(canonical)) repeated.push(index);
    else seen.add(canonical);
  });
  return repeated;
}

/** What the seller sees of each entry before confirming: keys in clear, values masked. */
export function maskedEntry(entry: GoodsEntry): string {
  return Object.entries(entry)
    .map(([key, value]) => `${key}: ${maskSecret(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join(', ');
}

function safeJson<T>(text: string, schema: z.ZodType<T>): Parsed<T> {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: 'shape' };
  } catch {
    return { ok: false, message: 'json' };
  }
}
