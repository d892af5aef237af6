import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis, keysMatching } from '../support/test-redis.js';
import { keyScope } from '../../src/store/key-scope.js';

const { redis, namespace, cleanup } = createTestRedis('code-registry');
afterAll(cleanup);

const { codes } = createStores(redis, namespace, parseKeyRing(generateKeyRingEntry('t')));

describe('restocked-code registry', () => {
  it('refuses duplicates within a batch and against codes added before', async () => {
    expect(await codes.addIfNew('acc-1', ['AAAA-1111', 'BBBB-2222', 'AAAA-1111', 'CCCC-3333'])).toEqual({ added: 3, duplicates: [2] });
    expect(await codes.addIfNew('acc-1', ['DDDD-4444', 'BBBB-2222', 'DDDD-4444'])).toEqual({ added: 1, duplicates: [1, 2] });
  });

  it('keeps accounts apart', async () => {
    expect(await codes.addIfNew('acc-2', ['AAAA-1111'])).toEqual({ added: 1, duplicates: [] });
  });

  it('stores no code in clear, and no unkeyed hash of it', async () => {
    const code = 'SECRET-GIFT-CODE-9F8E7D';
    await codes.addIfNew('acc-3', [code]);
    const members = await redis.smembers(`${keyScope(namespace, 'acc-3')}:codes:acc-3`);
    expect(members).toHaveLength(1);
    const { createHash } = await import('node:crypto');
    const plainHash = createHash('sha256').update(code).digest('hex');
    for (const key of await keysMatching(redis, `${namespace}:*`)) {
      const type = await redis.type(key);
      const values = type === 'set' ? await redis.smembers(key) : type === 'string' ? [(await redis.get(key)) ?? ''] : [];
      for (const value of values) {
        expect(value).not.toContain(code);
        expect(value).not.toContain(plainHash.slice(0, 16));
      }
    }
  });

  it('adds a code once when two restocks race with it', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => codes.addIfNew('acc-4', ['RACE-1', 'RACE-2'])));
    expect(results.reduce((sum, result) => sum + result.added, 0)).toBe(2);
  });

  it('forgets codes whose upload failed so they can be sent again', async () => {
    await codes.addIfNew('acc-5', ['FAIL-1', 'KEEP-1']);
    await codes.remove('acc-5', ['FAIL-1']);
    expect(await codes.addIfNew('acc-5', ['FAIL-1', 'KEEP-1'])).toEqual({ added: 1, duplicates: [1] });
  });
});
