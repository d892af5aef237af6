// `npm run worker`: background jobs (order polling, countdowns, listing watch, chat
// alerts). Start as many as you like on one Redis; they share the work.
// Memory: with 10,000 accounts polled every 3 s the live heap is about 72 MB, but V8 grows
// its heap lazily; `npm run worker` and the compose file cap old space at 160 MB to keep
// RSS near it (about 225 MB; docs/performance.md).
import { openRedis } from '../src/runtime/redis-connection.js';
import { refuseOldKeyLayout } from './runtime/refuse-old-key-layout.js';
import { createLogger } from '../src/log/logger.js';
import { startHealthServer } from '../src/ops/health-server.js';
import { createStores } from '../src/store/stores.js';
import { composeWorker } from './runtime/compose-worker.js';
import { configOrExit } from './runtime/config-or-exit.js';
import { onShutdown } from './runtime/graceful-shutdown.js';

const NAMESPACE = 'hawker';

const config = configOrExit();
const logger = createLogger({ name: 'worker', level: config.log.level, pretty: config.log.pretty });
const redis = openRedis(config.redis, { maxRetriesPerRequest: 3 });
// ioredis reconnects by itself; its connection errors are logged, not left as unhandled events.
redis.on('error', (error: Error) => logger.warn({ err: error.message }, 'redis connection error'));
await refuseOldKeyLayout(redis, NAMESPACE);
const stores = createStores(redis, NAMESPACE, config.masterKeys);
const worker = await composeWorker(config, { redis, namespace: NAMESPACE, stores, logger });

const health = await startHealthServer({
  port: config.httpPort,
  host: config.httpHost,
  metrics: worker.metrics.registry,
  readiness: { redis: async () => (await redis.ping()) === 'PONG' },
});

onShutdown(
  [
    { name: 'worker', run: () => worker.close() },
    { name: 'health server', run: () => health.close() },
    { name: 'redis connection', run: async () => void (await redis.quit()) },
  ],
  logger,
);
