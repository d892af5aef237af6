// Redis behind Sentinel, its master killed (SIGKILL) under a stream of orders: the
// Sentinel promotes the replica, the bot and a worker process follow it on their own,
// no alert is lost or sent twice, a delivery confirmed across the failover is made once,
// and the bot answers again within 10 s of the promotion.
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { createHawkerCore, type HawkerCore } from '../../src/core/hawker-core.js';
import { openRedis } from '../../src/runtime/redis-connection.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { startFakeTelegram, type FakeTelegram, type StoredMessage, type TgChat, type TgUser } from '../fakes/telegram-bot-api/index.js';
import { fastConfig, settle, waitFor } from '../jobs/support/jobs-harness.js';
import { FAST_FAKE_LIMITS } from '../telegram/bot-support.js';
import { TestAdapter, textOf, type TestUser } from '../support/test-adapter.js';
import { killHard, spawnWorker, type ChildWorker } from './support/child-workers.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { SentinelRedis } from './support/sentinel-redis.js';
import { LogCapture } from './support/stack.js';

const NAMESPACE = 'hawker';

let guard: ProcessGuard;
let setup: SentinelRedis;
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
const keyRing = generateKeyRingEntry('sentinel');

beforeAll(async () => {
  guard = guardProcess();
  setup = await SentinelRedis.start();
  // As bin/bot.ts connects: through the Sentinel, never to a fixed address.
  redis = openRedis(setup.target, { maxRetriesPerRequest: 3 });
  redis.on('error', () => undefined);
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
  const sentinel = setup.target.kind === 'sentinel' ? setup.target : null;
  worker = spawnWorker({
    REDIS_URL: '',
    REDIS_SENTINELS: sentinel?.sentinels.map((each) => `${each.host}:${each.port}`).join(',') ?? '',
    REDIS_SENTINEL_NAME: sentinel?.name ?? '',
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
  await setup.stop();
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

describe('the Redis master failing over to its replica behind Sentinel', () => {
  it('loses no alert, doubles nothing, and the bot answers within 10 s of the promotion', async () => {
    const orders = [await placeOrder(), await placeOrder()];
    await waitFor('the alerts before the failover', () => alertedEverywhere(orders), 60_000);
    await owner.dm.command('deliver', `${orders[0]} FAILOVER-GOODS-1`);
    const confirm = owner.dm.findAction('Confirm delivery');
    expect(confirm).toBeDefined();
    expect(await setup.replicaCaughtUp()).toBe(true);

    const killedAt = Date.now();
    await setup.killMaster();
    // Orders keep coming while there is no master.
    orders.push(await placeOrder(), await placeOrder());
    await waitFor('the replica promoted', async () => (await setup.masterNow()) === setup.replicaPort, 30_000);
    const promotedAt = Date.now();
    await waitFor('the bot answering again', async () => /Demo/.test(textOf((await owner.dm.send('/account'))[0] ?? {})), 30_000);
    const answeredAt = Date.now();
    expect(answeredAt - promotedAt).toBeLessThan(10_000);

    await owner.dm.pressAction(confirm ?? '');
    expect(owner.dm.lastText()).toMatch(/handed over/);
    orders.push(await placeOrder());
    await waitFor('every order alerted in both chats after the failover', () => alertedEverywhere(orders), 90_000);
    await settle(3_000);

    const duplicates = orders.filter((orderId) => alertsOf(dm, orderId).length !== 1 || alertsOf(group, orderId).length !== 1);
    const delivered = sandbox.core.state.orders.get(orders[0] ?? '');
    recordFigures('sentinel-failover', {
      orders: orders.length,
      promotionMs: promotedAt - killedAt,
      answerAfterPromotionMs: answeredAt - promotedAt,
      duplicateAlerts: duplicates.length,
    });
    expect(duplicates).toEqual([]);
    expect(delivered?.status).toBe('delivered');
    expect(worker.process.exitCode).toBeNull();
    expect(guard.fired).toEqual([]);
  });
});
