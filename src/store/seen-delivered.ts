import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';

/** Member saying a first look was taken, scored above every order so trimming never drops it. */
const BASELINE = '~';
/** Delivered order ids remembered per account, newest first; older ones are below the watermark. */
const SEEN_DELIVERED_KEPT = 200;

export interface DeliveredSeen {
  /** Nothing was looked at before: what the list holds is history, not news. */
  firstLook: boolean;
  ids: Set<string>;
  /** Orders placed before this (ms) are older than every id kept, and ignored. */
  watermark: number;
}

/** The delivered orders the listing watch has counted, per account, for instant-sale detection. */
export class SeenDelivered {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async read(accountId: string): Promise<DeliveredSeen> {
    const kept = await this.redis.zrange(seenDeliveredKey(this.namespace, accountId), 0, -1, 'WITHSCORES');
    const ids = new Set<string>();
    for (let index = 0; index < kept.length; index += 2) if (kept[index] !== BASELINE) ids.add(kept[index] as string);
    const watermark = kept.length / 2 > SEEN_DELIVERED_KEPT ? Number(kept[1]) : Number.NEGATIVE_INFINITY;
    return { firstLook: kept.length === 0, ids, watermark };
  }

  /** Remembers these orders (by when each was placed, ms) and the first look; only the newest are kept. */
  async add(accountId: string, orders: readonly { id: string; placedAt: number }[]): Promise<void> {
    const key = seenDeliveredKey(this.namespace, accountId);
    const transaction = this.redis.multi().zadd(key, '+inf', BASELINE);
    for (const order of orders) transaction.zadd(key, order.placedAt, order.id);
    transaction.zremrangebyrank(key, 0, -(SEEN_DELIVERED_KEPT + 2));
    await transaction.exec();
  }

  async forget(accountId: string): Promise<void> {
    await this.redis.del(seenDeliveredKey(this.namespace, accountId));
  }
}

/** Sorted set of delivered order ids by when placed, capped, with the first-look marker. */
export function seenDeliveredKey(namespace: string, accountId: string): string {
  return `${keyScope(namespace, accountId)}:jobs:delivered:${accountId}`;
}
