import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BudgetExhausted } from '../../src/api/errors.js';
import { bucketFor } from '../../src/api/budget-window.js';
import type { SellerApiClientOptions } from '../../src/api/seller-api.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis, keysMatching } from '../support/test-redis.js';
import { API_KEY, LISTING_ID, listingBody, mockApi, type MockApi } from './mock-api.js';

const testRedis = createTestRedis('api-budget');
const stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry()));
const keyFingerprint = (apiKey: string) => stores.accounts.fingerprint(apiKey);
const OTHER_LISTING = '0a0a0a0a-1111-4222-8333-444444444444';

describe('request budgets shared through Redis', () => {
  const apis: MockApi[] = [];
  let run = 0;
  /** Each test gets its own namespace so budgets from earlier tests do not leak in. */
  let namespace = '';

  function client(options: Partial<SellerApiClientOptions>): MockApi {
    const api = mockApi({ redis: testRedis.redis, namespace, keyFingerprint, ...options });
    api.pool
      .intercept({ path: (path) => path.startsWith('/v1/orders/me'), method: 'GET' })
      .reply(200, { orders: [], total: 0 })
      .persist();
    api.pool
      .intercept({ path: (path) => path.endsWith('/publish'), method: 'POST' })
      .reply(200, listingBody({ status: 'active' }))
      .persist();
    apis.push(api);
    return api;
  }

  function fresh() {
    run += 1;
    namespace = `${testRedis.namespace}:${run}`;
  }

  afterEach(async () => {
    await Promise.all(apis.splice(0).map((api) => api.close()));
  });
  afterAll(async () => {
    await testRedis.cleanup();
  });

  it('two clients with one key stay inside its read budget together', async () => {
    fresh();
    const limits = { readsPerWindow: 3 };
    const first = client({ limits });
    const second = client({ limits });

    await first.client.orders.list();
    await second.client.orders.list();
    await first.client.orders.list();
    const error = await second.client.orders.list().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(BudgetExhausted);
    const exhausted = error as BudgetExhausted;
    expect(exhausted.budget).toBe('reads');
    expect(exhausted.retryAfterMs).toBeGreaterThan(0);
    // Redis counts requests per second of the minute, and a second counts until its end has left.
    expect(exhausted.retryAfterMs).toBeLessThanOrEqual(60_000 + bucketFor(60_000));
    expect(exhausted.retryAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    expect(first.calls().length + second.calls().length).toBe(3);
  });

  it('calls sent at the same moment through several clients spend each key exactly to its budget, no more', async () => {
    fresh();
    const limits = { readsPerWindow: 5, criticalReads: 0 };
    const sharing = [client({ limits }), client({ limits }), client({ limits })];
    const other = client({ limits, apiKey: 'sk_test_another_key_0123456789abcdef' });

    const outcomes = await Promise.all([
      ...Array.from({ length: 12 }, (_, index) =>
        (sharing[index % 3] as MockApi).client.orders.list().then(
          () => 'sent',
          () => 'refused',
        ),
      ),
      ...Array.from({ length: 4 }, () =>
        other.client.orders.list().then(
          () => 'sent',
          () => 'refused',
        ),
      ),
    ]);

    expect(outcomes.slice(0, 12).filter((outcome) => outcome === 'sent')).toHaveLength(5);
    expect(outcomes.slice(12)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(sharing.reduce((sum, api) => sum + api.calls().length, 0)).toBe(5);
  });

  it('writes to one listing stop at its per-minute budget while other listings still go', async () => {
    fresh();
    const limits = { offerWritesPerMinute: 2 };
    const first = client({ limits });
    const second = client({ limits });

    await first.client.listings.publish('top_up', LISTING_ID);
    await second.client.listings.publish('top_up', LISTING_ID);
    const error = await first.client.listings.publish('top_up', LISTING_ID).catch((caught: unknown) => caught);
    await second.client.listings.publish('top_up', OTHER_LISTING);

    expect(error).toMatchObject({ name: 'BudgetExhausted', budget: 'offer_minute' });
    expect(first.calls().length + second.calls().length).toBe(3);
  });

  it('the per-hour listing budget holds after the minute window has moved on', async () => {
    fresh();
    const limits = { offerWritesPerMinute: 2, offerMinuteMs: 200, offerWritesPerHour: 3 };
    const first = client({ limits });
    const second = client({ limits });

    await first.client.listings.publish('top_up', LISTING_ID);
    await second.client.listings.publish('top_up', LISTING_ID);
    await first.client.listings.publish('top_up', LISTING_ID, { onBudget: 'wait' });
    const error = await second.client.listings.publish('top_up', LISTING_ID).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ name: 'BudgetExhausted', budget: 'offer_hour' });
    expect((error as BudgetExhausted).retryAfterMs).toBeGreaterThan(60_000);
    expect(first.calls().length + second.calls().length).toBe(3);
  });

  it('logs a listing write once, though its minute and hour windows both count it', async () => {
    fresh();
    const limits = { offerWritesPerMinute: 2, offerMinuteMs: 300, offerWritesPerHour: 3 };
    const api = client({ limits });

    await api.client.listings.publish('top_up', LISTING_ID);
    await api.client.listings.publish('top_up', LISTING_ID);
    await expect(api.client.listings.publish('top_up', LISTING_ID)).rejects.toMatchObject({ budget: 'offer_minute' });
    await api.client.listings.publish('top_up', LISTING_ID, { onBudget: 'wait' });
    await expect(api.client.listings.publish('top_up', LISTING_ID)).rejects.toMatchObject({ budget: 'offer_hour' });

    expect(api.calls()).toHaveLength(3);
    const log = await testRedis.redis.hgetall(`${namespace}:budget:{${await keyFingerprint(API_KEY)}}:offer:${LISTING_ID}`);
    expect(Object.values(log).reduce((sum, n) => sum + Number(n), 0)).toBe(3);
  });

  it("the write budget is the key's, across listings", async () => {
    fresh();
    const limits = { writesPerWindow: 2 };
    const first = client({ limits });
    await first.client.listings.publish('top_up', LISTING_ID);
    await first.client.listings.publish('top_up', OTHER_LISTING);
    await expect(first.client.listings.publish('account', OTHER_LISTING)).rejects.toMatchObject({ budget: 'writes' });
  });

  it('a caller that chooses to wait gets its call through once a slot frees', async () => {
    fresh();
    const limits = { readsPerWindow: 2, windowMs: 300 };
    const first = client({ limits });
    const second = client({ limits });

    await Promise.all([
      first.client.orders.list(undefined, { onBudget: 'wait' }),
      second.client.orders.list(undefined, { onBudget: 'wait' }),
      first.client.orders.list(undefined, { onBudget: 'wait' }),
      second.client.orders.list(undefined, { onBudget: 'wait' }),
    ]);

    expect(first.calls().length + second.calls().length).toBe(4);
  });

  it('another key has budgets of its own', async () => {
    fresh();
    const limits = { readsPerWindow: 1 };
    await client({ limits }).client.orders.list();
    await client({ limits, apiKey: 'sk_live_another_key_0000' }).client.orders.list();
    await expect(client({ limits }).client.orders.list()).rejects.toBeInstanceOf(BudgetExhausted);
  });

  it('reports what is left and checks a fit without spending', async () => {
    fresh();
    const limits = { readsPerWindow: 5, writesPerWindow: 4, offerWritesPerMinute: 1, criticalReads: 0 };
    const api = client({ limits });
    await api.client.orders.list();
    await api.client.orders.list();
    await api.client.listings.publish('top_up', LISTING_ID);

    const left = await api.client.budget.remaining();
    expect(left.reads).toMatchObject({ limit: 5, remaining: 3 });
    expect(left.writes).toMatchObject({ limit: 4, remaining: 3 });
    expect(left.reads.nextSlotAt).toBeInstanceOf(Date);

    expect(await api.client.budget.fits({ kind: 'read', count: 3 })).toEqual({ fits: true });
    expect(await api.client.budget.fits({ kind: 'read', count: 3 })).toEqual({ fits: true });
    expect(await api.client.budget.fits({ kind: 'read', count: 4 })).toMatchObject({ fits: false, budget: 'reads' });
    expect(await api.client.budget.fits({ kind: 'write', offerId: LISTING_ID })).toMatchObject({ fits: false, budget: 'offer_minute' });
    expect(await api.client.budget.fits({ kind: 'write', offerId: OTHER_LISTING })).toEqual({ fits: true });
    expect((await api.client.budget.remaining()).reads.remaining).toBe(3);
  });

  it('keys Redis by the keyed hash of the API key: the key is in no Redis key or value', async () => {
    fresh();
    const api = client({});
    await api.client.orders.list();
    await api.client.listings.publish('top_up', LISTING_ID);

    const keys = await keysMatching(testRedis.redis, `${namespace}*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toContain(await keyFingerprint(API_KEY));
      expect(key).not.toContain(API_KEY);
      // A minute's log is a string of counts, a listing's hour a hash of them.
      const log =
        (await testRedis.redis.type(key)) === 'hash' ? JSON.stringify(await testRedis.redis.hgetall(key)) : await testRedis.redis.get(key);
      expect(log?.length).toBeGreaterThan(0);
      expect(log).not.toContain(API_KEY);
    }
  });
});

describe('request budgets without Redis', () => {
  it('are still enforced in-process', async () => {
    const api = mockApi({ limits: { readsPerWindow: 1 } });
    api.pool.intercept({ path: '/v1/orders/me', method: 'GET' }).reply(200, { orders: [] }).persist();
    await api.client.orders.list();
    await expect(api.client.orders.list()).rejects.toMatchObject({ name: 'BudgetExhausted', budget: 'reads' });
    expect(await api.client.budget.remaining()).toMatchObject({ reads: { remaining: 0 }, writes: { remaining: 250 } });
    await api.close();
  });
});
