// Autopilot delivering a stream of orders while worker processes are SIGKILLed every few
// seconds and some of the marketplace's answers to a delivery are lost: every order is
// delivered exactly once, no code goes to two orders, and no code is lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import { queuePrefix } from '../../jobs/job-keys.js';
import { fastConfig, waitFor } from '../jobs/support/jobs-harness.js';
import { publishManualTopUp } from '../support/manual-listing.js';
import { testRedisEnv } from '../support/test-redis.js';
import { AnswerDroppingProxy, type AnswerFate } from './support/answer-dropping-proxy.js';
import { drainChild, killHard, spawnWorker, type ChildWorker } from './support/child-workers.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { seededRandom } from './support/seeded-random.js';
import { startStack, type Stack } from './support/stack.js';
import { FAULT_POLL_INTERVAL_MS } from './support/fault-cadence.js';

const RUN_MS = Number(process.env.RELIABILITY_KILL_RUN_MS ?? 45_000);
const MIN_KILLS = Math.floor(RUN_MS / 4_000) - 1;
const WORKERS = 2;
const SHOPS = 4;
const CODES_PER_POOL = 400;
const SEED = Number(process.env.RELIABILITY_SEED ?? 2929);
/** Past this, a deliver's answer is lost: long enough for the worker's client to give up. */
const DELIVER_TIMEOUT_MS = 1_500;

interface Shop {
  accountId: string;
  offerId: string;
  codes: Set<string>;
}

let s: Stack;
let proxy: AnswerDroppingProxy;
let guard: ProcessGuard;
const shops: Shop[] = [];
const workers: ChildWorker[] = [];

beforeAll(async () => {
  guard = guardProcess();
  s = await startStack('rel-autopilot-kills', {
    sandbox: { limits: false },
    marketplaceVia: async (sandboxUrl) => {
      proxy = await AnswerDroppingProxy.start(sandboxUrl);
      return proxy.baseUrl;
    },
  });
  for (let index = 0; index < SHOPS; index += 1) {
    const created = await s.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    const owner = await s.stores.identities.resolve('test', `autopilot-seller-${index}`);
    const account = await s.stores.accounts.create({
      label: `Shop ${index}`,
      apiKey: created.body.apiKey,
      ownerIdentityId: owner,
      marketplaceUrl: proxy.baseUrl,
    });
    await s.stores.team.grant(account.id, owner, 'owner');
    const client = new SellerApiClient({ budgetClass: 'interactive', baseUrl: s.sandbox.baseUrl, apiKey: created.body.apiKey });
    const offerId = await publishManualTopUp(client);
    await client.close();
    const codes = new Set(Array.from({ length: CODES_PER_POOL }, (_, code) => `AP-${index}-${String(code).padStart(4, '0')}`));
    await s.stores.pools.add(account.id, 'gems', [...codes], s.sandbox.core.clock.now());
    await s.stores.autopilot.bind(account.id, {
      listingId: offerId,
      title: 'Gems',
      mode: { kind: 'deliver', source: { kind: 'pool', pool: 'gems' }, template: null },
      capOrders: null,
      capCents: null,
      since: s.sandbox.core.clock.now(),
      by: 'Owner',
    });
    shops.push({ accountId: account.id, offerId, codes });
  }
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => killHard(worker)));
  await s.close();
  await proxy.close();
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
    WORKER_DELIVER_TIMEOUT_MS: String(DELIVER_TIMEOUT_MS),
  });
  workers.push(worker);
  return worker;
}

const goodsOf = async (orderId: string) =>
  (await s.control<{ status: string; goods: { code: string }[] | null }>('GET', `/_sandbox/orders/${orderId}/goods`)).body;

describe('autopilot with workers SIGKILLed every few seconds and deliver answers lost', () => {
  it('delivers every order exactly once, never sends a code twice, and loses none', async () => {
    const next = seededRandom(SEED);
    const live: ChildWorker[] = [];
    for (let index = 0; index < WORKERS; index += 1) live.push(startChild());
    await Promise.all(live.map((worker) => worker.ready));

    const placed: { orderId: string; quantity: number; shop: Shop }[] = [];
    let kills = 0;
    let lostAnswers = 0;
    const until = Date.now() + RUN_MS;
    const fates: AnswerFate[] = [{ kind: 'drop' }, { kind: 'replace', status: 502 }, { kind: 'hold', ms: 2 * DELIVER_TIMEOUT_MS }];

    // Orders, kills and lost answers come at moments drawn from the seed: their timing is the chaos under test.
    const orders = (async () => {
      while (Date.now() < until) {
        const shop = shops[placed.length % shops.length]!;
        const quantity = 1 + Math.floor(next() * 2);
        const order = await s.placeOrder(shop.offerId, quantity);
        placed.push({ orderId: order.id, quantity, shop });
        // Every fifth order's delivery loses its answer after the marketplace acted on it.
        if (placed.length % 5 === 0) {
          proxy.loseAnswers('POST', `/v1/orders/${order.id}/deliver`, fates[lostAnswers % fates.length]!);
          lostAnswers += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 300 + next() * 300));
      }
    })();
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
    await Promise.all([orders, killing]);

    const undelivered = async () => {
      const waiting: string[] = [];
      for (const { orderId } of placed) if ((await goodsOf(orderId)).status !== 'delivered') waiting.push(orderId);
      return waiting;
    };
    await waitFor('every order delivered by autopilot', async () => (await undelivered()).length === 0, 120_000).catch(
      async (error: unknown) => {
        throw new Error(`${String(error)}: ${(await undelivered()).length} of ${placed.length} orders not delivered`);
      },
    );
    // A delivery whose answer was lost is read back from the order lists after twice the deliver timeout: its codes are consumed then.
    const holding = async () => {
      let held = 0;
      for (const shop of shops) held += (await s.stores.pools.get(shop.accountId, 'gems'))?.held ?? 0;
      return held;
    };
    await waitFor('every reservation settled', async () => (await holding()) === 0, 60_000).catch(async (error: unknown) => {
      throw new Error(`${String(error)}: ${await holding()} codes still held`);
    });
    for (const worker of live) await drainChild(worker);

    const sentTwice: string[] = [];
    const given = new Map<Shop, string[]>();
    for (const { orderId, quantity, shop } of placed) {
      // One request per order: a lost answer or a killed worker is settled from the order lists, never by sending again.
      expect(s.deliverRequests(orderId), orderId).toBe(1);
      const goods = (await goodsOf(orderId)).goods ?? [];
      expect(goods, orderId).toHaveLength(quantity);
      given.set(shop, [...(given.get(shop) ?? []), ...goods.map((entry) => entry.code)]);
    }
    for (const shop of shops) {
      const codes = given.get(shop) ?? [];
      for (const code of codes) if (!shop.codes.has(code)) sentTwice.push(`${code} is not from the shop's pool`);
      const seen = new Set<string>();
      for (const code of codes)
        if (seen.has(code)) sentTwice.push(code);
        else seen.add(code);
      const pool = await s.stores.pools.get(shop.accountId, 'gems');
      // No code lost: what was delivered and what is left make up the pool, with nothing still held.
      expect({ delivered: seen.size, available: pool?.available, held: pool?.held }).toEqual({
        delivered: seen.size,
        available: CODES_PER_POOL - seen.size,
        held: 0,
      });
    }
    recordFigures('autopilot-kills', { runMs: RUN_MS, kills, orders: placed.length, lostAnswers, seed: SEED });
    expect(kills).toBeGreaterThanOrEqual(MIN_KILLS);
    expect(sentTwice).toEqual([]);
    expect(guard.fired).toEqual([]);
  });
});
