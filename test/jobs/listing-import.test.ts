import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { csvTable } from '../support/csv-table.js';
import { openHarness, waitFor, type Harness, type TestSeller } from './support/jobs-harness.js';
import { csvOf, fileText, importingOwner } from './support/import-owner.js';
import { spawnChildWorker } from './support/spawn-child-worker.js';

let h: Harness;
let core: HawkerCore;

beforeAll(async () => {
  h = await openHarness('listing-import');
  core = h.botCore();
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

function ownerOf(seller: TestSeller) {
  return importingOwner(core, seller);
}

/** A seller with `count` live manual top-ups at $14.99, exported as a CSV. */
async function exportedShop(count: number) {
  const seller = await h.seller();
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) ids.push(await h.manualListing(seller));
  const owner = ownerOf(seller);
  const table = csvTable(fileText((await owner.command('listings', 'export'))[0]));
  return { seller, ids, owner, table };
}

describe('listings import applied by the worker', () => {
  it('applies a confirmed import as a job: progress edited in place, a report with each row, and a re-import writes nothing', async () => {
    const { seller, ids, owner, table } = await exportedShop(3);
    const [first, second, third] = ids;
    const edited = csvOf(
      table.header,
      table.rows.map((row) => {
        if (row.id === first) return { ...row, price: '12.50' };
        if (row.id === second) return { ...row, price: '13.00', title: 'Starfall crystals, fast handover' };
        if (row.id === third) return { ...row, status: 'archived' };
        return row;
      }),
    );
    await owner.command('listings', 'import');
    const [preview] = await owner.upload('shop.csv', edited);
    expect(preview?.text).toMatch(/^2 prices, 1 title, 1 archive; 0 unchanged; no row refused\./);
    expect(preview?.text).toMatch(/3 writes: within a minute/);
    const [started] = await owner.press(preview, 'Apply');
    expect(started?.text).toMatch(/Import started: 3 writes go out within the marketplace's limits/);
    // A second press of the same preview starts nothing more.
    const [again] = await owner.press(preview, 'Apply');
    expect(again?.text).not.toMatch(/Import started/);

    const audit = await h.stores.audit.latest(seller.accountId, 1);
    expect(audit[0]).toMatchObject({ action: 'listings import', actor: { userId: seller.ownerChat } });

    await h.startWorker();
    const report = await waitFor('the report', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
    );
    const listing = (id: string | undefined) => h.sandbox.core.state.listings.get(id ?? '');
    expect(listing(first)?.price).toBe(1250);
    expect(listing(second)).toMatchObject({ price: 1300, title: 'Starfall crystals, fast handover' });
    expect(listing(third)?.status).toBe('archived');
    expect(report.versions[0]?.text).toMatch(/Import report: 3 done, 0 refused by the marketplace, 0 without an answer, 0 rows refused/);
    const outcomes = csvTable(fileText(report.versions[0])).rows;
    expect(outcomes.map((row) => [row.id, row.write, row.outcome]).sort()).toEqual(
      [
        [first, 'patch', 'done'],
        [second, 'patch', 'done'],
        [third, 'archive', 'done'],
      ].sort(),
    );
    const progress = h.notifier
      .inChat(seller.ownerChat)
      .find((message) => /Import(ing)? of shop\.csv|Importing shop\.csv/.test(message.versions[0]?.text ?? ''));
    expect(progress?.versions.at(-1)?.text).toMatch(/Import of shop\.csv finished: 3 of 3 writes done\./);

    await h.drain();
    const messages = h.notifier.inChat(seller.ownerChat).length;
    await owner.command('listings', 'import');
    const [reimport] = await owner.upload('shop.csv', edited);
    expect(reimport?.text).toBe('Nothing changes: the 3 listings in the file are as the shop has them.');
    expect(reimport?.buttons ?? []).toEqual([]);
    await h.drain();
    expect(h.notifier.inChat(seller.ownerChat)).toHaveLength(messages);
  });

  it('takes a listing it archives off autopilot, and says so in the report', async () => {
    const { seller, ids, owner, table } = await exportedShop(2);
    const [archived = '', kept = ''] = ids;
    for (const listingId of ids)
      await h.stores.autopilot.bind(seller.accountId, {
        listingId,
        title: 'Starfall crystals',
        mode: { kind: 'deliver', source: { kind: 'pool', pool: 'gems' }, template: null },
        capOrders: null,
        capCents: null,
        since: 1,
        by: 'Owner',
      });
    await owner.command('listings', 'import');
    const edited = table.rows.map((row) => (row.id === archived ? { ...row, status: 'archived' } : row));
    const [preview] = await owner.upload('shop.csv', csvOf(table.header, edited));
    expect(preview?.text).toMatch(/^1 archive; 1 unchanged/);
    await owner.press(preview, 'Apply');
    await h.startWorker();
    const report = await waitFor('the report', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
    );
    const outcomes = csvTable(fileText(report.versions[0])).rows;
    expect(outcomes.find((row) => row.id === archived)).toMatchObject({
      write: 'archive',
      outcome: 'done',
      detail: 'Autopilot is off for it now.',
    });
    expect((await h.stores.autopilot.bindings(seller.accountId)).map((binding) => binding.listingId)).toEqual([kept]);
  });

  it('while away, what it archives or edits stays as it left it at `back`, which puts back only what away took and nobody touched', async () => {
    const { seller, ids, owner } = await exportedShop(3);
    const [archived = '', repriced = '', untouched = ''] = ids;
    const status = (id: string) => h.sandbox.core.state.listings.get(id)?.status;
    const [away] = await owner.command('away', 'now');
    expect(away?.text).toMatch(/Hawker took off sale 3 manual-delivery listings/);
    const table = csvTable(fileText((await owner.command('listings', 'export'))[0]));
    const edited = table.rows.map((row) => {
      if (row.id === archived) return { ...row, status: 'archived' };
      if (row.id === repriced) return { ...row, price: '11.00' };
      return row;
    });
    await owner.command('listings', 'import');
    const [preview] = await owner.upload('shop.csv', csvOf(table.header, edited));
    expect(preview?.text).toMatch(/^1 price, 1 archive; 1 unchanged/);
    await owner.press(preview, 'Apply');
    await h.startWorker();
    await waitFor('the report', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
    );
    const [back] = await owner.command('back', '');
    expect(back?.text).toMatch(/Hawker put back on sale 1 manual-delivery listing/);
    expect(back?.text).toMatch(/its status is archived now/);
    expect(back?.text).toMatch(/it was edited meanwhile/);
    expect([status(archived), status(repriced), status(untouched)]).toEqual(['archived', 'draft', 'active']);
  });

  it('exports what away took off sale as on sale, so a file taken while away and imported after `back` changes nothing', async () => {
    const { ids, owner } = await exportedShop(2);
    const status = (id: string) => h.sandbox.core.state.listings.get(id)?.status;
    await owner.command('away', 'now');
    expect(ids.map(status)).toEqual(['draft', 'draft']);
    const [file] = await owner.command('listings', 'export');
    const table = csvTable(fileText(file));
    expect(table.rows.map((row) => row.status)).toEqual(['active', 'active']);

    const [back] = await owner.command('back', '');
    expect(back?.text).toMatch(/Hawker put back on sale 2 manual-delivery listings/);
    await owner.command('listings', 'import');
    const [reimport] = await owner.upload('night.csv', csvOf(table.header, table.rows));
    expect(reimport?.text).toBe('Nothing changes: the 2 listings in the file are as the shop has them.');
    expect(ids.map(status)).toEqual(['active', 'active']);
  });

  it('puts an idle shop back on fast polling when it publishes a manual listing, as publish in chat does', async () => {
    const { seller, ids, owner, table } = await exportedShop(1);
    const drafted = h.sandbox.core.state.listings.get(ids[0] ?? '');
    if (!drafted) throw new Error('the listing is not in the sandbox');
    // Taken off sale outside Hawker, and the listing watch has since seen no manual listing on sale.
    drafted.status = 'draft';
    await h.stores.schedule.idleUnlessWoken(seller.accountId, await h.stores.schedule.tierToken(seller.accountId));
    expect(await h.stores.schedule.tier(seller.accountId)).toBe('idle');

    await owner.command('listings', 'import');
    const [preview] = await owner.upload('shop.csv', csvOf(table.header, table.rows));
    expect(preview?.text).toMatch(/1 publish/);
    await owner.press(preview, 'Apply');
    await h.startWorker();
    await waitFor('the report', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
    );
    expect(drafted.status).toBe('active');
    expect(await h.stores.schedule.tier(seller.accountId)).toBe('fast');
  });

  it('resumes after its worker is killed mid-write: the write under way is never sent again, the rest are written once', async () => {
    const { seller, owner, table } = await exportedShop(3);
    const edited = csvOf(
      table.header,
      table.rows.map((row) => ({ ...row, price: '11.00' })),
    );
    const [first = '', second = '', third = ''] = table.rows.map((row) => row.id ?? '');
    // The second write hangs at the marketplace long enough for its worker to be killed under it.
    const hang = h.sandbox.core.faults.add({
      kind: 'delay',
      delay_ms: 60_000,
      method: 'PATCH',
      path_prefix: `/v1/offers/top-ups/${second}`,
      times: 2,
    });
    await owner.command('listings', 'import');
    const [preview] = await owner.upload('prices.csv', edited);
    await owner.press(preview, 'Apply');

    const output: string[] = [];
    const child = await spawnChildWorker(h, { notifier: 'print' }, output);
    const marks = async () => {
      for (const key of await h.redis.keys(`*:import:${seller.accountId}:*:outcomes`)) return h.redis.hgetall(key);
      return {};
    };
    await waitFor('the second write under way', async () => Object.values(await marks()).some((mark) => mark.includes('sending')), 20_000);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(h.sandbox.core.state.listings.get(first)?.price).toBe(1100);
    expect(h.sandbox.core.state.listings.get(third)?.price).toBe(1499);

    await h.startWorker();
    const report = await waitFor(
      'the report',
      () => h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
      20_000,
    );
    expect(h.sandbox.core.state.listings.get(third)?.price).toBe(1100);
    expect(report.versions[0]?.text).toMatch(/Import report: 2 done, 0 refused by the marketplace, 1 without an answer/);
    const outcomes = csvTable(fileText(report.versions[0])).rows;
    expect(outcomes.find((row) => row.id === second)).toMatchObject({ outcome: 'unknown' });
    // The hanging write took one of the fault's two turns: a second send would have taken the other.
    expect(h.sandbox.core.faults.remove(hang.id)).toBe(true);
    const progress = h.notifier.inChat(seller.ownerChat).find((message) => /prices\.csv/.test(message.versions[0]?.text ?? ''));
    expect(progress?.versions.at(-1)?.text).toMatch(
      /1 write got no answer \(the worker stopped or the connection broke\): it was not sent again/,
    );
  });

  it('waits out the key’s write budget between turns, editing one progress message as it goes', async () => {
    const { seller, owner, table } = await exportedShop(3);
    await owner.command('listings', 'import');
    const [preview] = await owner.upload(
      'budget.csv',
      csvOf(
        table.header,
        table.rows.map((row) => ({ ...row, price: '10.00' })),
      ),
    );
    await owner.press(preview, 'Apply');
    // Two writes a two-second window: the third waits for the window to move on.
    await h.startWorker({}, { limits: { writesPerWindow: 2, windowMs: 2_000 } });
    const progress = await waitFor('two of three written', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => /budget\.csv: 2 of 3 writes done/.test(message.versions[0]?.text ?? '')),
    );
    await waitFor('the third written after the window', () =>
      h.notifier.inChat(seller.ownerChat).some((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
    );
    expect(progress.versions.map((version) => version.text)).toEqual([
      'Importing budget.csv: 2 of 3 writes done.',
      'Import of budget.csv finished: 3 of 3 writes done.',
    ]);
    expect(table.rows.every((row) => h.sandbox.core.state.listings.get(row.id ?? '')?.price === 1000)).toBe(true);
  });
});
