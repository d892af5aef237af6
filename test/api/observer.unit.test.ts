import { afterEach, describe, expect, it } from 'vitest';
import { LISTING_ID, listingBody, mockApi, type MockApi } from './mock-api.js';

describe('what the client tells an observer (for metrics)', () => {
  let api: MockApi;
  afterEach(async () => {
    await api.close();
  });

  it('counts every attempt by budget and every failure by code (a code the spec does not list as unknown), retries included', async () => {
    const attempts: string[] = [];
    const failures: string[] = [];
    api = mockApi({ observer: { attempted: (kind) => attempts.push(kind), failed: (code) => failures.push(code) } });
    api.pool.intercept({ path: '/v1/orders/me', method: 'GET' }).reply(503, { error: 'unavailable' });
    api.pool.intercept({ path: '/v1/orders/me', method: 'GET' }).reply(200, { orders: [], total: 0 });
    api.pool.intercept({ path: `/v1/offers/top-ups/${LISTING_ID}/publish`, method: 'POST' }).reply(200, listingBody({ status: 'active' }));
    api.pool.intercept({ path: `/v1/offers/top-ups/${LISTING_ID}/unpublish`, method: 'POST' }).reply(404, { error: 'not_found' });

    await api.client.orders.list();
    await api.client.listings.publish('top_up', LISTING_ID);
    await expect(api.client.listings.unpublish('top_up', LISTING_ID)).rejects.toMatchObject({ code: 'not_found' });

    expect(attempts).toEqual(['read', 'read', 'write', 'write']);
    expect(failures).toEqual(['unknown', 'not_found']);
  });
});
