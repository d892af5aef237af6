import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../../../src/domain/reply.js';
import { csvTable } from '../../support/csv-table.js';
import { englishLeaksFor } from '../../support/english-leak.js';
import { LANGUAGES } from '../../support/languages.js';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { listingsImport } from '../../../src/core/commands/listings-import.js';
import { joinedAs, openDemoShop } from './support/demo-shop.js';

function fileText(reply: Reply | undefined): string {
  const file = reply?.attachments?.[0];
  if (!file) throw new Error(`no file in ${JSON.stringify(reply?.text)}`);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.data);
}

/** A table written back as a spreadsheet saves it: a byte order mark, every cell quoted, CRLF rows. */
function csvOf(header: readonly string[], rows: readonly Record<string, string>[]): string {
  const line = (cells: readonly string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
  return `\ufeff${[line(header), ...rows.map((row) => line(header.map((column) => row[column] ?? '')))].join('\r\n')}\r\n`;
}

describe('listings import', () => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;
  /** The shop's listings as `listings export` writes them, before any test edits its copy. */
  let exported: { header: string[]; rows: Record<string, string>[] };

  beforeAll(async () => {
    ({ h, owner, accountId } = await openDemoShop('core-listings-import'));
    exported = csvTable(fileText((await owner.dm.command('listings', 'export status=active,draft,paused,changes_requested'))[0]));
  });
  afterAll(async () => {
    await h.close();
  });

  const edited = (changes: Record<string, Record<string, string>>, added: Record<string, string>[] = []) =>
    csvOf(exported.header, [...exported.rows.map((row) => ({ ...row, ...(changes[row.title ?? ''] ?? {}) })), ...added]);

  async function imported(filename: string, content: string | Uint8Array): Promise<Reply[]> {
    await owner.dm.command('listings', 'import');
    return owner.dm.upload(filename, content, filename.endsWith('.json') ? 'application/json' : 'text/csv');
  }

  it('asks for the file, and reads an exported file back unchanged as nothing to change', async () => {
    const [asked] = await owner.dm.command('listings', 'import');
    expect(asked?.text).toMatch(/Send the file of listings/);
    expect(asked?.prompt?.kind).toBe('file');
    const [preview] = await owner.dm.upload('listings.csv', csvOf(exported.header, exported.rows), 'text/csv');
    expect(preview?.text).toMatch(/^Nothing changes: the 8 listings in the file are as the shop has them\./);
    expect(preview?.text).not.toMatch(/refused|writes/);
  });

  it('reads the JSON export back unchanged as nothing to change', async () => {
    const [reply] = await owner.dm.command('listings', 'export json status=active,draft,paused,changes_requested');
    const [preview] = await imported('listings.json', fileText(reply));
    expect(preview?.text).toMatch(/^Nothing changes: the 8 listings in the file are as the shop has them\./);
  });

  it('counts what an edited file changes, shows the first changes before → after and the write time', async () => {
    const file = edited(
      {
        '1000 Neon credits code': { price: '8.49' },
        'Starfall crystals by player id': {
          price: '$13.99',
          title: 'Starfall crystals by player id, fast',
          manual_delivery_value: '2',
          manual_delivery_unit: 'hours',
        },
        'Stardust, fast trade on EU servers': { price: '1.10', min_order_quantity: '10', tags: 'fast, eu' },
        'Neon Drift $10 gift card': { status: 'archived' },
        'Level 80 EU account, platinum rank': { stock: '99' },
      },
      [
        {
          category: 'top_up',
          title: 'Neon credits 5000 pack',
          price: '39.00',
          delivery_type: 'manual',
          manual_delivery_value: '1',
          manual_delivery_unit: 'hours',
          game_slug: 'neon-drift',
          attributes: '{"region":"eu"}',
        },
      ],
    );
    const [preview] = await imported('listings.csv', file);
    expect(preview?.title).toBe('Import into Demo: what would change');
    expect(preview?.text).toMatch(
      /^3 prices, 1 title, 1 tag list, 1 handover time, 1 minimum order, 1 archive, 1 new draft; 4 unchanged; no row refused\./,
    );
    expect(preview?.text).toMatch(/row \d+ · Stardust, fast trade on EU servers: price \$1\.20 → \$1\.10\n.*: tags — → fast, eu\n/);
    expect(preview?.text).toMatch(/Starfall crystals by player id: price \$14\.99 → \$13\.99/);
    expect(preview?.text).toMatch(/…and 4 more\./);
    expect(preview?.text).toMatch(/5 writes: within a minute at the marketplace's limits/);
    // Stock is left to restock: an account's stock cell moved by sales is no change and no refusal.
    expect(preview?.text).not.toMatch(/stock/);
    // Cancel writes nothing and asks nothing more.
    expect(preview?.buttons?.flat().map((button) => button.label)).toEqual(['Apply', 'Cancel']);
    const [cancelled] = await owner.dm.press('Cancel');
    expect(cancelled?.text).toBe('Import cancelled: nothing was written.');
    expect(await h.stores.audit.latest(accountId, 1)).not.toContainEqual(expect.objectContaining({ action: 'listings import' }));
  });

  it('answers the typed entry the preview as counts and rows, and starts the import once confirmed', async () => {
    const file = new TextEncoder().encode(
      edited({ '1000 Neon credits code': { price: '8.49' }, 'Neon Drift $10 gift card': { status: 'archived' } }, [
        { id: 'no-such-listing', title: 'Ghost listing' },
      ]),
    );
    const actor = { platform: 'test' as const, userId: 'owner', displayName: 'owner' };
    const caller = { type: 'dashboard' as const, session: { sessionId: 'typed-import', accountId, actor } };
    const args = { filename: 'listings.csv', data: file };
    const asked = await h.core.invoke(caller, listingsImport.typed, args, { confirmed: false });
    expect(asked).toMatchObject({
      ok: 'confirm',
      preview: {
        filename: 'listings.csv',
        counts: { changes: { price: 1, archive: 1 }, drafts: 0, unchanged: 6, kept: 0, refused: 1, writes: 2, minutes: 0 },
      },
    });
    const rows = asked.ok === 'confirm' ? asked.preview.rows : [];
    expect(rows.filter((row) => row.outcome !== 'unchanged')).toEqual([
      expect.objectContaining({
        outcome: 'change',
        title: '1000 Neon credits code',
        changes: [{ kind: 'price', before: '$9.99', after: '$8.49' }],
      }),
      expect.objectContaining({
        outcome: 'change',
        title: 'Neon Drift $10 gift card',
        changes: [expect.objectContaining({ kind: 'archive' })],
      }),
      { row: 10, outcome: 'refused', reason: expect.stringMatching(/There is no listing `no-such-listing` in this shop/) },
    ]);
    // Asking writes nothing: the import starts only when confirmed, once however often it is confirmed.
    expect(await h.stores.audit.latest(accountId, 1)).not.toContainEqual(expect.objectContaining({ action: 'listings import' }));
    const applied = await h.core.invoke(caller, listingsImport.typed, args, { confirmed: true });
    expect(applied).toMatchObject({ ok: true, value: { started: true, importId: expect.any(String), counts: { writes: 2 } } });
    const importId = applied.ok === true ? (applied.value.importId ?? '') : '';
    expect((await h.stores.listingImports.get(accountId, importId))?.steps).toHaveLength(2);
    expect(await h.core.invoke(caller, listingsImport.typed, args, { confirmed: true })).toMatchObject({
      ok: true,
      value: { started: false, importId },
    });
    const unreadable = await h.core.invoke(
      caller,
      listingsImport.typed,
      { filename: 'listings.csv', data: new Uint8Array() },
      { confirmed: true },
    );
    expect(unreadable).toMatchObject({ ok: false, refusal: { code: 'refused', message: expect.stringMatching(/The file is empty/) } });
  });

  it('names the rows it would price below their known cost, and says so on Apply and in the typed preview', async () => {
    const credits = exported.rows.find((row) => row.title === '1000 Neon credits code')?.id ?? '';
    await owner.dm.command('cost', `${credits} 9.00`);
    try {
      const file = edited({ '1000 Neon credits code': { price: '8.49' }, 'Neon Drift $10 gift card': { status: 'archived' } });
      const [preview] = await imported('listings.csv', file);
      expect(preview?.text).toContain('Below what one unit costs you: Apply sells this listing at a loss.');
      expect(preview?.text).toMatch(/row \d+ · 1000 Neon credits code: \$8\.49, below its cost \$9\.00 \(a loss of \$0\.51 a sale\)/);
      expect(preview?.buttons?.flat().map((button) => button.label)).toEqual(['Apply, 1 below cost', 'Cancel']);
      await owner.dm.press('Cancel');

      const actor = { platform: 'test' as const, userId: 'owner', displayName: 'owner' };
      const caller = { type: 'dashboard' as const, session: { sessionId: 'typed-import-below-cost', accountId, actor } };
      const args = { filename: 'listings.csv', data: new TextEncoder().encode(file) };
      const asked = await h.core.invoke(caller, listingsImport.typed, args, { confirmed: false });
      expect(asked).toMatchObject({
        ok: 'confirm',
        question: expect.stringContaining('below its cost $9.00'),
        preview: { belowCost: [{ listingId: credits, title: '1000 Neon credits code', priceCents: 849, costCents: 900 }] },
      });
      // A price at or above the cost is not asked about.
      const [above] = await imported('listings.csv', edited({ '1000 Neon credits code': { price: '9.49' } }));
      expect(above?.text).not.toMatch(/below its cost/);
      expect(above?.buttons?.flat().map((button) => button.label)).toEqual(['Apply', 'Cancel']);
      await owner.dm.press('Cancel');
    } finally {
      await owner.dm.command('cost', `${credits} off`);
    }
  });

  it('refuses each row it cannot apply with the reason, and applies the rest', async () => {
    const account = exported.rows.find((row) => row.category === 'account')?.id ?? '';
    const file = edited(
      {
        'Level 80 EU account, platinum rank': { price: '59.99' },
        'Fresh NA starter account': { status: 'paused' },
        'Pixel Raiders $25 gift card': { title: 'Pixel Raiders $25 gift card, instant' },
        '1000 Neon credits code': { price: '1,250' },
        'Starfall crystals by player id': { title: 'Short' },
        'Stardust, fast trade on EU servers': { game: 'Neon Drift' },
        'Cheapest stardust on NA': { status: 'active' },
        'Neon Drift $10 gift card': { status: 'sold' },
      },
      [
        { id: 'no-such-listing', title: 'Ghost listing' },
        { id: account, price: '1.00' },
        { category: 'account', title: 'A brand new account for sale', price: '5.00', game_slug: 'starfall-odyssey' },
        { category: 'top_up', title: 'Neon credits without a game', price: '5.00' },
        { category: 'top_up', title: 'Neon credits with bad attributes', price: '5.00', game_slug: 'neon-drift', attributes: 'region=eu' },
      ],
    );
    const [preview] = await imported('listings.csv', file);
    const text = preview?.text ?? '';
    expect(text).toMatch(/^Nothing to change: no row of the file can be applied\./);
    expect(text).toMatch(/Refused rows \(fix them in the file and import it again\):/);
    const reasons = [
      /Moderation sent "Cheapest stardust on NA" back, and the marketplace publishes only drafts/,
      /An import does not change `game` \(Starfall Odyssey → Neon Drift\)/,
      /no edit call for gift card listings/,
      /A title has 8 to 128 characters; this one has 5/,
      /"1,250" could mean \$1,250\.00 or \$1\.25/,
      /no edit call for account listings, so Hawker cannot reprice it/,
      /An import cannot set the status `sold`/,
      /no pause for account listings: use `unpublish`/,
      /There is no listing `no-such-listing` in this shop/,
      /is on an earlier row already/,
      /accounts and gift cards are made with `create`/,
      /needs its `game_slug`/,
      /The `attributes` cell is not a JSON object/,
    ];
    for (const reason of reasons) expect(text).toMatch(reason);
    expect(text.match(/^row \d+: /gm)).toHaveLength(reasons.length);
  });

  it('answers a malformed file with a sentence and asks for the file again', async () => {
    const cases: [string, string | Uint8Array, RegExp][] = [
      ['listings.csv', new Uint8Array([0x69, 0x64, 0x0a, 0x00, 0x01, 0xff]), /not text \(it holds binary data\)/],
      ['listings.csv', new Uint8Array([0x69, 0x64, 0x2c, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0x31, 0x2c, 0xe9, 0x0a]), /not in UTF-8/],
      ['listings.csv', `id,title\n${'x,'.repeat(10_000)}x\n`, /Row 2 has more than 40 columns/],
      ['listings.csv', `${'id,'.repeat(10_000)}id\n`, /Row 1 has more than 40 columns/],
      ['listings.csv', 'id,title,prise\n', /columns an import does not know: `prise`\. Its header was read as separated by commas/],
      ['listings.csv', '', /The file is empty/],
      ['listings.xlsx', 'id\n', /not a file of listings/],
      ['listings.json', '{"id": "x"}', /not a list of listings/],
      ['listings.json', '[{"id": "x"', /cannot be read/],
      ['listings.csv', new Uint8Array(50 * 1024 * 1024), /larger than 5 MB/],
    ];
    for (const [filename, content, sentence] of cases) {
      const replies = await imported(filename, content);
      expect(replies[0]?.tone, String(sentence)).toBe('error');
      expect(replies[0]?.text).toMatch(sentence);
      expect(replies[1]?.prompt?.kind).toBe('file');
    }
  });

  it('is a manager’s: an operator is refused before any file is asked for', async () => {
    const operator = await joinedAs(h, owner, 'import-operator', 'operator');
    const [refused] = await operator.dm.command('listings', 'import');
    expect(refused?.tone).toBe('error');
    expect(refused?.prompt).toBeUndefined();
  });
});

describe.each(LANGUAGES)('listings import speaks %s', (language) => {
  let h: Harness;
  let owner: TestUser;

  beforeAll(async () => {
    ({ h, owner } = await openDemoShop(`core-listings-import-${language}`));
    await owner.dm.command('language', language);
  });
  afterAll(async () => {
    await h.close();
  });

  it('words the preview, its refusals and a malformed file in the seller’s language', async () => {
    const { header, rows } = csvTable(fileText((await owner.dm.command('listings', 'export status=active,draft,paused'))[0]));
    const file = csvOf(
      header,
      rows.map((row) => {
        if (row.title === '1000 Neon credits code') return { ...row, price: '8.49', status: 'archived' };
        if (row.title === 'Pixel Raiders $25 gift card') return { ...row, title: 'Pixel Raiders $25 gift card, instant' };
        return row;
      }),
    );
    await owner.dm.command('listings', 'import');
    const [preview] = await owner.dm.upload('listings.csv', file, 'text/csv');
    expect(preview?.locale ?? language).toBe(language);
    const titles = [...h.sandbox.core.state.listings.values()].map((listing) => listing.title);
    const shown = `${preview?.title ?? ''}\n${preview?.text ?? ''}`;
    expect(englishLeaksFor(language, shown, [...titles, 'Demo', 'Pixel Raiders $25 gift card, instant'])).toEqual([]);
    expect(preview?.buttons?.flat().map((button) => englishLeaksFor(language, button.label))).toEqual([[], []]);
    await owner.dm.command('listings', 'import');
    const [binary] = await owner.dm.upload('listings.csv', new Uint8Array([0x69, 0x64, 0x0a, 0x00]), 'text/csv');
    expect(binary?.tone).toBe('error');
    expect(englishLeaksFor(language, binary?.text ?? '')).toEqual([]);
  });
});

describe('listings import when the read budget is nearly spent', () => {
  let h: Harness;
  let owner: TestUser;

  beforeAll(async () => {
    // Connecting and the list read leave at most the hundred reads kept for everything else: no read by id fits.
    ({ h, owner } = await openDemoShop('core-listings-import-budget', { limits: { readsPerWindow: 102 } }));
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses a currency row it could not read now instead of taking its unchanged price for a change', async () => {
    const stardust = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === 'Stardust, fast trade on EU servers');
    await owner.dm.command('listings', 'import');
    const [preview] = await owner.dm.upload(
      'listings.csv',
      csvOf(['id', 'price'], [{ id: stardust?.id ?? '', price: '1.20' }]),
      'text/csv',
    );
    expect(preview?.text).toMatch(/^Nothing to change: no row of the file can be applied\./);
    expect(preview?.text).toMatch(/"Stardust, fast trade on EU servers" could not be read just now/);
  });
});
