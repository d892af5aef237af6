import { budgetClassOf, type BudgetClass } from './budget-class.js';
import { bucketFor, type BudgetLimits, type BudgetSlot, type BudgetStore, type TakeResult, type WindowCheck } from './budget-window.js';
import { BudgetExhausted } from './errors.js';
import { sleep } from './sleep.js';

export interface BudgetRequestSpec {
  kind: 'read' | 'write';
  offerId?: string | undefined;
  count?: number | undefined;
  /** Named by the call; otherwise the work's (`inBudgetClass`), otherwise the client's. */
  budgetClass?: BudgetClass | undefined;
}

/** What one window's classes spent of it now, and the reserve only `critical` may take. */
export interface ClassUse {
  reserved: number;
  /** What `interactive` and `bulk` share: the window less the reserve. */
  shared: number;
  spent: Record<BudgetClass, number>;
}

/** Told of each take a budget refuses, by the class that asked (metrics). */
export type RefusalListener = (kind: 'read' | 'write', budgetClass: BudgetClass) => void;

/**
 * The key's budgets as windows over one store; every request the client sends passes
 * here first. Their keys start with `prefix`, asked for once: it names the API key by
 * a keyed hash, which may need Redis to compute.
 *
 * Each kind's window has three counts: every request (`:reads`, the marketplace's limit),
 * the non-critical ones (`:reads:shared`, held to the window less the critical reserve) and
 * the bulk ones (`:reads:bulk`, for `account`); one take checks and counts all its class's
 * in one script, so processes sharing the key never overshoot any of them.
 */
export class RequestBudget {
  private prefixed: Promise<string> | undefined;
  /** The checks of requests without a listing, by kind and class. */
  private readonly made: Record<'read' | 'write', Partial<Record<BudgetClass, readonly WindowCheck[]>>> = { read: {}, write: {} };

  constructor(
    private readonly store: BudgetStore,
    private readonly prefix: () => Promise<string>,
    private readonly limits: BudgetLimits,
    private readonly clientClass: BudgetClass,
    private readonly onRefused?: RefusalListener,
  ) {}

  /**
   * The checks of a request; those without a listing are the same for every request of a
   * kind and class, so each is made once (a poll a second takes them thousands of times).
   */
  async checksFor(request: BudgetRequestSpec): Promise<readonly WindowCheck[]> {
    const prefix = await this.keyPrefix();
    const budgetClass = budgetClassOf(request.budgetClass, this.clientClass);
    if (request.kind === 'write' && request.offerId) return this.makeChecks(prefix, request.kind, budgetClass, request.offerId);
    const made = this.made[request.kind];
    return (made[budgetClass] ??= this.makeChecks(prefix, request.kind, budgetClass, undefined));
  }

  private makeChecks(prefix: string, kind: 'read' | 'write', budgetClass: BudgetClass, offerId: string | undefined): WindowCheck[] {
    const { limits } = this;
    const budget = kind === 'read' ? 'reads' : 'writes';
    const limit = kind === 'read' ? limits.readsPerWindow : limits.writesPerWindow;
    const reserved = kind === 'read' ? limits.criticalReads : limits.criticalWrites;
    const window = { budget, windowMs: limits.windowMs, retainMs: limits.windowMs, bucketMs: bucketFor(limits.windowMs) } as const;
    const base = `${prefix}:${budget}`;
    const checks: WindowCheck[] = [{ ...window, key: base, limit }];
    if (budgetClass !== 'critical') checks.push({ ...window, key: `${base}:shared`, limit: limit - reserved });
    if (budgetClass === 'bulk') checks.push({ ...window, key: `${base}:bulk`, limit: limit - reserved });
    checks.push({ ...window, key: `${base}:waiting`, limit: 0, gate: budgetClass === 'bulk' ? 'yield' : 'mark' });
    if (offerId !== undefined) {
      const key = `${prefix}:offer:${encodeURIComponent(offerId)}`;
      const retainMs = Math.max(limits.offerMinuteMs, limits.offerHourMs);
      const bucketMs = bucketFor(Math.min(limits.offerMinuteMs, limits.offerHourMs));
      checks.push(
        { budget: 'offer_minute', key, limit: limits.offerWritesPerMinute, windowMs: limits.offerMinuteMs, retainMs, bucketMs },
        { budget: 'offer_hour', key, limit: limits.offerWritesPerHour, windowMs: limits.offerHourMs, retainMs, bucketMs },
      );
    }
    return checks;
  }

  /**
   * Spends one slot, waiting for it or throwing BudgetExhausted as the caller chose. Hand
   * the slot to `settle` once the request is answered.
   */
  async acquire(request: BudgetRequestSpec, onBudget: 'wait' | 'fail', signal?: AbortSignal): Promise<BudgetSlot> {
    const checks = await this.checksFor(request);
    const count = request.count ?? 1;
    for (;;) {
      signal?.throwIfAborted();
      const askedAt = performance.now();
      const result = await this.store.take(checks, count, false);
      if (result.ok) return { checks, count, takenAt: result.at, askedAt };
      this.onRefused?.(request.kind, budgetClassOf(request.budgetClass, this.clientClass));
      if (onBudget === 'fail') throw new BudgetExhausted(result.budget, result.retryAfterMs);
      // A little spread so waiting processes do not all wake on the same millisecond.
      await sleep(result.retryAfterMs + Math.floor(Math.random() * 25), signal);
    }
  }

  /**
   * Counts an answered (or failed) request from now. The marketplace counts a request when
   * it arrives, which may be well after its take (a slow network, a busy process, a queue
   * for a connection), and frees it a window after that; counted from its take, the slot
   * would free earlier on this side, and the request taking it would draw a 429.
   */
  async settle(slot: BudgetSlot): Promise<void> {
    await this.store.settle(slot, performance.now() - slot.askedAt);
  }

  async check(request: BudgetRequestSpec): Promise<TakeResult> {
    // Whether the budget has room, not whether bulk must stand back this second: a person
    // starting an import is told the budget is spent only when it is, and the import's own
    // takes then wait their turn behind the person or critical work.
    const checks = (await this.checksFor(request)).filter((check) => check.gate !== 'yield');
    return this.store.take(checks, request.count ?? 1, true);
  }

  /** The marketplace's window of `kind`: every class's requests together. */
  async state(kind: 'read' | 'write'): Promise<{ limit: number; remaining: number; nextSlotAt: Date | null }> {
    const [check] = await this.checksFor({ kind, budgetClass: 'critical' });
    if (!check) throw new Error('every request kind has a window');
    const usage = await this.store.usage(check);
    return {
      limit: check.limit,
      remaining: Math.max(0, check.limit - usage.used),
      nextSlotAt: usage.oldestAt === null ? null : new Date(usage.oldestAt + check.windowMs),
    };
  }

  /** What each class spent of `kind`'s window now. */
  async classUse(kind: 'read' | 'write'): Promise<ClassUse> {
    const [all, shared, bulk] = await this.checksFor({ kind, budgetClass: 'bulk' });
    if (!all || !shared || !bulk) throw new Error('a bulk request has its three counts');
    const [allUsed, sharedUsed, bulkUsed] = await Promise.all(
      [all, shared, bulk].map(async (check) => (await this.store.usage(check)).used),
    );
    const [total, nonCritical, ofBulk] = [allUsed ?? 0, sharedUsed ?? 0, bulkUsed ?? 0];
    return {
      reserved: all.limit - shared.limit,
      shared: shared.limit,
      spent: { critical: Math.max(0, total - nonCritical), interactive: Math.max(0, nonCritical - ofBulk), bulk: ofBulk },
    };
  }

  /** A failure (Redis briefly unreachable) is not kept: the next request asks again. */
  private keyPrefix(): Promise<string> {
    this.prefixed ??= this.prefix().catch((error: unknown) => {
      this.prefixed = undefined;
      throw error;
    });
    return this.prefixed;
  }
}
