import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { inBudgetClass, type BudgetClass } from '../../src/api/budget-class.js';
import type { BudgetLimits } from '../../src/api/budget-window.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis } from '../support/test-redis.js';
import { listingBody, mockApi, type MockApi } from './mock-api.js';

// Two connections stand for two processes (a bot and a worker) sharing one key.
const first = createTestRedis('api-budget-classes');
const second = createTestRedis('api-budget-classes-other');
const stores = createStores(first.redis, first.namespace, parseKeyRing(generateKeyRingEntry()));
const keyFingerprint = (apiKey: string) => stores.accounts.fingerprint(apiKey);

const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'sent' as const,
    () => 'refused' as const,
  );
const sent = (outcomes: readonly string[]) => outcomes.filter((result) => result === 'sent').length;
const listing = (n: number) => `7b0f4f0e-3c55-4d7a-9a0e-${String(n).padStart(12, '0')}`;

describe('budget classes on one key', () => {
  const apis: MockApi[] = [];
  let run = 0;
  let namespace = '';

  function client(budgetClass: BudgetClass, limits: Partial<BudgetLimits>, redis = first.redis): MockApi {
    const api = mockApi({ budgetClass, redis, namespace, keyFingerprint, limits, retry: { maxAttempts: 1 } });
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
    namespace = `${first.namespace}:${run}`;
  }

  afterEach(async () => {
    await Promise.all(apis.splice(0).map((api) => api.close()));
  });
  afterAll(async () => {
    await second.cleanup();
    await first.cleanup();
  });

  it('a bulk import spends only what the critical reserve leaves, and a delivery still gets the reserve', async () => {
    fresh();
    const limits = { writesPerWindow: 10, criticalWrites: 4 };
    const importer = client('bulk', limits);
    const worker = client('bulk', limits);

    const imported = await Promise.all(
      Array.from({ length: 10 }, (_, n) => outcome(importer.client.listings.publish('top_up', listing(n)))),
    );
    expect(sent(imported)).toBe(6);

    // The worker's critical work names its class; its client's own is bulk.
    const delivered = await inBudgetClass('critical', () =>
      Promise.all(Array.from({ length: 5 }, (_, n) => outcome(worker.client.listings.publish('top_up', listing(20 + n))))),
    );
    expect(delivered).toEqual(['sent', 'sent', 'sent', 'sent', 'refused']);

    const { classes } = await importer.client.budget.remaining();
    expect(classes.writes).toEqual({ reserved: 4, shared: 6, spent: { critical: 4, interactive: 0, bulk: 6 } });
  });

  it('the order poll is never refused for budget while bulk reads and a person use up the rest', async () => {
    fresh();
    const limits = { readsPerWindow: 20, criticalReads: 5 };
    const exporter = client('bulk', limits);
    const person = client('interactive', limits);
    const poller = client('bulk', limits);

    const [exported, chat, polls] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, () => outcome(exporter.client.orders.list()))),
      Promise.all(Array.from({ length: 10 }, () => outcome(person.client.orders.list()))),
      Promise.all(
        Array.from({ length: 5 }, () =>
          outcome(poller.client.orders.list('awaiting_delivery', { onBudget: 'fail', budgetClass: 'critical' })),
        ),
      ),
    ]);

    expect(polls).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    expect(sent(exported) + sent(chat)).toBe(15);
  });

  it('two processes on one key keep the marketplace limit and the reserve between them', async () => {
    fresh();
    const limits = { readsPerWindow: 12, criticalReads: 4 };
    const bot = client('interactive', limits, first.redis);
    const importer = client('bulk', limits, second.redis);
    const poller = client('critical', limits, second.redis);

    const [chat, imported, polled] = await Promise.all(
      [bot, importer, poller].map((api) => Promise.all(Array.from({ length: 20 }, () => outcome(api.client.orders.list())))),
    );

    expect(sent(chat ?? []) + sent(imported ?? []) + sent(polled ?? [])).toBe(12);
    expect(sent(chat ?? []) + sent(imported ?? [])).toBeLessThanOrEqual(8);
    expect(sent(polled ?? [])).toBeGreaterThanOrEqual(4);
    expect(bot.calls().length + importer.calls().length + poller.calls().length).toBe(12);
  });

  it("one listing's own write limit refusing a person does not make bulk work stand back", async () => {
    fresh();
    const limits = { writesPerWindow: 10, criticalWrites: 2, offerWritesPerMinute: 1 };
    const person = client('interactive', limits);
    const importer = client('bulk', limits);

    const edits = [];
    for (let n = 0; n < 2; n += 1) edits.push(await outcome(person.client.listings.publish('top_up', listing(1))));
    expect(edits).toEqual(['sent', 'refused']);

    expect(await outcome(importer.client.listings.publish('top_up', listing(2)))).toBe('sent');
  });

  it('bulk work is told the budget has room while it only stands back for a person', async () => {
    fresh();
    const limits = { writesPerWindow: 4, criticalWrites: 1 };
    const person = client('interactive', limits);
    const importer = client('bulk', limits);

    const edits = [];
    for (let n = 0; n < 4; n += 1) edits.push(await outcome(person.client.listings.publish('top_up', listing(n))));
    expect(edits).toEqual(['sent', 'sent', 'sent', 'refused']);

    // The person's refusal set the gate, yet the shared windows are full: no room for bulk.
    expect((await importer.client.budget.fits({ kind: 'write', budgetClass: 'bulk' })).fits).toBe(false);
    const fresher = client('bulk', { writesPerWindow: 10, criticalWrites: 1 });
    expect((await fresher.client.budget.fits({ kind: 'write', budgetClass: 'bulk' })).fits).toBe(true);
  });

  it('a client without Redis keeps the reserve too', async () => {
    fresh();
    const api = mockApi({ budgetClass: 'bulk', limits: { readsPerWindow: 5, criticalReads: 2 }, retry: { maxAttempts: 1 } });
    apis.push(api);
    api.pool
      .intercept({ path: (path) => path.startsWith('/v1/orders/me'), method: 'GET' })
      .reply(200, { orders: [], total: 0 })
      .persist();

    const bulk = await Promise.all(Array.from({ length: 5 }, () => outcome(api.client.orders.list())));
    const critical = await Promise.all(
      Array.from({ length: 3 }, () => outcome(api.client.orders.list(undefined, { budgetClass: 'critical' }))),
    );

    expect(sent(bulk)).toBe(3);
    expect(critical).toEqual(['sent', 'sent', 'refused']);
  });
});
