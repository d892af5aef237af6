import { UnrecoverableError, Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { JobContext } from './job-context.js';
import { processAutopilot } from './autopilot/autopilot-delivery.js';
import { processWatchdog } from './autopilot/autopilot-watchdog.js';
import { NOTIFY_JOBS, QUEUES, type AutopilotJobName, type NotifyJobName } from './job-names.js';
import {
  alertJobData,
  autopilotJobData,
  finalJobData,
  jobData,
  noticeJobData,
  sweepJobData,
  watchdogJobData,
  webhookJobData,
} from './job-schemas.js';
import { cappedBackoff } from './notify-queue.js';
import { processNotice } from './notice.js';
import { processAlert, processFinal } from './order-alert.js';
import { SWEEP_SCHEDULERS } from './sweep-schedulers.js';
import { processWebhookCall } from './webhooks/webhook-call.js';
import type { SweepRunner } from './sweep-runner.js';

/**
 * The BullMQ workers of one worker process: one taking sweeps, one sending alerts, final
 * states and notices, one delivering orders on autopilot (a deliver and its check run the
 * same step: the order's record says what is left to do; the notify worker runs its watchdog), one calling webhook endpoints.
 */
export function startQueueWorkers(
  ctx: JobContext,
  runSweep: SweepRunner,
  connection: ConnectionOptions,
  queuePrefix: string,
): { close(): Promise<void> }[] {
  const { config, logger } = ctx;
  const workerOptions = {
    connection,
    prefix: queuePrefix,
    lockDuration: config.lockDurationMs,
    stalledInterval: config.stalledIntervalMs,
    // A job whose worker died is handed on, not failed: failing an alert job would drop the alert.
    maxStalledCount: 1_000,
  };
  const sweepWorker = new Worker<unknown>(
    QUEUES.sweep,
    async (job) => void (await runSweep(jobData(job, sweepJobData).kind, { untilNextSweep: true })),
    {
      ...workerOptions,
      concurrency: SWEEP_SCHEDULERS.length * 2,
    },
  );
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
        case NOTIFY_JOBS.watchdog:
          return processWatchdog(ctx, jobData(job, watchdogJobData));
      }
    },
    { ...workerOptions, concurrency: config.notifyConcurrency, settings: { backoffStrategy: cappedBackoff(config) } },
  );
  const autopilotWorker = new Worker<unknown, void, AutopilotJobName>(
    QUEUES.autopilot,
    async (job: Job<unknown, void, AutopilotJobName>) => processAutopilot(ctx, jobData(job, autopilotJobData)),
    { ...workerOptions, concurrency: config.notifyConcurrency, settings: { backoffStrategy: cappedBackoff(config) } },
  );
  // Out of attempts, autopilot is done with the order without an outcome: its watchdog gives it to people now, not at its time.
  autopilotWorker.on('failed', (job) => {
    if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) return;
    const data = autopilotJobData.safeParse(job.data);
    if (!data.success) return;
    ctx.notify.watchdogNow(data.data.accountId, data.data.orderId).catch((error: unknown) => {
      // The message only: a Redis error carries the command's arguments, which the log has no need of.
      logger.error(
        { err: error instanceof Error ? error.message : 'non-error thrown' },
        'autopilot watchdog could not be brought forward: it runs at its time',
      );
    });
  });
  // Many endpoints at once, each one call at a time (the lease in processWebhookCall).
  const webhookWorker = new Worker<unknown>(
    QUEUES.webhooks,
    async (job, token) => processWebhookCall(ctx, job, token, jobData(job, webhookJobData)),
    { ...workerOptions, concurrency: config.webhookConcurrency },
  );
  const workers = [sweepWorker, notifyWorker, autopilotWorker, webhookWorker];
  for (const worker of workers) {
    worker.on('failed', (job, error) => {
      if (error instanceof UnrecoverableError)
        logger.error({ job: job?.name, jobId: job?.id, err: error }, 'job failed for good: its data does not fit its schema');
      else logger.warn({ job: job?.name, attempts: job?.attemptsMade, err: error }, 'job failed; BullMQ retries it with backoff');
    });
    worker.on('error', (error) => logger.error({ err: error }, 'worker error'));
  }
  return workers;
}
