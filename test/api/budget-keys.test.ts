// Issue #18 item 13: the Redis keys of a key's request budgets are named by the keyed
// hash the stores use (the account's keyFingerprint), never by a plain SHA-256 of the
// API key that anyone reading Redis could test guessed keys against.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { composeTestCore } from '../support/composed.js';
import { createLogger } from '../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores, type Stores } from '../../src/store/stores.js';
import { TestAdapter, textOf } from '../support/test-adapter.js';
import { createTestRedis, keysMatching, type TestRedis } from '../support/test-redis.js';

let sandbox: RunningSandbox;
let testRedis: TestRedis;
let stores: Stores;
let core: HawkerCore;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 13 });
  testRedis = createTestRedis('budget-keys');
  stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry()));
  // The core's own client factory, as `npm start` builds it.
  core = composeTestCore(
    { redis: testRedis.redis, namespace: testRedis.namespace, stores, logger: createLogger({ level: 'silent' }) },
    sandbox.baseUrl,
  );
});

afterAll(async () => {
  await core.close();
  await sandbox.close();
  await testRedis.cleanup();
});

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

describe('budget keys in Redis', () => {
  it("carry the account's keyed fingerprint, and no plain hash of the API key", async () => {
    const apiKey = sandbox.sellers[0]?.apiKey ?? '';
    const seller = new TestAdapter(core).user('seller');
    expect(textOf((await seller.dm.command('connect', `${apiKey} Demo`))[0] ?? {})).toMatch(/connected/i);
    expect(textOf((await seller.dm.command('orders'))[0] ?? {})).not.toMatch(/went wrong/);

    const identity = await stores.identities.resolve('test', 'seller');
    const accountId = (await stores.identities.activeAccount(identity))?.accountId ?? '';
    const account = await stores.accounts.get(accountId);
    expect(account?.keyFingerprint).toMatch(/^[0-9a-f]{32}$/);

    const budgetKeys = await keysMatching(testRedis.redis, `${testRedis.namespace}:budget:*`);
    expect(budgetKeys.length).toBeGreaterThan(0);
    const plainHashes = [sha256(apiKey), sha256(`hawker-budget:${apiKey}`)].map((hex) => hex.slice(0, 32));
    for (const key of budgetKeys) {
      expect(key.startsWith(`${testRedis.namespace}:budget:{${account?.keyFingerprint}}:`)).toBe(true);
      for (const plain of plainHashes) expect(key).not.toContain(plain);
      expect(key).not.toContain(apiKey);
    }
  });
});
