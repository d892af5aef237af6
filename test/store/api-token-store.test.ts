import { afterAll, describe, expect, it } from 'vitest';
import { MAX_API_TOKENS } from '../../src/store/api-token-store.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('api-token-store');
afterAll(cleanup);

const { apiTokens } = createStores(redis, namespace, parseKeyRing(generateKeyRingEntry('tokens')));

describe("the cap on a shop's API tokens", () => {
  it(`lets exactly one of ten creations at once through at ${MAX_API_TOKENS - 1} tokens`, async () => {
    for (let index = 0; index < MAX_API_TOKENS - 1; index += 1) {
      expect((await apiTokens.create('acc-race', `held-${index}`, 'viewer', 'owner-1', 1)).ok).toBe(true);
    }
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => apiTokens.create('acc-race', `racing-${index}`, 'viewer', 'owner-1', 2)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'too_many')).toHaveLength(9);
    expect(await apiTokens.list('acc-race')).toHaveLength(MAX_API_TOKENS);
  });

  it('refuses a label already taken', async () => {
    expect((await apiTokens.create('acc-label', 'ci', 'viewer', 'owner-1', 1)).ok).toBe(true);
    expect(await apiTokens.create('acc-label', 'ci', 'viewer', 'owner-1', 2)).toEqual({ ok: false, reason: 'label_taken' });
  });
});
