// `npm run worker`: background jobs (order polling, countdowns, listing watch, chat
// alerts). Start as many as you like on one Redis; they share the work.
import { Redis } from 'ioredis';
import { Agent } from 'undici';
import { createDiscordNotifier } from '../adapters/discord/index.js';
import { createTelegramNotifier } from '../adapters/telegram/index.js';
import { SellerApiClient } from '../src/api/seller-api-client.js';
import { ConfigError } from '../src/config/config-error.js';
import { loadConfig } from '../src/config/config.js';
import { loadDotenv } from '../src/config/load-dotenv.js';
import { createLogger } from '../src/log/logger.js';
import type { Notifier } from '../src/notify/notifier.js';
import { createHawkerMetrics } from '../src/ops/hawker-metrics.js';
import { startHealthServer } from '../src/ops/health-server.js';
import { createStores } from '../src/store/stores.js';
import { startWorker } from '../jobs/worker.js';

const NAMESPACE = 'hawker';

loadDotenv();
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

const logger = createLogger({ name: 'worker', level: config.log.level, pretty: config.log.pretty });
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
const metrics = createHawkerMetrics();
// One keep-alive pool for every account's client: ten thousand accounts, a few dozen sockets.
const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 30_000, pipelining: 1 });

const notifiers: Notifier[] = [];
if (config.telegram) notifiers.push(createTelegramNotifier({ token: config.telegram.token, apiRoot: config.telegram.apiRoot }));
if (config.discord) notifiers.push(createDiscordNotifier({ token: config.discord.token, apiRoot: config.discord.apiRoot }));
if (notifiers.length === 0) logger.warn('no TELEGRAM_BOT_TOKEN or DISCORD_TOKEN: orders are polled but no alert can be sent');

const worker = await startWorker({
  redis,
  namespace: NAMESPACE,
  queuePrefix: `${NAMESPACE}:bull`,
  notifiers,
  clientFactory: ({ baseUrl, apiKey }) =>
    new SellerApiClient({ baseUrl, apiKey, redis, namespace: NAMESPACE, dispatcher, logger, retry: { maxAttempts: 2 } }),
  stores: createStores(redis, NAMESPACE, config.masterKeys),
  config: { pollIntervalMs: config.pollIntervalMs, listingWatchIntervalMs: config.listingWatchIntervalMs },
  logger,
  metrics,
});

const health =
  config.httpPort === null
    ? null
    : await startHealthServer({ port: config.httpPort, metrics: metrics.registry, readiness: { redis: async () => (await redis.ping()) === 'PONG' } });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'finishing the jobs in hand');
    void (async () => {
      await worker.close();
      await health?.close();
      await dispatcher.close();
      await redis.quit();
      process.exit(0);
    })();
  });
}
