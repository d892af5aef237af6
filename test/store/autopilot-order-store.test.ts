import { afterAll, describe, expect, it } from 'vitest';
import { AutopilotOrderStore } from '../../src/store/autopilot-order-store.js';
import { createTestRedis } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('autopilot-order-store');
afterAll(cleanup);

const orders = new AutopilotOrderStore(redis, namespace);
const sending = { phase: 'sending', pool: 'steam', template: null, sends: 0, sentAt: 0 } as const;

describe("autopilot's record of each order", () => {
  it('lets only one of two runs record the same send', async () => {
    await orders.set('acc-1', 'order-1', sending);
    const next = { ...sending, sends: 1, sentAt: 1_000 };
    const won = await Promise.all([
      orders.recordSend('acc-1', 'order-1', next),
      orders.recordSend('acc-1', 'order-1', { ...next, sentAt: 2_000 }),
    ]);
    expect(won.filter(Boolean)).toHaveLength(1);
    expect((await orders.get('acc-1', 'order-1'))?.phase).toBe('sending');
    expect(await orders.recordSend('acc-1', 'order-1', { ...sending, sends: 2, sentAt: 3_000 })).toBe(true);
    await orders.set('acc-1', 'order-1', { phase: 'delivered' });
    expect(await orders.recordSend('acc-1', 'order-1', { ...sending, sends: 3, sentAt: 4_000 })).toBe(false);
  });

  it('names the orders it has not tried yet', async () => {
    await orders.set('acc-2', 'tried', { phase: 'handed' });
    expect(await orders.untried('acc-2', ['new', 'tried', 'other'])).toEqual(['new', 'other']);
  });
});
