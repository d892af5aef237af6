import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, bodies, call, openTarget, Seller, type Target } from './support/conformance.js';

let target: Target;
beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target.close();
});

const ownList = (key?: string) => call(target.baseUrl, 'GET', '/v1/offers/my', { key });

describe('authentication', () => {
  it('answers 401 unauthorized without a key, with a malformed header, and with an unknown key', async () => {
    expect(await ownList()).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(await ownList('hk_sandbox_not-a-real-key')).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    const seller = await Seller.create(target);
    const basic = await call(target.baseUrl, 'GET', '/v1/orders/me', { headers: { authorization: `Basic ${seller.apiKey}` } });
    expect(basic).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
  });

  it('revokes a key on the very next request, while the account and its other keys go on', async () => {
    const seller = await Seller.create(target);
    const second = await admin<{ apiKey: string; keyId: string }>(target, 'POST', `/_sandbox/sellers/${seller.id}/keys`, {});
    expect(second.status).toBe(201);
    expect((await ownList(second.body.apiKey)).status).toBe(200);
    expect((await admin(target, 'DELETE', `/_sandbox/sellers/${seller.id}/keys/${second.body.keyId}`)).status).toBe(204);
    expect(await ownList(second.body.apiKey)).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect((await ownList(seller.apiKey)).status).toBe(200);
  });

  it('holds at most 5 live keys per account', async () => {
    const seller = await Seller.create(target);
    for (let i = 0; i < 4; i += 1) {
      expect((await admin(target, 'POST', `/_sandbox/sellers/${seller.id}/keys`, {})).status).toBe(201);
    }
    const sixth = await admin(target, 'POST', `/_sandbox/sellers/${seller.id}/keys`, {});
    expect(sixth).toMatchObject({ status: 409, body: { error: 'too_many_keys' } });
  });

  it('admits a key only from its allowlist and answers an outsider exactly like an unknown key', async () => {
    const inside = await Seller.create(target, ['10.0.0.0/8', '127.0.0.0/8']);
    expect((await ownList(inside.apiKey)).status).toBe(200);
    const single = await Seller.create(target, ['127.0.0.1']);
    expect((await ownList(single.apiKey)).status).toBe(200);
    const outside = await Seller.create(target, ['203.0.113.0/24', '2001:db8::/32']);
    const refused = await ownList(outside.apiKey);
    const unknown = await ownList('hk_sandbox_unknown');
    expect(refused).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(refused.body).toEqual(unknown.body);
    const empty = await Seller.create(target, []);
    expect((await ownList(empty.apiKey)).status).toBe(200);
  });

  it('takes up to 16 allowlist entries and refuses 17 or a malformed one', async () => {
    const sixteen = Array.from({ length: 16 }, (_, i) => `192.0.2.${i}`);
    expect((await admin(target, 'POST', '/_sandbox/sellers', { allowlist: sixteen })).status).toBe(201);
    const seventeen = [...sixteen, '192.0.2.99'];
    expect(await admin(target, 'POST', '/_sandbox/sellers', { allowlist: seventeen })).toMatchObject({
      status: 400,
      body: { error: 'invalid_allowlist' },
    });
    expect(await admin(target, 'POST', '/_sandbox/sellers', { allowlist: ['10.0.0.0/33'] })).toMatchObject({ status: 400 });
    expect(await admin(target, 'POST', '/_sandbox/sellers', { allowlist: ['not-an-address'] })).toMatchObject({ status: 400 });
  });

  it('answers 403 account_suspended for a suspended account until it is unsuspended', async () => {
    const seller = await Seller.create(target);
    expect((await admin(target, 'POST', `/_sandbox/sellers/${seller.id}/suspend`)).status).toBe(204);
    expect(await ownList(seller.apiKey)).toMatchObject({ status: 403, body: { error: 'account_suspended' } });
    expect(await seller.call('POST', '/v1/offers/top-ups', bodies.topUpInstant())).toMatchObject({
      status: 403,
      body: { error: 'account_suspended' },
    });
    expect((await admin(target, 'POST', `/_sandbox/sellers/${seller.id}/unsuspend`)).status).toBe(204);
    expect((await ownList(seller.apiKey)).status).toBe(200);
  });

  it("answers another seller's listing exactly as one that does not exist", async () => {
    const owner = await Seller.create(target);
    const stranger = await Seller.create(target);
    const listing = await owner.create('/v1/offers/top-ups', bodies.topUpInstant());
    const theirs = await stranger.call('GET', `/v1/offers/top-ups/${listing.id}`);
    const missing = await stranger.call('GET', '/v1/offers/top-ups/00000000-0000-4000-8000-000000000000');
    expect(theirs).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(theirs.body).toEqual(missing.body);
    expect((await stranger.call('POST', `/v1/offers/top-ups/${listing.id}/publish`)).status).toBe(404);
    expect((await stranger.call('PATCH', `/v1/offers/top-ups/${listing.id}`, { price: 1 })).status).toBe(404);
    expect((await stranger.call('DELETE', `/v1/offers/top-ups/${listing.id}`)).status).toBe(404);
    expect((await owner.call('GET', `/v1/offers/top-ups/${listing.id}`)).body).toMatchObject({ price: 499, status: 'draft' });
  });

  it('refuses the control interface without the admin token', async () => {
    const seller = await Seller.create(target);
    expect(await call(target.baseUrl, 'POST', '/_sandbox/sellers', { key: seller.apiKey, body: {} })).toMatchObject({
      status: 401,
      body: { error: 'unauthorized' },
    });
  });
});
