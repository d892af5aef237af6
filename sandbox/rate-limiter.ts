/** One sliding window: at most `limit` hits in any `windowMs` span. */
class SlidingWindow {
  private readonly hits: number[];
  private start = 0;
  private size = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.hits = new Array<number>(limit).fill(0);
  }

  /** Milliseconds until a hit would fit; 0 when one fits now. */
  waitMs(now: number): number {
    while (this.size > 0 && (this.hits[this.start] ?? 0) <= now - this.windowMs) {
      this.start = (this.start + 1) % this.limit;
      this.size -= 1;
    }
    if (this.size < this.limit) return 0;
    return (this.hits[this.start] ?? 0) + this.windowMs - now;
  }

  record(now: number): void {
    this.hits[(this.start + this.size) % this.limit] = now;
    this.size += 1;
  }
}

interface KeyCount {
  reads: number;
  writes: number;
  refused: number;
}

const RATE_LIMITS = {
  readsPerMinute: 500,
  writesPerMinute: 250,
  offerWritesPerMinute: 5,
  offerWritesPerHour: 10,
} as const;

/** How long the spec's minute and hour last; tests shorten both to run a shop's worth of writes in seconds. */
export interface RateWindows {
  minuteMs: number;
  hourMs: number;
}

const SPEC_WINDOWS: RateWindows = { minuteMs: 60_000, hourMs: 3_600_000 };

/**
 * The spec's per-key budgets. A request is checked against every budget it falls
 * under and recorded in all of them only when all admit it.
 */
export class RateLimiter {
  private readonly windows = new Map<string, SlidingWindow>();
  /** Requests answered 429 since the start: a client that keeps its budgets never causes one. */
  refused = 0;
  /** Each key's requests since the start (or the last reset): admitted reads and writes, and those refused. */
  private readonly perKey = new Map<string, KeyCount>();

  constructor(private readonly spans: RateWindows = SPEC_WINDOWS) {}

  private window(key: string, limit: number, windowMs: number): SlidingWindow {
    let window = this.windows.get(key);
    if (!window) {
      window = new SlidingWindow(limit, windowMs);
      this.windows.set(key, window);
    }
    return window;
  }

  /** Seconds to wait when over budget, else 0 (and the hit is recorded). */
  take(keyId: string, write: boolean, offerId: string | undefined, now: number): number {
    const windows = write
      ? [this.window(`w:${keyId}`, RATE_LIMITS.writesPerMinute, this.spans.minuteMs)]
      : [this.window(`r:${keyId}`, RATE_LIMITS.readsPerMinute, this.spans.minuteMs)];
    if (write && offerId !== undefined) {
      windows.push(this.window(`om:${keyId}:${offerId}`, RATE_LIMITS.offerWritesPerMinute, this.spans.minuteMs));
      windows.push(this.window(`oh:${keyId}:${offerId}`, RATE_LIMITS.offerWritesPerHour, this.spans.hourMs));
    }
    const waitMs = Math.max(...windows.map((window) => window.waitMs(now)));
    const count = this.countOf(keyId);
    if (waitMs > 0) {
      this.refused += 1;
      count.refused += 1;
      return Math.max(1, Math.ceil(waitMs / 1000));
    }
    for (const window of windows) window.record(now);
    if (write) count.writes += 1;
    else count.reads += 1;
    return 0;
  }

  /** What each key sent and was refused, by key id. */
  counts(): Record<string, KeyCount> {
    return Object.fromEntries([...this.perKey].map(([keyId, count]) => [keyId, { ...count }]));
  }

  clear(): void {
    this.windows.clear();
    this.perKey.clear();
    this.refused = 0;
  }

  private countOf(keyId: string): KeyCount {
    let count = this.perKey.get(keyId);
    if (!count) {
      count = { reads: 0, writes: 0, refused: 0 };
      this.perKey.set(keyId, count);
    }
    return count;
  }
}
