// One background worker in its own process, sending alerts to the fake Telegram over
// HTTP, so the reliability suite can SIGKILL it at any moment.
import { readRedisTarget } from '../../../src/config/redis-config.js';
import { openRedis } from '../../../src/runtime/redis-connection.js';
import { createTelegramNotifier, createTelegramOutgoing } from '../../../adapters/telegram/index.js';
import { composeWorker } from '../../../bin/runtime/compose-worker.js';
import { createLogger } from '../../../src/log/logger.js';
import { parseKeyRing } from '../../../src/store/key-ring.js';
import { createStores } from '../../../src/store/stores.js';
import { TEST_WORKER_CONFIG } from '../../support/test-process-config.js';
import { FAST_THROTTLE } from '../../adapters/telegram/support/bot-support.js';

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
// The worker as bin/worker.ts composes it; its Telegram sends paced for the fake, its retries for a test.
const composed = await composeWorker(
  TEST_WORKER_CONFIG,
  {
    redis,
    namespace,
    stores: createStores(redis, namespace, parseKeyRing(env('WORKER_KEY_RING'))),
    logger: createLogger({ level: process.env.WORKER_LOG_LEVEL ?? 'silent', name: 'worker-child' }),
  },
  {
    queuePrefix: env('WORKER_QUEUE_PREFIX'),
    // Without TELEGRAM_TOKEN the shops under test have no chat to alert: the worker still polls and delivers.
    notifiers: process.env.TELEGRAM_TOKEN
      ? [
          createTelegramNotifier({
            token: env('TELEGRAM_TOKEN'),
            apiRoot: env('TELEGRAM_API_ROOT'),
            outgoing: createTelegramOutgoing({ limits: FAST_THROTTLE }),
          }),
        ]
      : [],
    jobs: JSON.parse(env('WORKER_CONFIG')) as Record<string, number>,
    marketplace: {
      policy: (shipped) => ({
        ...shipped,
        timeoutMs: 3_000,
        retry: { ...shipped.retry, maxAttempts: 2, baseDelayMs: 50, maxDelayMs: 500 },
        // How long a deliver waits before its outcome is unknown (and when a lost answer is read back).
        ...(process.env.WORKER_DELIVER_TIMEOUT_MS ? { deliverTimeoutMs: Number(process.env.WORKER_DELIVER_TIMEOUT_MS) } : {}),
      }),
    },
  },
);
// The test process asks for a drain over the IPC channel (`drainChild`); the channel alone does not keep this process alive.
process.on('message', (message) => {
  if (message !== 'drain') return;
  composed.worker.drain().then(
    () => process.send?.('drained'),
    (error: unknown) => process.send?.({ drainFailed: String(error) }),
  );
});
process.channel?.unref();
process.stdout.write('READY\n');
