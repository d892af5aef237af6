import type { RedisConnection } from '../runtime/redis-connection.js';
import type { ChatActor } from '../core/chat-input.js';
import { keyScope } from './key-scope.js';

/** Kept as long as an order alert can still be edited. */
const RECORD_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Who delivered an order through Hawker: the core's deliver flow records it when the
 * marketplace accepts a delivery; the jobs name them in the alert's final state.
 * A hash `{by, platform, at}` per order.
 */
export class DeliveredByStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async record(accountId: string, orderId: string, actor: ChatActor, at: number): Promise<void> {
    const key = this.key(accountId, orderId);
    await this.redis
      .multi()
      .hset(key, { by: actor.displayName ?? actor.userId, platform: actor.platform, at: String(at) })
      .expire(key, RECORD_TTL_SECONDS)
      .exec();
  }

  /** The display name of whoever delivered it through Hawker, or null when Hawker did not. */
  async deliveredBy(accountId: string, orderId: string): Promise<string | null> {
    const by = await this.redis.hget(this.key(accountId, orderId), 'by');
    return by === null || by === '' ? null : by;
  }

  private key(accountId: string, orderId: string): string {
    return `${keyScope(this.namespace, accountId)}:delivered-by:${accountId}:${orderId}`;
  }
}
