import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { csvTable } from '../support/csv-table.js';
import { openHarness, waitFor, type Harness, type TestSeller } from './support/jobs-harness.js';
import { csvOf, fileText, importingOwner } from './support/import-owner.js';

let h: Harness;
let core: HawkerCore;

beforeAll(async () => {
  h = await openHarness('listing-import-merge');
  core = h.botCore();
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

/** The owner, whose upload starts `listings import` first, as a person would. */
function ownerOf(seller: TestSeller) {
  const owner = importingOwner(core, seller);
  return {
    ...owner,
    upload: async (filename: string, text: string) => {
      await owner.command('listings', 'import');
      return owner.upload(filename, text);
    },
  };
}

/** An instant top-up with `units` codes, on sale. */
async function instantListing(seller: TestSeller, units: number): Promise<string> {
  const listing = await seller.client.listings.createTopUp({
    brand: 'neon-drift',
    title: 'Neon credits code, instant',
    price: 999,
    delivery_type: 'instant',
    delivery_method: 'activation_code',
    delivery_instructions: 'Redeem the code in the Neon Drift shop.',
    attributes: { region: 'eu' },
    units: Array.from({ length: units }, (_, n) => ({ code: `NEON-${n}` })),
  });
  if (!listing) throw new Error('sandbox created no listing');
  await seller.client.listings.publish('top_up', listing.id);
  return listing.id;
}

const listing = (id: string) => h.sandbox.core.state.listings.get(id);

describe('listings import merges three ways: it changes only what the seller edited since the export', () => {
  it('keeps a listing that sold out after the export as it is, and Apply does not put it back on sale', async () => {
    const seller = await h.seller();
    const owner = ownerOf(seller);
    const manual = await h.manualListing(seller);
    const instant = await instantListing(seller, 1);
    const { header, rows } = csvTable(fileText((await owner.command('listings', 'export'))[0]));
    expect(rows.find((row) => row.id === instant)).toMatchObject({ status: 'active', stock: '1' });

    // A buyer takes the last code between the export and the import.
    await h.advanceClock(1_000);
    await h.placeOrder(instant, 1);
    expect(listing(instant)?.status).toBe('sold');

    const edited = rows.map((row) => ({ ...row, price: row.id === manual ? '12.50' : '8.99' }));
    const [preview] = await owner.upload('shop.csv', csvOf(header, edited));
    const text = preview?.text ?? '';
    expect(text).toMatch(/^1 price; 0 unchanged; 1 kept as the marketplace has them; no row refused\./);
    const instantRow = String(rows.findIndex((row) => row.id === instant) + 2);
    expect(text).toContain(
      `row ${instantRow} · Neon credits code, instant: changed on the marketplace since your export: kept as it is now.`,
    );
    expect(text).toMatch(/To change it, export again: the new file has its new state\./);
    expect(text).not.toMatch(/publish/);
    await owner.press(preview, 'Apply');
    await h.startWorker();
    const report = await waitFor('the report', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
    );
    expect(listing(manual)?.price).toBe(1250);
    expect(listing(instant)).toMatchObject({ status: 'sold', price: 999 });
    const outcomes = csvTable(fileText(report.versions[0])).rows;
    expect(outcomes.find((row) => row.row === instantRow)).toMatchObject({
      outcome: 'refused',
      detail:
        '"Neon credits code, instant" changed on the marketplace since your export: kept as it is now. To change it, export again and edit the new file.',
    });
  });

  it('keeps every listing changed on the marketplace after the export as it is now, and writes the rest', async () => {
    const seller = await h.seller();
    const owner = ownerOf(seller);
    const [retitled = '', repriced = '', edited = ''] = [
      await h.manualListing(seller),
      await h.manualListing(seller),
      await h.manualListing(seller),
    ];
    const { header, rows } = csvTable(fileText((await owner.command('listings', 'export'))[0]));
    await h.advanceClock(1_000);
    await seller.client.listings.updateTopUp(retitled, { title: 'Starfall crystals, renamed on the site' });
    await seller.client.listings.updateTopUp(repriced, { price: 1799 });

    const file = rows.map((row) => (row.id === retitled ? row : { ...row, price: '13.00' }));
    const [preview] = await owner.upload('shop.csv', csvOf(header, file));
    // The file's cells of both changed listings are stale: neither the rename nor the new price is undone.
    expect(preview?.text).toMatch(/^1 price; 0 unchanged; 2 kept as the marketplace has them; no row refused\./);
    expect(preview?.text).toMatch(/Starfall crystals by player id: changed on the marketplace since your export: kept as it is now\./);
    expect(preview?.text).toMatch(
      /Starfall crystals, renamed on the site: changed on the marketplace since your export: kept as it is now\./,
    );
    expect(preview?.text).toMatch(/To change them, export again: the new file has their new state\./);
    expect(preview?.text).not.toMatch(/title/);
    await owner.press(preview, 'Apply');
    await h.startWorker();
    await waitFor('the report', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
    );
    expect([listing(retitled)?.title, listing(repriced)?.price, listing(edited)?.price]).toEqual([
      'Starfall crystals, renamed on the site',
      1799,
      1300,
    ]);
  });

  it('never publishes a listing with nothing to sell: a sold row edited to active, an instant draft without stock, a file without the base column', async () => {
    const seller = await h.seller();
    const owner = ownerOf(seller);
    const sold = await instantListing(seller, 1);
    await h.placeOrder(sold, 1);
    const empty = await instantListing(seller, 1);
    await h.placeOrder(empty, 1);
    // A sold-out listing taken off sale and back to a draft: active would put an empty listing on sale.
    const drafted = listing(empty);
    if (!drafted) throw new Error('no listing');
    drafted.status = 'draft';
    const manual = await h.manualListing(seller);

    const { header, rows } = csvTable(fileText((await owner.command('listings', 'export status=active,draft,sold'))[0]));
    expect(rows.map((row) => row.status).sort()).toEqual(['active', 'draft', 'sold']);
    const [preview] = await owner.upload(
      'shop.csv',
      csvOf(
        header,
        rows.map((row) => ({ ...row, status: 'active' })),
      ),
    );
    expect(preview?.text).toMatch(/^Nothing changes: the listing in the file is as the shop has them\./);
    expect(preview?.text?.match(/"Neon credits code, instant" is sold out: restock it first\./g)).toHaveLength(2);

    // A hand-made file, without `updated_at`: taken as the seller's wish, and the guard still holds.
    const [handMade] = await owner.upload(
      'hand.csv',
      csvOf(
        ['id', 'status', 'price'],
        [
          { id: sold, status: 'active' },
          { id: manual, price: '11.00' },
        ],
      ),
    );
    expect(handMade?.text).toMatch(/^1 price; 0 unchanged; 1 row refused\./);
    expect(handMade?.text).toMatch(/row 2: "Neon credits code, instant" is sold out: restock it first\./);
    await owner.press(handMade, 'Apply');
    await h.startWorker();
    await waitFor('the report', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
    );
    expect([listing(sold)?.status, listing(empty)?.status, listing(manual)?.price]).toEqual(['sold', 'draft', 1100]);
  });
});
