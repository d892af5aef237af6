import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, bodies, currencyBody, openTarget, Seller, type Target } from './support/conformance.js';

let target: Target;
let seller: Seller;
let images: string[];
beforeAll(async () => {
  target = await openTarget();
  seller = await Seller.create(target);
  images = [await seller.image(), await seller.image(), await seller.image()];
});
afterAll(async () => {
  await target.close();
});

type Listing = Record<string, unknown> & { id: string; status: string };

const act = async (path: string, method: 'POST' | 'PATCH' | 'DELETE' = 'POST', body?: unknown) => seller.call<Listing>(method, path, body);

describe('listing status table', () => {
  it('publishes a draft (published_at set), unpublishes to draft, and writes published_at only once', async () => {
    const draft = await seller.create('/v1/offers/top-ups', bodies.topUpInstant());
    const published = await act(`/v1/offers/top-ups/${draft.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('active');
    const firstPublishedAt = published.body.published_at;
    expect(firstPublishedAt).toEqual(expect.any(String));
    await admin(target, 'POST', '/_sandbox/clock', { advance_ms: 5_000 });
    const unpublished = await act(`/v1/offers/top-ups/${draft.id}/unpublish`);
    expect(unpublished.body).toMatchObject({ status: 'draft', published_at: firstPublishedAt });
    const again = await act(`/v1/offers/top-ups/${draft.id}/publish`);
    expect(again.body).toMatchObject({ status: 'active', published_at: firstPublishedAt });
  });

  it('answers 409 invalid_status_transition for publish or unpublish from another status', async () => {
    const draft = await seller.create('/v1/offers/top-ups', bodies.topUpInstant());
    expect(await act(`/v1/offers/top-ups/${draft.id}/unpublish`)).toMatchObject({
      status: 409,
      body: { error: 'invalid_status_transition' },
    });
    await act(`/v1/offers/top-ups/${draft.id}/publish`);
    expect(await act(`/v1/offers/top-ups/${draft.id}/publish`)).toMatchObject({
      status: 409,
      body: { error: 'invalid_status_transition' },
    });
  });

  it('pauses and unpauses on the singular paths, leaving published_at alone', async () => {
    const gift = await seller.create('/v1/offers/gift-cards', bodies.giftCard(images));
    const published = await act(`/v1/offers/gift-cards/${gift.id}/publish`);
    const paused = await act(`/v1/offers/gift-card/${gift.id}/pause`);
    expect(paused.body).toMatchObject({ status: 'paused', published_at: published.body.published_at });
    expect(await act(`/v1/offers/gift-card/${gift.id}/pause`)).toMatchObject({ status: 409 });
    const unpaused = await act(`/v1/offers/gift-card/${gift.id}/unpause`);
    expect(unpaused.body).toMatchObject({ status: 'active', published_at: published.body.published_at });
    expect(await act(`/v1/offers/gift-card/${gift.id}/unpause`)).toMatchObject({
      status: 409,
      body: { error: 'invalid_status_transition' },
    });

    const topUp = await seller.create('/v1/offers/top-ups', bodies.topUpInstant());
    expect(await act(`/v1/offers/top-up/${topUp.id}/pause`)).toMatchObject({ status: 409 });
    await act(`/v1/offers/top-ups/${topUp.id}/publish`);
    expect((await act(`/v1/offers/top-up/${topUp.id}/pause`)).body.status).toBe('paused');
    expect((await seller.call<Listing>('GET', `/v1/offers/top-up/${topUp.id}`)).body.status).toBe('paused');
  });

  it('archives from any status; the archived listing stays readable and refuses further changes', async () => {
    const topUp = await seller.create('/v1/offers/top-ups', bodies.topUpInstant());
    const archived = await act(`/v1/offers/top-ups/${topUp.id}`, 'DELETE');
    expect(archived).toMatchObject({ status: 200, body: { id: topUp.id, status: 'archived' } });
    expect((await seller.call<Listing>('GET', `/v1/offers/top-ups/${topUp.id}`)).body.status).toBe('archived');
    expect(await act(`/v1/offers/top-ups/${topUp.id}/publish`)).toMatchObject({ status: 409 });
    expect(await act(`/v1/offers/top-ups/${topUp.id}`, 'PATCH', { price: 10 })).toMatchObject({
      status: 409,
      body: { error: 'listing_archived' },
    });

    const currency = await seller.create('/v1/offers/currency', await currencyBody(target));
    await act(`/v1/offers/currency/${currency.id}/publish`);
    expect(await act(`/v1/offers/currency/${currency.id}`, 'DELETE')).toMatchObject({ status: 200, body: { status: 'archived' } });
  });

  it('keeps the moderation reason through the PATCH that makes the listing a draft, and clears it on publish', async () => {
    const account = await seller.create('/v1/offers/accounts', bodies.account(images));
    const published = await act(`/v1/offers/accounts/${account.id}/publish`);
    const moderated = await admin<Listing>(target, 'POST', `/_sandbox/offers/${account.id}/moderate`, {
      action: 'changes_requested',
      reason_code: 'misleading_description',
      note: 'Say which skins.',
    });
    expect(moderated.status).toBe(200);
    const read = await seller.call<Listing>('GET', `/v1/offers/accounts/${account.id}`);
    expect(read.body).toMatchObject({
      status: 'changes_requested',
      moderation_reason_code: 'misleading_description',
      moderation_note: 'Say which skins.',
    });
    expect(await act(`/v1/offers/accounts/${account.id}/publish`)).toMatchObject({ status: 409 });
    const patched = await act(`/v1/offers/accounts/${account.id}`, 'PATCH', { description: 'Skins: all of season 3.' });
    expect(patched.body).toMatchObject({ status: 'draft', moderation_reason_code: 'misleading_description' });
    const republished = await act(`/v1/offers/accounts/${account.id}/publish`);
    expect(republished.body).toMatchObject({
      status: 'active',
      moderation_reason_code: null,
      moderation_note: null,
      published_at: published.body.published_at,
    });
  });

  it('answers 404 to every call on a listing moderation removed outright', async () => {
    const topUp = await seller.create('/v1/offers/top-ups', bodies.topUpInstant());
    await act(`/v1/offers/top-ups/${topUp.id}/publish`);
    expect(
      (await admin(target, 'POST', `/_sandbox/offers/${topUp.id}/moderate`, { action: 'remove', reason_code: 'prohibited_item' })).status,
    ).toBe(204);
    for (const [method, path] of [
      ['GET', `/v1/offers/top-ups/${topUp.id}`],
      ['PATCH', `/v1/offers/top-ups/${topUp.id}`],
      ['DELETE', `/v1/offers/top-ups/${topUp.id}`],
      ['POST', `/v1/offers/top-ups/${topUp.id}/unpublish`],
      ['POST', `/v1/offers/top-ups/${topUp.id}/units`],
    ] as const) {
      expect(
        await seller.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : { units: [{ code: 'Z' }] }),
      ).toMatchObject({
        status: 404,
        body: { error: 'not_found' },
      });
    }
    const mine = await seller.call<{ offers: { id: string }[] }>('GET', '/v1/offers/my');
    expect(mine.body.offers.map((o) => o.id)).not.toContain(topUp.id);
  });
});

describe('PATCH', () => {
  it('changes only the fields sent, replaces gallery, tags and attributes whole, and leaves an active listing active', async () => {
    const account = await seller.create(
      '/v1/offers/accounts',
      bodies.account(images.slice(0, 2), { tags: ['old', 'rare'], attributes: { region: 'eu', level: 60, rank: 'gold' } }),
    );
    await act(`/v1/offers/accounts/${account.id}/publish`);
    const patched = await act(`/v1/offers/accounts/${account.id}`, 'PATCH', {
      images: [images[2]],
      tags: [' New '],
      attributes: { region: 'na', level: 61 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      status: 'active',
      images: [images[2]],
      tags: ['new'],
      attributes: { region: 'na', level: 61 },
      price: 2500,
      title: account.title,
    });
    expect(await act(`/v1/offers/accounts/${account.id}`, 'PATCH', { attributes: { level: 61 } })).toMatchObject({
      status: 400,
      body: { error: 'invalid_attributes' },
    });
    expect(await act(`/v1/offers/accounts/${account.id}`, 'PATCH', { images: [] })).toMatchObject({
      status: 400,
      body: { error: 'invalid_image' },
    });
    expect(await act(`/v1/offers/accounts/${account.id}`, 'PATCH', { title: 'short' })).toMatchObject({
      status: 400,
      body: { error: 'title_too_short' },
    });
    expect((await seller.call<Listing>('GET', `/v1/offers/accounts/${account.id}`)).body).toMatchObject({
      title: account.title,
      images: [images[2]],
    });
  });

  it('replaces the unit pool when delivery_type switches, and ignores units otherwise', async () => {
    const topUp = await seller.create('/v1/offers/top-ups', bodies.topUpInstant());
    const ignored = await act(`/v1/offers/top-ups/${topUp.id}`, 'PATCH', { units: [{ code: 'IGNORED' }], price: 600 });
    expect(ignored.body).toMatchObject({ price: 600, available_units: 1 });
    const manual = await act(`/v1/offers/top-ups/${topUp.id}`, 'PATCH', {
      delivery_type: 'manual',
      delivery_method: 'player_id',
      delivery_instructions: 'Send your id.',
      manual_delivery_value: 3,
      manual_delivery_unit: 'days',
    });
    expect(manual.body).toMatchObject({ delivery_type: 'manual', available_units: 0, units: [], manual_delivery_value: 3 });
    const instant = await act(`/v1/offers/top-ups/${topUp.id}`, 'PATCH', {
      delivery_type: 'instant',
      delivery_method: 'activation_code',
      units: [{ code: 'N1' }, { code: 'N2' }],
    });
    expect(instant.body).toMatchObject({
      delivery_type: 'instant',
      available_units: 2,
      manual_delivery_value: null,
      manual_delivery_unit: null,
    });
    expect(await act(`/v1/offers/top-ups/${topUp.id}`, 'PATCH', { delivery_method: 'player_id' })).toMatchObject({
      status: 400,
      body: { error: 'instant_requires_activation_code' },
    });
  });

  it('edits a currency listing: repricing and restocking are ordinary edits', async () => {
    const currency = await seller.create('/v1/offers/currency', await currencyBody(target));
    const patched = await act(`/v1/offers/currency/${currency.id}`, 'PATCH', {
      price_per_unit: 95,
      stock_quantity: 40,
      min_order_quantity: 4,
    });
    expect(patched.body).toMatchObject({ price_per_unit: 95, stock_quantity: 40, min_order_quantity: 4, status: 'draft' });
    expect(await act(`/v1/offers/currency/${currency.id}`, 'PATCH', { delivery_instructions: '' })).toMatchObject({
      status: 400,
      body: { error: 'delivery_instructions_required' },
    });
    expect(await act(`/v1/offers/currency/${currency.id}`, 'PATCH', { stock_quantity: -1 })).toMatchObject({
      status: 400,
      body: { error: 'invalid_quantity' },
    });
  });
});

describe('units', () => {
  it('restocks a top-up, answers the new units, and never reads the codes back', async () => {
    const topUp = await seller.create('/v1/offers/top-ups', bodies.topUpInstant());
    const added = await seller.call<{ units: { id: string; status: string }[] }>('POST', `/v1/offers/top-ups/${topUp.id}/units`, {
      units: [{ code: 'SECRET-CODE-1' }, { code: 'SECRET-CODE-2' }],
    });
    expect(added.status).toBe(201);
    expect(added.body.units).toEqual([
      { id: expect.any(String), status: 'available' },
      { id: expect.any(String), status: 'available' },
    ]);
    const read = await seller.call('GET', `/v1/offers/top-ups/${topUp.id}`);
    expect(read.body).toMatchObject({ available_units: 3 });
    const lists = [await seller.call('GET', '/v1/offers/my'), await seller.call('GET', '/v1/offers/top-up/my')];
    for (const answer of [read, ...lists]) expect(JSON.stringify(answer.body)).not.toContain('SECRET-CODE');
    expect(await seller.call('POST', `/v1/offers/top-ups/${topUp.id}/units`, { units: [{ nope: 1 }] })).toMatchObject({
      status: 400,
      body: { error: 'invalid_units' },
    });
    const manual = await seller.create('/v1/offers/top-ups', bodies.topUpManual());
    expect(await seller.call('POST', `/v1/offers/top-ups/${manual.id}/units`, { units: [{ code: 'A' }] })).toMatchObject({
      status: 409,
      body: { error: 'not_instant_delivery' },
    });
  });

  it('removes an available unit (204, empty); the last one takes the listing off sale until restocked', async () => {
    const gift = await seller.create('/v1/offers/gift-cards', bodies.giftCard(images));
    await act(`/v1/offers/gift-cards/${gift.id}/publish`);
    const unitId = (gift.units as { id: string }[])[0]?.id ?? '';
    const removed = await seller.call('DELETE', `/v1/offers/gift-cards/${gift.id}/units/${unitId}`);
    expect(removed).toMatchObject({ status: 204, body: null });
    expect((await seller.call('GET', `/v1/offers/gift-cards/${gift.id}`)).body).toMatchObject({
      status: 'paused',
      available_units: 0,
      units: [],
    });
    expect((await seller.call('DELETE', `/v1/offers/gift-cards/${gift.id}/units/${unitId}`)).status).toBe(404);
    await seller.call('POST', `/v1/offers/gift-cards/${gift.id}/units`, { units: [{ code: 'NEW' }] });
    expect((await seller.call('GET', `/v1/offers/gift-cards/${gift.id}`)).body).toMatchObject({ status: 'active', available_units: 1 });
  });

  it('removes account units; a draft stays a draft when its pool empties', async () => {
    const account = await seller.create('/v1/offers/accounts', bodies.account(images));
    const unitId = (account.units as { id: string }[])[0]?.id ?? '';
    expect((await seller.call('DELETE', `/v1/offers/accounts/${account.id}/units/${unitId}`)).status).toBe(204);
    expect((await seller.call('GET', `/v1/offers/accounts/${account.id}`)).body).toMatchObject({ status: 'draft', available_units: 0 });
  });
});
