// Redis behind Sentinel, its master killed (SIGKILL) under a stream of orders: the
// Sentinel promotes the replica, the bot and a worker process follow it on their own,
// no alert is lost or sent twice, a delivery confirmed across the failover is made once,
// and the bot answers again within 10 s of the promotion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis, type RedisConnection } from '../../src/runtime/redis-connection.js';
import { generateKeyRingEntry } from '../../src/store/key-ring.js';
import { runMasterFailover } from './support/failover-scenario.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { SentinelRedis } from './support/sentinel-redis.js';
import { LogCapture } from './support/stack.js';
import { openTelegramShop, type TelegramShop } from './support/telegram-shop.js';

let guard: ProcessGuard;
let setup: SentinelRedis;
let redis: RedisConnection;
let shop: TelegramShop;
const logs = new LogCapture();

beforeAll(async () => {
  guard = guardProcess();
  setup = await SentinelRedis.start();
  // As bin/bot.ts connects: through the Sentinel, never to a fixed address.
  redis = openRedis(setup.target, { maxRetriesPerRequest: 3 });
  redis.on('error', () => undefined);
  const sentinel = setup.target.kind === 'sentinel' ? setup.target : null;
  shop = await openTelegramShop({
    redis,
    // As bin/worker.ts reads them; an empty REDIS_URL counts as unset.
    redisEnv: {
      REDIS_URL: '',
      REDIS_SENTINELS: sentinel?.sentinels.map((each) => `${each.host}:${each.port}`).join(',') ?? '',
      REDIS_SENTINEL_NAME: sentinel?.name ?? '',
    },
    keyRing: generateKeyRingEntry('sentinel'),
    logs,
  });
});

afterAll(async () => {
  await shop.close();
  redis.disconnect();
  await setup.stop();
  guard.stop();
});

describe('the Redis master failing over to its replica behind Sentinel', () => {
  it('loses no alert, doubles nothing, and the bot answers within 10 s of the promotion', async () => {
    await runMasterFailover(
      shop,
      {
        kill: async () => {
          expect(await setup.replicaCaughtUp()).toBe(true);
          await setup.killMaster();
        },
        promoted: async () => (await setup.masterNow()) === setup.replicaPort,
      },
      'sentinel-failover',
    );
    expect(guard.fired).toEqual([]);
  });
});
