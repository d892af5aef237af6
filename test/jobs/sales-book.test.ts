import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/api/schemas/order.js';
import { jobKeys } from '../../jobs/job-keys.js';
import { utcDay } from '../../src/store/sales-book.js';
import { openHarness, settle, waitFor, type Harness, type TestSeller } from './support/jobs-harness.js';

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

async function instantTopUp(seller: TestSeller): Promise<string> {
  const listing = await seller.client.listings.createTopUp({
    brand: 'neon-drift',
    title: '1000 Neon credits code',
    price: 999,
    delivery_type: 'instant',
    delivery_method: 'activation_code',
    attributes: { region: 'eu', amount: 1000 },
    units: Array.from({ length: 4 }, (_, index) => ({ code: `NEON-${index}-${seller.accountId.slice(0, 6)}` })),
  });
  await seller.client.listings.publish('top_up', listing!.id);
  return listing!.id;
}

function daysOf(orders: readonly Order[]): string[] {
  return [...new Set(orders.map((order) => utcDay(Date.parse(order.created_at ?? ''))))].sort();
}

describe('sales book', () => {
  it('records delivered, lost and instant orders once each, across two workers and a restart, with the sandbox prices', async () => {
    const seller = await h.seller();
    const manual = await h.manualListing(seller, 1);
    const instant = await instantTopUp(seller);
    await Promise.all([h.startWorker(), h.startWorker()]);
    const keys = jobKeys(h.namespace);
    await waitFor(
      'the first look at the listings',
      async () => (await h.redis.exists(keys.listingSnapshot(seller.accountId), keys.seenDelivered(seller.accountId))) === 2,
    );

    const deliveredElsewhere = await h.placeOrder(manual, 2);
    const lost = await h.placeOrder(manual);
    const instantSales = [await h.placeOrder(instant), await h.placeOrder(instant, 2)];
    await waitFor('both manual alerts', async () => (await h.redis.scard(keys.openOrders(seller.accountId))) === 2);
    expect((await seller.client.orders.deliver(deliveredElsewhere.id, [{ code: 'STAR-1' }, { code: 'STAR-2' }])).outcome).toBe('delivered');
    await h.advanceClock(61 * 60_000);

    const orders = [deliveredElsewhere, lost, ...instantSales];
    const days = daysOf(orders);
    const expectedCents = [deliveredElsewhere, ...instantSales].reduce((sum, order) => sum + (order.price ?? 0), 0);
    await waitFor('every order in the book', async () => {
      const totals = await h.stores.salesBook.totals(seller.accountId, days);
      return totals.reduce((sum, day) => sum + day.orders + day.lost, 0) === 4;
    });
    await h.closeWorkers();
    await h.startWorker();
    await settle();

    const totals = await h.stores.salesBook.totals(seller.accountId, days);
    expect(totals.reduce((sum, day) => sum + day.orders, 0)).toBe(3);
    expect(totals.reduce((sum, day) => sum + day.lost, 0)).toBe(1);
    expect(totals.reduce((sum, day) => sum + day.units, 0)).toBe(5);
    expect(totals.reduce((sum, day) => sum + day.cents, 0)).toBe(expectedCents);
    const records = await h.stores.salesBook.records(seller.accountId, days);
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
    expect((await h.stores.salesBook.records(seller.accountId, days)).length).toBe(0);
  });

  it('backfills what was delivered before the account was watched, marked as backfilled, once', async () => {
    const seller = await h.seller();
    const instant = await instantTopUp(seller);
    const before = [await h.placeOrder(instant), await h.placeOrder(instant)];
    await h.startWorker();
    const days = daysOf(before);
    await waitFor('the backfilled orders', async () => (await h.stores.salesBook.records(seller.accountId, days)).length === 2);
    const after = await h.placeOrder(instant);
    await waitFor(
      'the live sale',
      async () => (await h.stores.salesBook.records(seller.accountId, daysOf([...before, after]))).length === 3,
    );
    await settle();
    const records = await h.stores.salesBook.records(seller.accountId, daysOf([...before, after]));
    expect(Object.fromEntries(records.map((record) => [record.orderId, record.source]))).toEqual({
      [before[0]!.id]: 'backfill',
      [before[1]!.id]: 'backfill',
      [after.id]: 'live',
    });
    expect(records.reduce((sum, record) => sum + record.amountCents, 0)).toBe(
      [...before, after].reduce((sum, order) => sum + (order.price ?? 0), 0),
    );
  });
});
