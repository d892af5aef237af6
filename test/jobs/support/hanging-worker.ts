// A worker in its own process whose chat platform never answers: it takes an
// alert job and hangs inside it, so the test can SIGKILL it mid-job.
import { Redis } from 'ioredis';
import { SellerApiClient } from '../../../src/api/seller-api-client.js';
import type { Notifier, NotifyOutcome } from '../../../src/notify/notifier.js';
import { createLogger } from '../../../src/log/logger.js';
import { parseKeyRing } from '../../../src/store/key-ring.js';
import { createStores } from '../../../src/store/stores.js';
import { startWorker } from '../../../jobs/worker.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const redis = new Redis(env('REDIS_URL'), { maxRetriesPerRequest: 3 });
const namespace = env('JOBS_NAMESPACE');
const hanging: Notifier = {
  platform: 'test',
  send(target) {
    process.stdout.write(`SENDING ${target.id}\n`);
    return new Promise<NotifyOutcome>(() => undefined);
  },
  edit: () => new Promise<NotifyOutcome>(() => undefined),
  delete: () => new Promise<NotifyOutcome>(() => undefined),
};

await startWorker({
  redis,
  namespace,
  queuePrefix: env('JOBS_QUEUE_PREFIX'),
  notifiers: [hanging],
  clientFactory: ({ baseUrl, apiKey }) => new SellerApiClient({ baseUrl, apiKey, redis, namespace, retry: { maxAttempts: 1 } }),
  stores: createStores(redis, namespace, parseKeyRing(env('JOBS_KEY_RING'))),
  config: JSON.parse(env('JOBS_CONFIG')) as Record<string, number>,
  logger: createLogger({ level: 'silent' }),
});
process.stdout.write('READY\n');
