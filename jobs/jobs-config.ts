import { DEFAULT_CADENCE, type Cadence } from './countdown-cadence.js';

/** Every knob of the background jobs; tests shrink the intervals to fractions of a second. */
export interface JobsConfig {
  /** How often each account's awaiting orders are read. */
  pollIntervalMs: number;
  /** How often each account's own listings (and instant sales) are read. */
  listingWatchIntervalMs: number;
  /** How often the sweep schedulers fire; a due account of an idle worker waits at most about this long past its time. */
  sweepEveryMs: number;
  /**
   * On a busy worker (its orders sweep found work, or the one before did) a scheduled orders
   * sweep looks again this often until the next sweep is due, so an account due between
   * two sweeps waits about this long, not a whole `sweepEveryMs`; an idle worker's sweep
   * ends at its first empty claim.
   */
  sweepStepMs: number;
  /** How often the due sets are filled from the account store (new accounts, alerts switched back on). */
  accountSyncEveryMs: number;
  /** How often a worker looks whether an account's daily digest is due: the digest is at most this late. */
  digestCheckEveryMs: number;
  /**
   * Marketplace clients kept between polls (about 1.5 KB each on the shared connection
   * pool, with the last order list they read). Polling cycles through every account, so
   * beyond this many a client is built for every poll: a Redis read of the sealed key, a
   * vault open and the key's fingerprint, the largest cost of a poll after Redis's
   * writes. The default covers the bench's 10,000 accounts; a larger worker builds some
   * again rather than hold 2 KB for each of its accounts under the 160 MB heap cap
   * (docs/performance.md).
   */
  clientCacheSize: number;
  /** Marketplace calls one sweep job runs at once. */
  pollConcurrency: number;
  /** Due entries one claim takes. */
  claimBatch: number;
  /** A claimed entry becomes due again after this long if its worker died before rescheduling it. */
  leaseMs: number;
  /** A sweep job stops claiming after this long and leaves the rest to the next sweep. */
  maxSweepMs: number;
  /** A suspended account is looked at again this often, to notice the suspension lifted. */
  suspendedRecheckMs: number;
  /** A key the marketplace answered 429 waits at least this long. */
  rateLimitBackoffMs: number;
  /** First retry after a network failure; doubles up to `maxNetworkBackoffMs`. */
  networkBackoffBaseMs: number;
  maxNetworkBackoffMs: number;
  cadence: Cadence;
  /** Notify jobs (alerts, final states, notices) one worker sends at once. */
  notifyConcurrency: number;
  /** Attempts of a notify job; with the capped backoff this outlasts any platform outage an order can survive. */
  notifyAttempts: number;
  notifyBackoffBaseMs: number;
  notifyBackoffMaxMs: number;
  /** BullMQ lock: a job whose worker died is handed to another after about this long. */
  lockDurationMs: number;
  stalledIntervalMs: number;
  /**
   * How long autopilot may take with an order from a pool before its watchdog gives the order
   * to people, loudly (sooner when the deadline is near; `watchdogDelayMs` in jobs/autopilot/autopilot-timing.ts).
   */
  autopilotWatchdogMs: number;
  /** How long autopilot waits for one answer of a seller's supplier. */
  supplierTimeoutMs: number;
  /** First wait before asking a supplier again after it failed or was busy; doubles up to `supplierRetryMaxMs`. */
  supplierRetryBaseMs: number;
  supplierRetryMaxMs: number;
  /** Webhook calls one worker makes at once (to different endpoints: each endpoint takes one at a time). */
  webhookConcurrency: number;
  /** Longest wait before the first retry of a failed webhook call (full jitter below it); doubles up to `webhookRetryMaxMs`. */
  webhookRetryBaseMs: number;
  webhookRetryMaxMs: number;
  /** How long a webhook job whose endpoint is busy waits at most: the call that frees the endpoint wakes it sooner; this is the fallback. */
  webhookBusyWaitMs: number;
  /** How long a webhook job behind an earlier event of its order waits at most: that event's end wakes it sooner; this is the fallback. */
  webhookSequenceWaitMs: number;
  /**
   * How long the worker's read of the webhook outbox (events the bot raised) waits for one
   * before looking again, and how long an entry read but not done with (its worker died, or its
   * order not yet seen by a poll) waits before any worker reads it again.
   */
  webhookOutboxRecheckMs: number;
  /** Marketplace time. Tests that advance the sandbox clock pass the same clock here. */
  now: () => number;
}

export const DEFAULT_JOBS_CONFIG: JobsConfig = {
  pollIntervalMs: 3_000,
  listingWatchIntervalMs: 300_000,
  sweepEveryMs: 500,
  sweepStepMs: 50,
  accountSyncEveryMs: 30_000,
  digestCheckEveryMs: 60_000,
  clientCacheSize: 10_000,
  pollConcurrency: 48,
  claimBatch: 256,
  leaseMs: 60_000,
  maxSweepMs: 10_000,
  suspendedRecheckMs: 10 * 60_000,
  rateLimitBackoffMs: 60_000,
  networkBackoffBaseMs: 2_000,
  maxNetworkBackoffMs: 60_000,
  cadence: DEFAULT_CADENCE,
  notifyConcurrency: 16,
  notifyAttempts: 200,
  notifyBackoffBaseMs: 1_000,
  notifyBackoffMaxMs: 60_000,
  lockDurationMs: 30_000,
  stalledIntervalMs: 30_000,
  autopilotWatchdogMs: 2 * 60_000,
  supplierTimeoutMs: 10_000,
  supplierRetryBaseMs: 5_000,
  supplierRetryMaxMs: 5 * 60_000,
  webhookConcurrency: 16,
  webhookRetryBaseMs: 10_000,
  webhookRetryMaxMs: 60 * 60_000,
  webhookBusyWaitMs: 250,
  webhookSequenceWaitMs: 5_000,
  webhookOutboxRecheckMs: 5_000,
  now: () => Date.now(),
};

export function jobsConfig(overrides: Partial<JobsConfig> = {}): JobsConfig {
  const config = { ...DEFAULT_JOBS_CONFIG, ...overrides };
  for (const [name, value] of Object.entries(config)) {
    if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) {
      throw new Error(`jobs config ${name} must be a non-negative number, got ${value}`);
    }
  }
  if (config.pollIntervalMs < 100) throw new Error('jobs config pollIntervalMs must be at least 100 ms');
  return config;
}
