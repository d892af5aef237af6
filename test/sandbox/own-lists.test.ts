import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownListingPage } from '../../src/api/schemas/listing.js';
import { bodies, currencyBody, openTarget, Seller, type Target } from './support/conformance.js';

let target: Target;
let seller: Seller;
const ids: Record<string, string> = {};

beforeAll(async () => {
  target = await openTarget();
  seller = await Seller.create(target);
  const images = [await seller.image()];
  ids.neonDraft = (await seller.create('/v1/offers/top-ups', bodies.topUpInstant({ title: 'Neon credits, small pack' }))).id;
  ids.neonLive = (await seller.create('/v1/offers/top-ups', bodies.topUpInstant({ title: 'Neon credits, big pack' }))).id;
  ids.starArchived = (await seller.create('/v1/offers/top-ups', bodies.topUpManual())).id;
  ids.account = (await seller.create('/v1/offers/accounts', bodies.account(images))).id;
  ids.gift = (await seller.create('/v1/offers/gift-cards', bodies.giftCard(images))).id;
  ids.currency = (await seller.create('/v1/offers/currency', await currencyBody(target))).id;
  await seller.call('POST', `/v1/offers/top-ups/${ids.neonLive}/publish`);
  await seller.call('DELETE', `/v1/offers/top-ups/${ids.starArchived}`);
  const other = await Seller.create(target);
  await other.create('/v1/offers/top-ups', bodies.topUpInstant({ title: 'Someone else entirely' }));
});
afterAll(async () => {
  await target.close();
});

const page = async (path: string) => {
  const answer = await seller.call('GET', path);
  expect(answer.status).toBe(200);
  return ownListingPage.parse(answer.body);
};

describe('own-listing lists', () => {
  it('lists one category newest first with per-status counts, game facets and the total', async () => {
    const list = await page('/v1/offers/top-up/my');
    expect(list.offers.map((o) => o.id)).toEqual([ids.starArchived, ids.neonLive, ids.neonDraft]);
    expect(list.total).toBe(3);
    expect(list.counts).toMatchObject({ draft: 1, active: 1, archived: 1, sold: 0 });
    expect(list.facets).toEqual({
      games: [
        { slug: 'neon-drift', name: 'Neon Drift', count: 2 },
        { slug: 'starfall-odyssey', name: 'Starfall Odyssey', count: 1 },
      ],
    });
    const row = list.offers.find((o) => o.id === ids.neonLive);
    expect(row).toMatchObject({
      status: 'active',
      game_slug: 'neon-drift',
      price: 499,
      currency: 'USD',
      delivery_type: 'instant',
      stock: 1,
      delivery_method: 'activation_code',
    });
    expect(await page('/v1/offers/top-ups/my')).toEqual(list);
  });

  it('filters by comma-separated statuses; a status nothing matches gives an empty list', async () => {
    const two = await page('/v1/offers/top-up/my?status=active,archived');
    expect(two.offers.map((o) => o.id).sort()).toEqual([ids.neonLive, ids.starArchived].sort());
    expect(two.total).toBe(2);
    const none = await page('/v1/offers/top-up/my?status=no_such_status');
    expect(none).toMatchObject({ offers: [], total: 0 });
  });

  it('narrows by game slug and by title, case-insensitively', async () => {
    expect((await page('/v1/offers/top-up/my?game=neon-drift')).total).toBe(2);
    expect((await page('/v1/offers/top-up/my?title=BIG%20pack')).offers.map((o) => o.id)).toEqual([ids.neonLive]);
  });

  it('pages with limit and offset: 0 or absent gives everything, negatives are refused', async () => {
    const second = await page('/v1/offers/top-up/my?limit=1&offset=1');
    expect(second.offers.map((o) => o.id)).toEqual([ids.neonLive]);
    expect(second.total).toBe(3);
    expect((await page('/v1/offers/top-up/my?limit=0')).offers).toHaveLength(3);
    expect((await page('/v1/offers/top-up/my?offset=5')).offers).toEqual([]);
    expect(await seller.call('GET', '/v1/offers/top-up/my?limit=-1')).toMatchObject({ status: 400, body: { error: 'invalid_paging' } });
    expect(await seller.call('GET', '/v1/offers/my?offset=-1')).toMatchObject({ status: 400, body: { error: 'invalid_paging' } });
  });

  it('lists every category on /v1/offers/my, each row naming its category, and only the caller’s own', async () => {
    const answer = await seller.call<{ offers: { id: string; category: string }[]; total: number }>('GET', '/v1/offers/my');
    expect(answer.body.total).toBe(6);
    expect(new Set(answer.body.offers.map((o) => o.category))).toEqual(new Set(['account', 'top_up', 'gift_card', 'currency']));
    expect(answer.body.offers.map((o) => o.id).sort()).toEqual(Object.values(ids).sort());
    const active = await seller.call<{ total: number }>('GET', '/v1/offers/my?status=active');
    expect(active.body.total).toBe(1);
  });

  it('serves the account, gift-card and currency lists in the same shape', async () => {
    expect((await page('/v1/offers/accounts/my')).offers.map((o) => o.id)).toEqual([ids.account]);
    expect((await page('/v1/offers/gift-cards/my')).offers.map((o) => o.id)).toEqual([ids.gift]);
    const currency = await page('/v1/offers/currency/my');
    expect(currency.offers[0]).toMatchObject({ id: ids.currency, price: 100, stock: 10 });
  });
});
