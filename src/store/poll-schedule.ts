import type { Redis } from 'ioredis';

/**
 * The sorted sets the worker's sweepers claim due accounts from (scored by when each
 * is next due). They live here, not in jobs/, so a bot process can put an account in
 * front of the worker without importing it.
 */
export function pollScheduleKeys(namespace: string): { orders: string; listings: string } {
  const base = `${namespace}:jobs:due`;
  return { orders: `${base}:orders`, listings: `${base}:listings` };
}

/**
 * What the core tells the worker's schedule. Without it a newly connected shop (or one
 * whose alerts were just switched on) waits for the worker's periodic account sync.
 */
export class PollSchedule {
  private readonly keys: { orders: string; listings: string };

  constructor(
    private readonly redis: Redis,
    namespace: string,
  ) {
    this.keys = pollScheduleKeys(namespace);
  }

  /** Due at `now` for orders and listings; a member already due earlier keeps its time (LT). */
  async dueNow(accountId: string, now: number): Promise<void> {
    await this.redis.multi().zadd(this.keys.orders, 'LT', now, accountId).zadd(this.keys.listings, 'LT', now, accountId).exec();
  }

  /** When the worker next polls the account's orders (ms), or null when it is not scheduled. */
  async ordersDueAt(accountId: string): Promise<number | null> {
    const score = await this.redis.zscore(this.keys.orders, accountId);
    return score === null ? null : Number(score);
  }
}
