import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/index.js';
import { admin, bodies, call, openTarget, PNG, Seller, type Answer, type Target } from './support/conformance.js';

let target: Target;
beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target.close();
});

async function repeat(count: number, send: () => Promise<Answer>): Promise<number[]> {
  const statuses: number[] = [];
  for (let done = 0; done < count; done += 25) {
    const batch = await Promise.all(Array.from({ length: Math.min(25, count - done) }, send));
    statuses.push(...batch.map((answer) => answer.status));
  }
  return statuses;
}

const advance = (ms: number) => admin(target, 'POST', '/_sandbox/clock', { advance_ms: ms });

function expectRateLimited(answer: Answer): void {
  expect(answer).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('rate limits per key', () => {
  it('allows 500 reads a minute, then answers 429 rate_limited until the window moves on; other keys are unaffected', async () => {
    const seller = await Seller.create(target);
    const statuses = await repeat(500, () => seller.call('GET', '/v1/orders/me'));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expectRateLimited(await seller.call('GET', '/v1/offers/my'));
    const second = await admin<{ apiKey: string }>(target, 'POST', `/_sandbox/sellers/${seller.id}/keys`, {});
    expect((await call(target.baseUrl, 'GET', '/v1/offers/my', { key: second.body.apiKey })).status).toBe(200);
    expect((await seller.call('POST', '/v1/offers/top-ups', bodies.topUpInstant())).status).toBe(201);
    await advance(61_000);
    expect((await seller.call('GET', '/v1/offers/my')).status).toBe(200);
  });

  it("counts every key's admitted and refused requests, for a run to show it kept the limits", async () => {
    const seller = await Seller.create(target);
    await repeat(500, () => seller.call('GET', '/v1/orders/me'));
    expectRateLimited(await seller.call('GET', '/v1/orders/me'));
    expect((await seller.call('POST', '/v1/offers/top-ups', bodies.topUpInstant())).status).toBe(201);

    const counted = await admin<{ refused: number; keys: Record<string, unknown> }>(target, 'GET', '/_sandbox/rate-limits');
    expect(Object.values(counted.body.keys)).toContainEqual({ reads: 500, writes: 1, refused: 1 });
    expect(counted.body.refused).toBeGreaterThanOrEqual(1);
  });

  it('allows 250 writes a minute, then 429 while reads go on', async () => {
    const seller = await Seller.create(target);
    const upload = () =>
      call(target.baseUrl, 'POST', '/v1/offers/images', { key: seller.apiKey, raw: { contentType: 'image/png', data: PNG } });
    const statuses = await repeat(250, upload);
    expect(statuses.every((status) => status === 201)).toBe(true);
    expectRateLimited(await upload());
    expect((await seller.call('GET', '/v1/offers/my')).status).toBe(200);
  });

  it('allows 5 writes to one offer a minute and 10 an hour', async () => {
    const seller = await Seller.create(target);
    const offer = await seller.create('/v1/offers/top-ups', bodies.topUpInstant());
    const other = await seller.create('/v1/offers/top-ups', bodies.topUpInstant());
    const write = (id: string, price: number) => seller.call('PATCH', `/v1/offers/top-ups/${id}`, { price });
    for (let i = 0; i < 5; i += 1) expect((await write(offer.id, 600 + i)).status).toBe(200);
    expectRateLimited(await write(offer.id, 700));
    expect((await write(other.id, 700)).status).toBe(200);
    expect((await seller.call('GET', `/v1/offers/top-ups/${offer.id}`)).body).toMatchObject({ price: 604 });
    await advance(61_000);
    for (let i = 0; i < 5; i += 1) expect((await write(offer.id, 800 + i)).status).toBe(200);
    await advance(61_000);
    expectRateLimited(await write(offer.id, 900));
    await advance(3_600_000);
    expect((await write(offer.id, 900)).status).toBe(200);
  });
});

describe('limits off', () => {
  it('serves past every budget when started without limits', async () => {
    const sandbox = await startSandbox({ limits: false, demo: false });
    try {
      const free: Target = { baseUrl: sandbox.baseUrl, adminToken: sandbox.adminToken, limits: false, close: sandbox.close };
      const seller = await Seller.create(free);
      const statuses = await repeat(520, () => seller.call('GET', '/v1/offers/my'));
      expect(statuses.every((status) => status === 200)).toBe(true);
      const offer = await seller.create('/v1/offers/top-ups', bodies.topUpInstant());
      for (let i = 0; i < 12; i += 1)
        expect((await seller.call('PATCH', `/v1/offers/top-ups/${offer.id}`, { price: 100 + i })).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });
});
