import { openRedis, type RedisConnection } from '../../../src/runtime/redis-connection.js';
import { generateKeyRingEntry } from '../../../src/store/key-ring.js';
import { ClusterRedis } from './cluster-redis.js';
import { guardProcess, type ProcessGuard } from './process-guard.js';
import { LogCapture } from './stack.js';
import { openTelegramShop, type TelegramShop } from './telegram-shop.js';

/** The demo shop on a fresh three-master Redis Cluster, for the tests that take a shard away. */
export interface ClusterShop {
  guard: ProcessGuard;
  cluster: ClusterRedis;
  shop: TelegramShop;
  close(): Promise<void>;
}

export async function openClusterShop(keyRingLabel: string): Promise<ClusterShop> {
  const guard = guardProcess();
  const cluster = await ClusterRedis.start();
  // As bin/bot.ts connects: through the nodes it is given, following the slot map from there.
  const redis: RedisConnection = openRedis(cluster.target, { maxRetriesPerRequest: 3 });
  redis.on('error', () => undefined);
  const shop = await openTelegramShop({
    redis,
    // As bin/worker.ts reads them; an empty REDIS_URL counts as unset.
    redisEnv: { REDIS_URL: '', REDIS_CLUSTER_NODES: cluster.nodesEnv },
    keyRing: generateKeyRingEntry(keyRingLabel),
    logs: new LogCapture(),
  });
  return {
    guard,
    cluster,
    shop,
    async close() {
      await shop.close();
      redis.disconnect();
      await cluster.stop();
      guard.stop();
    },
  };
}
