import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';

/**
 * The unit ids of gift cards created through Hawker, as their create call answered them.
 * The interface has no read of a gift card's units, so these are the only ids Hawker can
 * show or complete from a prefix. Ids only, never the codes. A hash per account:
 * listing id → unit ids joined by commas.
 */
export class GiftCardUnitStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async remember(accountId: string, listingId: string, unitIds: readonly string[]): Promise<void> {
    if (unitIds.length === 0) return;
    await this.redis.hset(this.key(accountId), listingId, unitIds.join(','));
  }

  async unitIds(accountId: string, listingId: string): Promise<string[]> {
    const joined = await this.redis.hget(this.key(accountId), listingId);
    return joined === null || joined === '' ? [] : joined.split(',');
  }

  /** After a removal the marketplace accepted: the unit is gone from the pool. */
  async forgetUnit(accountId: string, listingId: string, unitId: string): Promise<void> {
    const left = (await this.unitIds(accountId, listingId)).filter((id) => id !== unitId);
    if (left.length === 0) await this.redis.hdel(this.key(accountId), listingId);
    else await this.redis.hset(this.key(accountId), listingId, left.join(','));
  }

  private key(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:gift-card-units:${accountId}`;
  }
}
