import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../../../src/domain/reply.js';
import { csvTable } from '../../support/csv-table.js';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { joinedAs, openDemoShop } from './support/demo-shop.js';

/** Every column of the export, in its order: the names an import reads the file by. */
const COLUMNS = [
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
  'product_scale',
  'game_slug',
  'product_id',
  'attributes',
  'images',
  'updated_at',
];

function fileOf(reply: Reply | undefined): { filename: string; contentType: string; text: string } {
  const file = reply?.attachments?.[0];
  if (!file) throw new Error(`no file in ${JSON.stringify(reply?.text)}`);
  return { filename: file.filename, contentType: file.contentType, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.data) };
}

describe('listings export', () => {
  let h: Harness;
  let owner: TestUser;
  const hostileTitle = '=HYPERLINK("http://evil.example","win")';

  beforeAll(async () => {
    ({ h, owner } = await openDemoShop('core-listings-export'));
    const seller = h.sandbox.sellers[0]?.id ?? '';
    const created = h.sandbox.core.listings.create(
      seller,
      'account',
      {
        brand: 'starfall-odyssey',
        title: hostileTitle,
        description: 'Line one\n=1+2\n- a bullet; @handle',
        price: 1000,
        delivery_type: 'manual',
        images: [...h.sandbox.core.state.listings.values()].find((listing) => listing.images.length > 0)?.images.slice(0, 1),
        attributes: { region: 'eu', level: 10, rank: 'gold' },
        manual_delivery_value: 3,
        manual_delivery_unit: 'days',
      },
      false,
    );
    expect(created.status).toBe('draft');
  });
  afterAll(async () => {
    await h.close();
  });

  it('writes every listing the filters keep as a CSV with a byte order mark, stable English columns and CRLF rows', async () => {
    const [reply] = await owner.dm.command('listings', 'export');
    const file = fileOf(reply);
    expect(file.filename).toMatch(/^listings-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.contentType).toBe('text/csv');
    expect(file.text.startsWith('\ufeff')).toBe(true);
    const { header, rows } = csvTable(file.text);
    expect(header).toEqual(COLUMNS);
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    // Sold and archived listings are left out, as `listings` leaves them out, and the reply says how to get them.
    expect(byTitle.has('Starfall Odyssey $50 gift card')).toBe(false);
    expect(reply?.text).toMatch(/`listings export status=sold,archived`/);
    expect(reply?.text).toMatch(/listings in the CSV file/);
    expect([...byTitle.keys()].sort()).toEqual(
      [
        'Level 80 EU account, platinum rank',
        'Fresh NA starter account',
        '1000 Neon credits code',
        'Starfall crystals by player id',
        'Pixel Raiders $25 gift card',
        'Neon Drift $10 gift card',
        'Stardust, fast trade on EU servers',
        'Cheapest stardust on NA',
        // The title is read as the list shows it; its cell below carries the neutralising quote.
        `'${hostileTitle}`,
      ].sort(),
    );

    const account = byTitle.get('Level 80 EU account, platinum rank');
    const accountListing = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === account?.title);
    expect(account).toEqual({
      id: accountListing?.id,
      category: 'account',
      title: 'Level 80 EU account, platinum rank',
      status: 'active',
      price: '49.99',
      stock: '2',
      min_order_quantity: '',
      delivery_type: 'instant',
      delivery_method: '',
      manual_delivery_value: '',
      manual_delivery_unit: '',
      tags: 'rare skins, eu',
      description: 'Full access, original e-mail included.',
      delivery_instructions: '',
      game: 'Starfall Odyssey',
      product_scale: '',
      game_slug: 'starfall-odyssey',
      product_id: '',
      attributes: JSON.stringify(accountListing?.attributes),
      images: accountListing?.images.join(' '),
      updated_at: new Date(accountListing?.updatedAt ?? 0).toISOString(),
    });
    // A currency's price and stock are per one of its product's scale, named in a column of its own.
    expect(byTitle.get('Stardust, fast trade on EU servers')).toMatchObject({
      category: 'currency',
      price: '1.20',
      product_scale: 'thousand',
      stock: '500',
      min_order_quantity: '5',
      delivery_type: '',
      delivery_method: 'in_game_trade',
      manual_delivery_value: '30',
      manual_delivery_unit: 'minutes',
      delivery_instructions: 'Meet me at the Eastern market; give your character name.',
      attributes: '{"server":"eu-1"}',
    });
    // Each row's base for an import: the listing's `updated_at` as the marketplace gave it.
    const stardust = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === 'Stardust, fast trade on EU servers');
    expect(byTitle.get('Stardust, fast trade on EU servers')?.updated_at).toBe(new Date(stardust?.updatedAt ?? 0).toISOString());
    expect(byTitle.get('Cheapest stardust on NA')).toMatchObject({ status: 'changes_requested', price: '0.90' });
    // A top-up has no read by id: what its list row shows is exported, the rest left empty.
    expect(byTitle.get('1000 Neon credits code')).toMatchObject({
      category: 'top_up',
      price: '9.99',
      stock: '5',
      delivery_type: 'instant',
      delivery_method: 'activation_code',
      description: '',
      game_slug: 'neon-drift',
    });
    expect(byTitle.get('Starfall crystals by player id')).toMatchObject({ delivery_type: 'manual', stock: '', price: '14.99' });
    expect(byTitle.get('Neon Drift $10 gift card')).toMatchObject({ category: 'gift_card', status: 'paused', price: '9.50' });
  });

  it('makes formula-like text inert wherever a spreadsheet may cut it, and keeps a description on its lines', async () => {
    const [reply] = await owner.dm.command('listings', 'export status=draft');
    const raw = fileOf(reply).text;
    // In the file: quoted whole, a quote before every formula start.
    expect(raw).toContain(`"'=HYPERLINK(""http://evil.example"",""win"")"`);
    const hostile = csvTable(raw).rows.find((row) => row.title?.includes('HYPERLINK'));
    expect(hostile?.title).toBe(`'${hostileTitle}`);
    expect(hostile?.description).toBe("Line one\n'=1+2\n'- a bullet; '@handle");
    expect(hostile).toMatchObject({ status: 'draft', manual_delivery_value: '3', manual_delivery_unit: 'days', stock: '' });
    for (const row of csvTable(raw).rows) for (const value of Object.values(row)) expect(value).not.toMatch(/(^|[\n,;\t])\s*[=+\-@]/);
  });

  it('applies the filters of listings, and says so when none is left', async () => {
    const [paused] = await owner.dm.command('listings', 'export status=paused');
    expect(csvTable(fileOf(paused).text).rows.map((row) => row.title)).toEqual(['Neon Drift $10 gift card']);
    const [neon] = await owner.dm.command('listings', 'export game="Neon Drift"');
    expect(
      csvTable(fileOf(neon).text)
        .rows.map((row) => row.title)
        .sort(),
    ).toEqual(['1000 Neon credits code', 'Neon Drift $10 gift card']);
    const [none] = await owner.dm.command('listings', 'export title="no such listing"');
    expect(none?.attachments ?? []).toEqual([]);
    expect(none?.text).toMatch(/No listing matches these filters/);
  });

  it('writes the same fields as JSON with their own types, text exactly as written', async () => {
    const [reply] = await owner.dm.command('listings', 'export json status=active,draft,changes_requested');
    const file = fileOf(reply);
    expect(file.filename).toMatch(/\.json$/);
    expect(file.contentType).toBe('application/json');
    const records = JSON.parse(file.text) as Record<string, unknown>[];
    for (const record of records) expect(Object.keys(record)).toEqual(COLUMNS);
    const byTitle = new Map(records.map((record) => [record.title, record]));
    expect(byTitle.get('Stardust, fast trade on EU servers')).toMatchObject({
      price: '1.20',
      product_scale: 'thousand',
      stock: 500,
      min_order_quantity: 5,
      attributes: { server: 'eu-1' },
      tags: [],
    });
    expect(byTitle.get('Level 80 EU account, platinum rank')).toMatchObject({ price: '49.99', stock: 2, tags: ['rare skins', 'eu'] });
    expect(byTitle.get('1000 Neon credits code')).toMatchObject({ description: null, tags: null, manual_delivery_value: null });
    expect(byTitle.get(hostileTitle)).toMatchObject({ description: 'Line one\n=1+2\n- a bullet; @handle' });
  });

  it('lets a viewer export, and refuses a stranger in a linked group without a file', async () => {
    const viewer = await joinedAs(h, owner, 'export-viewer', 'viewer');
    const [allowed] = await viewer.dm.command('listings', 'export status=paused');
    expect(csvTable(fileOf(allowed).text).rows).toHaveLength(1);
    const group = owner.in(h.adapter.group('export-room'));
    await group.command('team', 'link');
    const stranger = h.adapter.user('export-stranger').in(h.adapter.group('export-room'));
    const [refused] = await stranger.command('listings', 'export');
    expect(refused?.tone).toBe('error');
    expect(refused?.text).toMatch(/no role on the seller account/);
    expect(refused?.attachments ?? []).toEqual([]);
  });
});

describe('listings export when the read budget is nearly spent', () => {
  let h: Harness;
  let owner: TestUser;

  beforeAll(async () => {
    // Connecting and the list read leave at most the hundred reads an export keeps for everything else.
    ({ h, owner } = await openDemoShop('core-listings-export-budget', { limits: { readsPerWindow: 102 } }));
  });
  afterAll(async () => {
    await h.close();
  });

  it('exports every row from the list and says which went without their details', async () => {
    const [reply] = await owner.dm.command('listings', 'export');
    const { rows } = csvTable(fileOf(reply).text);
    expect(rows).toHaveLength(8);
    expect(reply?.text).toMatch(/4 account or currency listings are in the file without description/);
    expect(rows.find((row) => row.title === 'Stardust, fast trade on EU servers')).toMatchObject({
      price: '',
      product_scale: '',
      stock: '',
    });
    expect(rows.find((row) => row.title === 'Level 80 EU account, platinum rank')).toMatchObject({ price: '49.99', description: '' });
  });
});
