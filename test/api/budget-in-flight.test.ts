import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { publishManualTopUps } from '../../sandbox/bulk-seed.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import type { BudgetLimits } from '../../src/api/budget-window.js';
import type { SellerApiClientOptions } from '../../src/api/seller-api.js';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis } from '../support/test-redis.js';

// The spec's minute shortened alike on both sides, so a full write budget frees in two seconds.
const WINDOWS = { minuteMs: 2_000, hourMs: 120_000 };
const LIMITS: Partial<BudgetLimits> = { windowMs: WINDOWS.minuteMs, offerMinuteMs: WINDOWS.minuteMs, offerHourMs: WINDOWS.hourMs };
const WRITE_BUDGET = 250;

const testRedis = createTestRedis('api-budget-in-flight');
const stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry()));
let sandbox: RunningSandbox | undefined;

beforeEach(async () => {
  await sandbox?.close();
  sandbox = await startSandbox({ seed: 5, rateWindows: WINDOWS });
});

afterAll(async () => {
  await sandbox?.close();
  await testRedis.cleanup();
});

/**
 * The marketplace counts a write when it arrives: a whole budget's burst reaches it a good
 * while after Hawker spent it, then it answers at once, so the next writes arrive the
 * moment Hawker's own count frees a slot.
 */
async function slowBurstThenMore(budgets: Pick<SellerApiClientOptions, 'redis' | 'namespace' | 'keyFingerprint'>) {
  const market = sandbox as RunningSandbox;
  const seller = market.sellers[0];
  if (!seller) throw new Error('the sandbox seeds a demo seller');
  const ids = publishManualTopUps(market.core, seller.id, WRITE_BUDGET + 10);
  const client = new SellerApiClient({
    budgetClass: 'interactive',
    baseUrl: market.baseUrl,
    apiKey: seller.apiKey,
    retry: { maxAttempts: 1 },
    limits: LIMITS,
    ...budgets,
  });
  market.core.faults.add({ kind: 'delay', method: 'POST', delay_ms: 400, times: WRITE_BUDGET });
  const unpublish = (some: string[]) => Promise.all(some.map((id) => client.listings.unpublish('top_up', id, { onBudget: 'wait' })));
  try {
    await unpublish(ids.slice(0, WRITE_BUDGET));
    await unpublish(ids.slice(WRITE_BUDGET));
  } finally {
    await client.close();
  }
  return {
    refused: market.core.limiter.refused,
    offSale: ids.filter((id) => market.core.state.listings.get(id)?.status === 'draft').length,
  };
}

describe('a write budget spent while the marketplace answers slowly', () => {
  it('holds each slot in Redis from when its write was answered, so the writes after a slow burst draw no 429', async () => {
    const outcome = await slowBurstThenMore({
      redis: testRedis.redis,
      namespace: testRedis.namespace,
      keyFingerprint: (key) => stores.accounts.fingerprint(key),
    });
    expect(outcome).toEqual({ refused: 0, offSale: WRITE_BUDGET + 10 });
  }, 30_000);

  it('does the same for a client that keeps its budgets in memory', async () => {
    expect(await slowBurstThenMore({})).toEqual({ refused: 0, offSale: WRITE_BUDGET + 10 });
  }, 30_000);
});
