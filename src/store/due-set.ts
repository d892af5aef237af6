import { isCluster, type RedisConnection } from '../runtime/redis-connection.js';
import type { GroupedKey } from './poll-schedule.js';
import { RedisScript } from './redis-script.js';

export interface DueItem {
  member: string;
  /** When it was due (ms); the next due time is computed from it to keep the spread. */
  dueAt: number;
}

// Claims atomically: whatever one caller takes is pushed a lease into the future,
// so another worker sees it only if the first one dies before rescheduling it.
const CLAIM = new RedisScript(
  'dueClaim',
  `
local items = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[2]))
local leased = tonumber(ARGV[1]) + tonumber(ARGV[3])
for i = 1, #items, 2 do
  redis.call('ZADD', KEYS[1], 'XX', leased, items[i])
end
return items
`,
);

// The same over every group at once, starting at ARGV[4] (0-based) and turning round:
// one command where counting each group took one each. One server holds every group;
// a cluster spreads them over slots no one script may span.
const CLAIM_ACROSS_GROUPS = new RedisScript(
  'dueClaimAcrossGroups',
  `
local now = tonumber(ARGV[1])
local left = tonumber(ARGV[2])
local leased = now + tonumber(ARGV[3])
local start = tonumber(ARGV[4])
local claimed = {}
for step = 0, #KEYS - 1 do
  if left <= 0 then break end
  local key = KEYS[(start + step) % #KEYS + 1]
  local items = redis.call('ZRANGEBYSCORE', key, '-inf', now, 'WITHSCORES', 'LIMIT', 0, left)
  for i = 1, #items, 2 do
    redis.call('ZADD', key, 'XX', leased, items[i])
    claimed[#claimed + 1] = items[i]
    claimed[#claimed + 1] = items[i + 1]
  end
  left = left - #items / 2
end
return claimed
`,
);

/**
 * Members scored by when they are next due, in one sorted set per key group (see
 * `GroupedKey`). Thousands of accounts cost one entry each (about 100 bytes) instead of
 * one BullMQ job each.
 */
export class DueSet {
  /** The group a claim starts at, turned each claim so a capped claim serves every group in turn. */
  private start = 0;

  constructor(
    private readonly redis: RedisConnection,
    readonly key: GroupedKey,
  ) {}

  /** Adds a member only when it is not there yet, so a sync never moves a running schedule. */
  async addIfAbsent(member: string, at: number): Promise<boolean> {
    return (await this.redis.zadd(this.key.of(member), 'NX', at, member)) === 1;
  }

  /** `addIfAbsent` for many members, one command per group; how many were new. */
  async addAllIfAbsent(items: readonly DueItem[]): Promise<number> {
    const byKey = new Map<string, (string | number)[]>();
    for (const item of items) {
      const key = this.key.of(item.member);
      const scored = byKey.get(key);
      if (scored) scored.push(item.dueAt, item.member);
      else byKey.set(key, [item.dueAt, item.member]);
    }
    const added = await Promise.all([...byKey].map(([key, scored]) => this.redis.zadd(key, 'NX', ...scored)));
    return added.reduce((sum, count) => sum + count, 0);
  }

  /** Moves a member only if it is still there: a removal during its run wins over its reschedule. */
  async reschedule(member: string, at: number): Promise<void> {
    await this.redis.zadd(this.key.of(member), 'XX', at, member);
  }

  async remove(member: string): Promise<void> {
    await this.redis.zrem(this.key.of(member), member);
  }

  /**
   * Takes up to `limit` members due at `now`, leasing each for `leaseMs`. On one server,
   * one script claims across every group. On a cluster, one round of counts over every
   * group (they go out together) finds the groups with work; the claim itself is atomic
   * per group, so workers claiming at once never take the same member.
   */
  async claim(now: number, limit: number, leaseMs: number): Promise<DueItem[]> {
    const keys = this.key.all;
    const first = this.start;
    this.start = (this.start + 1) % keys.length;
    const items: DueItem[] = [];
    const take = (flat: string[]) => {
      for (let at = 0; at + 1 < flat.length; at += 2) items.push({ member: flat[at] as string, dueAt: Number(flat[at + 1]) });
    };
    // On one server a sweep with nothing due is one command, not one per group.
    if (!isCluster(this.redis)) {
      take((await CLAIM_ACROSS_GROUPS.run(this.redis, keys, [now, limit, leaseMs, first])) as string[]);
      return items;
    }
    const due = await Promise.all(keys.map((key) => this.redis.zcount(key, '-inf', now)));
    for (let step = 0; step < keys.length && items.length < limit; step += 1) {
      const index = (first + step) % keys.length;
      if ((due[index] ?? 0) === 0) continue;
      take((await CLAIM.run(this.redis, [keys[index] as string], [now, limit - items.length, leaseMs])) as string[]);
    }
    return items;
  }
}
