// Per-bucket fixed windows, announced with Discord's X-RateLimit-* headers so a
// well-behaved client (discord.js REST) can wait before it is refused; a client
// that goes over gets a real 429 with retry_after.

export interface RateLimitRule {
  method?: string;
  /** Matched against the route template, e.g. `/channels/:id/messages`. */
  route: RegExp;
  limit: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export type RateLimitVerdict =
  { limited: false; headers: Record<string, string> } | { limited: true; headers: Record<string, string>; retryAfterSeconds: number };

export class RateLimits {
  private readonly windows = new Map<string, Window>();
  /** Every 429 the fake answered, so a test can prove a client never earned one. */
  rejected = 0;

  constructor(private readonly rules: RateLimitRule[]) {}

  check(method: string, route: string, majorParameter: string): RateLimitVerdict {
    const index = this.rules.findIndex((rule) => (rule.method === undefined || rule.method === method) && rule.route.test(route));
    const rule = this.rules[index];
    if (!rule) return { limited: false, headers: {} };
    const bucket = `fake-bucket-${index}`;
    const key = `${bucket}:${majorParameter}`;
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, window);
    }
    const resetAfter = Math.max(0, window.resetAt - now) / 1000;
    const base = {
      'X-RateLimit-Limit': String(rule.limit),
      'X-RateLimit-Reset': (window.resetAt / 1000).toFixed(3),
      'X-RateLimit-Reset-After': resetAfter.toFixed(3),
      'X-RateLimit-Bucket': bucket,
    };
    if (window.count >= rule.limit) {
      this.rejected += 1;
      return {
        limited: true,
        retryAfterSeconds: resetAfter,
        headers: {
          ...base,
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Scope': 'user',
          'Retry-After': String(Math.max(1, Math.ceil(resetAfter))),
        },
      };
    }
    window.count += 1;
    return { limited: false, headers: { ...base, 'X-RateLimit-Remaining': String(rule.limit - window.count) } };
  }
}
