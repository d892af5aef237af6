// `npm run bot`: the chat adapters (Telegram, Discord) on a configured marketplace.
// Background jobs run apart (`npm run worker`); scale either on one Redis.
import { openRedis } from '../src/runtime/redis-connection.js';
import { refuseOldKeyLayout } from './runtime/refuse-old-key-layout.js';
import { createLogger } from '../src/log/logger.js';
import { startHealthServer } from '../src/ops/health-server.js';
import { createStores } from '../src/store/stores.js';
import { composeBot } from './runtime/compose-bot.js';
import { configOrExit } from './runtime/config-or-exit.js';
import { onShutdown } from './runtime/graceful-shutdown.js';

const NAMESPACE = 'hawker';
const config = configOrExit();
if (!config.telegram && !config.discord) {
  console.error('TELEGRAM_BOT_TOKEN or DISCORD_TOKEN: npm run bot needs at least one chat token (npm start runs a terminal chat instead)');
  process.exit(2);
}
const marketplaceBaseUrl = config.marketplaceBaseUrl;
if (!marketplaceBaseUrl) {
  console.error('MARKETPLACE_BASE_URL: npm run bot needs the marketplace address (npm start runs the local sandbox instead)');
  process.exit(2);
}

const logger = createLogger({ name: 'bot', level: config.log.level, pretty: config.log.pretty });
const redis = openRedis(config.redis, { maxRetriesPerRequest: 3 });
// ioredis reconnects by itself; its connection errors are logged, not left as unhandled events.
redis.on('error', (error: Error) => logger.warn({ err: error.message }, 'redis connection error'));
await refuseOldKeyLayout(redis, NAMESPACE);
const stores = createStores(redis, NAMESPACE, config.masterKeys);
const bot = composeBot({ ...config, marketplaceBaseUrl }, { redis, namespace: NAMESPACE, stores, logger });
const health = await startHealthServer({
  port: config.httpPort,
  host: config.httpHost,
  metrics: bot.metrics.registry,
  readiness: { redis: async () => (await redis.ping()) === 'PONG' },
});

onShutdown(
  [
    { name: 'bot', run: () => bot.close() },
    { name: 'health server', run: () => health.close() },
    { name: 'redis', run: async () => void (await redis.quit()) },
  ],
  logger,
);

await bot.adapters.start();
// The HTTP API (HAWKER_API_PORT), closed with the bot.
const api = await bot.startApi();
logger.info({ adapters: bot.adapters.names, health: health.url, api: api?.url ?? null }, 'bot running');
