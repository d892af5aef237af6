import { afterEach, describe, expect, it } from 'vitest';
import type { SellerApiClient } from '../../src/api/seller-api-client.js';
import { API_KEY, currencyBody, LISTING_ID, listingBody, mockApi, ORDER_ID, type MockApi } from './mock-api.js';

interface Case {
  name: string;
  call: (client: SellerApiClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  /** Whether the key goes along; the catalogue reads without one. */
  auth: boolean;
  sentBody?: unknown;
  status?: number;
  reply: unknown;
  expected: (result: unknown) => void;
}

const UNIT_ID = 'f00dfeed-0000-4000-8000-000000000002';
const brand = { id: 'b1', slug: 'genshin', name: 'Genshin Impact', offer_count: 3, created_at: null };
const schemaBody = {
  id: 's1',
  brand_category_id: 'bc1',
  version: 3,
  attributes: [{ key: 'server', label: 'Server', type: 'enum', required: true, filterable: true, enum_values: ['eu', 'na'] }],
};
const accountInput = {
  brand: 'genshin',
  title: 'Level 80 account',
  price: 1999,
  delivery_type: 'manual' as const,
  description: 'ready',
  images: ['https://cdn.example.test/a.png'],
  tags: ['ar60', 'eu'],
  attributes: { server: 'eu' },
  manual_delivery_value: 2,
  manual_delivery_unit: 'hours' as const,
};
const topUpInput = {
  brand: 'genshin',
  title: '6480 Genesis Crystals',
  price: 9999,
  delivery_type: 'instant' as const,
  delivery_method: 'activation_code',
  units: [{ code: 'ONE' }],
};
const giftCardInput = {
  brand: 'steam',
  title: 'Steam 50 USD card',
  price: 5000,
  delivery_type: 'instant' as const,
  units: [{ code: 'X' }],
};
const currencyInput = { brand: 'wow', product_id: 'p1', title: 'Gold, by the thousand', price_per_unit: 45, stock_quantity: 300 };
const summary = {
  id: LISTING_ID,
  title: 'Level 80 account',
  status: 'active',
  updated_at: null,
  price: 1999,
  stock: 2,
  category: 'accounts',
};
const order = { id: ORDER_ID, status: 'delivered', deadline_at: '2026-11-21T12:00:00Z' };

const listingPaths = [
  ['account', 'accounts'],
  ['top_up', 'top-ups'],
  ['gift_card', 'gift-cards'],
  ['currency', 'currency'],
] as const;

const cases: Case[] = [
  {
    name: 'brand list with every filter',
    call: (c) => c.catalogue.brands({ category: 'top-ups', name: 'gen', limit: 20, offset: 40 }),
    method: 'GET',
    path: '/v1/offers/brands',
    query: { category: 'top-ups', name: 'gen', limit: '20', offset: '40' },
    auth: false,
    reply: { brands: [brand], total: 1 },
    expected: (r) => expect(r).toEqual({ brands: [brand], total: 1 }),
  },
  {
    name: 'brand list asking for more than a page',
    call: (c) => c.catalogue.brands({ limit: 250 }),
    method: 'GET',
    path: '/v1/offers/brands',
    query: { limit: '100' },
    auth: false,
    reply: { brands: [], total: 0 },
    expected: (r) => expect(r).toEqual({ brands: [], total: 0 }),
  },
  {
    name: 'brand list unfiltered',
    call: (c) => c.catalogue.brands(),
    method: 'GET',
    path: '/v1/offers/brands',
    query: {},
    auth: false,
    reply: { brands: [], total: 0 },
    expected: (r) => expect(r).toEqual({ brands: [], total: 0 }),
  },
  {
    name: 'categories of a brand',
    call: (c) => c.catalogue.categories('genshin'),
    method: 'GET',
    path: '/v1/offers/brands/genshin/categories',
    auth: false,
    reply: { categories: [{ slug: 'accounts', name: 'Accounts', id: 'c1' }] },
    expected: (r) => expect(r).toEqual([{ slug: 'accounts', name: 'Accounts', id: 'c1' }]),
  },
  {
    name: 'category schema by brand slug',
    call: (c) => c.catalogue.categorySchema('genshin', 'accounts'),
    method: 'GET',
    path: '/v1/offers/brands/genshin/categories/accounts/schema',
    auth: false,
    reply: schemaBody,
    expected: (r) => expect(r).toMatchObject({ version: 3, attributes: [{ key: 'server', required: true }] }),
  },
  {
    name: 'category schema by brand id',
    call: (c) => c.catalogue.categorySchema('5d1c0e4a-brand-id', 'top-ups'),
    method: 'GET',
    path: '/v1/offers/brands/5d1c0e4a-brand-id/categories/top-ups/schema',
    auth: false,
    reply: schemaBody,
    expected: (r) => expect(r).toMatchObject({ id: 's1' }),
  },
  {
    name: 'delivery methods',
    call: (c) => c.catalogue.deliveryMethods(),
    method: 'GET',
    path: '/v1/offers/delivery-methods',
    auth: false,
    reply: { delivery_methods: [{ key: 'activation_code', label: 'Code', version: 1, buyer_fields: [] }] },
    expected: (r) => expect(r).toEqual([{ key: 'activation_code', label: 'Code', version: 1, buyer_fields: [] }]),
  },
  {
    name: 'create account',
    call: (c) => c.listings.createAccount(accountInput),
    method: 'POST',
    path: '/v1/offers/accounts',
    auth: true,
    sentBody: accountInput,
    status: 201,
    reply: listingBody(),
    expected: (r) => expect(r).toMatchObject({ id: LISTING_ID, status: 'draft' }),
  },
  {
    name: 'create top-up (plural path, brand)',
    call: (c) => c.listings.createTopUp(topUpInput),
    method: 'POST',
    path: '/v1/offers/top-ups',
    auth: true,
    sentBody: topUpInput,
    reply: listingBody({ delivery_method: 'activation_code' }),
    expected: (r) => expect(r).toMatchObject({ delivery_method: 'activation_code' }),
  },
  {
    name: 'create top-up (singular path, game)',
    call: (c) => c.listings.createTopUp(topUpInput, { pathForm: 'singular' }),
    method: 'POST',
    path: '/v1/offers/top-up',
    auth: true,
    sentBody: { ...topUpInput, brand: undefined, game: 'genshin' },
    reply: listingBody(),
    expected: (r) => expect(r).toMatchObject({ id: LISTING_ID }),
  },
  {
    name: 'create gift card (plural path)',
    call: (c) => c.listings.createGiftCard(giftCardInput),
    method: 'POST',
    path: '/v1/offers/gift-cards',
    auth: true,
    sentBody: giftCardInput,
    reply: listingBody(),
    expected: (r) => expect(r).toMatchObject({ id: LISTING_ID }),
  },
  {
    name: 'create gift card (singular path, game)',
    call: (c) => c.listings.createGiftCard(giftCardInput, { pathForm: 'singular' }),
    method: 'POST',
    path: '/v1/offers/gift-card',
    auth: true,
    sentBody: { ...giftCardInput, brand: undefined, game: 'steam' },
    reply: listingBody(),
    expected: (r) => expect(r).toMatchObject({ id: LISTING_ID }),
  },
  {
    name: 'create currency',
    call: (c) => c.listings.createCurrency(currencyInput),
    method: 'POST',
    path: '/v1/offers/currency',
    auth: true,
    sentBody: currencyInput,
    reply: currencyBody({ status: 'draft' }),
    expected: (r) => expect(r).toMatchObject({ price_per_unit: 45, stock_quantity: 300, product_scale: 'thousand' }),
  },
  {
    name: 'read account by id',
    call: (c) => c.listings.getAccount(LISTING_ID),
    method: 'GET',
    path: `/v1/offers/accounts/${LISTING_ID}`,
    auth: true,
    reply: listingBody({ brand_slug: 'genshin', available_units: 2 }),
    expected: (r) => expect(r).toMatchObject({ brand_slug: 'genshin', available_units: 2 }),
  },
  {
    name: 'read currency by id',
    call: (c) => c.listings.getCurrency(LISTING_ID),
    method: 'GET',
    path: `/v1/offers/currency/${LISTING_ID}`,
    auth: true,
    reply: currencyBody({ brand_slug: 'wow' }),
    expected: (r) => expect(r).toMatchObject({ brand_slug: 'wow', stock_quantity: 300 }),
  },
  {
    name: 'own listings, every filter',
    call: (c) => c.listings.listMine({ statuses: ['active', 'draft'], game: 'genshin', title: 'gold', limit: 10, offset: 20 }),
    method: 'GET',
    path: '/v1/offers/my',
    query: { status: 'active,draft', game: 'genshin', title: 'gold', limit: '10', offset: '20' },
    auth: true,
    reply: { offers: [summary], total: 1 },
    expected: (r) => expect(r).toEqual({ offers: [summary], total: 1, counts: null, facets: null }),
  },
  {
    name: 'own account listings',
    call: (c) => c.listings.listMyAccounts({ statuses: ['sold'] }),
    method: 'GET',
    path: '/v1/offers/accounts/my',
    query: { status: 'sold' },
    auth: true,
    reply: { offers: [summary], counts: { sold: 1 }, facets: {}, total: 1 },
    expected: (r) => expect(r).toEqual({ offers: [summary], counts: { sold: 1 }, facets: {}, total: 1 }),
  },
  {
    name: 'own top-up listings',
    call: (c) => c.listings.listMyTopUps({ limit: 0 }),
    method: 'GET',
    path: '/v1/offers/top-up/my',
    query: { limit: '0' },
    auth: true,
    reply: { offers: [{ ...summary, delivery_method: 'activation_code' }], counts: {}, facets: {}, total: 1 },
    expected: (r) => expect(r).toMatchObject({ offers: [{ delivery_method: 'activation_code' }] }),
  },
  {
    name: 'edit a top-up',
    call: (c) => c.listings.updateTopUp(LISTING_ID, { price: 1500, tags: ['fast'] }),
    method: 'PATCH',
    path: `/v1/offers/top-ups/${LISTING_ID}`,
    auth: true,
    sentBody: { price: 1500, tags: ['fast'] },
    reply: listingBody({ price: 1500 }),
    expected: (r) => expect(r).toMatchObject({ price: 1500 }),
  },
  {
    name: 'restock currency by editing stock_quantity',
    call: (c) => c.listings.updateCurrency(LISTING_ID, { stock_quantity: 900, price_per_unit: 40 }),
    method: 'PATCH',
    path: `/v1/offers/currency/${LISTING_ID}`,
    auth: true,
    sentBody: { stock_quantity: 900, price_per_unit: 40 },
    reply: currencyBody({ stock_quantity: 900, price_per_unit: 40 }),
    expected: (r) => expect(r).toMatchObject({ stock_quantity: 900 }),
  },
  ...listingPaths.flatMap(([category, segment]): Case[] => [
    {
      name: `delete ${category}`,
      call: (c) => c.listings.delete(category, LISTING_ID),
      method: 'DELETE',
      path: `/v1/offers/${segment}/${LISTING_ID}`,
      auth: true,
      reply: category === 'currency' ? currencyBody({ status: 'archived' }) : listingBody({ status: 'archived' }),
      expected: (r) => expect(r).toMatchObject({ status: 'archived' }),
    },
    {
      name: `publish ${category}`,
      call: (c) => c.listings.publish(category, LISTING_ID),
      method: 'POST',
      path: `/v1/offers/${segment}/${LISTING_ID}/publish`,
      auth: true,
      reply: category === 'currency' ? currencyBody() : listingBody({ status: 'active' }),
      expected: (r) => expect(r).toMatchObject({ status: 'active' }),
    },
    {
      name: `unpublish ${category}`,
      call: (c) => c.listings.unpublish(category, LISTING_ID),
      method: 'POST',
      path: `/v1/offers/${segment}/${LISTING_ID}/unpublish`,
      auth: true,
      reply: category === 'currency' ? currencyBody({ status: 'draft' }) : listingBody({ status: 'draft' }),
      expected: (r) => expect(r).toMatchObject({ status: 'draft' }),
    },
  ]),
  {
    name: 'pause a top-up (singular path)',
    call: (c) => c.listings.pause('top_up', LISTING_ID),
    method: 'POST',
    path: `/v1/offers/top-up/${LISTING_ID}/pause`,
    auth: true,
    reply: listingBody({ status: 'paused' }),
    expected: (r) => expect(r).toMatchObject({ status: 'paused' }),
  },
  {
    name: 'pause a gift card (singular path)',
    call: (c) => c.listings.pause('gift_card', LISTING_ID),
    method: 'POST',
    path: `/v1/offers/gift-card/${LISTING_ID}/pause`,
    auth: true,
    reply: listingBody({ status: 'paused' }),
    expected: (r) => expect(r).toMatchObject({ status: 'paused' }),
  },
  {
    name: 'unpause a gift card',
    call: (c) => c.listings.unpause('gift_card', LISTING_ID),
    method: 'POST',
    path: `/v1/offers/gift-card/${LISTING_ID}/unpause`,
    auth: true,
    reply: listingBody({ status: 'active' }),
    expected: (r) => expect(r).toMatchObject({ status: 'active' }),
  },
  {
    name: 'add top-up units',
    call: (c) => c.units.add(LISTING_ID, [{ code: 'AAAA-1111' }, { code: 'BBBB-2222' }]),
    method: 'POST',
    path: `/v1/offers/top-ups/${LISTING_ID}/units`,
    auth: true,
    sentBody: { units: [{ code: 'AAAA-1111' }, { code: 'BBBB-2222' }] },
    reply: {
      units: [
        { id: 'u1', status: 'available' },
        { id: 'u2', status: 'available' },
      ],
    },
    expected: (r) =>
      expect(r).toEqual([
        { id: 'u1', status: 'available' },
        { id: 'u2', status: 'available' },
      ]),
  },
  {
    name: 'remove an account unit',
    call: (c) => c.units.remove('account', LISTING_ID, UNIT_ID),
    method: 'DELETE',
    path: `/v1/offers/accounts/${LISTING_ID}/units/${UNIT_ID}`,
    auth: true,
    status: 204,
    reply: '',
    expected: (r) => expect(r).toBeUndefined(),
  },
  {
    name: 'remove a gift-card unit',
    call: (c) => c.units.remove('gift_card', LISTING_ID, UNIT_ID),
    method: 'DELETE',
    path: `/v1/offers/gift-cards/${LISTING_ID}/units/${UNIT_ID}`,
    auth: true,
    status: 204,
    reply: '',
    expected: (r) => expect(r).toBeUndefined(),
  },
  {
    name: 'orders awaiting delivery',
    call: (c) => c.orders.list('awaiting_delivery'),
    method: 'GET',
    path: '/v1/orders/me',
    query: { status: 'awaiting_delivery' },
    auth: true,
    reply: { orders: [{ ...order, status: 'awaiting_delivery' }], total: 1 },
    expected: (r) => expect(r).toEqual({ orders: [{ ...order, status: 'awaiting_delivery' }], total: 1 }),
  },
  {
    name: 'deliver an order',
    call: (c) => c.orders.deliver(ORDER_ID, [{ code: 'GIFT-1' }, { login: 'a', password: 'b' }]),
    method: 'POST',
    path: `/v1/orders/${ORDER_ID}/deliver`,
    auth: true,
    sentBody: { goods: [{ code: 'GIFT-1' }, { login: 'a', password: 'b' }] },
    reply: order,
    expected: (r) => expect(r).toEqual({ outcome: 'delivered', order }),
  },
];

describe('every Seller API call', () => {
  let api: MockApi;
  afterEach(async () => {
    await api.close();
  });

  it.each(cases)('$name sends the spec request and parses the answer', async (testCase) => {
    api = mockApi();
    const replyBody = typeof testCase.reply === 'string' ? testCase.reply : JSON.stringify(testCase.reply);
    api.pool
      .intercept({ path: (path) => path.split('?')[0] === testCase.path, method: testCase.method })
      .reply(testCase.status ?? 200, replyBody, { headers: { 'content-type': 'application/json' } });

    testCase.expected(await testCase.call(api.client));

    const [sent] = api.calls();
    expect(sent?.method).toBe(testCase.method);
    expect(sent?.path).toBe(testCase.path);
    if (testCase.query) expect(sent?.searchParams).toEqual(testCase.query);
    const headers = sent?.headers as Record<string, string>;
    expect(headers.authorization).toBe(testCase.auth ? `Bearer ${API_KEY}` : undefined);
    if (testCase.sentBody !== undefined) {
      expect(headers['content-type']).toBe('application/json');
      expect(JSON.parse(String(sent?.body))).toEqual(JSON.parse(JSON.stringify(testCase.sentBody)));
    }
  });

  it('uploads a picture as raw bytes under its own content type', async () => {
    api = mockApi();
    api.pool.intercept({ path: '/v1/offers/images', method: 'POST' }).reply(201, { image_url: 'https://cdn.example.test/i/1.png' });
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

    const url = await api.client.images.upload(picture, 'image/png');

    expect(url).toBe('https://cdn.example.test/i/1.png');
    const [sent] = api.calls();
    const headers = sent?.headers as Record<string, string>;
    expect(headers['content-type']).toBe('image/png');
    expect(headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(Buffer.from(sent?.body as unknown as Uint8Array)).toEqual(Buffer.from(picture));
  });

  it('refuses a call that needs the key when the client has none, sending nothing', async () => {
    api = mockApi({ apiKey: undefined });
    await expect(api.client.orders.list('awaiting_delivery')).rejects.toMatchObject({ name: 'InvalidRequestError' });
    expect(api.calls()).toHaveLength(0);
  });

  it('checks the spec rules on inputs before sending', async () => {
    api = mockApi();
    await expect(api.client.listings.createAccount({ ...accountInput, title: 'short' })).rejects.toMatchObject({
      name: 'InvalidRequestError',
      issues: [expect.objectContaining({ path: 'title' })],
    });
    await expect(api.client.listings.updateTopUp(LISTING_ID, { tags: ['a,b'] })).rejects.toMatchObject({ name: 'InvalidRequestError' });
    await expect(api.client.catalogue.brands({ offset: -1 })).rejects.toMatchObject({ name: 'InvalidRequestError' });
    expect(api.calls()).toHaveLength(0);
  });
});
