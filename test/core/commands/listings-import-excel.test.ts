import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../../../src/domain/reply.js';
import { csvTable } from '../../support/csv-table.js';
import { englishLeaksFor } from '../../support/english-leak.js';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { openDemoShop } from './support/demo-shop.js';

function fileText(reply: Reply | undefined): string {
  const file = reply?.attachments?.[0];
  if (!file) throw new Error(`no file in ${JSON.stringify(reply?.text)}`);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.data);
}

type Table = { header: string[]; rows: Record<string, string>[] };

/** A table as a spreadsheet saves it under `separator`: a cell quoted only where it must be, as Excel does. */
function delimited(table: Table, separator: string, lineEnd = '\r\n'): string {
  const cell = (value: string) => (/["\r\n]/.test(value) || value.includes(separator) ? `"${value.replaceAll('"', '""')}"` : value);
  const line = (cells: readonly string[]) => cells.map(cell).join(separator);
  return [line(table.header), ...table.rows.map((row) => line(table.header.map((column) => row[column] ?? '')))].join(lineEnd) + lineEnd;
}

/** Excel's "Unicode text": UTF-16 with a byte order mark, little end first unless `bigEnd`. */
function utf16(text: string, bigEnd = false): Uint8Array {
  const little = Buffer.from(`\ufeff${text}`, 'utf16le');
  if (bigEnd) for (let at = 0; at < little.length; at += 2) [little[at], little[at + 1]] = [little[at + 1] ?? 0, little[at] ?? 0];
  return new Uint8Array(little);
}

const NEON = '1000 Neon credits code';

describe('listings import reads the files Excel saves', () => {
  let h: Harness;
  let owner: TestUser;
  let exported: Table;

  beforeAll(async () => {
    ({ h, owner } = await openDemoShop('core-listings-import-excel'));
    exported = csvTable(fileText((await owner.dm.command('listings', 'export'))[0]));
  });
  afterAll(async () => {
    await h.close();
  });

  const repriced = (price: string): Table => ({
    header: exported.header,
    rows: exported.rows.map((row) => (row.title === NEON ? { ...row, price } : row)),
  });
  /** The spreadsheet row of the Neon credits listing: the header is row 1. */
  const neonRow = () => String(exported.rows.findIndex((row) => row.title === NEON) + 2);

  async function imported(filename: string, content: string | Uint8Array): Promise<string> {
    await owner.dm.command('listings', 'import');
    const [preview] = await owner.dm.upload(filename, content, 'text/csv');
    return preview?.text ?? '';
  }

  it("reads a ';' file with Excel's sep= line and a decimal-comma price, numbering rows as the spreadsheet does", async () => {
    const text = await imported('listings.csv', `sep=;\r\n${delimited(repriced('8,49'), ';')}`);
    expect(text).toMatch(/^1 price; \d+ unchanged; no row refused\./);
    expect(text).toContain(`row ${neonRow()} · ${NEON}: price $9.99 → $8.49`);
  });

  it("finds ';' from the header line in a UTF-8 file with a byte order mark and CRLF rows", async () => {
    const text = await imported('listings.csv', `\ufeff${delimited(repriced('8,49'), ';')}`);
    expect(text).toMatch(/^1 price; \d+ unchanged; no row refused\./);
  });

  it('reads a tab separated file, and Excel’s Unicode text (UTF-16, either end first)', async () => {
    expect(await imported('listings.tsv', delimited(repriced('8,49'), '\t', '\n'))).toMatch(/^1 price;/);
    expect(await imported('listings.txt', utf16(delimited(repriced('8,49'), '\t')))).toMatch(/^1 price;[\s\S]*price \$9\.99 → \$8\.49/);
    expect(await imported('listings.txt', utf16(delimited(repriced('7,25'), '\t'), true))).toMatch(/price \$9\.99 → \$7\.25/);
  });

  it('reads grouped amounts as chat’s price does, and refuses an ambiguous one with its sentence', async () => {
    expect(await imported('listings.csv', delimited(repriced('1.234,50'), ';'))).toMatch(/price \$9\.99 → \$1,234\.50/);
    expect(await imported('listings.csv', delimited(repriced('1,234.50'), ';'))).toMatch(/price \$9\.99 → \$1,234\.50/);
    const text = await imported('listings.csv', `sep=;\n${delimited(repriced('1,250'), ';')}`);
    expect(text).toMatch(/^Nothing changes: /);
    expect(text).toContain(`row ${neonRow()}: "1,250" could mean $1,250.00 or $1.25. Write \`1250.00\` or \`1.25\` to say which.`);
  });

  it('names the separator it read the header with, and the export’s, where the columns still do not match', async () => {
    await owner.dm.command('listings', 'import');
    const [semicolons] = await owner.dm.upload('listings.csv', 'id;categry;title;price\n;top_up;x;1\n', 'text/csv');
    expect(semicolons?.tone).toBe('error');
    expect(semicolons?.text).toMatch(
      /columns an import does not know: `categry`\. Its header was read as separated by semicolons \(;\); the export separates by commas, and an import reads commas, semicolons and tabs\./,
    );
    await owner.dm.command('listings', 'import');
    const [pipes] = await owner.dm.upload('listings.csv', 'id|title|price\n', 'text/csv');
    expect(pipes?.text).toMatch(/does not know: `id\|title\|price`\. Its header was read as separated by commas \(,\)/);
    await owner.dm.command('listings', 'import');
    const [wider] = await owner.dm.upload('listings.csv', 'id;title\nx;Neon; credits\n', 'text/csv');
    expect(wider?.text).toBe('Row 2 has 3 cells but the header names 2 columns: a cell holds an unquoted semicolon.');
  });
});

const KEPT = { ru: 'изменилось на маркетплейсе после вашего экспорта', uk: 'змінилося на маркетплейсі після вашого експорту' };
const SOLD_OUT = { ru: 'распродано: сначала пополните его', uk: 'розпродано: спершу поповніть його' };

describe.each(['ru', 'uk'] as const)('listings import’s new sentences in %s', (language) => {
  let h: Harness;
  let owner: TestUser;

  beforeAll(async () => {
    ({ h, owner } = await openDemoShop(`core-listings-import-excel-${language}`));
    await owner.dm.command('language', language);
  });
  afterAll(async () => {
    await h.close();
  });

  it('words a sold-out row, a row changed on the marketplace and an unknown header in the seller’s language', async () => {
    const table = csvTable(fileText((await owner.dm.command('listings', 'export status=active,sold'))[0]));
    const changed = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === NEON);
    if (!changed) throw new Error('no demo listing');
    changed.updatedAt += 1_000;
    const rows = table.rows.map((row) => {
      if (row.status === 'sold') return { ...row, status: 'active' };
      return row.title === NEON ? { ...row, price: '8.49' } : row;
    });
    await owner.dm.command('listings', 'import');
    const [preview] = await owner.dm.upload('listings.csv', delimited({ header: table.header, rows }, ';'), 'text/csv');
    const titles = [...h.sandbox.core.state.listings.values()].map((listing) => listing.title);
    const text = preview?.text ?? '';
    expect(text).toContain(`${NEON}: ${KEPT[language]}`);
    expect(text).toContain(`Starfall Odyssey $50 gift card» ${SOLD_OUT[language]}`);
    expect(englishLeaksFor(language, text, [...titles, 'Demo'])).toEqual([]);
    await owner.dm.command('listings', 'import');
    const [header] = await owner.dm.upload('listings.csv', 'id;categry\n', 'text/csv');
    expect(header?.tone).toBe('error');
    expect(englishLeaksFor(language, header?.text ?? '', ['categry'])).toEqual([]);
  });
});
