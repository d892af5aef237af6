import { queuePrefix } from '../../jobs/job-keys.js';
import { startWorker, type RunningWorker } from '../../jobs/worker.js';
import type { RunningSandbox } from '../../sandbox/index.js';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import type { Logger } from '../../src/log/logger.js';
import type { Notifier } from '../../src/notify/notifier.js';
import type { Stores } from '../../src/store/stores.js';
import type { TestRedis } from './test-redis.js';

export interface JourneyWorkerOptions {
  redis: TestRedis;
  stores: Stores;
  sandbox: RunningSandbox;
  notifiers: Notifier[];
  logger: Logger;
}

/**
 * The background worker as a seller's journey test runs it: production's jobs on the
 * sandbox's clock, polled every quarter second, so an order placed is alerted at once.
 */
export function startJourneyWorker(options: JourneyWorkerOptions): Promise<RunningWorker> {
  const { redis, stores, sandbox } = options;
  return startWorker({
    redis: redis.redis,
    namespace: redis.namespace,
    queuePrefix: queuePrefix(redis.namespace),
    notifiers: options.notifiers,
    clientFactory: ({ baseUrl, apiKey }) =>
      new SellerApiClient({
        baseUrl,
        apiKey,
        redis: redis.redis,
        namespace: redis.namespace,
        keyFingerprint: (key) => stores.accounts.fingerprint(key),
        retry: { maxAttempts: 1 },
      }),
    stores,
    config: {
      pollIntervalMs: 250,
      sweepEveryMs: 100,
      accountSyncEveryMs: 250,
      listingWatchIntervalMs: 60_000,
      now: () => sandbox.core.clock.now(),
    },
    logger: options.logger,
  });
}
