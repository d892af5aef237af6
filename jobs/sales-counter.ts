import type { Redis } from 'ioredis';

/**
 * Instant sales per account, for the `account` command: a hash
 * `${namespace}:sales:${accountId}` with the field `instant` (count) and `lastAt` (ms).
 */
export function salesKey(namespace: string, accountId: string): string {
  return `${namespace}:sales:${accountId}`;
}

export class SalesCounter {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  async addInstant(accountId: string, count: number, at: number): Promise<void> {
    if (count <= 0) return;
    await this.redis.multi().hincrby(salesKey(this.namespace, accountId), 'instant', count).hset(salesKey(this.namespace, accountId), 'lastAt', String(at)).exec();
  }
}
