import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/api/schemas/order.js';
import { openOrdersKey } from '../../src/store/alert-ledger.js';
import { listingSnapshotKey } from '../../src/store/listing-snapshots.js';
import { seenDeliveredKey } from '../../src/store/seen-delivered.js';
import { utcDay, type SaleRecord } from '../../src/store/sales-book.js';
import { deleteAccountKeys } from '../../src/store/account-keys.js';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';
import { publishInstantTopUp } from './support/instant-top-up.js';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('sales-book');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

function daysOf(orders: readonly Order[]): string[] {
  return [...new Set(orders.map((order) => utcDay(Date.parse(order.created_at ?? ''))))].sort();
}

describe('sales book', () => {
  it('records delivered, lost and instant orders once each, across two workers and a restart, with the sandbox prices', async () => {
    const seller = await h.seller();
    const manual = await h.manualListing(seller, 1);
    const instant = await publishInstantTopUp(seller, 4);
    await Promise.all([h.startWorker(), h.startWorker()]);
    await waitFor(
      'the first look at the listings',
      async () =>
        (await h.redis.exists(listingSnapshotKey(h.namespace, seller.accountId), seenDeliveredKey(h.namespace, seller.accountId))) === 2,
    );

    const deliveredElsewhere = await h.placeOrder(manual, 2);
    const lost = await h.placeOrder(manual);
    const instantSales = [await h.placeOrder(instant), await h.placeOrder(instant, 2)];
    await waitFor('both manual alerts', async () => (await h.redis.scard(openOrdersKey(h.namespace, seller.accountId))) === 2);
    expect((await seller.client.orders.deliver(deliveredElsewhere.id, [{ code: 'STAR-1' }, { code: 'STAR-2' }])).outcome).toBe('delivered');
    await h.advanceClock(61 * 60_000);

    const orders = [deliveredElsewhere, lost, ...instantSales];
    const days = daysOf(orders);
    const expectedCents = [deliveredElsewhere, ...instantSales].reduce((sum, order) => sum + (order.price ?? 0), 0);
    await waitFor('every order in the book', async () => {
      const totals = await h.stores.salesBook.totals(seller.accountId, days, 'UTC');
      return totals.reduce((sum, day) => sum + day.orders + day.lost, 0) === 4;
    });
    await h.closeWorkers();
    await h.startWorker();
    await h.drain();

    const totals = await h.stores.salesBook.totals(seller.accountId, days, 'UTC');
    expect(totals.reduce((sum, day) => sum + day.orders, 0)).toBe(3);
    expect(totals.reduce((sum, day) => sum + day.lost, 0)).toBe(1);
    expect(totals.reduce((sum, day) => sum + day.units, 0)).toBe(5);
    expect(totals.reduce((sum, day) => sum + day.cents, 0)).toBe(expectedCents);
    const records = await h.stores.salesBook.records(seller.accountId, days, 'UTC');
    const outcomes = Object.fromEntries(records.map((record) => [record.orderId, record.outcome]));
    expect(outcomes).toEqual({
      [deliveredElsewhere.id]: 'delivered_elsewhere',
      [lost.id]: 'lost',
      [instantSales[0]!.id]: 'instant',
      [instantSales[1]!.id]: 'instant',
    });
    const manualRecord = records.find((record) => record.orderId === deliveredElsewhere.id);
    expect([manualRecord?.category, manualRecord?.game].every((value) => typeof value === 'string' && value !== '')).toBe(true);
    expect(JSON.stringify(records)).not.toContain('STAR-1');
    expect(JSON.stringify(records)).not.toContain('NEON-');
    expect(await h.stores.salesBook.record(seller.accountId, records[0]!)).toBe(false);

    await h.stores.removeAccount(seller.accountId);
    expect((await h.stores.salesBook.records(seller.accountId, days, 'UTC')).length).toBe(0);
  });

  it('backfills what was delivered before the account was watched, marked as backfilled, once', async () => {
    const seller = await h.seller();
    const instant = await publishInstantTopUp(seller, 4);
    const before = [await h.placeOrder(instant), await h.placeOrder(instant)];
    await h.startWorker();
    const days = daysOf(before);
    await waitFor('the backfilled orders', async () => (await h.stores.salesBook.records(seller.accountId, days, 'UTC')).length === 2);
    const after = await h.placeOrder(instant);
    await waitFor(
      'the live sale',
      async () => (await h.stores.salesBook.records(seller.accountId, daysOf([...before, after]), 'UTC')).length === 3,
    );
    await h.drain();
    const records = await h.stores.salesBook.records(seller.accountId, daysOf([...before, after]), 'UTC');
    expect(Object.fromEntries(records.map((record) => [record.orderId, record.source]))).toEqual({
      [before[0]!.id]: 'backfill',
      [before[1]!.id]: 'backfill',
      [after.id]: 'live',
    });
    expect(records.reduce((sum, record) => sum + record.amountCents, 0)).toBe(
      [...before, after].reduce((sum, order) => sum + (order.price ?? 0), 0),
    );
  });

  it('adds up the days of the account time zone exactly, across a DST change and a quarter-hour offset', async () => {
    const accountId = `zones-${Date.now()}`;
    const order = (orderId: string, at: string, amountCents: number, outcome: SaleRecord['outcome'] = 'instant'): SaleRecord => ({
      orderId,
      at: Date.parse(at),
      listingId: 'listing-1',
      title: 'Neon credits',
      category: 'top_up',
      game: 'Neon Drift',
      quantity: 1,
      amountCents,
      costCents: null,
      estimated: false,
      deliveryType: 'instant',
      deliveredBy: null,
      deliverySeconds: null,
      outcome,
      source: 'live',
    });
    // Berlin moves from +1 to +2 at 01:00 UTC on 2026-03-29; Kathmandu is +5:45 all year.
    const sales = [
      order('before-berlin-midnight', '2026-03-28T22:59:00Z', 100),
      order('after-berlin-midnight', '2026-03-28T23:00:00Z', 200),
      order('after-dst-change', '2026-03-29T01:30:00Z', 400),
      order('last-minute-in-berlin', '2026-03-29T21:59:00Z', 800),
      order('next-berlin-day', '2026-03-29T22:00:00Z', 1600),
      order('lost-on-the-29th', '2026-03-29T12:00:00Z', 0, 'lost'),
      order('kathmandu-23-59', '2026-03-28T18:14:00Z', 3200),
      order('kathmandu-midnight', '2026-03-28T18:15:00Z', 6400),
    ];
    for (const sale of sales) expect(await h.stores.salesBook.record(accountId, sale)).toBe(true);
    const book = h.stores.salesBook;

    const berlin = await book.totals(accountId, ['2026-03-28', '2026-03-29', '2026-03-30'], 'Europe/Berlin');
    expect(berlin.map((day) => [day.day, day.cents, day.orders, day.lost])).toEqual([
      ['2026-03-28', 3200 + 6400 + 100, 3, 0],
      ['2026-03-29', 200 + 400 + 800, 3, 1],
      ['2026-03-30', 1600, 1, 0],
    ]);
    const kathmandu = await book.totals(accountId, ['2026-03-28', '2026-03-29'], 'Asia/Kathmandu');
    expect(kathmandu.map((day) => day.cents)).toEqual([3200, 6400 + 100 + 200 + 400]);
    const utc = await book.totals(accountId, ['2026-03-28', '2026-03-29'], 'UTC');
    expect(utc.map((day) => day.cents)).toEqual([100 + 200 + 3200 + 6400, 400 + 800 + 1600]);

    const records = await book.records(accountId, ['2026-03-29'], 'Europe/Berlin');
    expect(records.map((record) => record.orderId)).toEqual([
      'after-berlin-midnight',
      'after-dst-change',
      'lost-on-the-29th',
      'last-minute-in-berlin',
    ]);
    await deleteAccountKeys(h.redis, h.namespace, accountId);
    expect((await book.totals(accountId, ['2026-03-29'], 'Europe/Berlin'))[0]?.orders).toBe(0);
  });

  it('records a whole history in one go, each order once, as one by one would', async () => {
    const accountId = `history-${Date.now()}`;
    const sale = (index: number): SaleRecord => ({
      orderId: `past-${index}`,
      at: Date.parse('2026-03-01T10:00:00Z') + index * 6 * 3600_000,
      listingId: 'listing-1',
      title: 'Neon credits',
      category: 'top_up',
      game: 'Neon Drift',
      quantity: 1,
      costCents: null,
      amountCents: index % 10 === 0 ? 0 : 999,
      estimated: false,
      deliveryType: 'instant',
      deliveredBy: null,
      deliverySeconds: null,
      outcome: index % 10 === 0 ? 'lost' : 'instant',
      source: 'live',
    });
    const history = Array.from({ length: 40 }, (_, index) => sale(index));
    const book = h.stores.salesBook;
    // One of them was already counted live: the history adds the others, and a second go adds nothing.
    expect(await book.record(accountId, sale(7))).toBe(true);
    expect(await book.recordAll(accountId, history)).toBe(39);
    expect(await book.recordAll(accountId, history)).toBe(0);

    const days = [...new Set(history.map((past) => utcDay(past.at)))];
    const totals = await book.totals(accountId, days, 'UTC');
    expect(totals.reduce((sum, day) => sum + day.orders, 0)).toBe(36);
    expect(totals.reduce((sum, day) => sum + day.lost, 0)).toBe(4);
    expect(totals.reduce((sum, day) => sum + day.cents, 0)).toBe(36 * 999);
    expect((await book.records(accountId, days, 'UTC')).map((record) => record.orderId)).toEqual(history.map((past) => past.orderId));
    await deleteAccountKeys(h.redis, h.namespace, accountId);
  });
});
