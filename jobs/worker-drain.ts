import type { Queue } from 'bullmq';
import type { SweepKind } from './job-names.js';
import { SWEEP_SCHEDULERS } from './sweep-schedulers.js';
import type { SweepRunner } from './sweep-runner.js';

/** How often a drain looks at the queues again while jobs are still in them. */
const RECHECK_MS = 25;

export interface DrainParts {
  runSweep: SweepRunner;
  sweepQueue: Queue;
  /** Queues whose every job is work (notify, autopilot, webhooks). */
  jobQueues: Queue[];
  /** Events in the webhook outbox not yet read, or read and being raised now. */
  outboxWaiting: () => Promise<number>;
  isStopping: () => boolean;
}

/**
 * Jobs that will run without anyone waiting: a sweep being run, events in the webhook outbox
 * not yet raised (those waiting for a poll are not counted: the drain's sweeps poll), and notify, autopilot and
 * webhook jobs waiting, running, or delayed to a moment that has come (a retry whose backoff has
 * passed, an autopilot check whose wait is over). Sweeps waiting for their scheduler's
 * next turn and jobs delayed further are not work yet.
 */
async function pendingJobs({ sweepQueue, jobQueues, outboxWaiting }: DrainParts): Promise<number> {
  const counts = await Promise.all([
    sweepQueue.getActiveCount(),
    outboxWaiting(),
    ...jobQueues.flatMap((queue) => [
      queue.getJobCountByTypes('waiting', 'active', 'prioritized', 'waiting-children'),
      queue.getDelayedCount(Date.now() + 1),
    ]),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}

async function sweepEveryKind(runSweep: SweepRunner): Promise<number> {
  const kinds: SweepKind[] = SWEEP_SCHEDULERS.map((scheduler) => scheduler.kind);
  let handled = 0;
  for (const kind of kinds) handled += await runSweep(kind);
  return handled;
}

/**
 * Runs every sweep now, again and again, until one round finds nothing claimable and no
 * job is pending before or after it: whatever the worker would do with the clock where
 * it stands has been done. Work that waits for time to pass (a due entry in the future, a
 * retry's backoff) is left for its time; move the clock to reach it.
 */
export async function drainWorker(parts: DrainParts, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!parts.isStopping()) {
    const pendingBefore = await pendingJobs(parts);
    const handled = await sweepEveryKind(parts.runSweep);
    const pendingAfter = await pendingJobs(parts);
    if (pendingBefore === 0 && handled === 0 && pendingAfter === 0) return;
    if (Date.now() > deadline) throw new Error(`the worker did not drain within ${timeoutMs} ms: ${pendingAfter} jobs pending`);
    if (pendingAfter > 0) await new Promise((resolve) => setTimeout(resolve, RECHECK_MS));
  }
}
