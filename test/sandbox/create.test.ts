import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountListing, currencyListing, giftCardListing, topUpListing } from '../../src/api/schemas/listing.js';
import { bodies, call, currencyBody, openTarget, PNG, Seller, type Target } from './support/conformance.js';

let target: Target;
let seller: Seller;
let images: string[];
beforeAll(async () => {
  target = await openTarget();
  seller = await Seller.create(target);
  images = [await seller.image(), await seller.image()];
});
afterAll(async () => {
  await target.close();
});

const refused = async (path: string, body: unknown) => (await seller.call('POST', path, body)).body;

describe('picture upload', () => {
  it('answers 201 with an image_url that serves the bytes back', async () => {
    const upload = await call<{ image_url: string }>(target.baseUrl, 'POST', '/v1/offers/images', {
      key: seller.apiKey,
      raw: { contentType: 'image/png', data: PNG },
    });
    expect(upload.status).toBe(201);
    const served = await fetch(upload.body.image_url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a body that is not an image, or empty, with invalid_image, and needs a key', async () => {
    const text = await call(target.baseUrl, 'POST', '/v1/offers/images', {
      key: seller.apiKey,
      raw: { contentType: 'text/plain', data: Buffer.from('hi') },
    });
    expect(text).toMatchObject({ status: 400, body: { error: 'invalid_image' } });
    const empty = await call(target.baseUrl, 'POST', '/v1/offers/images', {
      key: seller.apiKey,
      raw: { contentType: 'image/png', data: Buffer.alloc(0) },
    });
    expect(empty).toMatchObject({ status: 400, body: { error: 'invalid_image' } });
    const anonymous = await call(target.baseUrl, 'POST', '/v1/offers/images', { raw: { contentType: 'image/png', data: PNG } });
    expect(anonymous.status).toBe(401);
  });
});

describe('create, every category', () => {
  it('creates an account as a draft with the read-only extras and without the goods', async () => {
    const answer = await seller.call('POST', '/v1/offers/accounts', bodies.account(images));
    expect(answer.status).toBe(201);
    const listing = accountListing.parse(answer.body);
    expect(listing).toMatchObject({
      status: 'draft',
      price: 2500,
      currency: 'USD',
      delivery_type: 'instant',
      published_at: null,
      available_units: 1,
      brand_slug: 'starfall-odyssey',
    });
    expect(listing.units).toEqual([{ id: expect.any(String), status: 'available' }]);
    expect(listing.manual_delivery_value).toBeNull();
    expect(JSON.stringify(answer.body)).not.toContain('p1');
    const read = await seller.call('GET', `/v1/offers/accounts/${listing.id}`);
    expect(read.body).toEqual(answer.body);
  });

  it('creates a manual top-up without pictures, carrying its delivery method and instructions', async () => {
    const answer = await seller.call('POST', '/v1/offers/top-ups', bodies.topUpManual());
    expect(answer.status).toBe(201);
    const listing = topUpListing.parse(answer.body);
    expect(listing).toMatchObject({
      status: 'draft',
      delivery_type: 'manual',
      delivery_method: 'player_id',
      manual_delivery_value: 2,
      manual_delivery_unit: 'hours',
      images: [],
    });
  });

  it('creates a gift card (instant, activation_code) and refuses a manual one', async () => {
    const answer = await seller.call('POST', '/v1/offers/gift-cards', bodies.giftCard(images));
    expect(answer.status).toBe(201);
    expect(giftCardListing.parse(answer.body)).toMatchObject({
      delivery_type: 'instant',
      delivery_method: 'activation_code',
      manual_delivery_unit: null,
    });
    expect(await refused('/v1/offers/gift-cards', bodies.giftCard(images, { delivery_type: 'manual', units: [] }))).toEqual({
      error: 'gift_card_must_be_instant',
    });
    expect(await refused('/v1/offers/gift-cards', bodies.giftCard([]))).toEqual({ error: 'invalid_image' });
  });

  it('creates a currency listing with brand and scale extras and no picture or delivery type', async () => {
    const answer = await seller.call('POST', '/v1/offers/currency', await currencyBody(target));
    expect(answer.status).toBe(201);
    const listing = currencyListing.parse(answer.body);
    expect(listing).toMatchObject({
      status: 'draft',
      price_per_unit: 100,
      stock_quantity: 10,
      min_order_quantity: 2,
      brand_slug: 'starfall-odyssey',
      currency: 'USD',
    });
    expect(['unit', 'thousand', 'million']).toContain(listing.product_scale);
    expect(answer.body).not.toHaveProperty('images');
    expect(answer.body).not.toHaveProperty('delivery_type');
    expect(
      await refused('/v1/offers/currency', await currencyBody(target, { product_id: '00000000-0000-4000-8000-000000000000' })),
    ).toEqual({ error: 'unknown_product' });
    expect(await refused('/v1/offers/currency', await currencyBody(target, { delivery_instructions: undefined }))).toEqual({
      error: 'delivery_instructions_required',
    });
  });

  it('accepts the singular create forms with `game` instead of `brand`', async () => {
    const { brand, ...topUp } = bodies.topUpInstant();
    const singular = await seller.call('POST', '/v1/offers/top-up', { ...topUp, game: brand });
    expect(singular.status).toBe(201);
    expect(singular.body).toMatchObject({ brand_slug: 'neon-drift', status: 'draft' });
    expect((await seller.call('GET', `/v1/offers/top-ups/${String(singular.body.id)}`)).status).toBe(200);
    expect(await refused('/v1/offers/top-up', bodies.topUpInstant())).toEqual({ error: 'unknown_brand' });
    const { brand: accountBrand, ...account } = bodies.account(images);
    expect((await seller.call('POST', '/v1/offers/account', { ...account, game: accountBrand })).status).toBe(201);
    const { brand: giftBrand, ...gift } = bodies.giftCard(images);
    expect((await seller.call('POST', '/v1/offers/gift-card', { ...gift, game: giftBrand })).status).toBe(201);
  });
});

describe('create-body rules', () => {
  it('gives unknown_brand for a brand that does not exist or lacks the category', async () => {
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ brand: 'no-such-game' }))).toEqual({ error: 'unknown_brand' });
    expect(await refused('/v1/offers/accounts', bodies.account(images, { brand: 'dune-riders' }))).toEqual({ error: 'unknown_brand' });
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ brand: undefined }))).toEqual({ error: 'unknown_brand' });
  });

  it('takes titles of 8 to 128 characters', async () => {
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ title: 'Short t' }))).toEqual({ error: 'title_too_short' });
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ title: undefined }))).toEqual({ error: 'title_too_short' });
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ title: 'x'.repeat(129) }))).toEqual({ error: 'title_too_long' });
    expect((await seller.call('POST', '/v1/offers/top-ups', bodies.topUpInstant({ title: 'Eight ch' }))).status).toBe(201);
    expect((await seller.call('POST', '/v1/offers/top-ups', bodies.topUpInstant({ title: 'y'.repeat(128) }))).status).toBe(201);
  });

  it('bounds description at 4096 and delivery instructions at 2048 characters', async () => {
    expect((await seller.call('POST', '/v1/offers/top-ups', bodies.topUpInstant({ description: 'd'.repeat(4096) }))).status).toBe(201);
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ description: 'd'.repeat(4097) }))).toEqual({
      error: 'description_too_long',
    });
    expect(await refused('/v1/offers/top-ups', bodies.topUpManual({ delivery_instructions: 'i'.repeat(2049) }))).toEqual({
      error: 'delivery_instructions_too_long',
    });
    expect(await refused('/v1/offers/top-ups', bodies.topUpManual({ delivery_instructions: undefined }))).toEqual({
      error: 'delivery_instructions_required',
    });
    expect(await refused('/v1/offers/top-ups', bodies.topUpManual({ delivery_instructions: '   ' }))).toEqual({
      error: 'delivery_instructions_required',
    });
  });

  it('allows instant delivery only with activation_code, and asks for the bulk fields on a multi-unit create', async () => {
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ delivery_method: 'player_id' }))).toEqual({
      error: 'instant_requires_activation_code',
    });
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ delivery_method: undefined }))).toEqual({
      error: 'instant_requires_activation_code',
    });
    const twoUnits = bodies.topUpInstant({ delivery_method: undefined, units: [{ code: 'A' }, { code: 'B' }] });
    expect(await refused('/v1/offers/top-ups', twoUnits)).toEqual({ error: 'bulk_fields_required' });
    expect(await refused('/v1/offers/top-ups', bodies.topUpManual({ delivery_method: 'carrier_pigeon' }))).toEqual({
      error: 'invalid_delivery_method',
    });
  });

  it('takes 1 to 10 pictures from the upload and nothing else', async () => {
    expect(await refused('/v1/offers/accounts', bodies.account([]))).toEqual({ error: 'invalid_image' });
    expect(await refused('/v1/offers/accounts', bodies.account(undefined as unknown as string[]))).toEqual({ error: 'invalid_image' });
    expect(await refused('/v1/offers/accounts', bodies.account(['https://example.com/a.png']))).toEqual({ error: 'invalid_image' });
    const eleven = await Promise.all(Array.from({ length: 11 }, () => seller.image()));
    expect(await refused('/v1/offers/accounts', bodies.account(eleven))).toEqual({ error: 'invalid_image' });
    expect((await seller.call('POST', '/v1/offers/accounts', bodies.account(eleven.slice(0, 10)))).status).toBe(201);
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ images: [] }))).toEqual({ error: 'invalid_image' });
    const other = await Seller.create(target);
    expect(await refused('/v1/offers/accounts', bodies.account([await other.image()]))).toEqual({ error: 'invalid_image' });
  });

  it('stores tags trimmed, lower-cased and de-duplicated, and refuses commas and over 500 joined characters', async () => {
    const created = await seller.create('/v1/offers/top-ups', bodies.topUpInstant({ tags: [' Fast ', 'FAST', 'Cheap', 'fast'] }));
    expect(created.tags).toEqual(['fast', 'cheap']);
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ tags: ['a,b'] }))).toEqual({ error: 'invalid_tags' });
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ tags: 'fast' }))).toEqual({ error: 'invalid_tags' });
    // 49 tags of 8 characters and one of 10, joined with ", ", make exactly 500 characters.
    const fifty = [...Array.from({ length: 49 }, (_, i) => `tag${String(i).padStart(5, '0')}`), 'tag0004999'];
    expect((await seller.call('POST', '/v1/offers/top-ups', bodies.topUpInstant({ tags: fifty }))).status).toBe(201);
    const tooLong = [...fifty.slice(0, 49), 'tag00049999'];
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ tags: tooLong }))).toEqual({ error: 'invalid_tags' });
  });

  it("checks attributes against the brand's schema", async () => {
    const bad = [
      { level: 60 },
      { region: 'mars', level: 60 },
      { region: 'eu', level: 0 },
      { region: 'eu', level: 'sixty' },
      { region: 'eu', level: 60, colour: 'red' },
      'region=eu',
    ];
    for (const attributes of bad) {
      expect(await refused('/v1/offers/accounts', bodies.account(images, { attributes }))).toEqual({ error: 'invalid_attributes' });
    }
    const withOptional = await seller.create(
      '/v1/offers/accounts',
      bodies.account(images, { attributes: { region: 'na', level: 3, rank: 'gold' } }),
    );
    expect(withOptional.attributes).toEqual({ region: 'na', level: 3, rank: 'gold' });
  });

  it('refuses prices that are not whole positive cents, malformed JSON, and misplaced delivery fields', async () => {
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ price: 4.99 }))).toEqual({ error: 'invalid_price' });
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ price: 0 }))).toEqual({ error: 'invalid_price' });
    const malformed = await call(target.baseUrl, 'POST', '/v1/offers/top-ups', {
      key: seller.apiKey,
      raw: { contentType: 'application/json', data: Buffer.from('{"title": ') },
    });
    expect(malformed).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await refused('/v1/offers/accounts', bodies.account(images, { delivery_type: 'manual', units: [] }))).toEqual({
      error: 'invalid_manual_delivery',
    });
    expect(
      await refused('/v1/offers/accounts', bodies.account(images, { manual_delivery_value: 1, manual_delivery_unit: 'days' })),
    ).toEqual({ error: 'invalid_manual_delivery' });
    expect(await refused('/v1/offers/top-ups', bodies.topUpManual({ units: [{ code: 'X' }] }))).toEqual({ error: 'invalid_units' });
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ units: [{ pin: 'X' }] }))).toEqual({ error: 'invalid_units' });
    expect(await refused('/v1/offers/top-ups', bodies.topUpInstant({ delivery_type: 'teleport' }))).toEqual({
      error: 'invalid_delivery_type',
    });
  });
});
