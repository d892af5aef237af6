/**
 * A code with the row it came on: the 1-based physical line of the message or file, blank
 * lines and a header row counted, so a sentence naming it points at the row a spreadsheet
 * or an editor shows.
 */
export interface CodeRow {
  code: string;
  row: number;
}

/** The non-empty lines of a text, trimmed, each with its row. */
export function numberedLines(text: string): CodeRow[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ code: line.trim(), row: index + 1 }))
    .filter((line) => line.code.length > 0);
}

/** The rows of the codes at these places (0-based, into `rows`), the first `shown` of them, then `…` when there are more. */
export function rowList(rows: readonly CodeRow[], places: readonly number[], shown: number): string {
  const numbers = places.slice(0, shown).map((place) => String(rows[place]?.row ?? place + 1));
  if (places.length > shown) numbers.push('…');
  return numbers.join(', ');
}
