// A three-master Redis Cluster with a replica each; the master serving the shop's slot is
// killed (SIGKILL) under a stream of orders. The cluster promotes its replica, the bot
// and a worker process follow the new slot map on their own, no alert is lost or sent
// twice, a delivery confirmed across the failover is made once, and the bot answers
// again within 10 s of the promotion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis, type RedisConnection } from '../../src/runtime/redis-connection.js';
import { generateKeyRingEntry } from '../../src/store/key-ring.js';
import { accountRecordKey } from '../../src/store/records.js';
import { ClusterRedis } from './support/cluster-redis.js';
import { runMasterFailover } from './support/failover-scenario.js';
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
    const shopKey = accountRecordKey('hawker', shop.accountId);
    const master = await cluster.masterOf(shopKey);
    await runMasterFailover(
      shop,
      {
        kill: async () => {
          expect(await cluster.replicaCaughtUp(master)).toBe(true);
          await cluster.kill(master);
        },
        promoted: async () => ![0, master].includes(await cluster.masterOf(shopKey)),
      },
      'cluster-failover',
    );
    expect(guard.fired).toEqual([]);
  });
});
