import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerApi } from '../../src/api/seller-api.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { createLogger } from '../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores, type Stores } from '../../src/store/stores.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { composeTestCore } from '../support/composed.js';
import { TestAdapter, type TestUser } from '../support/test-adapter.js';
import { createTestRedis, type TestRedis } from '../support/test-redis.js';

// Security review item 9: every open marketplace client holds a decrypted key, so the
// bot keeps a bounded number of them and closes the idle ones.
let sandbox: RunningSandbox;
let testRedis: TestRedis;
let stores: Stores;
let core: HawkerCore;
let seller: TestUser;
let clock = Date.parse('2026-03-01T12:00:00Z');
/** Marketplace clients for stored keys that the core opened and has not closed, by account. */
const open = new Map<string, number>();

const IDLE_MS = 60_000;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5 });
  testRedis = createTestRedis('core-client-cache');
  stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry('cc1')));
  // Counts the clients open per account, around the shipped ones.
  const counted = (client: SellerApi, { accountId }: { accountId: string }): SellerApi => {
    open.set(accountId, (open.get(accountId) ?? 0) + 1);
    const { catalogue, images, listings, units, orders, budget } = client;
    return {
      catalogue,
      images,
      listings,
      units,
      orders,
      budget,
      close: async () => {
        open.set(accountId, (open.get(accountId) ?? 0) - 1);
        await client.close();
      },
    };
  };
  core = composeTestCore(
    { redis: testRedis.redis, namespace: testRedis.namespace, stores, logger: createLogger({ level: 'silent' }) },
    sandbox.baseUrl,
    { now: () => clock, clientCache: { maxClients: 2, idleMs: IDLE_MS }, marketplace: { wrap: counted } },
  );
  seller = new TestAdapter(core).user('many-shops');
  for (const label of ['Shop A', 'Shop B', 'Shop C']) {
    const response = await fetch(`${sandbox.baseUrl}/_sandbox/sellers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.adminToken}` },
    });
    const { apiKey } = (await response.json()) as { apiKey: string };
    await seller.dm.command('connect', `${apiKey} ${label}`);
    expect(seller.dm.lastText()).toMatch(/Account connected/);
  }
});

afterAll(async () => {
  await core?.close();
  await sandbox?.close();
  await testRedis?.cleanup();
});

const openClients = () =>
  [...open.entries()].filter(([accountId, count]) => accountId !== 'unconnected' && count > 0).map(([accountId]) => accountId);

async function listingsOn(label: string): Promise<string> {
  await seller.dm.command('switch', label);
  await seller.dm.command('listings');
  const shown = seller.dm.lastText();
  expect(shown).not.toMatch(/⛔|went wrong/);
  return (await stores.identities.activeAccount(await stores.identities.resolve('test', 'many-shops')))?.accountId ?? '';
}

describe("the bot's marketplace clients", () => {
  it('keeps at most the configured number open, closing the least recently used', async () => {
    const a = await listingsOn('Shop A');
    const b = await listingsOn('Shop B');
    expect(openClients().sort()).toEqual([a, b].sort());
    const c = await listingsOn('Shop C');
    expect(openClients().sort()).toEqual([b, c].sort());
    await listingsOn('Shop B');
    await listingsOn('Shop A');
    expect(openClients().sort()).toEqual([a, b].sort());
  });

  it('closes a client left idle, and opens it again when needed', async () => {
    const a = await listingsOn('Shop A');
    clock += IDLE_MS + 1;
    const c = await listingsOn('Shop C');
    expect(openClients()).toEqual([c]);
    expect(await listingsOn('Shop A')).toBe(a);
    expect(openClients().sort()).toEqual([a, c].sort());
  });

  it('closes the client of an account that is disconnected', async () => {
    const c = await listingsOn('Shop C');
    await seller.dm.command('disconnect');
    await seller.dm.press('Confirm');
    expect(seller.dm.lastText()).toMatch(/"Shop C" is no longer in Hawker/);
    expect(openClients()).not.toContain(c);
  });
});
