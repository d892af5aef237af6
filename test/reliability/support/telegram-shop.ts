import type { RedisConnection } from '../../../src/runtime/redis-connection.js';
import { startSandbox, type RunningSandbox } from '../../../sandbox/index.js';
import { composeBot } from '../../../bin/runtime/compose-bot.js';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import { parseKeyRing } from '../../../src/store/key-ring.js';
import { createStores, type Stores } from '../../../src/store/stores.js';
import { startFakeTelegram, type FakeTelegram, type StoredMessage, type TgChat } from '../../fakes/telegram-bot-api/index.js';
import { queuePrefix } from '../../../jobs/job-keys.js';
import { fastConfig } from '../../jobs/support/jobs-harness.js';
import { FAST_FAKE_LIMITS } from '../../adapters/telegram/support/bot-support.js';
import { TestAdapter, type TestUser } from '../../support/test-adapter.js';
import { TEST_CALL_LIMIT, testBotConfig } from '../../support/test-process-config.js';
import { killHard, spawnWorker, type ChildWorker } from './child-workers.js';
import { deliverRequestsIn, LogCapture } from './stack.js';
import { FAULT_POLL_INTERVAL_MS } from './fault-cadence.js';

const NAMESPACE = 'hawker';
const DELIVER_TIMEOUT_MS = 1_500;

/**
 * The demo shop run as production runs it, for the tests that take Redis away under it:
 * the bot's core on the given Redis, a worker process reaching Redis as `redisEnv` says,
 * the seller's private chat and the team group on the fake Telegram.
 */
export interface TelegramShop {
  sandbox: RunningSandbox;
  core: HawkerCore;
  /** The bot's stores, on the Redis under test. */
  stores: Stores;
  telegram: FakeTelegram;
  dm: TgChat;
  group: TgChat;
  owner: TestUser;
  worker: ChildWorker;
  /** The demo shop's account, whose keys a failover test takes away. */
  accountId: string;
  /** A buyer's order of one unit on the demo shop's manual top-up. */
  placeOrder(): Promise<string>;
  /** A buyer's order of `quantity` units of one of the demo shop's listings. */
  placeOrderOf(offerId: string, quantity: number): Promise<string>;
  /** Deliver requests that reached the marketplace for the order (from the sandbox's request log). */
  deliverRequests(orderId: string): number;
  /** The order as its buyer sees it: its status and the goods delivered, if any. */
  goodsOf(orderId: string): Promise<{ status: string; goods: { code: string }[] | null }>;
  alertsOf(chat: TgChat, orderId: string): StoredMessage[];
  /** Every order has its alert in the private chat and in the group. */
  alertedEverywhere(orderIds: readonly string[]): boolean;
  /** The orders whose alert is missing or doubled in the private chat or the group. */
  notAlertedOnce(orderIds: readonly string[]): string[];
  close(): Promise<void>;
}

export async function openTelegramShop(options: {
  redis: RedisConnection;
  redisEnv: Record<string, string>;
  keyRing: string;
  logs: LogCapture;
}): Promise<TelegramShop> {
  const sandboxLog = new LogCapture();
  const sandbox = await startSandbox({ seed: 7, limits: false, logger: sandboxLog.logger('sandbox', 'debug') });
  const stores = createStores(options.redis, NAMESPACE, parseKeyRing(options.keyRing));
  const bot = composeBot(
    testBotConfig(sandbox.baseUrl),
    { redis: options.redis, namespace: NAMESPACE, stores, logger: options.logs.logger('bot') },
    { callLimit: TEST_CALL_LIMIT },
  );
  const { core } = bot;
  const telegram = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
  const seller = telegram.createUser('Sam', 'sam_sells');
  const dm = telegram.privateChat(seller);
  const group = telegram.createGroup({ title: 'Shop team', members: [seller], botIsAdmin: true });
  const adapter = new TestAdapter(core, 'telegram');
  const owner = adapter.user(String(seller.id));
  await owner.dm.command('connect', `${sandbox.sellers[0]?.apiKey ?? ''} Demo`);
  await owner.in(adapter.group(String(group.id))).command('team', 'link');
  const accountId =
    (await stores.identities.activeAccount(await stores.identities.resolve('telegram', String(seller.id))))?.accountId ?? '';
  let manual = '';
  for (const listing of sandbox.core.state.listings.values()) if (listing.title === 'Starfall crystals by player id') manual = listing.id;
  const { now: _clock, ...numbers } = fastConfig(sandbox, {
    pollIntervalMs: FAULT_POLL_INTERVAL_MS,
    lockDurationMs: 2_000,
    stalledIntervalMs: 500,
    leaseMs: 3_000,
  });
  const worker = spawnWorker({
    ...options.redisEnv,
    WORKER_NAMESPACE: NAMESPACE,
    WORKER_QUEUE_PREFIX: queuePrefix(NAMESPACE),
    WORKER_KEY_RING: options.keyRing,
    WORKER_CONFIG: JSON.stringify(numbers),
    // An autopilot delivery whose outcome is unknown is read back after twice this.
    WORKER_DELIVER_TIMEOUT_MS: String(DELIVER_TIMEOUT_MS),
    TELEGRAM_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegram.apiRoot,
  });
  await worker.ready;

  const alertsOf = (chat: TgChat, orderId: string): StoredMessage[] =>
    telegram.botMessages(chat.id).filter((stored) => JSON.stringify(stored.message).includes(orderId));
  const sandboxControl = (method: string, path: string, body?: unknown) =>
    fetch(`${sandbox.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${sandbox.adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const placeOrderOf = async (offerId: string, quantity: number) => {
    const response = await sandboxControl('POST', '/_sandbox/orders', { offer_id: offerId, quantity });
    return ((await response.json()) as { id: string }).id;
  };
  return {
    sandbox,
    core,
    stores,
    telegram,
    dm,
    group,
    owner,
    worker,
    accountId,
    placeOrder: () => placeOrderOf(manual, 1),
    placeOrderOf,
    deliverRequests: (orderId) => deliverRequestsIn(sandboxLog.lines, orderId),
    async goodsOf(orderId) {
      return (await (await sandboxControl('GET', `/_sandbox/orders/${orderId}/goods`)).json()) as {
        status: string;
        goods: { code: string }[] | null;
      };
    },
    alertsOf,
    alertedEverywhere: (orderIds) => orderIds.every((orderId) => alertsOf(dm, orderId).length > 0 && alertsOf(group, orderId).length > 0),
    notAlertedOnce: (orderIds) => orderIds.filter((orderId) => alertsOf(dm, orderId).length !== 1 || alertsOf(group, orderId).length !== 1),
    async close() {
      await killHard(worker);
      await bot.close();
      await telegram.close();
      await sandbox.close();
    },
  };
}
