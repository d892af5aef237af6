// A Redis Cluster shard gone silent, master and replica at once (both SIGSTOPped, as a
// frozen machine or a cut network looks): the cluster reports itself failing and
// nothing can take the shard over. The shard holding BullMQ's queues is the one that
// matters: the worker's blocking reads hang on it, and BullMQ reconnects them while the
// cluster is failing. Once the shard answers again the worker must go on by itself:
// every order placed before, during and after the outage alerted exactly once in both
// chats, with no restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis, type RedisConnection } from '../../src/runtime/redis-connection.js';
import { generateKeyRingEntry } from '../../src/store/key-ring.js';
import { queuePrefix } from '../../jobs/job-keys.js';
import { QUEUES } from '../../jobs/job-names.js';
import { settle, waitFor } from '../jobs/support/jobs-harness.js';
import { ClusterRedis } from './support/cluster-redis.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { LogCapture } from './support/stack.js';
import { openTelegramShop, type TelegramShop } from './support/telegram-shop.js';

/** Long enough for BullMQ's watchdog to give up on a blocking read and reconnect more than once. */
const OUTAGE_MS = 10_000;

let guard: ProcessGuard;
let cluster: ClusterRedis;
let redis: RedisConnection;
let shop: TelegramShop;
const logs = new LogCapture();

beforeAll(async () => {
  guard = guardProcess();
  cluster = await ClusterRedis.start();
  redis = openRedis(cluster.target, { maxRetriesPerRequest: 3 });
  redis.on('error', () => undefined);
  shop = await openTelegramShop({
    redis,
    redisEnv: { REDIS_URL: '', REDIS_CLUSTER_NODES: cluster.nodesEnv },
    keyRing: generateKeyRingEntry('cluster-outage'),
    logs,
  });
}, 90_000);

afterAll(async () => {
  await shop.close();
  redis.disconnect();
  await cluster.stop();
  guard.stop();
});

describe('the Redis Cluster shard holding the queues silent for a while, master and replica', () => {
  it('alerts every order exactly once in both chats once the shard answers again, without a restart', async () => {
    const orders = [await shop.placeOrder()];
    await waitFor('the alert before the outage', () => shop.alertedEverywhere(orders), 60_000);

    const master = await cluster.masterOf(`${queuePrefix('hawker')}:${QUEUES.sweep}:meta`);
    const replica = await cluster.replicaOf(master);
    expect(replica).toBeGreaterThan(0);
    cluster.freeze(master);
    cluster.freeze(replica);
    await waitFor('the cluster failing', async () => (await cluster.state()) === 'fail', 30_000);
    orders.push(await shop.placeOrder());
    await settle(OUTAGE_MS);
    cluster.thaw(master);
    cluster.thaw(replica);
    const thawedAt = Date.now();
    await waitFor('the cluster ok again', async () => (await cluster.state()) === 'ok', 30_000);

    orders.push(await shop.placeOrder());
    await waitFor('every order alerted in both chats after the outage', () => shop.alertedEverywhere(orders), 60_000);
    const alertedAt = Date.now();
    await settle(3_000);

    const duplicates = orders.filter(
      (orderId) => shop.alertsOf(shop.dm, orderId).length !== 1 || shop.alertsOf(shop.group, orderId).length !== 1,
    );
    recordFigures('cluster-shard-outage', {
      orders: orders.length,
      outageMs: OUTAGE_MS,
      alertedAfterThawMs: alertedAt - thawedAt,
      duplicateAlerts: duplicates.length,
    });
    expect(duplicates).toEqual([]);
    expect(shop.worker.process.exitCode).toBeNull();
    expect(guard.fired).toEqual([]);
  });
});
