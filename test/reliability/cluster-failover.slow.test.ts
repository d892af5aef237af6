// A three-master Redis Cluster with a replica each; the master serving the shop's slot is
// killed (SIGKILL) under a stream of orders. The cluster promotes its replica, the bot
// and a worker process follow the new slot map on their own, no alert is lost or sent
// twice, a delivery confirmed across the failover is made once, and the bot answers
// again within 10 s of the promotion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis, type RedisConnection } from '../../src/runtime/redis-connection.js';
import { generateKeyRingEntry } from '../../src/store/key-ring.js';
import { accountRecordKey } from '../../src/store/records.js';
import { settle, waitFor } from '../jobs/support/jobs-harness.js';
import { textOf } from '../support/test-adapter.js';
import { ClusterRedis } from './support/cluster-redis.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { LogCapture } from './support/stack.js';
import { openTelegramShop, type TelegramShop } from './support/telegram-shop.js';

let guard: ProcessGuard;
let cluster: ClusterRedis;
let redis: RedisConnection;
let shop: TelegramShop;
const logs = new LogCapture();

beforeAll(async () => {
  guard = guardProcess();
  cluster = await ClusterRedis.start();
  // As bin/bot.ts connects: through the nodes it is given, following the slot map from there.
  redis = openRedis(cluster.target, { maxRetriesPerRequest: 3 });
  redis.on('error', () => undefined);
  shop = await openTelegramShop({
    redis,
    // As bin/worker.ts reads them; an empty REDIS_URL counts as unset.
    redisEnv: { REDIS_URL: '', REDIS_CLUSTER_NODES: cluster.nodesEnv },
    keyRing: generateKeyRingEntry('cluster'),
    logs,
  });
}, 90_000);

afterAll(async () => {
  await shop.close();
  redis.disconnect();
  await cluster.stop();
  guard.stop();
});

describe("the master of a shop's slot failing over to its replica in a Redis Cluster", () => {
  it('loses no alert, doubles nothing, and the bot answers within 10 s of the promotion', async () => {
    const orders = [await shop.placeOrder(), await shop.placeOrder()];
    await waitFor('the alerts before the failover', () => shop.alertedEverywhere(orders), 60_000);
    await shop.owner.dm.command('deliver', `${orders[0]} FAILOVER-GOODS-1`);
    const confirm = shop.owner.dm.findAction('Confirm delivery');
    expect(confirm).toBeDefined();

    const shopKey = accountRecordKey('hawker', shop.accountId);
    const master = await cluster.masterOf(shopKey);
    expect(await cluster.replicaCaughtUp(master)).toBe(true);
    const killedAt = Date.now();
    await cluster.kill(master);
    // Orders keep coming while the shop's slot has no master.
    orders.push(await shop.placeOrder(), await shop.placeOrder());
    await waitFor('the replica promoted', async () => ![0, master].includes(await cluster.masterOf(shopKey)), 30_000);
    const promotedAt = Date.now();
    await waitFor('the bot answering again', async () => /Demo/.test(textOf((await shop.owner.dm.send('/account'))[0] ?? {})), 30_000);
    const answeredAt = Date.now();
    expect(answeredAt - promotedAt).toBeLessThan(10_000);

    await shop.owner.dm.pressAction(confirm ?? '');
    expect(shop.owner.dm.lastText()).toMatch(/handed over/);
    orders.push(await shop.placeOrder());
    await waitFor('every order alerted in both chats after the failover', () => shop.alertedEverywhere(orders), 90_000);
    await settle(3_000);

    const duplicates = orders.filter(
      (orderId) => shop.alertsOf(shop.dm, orderId).length !== 1 || shop.alertsOf(shop.group, orderId).length !== 1,
    );
    const delivered = shop.sandbox.core.state.orders.get(orders[0] ?? '');
    recordFigures('cluster-failover', {
      orders: orders.length,
      promotionMs: promotedAt - killedAt,
      answerAfterPromotionMs: answeredAt - promotedAt,
      duplicateAlerts: duplicates.length,
    });
    expect(duplicates).toEqual([]);
    expect(delivered?.status).toBe('delivered');
    expect(shop.worker.process.exitCode).toBeNull();
    expect(guard.fired).toEqual([]);
  });
});
