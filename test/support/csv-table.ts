/**
 * Reads a CSV as a spreadsheet following RFC 4180 does: a leading byte order mark dropped,
 * cells split on commas outside quotes, `""` a quote inside a quoted cell, rows ending in
 * CRLF, line breaks kept inside quoted cells. Throws on anything else, so a test sees a file
 * that breaks the format.
 */
export function csvTable(text: string): { header: string[]; rows: Record<string, string>[] } {
  const lines: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let atStart = true;
  let at = text.startsWith('\ufeff') ? 1 : 0;
  while (at < text.length) {
    const character = text[at] ?? '';
    if (character === '"' && atStart) {
      const close = quotedEnd(text, at + 1);
      cell = text.slice(at + 1, close).replaceAll('""', '"');
      at = close + 1;
      atStart = false;
      if (![',', '\r', undefined].includes(text[at])) throw new Error(`text after a closing quote at ${at}`);
      continue;
    }
    if (character === ',' || character === '\r') {
      if (character === '\r' && text[at + 1] !== '\n') throw new Error(`a CR without LF at ${at}`);
      row.push(cell);
      cell = '';
      atStart = true;
      if (character === '\r') {
        lines.push(row);
        row = [];
        at += 1;
      }
    } else if (character === '\n' || character === '"') throw new Error(`a bare ${JSON.stringify(character)} at ${at}`);
    else {
      cell += character;
      atStart = false;
    }
    at += 1;
  }
  if (row.length > 0 || !atStart) throw new Error('the last row does not end in CRLF');
  const [header = [], ...body] = lines;
  for (const [index, cells] of body.entries())
    if (cells.length !== header.length) throw new Error(`row ${index + 1} has ${cells.length} cells, the header ${header.length}`);
  return { header, rows: body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? '']))) };
}

/** Where a quoted cell opened before `from` closes: the first quote not doubled. */
function quotedEnd(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    if (text[at] !== '"') continue;
    if (text[at + 1] === '"') at += 1;
    else return at;
  }
  throw new Error('a quoted cell never closes');
}
