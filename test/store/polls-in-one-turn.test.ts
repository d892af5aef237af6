// Order polls that start or finish in the same turn of the event loop share one script
// (per cluster slot): each poll still reads its own shop and open orders, and each shop
// goes back to its own next time by its own tier, a disconnected one answering so.
import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createJobStores } from '../../src/store/job-stores.js';
import { POLL_TIER_FIELD, accountRecordKey } from '../../src/store/records.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('polls-in-one-turn');
afterAll(cleanup);

const stores = createStores(redis, namespace, parseKeyRing(generateKeyRingEntry('turn')));
const jobs = createJobStores(redis, namespace);
const WATCH_MS = 300_000;

async function shop(label: string): Promise<string> {
  const account = await stores.accounts.create({
    label,
    marketplaceUrl: 'http://127.0.0.1:8080',
    apiKey: `sk_test_${crypto.randomUUID().replaceAll('-', '')}`,
    ownerIdentityId: 'owner',
  });
  return account.id;
}

describe('polls in one turn', () => {
  it('read each shop and its open orders, however many start together', async () => {
    const shops = await Promise.all(Array.from({ length: 40 }, (_, index) => shop(`shop ${index}`)));
    await Promise.all(shops.map((accountId, index) => jobs.ledger.markOpen(accountId, [`order-${index}-a`, `order-${index}-b`])));
    await stores.accounts.setAlertsEnabled(shops[3] as string, false);
    const gone = 'no-such-account';

    const starts = await Promise.all([...shops, gone].map((accountId) => jobs.pollStart.read(accountId)));

    shops.forEach((accountId, index) => {
      const start = starts[index];
      expect(start?.account?.id).toBe(accountId);
      expect(start?.account?.label).toBe(`shop ${index}`);
      expect(start?.account?.alertsEnabled).toBe(index !== 3);
      expect([...(start?.open ?? [])].sort()).toEqual([`order-${index}-a`, `order-${index}-b`]);
    });
    expect(starts[shops.length]).toEqual({ account: null, open: new Set() });
  });

  it('put each shop back by its own tier, and say which shops were disconnected meanwhile', async () => {
    const now = Date.now();
    const [fast, idle, idleUnwatched, disconnected, openOrder] = await Promise.all(['fast', 'idle', 'unwatched', 'gone', 'open'].map(shop));
    const all = [fast, idle, idleUnwatched, disconnected, openOrder] as string[];
    await jobs.due.orders.addAllIfAbsent(all.map((member) => ({ member, dueAt: now })));
    await jobs.due.listings.addAllIfAbsent([
      { member: idle as string, dueAt: now + 200_000 },
      { member: openOrder as string, dueAt: now + 200_000 },
    ]);
    for (const accountId of [idle, idleUnwatched, openOrder] as string[])
      await redis.hset(accountRecordKey(namespace, accountId), POLL_TIER_FIELD, 'i1');
    await redis.del(accountRecordKey(namespace, disconnected as string));

    const at = now + 3_000;
    const idleAt = now + WATCH_MS;
    const connected = await Promise.all([
      stores.schedule.rescheduleOrders(fast as string, at, idleAt, WATCH_MS),
      stores.schedule.rescheduleOrders(idle as string, at, idleAt, WATCH_MS),
      stores.schedule.rescheduleOrders(idleUnwatched as string, at, idleAt, WATCH_MS),
      stores.schedule.rescheduleOrders(disconnected as string, at, idleAt, WATCH_MS),
      // An order still open: no idle time, so the fast time whatever the tier.
      stores.schedule.rescheduleOrders(openOrder as string, at, undefined, WATCH_MS),
    ]);

    expect(connected).toEqual([true, true, true, false, true]);
    expect(await stores.schedule.ordersDueAt(fast as string)).toBe(at);
    // Half a watch interval off its next listing watch: before it, as that is still ahead of the fast time.
    expect(await stores.schedule.ordersDueAt(idle as string)).toBe(now + 200_000 - WATCH_MS / 2);
    expect(await stores.schedule.ordersDueAt(idleUnwatched as string)).toBe(idleAt);
    expect(await stores.schedule.ordersDueAt(openOrder as string)).toBe(at);
  });
});
