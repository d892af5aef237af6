import { afterAll, describe, expect, it } from 'vitest';
import { WebhookOutbox, type OutboxEvent } from '../../src/store/webhook-outbox.js';
import { createTestRedis } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('webhook-outbox');
afterAll(cleanup);

const outbox = new WebhookOutbox(redis, namespace);

function taken(orderId: string): OutboxEvent {
  return {
    accountId: 'acc-1',
    type: 'order.taken',
    subject: `${orderId}.person-1.1000`,
    sequence: orderId,
    at: 1_000,
    data: { order_id: orderId, by: 'Mira' },
  };
}

const QUICK = { blockMs: 1, count: 10 };

describe('the webhook outbox', () => {
  it('keeps what the bot recorded before any worker read it, and gives each entry to one reader', async () => {
    expect(await outbox.unread()).toBe(0);
    await outbox.record(taken('order-1'));
    await outbox.record(taken('order-2'));
    expect(await outbox.unread()).toBe(2);

    const first = await outbox.read('worker-a', { ...QUICK, idleMs: 60_000 });
    expect(first.map((entry) => entry.event)).toEqual([taken('order-1'), taken('order-2')]);
    expect(await outbox.unread()).toBe(0);
    expect(await outbox.read('worker-b', { ...QUICK, idleMs: 60_000 })).toEqual([]);
    await outbox.ack(first.map((entry) => entry.id));
  });

  it('gives an entry read but never acknowledged (its worker died) to another reader once idle, the same entry; acknowledged, it is gone', async () => {
    await outbox.record(taken('order-3'));
    const [held] = await outbox.read('worker-dies', { ...QUICK, idleMs: 60_000 });
    expect(held?.event).toEqual(taken('order-3'));
    // Idle for less than asked: nobody else gets it.
    expect(await outbox.read('worker-b', { ...QUICK, idleMs: 60_000 })).toEqual([]);

    const again = await outbox.read('worker-b', { ...QUICK, idleMs: 0 });
    expect(again).toEqual([held]);
    await outbox.ack(again.map((entry) => entry.id));
    expect(await outbox.read('worker-c', { ...QUICK, idleMs: 0 })).toEqual([]);
    expect(await redis.xlen(`${namespace}:webhook-outbox`)).toBe(0);
  });

  it('a reader that leaves holding nothing is forgotten; one still holding an entry stays until it is taken over', async () => {
    await outbox.record(taken('order-4'));
    await outbox.read('worker-holding', { ...QUICK, idleMs: 60_000 });
    await outbox.leave('worker-holding');
    await outbox.leave('worker-c');
    const consumers = (await redis.call('XINFO', 'CONSUMERS', `${namespace}:webhook-outbox`, 'workers')) as unknown[][];
    const names = consumers.map((fields) => fields[fields.indexOf('name') + 1]);
    expect(names).toContain('worker-holding');
    expect(names).not.toContain('worker-c');
  });
});
