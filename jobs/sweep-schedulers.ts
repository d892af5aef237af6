import type { Queue } from 'bullmq';
import type { SweepJobData, SweepKind } from './job-names.js';
import type { JobsConfig } from './jobs-config.js';

/** Every sweep kind and how often BullMQ's job schedulers fire it. */
export const SWEEP_SCHEDULERS: readonly { id: string; kind: SweepKind; every: (config: JobsConfig) => number }[] = [
  { id: 'sweep-orders', kind: 'orders', every: (config) => config.sweepEveryMs },
  { id: 'sweep-countdowns', kind: 'countdowns', every: (config) => config.sweepEveryMs },
  { id: 'sweep-imports', kind: 'imports', every: (config) => config.sweepEveryMs },
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

/** Puts each sweep's repeating job in place (an upsert: every worker on the queue may call it). */
export async function scheduleSweeps(queue: Queue<SweepJobData>, config: JobsConfig): Promise<void> {
  for (const scheduler of SWEEP_SCHEDULERS) {
    await queue.upsertJobScheduler(
      scheduler.id,
      { every: scheduler.every(config) },
      { name: `sweep-${scheduler.kind}`, data: { kind: scheduler.kind }, opts: { removeOnComplete: true, removeOnFail: true } },
    );
  }
}
