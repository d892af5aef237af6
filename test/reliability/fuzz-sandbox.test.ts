// Property-based tests over the sandbox's request validation: any method, path, query,
// header and body gets one of the interface's statuses with a documented error code,
// never a 500, and the sandbox keeps serving.
import fc from 'fast-check';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { recordFigures } from './support/figures.js';

const SEED = 21_112_026;
const RUNS = 600;

/** The spec's codes plus the sandbox's own, as docs/sandbox.md lists them. */
const DOCUMENTED_CODES = new Set([
  'delivery_instructions_required',
  'bulk_fields_required',
  'instant_requires_activation_code',
  'title_too_short',
  'invalid_attributes',
  'invalid_image',
  'invalid_tags',
  'unknown_brand',
  'unauthorized',
  'forbidden',
  'account_suspended',
  'not_found',
  'rate_limited',
  'invalid_request',
  'invalid_price',
  'invalid_quantity',
  'title_too_long',
  'description_too_long',
  'delivery_instructions_too_long',
  'invalid_delivery_type',
  'invalid_delivery_method',
  'invalid_manual_delivery',
  'invalid_units',
  'unknown_product',
  'gift_card_must_be_instant',
  'invalid_paging',
  'invalid_goods',
  'invalid_goods_count',
  'invalid_status_transition',
  'listing_archived',
  'not_instant_delivery',
  'unit_not_available',
  'order_not_awaiting_delivery',
]);
const STATUSES = new Set([200, 201, 204, 400, 401, 403, 404, 409, 429]);

let sandbox: RunningSandbox;
let apiKey: string;
let ids: string[];
const seen = new Map<string, number>();

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 3, limits: false });
  apiKey = sandbox.sellers[0]?.apiKey ?? '';
  ids = [
    ...[...sandbox.core.state.listings.values()].map((listing) => listing.id),
    ...[...sandbox.core.state.orders.values()].map((order) => order.id),
  ];
});

afterAll(async () => {
  await sandbox.close();
  recordFigures('fuzz-sandbox', { requests: RUNS + 200, distinctAnswers: seen.size, seed: SEED });
});

const anyValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 10 }))), {
    maxLength: 4,
  }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 10 }), fc.integer())),
  fc.constantFrom(
    'starfall-odyssey',
    'dune-riders',
    'activation_code',
    'player_id',
    'manual',
    'instant',
    'hours',
    'minutes',
    'eu',
    'x'.repeat(5000),
  ),
);

const FIELDS = [
  'brand',
  'game',
  'title',
  'price',
  'delivery_type',
  'delivery_method',
  'delivery_instructions',
  'description',
  'images',
  'tags',
  'attributes',
  'units',
  'manual_delivery_value',
  'manual_delivery_unit',
  'product_id',
  'price_per_unit',
  'stock_quantity',
  'min_order_quantity',
  'goods',
  'code',
];

const body = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 8 }).map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '[]',
      'null',
      '{"goods":[{"code":"A"}]}',
      '{"units":[{"code":"A"},{"code":""}]}',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{}}}',
    ),
  },
);

const segment = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...ids),
    fc.uuid(),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
    fc.constantFrom(
      'accounts',
      'account',
      'top-ups',
      'top-up',
      'gift-cards',
      'gift-card',
      'currency',
      'my',
      'brands',
      '..',
      '%00',
      'units',
    ),
  );

const pathArbitrary = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.tuple(segment()).map(([cat]) => `/v1/offers/${cat}`),
    fc.tuple(segment(), segment()).map(([cat, id]) => `/v1/offers/${cat}/${id}`),
    fc
      .tuple(segment(), segment(), fc.constantFrom('publish', 'unpublish', 'pause', 'unpause', 'units', 'x'))
      .map(([cat, id, action]) => `/v1/offers/${cat}/${id}/${action}`),
    fc.tuple(segment(), segment(), segment()).map(([cat, id, unit]) => `/v1/offers/${cat}/${id}/units/${unit}`),
    fc.tuple(segment()).map(([id]) => `/v1/orders/${id}/deliver`),
    fc.tuple(segment()).map(([id]) => `/v1/orders/${id}`),
    fc.constantFrom('/v1/orders/me', '/v1/offers/my', '/v1/offers/brands', '/v1/offers/delivery-methods', '/v1/offers/images'),
    fc.tuple(segment(), segment()).map(([brand, category]) => `/v1/offers/brands/${brand}/categories/${category}/schema`),
    fc.string({ maxLength: 40 }).map((text) => `/${encodeURIComponent(text)}`),
  );

const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom('limit', 'offset', 'status', 'game', 'title', 'category', 'name'),
      fc.oneof(fc.string({ maxLength: 10 }), fc.integer().map(String), fc.constantFrom('-1', '1.5', '1e3', 'active,draft', '')),
    )
    .map((params) => `?${new URLSearchParams(params).toString()}`),
);

const requestArbitrary = () =>
  fc.record({
    method: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT'),
    path: pathArbitrary(),
    query,
    body,
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'image/png', ''),
    auth: fc.constantFrom('key', 'key', 'key', 'none', 'garbage'),
  });

describe('the sandbox under any request', () => {
  it(`answers each with an interface status and a documented error code, never a 500 (${RUNS} requests)`, async () => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(), async (req) => {
        const headers: Record<string, string> = {};
        if (req.contentType) headers['content-type'] = req.contentType;
        if (req.auth === 'key') headers.authorization = `Bearer ${apiKey}`;
        if (req.auth === 'garbage') headers.authorization = 'Bearer \u00ff\u00fe';
        const sendsBody = req.method !== 'GET';
        const answer = await request(`${sandbox.baseUrl}${req.path}${req.query}`, {
          method: req.method as 'GET',
          headers,
          ...(sendsBody ? { body: req.body } : {}),
        });
        const text = await answer.body.text();
        expect(STATUSES.has(answer.statusCode), `${answer.statusCode} ${text.slice(0, 200)}`).toBe(true);
        if (answer.statusCode >= 400) {
          const parsed = JSON.parse(text) as { error?: unknown };
          expect(Object.keys(parsed)).toEqual(['error']);
          expect(DOCUMENTED_CODES.has(String(parsed.error)), String(parsed.error)).toBe(true);
          seen.set(`${answer.statusCode} ${String(parsed.error)}`, (seen.get(`${answer.statusCode} ${String(parsed.error)}`) ?? 0) + 1);
        } else if (answer.statusCode !== 204 && !req.path.startsWith('/_images/')) {
          expect(() => JSON.parse(text) as unknown).not.toThrow();
          seen.set(`${answer.statusCode}`, (seen.get(`${answer.statusCode}`) ?? 0) + 1);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('checks create and deliver bodies field by field: any field values get a 400 code, never a crash (200 bodies)', async () => {
    const topUp = [...sandbox.core.state.listings.values()].find((listing) => listing.category === 'top_up')?.id ?? '';
    const waiting = [...sandbox.core.state.orders.values()].find((order) => order.status === 'awaiting_delivery')?.id ?? '';
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/v1/offers/top-ups',
          '/v1/offers/accounts',
          '/v1/offers/gift-cards',
          '/v1/offers/currency',
          `/v1/offers/top-ups/${topUp}`,
          `/v1/orders/${waiting}/deliver`,
        ),
        fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 12 }),
        async (target, fields) => {
          const answer = await request(`${sandbox.baseUrl}${target}`, {
            method: target.includes('/v1/offers/top-ups/') ? 'PATCH' : 'POST',
            headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
            body: JSON.stringify(fields),
          });
          const text = await answer.body.text();
          expect([200, 201, 400, 409]).toContain(answer.statusCode);
          const code = answer.statusCode >= 400 ? String((JSON.parse(text) as { error?: unknown }).error) : '';
          if (answer.statusCode >= 400) expect(DOCUMENTED_CODES.has(code), text).toBe(true);
          seen.set(`${answer.statusCode} ${code}`, (seen.get(`${answer.statusCode} ${code}`) ?? 0) + 1);
        },
      ),
      { numRuns: 200, seed: SEED },
    );
    // The fuzz reached the validation, not only the router's 404.
    expect([...seen.keys()].filter((answer) => answer.startsWith('400 ')).length).toBeGreaterThanOrEqual(8);
  });

  it('still serves ordinary reads afterwards', async () => {
    const answer = await request(`${sandbox.baseUrl}/v1/offers/my`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(answer.statusCode).toBe(200);
    expect(((await answer.body.json()) as { offers: unknown[] }).offers.length).toBeGreaterThan(0);
  });
});
