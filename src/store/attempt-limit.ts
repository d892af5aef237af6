import type { RedisConnection } from '../runtime/redis-connection.js';

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface AttemptRule {
  /** Names the counted action in the key (`connect`). */
  name: string;
  limit: number;
  windowMs: number;
}

// One step, so two processes counting the same person's attempts never both let the limit+1st through.
// The window starts at the first attempt and is not stretched by refused ones.
const COUNT_ATTEMPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count > tonumber(ARGV[2]) then
  local left = redis.call('PTTL', KEYS[1])
  if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) return tonumber(ARGV[1]) end
  return left
end
return -1`;

/**
 * At most `limit` attempts of one action per person in a window, counted in Redis so
 * every bot process shares the count: a stranger cannot make Hawker try token after
 * token on the marketplace.
 */
export class AttemptLimit {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly rule: AttemptRule,
  ) {}

  /** Counts one attempt by `subject`; refused ones say how long until the window ends. */
  async take(subject: string): Promise<AttemptVerdict> {
    const left = Number(await this.redis.eval(COUNT_ATTEMPT, 1, this.key(subject), String(this.rule.windowMs), String(this.rule.limit)));
    return left < 0 ? { allowed: true } : { allowed: false, retryAfterMs: left };
  }

  get limit(): number {
    return this.rule.limit;
  }

  get windowMs(): number {
    return this.rule.windowMs;
  }

  private key(subject: string): string {
    return `${this.namespace}:attempts:${this.rule.name}:${subject}`;
  }
}
