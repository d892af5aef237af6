// Redis killed and restarted in the middle of a run (a private redis-server with the
// append-only file on): the bot and a worker process reconnect on their own and carry
// on, and nothing already accepted is lost (account, key, team link, a flow in
// progress, the alert ledger).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { createHawkerCore, type HawkerCore } from '../../src/core/hawker-core.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { startFakeTelegram, type FakeTelegram, type StoredMessage, type TgChat, type TgUser } from '../fakes/telegram-bot-api/index.js';
import { fastConfig, settle, waitFor } from '../jobs/support/jobs-harness.js';
import { FAST_FAKE_LIMITS } from '../telegram/bot-support.js';
import { TestAdapter, textOf, type TestUser } from '../support/test-adapter.js';
import { killHard, spawnWorker, type ChildWorker } from './support/child-workers.js';
import { unclearReply } from './support/clear-sentence.js';
import { recordFigures } from './support/figures.js';
import { PrivateRedis } from './support/private-redis.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { LogCapture } from './support/stack.js';

const RESTARTS = 2;
const NAMESPACE = 'hawker';

let guard: ProcessGuard;
let redisServer: PrivateRedis;
let redis: Redis;
let sandbox: RunningSandbox;
let core: HawkerCore;
let telegram: FakeTelegram;
let seller: TgUser;
let dm: TgChat;
let group: TgChat;
let owner: TestUser;
let worker: ChildWorker;
let manual: string;
const logs = new LogCapture();
/** Connection errors the bot's Redis client reported while the server was down. */
let connectionErrors = 0;
const keyRing = generateKeyRingEntry('restart');

beforeAll(async () => {
  guard = guardProcess();
  redisServer = await PrivateRedis.start();
  // As bin/worker.ts connects: ioredis reconnects by itself, a command waits for it a few tries.
  redis = new Redis(redisServer.url, { maxRetriesPerRequest: 3 });
  redis.on('error', () => {
    connectionErrors += 1;
  });
  sandbox = await startSandbox({ seed: 7, limits: false });
  const stores = createStores(redis, NAMESPACE, parseKeyRing(keyRing));
  core = createHawkerCore({ redis, namespace: NAMESPACE, stores, marketplaceUrl: sandbox.baseUrl, logger: logs.logger('bot') });
  telegram = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
  seller = telegram.createUser('Sam', 'sam_sells');
  dm = telegram.privateChat(seller);
  group = telegram.createGroup({ title: 'Shop team', members: [seller], botIsAdmin: true });
  const adapter = new TestAdapter(core, 'telegram');
  owner = adapter.user(String(seller.id));
  await owner.dm.command('connect', `${sandbox.sellers[0]?.apiKey ?? ''} Demo`);
  await owner.in(adapter.group(String(group.id))).command('team', 'link');
  for (const listing of sandbox.core.state.listings.values()) if (listing.title === 'Starfall crystals by player id') manual = listing.id;
  const { now: _clock, ...numbers } = fastConfig(sandbox, { lockDurationMs: 2_000, stalledIntervalMs: 500, leaseMs: 3_000 });
  worker = spawnWorker({
    REDIS_URL: redisServer.url,
    WORKER_NAMESPACE: NAMESPACE,
    WORKER_QUEUE_PREFIX: `${NAMESPACE}:bull`,
    WORKER_KEY_RING: keyRing,
    WORKER_CONFIG: JSON.stringify(numbers),
    TELEGRAM_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegram.apiRoot,
  });
  await worker.ready;
});

afterAll(async () => {
  await killHard(worker);
  await core.close();
  redis.disconnect();
  await telegram.close();
  await sandbox.close();
  await redisServer.stop();
  guard.stop();
});

async function placeOrder(): Promise<string> {
  const response = await fetch(`${sandbox.baseUrl}/_sandbox/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandbox.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ offer_id: manual, quantity: 1 }),
  });
  return ((await response.json()) as { id: string }).id;
}

const alertsOf = (chat: TgChat, orderId: string): StoredMessage[] =>
  telegram.botMessages(chat.id).filter((stored) => JSON.stringify(stored.message).includes(orderId));
const alertedEverywhere = (orderIds: string[]) =>
  orderIds.every((orderId) => alertsOf(dm, orderId).length > 0 && alertsOf(group, orderId).length > 0);

describe('Redis restarted in the middle of a run', () => {
  it('the bot and the worker reconnect on their own, and nothing accepted is lost', async () => {
    const orders: string[] = [];
    let commandsWhileDown = 0;
    for (let round = 0; round < RESTARTS; round += 1) {
      const before = [await placeOrder(), await placeOrder()];
      orders.push(...before);
      await waitFor('the alerts before the restart', () => alertedEverywhere(orders), 60_000);
      // A delivery previewed before the restart, confirmed after it.
      await owner.dm.command('deliver', `${before[0]} RESTART-GOODS-${round}`);
      const confirm = owner.dm.findAction('Confirm delivery');
      expect(confirm).toBeDefined();

      await redisServer.kill();
      orders.push(await placeOrder());
      const started = Date.now();
      const whileDown = await owner.dm.send('/account');
      commandsWhileDown += 1;
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(unclearReply(whileDown)).toBeNull();
      await settle(1_000);
      await redisServer.restart();

      await waitFor('the bot answering again', async () => /Demo/.test(textOf((await owner.dm.send('/account'))[0] ?? {})), 30_000);
      await owner.dm.pressAction(confirm ?? '');
      expect(owner.dm.lastText()).toMatch(/handed over/);
      orders.push(await placeOrder());
      await waitFor('every order alerted in both chats after the restart', () => alertedEverywhere(orders), 90_000);
    }
    await settle(3_000);
    const duplicates = orders.filter((orderId) => alertsOf(dm, orderId).length !== 1 || alertsOf(group, orderId).length !== 1);
    recordFigures('redis-restart', {
      restarts: RESTARTS,
      orders: orders.length,
      commandsWhileDown,
      connectionErrors,
      duplicateAlerts: duplicates.length,
    });
    expect(connectionErrors).toBeGreaterThan(0);
    expect(duplicates).toEqual([]);
    expect(worker.process.exitCode).toBeNull();
    expect(guard.fired).toEqual([]);
  });
});
