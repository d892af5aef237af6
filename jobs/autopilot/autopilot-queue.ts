import type { Queue } from 'bullmq';
import {
  AUTOPILOT_JOBS,
  autopilotAskJobId,
  autopilotCheckJobId,
  autopilotJobId,
  type AutopilotJobData,
  type AutopilotJobName,
} from '../job-names.js';
import type { JobsConfig } from '../jobs-config.js';

export type AutopilotQueue = Queue<AutopilotJobData, void, AutopilotJobName>;

// Finished jobs are kept a day: while one is kept, adding its id again is a no-op (the order's record dedupes after that).
const KEEP_FINISHED = { age: 24 * 3600, count: 100_000 };

/** Typed producers for the autopilot queue; every job id is deterministic. */
export class AutopilotProducer {
  constructor(
    private readonly queue: AutopilotQueue,
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

  async deliver(accountId: string, orderIds: readonly string[]): Promise<void> {
    if (orderIds.length === 0) return;
    await this.queue.addBulk(
      orderIds.map((orderId) => ({
        name: AUTOPILOT_JOBS.deliver,
        data: { accountId, orderId },
        opts: this.options(autopilotJobId(accountId, orderId)),
      })),
    );
  }

  /** Reads back the `sends`th delivery of the order once its request can no longer land. */
  async check(accountId: string, orderId: string, sends: number, delayMs: number): Promise<void> {
    await this.queue.add(
      AUTOPILOT_JOBS.check,
      { accountId, orderId },
      this.options(autopilotCheckJobId(accountId, orderId, sends), delayMs),
    );
  }

  /** Asks the seller's supplier again, after its `asks`th answer was a failure worth retrying. */
  async ask(accountId: string, orderId: string, asks: number, delayMs: number): Promise<void> {
    await this.queue.add(AUTOPILOT_JOBS.ask, { accountId, orderId }, this.options(autopilotAskJobId(accountId, orderId, asks), delayMs));
  }
}
