// The goods a seller's supplier answered, kept while autopilot delivers them: sealed in
// Redis, the first answer kept winning, let go once, and re-sealed by `vault:reseal`.
import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis, keysMatching } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('supplier-goods');
afterAll(cleanup);

describe('SupplierGoodsStore', () => {
  it('keeps the first answer sealed, and lets it go once', async () => {
    const { supplierGoods } = createStores(redis, namespace, parseKeyRing(generateKeyRingEntry('t')));
    expect(await supplierGoods.keep('acc-1', 'order-1', ['GEM-AAAA-1111', 'GEM-BBBB-2222'])).toEqual(['GEM-AAAA-1111', 'GEM-BBBB-2222']);
    // A second run whose supplier answered other goods delivers the first answer.
    expect(await supplierGoods.keep('acc-1', 'order-1', ['GEM-OTHER-3333', 'GEM-OTHER-4444'])).toEqual(['GEM-AAAA-1111', 'GEM-BBBB-2222']);
    const [key] = await keysMatching(redis, `${namespace}:*:supplier-goods:*`);
    const raw = key === undefined ? '' : ((await redis.get(key)) ?? '');
    expect(raw).toMatch(/^v1\./);
    expect(raw).not.toContain('GEM-AAAA');
    expect(await supplierGoods.get('acc-2', 'order-1')).toBeNull();

    expect(await supplierGoods.drop('acc-1', 'order-1')).toBe(true);
    expect(await supplierGoods.drop('acc-1', 'order-1')).toBe(false);
    expect(await supplierGoods.get('acc-1', 'order-1')).toBeNull();
  });

  it('re-seals goods under the newest master key, so they open once the old key has left the ring', async () => {
    const oldEntry = generateKeyRingEntry('old');
    const newEntry = generateKeyRingEntry('new');
    await createStores(redis, namespace, parseKeyRing(oldEntry)).supplierGoods.keep('acc-rs', 'order-rs', ['KEY-1', 'KEY-2']);
    const report = await createStores(redis, namespace, parseKeyRing(`${newEntry},${oldEntry}`)).resealAll();
    expect(report.supplierGoods).toEqual({ resealed: 1, current: 0, failed: [] });

    const after = createStores(redis, namespace, parseKeyRing(newEntry));
    expect(await after.supplierGoods.get('acc-rs', 'order-rs')).toEqual(['KEY-1', 'KEY-2']);
    expect((await after.resealAll()).supplierGoods).toEqual({ resealed: 0, current: 1, failed: [] });
  });
});
