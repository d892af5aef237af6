import type { Queue } from 'bullmq';
import type { WebhookEvent } from '../../src/core/webhooks/webhook-event.js';
import { webhookJobId, type WebhookJobData } from '../job-names.js';

export type WebhookQueue = Queue<WebhookJobData, void, typeof WEBHOOK_JOB>;

const WEBHOOK_JOB = 'webhook-call';

// Finished jobs are kept a day, as long as an event is retried: while one is kept, queueing its id again is a no-op.
const KEEP_FINISHED = { age: 24 * 3600, count: 100_000 };

const JOB_ATTEMPTS = 5;

/**
 * Typed producers for the webhook queue. Each job is one attempt (BullMQ's own retries are
 * not used): a retry is a new job with the next attempt number, delayed by the processor,
 * so the 24-hour cutoff and the backoff are the processor's to decide.
 */
export class WebhookProducer {
  constructor(private readonly queue: WebhookQueue) {}

  /** The first attempt of `event` to each endpoint; `sequence` names the order it belongs to, if any. */
  async send(accountId: string, endpoints: readonly number[], event: WebhookEvent, sequence: string | null): Promise<void> {
    if (endpoints.length === 0) return;
    await this.queue.addBulk(
      endpoints.map((endpoint) => ({
        name: WEBHOOK_JOB,
        data: { accountId, endpoint, event, attempt: 1, ...(sequence === null ? {} : { sequence }) },
        opts: this.options(webhookJobId(accountId, endpoint, event.id, 1)),
      })),
    );
  }

  /** The next attempt after `data`'s failed, `delayMs` from now. */
  async retry(data: WebhookJobData, delayMs: number): Promise<void> {
    const next = { ...data, attempt: data.attempt + 1 };
    await this.queue.add(
      WEBHOOK_JOB,
      next,
      this.options(webhookJobId(data.accountId, data.endpoint, data.event.id, next.attempt), delayMs),
    );
  }

  /**
   * The first attempt of `eventId` to the endpoint, if it waits in the delayed set behind an
   * earlier event of its order, goes now rather than when it would look again.
   */
  async wake(accountId: string, endpoint: number, eventId: string): Promise<boolean> {
    return this.wakeJob(webhookJobId(accountId, endpoint, eventId, 1));
  }

  /**
   * The job goes now if it waits in the delayed set; true when it did. A job not waiting there
   * (running, done, or never queued) is left as it is.
   */
  async wakeJob(jobId: string): Promise<boolean> {
    const job = await this.queue.getJob(jobId);
    if (!job || !(await job.isDelayed())) return false;
    // It may have left the delayed set since: then it needs no waking.
    return job.promote().then(
      () => true,
      () => false,
    );
  }

  private options(jobId: string, delayMs = 0) {
    return {
      jobId,
      delay: Math.max(0, Math.ceil(delayMs)),
      // Only for a job that broke before or after its call (Redis gone a moment); a receiver's failure is a new job.
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: KEEP_FINISHED,
      removeOnFail: KEEP_FINISHED,
    };
  }
}
