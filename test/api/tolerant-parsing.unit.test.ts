import { afterEach, describe, expect, it } from 'vitest';
import { ResponseShapeError } from '../../src/api/errors.js';
import { LISTING_ID, listingBody, mockApi, ORDER_ID, type MockApi } from './mock-api.js';

async function shapeErrorOf(promise: Promise<unknown>): Promise<ResponseShapeError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ResponseShapeError);
  return error as ResponseShapeError;
}

describe('reading what the spec does not show', () => {
  let api: MockApi;
  afterEach(async () => {
    await api.close();
  });

  it('keeps an unknown listing status and unknown fields', async () => {
    api = mockApi();
    api.pool
      .intercept({ path: `/v1/offers/accounts/${LISTING_ID}`, method: 'GET' })
      .reply(200, listingBody({ status: 'out_of_stock', moderation_reason_code: 'spam_suspected', warehouse: 'eu-2' }));

    const listing = await api.client.listings.getAccount(LISTING_ID);

    expect(listing.status).toBe('out_of_stock');
    expect(listing.moderation_reason_code).toBe('spam_suspected');
    expect(listing).toMatchObject({ warehouse: 'eu-2' });
  });

  it('keeps unknown order statuses and fields', async () => {
    api = mockApi();
    api.pool.intercept({ path: '/v1/orders/me', method: 'GET' }).reply(200, {
      orders: [{ id: ORDER_ID, status: 'disputed', deadline_at: null, buyer_note: 'hi' }],
      total: 1,
      next_cursor: 'abc',
    });
    const { orders } = await api.client.orders.list();
    expect(orders[0]).toEqual({ id: ORDER_ID, status: 'disputed', deadline_at: null, buyer_note: 'hi' });
  });

  it.each([
    { shape: 'a bare array', body: [{ id: ORDER_ID, status: 'awaiting_delivery' }], total: null },
    { shape: '{items}', body: { items: [{ id: ORDER_ID, status: 'awaiting_delivery' }], total: 4 }, total: 4 },
    { shape: '{data}', body: { data: [{ id: ORDER_ID, status: 'awaiting_delivery' }] }, total: null },
  ])('reads the order list as $shape', async ({ body, total }) => {
    api = mockApi();
    api.pool.intercept({ path: '/v1/orders/me', method: 'GET' }).reply(200, body);
    expect(await api.client.orders.list()).toEqual({ orders: [{ id: ORDER_ID, status: 'awaiting_delivery' }], total });
  });

  it('reads own listings as a bare array', async () => {
    api = mockApi();
    api.pool
      .intercept({ path: '/v1/offers/my', method: 'GET' })
      .reply(200, [{ id: LISTING_ID, title: 'Gold pack', status: 'active', category: 'top-ups' }]);
    expect(await api.client.listings.listMine()).toEqual({
      offers: [{ id: LISTING_ID, title: 'Gold pack', status: 'active', category: 'top-ups' }],
      total: null,
      counts: null,
      facets: null,
    });
  });

  it.each([
    { shape: 'a bare array of strings', body: ['accounts', 'top-ups'] },
    { shape: '{categories} of strings', body: { categories: ['accounts', 'top-ups'] } },
    { shape: 'a bare array of objects', body: [{ slug: 'accounts' }, { slug: 'top-ups' }] },
  ])('reads categories as $shape', async ({ body }) => {
    api = mockApi();
    api.pool.intercept({ path: '/v1/offers/brands/genshin/categories', method: 'GET' }).reply(200, body);
    expect(await api.client.catalogue.categories('genshin')).toEqual([{ slug: 'accounts' }, { slug: 'top-ups' }]);
  });

  it.each([
    { shape: '{url}', body: JSON.stringify({ url: 'https://cdn.example.test/2.png' }), type: 'application/json' },
    { shape: 'a JSON string', body: JSON.stringify('https://cdn.example.test/2.png'), type: 'application/json' },
    { shape: 'plain text', body: 'https://cdn.example.test/2.png\n', type: 'text/plain' },
  ])('reads the image upload answer as $shape', async ({ body, type }) => {
    api = mockApi();
    api.pool.intercept({ path: '/v1/offers/images', method: 'POST' }).reply(200, body, { headers: { 'content-type': type } });
    expect(await api.client.images.upload(new Uint8Array([1]), 'image/jpeg')).toBe('https://cdn.example.test/2.png');
  });

  it('an action answered 204 re-reads the listing where a read path exists', async () => {
    api = mockApi();
    api.pool.intercept({ path: `/v1/offers/accounts/${LISTING_ID}/publish`, method: 'POST' }).reply(204, '');
    api.pool.intercept({ path: `/v1/offers/accounts/${LISTING_ID}`, method: 'GET' }).reply(200, listingBody({ status: 'active' }));
    expect(await api.client.listings.publish('account', LISTING_ID)).toMatchObject({ status: 'active' });
  });

  it('an action or create answered 204 with no read path gives null', async () => {
    api = mockApi();
    api.pool.intercept({ path: `/v1/offers/gift-card/${LISTING_ID}/pause`, method: 'POST' }).reply(204, '');
    api.pool.intercept({ path: '/v1/offers/top-ups', method: 'POST' }).reply(201, '');
    expect(await api.client.listings.pause('gift_card', LISTING_ID)).toBeNull();
    expect(
      await api.client.listings.createTopUp({ brand: 'genshin', title: '60 crystals pack', price: 99, delivery_type: 'manual' }),
    ).toBeNull();
    expect(api.calls()).toHaveLength(2);
  });

  it('deliver answered with an empty body still counts as delivered', async () => {
    api = mockApi();
    api.pool.intercept({ path: `/v1/orders/${ORDER_ID}/deliver`, method: 'POST' }).reply(204, '');
    expect(await api.client.orders.deliver(ORDER_ID, [{ code: 'C' }])).toEqual({ outcome: 'delivered', order: null });
  });

  it('a listing without its id names the field', async () => {
    api = mockApi();
    const { id: _id, ...withoutId } = listingBody();
    api.pool.intercept({ path: `/v1/offers/accounts/${LISTING_ID}`, method: 'GET' }).reply(200, withoutId);
    const error = await shapeErrorOf(api.client.listings.getAccount(LISTING_ID));
    expect(error.field).toBe('id');
    expect(error.retryable).toBe(false);
  });

  it('a price that is not an integer of cents names the field', async () => {
    api = mockApi();
    api.pool.intercept({ path: `/v1/offers/top-ups/${LISTING_ID}`, method: 'PATCH' }).reply(200, listingBody({ price: '19.99' }));
    expect((await shapeErrorOf(api.client.listings.updateTopUp(LISTING_ID, { title: 'A better title' }))).field).toBe('price');
  });

  it('a brand list without total names the field', async () => {
    api = mockApi();
    api.pool.intercept({ path: '/v1/offers/brands', method: 'GET' }).reply(200, { brands: [] });
    expect((await shapeErrorOf(api.client.catalogue.brands())).field).toBe('total');
  });

  it('an order without a status names the row and field', async () => {
    api = mockApi();
    api.pool.intercept({ path: '/v1/orders/me', method: 'GET' }).reply(200, { orders: [{ id: ORDER_ID }] });
    expect((await shapeErrorOf(api.client.orders.list())).field).toBe('0.status');
  });

  it('an order list with no list at all names the field', async () => {
    api = mockApi();
    api.pool.intercept({ path: '/v1/orders/me', method: 'GET' }).reply(200, { count: 0 });
    expect((await shapeErrorOf(api.client.orders.list())).field).toBe('orders');
  });
});
