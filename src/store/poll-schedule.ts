import type { RedisConnection } from '../runtime/redis-connection.js';
import { allGroupScopes, keyScope } from './key-scope.js';

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
 * What the core tells the worker's schedule. Without it a newly connected shop (or one
 * whose alerts were just switched on) waits for the worker's periodic account sync.
 */
export class PollSchedule {
  private readonly keys: { orders: GroupedKey; listings: GroupedKey };

  constructor(
    private readonly redis: RedisConnection,
    namespace: string,
  ) {
    this.keys = pollScheduleKeys(namespace);
  }

  /** Due at `now` for orders and listings; a member already due earlier keeps its time (LT). */
  async dueNow(accountId: string, now: number): Promise<void> {
    await this.redis
      .multi()
      .zadd(this.keys.orders.of(accountId), 'LT', now, accountId)
      .zadd(this.keys.listings.of(accountId), 'LT', now, accountId)
      .exec();
  }

  /** When the worker next polls the account's orders (ms), or null when it is not scheduled. */
  async ordersDueAt(accountId: string): Promise<number | null> {
    const score = await this.redis.zscore(this.keys.orders.of(accountId), accountId);
    return score === null ? null : Number(score);
  }
}
