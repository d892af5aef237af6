import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandList, categorySchema, deliveryMethodList } from '../../src/api/schemas/catalogue.js';
import { call, openTarget, type Target } from './support/conformance.js';

let target: Target;
beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target.close();
});

const get = <T = Record<string, unknown>>(path: string) => call<T>(target.baseUrl, 'GET', path);

describe('catalogue reads (no key)', () => {
  it('lists brands without a key, in the spec shape', async () => {
    const answer = await get('/v1/offers/brands');
    expect(answer.status).toBe(200);
    const list = brandList.parse(answer.body);
    expect(list.brands.length).toBe(list.total);
    expect(list.total).toBeGreaterThan(3);
    for (const brand of list.brands) expect(brand).toMatchObject({ offer_count: expect.any(Number), icon_url: expect.any(String) });
  });

  it('filters brands by category slug and narrows by name', async () => {
    const all = brandList.parse((await get('/v1/offers/brands')).body);
    const currency = brandList.parse((await get('/v1/offers/brands?category=currency')).body);
    expect(currency.total).toBeGreaterThan(0);
    expect(currency.total).toBeLessThan(all.total);
    for (const brand of currency.brands) {
      const categories = await get<{ categories: { slug: string }[] }>(`/v1/offers/brands/${brand.slug}/categories`);
      expect(categories.body.categories.map((c) => c.slug)).toContain('currency');
    }
    const named = brandList.parse((await get('/v1/offers/brands?name=STARFALL')).body);
    expect(named.brands.map((b) => b.slug)).toEqual(['starfall-odyssey']);
  });

  it('pages brands: absent or 0 gives everything, above 100 counts as 100, offset skips, negatives are refused', async () => {
    const all = brandList.parse((await get('/v1/offers/brands')).body);
    const zero = brandList.parse((await get('/v1/offers/brands?limit=0')).body);
    expect(zero.brands.length).toBe(all.total);
    const two = brandList.parse((await get('/v1/offers/brands?limit=2&offset=1')).body);
    expect(two.brands.map((b) => b.id)).toEqual(all.brands.slice(1, 3).map((b) => b.id));
    expect(two.total).toBe(all.total);
    const huge = brandList.parse((await get('/v1/offers/brands?limit=1000')).body);
    expect(huge.brands.length).toBe(Math.min(100, all.total));
    expect(await get('/v1/offers/brands?limit=-1')).toMatchObject({ status: 400, body: { error: 'invalid_paging' } });
    expect(await get('/v1/offers/brands?offset=-3')).toMatchObject({ status: 400, body: { error: 'invalid_paging' } });
  });

  it('answers categories as {categories: [{id, slug, name}]} and 404 for an unknown brand', async () => {
    const answer = await get<{ categories: { id: string; slug: string; name: string }[] }>('/v1/offers/brands/starfall-odyssey/categories');
    expect(answer.status).toBe(200);
    expect(answer.body.categories.map((c) => c.slug).sort()).toEqual(['accounts', 'currency', 'gift-cards', 'top-ups']);
    expect(await get('/v1/offers/brands/no-such-game/categories')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('serves a versioned schema by brand slug or id, with enum and number attributes, required and optional', async () => {
    const bySlug = await get('/v1/offers/brands/starfall-odyssey/categories/accounts/schema');
    expect(bySlug.status).toBe(200);
    const schema = categorySchema.parse(bySlug.body);
    expect(schema.version).toEqual(expect.any(Number));
    expect(schema.attributes.some((a) => a.type === 'enum' && a.required && (a.enum_values ?? []).length > 0)).toBe(true);
    expect(schema.attributes.some((a) => a.type === 'number' && typeof a.min === 'number')).toBe(true);
    expect(schema.attributes.some((a) => !a.required)).toBe(true);
    const brands = brandList.parse((await get('/v1/offers/brands?name=starfall')).body);
    const byId = await get(`/v1/offers/brands/${brands.brands[0]?.id}/categories/accounts/schema`);
    expect(byId.body).toEqual(bySlug.body);
    expect((await get('/v1/offers/brands/dune-riders/categories/accounts/schema')).status).toBe(404);
  });

  it('lists delivery methods with a version and buyer fields, activation_code among them', async () => {
    const answer = await get('/v1/offers/delivery-methods');
    expect(answer.status).toBe(200);
    const methods = deliveryMethodList.parse(answer.body).delivery_methods;
    expect(methods.map((m) => m.key)).toContain('activation_code');
    for (const method of methods) expect(method.version).toEqual(expect.any(Number));
    expect(methods.some((m) => (m.buyer_fields ?? []).some((f) => f.type === 'string' && f.required))).toBe(true);
  });

  it('answers 404 not_found for a path outside the interface', async () => {
    expect(await get('/v1/nothing-here')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });
});
