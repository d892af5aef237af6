import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';
import { RedisScript } from './redis-script.js';

/**
 * Refused ones say how long until every full window ends, and whether this is the first
 * refusal while that wait lasts: a chat answers that one and stays quiet on the rest, so a
 * loop flooding it is not flooded back.
 */
export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number; firstRefusal: boolean };

interface AttemptWindow {
  limit: number;
  windowMs: number;
}

export interface AttemptRule extends AttemptWindow {
  /** Names the counted action in the key (`connect`). */
  name: string;
  /** A shorter window counted beside the main one, so a burst is refused long before the main window fills. */
  burst?: AttemptWindow;
}

// KEYS: one counter per window, then the refusal mark. ARGV: each window's length and limit.
// One step, so two processes counting the same person's attempts never both let the limit+1st
// through. Each window starts at its first attempt and is not stretched by refused ones; the
// mark lives until the last full window ends, so only the first refusal in it is told.
const COUNT_ATTEMPT = new RedisScript(
  'countAttempt',
  `local wait = -1
for i = 1, #KEYS - 1 do
  local window = tonumber(ARGV[2 * i - 1])
  local count = redis.call('INCR', KEYS[i])
  if count == 1 then redis.call('PEXPIRE', KEYS[i], window) end
  if count > tonumber(ARGV[2 * i]) then
    local left = redis.call('PTTL', KEYS[i])
    if left < 0 then redis.call('PEXPIRE', KEYS[i], window) left = window end
    if left > wait then wait = left end
  end
end
if wait < 0 then return {-1, 0} end
if redis.call('SET', KEYS[#KEYS], '1', 'NX', 'PX', wait) then return {wait, 1} end
return {wait, 0}`,
);

/**
 * At most `limit` attempts of one action per subject (a person, a token, an address) in a
 * window, and at most the burst's in its shorter one, counted in Redis so every process
 * shares the count: a stranger cannot make Hawker try token after token on the marketplace,
 * and a loop cannot spend a shop's marketplace budget. A subject's keys share its group's
 * hash tag, so one script counts them on a cluster too.
 */
export class AttemptLimit {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    readonly rule: AttemptRule,
  ) {}

  /** Counts one attempt by `subject`. */
  async take(subject: string): Promise<AttemptVerdict> {
    const windows = [this.rule, ...(this.rule.burst ? [this.rule.burst] : [])];
    const prefix = `${keyScope(this.namespace, subject)}:attempts:${this.rule.name}:${subject}`;
    const answer = (await COUNT_ATTEMPT.run(
      this.redis,
      [...windows.map((window) => `${prefix}:${window.windowMs}`), `${prefix}:refused`],
      windows.flatMap((window) => [window.windowMs, window.limit]),
    )) as [number, number];
    const [left, first] = answer.map(Number) as [number, number];
    return left < 0 ? { allowed: true } : { allowed: false, retryAfterMs: left, firstRefusal: first === 1 };
  }

  get limit(): number {
    return this.rule.limit;
  }

  get windowMs(): number {
    return this.rule.windowMs;
  }
}
