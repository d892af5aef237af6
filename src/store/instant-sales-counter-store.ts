import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';

export interface InstantSales {
  count: number;
  /** When the last one was counted (ms): written with every count. */
  lastAt: number;
}

/**
 * Instant sales per account: the listing watch counts them, the `account` command shows them.
 * A hash per account with the field `instant` (count) and `lastAt` (ms).
 */
export class InstantSalesCounterStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async add(accountId: string, count: number, at: number): Promise<void> {
    if (count <= 0) return;
    const key = this.key(accountId);
    await this.redis.multi().hincrby(key, 'instant', count).hset(key, 'lastAt', String(at)).exec();
  }

  /** Null before the listing watch counted any for this account. */
  async read(accountId: string): Promise<InstantSales | null> {
    const fields = await this.redis.hgetall(this.key(accountId));
    if (fields.instant === undefined) return null;
    return { count: Number(fields.instant), lastAt: Number(fields.lastAt) };
  }

  private key(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:sales:${accountId}`;
  }
}
