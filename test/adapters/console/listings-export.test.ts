import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualTopUpBody } from '../../../sandbox/bulk-seed.js';
import { demoKey, startHarness, type Harness } from '../../core/harness.js';
import { csvTable } from '../../support/csv-table.js';
import { openTerminalSession, type TerminalSession } from './support/terminal-session.js';

// The terminal chat cannot show a file: it writes the export to its own folder and prints the path.
describe('listings export in the terminal chat', () => {
  let h: Harness;
  let session: TerminalSession | undefined;
  const hostileTitle = '+SUM(1,2) cheap gold, @once';

  beforeAll(async () => {
    h = await startHarness('console-listings-export');
    const seller = h.sandbox.sellers[0]?.id ?? '';
    h.sandbox.core.listings.create(seller, 'top_up', manualTopUpBody(hostileTitle, 250), false);
    session = openTerminalSession(h.core);
    await session.type([`/connect ${demoKey(h)} Demo`], /Account connected/);
  });
  afterAll(async () => {
    session?.chat.close();
    await session?.ended;
    await h.close();
  });

  const savedFile = async (line: string, extension: string): Promise<{ path: string; text: string }> => {
    if (!session) throw new Error('the terminal chat opens before the tests run');
    const printed = await session.type([line], new RegExp(`saved to (\\S+\\.${extension})`));
    const path = new RegExp(`saved to (\\S+\\.${extension})`).exec(printed)?.[1] ?? '';
    return { path, text: readFileSync(path, 'utf8') };
  };

  it('writes the CSV, prints its path, and the file reads back column by column', async () => {
    const { path, text } = await savedFile('/listings export', 'csv');
    expect(path).toMatch(/listings-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith('\ufeff')).toBe(true);
    const { header, rows } = csvTable(text);
    expect(header.slice(0, 15)).toEqual([
      'id',
      'category',
      'title',
      'status',
      'price',
      'stock',
      'min_order_quantity',
      'delivery_type',
      'delivery_method',
      'manual_delivery_value',
      'manual_delivery_unit',
      'tags',
      'description',
      'delivery_instructions',
      'game',
    ]);
    expect(rows.find((row) => row.title === 'Stardust, fast trade on EU servers')).toMatchObject({
      category: 'currency',
      price: '1.20',
      product_scale: 'thousand',
      stock: '500',
    });
    expect(rows.find((row) => row.title?.includes('cheap gold'))).toMatchObject({
      title: "'+SUM(1,2) cheap gold, '@once",
      category: 'top_up',
      status: 'draft',
      price: '2.50',
    });
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['account', 'top_up', 'gift_card', 'currency']));
  });

  it('writes the JSON form under the same names, a filter applied', async () => {
    const { text } = await savedFile('/listings export json status=paused', 'json');
    expect(JSON.parse(text)).toEqual([
      expect.objectContaining({ title: 'Neon Drift $10 gift card', category: 'gift_card', price: '9.50' }),
    ]);
  });
});
