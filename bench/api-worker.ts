// The API side of api-latency.ts and dashboard-bench.ts (started by api-process.ts), in its
// own process so its CPU is its own: the bot as bin/bot.ts composes it (composeBot on the
// sandbox marketplace, no chat platform), with the HTTP API started as the composition starts
// it (startApi, the shipped per-token limit; the dashboard's routes under /dashboard/api/).
// Prints `READY <url>`; on SIGTERM closes (ending the dashboard's event streams) and exits.
import { composeBot } from '../bin/runtime/compose-bot.js';
import { readRedisTarget } from '../src/config/redis-config.js';
import { createLogger } from '../src/log/logger.js';
import { openRedis } from '../src/runtime/redis-connection.js';
import { parseKeyRing } from '../src/store/key-ring.js';
import { createStores } from '../src/store/stores.js';
import { DEFAULT_JOBS_CONFIG } from '../jobs/jobs-config.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const namespace = env('BENCH_NAMESPACE');
const redis = openRedis(
  readRedisTarget((name) => process.env[name] || undefined),
  { maxRetriesPerRequest: 3 },
);
const logger = createLogger({ level: 'warn', name: 'bench-api' });
const stores = createStores(redis, namespace, parseKeyRing(env('BENCH_KEY_RING')));
const bot = composeBot(
  {
    marketplaceAllowPlainHttp: true,
    marketplaceBaseUrl: env('BENCH_MARKETPLACE_URL'),
    webhookAllowPrivateNetworks: false,
    pollIntervalMs: DEFAULT_JOBS_CONFIG.pollIntervalMs,
    listingWatchIntervalMs: DEFAULT_JOBS_CONFIG.listingWatchIntervalMs,
    proxy: null,
    telegram: null,
    discord: null,
    api: { port: 0, host: '127.0.0.1' },
  },
  { redis, namespace, stores, logger },
);
const api = await bot.startApi();
if (!api) throw new Error('the API did not start');
process.once('SIGTERM', () => {
  void (async () => {
    await bot.close();
    redis.disconnect();
    process.exit(0);
  })();
});
process.stdout.write(`READY ${api.url}\n`);
