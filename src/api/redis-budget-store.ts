import { isCluster, type RedisConnection } from '../runtime/redis-connection.js';
import { RedisScript } from '../store/redis-script.js';
import { hashTagOf } from '../store/key-scope.js';
import { SameTurnBatch } from '../store/same-turn-batch.js';
import { BUDGET_LOG_LUA } from './budget-log-lua.js';
import { distinctKeys, type BudgetSlot, type BudgetStore, type TakeResult, type WindowCheck, type WindowUsage } from './budget-window.js';

/**
 * Sliding-window log per bucket (epoch ms on Redis's own TIME, so processes on different
 * hosts agree), kept as `budget-log-lua.ts` encodes it: a key's minute is a ring of one
 * count per bucket. A bucket counts until its last millisecond has left the window, so no
 * window ever holds more than the limit (no burst at a fixed window's edge); the price is
 * that a request at the limit may wait up to one bucket longer than an exact log would
 * make it. The wait is the moment enough counted requests have left. A gate check (limit
 * -1, `yield`; -2, `mark`) counts nothing: see `WindowCheck.gate`.
 *
 * ARGV is a run of operations, each its check count, its mode (0 take, 1 dry run, 2 settle),
 * its request count, a settle's take time (epoch ms), then each check's limit, window,
 * retention and bucket; KEYS are their checks' keys in turn. A settle moves its count from
 * the bucket of its take to the bucket of now in each key, if that bucket has ended: a bucket
 * already expired has nothing to give back, and now's bucket gets the count all the same.
 */
const TAKE_SCRIPT = new RedisScript(
  'budgetTake',
  `${BUDGET_LOG_LUA}
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)

local function settleOne(firstKey, checks, count, takenAt, base)
  for i = 1, checks do
    local limit, retain, bucket = tonumber(ARGV[base]), tonumber(ARGV[base + 2]), tonumber(ARGV[base + 3])
    local from, to = math.floor(takenAt / bucket), math.floor(now / bucket)
    if limit >= 0 and to > from then
      local counts = logOf(KEYS[firstKey + i], bucket, retain).counts
      local held = counts[from] or 0
      if held > count then counts[from] = held - count else counts[from] = nil end
      addTo(KEYS[firstKey + i], bucket, retain, to, count)
    end
    base = base + 4
  end
end

local function waitOf(key, limit, window, retain, bucket, count)
  local recent, used = {}, 0
  for k, n in pairs(logOf(key, bucket, retain).counts) do
    local ends = (k + 1) * bucket
    if ends > now - window then
      recent[#recent + 1] = {ends, n}
      used = used + n
    end
  end
  local excess = used + count - limit
  if excess <= 0 then return 0 end
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
  return wait
end

local function takeOne(firstKey, checks, count, dry, first)
  local worst, worstWait = 0, 0
  for i = 1, checks do
    local key, base = KEYS[firstKey + i], first + (i - 1) * 4
    local limit = tonumber(ARGV[base])
    if limit == -1 then
      local left = redis.call('PTTL', key)
      if left > worstWait then worst, worstWait = i, left end
    elseif limit >= 0 then
      local wait = waitOf(key, limit, tonumber(ARGV[base + 1]), tonumber(ARGV[base + 2]), tonumber(ARGV[base + 3]), count)
      if wait > worstWait then worst, worstWait = i, wait end
    end
  end
  if worst ~= 0 and not dry then
    -- A refused person or critical work: bulk work on this key stands back for a bucket. Only
    -- a refusal by the key's own windows, listed before the gate, counts: one listing's own
    -- write limit, listed after it, is nothing bulk work could free.
    for i = worst + 1, checks do
      local base = first + (i - 1) * 4
      if tonumber(ARGV[base]) == -2 then redis.call('SET', KEYS[firstKey + i], '1', 'PX', tonumber(ARGV[base + 3])) end
    end
  end
  if worst == 0 and not dry then
    -- An offer's minute and hour windows share one key: the request is one entry there, not two.
    local recorded = {}
    for i = 1, checks do
      local key, base = KEYS[firstKey + i], first + (i - 1) * 4
      if not recorded[key] and tonumber(ARGV[base]) >= 0 then
        recorded[key] = true
        local bucket = tonumber(ARGV[base + 3])
        addTo(key, bucket, tonumber(ARGV[base + 2]), math.floor(now / bucket), count)
      end
    end
  end
  return {worst, worstWait, now}
end

local answers = {}
local firstKey, at = 0, 1
while at <= #ARGV do
  local checks, mode, count = tonumber(ARGV[at]), ARGV[at + 1], tonumber(ARGV[at + 2])
  if mode == '2' then
    settleOne(firstKey, checks, count, tonumber(ARGV[at + 3]), at + 4)
    answers[#answers + 1] = {0, 0, now}
    at = at + 4 + checks * 4
  else
    answers[#answers + 1] = takeOne(firstKey, checks, count, mode == '1', at + 3)
    at = at + 3 + checks * 4
  end
  firstKey = firstKey + checks
end
saveLogs(now)
return answers
`,
);

/** KEYS[1] the window's key; ARGV its window, bucket and retention. */
const USAGE_SCRIPT = new RedisScript(
  'budgetUsage',
  `${BUDGET_LOG_LUA}
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local bucket = tonumber(ARGV[2])
local used, oldestAt = 0, -1
for k, n in pairs(logOf(KEYS[1], bucket, tonumber(ARGV[3])).counts) do
  local ends = (k + 1) * bucket
  if ends > now - window then
    used = used + n
    if oldestAt < 0 or ends < oldestAt then oldestAt = ends end
  end
end
return {now, used, oldestAt}
`,
);

/** One operation of the script: a take (`'0'`), a dry run (`'1'`) or a settle (`'2'`, with its take's time). */
interface Operation {
  checks: readonly WindowCheck[];
  count: number;
  mode: '0' | '1' | '2';
  takenAt: number;
}

/**
 * Takes and settles of every client on one connection (`RedisBudgetStore.on`) made in the
 * same turn run as one script, one after the other in it, so a take sees the ones before
 * it; on a cluster, one script per key's slot (a key's hash tag names its slot). A busy
 * worker's polls then share one script a turn for the budget, however many cross a bucket.
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

  private readonly operations: SameTurnBatch<Operation, TakeResult>;

  constructor(private readonly redis: RedisConnection) {
    this.operations = new SameTurnBatch(
      (operations) => this.runAll(operations),
      isCluster(redis) ? (operation) => hashTagOf(operation.checks[0]?.key ?? '') : undefined,
    );
  }

  take(checks: readonly WindowCheck[], count: number, dryRun: boolean): Promise<TakeResult> {
    return this.operations.call({ checks, count, mode: dryRun ? '1' : '0', takenAt: 0 });
  }

  private async runAll(operations: readonly Operation[]): Promise<TakeResult[]> {
    const keys: string[] = [];
    const args: (string | number)[] = [];
    for (const { checks, count, mode, takenAt } of operations) {
      args.push(checks.length, mode, count);
      if (mode === '2') args.push(takenAt);
      for (const check of checks) {
        keys.push(check.key);
        args.push(gateCode(check), check.windowMs, check.retainMs, check.bucketMs);
      }
    }
    const answers = (await TAKE_SCRIPT.run(this.redis, keys, args)) as [number, number, number][];
    return operations.map(({ checks }, index) => {
      const [failedAt, wait, at] = answers[index] ?? [0, 0, 0];
      const failed = failedAt > 0 ? checks[failedAt - 1] : undefined;
      return failed ? { ok: false, budget: failed.budget, retryAfterMs: wait } : { ok: true, at };
    });
  }

  /**
   * Asks Redis only when the slot's earliest bucket may have ended: at the spec's one-second
   * buckets, a request answered in a few milliseconds rarely crosses one, and the check
   * allocates nothing. The estimate of now errs late (the take ran after `askedAt`), so no
   * slot that needs moving is left. A settle joins the turn's takes in their script.
   */
  async settle(slot: BudgetSlot, elapsedMs: number): Promise<void> {
    let firstBucketEnd = Infinity;
    for (const { bucketMs } of slot.checks) firstBucketEnd = Math.min(firstBucketEnd, slot.takenAt - (slot.takenAt % bucketMs) + bucketMs);
    if (slot.takenAt + elapsedMs < firstBucketEnd) return;
    await this.operations.call({ checks: distinctKeys(slot.checks), count: slot.count, mode: '2', takenAt: slot.takenAt });
  }

  async usage(check: WindowCheck): Promise<WindowUsage> {
    const [now, used, oldestAt] = (await USAGE_SCRIPT.run(this.redis, [check.key], [check.windowMs, check.bucketMs, check.retainMs])) as [
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
