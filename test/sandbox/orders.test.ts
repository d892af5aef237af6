import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order as orderSchema } from '../../src/api/schemas/order.js';
import { admin, bodies, currencyBody, openTarget, Seller, type Target } from './support/conformance.js';

let target: Target;
let seller: Seller;
beforeAll(async () => {
  target = await openTarget();
  seller = await Seller.create(target);
});
afterAll(async () => {
  await target.close();
});

interface Order {
  id: string;
  status: string;
  quantity: number;
  deadline_at: string | null;
  created_at: string;
}

async function live(path: string, body: Record<string, unknown>): Promise<string> {
  const listing = await seller.create(path, body);
  expect((await seller.call('POST', `${path}/${listing.id}/publish`)).status).toBe(200);
  return listing.id;
}

const buy = (offerId: string, quantity = 1) => admin<Order>(target, 'POST', '/_sandbox/orders', { offer_id: offerId, quantity });

describe('orders', () => {
  it('hands out instant units at once: the order is delivered, the last unit sold marks the listing sold', async () => {
    const id = await live('/v1/offers/top-ups', bodies.topUpInstant({ units: [{ code: 'CODE-1' }], delivery_method: 'activation_code' }));
    await seller.call('POST', `/v1/offers/top-ups/${id}/units`, { units: [{ code: 'CODE-2' }] });
    const first = await buy(id);
    expect(first.status).toBe(201);
    expect(orderSchema.parse(first.body)).toMatchObject({
      status: 'delivered',
      offer_id: id,
      category: 'top_up',
      quantity: 1,
      price: 499,
      currency: 'USD',
      deadline_at: null,
    });
    expect(first.body).toMatchObject({ delivered_at: expect.any(String) });
    expect((await seller.call('GET', `/v1/offers/top-ups/${id}`)).body).toMatchObject({ status: 'active', available_units: 1 });
    await buy(id);
    expect((await seller.call('GET', `/v1/offers/top-ups/${id}`)).body).toMatchObject({ status: 'sold', available_units: 0, units: [] });
    expect(await buy(id)).toMatchObject({ status: 409, body: { error: 'not_buyable' } });
    const goods = await admin<{ goods: unknown[] }>(target, 'GET', `/_sandbox/orders/${first.body.id}/goods`);
    expect(goods.body.goods).toEqual([{ code: 'CODE-1' }]);
    const awaiting = await seller.call<{ orders: Order[] }>('GET', '/v1/orders/me?status=awaiting_delivery');
    expect(awaiting.body.orders.map((o) => o.id)).not.toContain(first.body.id);
  });

  it('makes a manual order wait with a deadline from the promised handover time, and delivers one entry per unit', async () => {
    const id = await live('/v1/offers/top-ups', bodies.topUpManual({ manual_delivery_value: 2, manual_delivery_unit: 'hours' }));
    const placed = await buy(id, 2);
    expect(placed.body).toMatchObject({ status: 'awaiting_delivery', quantity: 2, price: 1600 });
    expect(Date.parse(placed.body.deadline_at ?? '') - Date.parse(placed.body.created_at)).toBe(2 * 3_600_000);
    const waiting = await seller.call<{ orders: Order[]; total: number }>('GET', '/v1/orders/me?status=awaiting_delivery');
    expect(waiting.body.orders.map((o) => o.id)).toContain(placed.body.id);
    expect((await seller.call('GET', `/v1/orders/${placed.body.id}`)).body).toEqual(placed.body);

    const path = `/v1/orders/${placed.body.id}/deliver`;
    expect(await seller.call('POST', path, { goods: [{ code: 'ONE' }] })).toMatchObject({
      status: 400,
      body: { error: 'invalid_goods_count' },
    });
    expect(await seller.call('POST', path, { goods: ['ONE', 'TWO'] })).toMatchObject({ status: 400, body: { error: 'invalid_goods' } });
    const delivered = await seller.call<Order>('POST', path, { goods: [{ code: 'ONE' }, { code: 'TWO' }] });
    expect(delivered).toMatchObject({ status: 200, body: { id: placed.body.id, status: 'delivered', delivered_at: expect.any(String) } });
    expect(await seller.call('POST', path, { goods: [{ code: 'ONE' }, { code: 'TWO' }] })).toMatchObject({
      status: 409,
      body: { error: 'order_not_awaiting_delivery' },
    });
    const buyerSees = await admin<{ goods: unknown[] }>(target, 'GET', `/_sandbox/orders/${placed.body.id}/goods`);
    expect(buyerSees.body.goods).toEqual([{ code: 'ONE' }, { code: 'TWO' }]);
    expect(JSON.stringify((await seller.call('GET', '/v1/orders/me')).body)).not.toContain('TWO');
  });

  it('cancels an order past its deadline and puts the stock back', async () => {
    const id = await live(
      '/v1/offers/currency',
      await currencyBody(target, { stock_quantity: 10, manual_delivery_value: 30, manual_delivery_unit: 'minutes' }),
    );
    const placed = await buy(id, 4);
    expect(placed.body.status).toBe('awaiting_delivery');
    expect((await seller.call('GET', `/v1/offers/currency/${id}`)).body).toMatchObject({ stock_quantity: 6, status: 'active' });
    const clock = await admin<{ now: string }>(target, 'POST', '/_sandbox/clock', { advance_ms: 31 * 60_000 });
    expect(Date.parse(clock.body.now)).toBeGreaterThan(Date.parse(placed.body.deadline_at ?? ''));
    const cancelled = await seller.call<{ orders: Order[] }>('GET', '/v1/orders/me?status=cancelled');
    expect(cancelled.body.orders.map((o) => o.id)).toContain(placed.body.id);
    expect((await seller.call('GET', `/v1/offers/currency/${id}`)).body).toMatchObject({ stock_quantity: 10, status: 'active' });
    expect(await seller.call('POST', `/v1/orders/${placed.body.id}/deliver`, { goods: [{}, {}, {}, {}] })).toMatchObject({ status: 409 });
  });

  it('keeps a listing active while its stock sits in open orders and marks it sold once they close', async () => {
    const id = await live('/v1/offers/currency', await currencyBody(target, { stock_quantity: 3, min_order_quantity: 1 }));
    const placed = await buy(id, 3);
    expect((await seller.call('GET', `/v1/offers/currency/${id}`)).body).toMatchObject({ stock_quantity: 0, status: 'active' });
    expect(await buy(id, 1)).toMatchObject({ status: 409, body: { error: 'insufficient_stock' } });
    await seller.call('POST', `/v1/orders/${placed.body.id}/deliver`, { goods: [{ trade: 1 }, { trade: 2 }, { trade: 3 }] });
    expect((await seller.call('GET', `/v1/offers/currency/${id}`)).body).toMatchObject({ status: 'sold' });
  });

  it('refuses a purchase of a draft or below the minimum order, and hides orders from other sellers', async () => {
    const draft = await seller.create('/v1/offers/top-ups', bodies.topUpInstant());
    expect(await buy(draft.id)).toMatchObject({ status: 409, body: { error: 'not_buyable' } });
    const currency = await live('/v1/offers/currency', await currencyBody(target, { min_order_quantity: 2 }));
    expect(await buy(currency, 1)).toMatchObject({ status: 400, body: { error: 'invalid_quantity' } });
    const placed = await buy(currency, 2);
    const stranger = await Seller.create(target);
    expect(await stranger.call('POST', `/v1/orders/${placed.body.id}/deliver`, { goods: [{}, {}] })).toMatchObject({
      status: 404,
      body: { error: 'not_found' },
    });
    expect((await stranger.call<{ total: number }>('GET', '/v1/orders/me')).body.total).toBe(0);
  });

  it('lists all orders newest first when no status is given', async () => {
    const list = await seller.call<{ orders: Order[]; total: number }>('GET', '/v1/orders/me');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(list.body.orders.length);
    expect(new Set(list.body.orders.map((o) => o.status))).toEqual(new Set(['delivered', 'awaiting_delivery', 'cancelled']));
    const created = list.body.orders.map((o) => Date.parse(o.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const both = await seller.call<{ total: number }>('GET', '/v1/orders/me?status=delivered,cancelled');
    expect(both.body.total).toBe(list.body.orders.filter((o) => o.status !== 'awaiting_delivery').length);
  });
});
