import { afterEach, describe, expect, it } from 'vitest';
import { ResponseShapeError } from '../../../src/api/errors.js';
import { mockApi, ORDER_ID, type MockApi } from '../mock-api.js';

const SECOND_ORDER = '6b1f3c2a-0d4e-4f5a-8b9c-1d2e3f4a5b6c';

function waiting(deadline: string, ...ids: string[]) {
  return { orders: ids.map((id) => ({ id, status: 'awaiting_delivery', deadline_at: deadline })), total: ids.length };
}

// The poller reads the same list every few seconds; an unchanged answer is not parsed again (docs/performance.md).
describe('reading the order list again', () => {
  let api: MockApi;
  afterEach(async () => {
    await api.close();
  });

  it('sees any change in an answer that was the same before: a new order, a moved deadline, an order gone', async () => {
    api = mockApi();
    const list = () => api.client.orders.list('awaiting_delivery');
    const answers = [
      waiting('2026-11-26T10:00:00Z', ORDER_ID),
      waiting('2026-11-26T10:00:00Z', ORDER_ID),
      waiting('2026-11-26T10:00:00Z', ORDER_ID, SECOND_ORDER),
      waiting('2026-11-26T11:30:00Z', ORDER_ID, SECOND_ORDER),
      waiting('2026-11-26T11:30:00Z', SECOND_ORDER),
    ];
    for (const body of answers) api.pool.intercept({ path: '/v1/orders/me?status=awaiting_delivery', method: 'GET' }).reply(200, body);

    const seen = [];
    for (let read = 0; read < answers.length; read += 1) {
      seen.push((await list()).orders.map((order) => `${order.id} ${order.deadline_at}`));
    }

    expect(seen).toEqual([
      [`${ORDER_ID} 2026-11-26T10:00:00Z`],
      [`${ORDER_ID} 2026-11-26T10:00:00Z`],
      [`${ORDER_ID} 2026-11-26T10:00:00Z`, `${SECOND_ORDER} 2026-11-26T10:00:00Z`],
      [`${ORDER_ID} 2026-11-26T11:30:00Z`, `${SECOND_ORDER} 2026-11-26T11:30:00Z`],
      [`${SECOND_ORDER} 2026-11-26T11:30:00Z`],
    ]);
    expect(api.calls()).toHaveLength(answers.length);
  });

  it('gives each caller its own list: one that sorts or empties its answer leaves the next answer whole', async () => {
    api = mockApi();
    const body = waiting('2026-11-26T10:00:00Z', SECOND_ORDER, ORDER_ID);
    for (let read = 0; read < 2; read += 1)
      api.pool.intercept({ path: '/v1/orders/me?status=awaiting_delivery', method: 'GET' }).reply(200, body);

    const first = await api.client.orders.list('awaiting_delivery');
    first.orders.sort((a, b) => a.id.localeCompare(b.id));
    first.orders.length = 0;

    const second = await api.client.orders.list('awaiting_delivery');
    expect(second.orders.map((order) => order.id)).toEqual([SECOND_ORDER, ORDER_ID]);
  });

  it('keeps the waiting and the delivered list apart, the same text or not', async () => {
    api = mockApi();
    const awaiting = waiting('2026-11-26T10:00:00Z', ORDER_ID);
    const delivered = { orders: [{ id: SECOND_ORDER, status: 'delivered' }], total: 1 };
    api.pool.intercept({ path: '/v1/orders/me?status=awaiting_delivery', method: 'GET' }).reply(200, awaiting);
    api.pool.intercept({ path: '/v1/orders/me?status=delivered', method: 'GET' }).reply(200, delivered);
    api.pool.intercept({ path: '/v1/orders/me?status=awaiting_delivery', method: 'GET' }).reply(200, awaiting);
    api.pool.intercept({ path: '/v1/orders/me?status=delivered', method: 'GET' }).reply(200, awaiting);

    expect((await api.client.orders.list('awaiting_delivery')).orders.map((order) => order.id)).toEqual([ORDER_ID]);
    expect((await api.client.orders.list('delivered')).orders.map((order) => order.status)).toEqual(['delivered']);
    expect((await api.client.orders.list('awaiting_delivery')).orders.map((order) => order.id)).toEqual([ORDER_ID]);
    expect((await api.client.orders.list('delivered')).orders.map((order) => order.status)).toEqual(['awaiting_delivery']);
  });

  it('still refuses a broken answer after a good one, and reads the good one again after it', async () => {
    api = mockApi();
    const good = waiting('2026-11-26T10:00:00Z', ORDER_ID);
    api.pool.intercept({ path: '/v1/orders/me?status=awaiting_delivery', method: 'GET' }).reply(200, good);
    api.pool
      .intercept({ path: '/v1/orders/me?status=awaiting_delivery', method: 'GET' })
      .reply(200, { orders: [{ status: 'awaiting_delivery' }] });
    api.pool.intercept({ path: '/v1/orders/me?status=awaiting_delivery', method: 'GET' }).reply(200, good);

    await api.client.orders.list('awaiting_delivery');
    const error = await api.client.orders.list('awaiting_delivery').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as ResponseShapeError).field).toBe('0.id');
    expect((await api.client.orders.list('awaiting_delivery')).orders.map((order) => order.id)).toEqual([ORDER_ID]);
  });
});
