import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleRecord } from '../../../src/store/sales-book.js';
import type { TestUser } from '../../support/test-adapter.js';
import { statsExport, statsFigures } from '../../../src/core/commands/stats.js';
import { demoKey, startHarness, type Harness } from '../harness.js';
import { typedAs } from './support/demo-shop.js';

const DAY_MS = 24 * 3600 * 1000;

/** The UTC day (the account's time zone until the seller names one) some days back. */
function dayOf(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

function sale(orderId: string, daysAgo: number, amountCents: number, overrides: Partial<SaleRecord> = {}): SaleRecord {
  return {
    orderId,
    at: Date.now() - daysAgo * DAY_MS,
    listingId: 'listing-1',
    title: 'Starfall crystals, by player id',
    category: 'top_up',
    game: 'Starfall Odyssey',
    quantity: 1,
    amountCents,
    costCents: null,
    estimated: false,
    deliveryType: 'manual',
    deliveredBy: 'owner',
    deliverySeconds: 300,
    outcome: 'delivered_hawker',
    source: 'live',
    ...overrides,
  };
}

/** A minimal reader for the export: quoted cells with doubled quotes, CRLF rows. */
function parseCsv(text: string): Record<string, string>[] {
  const rows = text
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .map((match) => (match[1] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"'))
        .slice(0, -1),
    );
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries((header ?? []).map((name, index) => [name, cells[index] ?? ''])));
}

/** How a spreadsheet cuts a line on `separator`: a quote opens a quoted cell only at a cell's start, anything after its close is kept as written. */
function spreadsheetCells(text: string, separator: ',' | ';'): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  for (let at = 0; at < text.length; at += 1) {
    const character = text[at] ?? '';
    if (quoted) {
      if (character !== '"') cell += character;
      else if (text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else quoted = false;
      continue;
    }
    if (character === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (character === separator || character === '\r' || character === '\n') {
      cells.push(cell);
      cell = '';
      atStart = true;
    } else {
      cell += character;
      atStart = false;
    }
  }
  cells.push(cell);
  return cells;
}

describe('stats', () => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;
  const week = [
    sale('order-a', 0, 1499),
    sale('order-b', 1, 2500, {
      quantity: 2,
      title: 'Gold, "fast"',
      game: 'Neon Drift',
      deliveryType: 'instant',
      outcome: 'instant',
      deliveredBy: null,
      deliverySeconds: null,
    }),
    sale('order-c', 2, 0, { outcome: 'lost', deliveredBy: null, deliverySeconds: null }),
  ];

  beforeAll(async () => {
    h = await startHarness('core-stats');
    owner = h.adapter.user('stats-owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'stats-owner')))?.accountId ?? '';
    for (const record of [...week, sale('order-old', 9, 1000)]) await h.stores.salesBook.record(accountId, record);
  });
  afterAll(async () => {
    await h.close();
  });

  /** The figures as the dashboard and the API are answered them: the typed facts behind the chat's reply. */
  async function figures(query: string) {
    const answered = await typedAs({ h, accountId }, 'stats-owner', statsFigures.typed, { query });
    return answered.ok === true ? answered.value : null;
  }

  it('shows the figures of the period against the period before, with a bar chart in dollars', async () => {
    const [reply] = await owner.dm.command('stats', '7d');
    const field = (label: string) => reply?.fields?.find((entry) => entry.label === label)?.value;
    expect(field('Revenue')).toBe('$39.99 (+300%)');
    expect(field('Orders')).toBe('2 (+100%)');
    expect(field('Units')).toBe('3');
    expect(field('Lost past deadline or cancelled')).toBe('1');
    expect(field('Median delivery time')).toBe('5 min');
    expect(field('Slowest delivery')).toBe('5 min: Starfall crystals, by player id, by owner');
    expect(field('Manual orders delivered by')).toBe('owner: 1');
    expect(field('Top listings')).toBe('1. Gold, "fast": $25.00 (1 order)\n2. Starfall crystals, by player id: $14.99 (1 order)');
    // The dashboard draws its own chart from the days: all seven, quiet ones and the lost order's day at zero.
    const stats = await figures('7d');
    const quiet = (daysAgo: number) => ({ date: dayOf(daysAgo), revenue_cents: 0, profit_cents: 0, orders: 0, units: 0 });
    expect(stats?.series).toEqual([
      quiet(6),
      quiet(5),
      quiet(4),
      quiet(3),
      quiet(2),
      { date: dayOf(1), revenue_cents: 2500, profit_cents: 0, orders: 1, units: 2 },
      { date: dayOf(0), revenue_cents: 1499, profit_cents: 0, orders: 1, units: 1 },
    ]);
    expect(stats).not.toHaveProperty('breakdown');
    const chart = reply?.attachments?.[0];
    expect(chart?.contentType).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(chart!.data));
    expect([png.width, png.height]).toEqual([1000, 560]);
    let barPixels = 0;
    let linePixels = 0;
    for (let at = 0; at < png.data.length; at += 4) {
      if (png.data[at] === 0x00 && png.data[at + 1] === 0x72 && png.data[at + 2] === 0xb2) barPixels += 1;
      if (png.data[at] === 0xe6 && png.data[at + 1] === 0x9f && png.data[at + 2] === 0x00) linePixels += 1;
    }
    expect(barPixels).toBeGreaterThan(1000);
    // The orders line beside the revenue bars.
    expect(linePixels).toBeGreaterThan(100);
  });

  it('breaks the revenue down by game', async () => {
    const [reply] = await owner.dm.command('stats', '7d by game');
    expect(reply?.fields?.find((entry) => entry.label === 'By game')?.value).toBe(
      'Neon Drift: $25.00 (1 order)\nStarfall Odyssey: $14.99 (1 order)',
    );
    expect((await figures('7d by game'))?.breakdown).toEqual({
      by: 'game',
      rows: [
        { key: 'Neon Drift', label: 'Neon Drift', revenue_cents: 2500, profit_cents: 0, cost_unknown: 1, orders: 1, other: false },
        {
          key: 'Starfall Odyssey',
          label: 'Starfall Odyssey',
          revenue_cents: 1499,
          profit_cents: 0,
          cost_unknown: 1,
          orders: 1,
          other: false,
        },
      ],
    });
    // The daily chart, and the split as a second one.
    expect(reply?.attachments?.map((attachment) => attachment.filename)).toEqual(['sales.png', 'sales-by-game.png']);
    const split = PNG.sync.read(Buffer.from(reply!.attachments![1]!.data));
    let secondColour = 0;
    for (let at = 0; at < split.data.length; at += 4)
      if (split.data[at] === 0xe6 && split.data[at + 1] === 0x9f && split.data[at + 2] === 0x00) secondColour += 1;
    // The second group's bar is drawn in the second colour.
    expect(secondColour).toBeGreaterThan(1000);
  });

  it('keys the listing breakdown by listing id, unless two listings share a title; the groups past seven are one other row', async () => {
    const daysAgo = 120;
    const day = dayOf(daysAgo);
    const titles = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India'];
    for (const [index, title] of titles.entries())
      await h.stores.salesBook.record(
        accountId,
        sale(`order-split-${index}`, daysAgo, (titles.length - index) * 100, { listingId: `listing-${title}`, title }),
      );
    // A second listing of the same title: one row, as the chat shows it, of no one listing.
    await h.stores.salesBook.record(accountId, sale('order-split-twin', daysAgo, 50, { listingId: 'listing-twin', title: 'Alpha' }));
    const [reply] = await owner.dm.command('stats', `${day}..${day} by listing`);
    const stats = await figures(`${day}..${day} by listing`);
    expect(stats?.series).toEqual([{ date: day, revenue_cents: 4550, profit_cents: 0, orders: 10, units: 10 }]);
    expect(stats?.breakdown).toEqual({
      by: 'listing',
      rows: [
        { key: null, label: 'Alpha', revenue_cents: 950, profit_cents: 0, cost_unknown: 2, orders: 2, other: false },
        ...['Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'].map((title, index) => ({
          key: `listing-${title}`,
          label: title,
          revenue_cents: (8 - index) * 100,
          profit_cents: 0,
          cost_unknown: 1,
          orders: 1,
          other: false,
        })),
        { key: null, label: 'Other', revenue_cents: 300, profit_cents: 0, cost_unknown: 2, orders: 2, other: true },
      ],
    });
    // The text lists the same groups in the same order.
    const lines = reply?.fields?.find((entry) => entry.label === 'By listing')?.value.split('\n') ?? [];
    expect(lines.map((line) => line.split(':')[0])).toEqual(stats?.breakdown?.rows.map((row) => row.label));
  });

  it('gives the quiet days and an empty breakdown where nothing sold', async () => {
    const day = dayOf(200);
    const [reply] = await owner.dm.command('stats', `${day}..${day} by game`);
    expect(reply?.text).toBe('No sales recorded in this period.');
    expect(await figures(`${day}..${day} by game`)).toEqual(
      expect.objectContaining({
        revenue_cents: 0,
        series: [{ date: day, revenue_cents: 0, profit_cents: 0, orders: 0, units: 0 }],
        breakdown: { by: 'game', rows: [] },
      }),
    );
  });

  it('exports a CSV that adds up to the same totals and holds no goods', async () => {
    const [reply] = await owner.dm.command('stats', 'export 7d');
    const file = reply?.attachments?.[0];
    expect(file?.contentType).toBe('text/csv');
    const rows = parseCsv(new TextDecoder().decode(file!.data));
    expect(rows.map((row) => row.order_id).sort()).toEqual(['order-a', 'order-b', 'order-c']);
    expect(rows.reduce((sum, row) => sum + Number(row.amount_cents), 0)).toBe(3999);
    expect(rows.find((row) => row.order_id === 'order-b')?.listing).toBe('Gold, "fast"');
    expect(Object.keys(rows[0] ?? {})).not.toContain('goods');
  });

  it('answers the dashboard and the API the export as facts: the period, the orders counted, and the same file', async () => {
    const [reply] = await owner.dm.command('stats', 'export 7d');
    const answered = await typedAs({ h, accountId }, 'stats-owner', statsExport.typed, { query: '7d' });
    expect(answered).toMatchObject({
      ok: true,
      value: {
        from: dayOf(6),
        to: dayOf(0),
        time_zone: 'UTC',
        orders: 3,
        file: { name: reply?.attachments?.[0]?.filename, mediaType: 'text/csv' },
      },
    });
    const file = answered.ok === true ? answered.value.file : null;
    expect(new TextDecoder().decode(file?.bytes)).toBe(new TextDecoder().decode(reply?.attachments?.[0]?.data));
    const empty = await typedAs({ h, accountId }, 'stats-owner', statsExport.typed, { query: '2020-01-01..2020-01-01' });
    expect(empty).toMatchObject({ ok: true, value: { orders: 0, file: null } });
    const unreadable = await typedAs({ h, accountId }, 'stats-owner', statsExport.typed, { query: 'fortnight' });
    expect(unreadable).toMatchObject({
      ok: false,
      refusal: { code: 'refused', message: expect.stringMatching(/not a period Hawker knows/) },
    });
  });

  it('exports hostile names and titles as text a spreadsheet never runs, whichever separator it splits on', async () => {
    const daysAgo = 60;
    const day = new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    await h.stores.salesBook.record(
      accountId,
      sale('order-hostile', daysAgo, 500, {
        title: "Olga;=cmd|' /C calc'!A0;",
        game: 'Neon,+SUM(1;2)',
        category: '"=HYPERLINK(""http://evil"")"',
        deliveredBy: 'Olga\t@SUM(A1)\r\n-2+3',
      }),
    );
    const [exported] = await owner.dm.command('stats', `export ${day}..${day}`);
    const bytes = exported!.attachments![0]!.data;
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    for (const separator of [',', ';'] as const) {
      const runnable = spreadsheetCells(text, separator).filter((cell) => /^[=+\-@\t\r]/.test(cell.trimStart()));
      expect(runnable, `cells split on "${separator}"`).toEqual([]);
    }
    const [row] = parseCsv(text);
    expect(row?.order_id).toBe('order-hostile');
    expect(row?.listing).toBe("Olga;'=cmd|' /C calc'!A0;");
    expect(row?.delivered_by).toBe('Olga @SUM(A1) -2+3');
    expect(row?.amount_cents).toBe('500');
  });

  it('answers a period it cannot read with a sentence, not a crash', async () => {
    const [reply] = await owner.dm.command('stats', '2026-11-20..2026-11-01');
    expect(reply?.tone).toBe('error');
    expect(reply?.text).toMatch(/starts after it ends/);
    const [unknown] = await owner.dm.command('stats', 'fortnight');
    expect(unknown?.text).toMatch(/not a period Hawker knows/);
  });

  it("counts the days in the account's time zone once the seller has named one", async () => {
    // 23:30 UTC on the 10th is 01:30 on the 11th in Berlin.
    await h.stores.salesBook.record(accountId, sale('order-late-utc', 0, 700, { at: Date.parse('2026-10-10T23:30:00Z') }));
    const [inUtc] = await owner.dm.command('stats', '2026-10-11..2026-10-11');
    expect(inUtc?.text).toBe('No sales recorded in this period (the period before had 1 order).');
    await owner.dm.command('alerts', 'digest 21:00 Europe/Berlin');
    const [inBerlin] = await owner.dm.command('stats', '2026-10-11..2026-10-11');
    expect(inBerlin?.fields?.find((entry) => entry.label === 'Revenue')?.value).toBe('$7.00');
    expect(inBerlin?.text).toMatch(/Days are Europe\/Berlin days/);
    const [exported] = await owner.dm.command('stats', 'export 2026-10-11..2026-10-11');
    expect(parseCsv(new TextDecoder().decode(exported!.attachments![0]!.data)).map((row) => row.time)).toEqual([
      '2026-10-10T23:30:00.000Z',
    ]);
    await owner.dm.command('alerts', 'digest off');
  });

  it("shows another account's owner nothing of these sales", async () => {
    const other = await h.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    const stranger = h.adapter.user('stats-stranger');
    await stranger.dm.command('connect', `${other.apiKey} Other`);
    const [reply] = await stranger.dm.command('stats', '30d');
    expect(reply?.text).toBe('No sales recorded in this period.');
    const [exported] = await stranger.dm.command('stats', 'export 30d');
    expect(exported?.attachments ?? []).toHaveLength(0);
  });
});
