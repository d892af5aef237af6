import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { duplicateRedis, type RedisConnection } from '../src/runtime/redis-connection.js';
import type { Logger } from '../src/log/logger.js';
import type { HawkerMetrics } from '../src/ops/hawker-metrics.js';
import type { Notifier } from '../src/notify/notifier.js';
import { createJobStores } from '../src/store/job-stores.js';
import type { Stores } from '../src/store/stores.js';
import type { ClientFactory, ClientPolicy } from '../src/core/client-policy.js';
import { parseCountdownMember } from '../src/store/countdown-schedule.js';
import type { ChartRenderer } from '../src/core/stats/chart-sales.js';
import { AccountClients } from './account-clients.js';
import { AccountHealth } from './account-health.js';
import { AccountIsolation } from './account-isolation.js';
import { syncAccounts } from './account-sync.js';
import { ChatSender } from './chat-sender.js';
import { runCountdown } from './countdown.js';
import { runAwaySweep } from './away-sweep.js';
import type { JobContext } from './job-context.js';
import { NOTIFY_JOBS, QUEUES, type NotifyJobData, type NotifyJobName, type SweepJobData, type SweepKind } from './job-names.js';
import { alertJobData, finalJobData, jobData, noticeJobData, sweepJobData } from './job-schemas.js';
import { jobsConfig, type JobsConfig } from './jobs-config.js';
import { ListingWatch } from './listing-watch.js';
import { processNotice } from './notice.js';
import { reportQueueDepth } from './queue-depth.js';
import { cappedBackoff, NotifyProducer, type NotifyQueue } from './notify-queue.js';
import { processAlert, processFinal } from './order-alert.js';
import { OrderPoller } from './order-poller.js';
import { SendPacer } from './send-pacer.js';
import { sendDueDigests } from './stats/daily-digest.js';
import { sweep } from './sweeper.js';

export interface WorkerDeps {
  /** Hawker's Redis; BullMQ gets its own connections duplicated from it. */
  redis: RedisConnection;
  namespace: string;
  /** BullMQ key prefix; tests pass a random one. */
  queuePrefix: string;
  notifiers: Notifier[];
  clientFactory: ClientFactory;
  /** How the worker's clients behave: nobody waits on a job (`BACKGROUND_CLIENT_POLICY`). */
  clientPolicy: ClientPolicy;
  /** Draws the digests' charts. */
  charts: ChartRenderer;
  stores: Stores;
  config?: Partial<JobsConfig>;
  logger: Logger;
  metrics?: HawkerMetrics;
}

export interface RunningWorker {
  /** Stops taking work, finishes or hands back what it holds, closes its connections. */
  close(): Promise<void>;
  /** Polls every alert-enabled account's schedule entry into place now (tests, `npm start`). */
  syncNow(): Promise<number>;
}

const SCHEDULERS: { id: string; kind: SweepKind; every: (config: JobsConfig) => number }[] = [
  { id: 'sweep-orders', kind: 'orders', every: (config) => config.sweepEveryMs },
  { id: 'sweep-countdowns', kind: 'countdowns', every: (config) => config.sweepEveryMs },
  {
    id: 'sweep-listings',
    kind: 'listings',
    every: (config) => Math.max(config.sweepEveryMs, Math.min(config.listingWatchIntervalMs / 10, 5_000)),
  },
  { id: 'sync-accounts', kind: 'accounts', every: (config) => config.accountSyncEveryMs },
  // The away sweep keeps the id and kind released workers registered in Redis: renamed, their scheduler would go on queuing jobs no worker accepts.
  { id: 'sweep-guard', kind: 'guard', every: (config) => config.sweepEveryMs * 4 },
  { id: 'sales-digests', kind: 'digests', every: (config) => config.digestCheckEveryMs },
];

/**
 * A background worker: order polling, countdowns, listing watch and chat sends.
 * Any number of them on one Redis share the work: due entries are claimed
 * atomically and every chat message has a deterministic job id.
 */
export async function startWorker(deps: WorkerDeps): Promise<RunningWorker> {
  const config = jobsConfig(deps.config);
  const { redis, namespace, logger } = deps;
  const jobStores = createJobStores(redis, namespace);
  const connection = duplicateRedis(redis, { maxRetriesPerRequest: null });
  connection.on('error', (error: Error) => logger.warn({ err: error.message }, 'queue redis connection error'));
  const sweepQueue = new Queue<SweepJobData>(QUEUES.sweep, { connection, prefix: deps.queuePrefix });
  const notifyQueue: NotifyQueue = new Queue<NotifyJobData, void, NotifyJobName>(QUEUES.notify, { connection, prefix: deps.queuePrefix });
  // A queue re-emits its connection's errors (a failover, a restart); unheard, BullMQ prints them raw to stderr.
  for (const queue of [sweepQueue, notifyQueue]) queue.on('error', (error: Error) => logger.warn({ err: error.message }, 'queue error'));
  const ctx: JobContext = {
    ...jobStores,
    namespace,
    config,
    logger,
    stores: deps.stores,
    clients: new AccountClients(deps.stores.accounts, deps.clientFactory, deps.clientPolicy, config.clientCacheSize),
    sender: new ChatSender(deps.notifiers, new SendPacer(jobStores.sendPace)),
    notify: new NotifyProducer(notifyQueue, config),
    metrics: deps.metrics ?? null,
    charts: deps.charts,
  };
  const health = new AccountHealth(ctx);
  const poller = new OrderPoller(ctx, health);
  const watch = new ListingWatch(ctx, health);
  const isolation = new AccountIsolation(ctx, health);
  let stopping = false;
  const isStopping = () => stopping;

  const runSweep = async (kind: SweepKind): Promise<void> => {
    switch (kind) {
      case 'orders':
        await sweep(
          ctx,
          isolation,
          { loop: kind, set: ctx.due.orders, handle: (item) => poller.poll(item.member, item.dueAt) },
          isStopping,
        );
        return;
      case 'listings':
        await sweep(
          ctx,
          isolation,
          { loop: kind, set: ctx.due.listings, handle: (item) => watch.watch(item.member, item.dueAt) },
          isStopping,
        );
        return;
      case 'countdowns':
        await sweep(
          ctx,
          isolation,
          {
            loop: kind,
            set: ctx.due.countdowns,
            accountOf: (member) => parseCountdownMember(member)?.accountId ?? member,
            handle: async (item) => {
              const next = await runCountdown(ctx, item.member);
              return next === null ? 'stop' : { at: next };
            },
          },
          isStopping,
        );
        return;
      case 'accounts':
        await syncAccounts(ctx);
        return;
      case 'guard':
        await runAwaySweep(ctx, isolation, isStopping);
        return;
      case 'digests':
        await sendDueDigests(ctx, isolation);
        return;
    }
  };

  const workerOptions = {
    connection,
    prefix: deps.queuePrefix,
    lockDuration: config.lockDurationMs,
    stalledInterval: config.stalledIntervalMs,
    // A job whose worker died is handed on, not failed: failing an alert job would drop the alert.
    maxStalledCount: 1_000,
  };
  const sweepWorker = new Worker<unknown>(QUEUES.sweep, (job) => runSweep(jobData(job, sweepJobData).kind), {
    ...workerOptions,
    concurrency: SCHEDULERS.length * 2,
  });
  const notifyWorker = new Worker<unknown, void, NotifyJobName>(
    QUEUES.notify,
    async (job: Job<unknown, void, NotifyJobName>) => {
      switch (job.name) {
        case NOTIFY_JOBS.alert:
          return processAlert(ctx, jobData(job, alertJobData));
        case NOTIFY_JOBS.final:
          return processFinal(ctx, jobData(job, finalJobData));
        case NOTIFY_JOBS.notice:
          return processNotice(ctx, job.id ?? job.name, jobData(job, noticeJobData));
      }
    },
    { ...workerOptions, concurrency: config.notifyConcurrency, settings: { backoffStrategy: cappedBackoff(config) } },
  );
  for (const worker of [sweepWorker, notifyWorker]) {
    worker.on('failed', (job, error) => {
      if (error instanceof UnrecoverableError)
        logger.error({ job: job?.name, jobId: job?.id, err: error }, 'job failed for good: its data does not fit its schema');
      else logger.warn({ job: job?.name, attempts: job?.attemptsMade, err: error }, 'job failed; BullMQ retries it with backoff');
    });
    worker.on('error', (error) => logger.error({ err: error }, 'worker error'));
  }

  for (const scheduler of SCHEDULERS) {
    await sweepQueue.upsertJobScheduler(
      scheduler.id,
      { every: scheduler.every(config) },
      { name: `sweep-${scheduler.kind}`, data: { kind: scheduler.kind }, opts: { removeOnComplete: true, removeOnFail: true } },
    );
  }
  await syncAccounts(ctx);
  const stopDepthReport = deps.metrics
    ? reportQueueDepth({ [QUEUES.sweep]: sweepQueue, [QUEUES.notify]: notifyQueue }, deps.metrics.queueDepth)
    : () => {};
  logger.info({ pollIntervalMs: config.pollIntervalMs, listingWatchIntervalMs: config.listingWatchIntervalMs }, 'worker started');

  let closing: Promise<void> | null = null;
  const shutdown = async () => {
    stopping = true;
    stopDepthReport();
    await Promise.all([sweepWorker.close(), notifyWorker.close()]);
    await Promise.all([sweepQueue.close(), notifyQueue.close()]);
    await ctx.clients.closeAll();
    connection.disconnect();
    logger.info('worker stopped');
  };
  return {
    syncNow: () => syncAccounts(ctx),
    close: () => (closing ??= shutdown()),
  };
}
