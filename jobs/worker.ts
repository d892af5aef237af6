import { Queue } from 'bullmq';
import { duplicateRedis } from '../src/runtime/redis-connection.js';
import { WebhookOutbox } from '../src/store/webhook-outbox.js';
import { AccountHealth } from './account-health.js';
import { AccountIsolation } from './account-isolation.js';
import { syncAccounts } from './account-sync.js';
import {
  QUEUES,
  type AutopilotJobData,
  type AutopilotJobName,
  type NotifyJobData,
  type NotifyJobName,
  type SweepJobData,
} from './job-names.js';
import type { AutopilotQueue } from './autopilot/autopilot-queue.js';
import { drainWebhookOutbox } from './webhooks/outbox-drain.js';
import type { WebhookQueue } from './webhooks/webhook-queue.js';
import { jobsConfig } from './jobs-config.js';
import { ListingWatch } from './listing-watch.js';
import type { NotifyQueue } from './notify-queue.js';
import { OrderPoller } from './order-poller.js';
import { reportQueueDepth } from './queue-depth.js';
import { startQueueWorkers } from './queue-workers.js';
import { sweepRunner } from './sweep-runner.js';
import { scheduleSweeps } from './sweep-schedulers.js';
import { workerContext, type WorkerDeps } from './worker-context.js';
import { drainWorker } from './worker-drain.js';

export type { WorkerDeps } from './worker-context.js';

export interface RunningWorker {
  /** Stops taking work, finishes or hands back what it holds, closes its connections. */
  close(): Promise<void>;
  /** Polls every alert-enabled account's schedule entry into place now (tests, `npm start`). */
  syncNow(): Promise<number>;
  /**
   * Runs the sweeps until nothing is claimable and no job is pending, then resolves: what
   * the worker does with the clock where it stands is done (tests assert "nothing more
   * was sent" after it). Rejects if the work does not run out within `timeoutMs`.
   */
  drain(timeoutMs?: number): Promise<void>;
}

/**
 * A background worker: order polling, countdowns, listing watch, chat sends, autopilot deliveries and webhook calls.
 * Any number of them on one Redis share the work: due entries are claimed
 * atomically and every chat message has a deterministic job id.
 */
export async function startWorker(deps: WorkerDeps): Promise<RunningWorker> {
  const config = jobsConfig(deps.config);
  const { logger } = deps;
  const connection = duplicateRedis(deps.redis, { maxRetriesPerRequest: null });
  connection.on('error', (error: Error) => logger.warn({ err: error.message }, 'queue redis connection error'));
  const sweepQueue = new Queue<SweepJobData>(QUEUES.sweep, { connection, prefix: deps.queuePrefix });
  const notifyQueue: NotifyQueue = new Queue<NotifyJobData, void, NotifyJobName>(QUEUES.notify, { connection, prefix: deps.queuePrefix });
  const autopilotQueue: AutopilotQueue = new Queue<AutopilotJobData, void, AutopilotJobName>(QUEUES.autopilot, {
    connection,
    prefix: deps.queuePrefix,
  });
  const webhookQueue: WebhookQueue = new Queue(QUEUES.webhooks, { connection, prefix: deps.queuePrefix });
  // A queue re-emits its connection's errors (a failover, a restart); unheard, BullMQ prints them raw to stderr.
  for (const queue of [sweepQueue, notifyQueue, autopilotQueue, webhookQueue])
    queue.on('error', (error: Error) => logger.warn({ err: error.message }, 'queue error'));
  const ctx = workerContext(deps, config, { notify: notifyQueue, autopilot: autopilotQueue, webhooks: webhookQueue });
  const health = new AccountHealth(ctx);
  let stopping = false;
  const isStopping = () => stopping;
  const runSweep = sweepRunner(ctx, {
    isolation: new AccountIsolation(ctx, health),
    poller: new OrderPoller(ctx, health),
    watch: new ListingWatch(ctx, health),
    isStopping,
  });
  const queueWorkers = startQueueWorkers(ctx, runSweep, connection, deps.queuePrefix);
  // The outbox's blocking read holds a connection of its own while it waits.
  const outboxConnection = duplicateRedis(deps.redis, {});
  outboxConnection.on('error', (error: Error) => logger.warn({ err: error.message }, 'webhook outbox connection error'));
  const outbox = drainWebhookOutbox(ctx, new WebhookOutbox(outboxConnection, deps.namespace), () => outboxConnection.disconnect());

  await scheduleSweeps(sweepQueue, config);
  await syncAccounts(ctx);
  const stopDepthReport = deps.metrics
    ? reportQueueDepth(
        { [QUEUES.sweep]: sweepQueue, [QUEUES.notify]: notifyQueue, [QUEUES.autopilot]: autopilotQueue, [QUEUES.webhooks]: webhookQueue },
        deps.metrics.queueDepth,
      )
    : () => {};
  logger.info({ pollIntervalMs: config.pollIntervalMs, listingWatchIntervalMs: config.listingWatchIntervalMs }, 'worker started');

  let closing: Promise<void> | null = null;
  const shutdown = async () => {
    stopping = true;
    stopDepthReport();
    await Promise.all([outbox.stop(), ...queueWorkers.map((worker) => worker.close())]);
    outboxConnection.disconnect();
    await Promise.all([sweepQueue.close(), notifyQueue.close(), autopilotQueue.close(), webhookQueue.close()]);
    await ctx.clients.closeAll();
    connection.disconnect();
    logger.info('worker stopped');
  };
  return {
    syncNow: () => syncAccounts(ctx),
    drain: (timeoutMs = 20_000) =>
      drainWorker(
        {
          runSweep,
          sweepQueue,
          jobQueues: [notifyQueue, autopilotQueue, webhookQueue],
          outboxWaiting: async () => (await ctx.stores.webhookOutbox.unread()) + outbox.inFlight(),
          isStopping,
        },
        timeoutMs,
      ),
    close: () => (closing ??= shutdown()),
  };
}
