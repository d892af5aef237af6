import type { Queue } from 'bullmq';
import { SendRateLimited } from './chat-sender.js';
import {
  alertJobId,
  autopilotWatchdogJobId,
  finalJobId,
  NOTIFY_JOBS,
  noticeJobId,
  type AlertJobData,
  type FinalJobData,
  type NoticeJobData,
  type NotifyJobData,
  type NotifyJobName,
  type WatchdogJobData,
} from './job-names.js';
import type { JobsConfig } from './jobs-config.js';

export type NotifyQueue = Queue<NotifyJobData, void, NotifyJobName>;

// Finished jobs are kept a day: while one is kept, adding its id again is a no-op.
const KEEP_FINISHED = { age: 24 * 3600, count: 100_000 };

/** Typed producers for the notify queue; every job id is deterministic. */
export class NotifyProducer {
  constructor(
    private readonly queue: NotifyQueue,
    private readonly config: JobsConfig,
  ) {}

  private options(jobId: string, delayMs = 0) {
    return {
      jobId,
      delay: Math.max(0, Math.ceil(delayMs)),
      attempts: this.config.notifyAttempts,
      backoff: { type: 'capped' },
      removeOnComplete: KEEP_FINISHED,
      removeOnFail: KEEP_FINISHED,
    };
  }

  async alerts(jobs: AlertJobData[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.queue.addBulk(
      jobs.map((data) => ({ name: NOTIFY_JOBS.alert, data, opts: this.options(alertJobId(data.order.accountId, data.order.orderId)) })),
    );
  }

  async final(data: FinalJobData): Promise<void> {
    await this.queue.add(NOTIFY_JOBS.final, data, this.options(finalJobId(data.accountId, data.orderId)));
  }

  async notice(data: NoticeJobData, dedupeKey: string): Promise<void> {
    await this.queue.add(NOTIFY_JOBS.notice, data, this.options(noticeJobId(data.accountId, dedupeKey)));
  }

  /**
   * The watchdogs of orders handed to autopilot, each due `delayMs` from now. On the notify
   * queue, beside the alerts it may send: an autopilot queue whose jobs never finish does not hold it up.
   */
  async watchdogs(jobs: readonly (WatchdogJobData & { delayMs: number })[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.queue.addBulk(
      jobs.map(({ delayMs, ...data }) => ({
        name: NOTIFY_JOBS.watchdog,
        data,
        opts: this.options(autopilotWatchdogJobId(data.accountId, data.orderId), delayMs),
      })),
    );
  }

  /** Runs an order's watchdog now: autopilot's job failed for good, so nothing is gained by waiting. */
  async watchdogNow(accountId: string, orderId: string): Promise<void> {
    const job = await this.queue.getJob(autopilotWatchdogJobId(accountId, orderId));
    if (job && (await job.isDelayed())) await job.promote();
  }
}

/**
 * BullMQ's backoff for type `capped`: exponential with jitter, never longer than the
 * cap; after a chat platform's 429, exactly the wait the platform asked for.
 */
export function cappedBackoff(config: JobsConfig) {
  return (attemptsMade: number, _type?: string, error?: Error): number => {
    if (error instanceof SendRateLimited) return error.retryAfterMs;
    const exponential = config.notifyBackoffBaseMs * 2 ** Math.min(attemptsMade - 1, 20);
    const capped = Math.min(exponential, config.notifyBackoffMaxMs);
    return Math.round(capped / 2 + Math.random() * (capped / 2));
  };
}
