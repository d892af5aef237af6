// One background worker in its own process, sending alerts to the fake Telegram over
// HTTP, so the reliability suite can SIGKILL it at any moment.
import { readRedisTarget } from '../../../src/config/config.js';
import { openRedis } from '../../../src/runtime/redis-connection.js';
import { createTelegramNotifier, createTelegramOutgoing } from '../../../adapters/telegram/index.js';
import { SellerApiClient } from '../../../src/api/seller-api-client.js';
import { createLogger } from '../../../src/log/logger.js';
import { parseKeyRing } from '../../../src/store/key-ring.js';
import { createStores } from '../../../src/store/stores.js';
import { startWorker } from '../../../jobs/worker.js';
import { FAST_THROTTLE } from '../../telegram/bot-support.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

// REDIS_URL, or REDIS_SENTINELS with REDIS_SENTINEL_NAME: read as bin/worker.ts reads them.
const redis = openRedis(
  readRedisTarget((name) => process.env[name] || undefined),
  { maxRetriesPerRequest: null },
);
// Reconnecting is ioredis's job; the errors while Redis is away are expected here.
redis.on('error', () => undefined);
const namespace = env('WORKER_NAMESPACE');
const stores = createStores(redis, namespace, parseKeyRing(env('WORKER_KEY_RING')));
await startWorker({
  redis,
  namespace,
  queuePrefix: env('WORKER_QUEUE_PREFIX'),
  notifiers: [
    createTelegramNotifier({
      token: env('TELEGRAM_TOKEN'),
      apiRoot: env('TELEGRAM_API_ROOT'),
      outgoing: createTelegramOutgoing({ limits: FAST_THROTTLE }),
    }),
  ],
  clientFactory: ({ baseUrl, apiKey }) =>
    new SellerApiClient({
      baseUrl,
      apiKey,
      redis,
      namespace,
      keyFingerprint: (key) => stores.accounts.fingerprint(key),
      retry: { maxAttempts: 2, baseDelayMs: 50, maxDelayMs: 500 },
      timeoutMs: 3_000,
    }),
  stores,
  config: JSON.parse(env('WORKER_CONFIG')) as Record<string, number>,
  logger: createLogger({ level: process.env.WORKER_LOG_LEVEL ?? 'silent', name: 'worker-child' }),
});
process.stdout.write('READY\n');
