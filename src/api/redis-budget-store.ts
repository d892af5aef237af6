import { isCluster, type RedisConnection } from '../runtime/redis-connection.js';
import { RedisScript } from '../store/redis-script.js';
import { hashTagOf } from '../store/key-scope.js';
import { SameTurnBatch } from '../store/same-turn-batch.js';
import { distinctKeys, type BudgetSlot, type BudgetStore, type TakeResult, type WindowCheck, type WindowUsage } from './budget-window.js';

/**
 * Sliding-window log kept as a hash from a bucket's start (epoch ms on Redis's own
 * TIME, so processes on different hosts agree) to the requests taken in it. A small
 * hash of integers is a compact listpack: a key polled every few seconds costs about
 * 200 bytes, where a sorted set with a member and a score per request cost 330. A
 * bucket counts until its last millisecond has left the window, so no window ever
 * holds more than the limit (no burst at a fixed window's edge); the price is that a
 * request at the limit may wait up to one bucket longer than an exact log would make
 * it. The wait is the moment enough counted requests have left. A gate check (limit -1,
 * `yield`; -2, `mark`) counts nothing: see `WindowCheck.gate`.
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
    if limit == -1 then
      local left = redis.call('PTTL', key)
      if left > worstWait then worst, worstWait = i, left end
    elseif limit >= 0 then
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
  end
  if worst ~= 0 and not dry then
    -- A refused person or critical work: bulk work on this key stands back for a bucket. Only
    -- a refusal by the key's own windows, listed before the gate, counts: one listing's own
    -- write limit, listed after it, is nothing bulk work could free.
    for i = 1, checks do
      local base = at + 3 + (i - 1) * 4
      if tonumber(ARGV[base]) == -2 and worst < i then redis.call('SET', KEYS[firstKey + i], '1', 'PX', tonumber(ARGV[base + 3])) end
    end
  end
  if worst == 0 and not dry then
    -- An offer's minute and hour windows share one key: the request is one entry there, not two.
    local recorded = {}
    for i = 1, checks do
      local key = KEYS[firstKey + i]
      if not recorded[key] and tonumber(ARGV[at + 3 + (i - 1) * 4]) >= 0 then
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
      ...checks.flatMap((check) => [gateCode(check), check.windowMs, check.retainMs, check.bucketMs]),
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

/** What the take script reads as a check's limit: its own, or a gate's code. */
function gateCode(check: WindowCheck): number {
  if (check.gate === 'yield') return -1;
  if (check.gate === 'mark') return -2;
  return check.limit;
}
