import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_STOCK_WRITES } from '../../../src/store/keep-stock-store.js';
import { KeepStockStore } from '../../../src/store/keep-stock-store.js';
import { listingSnapshotKey } from '../../../src/store/listing-snapshots.js';
import { openHarness, waitFor, type Harness, type TestSeller } from '../support/jobs-harness.js';
import { publishInstantTopUp } from '../support/instant-top-up.js';

let h: Harness;
let keepStock: KeepStockStore;

beforeAll(async () => {
  h = await openHarness('keep-stocked');
  keepStock = new KeepStockStore(h.redis, h.namespace);
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

/**
 * A worker that has taken its first look at the sellers' listings. Its own request budget
 * counts real time: the marketplace's limits (the sandbox's, on its clock) are the ones under test.
 */
async function startWorker(...sellers: TestSeller[]): Promise<void> {
  await h.startWorker({}, { limits: { offerWritesPerMinute: 1_000, offerWritesPerHour: 1_000 } });
  for (const seller of sellers)
    await waitFor(
      'the first look at the listings',
      async () => (await h.redis.exists(listingSnapshotKey(h.namespace, seller.accountId))) === 1,
    );
  await h.drain();
}

/** Moves the marketplace clock on and lets every listing-watch pass due by then run. */
async function after(ms: number): Promise<void> {
  await h.advanceClock(ms);
  await h.drain();
}

/** Every code the listing ever held (sold ones too), as the sandbox keeps them. */
function codesOn(listingId: string): string[] {
  const listing = h.sandbox.core.state.listings.get(listingId);
  return (listing?.units ?? []).map((unit) => (h.sandbox.core.vault.open(unit.goods) as { code: string }).code);
}

function onSale(listingId: string): number {
  return (h.sandbox.core.state.listings.get(listingId)?.units ?? []).filter((unit) => unit.status === 'available').length;
}

function poolCodes(seller: TestSeller, count: number, prefix = 'DRIP'): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}-${index}-${seller.accountId.slice(0, 6)}`);
}

/** An instant top-up with one code of the seller's own on sale, kept at `units` from the pool `neon`. */
async function keptListing(seller: TestSeller, units: number, poolSize: number): Promise<string> {
  const listingId = await publishInstantTopUp(seller, 1);
  await h.stores.pools.add(seller.accountId, 'neon', poolCodes(seller, poolSize), h.sandbox.core.clock.now());
  await h.stores.autopilot.bind(seller.accountId, {
    listingId,
    title: '1000 Neon credits code',
    mode: { kind: 'keep', pool: 'neon', units },
    capOrders: null,
    capCents: null,
    since: h.sandbox.core.clock.now(),
    by: 'Alice',
  });
  return listingId;
}

function expectEachOnce(codes: string[]): void {
  expect(new Set(codes).size).toBe(codes.length);
}

const titled = (chatId: string, prefix: string) =>
  h.notifier.inChat(chatId).filter((message) => message.versions[0]?.title?.startsWith(prefix));

describe('drip restock', () => {
  it('keeps n on sale as instant orders sell, within the per-listing write limits, each code uploaded once', async () => {
    const seller = await h.seller();
    const listingId = await keptListing(seller, 3, 30);
    await startWorker(seller);
    expect(onSale(listingId)).toBe(3);

    // A sale every 20 s: each pass tops the listing up again, until autopilot's 8 writes of the hour are spent.
    for (let round = 1; round <= 7; round += 1) {
      await h.placeOrder(listingId);
      await after(20_000);
      expect(onSale(listingId)).toBe(3);
    }
    await h.placeOrder(listingId);
    await after(20_000);
    expect(onSale(listingId)).toBe(2);

    await after(60 * 60_000);
    expect(onSale(listingId)).toBe(3);
    const dripped = codesOn(listingId).filter((code) => code.startsWith('DRIP-'));
    expect(dripped).toHaveLength(2 + 7 + 1);
    expectEachOnce(dripped);
    const pool = await h.stores.pools.get(seller.accountId, 'neon');
    expect(pool).toMatchObject({ available: 30 - dripped.length, held: 0 });
    expect(h.sandbox.core.limiter.refused).toBe(0);
  });

  it('tells the team once when the pool runs dry, and tops up (and puts a sold-out listing back on sale) once codes come', async () => {
    const seller = await h.seller();
    const listingId = await keptListing(seller, 3, 2);
    await startWorker(seller);
    expect(onSale(listingId)).toBe(3);

    await h.placeOrder(listingId, 2);
    await after(20_000);
    await after(20_000);
    await h.placeOrder(listingId);
    await after(20_000);
    expect(onSale(listingId)).toBe(0);
    expect(h.sandbox.core.state.listings.get(listingId)?.status).toBe('sold');
    const short = titled(seller.teamChat, 'Pool empty');
    expect(short).toHaveLength(1);
    expect(short[0]!.versions[0]!.text).toContain('/pool add neon');

    await h.stores.pools.add(seller.accountId, 'neon', poolCodes(seller, 5, 'MORE'), h.sandbox.core.clock.now());
    await after(20_000);
    expect(onSale(listingId)).toBe(3);
    expect(h.sandbox.core.state.listings.get(listingId)?.status).toBe('active');
    expect(titled(seller.teamChat, 'Pool empty')).toHaveLength(1);
    expectEachOnce(codesOn(listingId));
  });

  it('settles a top-up a killed worker left pending from the stock, and sends no code twice', async () => {
    const seller = await h.seller();
    const landed = await keptListing(seller, 3, 10);
    const at = h.sandbox.core.clock.now();
    // A worker reserved two codes, recorded the top-up and sent it, then died before it saw the answer.
    const reserved = await h.stores.pools.reserve(seller.accountId, 'neon', `keep:${landed}:0`, 2);
    if (reserved.status !== 'reserved') throw new Error('the pool should hold the codes');
    await keepStock.begin(seller.accountId, landed, { seq: 0, pool: 'neon', count: 2, stockBefore: 1, at }, KEEP_STOCK_WRITES);
    await seller.client.units.add(
      landed,
      reserved.codes.map((code) => ({ code })),
    );
    await h.advanceClock(5_000);
    await h.placeOrder(landed);

    const second = await h.seller();
    const lost = await keptListing(second, 3, 10);
    // The other one died before its request left.
    await h.stores.pools.reserve(second.accountId, 'neon', `keep:${lost}:0`, 2);
    await keepStock.begin(second.accountId, lost, { seq: 0, pool: 'neon', count: 2, stockBefore: 1, at }, KEEP_STOCK_WRITES);

    await startWorker(seller, second);
    await after(40_000);
    expect(onSale(landed)).toBe(3);
    expect(onSale(lost)).toBe(3);
    for (const [who, listingId] of [
      [seller, landed],
      [second, lost],
    ] as const) {
      const codes = codesOn(listingId);
      expectEachOnce(codes);
      expect(await h.stores.pools.get(who.accountId, 'neon')).toMatchObject({ held: 0, available: 10 - (codes.length - 1) });
    }
    expect(codesOn(landed)).toEqual(expect.arrayContaining(reserved.codes));
    expect(codesOn(landed).filter((code) => code.startsWith('DRIP-'))).toHaveLength(3);
    expect(codesOn(lost).filter((code) => code.startsWith('DRIP-'))).toHaveLength(2);
  });

  it('settles a top-up left pending when the listing leaves drip restock, then forgets the listing', async () => {
    const seller = await h.seller();
    const listingId = await keptListing(seller, 3, 10);
    const at = h.sandbox.core.clock.now();
    const reserved = await h.stores.pools.reserve(seller.accountId, 'neon', `keep:${listingId}:0`, 2);
    if (reserved.status !== 'reserved') throw new Error('the pool should hold the codes');
    await keepStock.begin(seller.accountId, listingId, { seq: 0, pool: 'neon', count: 2, stockBefore: 1, at }, KEEP_STOCK_WRITES);
    await seller.client.units.add(
      listingId,
      reserved.codes.map((code) => ({ code })),
    );
    await h.stores.autopilot.unbind(seller.accountId, listingId);

    await startWorker(seller);
    await after(40_000);
    expect(await h.stores.pools.get(seller.accountId, 'neon')).toMatchObject({ available: 8, held: 0 });
    expect(await keepStock.listings(seller.accountId)).toEqual([]);
    await h.placeOrder(listingId, 2);
    await after(20_000);
    expect(onSale(listingId)).toBe(1);
    expectEachOnce(codesOn(listingId));
  });

  it('holds an upload whose answer was lost until the stock tells, then sends its codes once', async () => {
    const seller = await h.seller();
    const listingId = await keptListing(seller, 3, 10);
    const fault = await h.admin<{ id: string }>('POST', '/_sandbox/faults', {
      kind: 'reset',
      method: 'POST',
      path_prefix: `/v1/offers/top-ups/${listingId}/units`,
      times: 1,
    });
    expect(fault.status).toBe(201);
    await startWorker(seller);
    expect(onSale(listingId)).toBe(1);
    expect(await h.stores.pools.get(seller.accountId, 'neon')).toMatchObject({ available: 8, held: 2 });

    await after(40_000);
    expect(onSale(listingId)).toBe(3);
    const dripped = codesOn(listingId).filter((code) => code.startsWith('DRIP-'));
    expect(dripped).toEqual(poolCodes(seller, 2));
    expect(await h.stores.pools.get(seller.accountId, 'neon')).toMatchObject({ available: 8, held: 0 });
  });

  it('stops when moderation removes the listing and says how many codes were on it', async () => {
    const seller = await h.seller();
    const listingId = await keptListing(seller, 3, 10);
    await startWorker(seller);
    expect(onSale(listingId)).toBe(3);

    const removed = await h.admin('POST', `/_sandbox/offers/${listingId}/moderate`, { action: 'remove' });
    expect(removed.status).toBe(204);
    await after(20_000);
    const [stopped] = titled(seller.teamChat, 'Autopilot stopped');
    expect(stopped!.versions[0]!.text).toContain('At most 3 codes were on it');
    expect(await h.stores.autopilot.binding(seller.accountId, listingId)).toBeNull();
    expect(await h.stores.pools.get(seller.accountId, 'neon')).toMatchObject({ available: 8, held: 0 });
    await after(20_000);
    expect(titled(seller.teamChat, 'Autopilot stopped')).toHaveLength(1);
  });
});
