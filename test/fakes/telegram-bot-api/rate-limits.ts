/** A rate as Telegram applies it: `perInterval` messages per `intervalMs`, with a burst allowance. */
export interface RateRule {
  perInterval: number;
  intervalMs: number;
  burst: number;
}

export interface FakeRateLimits {
  /** Any one chat (Telegram: about one message a second, short bursts tolerated). */
  perChat: RateRule;
  /** Groups and supergroups on top of the per-chat rule (Telegram: 20 a minute). */
  perGroup: RateRule;
  /** The whole bot (Telegram: about 30 a second). */
  global: RateRule;
}

export const TELEGRAM_RATE_LIMITS: FakeRateLimits = {
  perChat: { perInterval: 1, intervalMs: 1000, burst: 3 },
  perGroup: { perInterval: 20, intervalMs: 60_000, burst: 20 },
  global: { perInterval: 30, intervalMs: 1000, burst: 30 },
};

class Bucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly rule: RateRule,
    now: number,
  ) {
    this.tokens = rule.burst;
    this.updatedAt = now;
  }

  private refill(now: number): void {
    const rate = this.rule.perInterval / this.rule.intervalMs;
    this.tokens = Math.min(this.rule.burst, this.tokens + (now - this.updatedAt) * rate);
    this.updatedAt = now;
  }

  /** Milliseconds until a token is free; 0 when one is free now. */
  waitMs(now: number): number {
    this.refill(now);
    if (this.tokens >= 1) return 0;
    return ((1 - this.tokens) * this.rule.intervalMs) / this.rule.perInterval;
  }

  take(): void {
    this.tokens -= 1;
  }
}

/** Decides, at the moment a send arrives, whether Telegram would answer 429 and for how long. */
export class RateLimiter {
  private readonly chats = new Map<string, Bucket>();
  private readonly groups = new Map<string, Bucket>();
  private readonly global: Bucket;

  constructor(
    private readonly limits: FakeRateLimits,
    now: number,
  ) {
    this.global = new Bucket(limits.global, now);
  }

  /** Takes a token from every bucket the send counts against, or gives the retry_after seconds. */
  admit(chatId: string, isGroup: boolean, now: number): { ok: true } | { ok: false; retryAfter: number } {
    const buckets = [this.global, this.bucket(this.chats, chatId, this.limits.perChat, now)];
    if (isGroup) buckets.push(this.bucket(this.groups, chatId, this.limits.perGroup, now));
    const wait = Math.max(...buckets.map((bucket) => bucket.waitMs(now)));
    if (wait > 0) return { ok: false, retryAfter: Math.max(1, Math.ceil(wait / 1000)) };
    for (const bucket of buckets) bucket.take();
    return { ok: true };
  }

  private bucket(map: Map<string, Bucket>, key: string, rule: RateRule, now: number): Bucket {
    let bucket = map.get(key);
    if (!bucket) {
      bucket = new Bucket(rule, now);
      map.set(key, bucket);
    }
    return bucket;
  }
}
