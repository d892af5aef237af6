import { createHash } from 'node:crypto';
import { isCluster, type RedisConnection } from '../runtime/redis-connection.js';
import { allGroupScopes, keyGroupOf, keyScope } from './key-scope.js';
import { accountRecordKey, POLL_TIER_FIELD } from './records.js';
import { RedisScript } from './redis-script.js';
import { SameTurnBatch } from './same-turn-batch.js';

/**
 * A due set split into one sorted set per key group (see key-scope.ts): a member sits in
 * the set of its account's group, so it changes in one transaction with the account's
 * keys, and no one key takes every poll. The sweeper reads them all.
 */
export interface GroupedKey {
  /** For logs: `orders`, `listings`, `countdowns`. */
  name: string;
  /** The set a member belongs to. */
  of(member: string): string;
  all: readonly string[];
}

/** `accountOf` reads the account out of a member (a countdown's member names its order too). */
export function groupedDueKey(namespace: string, name: string, accountOf: (member: string) => string = (member) => member): GroupedKey {
  const suffix = `:jobs:due:${name}`;
  return {
    name,
    of: (member) => `${keyScope(namespace, accountOf(member))}${suffix}`,
    all: allGroupScopes(namespace).map((scope) => `${scope}${suffix}`),
  };
}

/**
 * The sorted sets the worker's sweepers claim due accounts from (scored by when each
 * is next due). They live here, not in jobs/, so a bot process can put an account in
 * front of the worker without importing it.
 */
export function pollScheduleKeys(namespace: string): { orders: GroupedKey; listings: GroupedKey } {
  return { orders: groupedDueKey(namespace, 'orders'), listings: groupedDueKey(namespace, 'listings') };
}

/**
 * Whether a shop can have a waiting order, as a field of its record: `f<n>` (it can: its
 * orders are polled at the fast interval) or `i<n>` (it cannot: no manual listing on sale
 * at the listing watch's last look, so it is polled at the listing watch's pace). Absent
 * is `f0`: a shop nobody has looked at yet is polled fast. Each wake counts `n` up, so the
 * listing watch's demotion, decided on a listing read that may predate a wake, is a
 * compare-and-set that a wake in between always defeats.
 *
 * KEYS: the account's record, then its group's due sets; one slot.
 */
const WAKE = new RedisScript(
  'pollTierWake',
  `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local tier = redis.call('HGET', KEYS[1], ARGV[1])
if ARGV[4] == 'idle-only' and (not tier or string.sub(tier, 1, 1) ~= 'i') then return 0 end
local n = tier and tonumber(string.sub(tier, 2)) or 0
redis.call('HSET', KEYS[1], ARGV[1], 'f' .. (n + 1))
redis.call('ZADD', KEYS[2], 'XX', 'LT', ARGV[2], ARGV[3])
return 1
`,
);

const IDLE_UNLESS_WOKEN = new RedisScript(
  'pollTierIdle',
  `
local tier = redis.call('HGET', KEYS[1], ARGV[1]) or ''
if tier ~= ARGV[2] or string.sub(tier, 1, 1) == 'i' or redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local n = tier == '' and 0 or tonumber(string.sub(tier, 2))
redis.call('HSET', KEYS[1], ARGV[1], 'i' .. n)
return 1
`,
);

/**
 * The order poll's reschedule (ZADD XX, so a removal during the poll wins): at the fast
 * time, or for an idle shop half a listing-watch interval away from its next listing
 * watch, so that between the two it is looked at twice an interval (the idle time given
 * when the watch is not scheduled); an empty idle time keeps the fast time whatever the
 * tier (an order is still open). Answers, per account, whether its record is still there,
 * so the poll needs no command of its own to notice a disconnect that landed during it.
 *
 * KEYS: per account its record, its orders due set, its listings due set (one slot on a
 * cluster). ARGV: the tier field, then per account its id, fast time, idle time and the
 * listing watch's interval.
 */
const RESCHEDULE_ORDERS = new RedisScript(
  'pollTierReschedule',
  `
local connected = {}
for i = 0, #KEYS / 3 - 1 do
  local record, orders, listings = KEYS[i * 3 + 1], KEYS[i * 3 + 2], KEYS[i * 3 + 3]
  local member, at, idleArg, half = ARGV[i * 4 + 2], tonumber(ARGV[i * 4 + 3]), ARGV[i * 4 + 4], tonumber(ARGV[i * 4 + 5]) / 2
  local tier = idleArg ~= '' and redis.call('HGET', record, ARGV[1])
  if tier and string.sub(tier, 1, 1) == 'i' then
    local idle = tonumber(idleArg)
    local watch = redis.call('ZSCORE', listings, member)
    local next = idle
    if watch then
      next = tonumber(watch) - half
      if next < at then next = tonumber(watch) + half end
      if next < at then next = idle end
    end
    at = next
  end
  redis.call('ZADD', orders, 'XX', at, member)
  connected[#connected + 1] = redis.call('EXISTS', record)
end
return connected
`,
);

interface OrdersReschedule {
  accountId: string;
  at: number;
  idleAt: number | undefined;
  watchEveryMs: number;
}

export type PollTier = 'fast' | 'idle';

/** A stable spot in the interval per account, so accounts added or woken together are not polled in lockstep. */
export function phaseOf(accountId: string, intervalMs: number): number {
  const hash = createHash('sha1').update(accountId).digest();
  return hash.readUInt32BE(0) % Math.max(1, intervalMs);
}

/**
 * What the core tells the worker's schedule. Without it a newly connected shop (or one
 * whose alerts were just switched on) waits for the worker's periodic account sync, and
 * a shop that just put a manual listing on sale waits for its idle poll.
 */
export class PollSchedule {
  private readonly keys: { orders: GroupedKey; listings: GroupedKey };
  /** Polls finishing in one turn put their accounts back in one script (per cluster slot). */
  private readonly reschedules: SameTurnBatch<OrdersReschedule, boolean>;

  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {
    this.keys = pollScheduleKeys(namespace);
    this.reschedules = new SameTurnBatch(
      (entries) => this.rescheduleAll(entries),
      isCluster(redis) ? (entry) => String(keyGroupOf(entry.accountId)) : undefined,
    );
  }

  /** Due at `now` for orders and listings, and polled fast until the listing watch looks; a member already due earlier keeps its time (LT). */
  async dueNow(accountId: string, now: number): Promise<void> {
    await this.redis
      .multi()
      .zadd(this.keys.orders.of(accountId), 'LT', now, accountId)
      .zadd(this.keys.listings.of(accountId), 'LT', now, accountId)
      .exec();
    await this.runWake(accountId, now, 0, 'any');
  }

  /**
   * The shop can have a waiting order from now on (a manual listing put on sale, autopilot
   * bound, back from away): polled fast, its next order poll within one fast interval
   * (`fastMs`) at its own phase, so shops woken together (a working-hours start) are not
   * polled in lockstep. Call it after the marketplace took the write, so a listing watch
   * that read before cannot undo it.
   */
  async wake(accountId: string, now: number, fastMs: number): Promise<void> {
    await this.runWake(accountId, now, fastMs, 'any');
  }

  /** The listing watch saw a manual listing on sale: an idle shop is polled fast from now; a fast one is left as it is. */
  async wakeIfIdle(accountId: string, now: number, fastMs: number): Promise<boolean> {
    return this.runWake(accountId, now, fastMs, 'idle-only');
  }

  private async runWake(accountId: string, now: number, fastMs: number, which: 'any' | 'idle-only'): Promise<boolean> {
    const keys = [this.recordKey(accountId), this.keys.orders.of(accountId)];
    return (await WAKE.run(this.redis, keys, [POLL_TIER_FIELD, now + phaseOf(accountId, fastMs), accountId, which])) === 1;
  }

  /** What `idleUnlessWoken` compares against; read it before the listing read the decision rests on. */
  async tierToken(accountId: string): Promise<string> {
    return (await this.redis.hget(this.recordKey(accountId), POLL_TIER_FIELD)) ?? '';
  }

  /** The shop has no manual listing on sale: idle, unless it was woken since `token` was read. */
  async idleUnlessWoken(accountId: string, token: string): Promise<boolean> {
    return (await IDLE_UNLESS_WOKEN.run(this.redis, [this.recordKey(accountId)], [POLL_TIER_FIELD, token])) === 1;
  }

  async tier(accountId: string): Promise<PollTier> {
    return (await this.tierToken(accountId)).startsWith('i') ? 'idle' : 'fast';
  }

  /**
   * Puts a polled shop back in the orders due set: at `at`, or, when it is idle, half a
   * listing watch (`watchEveryMs`) away from its next one (`idleAt` if it has none; no
   * `idleAt`: at `at` whatever its tier). Answers whether the account is still connected.
   */
  rescheduleOrders(accountId: string, at: number, idleAt: number | undefined, watchEveryMs: number): Promise<boolean> {
    return this.reschedules.call({ accountId, at, idleAt, watchEveryMs });
  }

  private async rescheduleAll(entries: readonly OrdersReschedule[]): Promise<boolean[]> {
    const keys = entries.flatMap(({ accountId }) => [
      this.recordKey(accountId),
      this.keys.orders.of(accountId),
      this.keys.listings.of(accountId),
    ]);
    const args = entries.flatMap(({ accountId, at, idleAt, watchEveryMs }) => [accountId, at, idleAt ?? '', watchEveryMs]);
    const connected = (await RESCHEDULE_ORDERS.run(this.redis, keys, [POLL_TIER_FIELD, ...args])) as number[];
    return connected.map((exists) => exists === 1);
  }

  /** When the worker next polls the account's orders (ms), or null when it is not scheduled. */
  async ordersDueAt(accountId: string): Promise<number | null> {
    const score = await this.redis.zscore(this.keys.orders.of(accountId), accountId);
    return score === null ? null : Number(score);
  }

  private recordKey(accountId: string): string {
    return accountRecordKey(this.namespace, accountId);
  }
}
