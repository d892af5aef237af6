import { afterEach, describe, expect, it } from 'vitest';
import { SELLER_API_ERROR_CODES } from '../../src/api/error-codes.js';
import { SellerApiError } from '../../src/api/errors.js';
import { API_KEY, LISTING_ID, mockApi, type MockApi } from './mock-api.js';
import { SPEC_STATUS_OF } from '../support/spec-error-statuses.js';

const STATUS_OF = SPEC_STATUS_OF;

async function failureOf(promise: Promise<unknown>): Promise<SellerApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SellerApiError);
  return error as SellerApiError;
}

describe('error bodies become SellerApiError', () => {
  let api: MockApi;
  afterEach(async () => {
    await api.close();
  });

  it.each(SELLER_API_ERROR_CODES.map((code) => ({ code, status: STATUS_OF[code] })))(
    '$status {error: $code} keeps status and code',
    async ({ code, status }) => {
      api = mockApi({ retry: { maxAttempts: 1 } });
      api.pool.intercept({ path: `/v1/offers/top-ups/${LISTING_ID}`, method: 'PATCH' }).reply(status, { error: code });

      const error = await failureOf(api.client.listings.updateTopUp(LISTING_ID, { price: 100 }));

      expect(error.status).toBe(status);
      expect(error.code).toBe(code);
      expect(error.retryable).toBe(status === 429);
    },
  );

  it('keeps a code the spec does not list, shown rather than thrown away', async () => {
    api = mockApi();
    api.pool.intercept({ path: `/v1/offers/top-ups/${LISTING_ID}`, method: 'PATCH' }).reply(400, { error: 'price_too_high' });
    const error = await failureOf(api.client.listings.updateTopUp(LISTING_ID, { price: 100 }));
    expect(error).toMatchObject({ status: 400, code: 'price_too_high', retryable: false });
  });

  it('a 409 keeps its code, or reads as conflict without one, and is not retryable', async () => {
    api = mockApi();
    const path = `/v1/offers/top-ups/${LISTING_ID}/publish`;
    api.pool.intercept({ path, method: 'POST' }).reply(409, { error: 'already_active' });
    api.pool.intercept({ path, method: 'POST' }).reply(409, '');

    expect(await failureOf(api.client.listings.publish('top_up', LISTING_ID))).toMatchObject({ code: 'already_active', retryable: false });
    expect(await failureOf(api.client.listings.publish('top_up', LISTING_ID))).toMatchObject({ code: 'conflict', retryable: false });
    expect(api.calls()).toHaveLength(2);
  });

  it('a 5xx without a code reads as server_error; retryable for a read only', async () => {
    api = mockApi({ retry: { maxAttempts: 1 } });
    api.pool.intercept({ path: '/v1/orders/me', method: 'GET' }).reply(502, '<html>bad gateway</html>');
    api.pool.intercept({ path: `/v1/offers/top-ups/${LISTING_ID}/publish`, method: 'POST' }).reply(502, '');

    expect(await failureOf(api.client.orders.list())).toMatchObject({ status: 502, code: 'server_error', retryable: true });
    expect(await failureOf(api.client.listings.publish('top_up', LISTING_ID))).toMatchObject({ code: 'server_error', retryable: false });
  });

  it('error messages carry neither the key nor the body sent', async () => {
    api = mockApi();
    api.pool.intercept({ path: `/v1/orders/o1/deliver`, method: 'POST' }).reply(400, { error: 'invalid_goods' });
    const error = await failureOf(api.client.orders.deliver('o1', [{ code: 'SECRET-GOODS-777' }]));
    const text = `${error.message} ${JSON.stringify(error)} ${String(error.stack)}`;
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain('SECRET-GOODS-777');
  });
});
