import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError, SellerApiError } from '../../src/api/errors.js';
import { parseRetryAfter } from '../../src/api/retry-policy.js';
import { LISTING_ID, listingBody, mockApi, ORDER_ID, type MockApi } from './mock-api.js';

const ordersPath = '/v1/orders/me';
const deliverPath = `/v1/orders/${ORDER_ID}/deliver`;
const publishPath = `/v1/offers/top-ups/${LISTING_ID}/publish`;

describe('retries with MockAgent', () => {
  let api: MockApi;
  afterEach(async () => {
    await api.close();
  });

  it.each([
    {
      what: '429',
      fail: (pool: MockApi['pool']) => pool.intercept({ path: ordersPath, method: 'GET' }).reply(429, { error: 'rate_limited' }),
    },
    { what: '500', fail: (pool: MockApi['pool']) => pool.intercept({ path: ordersPath, method: 'GET' }).reply(500, '') },
    {
      what: '503',
      fail: (pool: MockApi['pool']) => pool.intercept({ path: ordersPath, method: 'GET' }).reply(503, { error: 'unavailable' }),
    },
    {
      what: 'a network error',
      fail: (pool: MockApi['pool']) => pool.intercept({ path: ordersPath, method: 'GET' }).replyWithError(new Error('socket hang up')),
    },
  ])('a read is retried after $what and succeeds', async ({ fail }) => {
    api = mockApi();
    fail(api.pool);
    fail(api.pool);
    api.pool.intercept({ path: ordersPath, method: 'GET' }).reply(200, { orders: [], total: 0 });

    expect(await api.client.orders.list()).toEqual({ orders: [], total: 0 });
    expect(api.calls()).toHaveLength(3);
  });

  it('a read gives up after maxAttempts with the last error', async () => {
    api = mockApi({ retry: { maxAttempts: 3 } });
    for (let n = 0; n < 3; n += 1) api.pool.intercept({ path: ordersPath, method: 'GET' }).reply(500, '');
    await expect(api.client.orders.list()).rejects.toMatchObject({ status: 500, retryable: true });
    expect(api.calls()).toHaveLength(3);
  });

  it('a write is retried after 429', async () => {
    api = mockApi();
    api.pool.intercept({ path: publishPath, method: 'POST' }).reply(429, { error: 'rate_limited' });
    api.pool.intercept({ path: publishPath, method: 'POST' }).reply(200, listingBody({ status: 'active' }));

    expect(await api.client.listings.publish('top_up', LISTING_ID)).toMatchObject({ status: 'active' });
    expect(api.calls()).toHaveLength(2);
  });

  it.each([
    { what: '500', fail: (pool: MockApi['pool']) => pool.intercept({ path: publishPath, method: 'POST' }).reply(500, '') },
    {
      what: 'a reset',
      fail: (pool: MockApi['pool']) =>
        pool.intercept({ path: publishPath, method: 'POST' }).replyWithError(Object.assign(new Error('reset'), { code: 'ECONNRESET' })),
    },
  ])('a write is not retried after $what', async ({ fail }) => {
    api = mockApi();
    fail(api.pool);
    api.pool.intercept({ path: publishPath, method: 'POST' }).reply(200, listingBody({ status: 'active' }));

    const error: unknown = await api.client.listings.publish('top_up', LISTING_ID).catch((caught: unknown) => caught);
    expect((error as { retryable: boolean }).retryable).toBe(false);
    expect(api.calls()).toHaveLength(1);
  });

  it('a refused connection is a NetworkError that says nothing was sent and a retry is safe', async () => {
    api = mockApi();
    api.pool
      .intercept({ path: publishPath, method: 'POST' })
      .replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const error = await api.client.listings.publish('top_up', LISTING_ID).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ sent: false, retryable: true });
  });

  it('deliver after a 5xx answers outcome unknown and sends once', async () => {
    api = mockApi();
    api.pool.intercept({ path: deliverPath, method: 'POST' }).reply(502, '');
    api.pool.intercept({ path: deliverPath, method: 'POST' }).reply(200, { id: ORDER_ID, status: 'delivered' });

    const result = await api.client.orders.deliver(ORDER_ID, [{ code: 'C1' }]);

    expect(result).toMatchObject({ outcome: 'unknown', orderId: ORDER_ID });
    expect(result.outcome === 'unknown' && result.cause).toBeInstanceOf(SellerApiError);
    expect(api.calls()).toHaveLength(1);
  });

  it('deliver after a reset answers outcome unknown and sends once', async () => {
    api = mockApi();
    api.pool.intercept({ path: deliverPath, method: 'POST' }).replyWithError(Object.assign(new Error('reset'), { code: 'UND_ERR_SOCKET' }));
    const result = await api.client.orders.deliver(ORDER_ID, [{ code: 'C1' }]);
    expect(result).toMatchObject({ outcome: 'unknown' });
    expect(api.calls()).toHaveLength(1);
  });

  it('deliver after 429 is retried (nothing was done) and delivers', async () => {
    api = mockApi();
    api.pool.intercept({ path: deliverPath, method: 'POST' }).reply(429, { error: 'rate_limited' });
    api.pool.intercept({ path: deliverPath, method: 'POST' }).reply(200, { id: ORDER_ID, status: 'delivered' });
    expect(await api.client.orders.deliver(ORDER_ID, [{ code: 'C1' }])).toEqual({
      outcome: 'delivered',
      order: { id: ORDER_ID, status: 'delivered' },
    });
    expect(api.calls()).toHaveLength(2);
  });

  it('deliver refused with a 4xx throws: the server said no, nothing is unknown', async () => {
    api = mockApi();
    api.pool.intercept({ path: deliverPath, method: 'POST' }).reply(404, { error: 'not_found' });
    await expect(api.client.orders.deliver(ORDER_ID, [{ code: 'C1' }])).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('honours Retry-After in seconds', async () => {
    api = mockApi({ retry: { baseDelayMs: 1, maxDelayMs: 2 } });
    api.pool.intercept({ path: ordersPath, method: 'GET' }).reply(429, { error: 'rate_limited' }, { headers: { 'retry-after': '1' } });
    api.pool.intercept({ path: ordersPath, method: 'GET' }).reply(200, { orders: [] });
    const started = Date.now();

    await api.client.orders.list();

    // Backoff alone is capped at 2 ms here: only the header can explain the wait.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(api.calls()).toHaveLength(2);
  });

  it('a Retry-After longer than the client will wait goes to the caller with the delay', async () => {
    api = mockApi();
    api.pool.intercept({ path: ordersPath, method: 'GET' }).reply(429, { error: 'rate_limited' }, { headers: { 'retry-after': '3600' } });
    await expect(api.client.orders.list()).rejects.toMatchObject({ status: 429, retryAfterMs: 3_600_000, retryable: true });
    expect(api.calls()).toHaveLength(1);
  });

  it('an aborted call stops at once and is not retried', async () => {
    api = mockApi();
    api.pool.intercept({ path: ordersPath, method: 'GET' }).reply(500, '');
    api.pool.intercept({ path: ordersPath, method: 'GET' }).reply(200, { orders: [] });
    const controller = new AbortController();
    controller.abort(new Error('seller left'));
    await expect(api.client.orders.list(undefined, { signal: controller.signal })).rejects.toThrow('seller left');
    expect(api.calls()).toHaveLength(0);
  });
});

describe('Retry-After', () => {
  it('reads Retry-After as seconds or an HTTP-date', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
