import { isCluster, type RedisConnection } from '../runtime/redis-connection.js';
import { RedisScript } from '../store/redis-script.js';
import { hashTagOf } from '../store/key-scope.js';
import { SameTurnBatch } from '../store/same-turn-batch.js';
import { BudgetExhausted, type BudgetName } from './errors.js';
import { sleep } from './sleep.js';

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
}

export const SPEC_LIMITS: BudgetLimits = {
  readsPerWindow: 500,
  writesPerWindow: 250,
  windowMs: 60_000,
  offerWritesPerMinute: 5,
  offerMinuteMs: 60_000,
  offerWritesPerHour: 10,
  offerHourMs: 3_600_000,
};

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

/**
 * Sliding-window log kept as a hash from a bucket's start (epoch ms on Redis's own
 * TIME, so processes on different hosts agree) to the requests taken in it. A small
 * hash of integers is a compact listpack: a key polled every few seconds costs about
 * 200 bytes, where a sorted set with a member and a score per request cost 330. A
 * bucket counts until its last millisecond has left the window, so no window ever
 * holds more than the limit (no burst at a fixed window's edge); the price is that a
 * request at the limit may wait up to one bucket longer than an exact log would make
 * it. The wait is the moment enough counted requests have left.
 */
const TAKE_SCRIPT = new RedisScript(
  'budgetTake',
  `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local answers = {}
local firstKey, at = 0, 1
while at <= #ARGV do
  local checks = tonumber(ARGV[at])
  local dry = ARGV[at + 1] == '1'
  local count = tonumber(ARGV[at + 2])
  local worst, worstWait = 0, 0
  for i = 1, checks do
    local key = KEYS[firstKey + i]
    local base = at + 3 + (i - 1) * 4
    local limit = tonumber(ARGV[base])
    local window = tonumber(ARGV[base + 1])
    local retain = tonumber(ARGV[base + 2])
    local bucket = tonumber(ARGV[base + 3])
    local flat = redis.call('HGETALL', key)
    local old, recent, used = {}, {}, 0
    for j = 1, #flat, 2 do
      local ends, n = tonumber(flat[j]) + bucket, tonumber(flat[j + 1])
      if ends <= now - retain then
        old[#old + 1] = flat[j]
      elseif ends > now - window then
        recent[#recent + 1] = {ends, n}
        used = used + n
      end
    end
    if #old > 0 then redis.call('HDEL', key, unpack(old)) end
    local excess = used + count - limit
    if excess > 0 then
      local wait = window
      if count <= limit then
        table.sort(recent, function(a, b) return a[1] < b[1] end)
        local leaving = 0
        for _, entry in ipairs(recent) do
          leaving = leaving + entry[2]
          if leaving >= excess then
            wait = entry[1] + window - now
            break
          end
        end
      end
      if wait < 1 then wait = 1 end
      if wait > worstWait then worst, worstWait = i, wait end
    end
  end
  if worst == 0 and not dry then
    -- An offer's minute and hour windows share one key: the request is one entry there, not two.
    local recorded = {}
    for i = 1, checks do
      local key = KEYS[firstKey + i]
      if not recorded[key] then
        recorded[key] = true
        local base = at + 3 + (i - 1) * 4
        local bucket = tonumber(ARGV[base + 3])
        redis.call('HINCRBY', key, now - now % bucket, count)
        redis.call('PEXPIRE', key, tonumber(ARGV[base + 2]))
      end
    end
  end
  answers[#answers + 1] = {worst, worstWait, now}
  firstKey = firstKey + checks
  at = at + 3 + checks * 4
end
return answers
`,
);

const USAGE_SCRIPT = new RedisScript(
  'budgetUsage',
  `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local bucket = tonumber(ARGV[2])
local flat = redis.call('HGETALL', KEYS[1])
local used, oldestAt = 0, -1
for j = 1, #flat, 2 do
  local ends = tonumber(flat[j]) + bucket
  if ends > now - window then
    used = used + tonumber(flat[j + 1])
    if oldestAt < 0 or ends < oldestAt then oldestAt = ends end
  end
end
return {now, used, oldestAt}
`,
);

/**
 * Moves a slot's count from the bucket of its take to the bucket of now, in each of its
 * keys: KEYS are the keys, ARGV the take's epoch ms, the count, then each key's bucket and
 * retention. A bucket already expired has nothing to give back; now's bucket gets the
 * count all the same.
 */
const SETTLE_SCRIPT = new RedisScript(
  'budgetSettle',
  `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local takenAt = tonumber(ARGV[1])
local count = tonumber(ARGV[2])
for i = 1, #KEYS do
  local bucket = tonumber(ARGV[1 + i * 2])
  local retain = tonumber(ARGV[2 + i * 2])
  local from, to = takenAt - takenAt % bucket, now - now % bucket
  if to > from then
    local held = tonumber(redis.call('HGET', KEYS[i], from) or '0')
    if held > count then
      redis.call('HINCRBY', KEYS[i], from, -count)
    elseif held > 0 then
      redis.call('HDEL', KEYS[i], from)
    end
    redis.call('HINCRBY', KEYS[i], to, count)
    redis.call('PEXPIRE', KEYS[i], retain)
  end
end
return 0
`,
);

/** Each key of a slot once, with its own check: an offer's minute and hour windows share one key. */
function distinctKeys(checks: readonly WindowCheck[]): WindowCheck[] {
  const seen = new Map<string, WindowCheck>();
  for (const check of checks) if (!seen.has(check.key)) seen.set(check.key, check);
  return [...seen.values()];
}

interface Take {
  checks: readonly WindowCheck[];
  count: number;
  dryRun: boolean;
}

/**
 * Takes of every client on one connection (`RedisBudgetStore.on`) made in the same turn run
 * as one script, one after the other in it, so a take sees the ones before it; on a
 * cluster, one script per key's slot (a key's hash tag names its slot).
 */
export class RedisBudgetStore implements BudgetStore {
  private static readonly shared = new WeakMap<RedisConnection, RedisBudgetStore>();

  /** The one store of a connection: a worker's polls, each through its own client, then share a turn's script. */
  static on(redis: RedisConnection): RedisBudgetStore {
    let store = RedisBudgetStore.shared.get(redis);
    if (!store) {
      store = new RedisBudgetStore(redis);
      RedisBudgetStore.shared.set(redis, store);
    }
    return store;
  }

  private readonly takes: SameTurnBatch<Take, TakeResult>;

  constructor(private readonly redis: RedisConnection) {
    this.takes = new SameTurnBatch(
      (takes) => this.takeAll(takes),
      isCluster(redis) ? (take) => hashTagOf(take.checks[0]?.key ?? '') : undefined,
    );
  }

  take(checks: readonly WindowCheck[], count: number, dryRun: boolean): Promise<TakeResult> {
    return this.takes.call({ checks, count, dryRun });
  }

  private async takeAll(takes: readonly Take[]): Promise<TakeResult[]> {
    const keys = takes.flatMap((take) => take.checks.map((check) => check.key));
    const args = takes.flatMap(({ checks, count, dryRun }) => [
      checks.length,
      dryRun ? '1' : '0',
      count,
      ...checks.flatMap((check) => [check.limit, check.windowMs, check.retainMs, check.bucketMs]),
    ]);
    const answers = (await TAKE_SCRIPT.run(this.redis, keys, args)) as [number, number, number][];
    return takes.map(({ checks }, index) => {
      const [failedAt, wait, at] = answers[index] ?? [0, 0, 0];
      const failed = failedAt > 0 ? checks[failedAt - 1] : undefined;
      return failed ? { ok: false, budget: failed.budget, retryAfterMs: wait } : { ok: true, at };
    });
  }

  /**
   * Asks Redis only when the slot's earliest bucket may have ended: at the spec's one-second
   * buckets, a request answered in a few milliseconds rarely crosses one, so a poll seldom
   * pays a second script, and the check allocates nothing. The estimate of now errs late
   * (the take ran after `askedAt`), so no slot that needs moving is left.
   */
  async settle(slot: BudgetSlot, elapsedMs: number): Promise<void> {
    let firstBucketEnd = Infinity;
    for (const { bucketMs } of slot.checks) firstBucketEnd = Math.min(firstBucketEnd, slot.takenAt - (slot.takenAt % bucketMs) + bucketMs);
    if (slot.takenAt + elapsedMs < firstBucketEnd) return;
    const keys = distinctKeys(slot.checks);
    await SETTLE_SCRIPT.run(
      this.redis,
      keys.map((check) => check.key),
      [slot.takenAt, slot.count, ...keys.flatMap((check) => [check.bucketMs, check.retainMs])],
    );
  }

  async usage(check: WindowCheck): Promise<WindowUsage> {
    const [now, used, oldestAt] = (await USAGE_SCRIPT.run(this.redis, [check.key], [check.windowMs, check.bucketMs])) as [
      number,
      number,
      number,
    ];
    return { now, used, oldestAt: oldestAt < 0 ? null : oldestAt };
  }
}

/** Same algorithm in this process's memory, for a client given no Redis. */
export class MemoryBudgetStore implements BudgetStore {
  private readonly log = new Map<string, number[]>();

  take(checks: readonly WindowCheck[], count: number, dryRun: boolean): Promise<TakeResult> {
    const now = Date.now();
    let worst: { budget: BudgetName; retryAfterMs: number } | null = null;
    for (const check of checks) {
      const inWindow = this.trimmed(check, now).filter((at) => at > now - check.windowMs);
      const excess = inWindow.length + count - check.limit;
      if (excess <= 0) continue;
      const leaving = count <= check.limit ? inWindow[excess - 1] : undefined;
      const wait = Math.max(1, leaving === undefined ? check.windowMs : leaving + check.windowMs - now);
      if (!worst || wait > worst.retryAfterMs) worst = { budget: check.budget, retryAfterMs: wait };
    }
    if (worst) return Promise.resolve({ ok: false, ...worst });
    if (!dryRun) {
      for (const key of new Set(checks.map((check) => check.key))) {
        const entries = this.log.get(key) ?? [];
        for (let n = 0; n < count; n += 1) entries.push(now);
        this.log.set(key, entries);
      }
    }
    return Promise.resolve({ ok: true, at: now });
  }

  /** Replaces the slot's entries (stamped at its take) by entries stamped now, keeping each log in time order. */
  settle(slot: BudgetSlot): Promise<void> {
    const now = Date.now();
    if (now === slot.takenAt) return Promise.resolve();
    for (const { key } of distinctKeys(slot.checks)) {
      let moving = slot.count;
      const kept = (this.log.get(key) ?? []).filter((at) => {
        if (at !== slot.takenAt || moving === 0) return true;
        moving -= 1;
        return false;
      });
      for (let n = 0; n < slot.count; n += 1) kept.push(now);
      this.log.set(key, kept);
    }
    return Promise.resolve();
  }

  usage(check: WindowCheck): Promise<WindowUsage> {
    const now = Date.now();
    const inWindow = this.trimmed(check, now).filter((at) => at > now - check.windowMs);
    return Promise.resolve({ now, used: inWindow.length, oldestAt: inWindow[0] ?? null });
  }

  private trimmed(check: WindowCheck, now: number): number[] {
    const kept = (this.log.get(check.key) ?? []).filter((at) => at > now - check.retainMs);
    if (kept.length > 0) this.log.set(check.key, kept);
    else this.log.delete(check.key);
    return kept;
  }
}

export interface BudgetRequestSpec {
  kind: 'read' | 'write';
  offerId?: string | undefined;
  count?: number | undefined;
}

/**
 * The key's budgets as windows over one store; every request the client sends passes
 * here first. Their keys start with `prefix`, asked for once: it names the API key by
 * a keyed hash, which may need Redis to compute.
 */
export class RequestBudget {
  private prefixed: Promise<string> | undefined;

  constructor(
    private readonly store: BudgetStore,
    private readonly prefix: () => Promise<string>,
    private readonly limits: BudgetLimits,
  ) {}

  async checksFor(request: BudgetRequestSpec): Promise<WindowCheck[]> {
    const { limits } = this;
    const prefix = await this.keyPrefix();
    const checks: WindowCheck[] =
      request.kind === 'read'
        ? [
            {
              budget: 'reads',
              key: `${prefix}:reads`,
              limit: limits.readsPerWindow,
              windowMs: limits.windowMs,
              retainMs: limits.windowMs,
              bucketMs: bucketFor(limits.windowMs),
            },
          ]
        : [
            {
              budget: 'writes',
              key: `${prefix}:writes`,
              limit: limits.writesPerWindow,
              windowMs: limits.windowMs,
              retainMs: limits.windowMs,
              bucketMs: bucketFor(limits.windowMs),
            },
          ];
    if (request.kind === 'write' && request.offerId) {
      const key = `${prefix}:offer:${encodeURIComponent(request.offerId)}`;
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
    return this.store.take(await this.checksFor(request), request.count ?? 1, true);
  }

  async state(kind: 'read' | 'write'): Promise<{ limit: number; remaining: number; nextSlotAt: Date | null }> {
    const [check] = await this.checksFor({ kind });
    if (!check) throw new Error('every request kind has a window');
    const usage = await this.store.usage(check);
    return {
      limit: check.limit,
      remaining: Math.max(0, check.limit - usage.used),
      nextSlotAt: usage.oldestAt === null ? null : new Date(usage.oldestAt + check.windowMs),
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
