// Issue #18 item 7: a marketplace that answers with codes of its own making (huge,
// with terminal escapes and line breaks, a new one on every call) can neither flood
// a chat or the audit nor create metric series without end. Built as `npm run bot`
// builds it: the production client factory with metrics, the sandbox's faults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { MAX_SHOWN_CODE_LENGTH } from '../../src/api/error-codes.js';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { createLogger } from '../../src/log/logger.js';
import { createHawkerMetrics, type HawkerMetrics } from '../../src/ops/hawker-metrics.js';
import { startHealthServer, type HealthServer } from '../../src/ops/health-server.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores, type Stores } from '../../src/store/stores.js';
import { composeTestCore } from '../support/composed.js';
import { TestAdapter, textOf, type TestUser } from '../support/test-adapter.js';
import { createTestRedis, type TestRedis } from '../support/test-redis.js';

const HOSTILE_CODE = `\u001b[31mpay_at_evil_example\u001b[0m\n\u202e${'spam_'.repeat(20_000)}`;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

let sandbox: RunningSandbox;
let testRedis: TestRedis;
let stores: Stores;
let metrics: HawkerMetrics;
let core: HawkerCore;
let health: HealthServer;
let seller: TestUser;

async function control(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${sandbox.adminToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`control ${method} ${path} answered ${response.status}`);
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7 });
  testRedis = createTestRedis('rel-error-codes');
  stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry()));
  metrics = createHawkerMetrics();
  const logger = createLogger({ level: 'silent' });
  core = composeTestCore({ redis: testRedis.redis, namespace: testRedis.namespace, stores, logger }, sandbox.baseUrl, { metrics });
  health = await startHealthServer({ port: 0, host: '127.0.0.1', metrics: metrics.registry, readiness: {} });
  seller = new TestAdapter(core).user('seller');
  expect(textOf((await seller.dm.command('connect', `${sandbox.sellers[0]?.apiKey ?? ''} Demo`))[0] ?? {})).toMatch(/connected/i);
});

afterAll(async () => {
  await control('DELETE', '/_sandbox/faults');
  await health.close();
  await core.close();
  await sandbox.close();
  await testRedis.cleanup();
});

describe('error codes the spec does not list', () => {
  it('reach the seller and the audit shown, cut and stripped of control characters', async () => {
    const demo = new SellerApiClient({ budgetClass: 'interactive', baseUrl: sandbox.baseUrl, apiKey: sandbox.sellers[0]?.apiKey ?? '' });
    const own = await demo.listings.listMine();
    await demo.close();
    const currencyId = own.offers.find((row) => String(row.title).startsWith('Stardust'))?.id;
    expect(currencyId).toBeDefined();
    await control('POST', '/_sandbox/faults', { kind: 'status', status: 400, error: HOSTILE_CODE, method: 'PATCH', times: 1 });

    const [reply] = await seller.dm.command('price', `${currencyId} 0.99`);
    const text = textOf(reply ?? {});
    expect(reply?.tone).toBe('error');
    expect(text).toContain('pay_at_evil_example');
    expect(text).not.toMatch(CONTROL);
    expect(text).not.toContain('spam_'.repeat(MAX_SHOWN_CODE_LENGTH / 5 + 1));
    expect(text.length).toBeLessThan(400);

    const identity = await stores.identities.resolve('test', 'seller');
    const accountId = (await stores.identities.activeAccount(identity))?.accountId ?? '';
    const [entry] = await stores.audit.latest(accountId, 1);
    expect(entry?.failed).toMatch(/\[31mpay_at_evil_example/);
    expect(entry?.failed).not.toMatch(CONTROL);
    expect(entry?.failed?.length).toBeLessThan(300);
  });

  it('all count under one `unknown` label, however many the server invents', async () => {
    for (let n = 0; n < 30; n += 1) {
      await control('POST', '/_sandbox/faults', {
        kind: 'status',
        status: 400,
        error: `made_up_${n}_${'x'.repeat(n * 100)}`,
        path_prefix: '/v1/orders/me',
        times: 1,
      });
    }
    await control('POST', '/_sandbox/faults', { kind: 'status', status: 404, error: 'not_found', path_prefix: '/v1/orders/me', times: 1 });
    for (let n = 0; n < 31; n += 1) await seller.dm.command('orders');

    const text = await (await fetch(`${health.url}/metrics`)).text();
    const series = text.split('\n').filter((line) => line.startsWith('hawker_marketplace_errors_total{'));
    expect(series.find((line) => line.includes('code="unknown"'))).toMatch(/ (3[0-9])$/);
    expect(series.find((line) => line.includes('code="not_found"'))).toMatch(/ 1$/);
    expect(series.filter((line) => line.includes('made_up'))).toEqual([]);
    expect(series.length).toBeLessThanOrEqual(3);
  });
});
