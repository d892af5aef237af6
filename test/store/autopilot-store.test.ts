import { afterAll, describe, expect, it } from 'vitest';
import type { AutopilotBinding } from '../../src/store/autopilot-store.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis, keysMatching } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('autopilot-store');
afterAll(cleanup);

const { autopilot } = createStores(redis, namespace, parseKeyRing(generateKeyRingEntry('t')));

function fromPool(listingId: string, capOrders: number | null, capCents: number | null): AutopilotBinding {
  return {
    listingId,
    title: 'Gems',
    mode: { kind: 'deliver', source: { kind: 'pool', pool: 'gems' }, template: null },
    capOrders,
    capCents,
    since: 1,
    by: 'Alice',
  };
}

describe('autopilot bindings', () => {
  it('counts each order once against the day caps, and refuses past either', async () => {
    const binding = fromPool('listing-1', 2, 1_000);
    expect(await autopilot.admit('acc-cap', binding, 'o-1', 400, '2026-11-26')).toEqual({ admitted: true });
    expect(await autopilot.admit('acc-cap', binding, 'o-1', 400, '2026-11-26')).toEqual({ admitted: true });
    expect(await autopilot.admit('acc-cap', binding, 'o-2', 700, '2026-11-26')).toEqual({ admitted: false, over: 'dollars' });
    expect(await autopilot.admit('acc-cap', binding, 'o-3', 500, '2026-11-26')).toEqual({ admitted: true });
    expect(await autopilot.admit('acc-cap', binding, 'o-4', 1, '2026-11-26')).toEqual({ admitted: false, over: 'orders' });
    expect(await autopilot.admit('acc-cap', binding, 'o-4', 1, '2026-11-27')).toEqual({ admitted: true });
  });

  it('keeps a supplier secret sealed, and forgets it with the binding', async () => {
    const secret = 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cw==';
    const binding: AutopilotBinding = {
      ...fromPool('listing-2', null, null),
      mode: { kind: 'deliver', source: { kind: 'supplier', url: 'https://supplier.example/goods' }, template: null },
    };
    await autopilot.bind('acc-sec', binding, secret);
    expect(await autopilot.supplierSecret('acc-sec', 'listing-2')).toBe(secret);
    for (const key of await keysMatching(redis, `${namespace}:*`))
      if ((await redis.type(key)) === 'hash') for (const value of await redis.hvals(key)) expect(value).not.toContain('c2VjcmV0');
    expect(await autopilot.unbind('acc-sec', 'listing-2')).toBe(true);
    expect(await autopilot.supplierSecret('acc-sec', 'listing-2')).toBeNull();
    expect(await autopilot.unbind('acc-sec', 'listing-2')).toBe(false);
  });

  it('changes a binding’s caps keeping its secret and last failure, and writes nothing once it is switched off', async () => {
    const secret = 'whsec_dXBkYXRlLWtlZXBzLXRoZS1zZWNyZXQ=';
    const supplier: AutopilotBinding = {
      ...fromPool('listing-6', null, null),
      mode: { kind: 'deliver', source: { kind: 'supplier', url: 'https://supplier.example/goods' }, template: null },
    };
    await autopilot.bind('acc-upd', supplier, secret);
    await autopilot.recordFailure('acc-upd', 'listing-6', { at: 2, orderId: null, reason: 'autopilot-pool-gone', args: {} });
    expect(await autopilot.update('acc-upd', { ...supplier, capOrders: 3 })).toBe(true);
    expect(await autopilot.binding('acc-upd', 'listing-6')).toMatchObject({ capOrders: 3 });
    expect(await autopilot.supplierSecret('acc-upd', 'listing-6')).toBe(secret);
    expect(await autopilot.lastFailure('acc-upd', 'listing-6')).toMatchObject({ reason: 'autopilot-pool-gone' });
    await autopilot.unbind('acc-upd', 'listing-6');
    expect(await autopilot.update('acc-upd', { ...supplier, capOrders: 4 })).toBe(false);
    expect(await autopilot.binding('acc-upd', 'listing-6')).toBeNull();
  });

  it('names the listings a pool serves', async () => {
    await autopilot.bind('acc-use', fromPool('listing-3', null, null));
    await autopilot.bind('acc-use', { ...fromPool('listing-4', null, null), mode: { kind: 'keep', pool: 'gems', units: 5 } });
    await autopilot.bind('acc-use', { ...fromPool('listing-5', null, null), mode: { kind: 'keep', pool: 'other', units: 5 } });
    expect((await autopilot.listingsUsingPool('acc-use', 'gems')).map((binding) => binding.listingId).sort()).toEqual([
      'listing-3',
      'listing-4',
    ]);
  });
});
