// A stream of orders while worker processes are SIGKILLed every few seconds: every
// order is alerted exactly once in every chat, and no order is delivered twice even
// when its confirmation is pressed in two bot processes at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { composeTestCore } from '../support/composed.js';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import { startFakeTelegram, type FakeTelegram, type StoredMessage, type TgChat } from '../fakes/telegram-bot-api/index.js';
import { fastConfig, waitFor } from '../jobs/support/jobs-harness.js';
import { FAST_FAKE_LIMITS } from '../adapters/telegram/support/bot-support.js';
import { TestAdapter, type TestUser } from '../support/test-adapter.js';
import { testRedisEnv } from '../support/test-redis.js';
import { drainChild, killHard, spawnWorker, type ChildWorker } from './support/child-workers.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { seededRandom } from './support/seeded-random.js';
import { startStack, type Stack } from './support/stack.js';
import { publishManualTopUp } from '../support/manual-listing.js';
import { queuePrefix } from '../../jobs/job-keys.js';
import { FAULT_POLL_INTERVAL_MS } from './support/fault-cadence.js';

const RUN_MS = Number(process.env.RELIABILITY_KILL_RUN_MS ?? 60_000);
/** One kill every 2 to 4 s: about this many in a run, fewer only when restarts are slow. */
const MIN_KILLS = Math.floor(RUN_MS / 4_000) - 1;
const WORKERS = 2;
// Hawker paces a Telegram group to one message every 3.1 s (Telegram allows 20 a
// minute), so the orders are spread over several shops to stay within what a group can show.
const SHOPS = 6;
/** Seeds the kill and order pattern, so a failing run can be replayed. */
const SEED = Number(process.env.RELIABILITY_SEED ?? 4242);

interface Shop {
  dm: TgChat;
  group: TgChat;
  offerId: string;
  /** The seller in two bot processes. */
  inBotA: TestUser;
  inBotB: TestUser;
}

let s: Stack;
let guard: ProcessGuard;
let telegram: FakeTelegram;
let otherCore: HawkerCore;
const shops: Shop[] = [];
const workers: ChildWorker[] = [];

beforeAll(async () => {
  guard = guardProcess();
  s = await startStack('rel-kills', { sandbox: { limits: false } });
  telegram = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
  otherCore = composeTestCore(
    { redis: s.testRedis.redis, namespace: s.testRedis.namespace, stores: s.stores, logger: s.logs.logger('bot-b') },
    s.sandbox.baseUrl,
  );
  const botA = new TestAdapter(s.core, 'telegram');
  const botB = new TestAdapter(otherCore, 'telegram');
  for (let index = 0; index < SHOPS; index += 1) {
    const seller = telegram.createUser(`Seller ${index}`, `seller_${index}`);
    const dm = telegram.privateChat(seller);
    const group = telegram.createGroup({ title: `Shop ${index} team`, members: [seller], botIsAdmin: true });
    const created = await s.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    const owner = await s.stores.identities.resolve('telegram', String(seller.id));
    const account = await s.stores.accounts.create({
      label: `Shop ${index}`,
      apiKey: created.body.apiKey,
      ownerIdentityId: owner,
      marketplaceUrl: s.sandbox.baseUrl,
    });
    await s.stores.team.grant(account.id, owner, 'owner');
    await s.stores.identities.setActiveAccount(owner, account.id);
    await s.stores.alertSettings.addPrivateTarget(account.id, { platform: 'telegram', kind: 'user', id: String(dm.id) });
    await s.stores.team.linkPlace(account.id, { platform: 'telegram', chatId: String(group.id) });
    const client = new SellerApiClient({ budgetClass: 'interactive', baseUrl: s.sandbox.baseUrl, apiKey: created.body.apiKey });
    const offerId = await publishManualTopUp(client);
    await client.close();
    shops.push({ dm, group, offerId, inBotA: botA.user(String(seller.id)), inBotB: botB.user(String(seller.id)) });
  }
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => killHard(worker)));
  await otherCore.close();
  await telegram.close();
  await s.close();
  guard.stop();
});

function startChild(): ChildWorker {
  const { now: _marketplaceClock, ...numbers } = fastConfig(s.sandbox, {
    pollIntervalMs: FAULT_POLL_INTERVAL_MS,
    lockDurationMs: 2_000,
    stalledIntervalMs: 500,
    leaseMs: 3_000,
  });
  const worker = spawnWorker({
    ...testRedisEnv(),
    WORKER_NAMESPACE: s.testRedis.namespace,
    WORKER_QUEUE_PREFIX: queuePrefix(s.testRedis.namespace),
    WORKER_KEY_RING: s.keyRing,
    WORKER_CONFIG: JSON.stringify(numbers),
    TELEGRAM_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegram.apiRoot,
  });
  workers.push(worker);
  return worker;
}

/** Messages the workers sent about one order (its alert, later edited to the final state once delivered). */
const alertsOf = (chat: TgChat, orderId: string): StoredMessage[] =>
  telegram.botMessages(chat.id).filter((stored) => JSON.stringify(stored.message).includes(orderId));

describe('workers SIGKILLed every few seconds', () => {
  it('alert every order exactly once in every chat, and no order is delivered twice', async () => {
    const next = seededRandom(SEED);
    const live: ChildWorker[] = [];
    for (let index = 0; index < WORKERS; index += 1) live.push(startChild());
    await Promise.all(live.map((worker) => worker.ready));

    const placed: { orderId: string; shop: Shop }[] = [];
    const delivered = new Map<string, string>();
    let kills = 0;
    const until = Date.now() + RUN_MS;

    // Orders, kills and deliveries come at moments drawn from the seed: their timing is the chaos under test.
    const orders = (async () => {
      while (Date.now() < until) {
        const shop = shops[placed.length % shops.length]!;
        placed.push({ orderId: (await s.placeOrder(shop.offerId)).id, shop });
        await new Promise((resolve) => setTimeout(resolve, 400 + next() * 400));
      }
    })();
    // A slow machine restarts workers more slowly: keep killing past the run's end (up to one
    // more run) until the kills a 60 s run averages on a quiet machine have happened.
    const killing = (async () => {
      while (Date.now() < until || (kills < MIN_KILLS && Date.now() < until + RUN_MS)) {
        await new Promise((resolve) => setTimeout(resolve, 2_000 + next() * 2_000));
        const victim = live.splice(Math.floor(next() * live.length), 1)[0];
        if (!victim) continue;
        await killHard(victim);
        kills += 1;
        const replacement = startChild();
        live.push(replacement);
        await replacement.ready.catch(() => undefined);
      }
    })();
    // Every third order is delivered by replying to its alert, and the same
    // confirmation is pressed in two bot processes at once.
    const deliveries = (async () => {
      while (Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 700));
        for (const { orderId, shop } of placed.filter((_, index) => index % 3 === 0)) {
          if (delivered.has(orderId)) continue;
          const alert = alertsOf(shop.dm, orderId)[0];
          if (!alert) continue;
          const ref = { platform: 'telegram' as const, chatId: String(shop.dm.id), messageId: String(alert.message.message_id) };
          // The worker records the message a moment after Telegram accepts it; a person cannot reply faster than that.
          if ((await s.stores.alertMessages.orderFor(ref)) === null) continue;
          const goods = `KILL-GOODS-${orderId.slice(0, 8)}`;
          delivered.set(orderId, goods);
          const replies = await shop.inBotA.dm.replyTo(ref, goods);
          // This reply's own button: an older delivery's one would pass silently as "already done".
          const confirm = replies
            .flatMap((reply) => (reply.buttons ?? []).flat())
            .find((button) => button.label === 'Confirm delivery')?.action;
          if (!confirm) throw new Error(`replying to the alert of ${orderId} offered no confirmation: ${JSON.stringify(replies)}`);
          await Promise.all([shop.inBotA.dm.pressAction(confirm), shop.inBotB.dm.pressAction(confirm)]);
        }
      }
    })();
    await Promise.all([orders, killing, deliveries]);

    // An order delivered before a chat's alert went out needs no alert there any more;
    // every order still waiting must have its alert in every chat.
    const waiting = () => placed.filter(({ orderId }) => !delivered.has(orderId));
    const missing = () =>
      waiting().filter(({ orderId, shop }) => alertsOf(shop.dm, orderId).length === 0 || alertsOf(shop.group, orderId).length === 0);
    await waitFor('an alert for every waiting order in both chats', () => missing().length === 0, 120_000).catch((error: unknown) => {
      const dm = waiting().filter(({ orderId, shop }) => alertsOf(shop.dm, orderId).length === 0).length;
      const team = waiting().filter(({ orderId, shop }) => alertsOf(shop.group, orderId).length === 0).length;
      throw new Error(
        `${String(error)}: ${missing().length} of ${waiting().length} waiting orders lack an alert (${dm} in private chats, ${team} in groups)`,
      );
    });
    for (const worker of live) await drainChild(worker);
    const duplicates = placed.filter(
      ({ orderId, shop }) => alertsOf(shop.dm, orderId).length > 1 || alertsOf(shop.group, orderId).length > 1,
    );
    recordFigures('worker-kills', {
      runMs: RUN_MS,
      kills,
      orders: placed.length,
      deliveries: delivered.size,
      duplicateAlerts: duplicates.length,
      seed: SEED,
    });
    expect(kills).toBeGreaterThanOrEqual(MIN_KILLS);
    // Each doubled order with the first lines of its messages there, so a failure says which messages were sent twice.
    const doubled = duplicates.map(({ orderId, shop }) => ({
      orderId,
      messages: [...alertsOf(shop.dm, orderId), ...alertsOf(shop.group, orderId)].map(
        ({ message, history }) => `${message.chat.id}#${message.message_id}: ${(history[0] ?? message).text?.split('\n')[0] ?? ''}`,
      ),
    }));
    expect(doubled).toEqual([]);
    for (const [orderId, goods] of delivered) {
      expect(s.deliverRequests(orderId), orderId).toBe(1);
      const answer = await s.control<{ status: string; goods: { code: string }[] }>('GET', `/_sandbox/orders/${orderId}/goods`);
      expect(answer.body).toMatchObject({ status: 'delivered', goods: [{ code: goods }] });
    }
    expect(guard.fired).toEqual([]);
  });
});
