import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { POOL_MAX_CODES } from '../../src/store/pool-store.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis, keysMatching } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('pool-store');
afterAll(cleanup);

const { pools, codes } = createStores(redis, namespace, parseKeyRing(generateKeyRingEntry('t')));
const NOW = Date.UTC(2026, 10, 26, 12);

describe('pools of codes', () => {
  it('keeps every code sealed: no code appears in clear in any Redis value', async () => {
    const code = 'POOL-SECRET-7Q2W9E';
    await pools.add('acc-seal', 'steam', [code], NOW);
    for (const key of await keysMatching(redis, `${namespace}:*`)) {
      const type = await redis.type(key);
      const values =
        type === 'hash'
          ? await redis.hvals(key)
          : type === 'list'
            ? await redis.lrange(key, 0, -1)
            : type === 'string'
              ? [await redis.get(key)]
              : [];
      for (const value of values) expect(value ?? '').not.toContain(code);
    }
  });

  it('refuses duplicates across pools and against restocked codes', async () => {
    await codes.addIfNew('acc-dup', ['RESTOCKED-1']);
    expect(await pools.add('acc-dup', 'steam', ['A-1', 'A-2', 'A-1', 'RESTOCKED-1'], NOW)).toEqual({
      status: 'added',
      added: 2,
      available: 2,
      duplicates: [2, 3],
    });
    expect(await pools.add('acc-dup', 'psn', ['A-2', 'B-1'], NOW)).toMatchObject({ status: 'added', added: 1, duplicates: [0] });
    expect((await pools.list('acc-dup')).map((pool) => [pool.name, pool.available])).toEqual([
      ['psn', 1],
      ['steam', 2],
    ]);
  });

  it('reserves an order once, delivers in the order codes were added, and counts the day', async () => {
    await pools.add('acc-res', 'steam', ['C-1', 'C-2', 'C-3'], NOW);
    await pools.setLowWater('acc-res', 'steam', 2);
    expect(await pools.reserve('acc-res', 'steam', 'order-1', 2)).toEqual({
      status: 'reserved',
      codes: ['C-1', 'C-2'],
      left: 1,
      lowWater: 2,
    });
    // A worker taking the job over asks again: the same codes, none taken twice.
    expect(await pools.reserve('acc-res', 'steam', 'order-1', 2)).toMatchObject({ codes: ['C-1', 'C-2'], left: 1 });
    expect(await pools.reserve('acc-res', 'steam', 'order-2', 2)).toEqual({ status: 'short', available: 1 });
    expect(await pools.get('acc-res', 'steam')).toMatchObject({ available: 1, held: 2 });
    expect(await pools.consume('acc-res', 'steam', 'order-1', '2026-11-26')).toBe(2);
    expect(await pools.consume('acc-res', 'steam', 'order-1', '2026-11-26')).toBe(0);
    expect(await pools.deliveredOn('acc-res', 'steam', '2026-11-26')).toBe(2);
    expect(await pools.get('acc-res', 'steam')).toMatchObject({ available: 1, held: 0 });
  });

  it('gives a refused order its codes back at the front of the pool', async () => {
    await pools.add('acc-rel', 'steam', ['D-1', 'D-2', 'D-3'], NOW);
    await pools.reserve('acc-rel', 'steam', 'order-1', 2);
    expect(await pools.release('acc-rel', 'steam', 'order-1')).toBe(2);
    expect(await pools.release('acc-rel', 'steam', 'order-1')).toBe(0);
    expect(await pools.reserve('acc-rel', 'steam', 'order-2', 3)).toMatchObject({ codes: ['D-1', 'D-2', 'D-3'] });
  });

  it('reads back the codes an order holds without reserving any, and nothing once they are consumed or released', async () => {
    await pools.add('acc-held', 'steam', ['H-1', 'H-2', 'H-3'], NOW);
    expect(await pools.heldCodes('acc-held', 'steam', 'order-1')).toBeNull();
    expect(await pools.get('acc-held', 'steam')).toMatchObject({ available: 3, held: 0 });
    await pools.reserve('acc-held', 'steam', 'order-1', 2);
    await pools.reserve('acc-held', 'steam', 'order-2', 1);
    expect(await pools.heldCodes('acc-held', 'steam', 'order-1')).toEqual(['H-1', 'H-2']);
    await pools.consume('acc-held', 'steam', 'order-1', '2026-11-26');
    await pools.release('acc-held', 'steam', 'order-2');
    expect(await pools.heldCodes('acc-held', 'steam', 'order-1')).toBeNull();
    expect(await pools.heldCodes('acc-held', 'steam', 'order-2')).toBeNull();
  });

  it('never gives one code to two orders racing for the last codes', async () => {
    await pools.add('acc-race', 'steam', ['E-1', 'E-2', 'E-3', 'E-4', 'E-5'], NOW);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => pools.reserve('acc-race', 'steam', `order-${index}`, 2)));
    const given = answers.flatMap((answer) => (answer.status === 'reserved' ? answer.codes : []));
    expect(given).toHaveLength(4);
    expect(new Set(given).size).toBe(4);
    expect(await pools.get('acc-race', 'steam')).toMatchObject({ available: 1, held: 4 });
  });

  it('withdraws unsold codes, which may then be added again', async () => {
    await pools.add('acc-wd', 'steam', ['F-1', 'F-2', 'F-3'], NOW);
    expect(await pools.withdraw('acc-wd', 'steam', 2)).toEqual(['F-3', 'F-2']);
    expect(await pools.withdraw('acc-wd', 'steam', null)).toEqual(['F-1']);
    expect(await pools.add('acc-wd', 'other', ['F-2'], NOW)).toMatchObject({ added: 1 });
  });

  it('removes a pool with its unsold codes, but not while an order holds some', async () => {
    await pools.add('acc-rm', 'steam', ['G-1', 'G-2'], NOW);
    await pools.reserve('acc-rm', 'steam', 'order-1', 1);
    expect(await pools.remove('acc-rm', 'steam')).toEqual({ status: 'held' });
    await pools.release('acc-rm', 'steam', 'order-1');
    expect(await pools.remove('acc-rm', 'steam')).toEqual({ status: 'removed', codes: expect.arrayContaining(['G-1', 'G-2']) as string[] });
    expect(await pools.get('acc-rm', 'steam')).toBeNull();
    expect(await pools.remove('acc-rm', 'steam')).toEqual({ status: 'no-pool' });
  });

  it('refuses more codes than a pool holds, before sealing any', async () => {
    const many = Array.from({ length: POOL_MAX_CODES + 1 }, (_, index) => `H-${index}`);
    expect(await pools.add('acc-big', 'steam', many, NOW)).toEqual({ status: 'too-many', available: 0 });
    expect(await pools.get('acc-big', 'steam')).toBeNull();
  });

  it('re-seals every code under the newest master key, and brings back no code delivered while it ran', async () => {
    const reseal = createTestRedis('pool-reseal');
    try {
      const oldEntry = generateKeyRingEntry('old');
      const newEntry = generateKeyRingEntry('new');
      const before = createStores(reseal.redis, reseal.namespace, parseKeyRing(oldEntry));
      await before.pools.add('acc-rs', 'steam', ['R-1', 'R-2', 'R-3'], NOW);
      await before.pools.reserve('acc-rs', 'steam', 'order-1', 1);
      const both = parseKeyRing(`${newEntry},${oldEntry}`);
      const delivering = createStores(reseal.redis, reseal.namespace, both);
      // The order's code is delivered between the moment re-sealing read the codes and the moment it writes them back.
      let delivered = false;
      const racing = new Proxy(reseal.redis, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property, target);
          if (typeof value !== 'function') return value;
          if (property !== 'hscan') return (value as (...args: unknown[]) => unknown).bind(target);
          return async (...args: unknown[]) => {
            const read: unknown = await (value as (...args: unknown[]) => Promise<unknown>).apply(target, args);
            if (!delivered) delivered = (await delivering.pools.consume('acc-rs', 'steam', 'order-1', '2026-11-26')) === 1;
            return read;
          };
        },
      });
      const report = await createStores(racing, reseal.namespace, both).resealAll();
      expect(delivered).toBe(true);
      expect(report.pools).toEqual({ resealed: 2, current: 0, failed: [] });

      const after = createStores(reseal.redis, reseal.namespace, parseKeyRing(newEntry));
      expect(await after.pools.get('acc-rs', 'steam')).toMatchObject({ available: 2, held: 0 });
      expect(await after.pools.withdraw('acc-rs', 'steam', null)).toEqual(['R-3', 'R-2']);
      const [sealed] = await keysMatching(reseal.redis, `${reseal.namespace}:*:sealed`);
      expect(sealed === undefined ? 0 : await reseal.redis.hlen(sealed)).toBe(0);
      expect(await after.pools.resealAll()).toEqual({ resealed: 0, current: 0, failed: [] });
    } finally {
      await reseal.cleanup();
    }
  });
});
