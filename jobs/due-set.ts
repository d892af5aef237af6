import type { Redis } from 'ioredis';
import { RedisScript } from '../src/store/redis-script.js';

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

/**
 * A sorted set of members scored by when they are next due. Thousands of
 * accounts cost one entry each (about 100 bytes) instead of one BullMQ job each.
 */
export class DueSet {
  constructor(
    private readonly redis: Redis,
    readonly key: string,
  ) {}

  /** Adds a member only when it is not there yet, so a sync never moves a running schedule. */
  async addIfAbsent(member: string, at: number): Promise<boolean> {
    return (await this.redis.zadd(this.key, 'NX', at, member)) === 1;
  }

  /** `addIfAbsent` for many members in one command; how many were new. */
  async addAllIfAbsent(items: readonly DueItem[]): Promise<number> {
    if (items.length === 0) return 0;
    return this.redis.zadd(this.key, 'NX', ...items.flatMap((item) => [item.dueAt, item.member]));
  }

  /** Moves a member only if it is still there: a removal during its run wins over its reschedule. */
  async reschedule(member: string, at: number): Promise<void> {
    await this.redis.zadd(this.key, 'XX', at, member);
  }

  async remove(member: string): Promise<void> {
    await this.redis.zrem(this.key, member);
  }

  /** Takes up to `limit` members due at `now`, leasing each for `leaseMs`. */
  async claim(now: number, limit: number, leaseMs: number): Promise<DueItem[]> {
    const flat = (await CLAIM.run(this.redis, [this.key], [now, limit, leaseMs])) as string[];
    const items: DueItem[] = [];
    for (let index = 0; index + 1 < flat.length; index += 2) {
      items.push({ member: flat[index] as string, dueAt: Number(flat[index + 1]) });
    }
    return items;
  }
}
