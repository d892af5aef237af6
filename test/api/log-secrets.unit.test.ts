import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { API_KEY, LISTING_ID, listingBody, mockApi, ORDER_ID } from './mock-api.js';

const GOODS = ['GOODS-CODE-AAAA-1111', 'hunter2-account-password', 'TOPUP-CODE-ZZZZ-9999'];

describe('logs across calls and errors', () => {
  it('carry neither the key nor any goods', async () => {
    let output = '';
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const logger = createLogger({ level: 'debug', destination });
    const api = mockApi({ logger, retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 2 } });
    const { pool } = api;
    pool.intercept({ path: '/v1/offers/accounts', method: 'POST' }).reply(400, { error: 'invalid_attributes' });
    pool.intercept({ path: '/v1/offers/top-ups', method: 'POST' }).reply(201, listingBody());
    pool.intercept({ path: `/v1/offers/top-ups/${LISTING_ID}/units`, method: 'POST' }).reply(429, { error: 'rate_limited' });
    pool
      .intercept({ path: `/v1/offers/top-ups/${LISTING_ID}/units`, method: 'POST' })
      .reply(200, { units: [{ id: 'u1', status: 'available' }] });
    pool.intercept({ path: `/v1/orders/${ORDER_ID}/deliver`, method: 'POST' }).reply(502, '');
    pool.intercept({ path: '/v1/orders/o2/deliver', method: 'POST' }).replyWithError(new Error(`socket closed ${GOODS[0]}`));
    pool.intercept({ path: '/v1/orders/o3/deliver', method: 'POST' }).reply(200, { id: 'o3', status: 'delivered' });
    pool.intercept({ path: '/v1/orders/me', method: 'GET' }).reply(500, '').times(2);

    await api.client.listings
      .createAccount({ brand: 'genshin', title: 'Level 80 account', price: 100, delivery_type: 'instant', units: [{ password: GOODS[1] }] })
      .catch(() => undefined);
    await api.client.listings.createTopUp({
      brand: 'genshin',
      title: '60 crystals pack',
      price: 99,
      delivery_type: 'instant',
      delivery_method: 'activation_code',
      units: [{ code: GOODS[2] }],
    });
    await api.client.units.add(LISTING_ID, [{ code: GOODS[2] ?? '' }]);
    await api.client.orders.deliver(ORDER_ID, [{ code: GOODS[0] }]);
    await api.client.orders.deliver('o2', [{ code: GOODS[0] }]);
    await api.client.orders.deliver('o3', [{ login: 'me', password: GOODS[1] }]);
    await api.client.orders.list().catch(() => undefined);
    await api.close();

    expect(output).toContain('seller api call');
    expect(output).toContain('seller api deliver outcome unknown');
    expect(output).not.toContain(API_KEY);
    for (const goods of GOODS) expect(output).not.toContain(goods);
  });
});
