import type { BudgetName } from './errors.js';

/** The spec's per-key limits; tests shrink them. Windows are in milliseconds. */
export interface BudgetLimits {
  readsPerWindow: number;
  writesPerWindow: number;
  /** Reads and writes share this window (a minute in the spec). */
  windowMs: number;
  offerWritesPerMinute: number;
  offerMinuteMs: number;
  offerWritesPerHour: number;
  offerHourMs: number;
  /** Reads and writes of each window only `critical` work may take (`docs/seller-api-gaps.md`, "Budgets"). */
  criticalReads: number;
  criticalWrites: number;
}

export const SPEC_LIMITS: BudgetLimits = {
  readsPerWindow: 500,
  writesPerWindow: 250,
  windowMs: 60_000,
  offerWritesPerMinute: 5,
  offerMinuteMs: 60_000,
  offerWritesPerHour: 10,
  offerHourMs: 3_600_000,
  // The poll at its fastest pace (one read a second) is 60 reads; 40 more cover a burst of
  // deliveries read back and a guard switch's listing pages. Writes: 30 deliveries and 20
  // listings switched away in one minute.
  criticalReads: 100,
  criticalWrites: 50,
};

/**
 * The spec's limits with a test's smaller ones over them. A test shrinking a window but
 * not its reserve keeps the spec's proportion of it (rounded down), so a window of four
 * or fewer reserves nothing.
 */
export function budgetLimits(overrides: Partial<BudgetLimits> | undefined): BudgetLimits {
  const limits = { ...SPEC_LIMITS, ...overrides };
  if (overrides?.criticalReads === undefined)
    limits.criticalReads = Math.floor((SPEC_LIMITS.criticalReads * limits.readsPerWindow) / SPEC_LIMITS.readsPerWindow);
  if (overrides?.criticalWrites === undefined)
    limits.criticalWrites = Math.floor((SPEC_LIMITS.criticalWrites * limits.writesPerWindow) / SPEC_LIMITS.writesPerWindow);
  return limits;
}

/**
 * One window to respect: at most `limit` requests in any `windowMs`; entries are kept
 * `retainMs`, counted together per `bucketMs` (every check on one key shares its bucket).
 */
export interface WindowCheck {
  budget: BudgetName;
  key: string;
  limit: number;
  windowMs: number;
  retainMs: number;
  bucketMs: number;
  /**
   * A gate rather than a count: `yield` refuses while its key is set (a person or critical
   * work was refused this bucket), `mark` sets its key for a bucket when the take is refused.
   */
  gate?: 'yield' | 'mark';
}

/** `at`: the store's clock (epoch ms) when the take counted the request. */
export type TakeResult = { ok: true; at: number } | { ok: false; budget: BudgetName; retryAfterMs: number };

/** A request counted in its windows and not yet answered. */
export interface BudgetSlot {
  checks: readonly WindowCheck[];
  count: number;
  /** The store's clock when the slot was taken. */
  takenAt: number;
  /** This process's monotonic clock just before the take was asked for. */
  askedAt: number;
}

export interface WindowUsage {
  used: number;
  /** Epoch ms the oldest request still inside the window counts as made (in Redis, its bucket's end), or null. */
  oldestAt: number | null;
  now: number;
}

/** Where the request log lives: RedisConnection shared by every process, or this process's memory. */
export interface BudgetStore {
  /** Atomically checks every window and, unless `dryRun`, records `count` requests in all of them. */
  take(checks: readonly WindowCheck[], count: number, dryRun: boolean): Promise<TakeResult>;
  /**
   * Counts a taken slot from now instead of from its take, if the take's bucket has ended
   * meanwhile (`elapsedMs` since just before the take was asked for).
   */
  settle(slot: BudgetSlot, elapsedMs: number): Promise<void>;
  usage(check: WindowCheck): Promise<WindowUsage>;
}

/**
 * A sixtieth of the window (a second of the spec's minute): the Redis log counts
 * requests per bucket, so a key holds at most sixty counts per window however fast it
 * is used, and each check reads no more than that.
 */
export function bucketFor(windowMs: number): number {
  return Math.max(1, Math.floor(windowMs / 60));
}

/** Each counted key of a slot once, with its own check: an offer's minute and hour windows share one key. */
export function distinctKeys(checks: readonly WindowCheck[]): WindowCheck[] {
  const seen = new Map<string, WindowCheck>();
  for (const check of checks) if (check.gate === undefined && !seen.has(check.key)) seen.set(check.key, check);
  return [...seen.values()];
}
