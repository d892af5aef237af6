// In-process only: looks inside the sandbox's memory to check that goods are sealed there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { admin, bodies, Seller, type Target } from './support/conformance.js';

let sandbox: RunningSandbox;
let target: Target;
beforeAll(async () => {
  sandbox = await startSandbox({ demo: false });
  target = { baseUrl: sandbox.baseUrl, adminToken: sandbox.adminToken, limits: true, close: sandbox.close };
});
afterAll(async () => {
  await sandbox.close();
});

function memoryHolds(secret: string): boolean {
  const needle = Buffer.from(secret);
  for (const listing of sandbox.core.state.listings.values()) {
    for (const unit of listing.units) if (unit.goods.data.includes(needle) || JSON.stringify(unit).includes(secret)) return true;
  }
  for (const order of sandbox.core.state.orders.values()) {
    for (const sealed of order.goods) if (sealed.data.includes(needle)) return true;
  }
  return false;
}

describe('goods at rest', () => {
  it('keeps unit and delivery goods only as AES-GCM ciphertext, which the buyer view opens', async () => {
    const seller = await Seller.create(target);
    const listing = await seller.create('/v1/offers/top-ups', bodies.topUpInstant({ units: [{ code: 'PLAIN-UNIT-CODE' }] }));
    const manual = await seller.create('/v1/offers/top-ups', bodies.topUpManual());
    await seller.call('POST', `/v1/offers/top-ups/${listing.id}/publish`);
    await seller.call('POST', `/v1/offers/top-ups/${manual.id}/publish`);
    const order = await admin<{ id: string }>(target, 'POST', '/_sandbox/orders', { offer_id: manual.id, quantity: 1 });
    await seller.call('POST', `/v1/orders/${order.body.id}/deliver`, { goods: [{ code: 'PLAIN-DELIVERED-CODE' }] });

    expect(memoryHolds('PLAIN-UNIT-CODE')).toBe(false);
    expect(memoryHolds('PLAIN-DELIVERED-CODE')).toBe(false);
    const unit = sandbox.core.state.listings.get(listing.id)?.units[0];
    expect(unit && sandbox.core.vault.open(unit.goods)).toEqual({ code: 'PLAIN-UNIT-CODE' });
    const tampered = unit && { ...unit.goods, tag: Buffer.alloc(16) };
    expect(() => tampered && sandbox.core.vault.open(tampered)).toThrow();
  });
});
