// `npm run worker`: background jobs (order polling, countdowns, listing watch, chat
// alerts). Start as many as you like on one Redis; they share the work.
// Memory: with 10,000 accounts the live heap is about 40 MB, but V8 grows its heap
// lazily; `npm run worker` and the compose file cap old space at 160 MB to keep RSS near it.
import { openRedis } from '../src/runtime/redis-connection.js';
import { refuseOldKeyLayout } from './runtime/refuse-old-key-layout.js';
import { createDiscordNotifier } from '../adapters/discord/index.js';
import { createTelegramNotifier, createTelegramOutgoing } from '../adapters/telegram/index.js';
import { createLogger } from '../src/log/logger.js';
import { countedNotifier } from '../src/notify/counted-notifier.js';
import type { Notifier } from '../src/notify/notifier.js';
import { createHawkerMetrics } from '../src/ops/hawker-metrics.js';
import { startHealthServer } from '../src/ops/health-server.js';
import { createStores } from '../src/store/stores.js';
import { queuePrefix } from '../jobs/job-keys.js';
import { startWorker } from '../jobs/worker.js';
import { configOrExit } from './runtime/config-or-exit.js';
import { onShutdown } from './runtime/graceful-shutdown.js';
import { marketplaceClients } from './runtime/marketplace-clients.js';
import { createOutgoingDispatcher } from '../src/net/outgoing-dispatcher.js';

const NAMESPACE = 'hawker';

const config = configOrExit();
const logger = createLogger({ name: 'worker', level: config.log.level, pretty: config.log.pretty });
const redis = openRedis(config.redis, { maxRetriesPerRequest: 3 });
// ioredis reconnects by itself; its connection errors are logged, not left as unhandled events.
redis.on('error', (error: Error) => logger.warn({ err: error.message }, 'redis connection error'));
await refuseOldKeyLayout(redis, NAMESPACE);
const metrics = createHawkerMetrics();
const stores = createStores(redis, NAMESPACE, config.masterKeys);
const outgoingHttp = createOutgoingDispatcher(config.proxy, logger);
const clients = marketplaceClients(redis, NAMESPACE, logger, {
  keyFingerprint: (apiKey) => stores.accounts.fingerprint(apiKey),
  allowPlainHttp: config.marketplaceAllowPlainHttp,
  metrics,
  dispatcher: outgoingHttp,
});

const notifiers: Notifier[] = [];
if (config.telegram) {
  // The same Redis-held send rate as the bot processes: together they stay under Telegram's overall limit.
  const outgoing = createTelegramOutgoing({ shared: { redis, namespace: NAMESPACE } });
  notifiers.push(
    createTelegramNotifier({
      token: config.telegram.token,
      apiRoot: config.telegram.apiRoot,
      outgoing,
      dispatcher: outgoingHttp,
    }),
  );
}
if (config.discord)
  notifiers.push(createDiscordNotifier({ token: config.discord.token, apiRoot: config.discord.apiRoot, dispatcher: outgoingHttp }));
if (notifiers.length === 0) logger.warn('no TELEGRAM_BOT_TOKEN or DISCORD_TOKEN: orders are polled but no alert can be sent');

const worker = await startWorker({
  redis,
  namespace: NAMESPACE,
  queuePrefix: queuePrefix(NAMESPACE),
  notifiers: notifiers.map((notifier) => countedNotifier(notifier, metrics.chatApiErrors)),
  clientFactory: clients.factory,
  stores,
  config: { pollIntervalMs: config.pollIntervalMs, listingWatchIntervalMs: config.listingWatchIntervalMs },
  logger,
  metrics,
});

const health = await startHealthServer({
  port: config.httpPort,
  metrics: metrics.registry,
  readiness: { redis: async () => (await redis.ping()) === 'PONG' },
});

onShutdown(
  [
    { name: 'worker', run: () => worker.close() },
    { name: 'health server', run: () => health.close() },
    { name: 'outgoing connections', run: () => outgoingHttp.close() },
    { name: 'redis connection', run: async () => void (await redis.quit()) },
  ],
  logger,
);
