import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishManualTopUps } from '../../sandbox/bulk-seed.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import type { Deliverer } from '../../src/orders/delivery-ports.js';
import { OrderDelivery } from '../../src/orders/order-delivery.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { AUTOPILOT_CLAIM_HOLDER, orderClaimKey } from '../../src/store/order-claim.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis } from '../support/test-redis.js';

const DELIVER_TIMEOUT_MS = 300;
const ACCOUNT = 'acct-orders';
const alice: Deliverer = { kind: 'person', actor: { platform: 'telegram', userId: '1', displayName: 'Alice' } };
const autopilot: Deliverer = { kind: 'autopilot' };

describe('an order delivery on the sandbox', () => {
  const testRedis = createTestRedis('orders-delivery');
  const stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry()));
  let sandbox: RunningSandbox;
  let client: SellerApiClient;
  let listingId: string;
  let sellerId: string;
  // The deliverer's clock: a lost answer is read back against it, moved on by the test instead of waited for.
  let now = 1_000_000;

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 7 });
    const seller = sandbox.sellers[0];
    if (!seller) throw new Error('the sandbox seeds a demo seller');
    sellerId = seller.id;
    [listingId = ''] = publishManualTopUps(sandbox.core, seller.id, 1);
    client = new SellerApiClient({
      budgetClass: 'interactive',
      baseUrl: sandbox.baseUrl,
      apiKey: seller.apiKey,
      retry: { maxAttempts: 1 },
    });
  });
  afterAll(async () => {
    await client.close();
    await sandbox.close();
    await testRedis.cleanup();
  });

  const place = (quantity = 1) => sandbox.core.orders.place(listingId, quantity);
  const statusOf = (orderId: string) => sandbox.core.state.orders.get(orderId)?.status;
  const delivery = (orderId: string, by: Deliverer) =>
    new OrderDelivery(ACCOUNT, orderId, by, {
      orders: client.orders,
      claims: stores.claims,
      now: () => now,
      deliverTimeoutMs: DELIVER_TIMEOUT_MS,
    });
  const holder = (orderId: string) => stores.claims.holder(orderClaimKey(ACCOUNT, orderId));
  const goods = (...codes: string[]) => codes.map((code) => ({ code }));

  it('delivers once: whoever comes second finds the order claimed and sends nothing', async () => {
    const order = place();
    const first = delivery(order.id, alice);
    expect(await first.run(goods('ONCE-1'))).toEqual({ kind: 'delivered', readBack: false });
    expect(first.state).toEqual({ phase: 'final', outcome: { kind: 'delivered', readBack: false } });
    expect(statusOf(order.id)).toBe('delivered');
    expect(await delivery(order.id, autopilot).run(goods('ONCE-2'), { beforeSend: async () => true })).toEqual({
      kind: 'claimed',
      holder: 'person',
    });
    expect(await delivery(order.id, alice).run(goods('ONCE-3'))).toEqual({ kind: 'claimed', holder: 'person' });
  });

  it("tells a person autopilot holds the order, and autopilot's run takes its own claim again", async () => {
    const order = place();
    expect(await delivery(order.id, autopilot).run(goods('AP-1'), { beforeSend: async () => false })).toEqual({ kind: 'stopped' });
    expect(await holder(order.id)).toBe(AUTOPILOT_CLAIM_HOLDER);
    expect(await delivery(order.id, alice).run(goods('P-1'))).toEqual({ kind: 'claimed', holder: 'autopilot' });
    expect(await delivery(order.id, autopilot).run(goods('AP-1'), { beforeSend: async () => true })).toEqual({
      kind: 'delivered',
      readBack: false,
    });
    expect(statusOf(order.id)).toBe('delivered');
  });

  it('gives the claim back on a clear refusal, so the order can be delivered again', async () => {
    const order = place(2);
    const refused = await delivery(order.id, alice).run(goods('ONLY-ONE'));
    expect(refused).toMatchObject({ kind: 'refused', error: { status: 400, code: 'invalid_goods_count' } });
    expect(await holder(order.id)).toBeNull();
    expect(await delivery(order.id, alice).run(goods('TWO-1', 'TWO-2'))).toEqual({ kind: 'delivered', readBack: false });
  });

  it('after a reset answer, holds the claim, reads nothing before twice the timeout, then finds the order still waiting', async () => {
    const order = place();
    sandbox.core.faults.add({ kind: 'reset', method: 'POST', path_prefix: `/v1/orders/${order.id}/deliver`, times: 1 });
    const lost = delivery(order.id, alice);
    const sentAt = now;
    expect(await lost.run(goods('LOST-1'))).toEqual({ kind: 'unknown', sentAt, checkAfter: sentAt + 2 * DELIVER_TIMEOUT_MS });
    expect(await holder(order.id)).toBe('1');
    expect(await delivery(order.id, autopilot).run(goods('AP-LOST'), { beforeSend: async () => true })).toEqual({
      kind: 'claimed',
      holder: 'person',
    });
    now += 2 * DELIVER_TIMEOUT_MS - 1;
    expect(await lost.readBack(sentAt + 2 * DELIVER_TIMEOUT_MS)).toEqual({
      kind: 'too_early',
      checkAfter: sentAt + 2 * DELIVER_TIMEOUT_MS,
    });
    now += 1;
    expect(await lost.readBack(sentAt + 2 * DELIVER_TIMEOUT_MS)).toMatchObject({ kind: 'not_arrived', order: { id: order.id } });
    await lost.giveBack();
    expect(await delivery(order.id, alice).run(goods('LOST-2'), { uncertain: true })).toEqual({ kind: 'delivered', readBack: false });
    expect(statusOf(order.id)).toBe('delivered');
  });

  it('reads a lost answer back as delivered when the delivered list shows the order, and keeps the order claimed', async () => {
    const order = place();
    sandbox.core.faults.add({ kind: 'reset', method: 'POST', path_prefix: `/v1/orders/${order.id}/deliver`, times: 1 });
    const lost = delivery(order.id, autopilot);
    const outcome = await lost.run(goods('LANDED-1'), { beforeSend: async () => true });
    if (outcome.kind !== 'unknown') throw new Error(`expected a lost answer, got ${outcome.kind}`);
    // The marketplace took the goods after all (the buyer has them): the order moved to the delivered list.
    sandbox.core.orders.deliver(sellerId, order.id, { goods: goods('LANDED-1') });
    now += 2 * DELIVER_TIMEOUT_MS;
    expect(await lost.readBack(outcome.checkAfter)).toEqual({ kind: 'delivered' });
    expect(await delivery(order.id, alice).run(goods('AGAIN'), { uncertain: true })).toEqual({ kind: 'claimed', holder: 'autopilot' });
  });

  it('reads an uncertain delivery back before sending: an order that expired meanwhile is gone, and nothing is sent', async () => {
    const order = place();
    sandbox.core.clock.advance(Math.max(0, (sandbox.core.state.orders.get(order.id)?.deadlineAt ?? 0) - sandbox.core.clock.now()) + 1);
    sandbox.core.orders.expire();
    expect(await delivery(order.id, alice).run(goods('LATE-1'), { uncertain: true })).toEqual({ kind: 'gone' });
    expect(statusOf(order.id)).toBe('cancelled');
  });
});
