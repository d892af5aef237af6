import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';

/** An order's cost is read once its sale is recorded: kept well past any deadline and retried job. */
const ORDER_COST_TTL_SECONDS = 30 * 24 * 3600;

/** Where a cost is set: a listing delivered by people, or an autopilot pool's codes. */
export type CostSubject = { kind: 'listing'; listingId: string } | { kind: 'pool'; pool: string };

function fieldOf(subject: CostSubject): string {
  return subject.kind === 'listing' ? `l:${subject.listingId}` : `p:${subject.pool}`;
}

/**
 * What the seller pays for what they sell, in integer US cents per unit: per listing (`cost`)
 * and per pool (`pool cost`), in one hash per account; and each order's cost as autopilot
 * knew it when it took the goods (a pool's cost then, or the supplier's answer), read once
 * the sale is recorded so a later change of the pool's cost does not rewrite past sales.
 */
export class CostBook {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async set(accountId: string, subject: CostSubject, centsPerUnit: number): Promise<void> {
    await this.redis.hset(this.costsKey(accountId), fieldOf(subject), String(centsPerUnit));
  }

  /** True when a cost was set and is now cleared. */
  async clear(accountId: string, subject: CostSubject): Promise<boolean> {
    return (await this.redis.hdel(this.costsKey(accountId), fieldOf(subject))) === 1;
  }

  /** Cents per unit, or null when none was set. */
  async get(accountId: string, subject: CostSubject): Promise<number | null> {
    return centsOrNull(await this.redis.hget(this.costsKey(accountId), fieldOf(subject)));
  }

  /** Every pool's cost per code, by pool name. */
  async poolCosts(accountId: string): Promise<Map<string, number>> {
    const fields = await this.redis.hgetall(this.costsKey(accountId));
    const costs = new Map<string, number>();
    for (const [field, value] of Object.entries(fields)) {
      const cents = centsOrNull(value);
      if (field.startsWith('p:') && cents !== null) costs.set(field.slice(2), cents);
    }
    return costs;
  }

  /** An order's whole cost as autopilot took its goods (not per unit). */
  async recordOrder(accountId: string, orderId: string, cents: number): Promise<void> {
    await this.redis.set(this.orderKey(accountId, orderId), String(cents), 'EX', ORDER_COST_TTL_SECONDS);
  }

  async orderCost(accountId: string, orderId: string): Promise<number | null> {
    return centsOrNull(await this.redis.get(this.orderKey(accountId, orderId)));
  }

  private costsKey(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:costs:${accountId}`;
  }

  private orderKey(accountId: string, orderId: string): string {
    return `${keyScope(this.namespace, accountId)}:order-cost:${accountId}:${orderId}`;
  }
}

function centsOrNull(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const cents = Number(value);
  return Number.isSafeInteger(cents) && cents >= 0 ? cents : null;
}
