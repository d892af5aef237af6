import { afterAll, describe, expect, it } from 'vitest';
import { countdownsDueKey } from '../../src/store/countdown-schedule.js';
import { DueSet } from '../../src/store/due-set.js';
import { isCluster } from '../../src/runtime/redis-connection.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { oldKeyLayoutPresent, upgradeKeyLayout } from '../../src/store/key-layout-upgrade.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis, keysMatching } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('key-layout');
const keyRing = parseKeyRing(generateKeyRingEntry('layout'));

afterAll(async () => {
  await cleanup();
});

const SPLIT_INDEXES =
  /^(accounts:alert-enabled|accounts:by-fingerprint|guard:pending|guard:with-hours|guard:with-swamped-rule|jobs:due:\w+)$/;

/**
 * Writes what the release before key groups wrote: the same keys without the `{g<n>}`
 * segment, and each index as one global key.
 */
async function backToTheOldLayout(): Promise<void> {
  const grouped = new RegExp(`^${namespace}:\\{g\\d+\\}:(.*)$`);
  for (const key of await keysMatching(redis, `${namespace}:*`)) {
    const rest = grouped.exec(key)?.[1];
    if (rest === undefined) continue;
    const old = `${namespace}:${rest}`;
    if (!SPLIT_INDEXES.test(rest)) await redis.rename(key, old);
    else if (rest === 'accounts:by-fingerprint') await redis.hset(old, await redis.hgetall(key));
    else if (rest.startsWith('guard:')) await redis.sadd(old, ...(await redis.smembers(key)));
    else {
      const flat = await redis.zrange(key, 0, -1, 'WITHSCORES');
      for (let index = 0; index + 1 < flat.length; index += 2) await redis.zadd(old, Number(flat[index + 1]), flat[index] ?? '');
    }
    if (SPLIT_INDEXES.test(rest)) await redis.del(key);
  }
}

describe('the key layout upgrade', () => {
  it('keeps every shop of an earlier release: account, key, team, schedule, countdown, guard and sales', async () => {
    // What the bot and the worker ask at every start, on one Redis or a cluster.
    expect(await oldKeyLayoutPresent(redis, namespace)).toBe(false);
    // An earlier release ran on one Redis only: on a cluster the upgrade refuses to start.
    if (isCluster(redis)) {
      await expect(upgradeKeyLayout(redis, namespace)).rejects.toThrow(/before moving to a cluster/);
      return;
    }
    const stores = createStores(redis, namespace, keyRing);
    const shops = [];
    for (let index = 0; index < 5; index += 1) {
      const owner = await stores.identities.resolve('telegram', `40${index}`);
      const account = await stores.accounts.create({
        label: `Shop ${index}`,
        apiKey: `sk_layout_${index}`,
        ownerIdentityId: owner,
        marketplaceUrl: 'http://127.0.0.1:1',
      });
      await stores.team.grant(account.id, owner, 'owner');
      await stores.schedule.dueNow(account.id, 1_000 + index);
      await new DueSet(redis, countdownsDueKey(namespace)).addIfAbsent(`${account.id}|order-${index}`, 5_000 + index);
      await stores.away.setHours(account.id, { timeZone: 'UTC', ranges: [{ day: 'mon', start: 540, end: 1_080 }] });
      await stores.salesBook.record(account.id, {
        orderId: `order-${index}`,
        at: Date.UTC(2026, 10, 20, 12),
        listingId: null,
        title: 'Gems',
        category: null,
        game: null,
        quantity: 1,
        amountCents: 1_250,
        costCents: null,
        estimated: false,
        deliveryType: 'manual',
        deliveredBy: null,
        deliverySeconds: 60,
        outcome: 'delivered_hawker',
        source: 'live',
      });
      shops.push({ account, owner, apiKey: `sk_layout_${index}` });
    }
    await backToTheOldLayout();
    expect(await oldKeyLayoutPresent(redis, namespace)).toBe(true);
    expect(await stores.accounts.get(shops[0]?.account.id ?? '')).toBeNull();

    const report = await upgradeKeyLayout(redis, namespace);
    expect(report.conflicts).toEqual([]);
    expect(await oldKeyLayoutPresent(redis, namespace)).toBe(false);

    const pollable = await stores.accounts.listAlertEnabled(null, 100);
    expect(pollable.ids.sort()).toEqual(shops.map((shop) => shop.account.id).sort());
    expect((await stores.away.accountsWithHours()).sort()).toEqual(pollable.ids);
    const countdowns = await new DueSet(redis, countdownsDueKey(namespace)).claim(10_000, 100, 1_000);
    expect(countdowns).toHaveLength(5);
    for (const [index, { account, owner, apiKey }] of shops.entries()) {
      expect(await stores.accounts.get(account.id)).toMatchObject({ label: `Shop ${index}` });
      expect(await stores.accounts.apiKey(account.id)).toBe(apiKey);
      expect((await stores.accounts.findByKey(apiKey))?.id).toBe(account.id);
      expect(await stores.identities.resolve('telegram', `40${index}`)).toBe(owner);
      expect(await stores.team.roleOf(account.id, owner)).toBe('owner');
      expect(await stores.identities.accountsOf(owner)).toEqual([{ accountId: account.id, role: 'owner' }]);
      expect(await stores.schedule.ordersDueAt(account.id)).toBe(1_000 + index);
      expect((await stores.salesBook.totals(account.id, ['2026-11-20'], 'UTC'))[0]).toMatchObject({ orders: 1 });
    }
  });
});
