import type { RunningWorker } from '../../jobs/worker.js';
import type { RunningSandbox } from '../../sandbox/index.js';
import type { Logger } from '../../src/log/logger.js';
import type { Notifier } from '../../src/notify/notifier.js';
import type { Stores } from '../../src/store/stores.js';
import { composeTestWorker } from './composed.js';
import type { TestRedis } from './test-redis.js';

export interface JourneyWorkerOptions {
  redis: TestRedis;
  stores: Stores;
  sandbox: RunningSandbox;
  notifiers: Notifier[];
  logger: Logger;
}

/**
 * The background worker as a seller's journey test runs it: the shipped composition on
 * the sandbox's clock, polled every quarter second, so an order placed is alerted at once.
 */
export function startJourneyWorker(options: JourneyWorkerOptions): Promise<RunningWorker> {
  const { redis, stores, sandbox } = options;
  return composeTestWorker(
    { redis: redis.redis, namespace: redis.namespace, stores, logger: options.logger },
    {
      notifiers: options.notifiers,
      jobs: {
        pollIntervalMs: 250,
        sweepEveryMs: 100,
        // A step as long as the period: each sweep is one pass, so a drain sees the worker's sweeps end.
        sweepStepMs: 100,
        accountSyncEveryMs: 250,
        listingWatchIntervalMs: 60_000,
        now: () => sandbox.core.clock.now(),
      },
      marketplace: { policy: (shipped) => ({ ...shipped, retry: { ...shipped.retry, maxAttempts: 1 } }) },
    },
  );
}
