import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { admin, bodies, call, openTarget, Seller, type Target } from './support/conformance.js';

let target: Target;
let seller: Seller;
beforeAll(async () => {
  target = await openTarget();
  seller = await Seller.create(target);
});
afterAll(async () => {
  await admin(target, 'DELETE', '/_sandbox/faults');
  await target.close();
});

describe('control interface: faults', () => {
  it('answers an injected status on matching paths for as many requests as asked, then recovers', async () => {
    const fault = await admin<{ id: string }>(target, 'POST', '/_sandbox/faults', {
      kind: 'status',
      status: 503,
      path_prefix: '/v1/orders',
      times: 2,
    });
    expect(fault.status).toBe(201);
    expect(await seller.call('GET', '/v1/orders/me')).toMatchObject({ status: 503, body: { error: 'service_unavailable' } });
    expect((await seller.call('GET', '/v1/offers/my')).status).toBe(200);
    expect((await seller.call('GET', '/v1/orders/me')).status).toBe(503);
    expect((await seller.call('GET', '/v1/orders/me')).status).toBe(200);
  });

  it('resets the connection, or answers malformed JSON, on matching requests until cleared', async () => {
    await admin(target, 'POST', '/_sandbox/faults', { kind: 'reset', path_prefix: '/v1/offers/my', method: 'GET' });
    await expect(seller.call('GET', '/v1/offers/my')).rejects.toThrow();
    await admin(target, 'DELETE', '/_sandbox/faults');
    const malformed = await admin<{ id: string }>(target, 'POST', '/_sandbox/faults', {
      kind: 'malformed',
      path_prefix: '/v1/offers/brands',
    });
    const response = await request(`${target.baseUrl}/v1/offers/brands`);
    const text = await response.body.text();
    expect(response.statusCode).toBe(200);
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect((await admin(target, 'DELETE', `/_sandbox/faults/${malformed.body.id}`)).status).toBe(204);
    expect((await call(target.baseUrl, 'GET', '/v1/offers/brands')).status).toBe(200);
  });

  it('holds a delayed request back while others are answered', async () => {
    await admin(target, 'POST', '/_sandbox/faults', {
      kind: 'delay',
      delay_ms: 1500,
      path_prefix: '/v1/offers/delivery-methods',
      times: 1,
    });
    const finished: string[] = [];
    const delayed = call(target.baseUrl, 'GET', '/v1/offers/delivery-methods').then((answer) => finished.push(`delayed ${answer.status}`));
    const prompt = call(target.baseUrl, 'GET', '/v1/offers/brands').then((answer) => finished.push(`prompt ${answer.status}`));
    await Promise.all([delayed, prompt]);
    expect(finished).toEqual(['prompt 200', 'delayed 200']);
  });

  it('refuses a fault of an unknown kind', async () => {
    expect(await admin(target, 'POST', '/_sandbox/faults', { kind: 'gremlins' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
  });
});

describe('control interface: purchases and reset', () => {
  it('answers 404 for a purchase of a listing that does not exist', async () => {
    expect(
      await admin(target, 'POST', '/_sandbox/orders', { offer_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }),
    ).toMatchObject({ status: 404 });
  });

  it('refuses changes_requested on a draft with 409', async () => {
    const draft = await seller.create('/v1/offers/top-ups', bodies.topUpInstant());
    expect(
      await admin(target, 'POST', `/_sandbox/offers/${draft.id}/moderate`, { action: 'changes_requested', reason_code: 'other' }),
    ).toMatchObject({ status: 409 });
  });
});

describe('control interface: schema changes', () => {
  it('bumps a category schema version and replaces its attributes; creates follow the new schema', async () => {
    const schemaPath = '/v1/offers/brands/neon-drift/categories/top-ups/schema';
    const before = await call<{ version: number }>(target.baseUrl, 'GET', schemaPath);
    const attributes = [
      { key: 'platform', label: 'Platform', type: 'enum', required: true, filterable: true, enum_values: ['pc', 'console'] },
    ];
    const bumped = await admin<{ version: number }>(target, 'POST', '/_sandbox/brands/neon-drift/categories/top-ups/schema', {
      attributes,
    });
    expect(bumped.status).toBe(200);
    const after = await call<{ version: number; attributes: unknown[] }>(target.baseUrl, 'GET', schemaPath);
    expect(after.body.version).toBe(before.body.version + 1);
    expect(after.body.attributes).toEqual(attributes);
    expect(await seller.call('POST', '/v1/offers/top-ups', bodies.topUpInstant())).toMatchObject({
      status: 400,
      body: { error: 'invalid_attributes' },
    });
    expect((await seller.call('POST', '/v1/offers/top-ups', bodies.topUpInstant({ attributes: { platform: 'pc' } }))).status).toBe(201);
  });
});
