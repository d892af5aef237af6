// `npm run bot`: the chat adapters (Telegram, Discord) on a configured marketplace.
// Background jobs run apart (`npm run worker`); scale either on one Redis.
import { openRedis } from '../src/runtime/redis-connection.js';
import { refuseOldKeyLayout } from './runtime/refuse-old-key-layout.js';
import { createHawkerCore } from '../src/core/hawker-core.js';
import { createLogger } from '../src/log/logger.js';
import { createHawkerMetrics } from '../src/ops/hawker-metrics.js';
import { startHealthServer } from '../src/ops/health-server.js';
import { createStores } from '../src/store/stores.js';
import { chatAdaptersFromConfig } from './runtime/chat-adapters.js';
import { configOrExit } from './runtime/config-or-exit.js';
import { onShutdown } from './runtime/graceful-shutdown.js';
import { marketplaceClients } from './runtime/marketplace-clients.js';
import { createOutgoingDispatcher } from '../src/net/outgoing-dispatcher.js';

const NAMESPACE = 'hawker';
const config = configOrExit();
if (!config.telegram && !config.discord) {
  console.error('TELEGRAM_BOT_TOKEN or DISCORD_TOKEN: npm run bot needs at least one chat token (npm start runs a terminal chat instead)');
  process.exit(2);
}
if (!config.marketplaceBaseUrl) {
  console.error('MARKETPLACE_BASE_URL: npm run bot needs the marketplace address (npm start runs the local sandbox instead)');
  process.exit(2);
}

const logger = createLogger({ name: 'bot', level: config.log.level, pretty: config.log.pretty });
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
const core = createHawkerCore({
  redis,
  namespace: NAMESPACE,
  stores,
  marketplaceUrl: config.marketplaceBaseUrl,
  clientFactory: clients.factory,
  logger,
  metrics,
});
const adapters = chatAdaptersFromConfig(config, { core, logger, redis, namespace: NAMESPACE, dispatcher: outgoingHttp });
const health = await startHealthServer({
  port: config.httpPort,
  metrics: metrics.registry,
  readiness: { redis: async () => (await redis.ping()) === 'PONG' },
});

onShutdown(
  [
    { name: 'chat adapters', run: () => adapters.stop() },
    { name: 'core', run: () => core.close() },
    { name: 'health server', run: () => health.close() },
    { name: 'outgoing connections', run: () => outgoingHttp.close() },
    { name: 'redis', run: async () => void (await redis.quit()) },
  ],
  logger,
);

await adapters.start();
logger.info({ adapters: adapters.names, health: health.url }, 'bot running');
