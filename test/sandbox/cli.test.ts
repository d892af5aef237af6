import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSandbox, type SandboxProcess } from '../../bench/sandbox-process.js';
import { startSandbox } from '../../sandbox/index.js';
import { admin, call, Seller, type Target } from './support/conformance.js';

let started: SandboxProcess;
let target: Target;

beforeAll(async () => {
  started = await spawnSandbox({ limits: true, seed: 5 });
  target = { baseUrl: started.baseUrl, adminToken: started.adminToken, limits: true, close: async () => undefined };
});
afterAll(async () => {
  await started.stop();
});

describe('npm run sandbox', () => {
  it('prints one JSON line with a loopback baseUrl, an admin token and a demo seller', () => {
    expect(started.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(started.adminToken).toEqual(expect.any(String));
    expect(started.sellers).toEqual([{ id: expect.any(String), apiKey: expect.any(String) }]);
  });

  it('gives the demo seller listings of every category in several statuses and an order to deliver', async () => {
    const key = started.sellers[0]?.apiKey;
    const mine = await call<{ offers: { category: string; status: string }[] }>(started.baseUrl, 'GET', '/v1/offers/my', { key });
    expect(new Set(mine.body.offers.map((o) => o.category))).toEqual(new Set(['account', 'top_up', 'gift_card', 'currency']));
    expect(new Set(mine.body.offers.map((o) => o.status))).toEqual(
      new Set(['draft', 'active', 'paused', 'changes_requested', 'sold', 'archived']),
    );
    const waiting = await call<{ total: number }>(started.baseUrl, 'GET', '/v1/orders/me?status=awaiting_delivery', { key });
    expect(waiting.body.total).toBeGreaterThan(0);
  });

  it('resets to the demo state: the demo key still works, accounts made since are gone', async () => {
    const extra = await Seller.create(target);
    expect((await extra.call('GET', '/v1/offers/my')).status).toBe(200);
    expect((await admin(target, 'POST', '/_sandbox/reset')).status).toBe(204);
    expect((await extra.call('GET', '/v1/offers/my')).status).toBe(401);
    const demo = await call<{ total: number }>(started.baseUrl, 'GET', '/v1/offers/my', { key: started.sellers[0]?.apiKey });
    expect(demo.status).toBe(200);
    expect(demo.body.total).toBeGreaterThan(5);
  });
});

describe('--seed', () => {
  it('makes ids and keys repeatable', async () => {
    const runs = await Promise.all([startSandbox({ seed: 42 }), startSandbox({ seed: 42 })]);
    try {
      const [first, second] = runs.map((run) => ({ sellers: run.sellers, adminToken: run.adminToken }));
      expect(first).toEqual(second);
      const lists = await Promise.all(
        runs.map((run) => call<{ offers: { id: string }[] }>(run.baseUrl, 'GET', '/v1/offers/my', { key: run.sellers[0]?.apiKey })),
      );
      expect(lists[0]?.body.offers.map((o) => o.id)).toEqual(lists[1]?.body.offers.map((o) => o.id));
    } finally {
      await Promise.all(runs.map((run) => run.close()));
    }
  });
});

describe('--buyers', () => {
  it('places orders on active listings in the background', async () => {
    const run = await startSandbox({ seed: 9, buyersPerMinute: 1200 });
    try {
      const key = run.sellers[0]?.apiKey;
      const count = async () => (await call<{ total: number }>(run.baseUrl, 'GET', '/v1/orders/me', { key })).body.total;
      const before = await count();
      let after = before;
      for (let attempt = 0; attempt < 100 && after < before + 3; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await count();
      }
      expect(after).toBeGreaterThanOrEqual(before + 3);
    } finally {
      await run.close();
    }
  });
});
