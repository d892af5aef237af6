import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsFigures } from '../../src/core/commands/stats.js';
import { createChartRenderer, type ChartRenderer } from '../../src/core/stats/chart-sales.js';
import { typedAs } from '../core/commands/support/demo-shop.js';
import type { TestUser } from '../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';
import { dashboardCall, openSession } from '../dashboard/support/dashboard-client.js';
import { call } from './support/api-client.js';

const TOKEN = /hwk_[A-Za-z0-9_-]{43}/;

async function makeToken(owner: TestUser, role: string, label: string): Promise<string> {
  await owner.dm.command('api', `token create ${role} ${label}`);
  const token = TOKEN.exec(owner.dm.lastText())?.[0];
  if (!token) throw new Error(`no token shown: ${owner.dm.lastText()}`);
  return token;
}

function listingTitled(h: Harness, title: string): string {
  for (const listing of h.sandbox.core.state.listings.values()) if (listing.title === title) return listing.id;
  throw new Error(`the sandbox seeds no listing "${title}"`);
}

describe('HTTP API', () => {
  let h: Harness;
  let api: string;
  let owner: TestUser;
  let viewer: string;
  let operator: string;
  let topUp: string;
  const placeOrder = async () => (await h.control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: topUp, quantity: 1 })).id;

  beforeAll(async () => {
    h = await startHarness('api-server', { api: {} });
    api = h.apiUrl ?? '';
    owner = h.adapter.user('owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    viewer = await makeToken(owner, 'viewer', 'dashboard');
    operator = await makeToken(owner, 'operator', 'fulfilment');
    for (const listing of h.sandbox.core.state.listings.values())
      if (listing.title === 'Starfall crystals by player id') topUp = listing.id;
  });
  afterAll(async () => {
    await h.close();
  });

  it('serves its OpenAPI document, the one in the repository, without a token', async () => {
    const answer = await call(api, 'GET', '/v1/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(readFileSync(new URL('../../openapi/hawker-api.json', import.meta.url), 'utf8')));
  });

  it('refuses a call without a token, with a wrong one and with a made-up one, in one shape', async () => {
    for (const token of [undefined, 'nonsense', `hwk_${'A'.repeat(43)}`]) {
      const answer = await call(api, 'GET', '/v1/orders', token === undefined ? {} : { token });
      expect(answer.status).toBe(401);
      expect(answer.body.error?.code).toBe('unauthorized');
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('lists waiting orders with the time left, the price in cents and what the buyer filled in', async () => {
    const orderId = await placeOrder();
    const answer = await call(api, 'GET', '/v1/orders', { token: viewer });
    expect(answer.status).toBe(200);
    const order = answer.body.orders?.find((each) => each.id === orderId);
    expect(order).toMatchObject({ listing_id: topUp, quantity: 1, title: 'Starfall crystals by player id' });
    expect(Number.isInteger(order?.price_cents)).toBe(true);
    expect(order?.seconds_left).toBeGreaterThan(0);
    expect(order?.buyer_inputs.length).toBeGreaterThan(0);
    const [listed] = await owner.dm.command('api', 'tokens');
    expect(listed?.list?.items.find((item) => item.title.startsWith('dashboard'))?.detail).not.toMatch(/last used never/);
  });

  it('a viewer token cannot deliver: 403 naming the operator role, and nothing reaches the marketplace', async () => {
    const orderId = await placeOrder();
    const before = h.deliverCalls.count;
    const answer = await call(api, 'POST', '/v1/orders/{id}/deliver', {
      token: viewer,
      params: { id: orderId },
      body: { goods: ['CODE-1'] },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: 'role_too_low' });
    expect(answer.body.error?.message).toMatch(/operator role; this token is viewer/);
    expect(h.deliverCalls.count).toBe(before);
  });

  it('bad bodies are 400 naming the field; a body over the cap is 413', async () => {
    const orderId = await placeOrder();
    const deliver = (options: { body?: unknown; rawBody?: string; id?: string }) =>
      call(api, 'POST', '/v1/orders/{id}/deliver', { token: operator, params: { id: options.id ?? orderId }, ...options });
    const noGoods = await deliver({ body: { codes: ['X'] } });
    expect(noGoods.status).toBe(400);
    expect(noGoods.body.error?.message).toMatch(/`goods`/);
    const emptyCode = await deliver({ body: { goods: ['A', ''] } });
    expect(emptyCode.body.error?.message).toMatch(/`goods\.1`/);
    expect((await deliver({ rawBody: '{not json' })).body.error?.code).toBe('invalid_body');
    const shortId = await deliver({ id: orderId.slice(0, 8), body: { goods: ['A'] } });
    expect(shortId.status).toBe(400);
    expect(shortId.body.error?.message).toMatch(/`id`/);
    const huge = await deliver({ body: { goods: ['x'.repeat(70 * 1024)] } });
    expect(huge.status).toBe(413);
    // A malformed escape in the path, as no client library would send it: still the caller's field to fix.
    const garbled = await fetch(`${api}/v1/listings/%E0%A4%A`, { headers: { authorization: `Bearer ${viewer}` } });
    expect(garbled.status).toBe(400);
    expect(await garbled.json()).toMatchObject({ error: { code: 'invalid_field', message: expect.stringMatching(/`id`/) as string } });
  });

  it('delivers exactly once: a second call answers the first outcome, and the audit names the token', async () => {
    const orderId = await placeOrder();
    const before = h.deliverCalls.count;
    const request = { token: operator, params: { id: orderId }, body: { goods: ['STAR-0001'] } };
    const first = await call(api, 'POST', '/v1/orders/{id}/deliver', request);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ order_id: orderId, outcome: 'delivered' });
    const second = await call(api, 'POST', '/v1/orders/{id}/deliver', request);
    expect(second.body).toEqual(first.body);
    expect(h.deliverCalls.count).toBe(before + 1);
    expect(h.sandbox.core.state.orders.get(orderId)?.status).toBe('delivered');
    await owner.dm.command('audit');
    expect(owner.dm.lastText()).toContain(`deliver order ${orderId.slice(0, 8)} (1 unit) — API token fulfilment`);
  });

  it('delivers an in-game currency trade with "traded": true, one line per unit, once; another order is refused', async () => {
    const stardust = listingTitled(h, 'Stardust, fast trade on EU servers');
    const orderId = (await h.control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: stardust, quantity: 5 })).id;
    const waiting = await call(api, 'GET', '/v1/orders', { token: viewer });
    expect(waiting.body.orders?.find((each) => each.id === orderId)?.category).toBe('currency');
    const before = h.deliverCalls.count;
    const request = { token: operator, params: { id: orderId }, body: { traded: true } };
    const first = await call(api, 'POST', '/v1/orders/{id}/deliver', request);
    expect(first.body).toEqual({ order_id: orderId, outcome: 'delivered' });
    expect((await call(api, 'POST', '/v1/orders/{id}/deliver', request)).body).toEqual(first.body);
    expect(h.deliverCalls.count).toBe(before + 1);
    const { goods } = h.sandbox.core.orders.buyerView(orderId) as { goods: { code: string }[] };
    expect(goods.map((entry) => entry.code.replace(/, .*$/, ''))).toEqual([1, 2, 3, 4, 5].map((unit) => `Traded in game: ${unit} of 5`));
    expect(goods[0]?.code).toMatch(/, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);

    const topUpOrder = await placeOrder();
    const refused = await call(api, 'POST', '/v1/orders/{id}/deliver', { ...request, params: { id: topUpOrder } });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toMatch(/`traded` answers only an in-game currency trade/);
    const both = await call(api, 'POST', '/v1/orders/{id}/deliver', {
      ...request,
      params: { id: topUpOrder },
      body: { goods: ['A'], traded: true },
    });
    expect(both.status).toBe(400);
    expect(both.body.error?.message).toMatch(/either `goods`, one code per unit, or `"traded": true`/);
    const notTrue = await call(api, 'POST', '/v1/orders/{id}/deliver', { ...request, params: { id: topUpOrder }, body: { traded: false } });
    expect(notTrue.body.error?.message).toMatch(/`traded`/);
    expect(h.deliverCalls.count).toBe(before + 1);
  });

  it('two calls at once deliver once: the other answers the same outcome or that the order is being delivered', async () => {
    const orderId = await placeOrder();
    const before = h.deliverCalls.count;
    const request = { token: operator, params: { id: orderId }, body: { goods: ['STAR-0002'] } };
    const answers = await Promise.all([
      call(api, 'POST', '/v1/orders/{id}/deliver', request),
      call(api, 'POST', '/v1/orders/{id}/deliver', request),
    ]);
    expect(h.deliverCalls.count).toBe(before + 1);
    expect(answers.filter((answer) => answer.status === 200 && answer.body.outcome === 'delivered').length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) if (answer.status !== 200) expect(answer.body.error?.code).toBe('order_claimed');
  });

  it('an order a person delivered in chat is not delivered again: 409 with the sentence of the core', async () => {
    const orderId = await placeOrder();
    const before = h.deliverCalls.count;
    await owner.dm.command('deliver', `${orderId} CHAT-CODE`);
    await owner.dm.press(/Deliver|Confirm/);
    expect(h.deliverCalls.count).toBe(before + 1);
    const answer = await call(api, 'POST', '/v1/orders/{id}/deliver', { token: operator, params: { id: orderId }, body: { goods: ['X'] } });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'refused' });
    expect(answer.body.error?.message).toMatch(/waits for delivery/);
    expect(h.deliverCalls.count).toBe(before + 1);
  });

  it('a revoked token is refused at once', async () => {
    const spare = await makeToken(owner, 'viewer', 'spare');
    expect((await call(api, 'GET', '/v1/orders', { token: spare })).status).toBe(200);
    await owner.dm.command('api', 'token revoke spare');
    expect((await call(api, 'GET', '/v1/orders', { token: spare })).status).toBe(401);
  });

  it('a token acts only while the owner who made it is still an owner', async () => {
    const token = await makeToken(owner, 'viewer', 'maker-check');
    const identity = await h.stores.identities.resolve('test', 'owner');
    const accountId = (await h.stores.identities.activeAccount(identity))?.accountId ?? '';
    await h.stores.team.grant(accountId, identity, 'manager');
    expect((await call(api, 'GET', '/v1/orders', { token })).status).toBe(401);
    await h.stores.team.grant(accountId, identity, 'owner');
    expect((await call(api, 'GET', '/v1/orders', { token })).status).toBe(200);
  });

  it('an unknown path is 404 and a wrong method 405, in the same shape', async () => {
    const response = await fetch(`${api}/v1/nothing`, { headers: { authorization: `Bearer ${viewer}` } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    const wrong = await fetch(`${api}/v1/orders`, { method: 'DELETE', headers: { authorization: `Bearer ${viewer}` } });
    expect(wrong.status).toBe(405);
  });
});

describe('HTTP API on listings', () => {
  let h: Harness;
  let api: string;
  let owner: TestUser;
  let viewer: string;
  let operator: string;
  let manager: string;
  let topUp: string;

  beforeAll(async () => {
    h = await startHarness('api-listings', { api: {} });
    api = h.apiUrl ?? '';
    owner = h.adapter.user('owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    viewer = await makeToken(owner, 'viewer', 'dashboard');
    operator = await makeToken(owner, 'operator', 'fulfilment');
    manager = await makeToken(owner, 'manager', 'pricing');
    for (const listing of h.sandbox.core.state.listings.values())
      if (listing.title === 'Starfall crystals by player id') topUp = listing.id;
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists the listings and reads one, prices in cents; filters are checked by name', async () => {
    const list = await call(api, 'GET', '/v1/listings', { token: viewer });
    expect(list.status).toBe(200);
    expect(list.body.listings?.map((listing) => listing.id)).toContain(topUp);
    const one = await call(api, 'GET', '/v1/listings/{id}', { token: viewer, params: { id: topUp } });
    expect(one.body).toMatchObject({ id: topUp, title: 'Starfall crystals by player id', category: 'top_up' });
    expect(Number.isInteger(one.body.price_cents)).toBe(true);
    const filtered = await fetch(`${api}/v1/listings?colour=red`, { headers: { authorization: `Bearer ${viewer}` } });
    expect(filtered.status).toBe(400);
    expect(((await filtered.json()) as { error: { message: string } }).error.message).toMatch(/`colour`/);
    expect((await call(api, 'GET', '/v1/listings/{id}', { token: viewer, params: { id: 'abc' } })).status).toBe(400);
  });

  it('serves a currency’s price per its scale and its stock on both reads, as chat shows them', async () => {
    const currency = listingTitled(h, 'Stardust, fast trade on EU servers');
    const seeded = h.sandbox.core.state.listings.get(currency);
    const figures = { category: 'currency', price_cents: seeded?.price, stock: seeded?.stockQuantity };
    const unit = { scale: 'thousand', amount: 1000, product: 'Stardust' };
    const list = await call(api, 'GET', '/v1/listings', { token: viewer });
    expect(list.body.listings?.find((listing) => listing.id === currency)).toMatchObject({ ...figures, currency_unit: unit });
    const one = await call(api, 'GET', '/v1/listings/{id}', { token: viewer, params: { id: currency } });
    expect(one.body).toMatchObject({ ...figures, currency_unit: unit });
    // Other categories have no scale.
    expect((await call(api, 'GET', '/v1/listings/{id}', { token: viewer, params: { id: topUp } })).body.currency_unit).toBeNull();

    await owner.dm.command('listing', currency);
    const field = (label: string) => owner.dm.last().fields?.find((entry) => entry.label === label)?.value;
    expect(field('Price')).toBe(`$${((seeded?.price ?? 0) / 100).toFixed(2)} per 1,000 Stardust`);
    expect(field('Stock')).toBe(`${seeded?.stockQuantity} × 1,000 Stardust`);
  });

  it('prices need a manager; a change five times off needs "confirm": true, like the chat question; the audit names the token', async () => {
    const now = (await call(api, 'GET', '/v1/listings/{id}', { token: viewer, params: { id: topUp } })).body.price_cents ?? 0;
    const byOperator = await call(api, 'POST', '/v1/listings/{id}/price', {
      token: operator,
      params: { id: topUp },
      body: { price_cents: now * 2 },
    });
    expect(byOperator.status).toBe(403);
    expect(byOperator.body.error?.message).toMatch(/manager role/);
    const doubled = await call(api, 'POST', '/v1/listings/{id}/price', {
      token: manager,
      params: { id: topUp },
      body: { price_cents: now * 2 },
    });
    expect(doubled.body).toEqual({ listing_id: topUp, price_cents: now * 2 });
    const wild = { token: manager, params: { id: topUp }, body: { price_cents: now * 20 } };
    const asked = await call(api, 'POST', '/v1/listings/{id}/price', wild);
    expect(asked.status).toBe(409);
    expect(asked.body.error?.code).toBe('confirmation_needed');
    const confirmed = await call(api, 'POST', '/v1/listings/{id}/price', { ...wild, body: { price_cents: now * 20, confirm: true } });
    expect(confirmed.body.price_cents).toBe(now * 20);
    const notCents = await call(api, 'POST', '/v1/listings/{id}/price', {
      token: manager,
      params: { id: topUp },
      body: { price_cents: 12.5 },
    });
    expect(notCents.status).toBe(400);
    expect(notCents.body.error?.message).toMatch(/`price_cents`/);
    await owner.dm.command('audit');
    expect(owner.dm.lastText()).toMatch(/price: .* — API token pricing/);
  });

  it('sets and clears a listing’s cost per unit for a manager, and a price below it needs "confirm": true', async () => {
    const byOperator = await call(api, 'POST', '/v1/listings/{id}/cost', {
      token: operator,
      params: { id: topUp },
      body: { cost_cents: 100 },
    });
    expect(byOperator.status).toBe(403);
    const now = (await call(api, 'GET', '/v1/listings/{id}', { token: viewer, params: { id: topUp } })).body.price_cents ?? 0;
    const set = await call(api, 'POST', '/v1/listings/{id}/cost', {
      token: manager,
      params: { id: topUp },
      body: { cost_cents: now + 100 },
    });
    expect(set.body).toEqual({ listing_id: topUp, cost_cents: now + 100 });
    const below = await call(api, 'POST', '/v1/listings/{id}/price', {
      token: manager,
      params: { id: topUp },
      body: { price_cents: now + 50 },
    });
    expect(below.status).toBe(409);
    expect(below.body.error?.message).toMatch(/below what one unit costs you/);
    const negative = await call(api, 'POST', '/v1/listings/{id}/cost', { token: manager, params: { id: topUp }, body: { cost_cents: -1 } });
    expect(negative.status).toBe(400);
    expect(negative.body.error?.message).toMatch(/`cost_cents`/);
    const cleared = await call(api, 'POST', '/v1/listings/{id}/cost', {
      token: manager,
      params: { id: topUp },
      body: { cost_cents: null },
    });
    expect(cleared.body).toEqual({ listing_id: topUp, cost_cents: null });
  });

  it('adds codes to an instant top-up as restock does: an operator may, codes added before are left out, a code is one line', async () => {
    let codesListing = '';
    for (const listing of h.sandbox.core.state.listings.values()) if (listing.title === '1000 Neon credits code') codesListing = listing.id;
    const add = (token: string, codes: string[]) =>
      call(api, 'POST', '/v1/listings/{id}/stock', { token, params: { id: codesListing }, body: { codes } });
    expect((await add(viewer, ['NEON-1'])).status).toBe(403);
    const first = await add(operator, ['NEON-1', 'NEON-2']);
    expect(first.body).toEqual({ listing_id: codesListing, added: 2, duplicates: [], uncertain: 0, not_sent: 0 });
    const again = await add(operator, ['NEON-3', 'NEON-1']);
    expect(again.body).toMatchObject({ added: 1, duplicates: [1] });
    const twoLines = await add(operator, ['NEON-4\nNEON-5']);
    expect(twoLines.status).toBe(400);
    expect(twoLines.body.error?.message).toMatch(/`codes\.0`/);
    await owner.dm.command('audit');
    expect(owner.dm.lastText()).toMatch(/restock: .* — API token fulfilment/);
    expect(owner.dm.lastText()).not.toMatch(/NEON-/);
  });

  it('sets or adds a currency’s stock as restock does: a whole quantity, set or add, read back after', async () => {
    const currency = listingTitled(h, 'Stardust, fast trade on EU servers');
    const stock = (body: unknown, token = operator) =>
      call(api, 'POST', '/v1/listings/{id}/stock', { token, params: { id: currency }, body });
    expect((await stock({ mode: 'set', quantity: 800 }, viewer)).status).toBe(403);
    const set = await stock({ mode: 'set', quantity: 800 });
    expect(set.body).toEqual({ listing_id: currency, stock_quantity: 800, read_back: 800 });
    const added = await stock({ mode: 'add', quantity: 150 });
    expect(added.body).toEqual({ listing_id: currency, stock_quantity: 950, read_back: 950 });
    expect(h.sandbox.core.state.listings.get(currency)?.stockQuantity).toBe(950);
    // Chat asks whether a bare number sets or adds: the API needs the word.
    const bare = await stock({ quantity: 100 });
    expect(bare.status).toBe(400);
    expect(bare.body.error?.message).toMatch(/`mode`/);
    const fraction = await stock({ mode: 'add', quantity: 2.5 });
    expect(fraction.status).toBe(400);
    expect(fraction.body.error?.message).toMatch(/`quantity`/);
    expect(h.sandbox.core.state.listings.get(currency)?.stockQuantity).toBe(950);
    await owner.dm.command('audit');
    expect(owner.dm.lastText()).toMatch(/stock .*950.* — API token fulfilment/);
  });

  it('takes an unsold unit of an account and of a gift card off sale, as restock remove does; no goods in the answer', async () => {
    for (const title of ['Level 80 EU account, platinum rank', 'Pixel Raiders $25 gift card']) {
      const id = listingTitled(h, title);
      const units = () => h.sandbox.core.state.listings.get(id)?.units.map((unit) => unit.id) ?? [];
      const [unit = ''] = units();
      const before = units().length;
      const removed = await call(api, 'POST', '/v1/listings/{id}/stock', { token: operator, params: { id }, body: { remove_unit: unit } });
      expect(removed.body).toEqual({ listing_id: id, removed_unit: unit });
      expect(units()).not.toContain(unit);
      expect(units().length).toBe(before - 1);
      expect(JSON.stringify(removed.body)).not.toMatch(/demo-(login|password)|PIXEL25/);
      // The marketplace interface has no call that adds their stock: codes are the wrong field, and nothing is sent.
      const codes = await call(api, 'POST', '/v1/listings/{id}/stock', { token: operator, params: { id }, body: { codes: ['X-1'] } });
      expect(codes.status).toBe(400);
      expect(codes.body.error?.message).toMatch(/`codes`: .*no call that adds its stock; `remove_unit`/);
      expect(units().length).toBe(before - 1);
    }
  });

  it('a body for another category’s stock, for two at once or for none is a 400 naming the field, and changes nothing', async () => {
    const codesListing = listingTitled(h, '1000 Neon credits code');
    const currency = listingTitled(h, 'Stardust, fast trade on EU servers');
    const stock = (id: string, body: unknown) => call(api, 'POST', '/v1/listings/{id}/stock', { token: operator, params: { id }, body });
    const topUpUnits = h.sandbox.core.state.listings.get(codesListing)?.units.length;
    const currencyStock = h.sandbox.core.state.listings.get(currency)?.stockQuantity;
    const cases: [string, unknown, RegExp][] = [
      // Chat would read `set 5` sent to a top-up as a code, and a code sent to a currency as its stock.
      [codesListing, { mode: 'set', quantity: 5 }, /`mode`: this listing is a top-up: its stock is codes/],
      [currency, { codes: ['set 5'] }, /`codes`: this listing is a currency/],
      [codesListing, { remove_unit: '3e788ee1-5b7c-4c1e-9a51-0d2f6b8f2a10' }, /`remove_unit`: this listing is a top-up/],
      [currency, { codes: ['A'], mode: 'add', quantity: 1 }, /`mode`: one form of stock per call, not with `codes`/],
      [currency, {}, /`body`: send `codes`/],
      [currency, { mode: 'add', quantity: 1, colour: 'red' }, /`colour`: not a field of this call/],
      [currency, { mode: 'add', quantity: -1 }, /`quantity`/],
      [codesListing, { remove_unit: 'abc' }, /`remove_unit`: the whole unit id/],
    ];
    for (const [id, body, message] of cases) {
      const answer = await stock(id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'invalid_field', message: expect.stringMatching(message) as string });
    }
    expect(h.sandbox.core.state.listings.get(codesListing)?.units.length).toBe(topUpUnits);
    expect(h.sandbox.core.state.listings.get(currency)?.stockQuantity).toBe(currencyStock);
  });

  it('pause, unpublish and publish follow the chat rules: a viewer is refused, a pause again changes nothing, a draft cannot be paused', async () => {
    expect((await call(api, 'POST', '/v1/listings/{id}/pause', { token: viewer, params: { id: topUp } })).status).toBe(403);
    const paused = await call(api, 'POST', '/v1/listings/{id}/pause', { token: manager, params: { id: topUp } });
    expect(paused.body).toEqual({ listing_id: topUp, status: 'paused' });
    const again = await call(api, 'POST', '/v1/listings/{id}/pause', { token: manager, params: { id: topUp } });
    expect(again.body).toEqual({ listing_id: topUp, status: 'paused' });
    const draft = await call(api, 'POST', '/v1/listings/{id}/unpublish', { token: manager, params: { id: topUp } });
    expect(draft.body.status).toBe('draft');
    const pauseDraft = await call(api, 'POST', '/v1/listings/{id}/pause', { token: manager, params: { id: topUp } });
    expect(pauseDraft.status).toBe(409);
    expect(pauseDraft.body.error?.code).toBe('refused');
    const published = await call(api, 'POST', '/v1/listings/{id}/publish', { token: manager, params: { id: topUp } });
    expect(published.status).toBe(200);
    expect(published.body.status).not.toBe('draft');
  });
});

describe('HTTP API stats', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('api-stats', { api: {} });
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers the figures of a period as numbers, checks the period, and asks only a viewer', async () => {
    const owner = h.adapter.user('owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    const viewer = await makeToken(owner, 'viewer', 'books');
    const api = h.apiUrl ?? '';
    const week = await call(api, 'GET', '/v1/stats', { token: viewer });
    expect(week.status).toBe(200);
    const month = await fetch(`${api}/v1/stats?period=30d`, { headers: { authorization: `Bearer ${viewer}` } });
    const figures = (await month.json()) as { from: string; to: string; orders: number; revenue_cents: number };
    expect(month.status).toBe(200);
    expect(Date.parse(figures.to) - Date.parse(figures.from)).toBe(29 * 24 * 60 * 60 * 1000);
    expect(Number.isInteger(figures.revenue_cents)).toBe(true);
    const wrong = await fetch(`${api}/v1/stats?period=forever`, { headers: { authorization: `Bearer ${viewer}` } });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toMatch(/`period`/);
  });
});

describe('HTTP API stats beside the chat', () => {
  let h: Harness;
  const drawn = { charts: 0 };
  const renderer = createChartRenderer();

  beforeAll(async () => {
    // The shipped renderer, counted: what the chat's stats draws and the API's must not.
    const charts: ChartRenderer = {
      salesChart: (input) => {
        drawn.charts += 1;
        return renderer.salesChart(input);
      },
      peakRssBytes: () => renderer.peakRssBytes(),
    };
    h = await startHarness('api-stats-chart', { api: {}, charts });
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers the figures the chat shows, without drawing the chart the chat sends', async () => {
    const owner = h.adapter.user('owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    const identity = await h.stores.identities.resolve('test', 'owner');
    const accountId = (await h.stores.identities.activeAccount(identity))?.accountId ?? '';
    // The figures behind the chat's reply, as its typed form answers them.
    const figures = async (query: string) => {
      const answered = await typedAs({ h, accountId }, 'owner', statsFigures.typed, { query });
      return answered.ok === true ? answered.value : null;
    };
    const at = h.sandbox.core.clock.now() - 60 * 60 * 1000;
    await h.stores.salesBook.record(accountId, {
      orderId: 'order-chart',
      at,
      listingId: 'listing-1',
      title: 'Starfall crystals by player id',
      category: 'top_up',
      game: 'Starfall Odyssey',
      quantity: 2,
      amountCents: 2998,
      costCents: null,
      estimated: false,
      deliveryType: 'manual',
      deliveredBy: 'owner',
      deliverySeconds: 240,
      outcome: 'delivered_hawker',
      source: 'live',
    });
    const [inChat] = await owner.dm.command('stats', '7d');
    expect(inChat?.attachments?.map((file) => file.contentType)).toEqual(['image/png']);
    expect(drawn.charts).toBe(1);
    const viewer = await makeToken(owner, 'viewer', 'books');
    const api = h.apiUrl ?? '';
    for (let index = 0; index < 3; index += 1) {
      const answer = await call(api, 'GET', '/v1/stats', { token: viewer });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(await figures('7d'));
    }
    expect(drawn.charts).toBe(1);
    // The dashboard draws its own chart from the same figures: its stats call draws none either.
    const login = await h.stores.dashboardLogins.issue({ identityId: identity, accountId, actor: owner.actor });
    const { session } = await openSession(api, { login });
    const onPage = await dashboardCall<{ stats: unknown }>(api, 'GET', 'stats?period=7d', { session });
    expect(onPage.body.stats).toEqual(await figures('7d'));
    expect(drawn.charts).toBe(1);
    // The chat's split too, as the document describes it: the period as `stats` reads it, `by` included.
    const split = await call(api, 'GET', '/v1/stats', { token: viewer, query: { period: '7d by game' } });
    expect(split.body).toEqual(await figures('7d by game'));
    expect(split.body).toMatchObject({
      breakdown: {
        by: 'game',
        rows: [{ key: 'Starfall Odyssey', label: 'Starfall Odyssey', revenue_cents: 2998, orders: 1, other: false }],
      },
    });
  });
});

describe('HTTP API rate limit', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('api-rate', { api: { rateLimit: { limit: 3, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await h.close();
  });

  it('counts per token: past its rate a token gets 429 with Retry-After, another token still answers', async () => {
    const owner = h.adapter.user('owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    const busy = await makeToken(owner, 'viewer', 'busy');
    const calm = await makeToken(owner, 'viewer', 'calm');
    const api = h.apiUrl ?? '';
    for (let index = 0; index < 3; index += 1) expect((await call(api, 'GET', '/v1/orders', { token: busy })).status).toBe(200);
    const refused = await call(api, 'GET', '/v1/orders', { token: busy });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(api, 'GET', '/v1/orders', { token: calm })).status).toBe(200);
  });
});
