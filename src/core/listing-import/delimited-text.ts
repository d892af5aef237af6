/**
 * A spreadsheet's text file as the import reads it: whichever encoding, separator and line
 * ends the spreadsheet saved it with. Excel in the ru, uk and de locales saves `;`; its
 * "Unicode text" is UTF-16 with a byte order mark, separated by tabs.
 */

export type Separator = ',' | ';' | '\t';
const SEPARATORS: readonly Separator[] = [',', ';', '\t'];

/** The separator's name in the sentences: `import-separator` selects on it. */
export function separatorName(separator: Separator): 'comma' | 'semicolon' | 'tab' {
  return separator === ';' ? 'semicolon' : separator === '\t' ? 'tab' : 'comma';
}

export type Decoded = { ok: true; text: string } | { ok: false; problem: 'binary' | 'encoding' };

/** UTF-16 (little or big end) where a byte order mark says so, else UTF-8 with or without one; the mark is taken away. */
export function decodeText(data: Uint8Array): Decoded {
  const utf16 = data[0] === 0xff && data[1] === 0xfe ? 'utf-16le' : data[0] === 0xfe && data[1] === 0xff ? 'utf-16be' : null;
  // UTF-16 holds a zero byte in nearly every character; a binary file is told by a NUL character once decoded.
  if (utf16 === null && data.includes(0)) return { ok: false, problem: 'binary' };
  let text: string;
  try {
    text = new TextDecoder(utf16 ?? 'utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return { ok: false, problem: 'encoding' };
  }
  if (text.includes('\u0000')) return { ok: false, problem: 'binary' };
  return { ok: true, text };
}

/** Excel's first line naming the separator (`sep=;`), which Excel reads and never shows as a row. */
const SEP_LINE = /^"?sep=([,;\t])"?[ \t]*(?:\r\n|\n|\r|$)/i;

/**
 * The separator and the text from the header on. Where no `sep=` line names it, the header
 * line says: the separator under which the most cells are column names the import knows
 * (a tie goes to the one that splits it into more cells, then to the comma).
 */
export function separatorOf(text: string, known: readonly string[]): { separator: Separator; text: string } {
  const named = SEP_LINE.exec(text);
  if (named?.[1] !== undefined) return { separator: named[1] as Separator, text: text.slice(named[0].length) };
  const header = /^[^\r\n]*/.exec(text)?.[0] ?? '';
  const score = (separator: Separator) => {
    const names = header.split(separator).map((name) => name.trim().replace(/^"|"$/g, ''));
    return { separator, known: names.filter((name) => known.includes(name)).length, cells: names.length };
  };
  const best = SEPARATORS.map(score).reduce((a, b) => (b.known > a.known || (b.known === a.known && b.cells > a.cells) ? b : a));
  return { separator: best.separator, text };
}

/**
 * RFC 4180 records under `separator`: cells quoted (`""` a quote, line breaks kept) or bare,
 * rows ending in CRLF, LF or CR. Stops with `too-wide` at a row of more than `maxColumns`
 * cells, so a row of 10,000 columns costs nothing.
 */
export function* delimitedRecords(text: string, separator: Separator, maxColumns: number): Generator<string[] | 'too-wide'> {
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      at += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
      if (cells.length >= maxColumns) {
        yield 'too-wide';
        return;
      }
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      cells.push(cell);
      yield cells;
      cells = [];
      cell = '';
    } else cell += char;
    at += 1;
  }
  if (cell !== '' || cells.length > 0) yield [...cells, cell];
}
