import type { RedisConnection } from '../runtime/redis-connection.js';
import { ORDER_CLAIM_TTL_SECONDS } from './order-claim.js';
import type { DeliveryOutcome } from '../core/reply.js';
import { keyScope } from './key-scope.js';

/**
 * What an HTTP API deliver of an order ended in, kept as long as the order's delivery claim,
 * so a repeated call (a client retrying after a lost answer) is answered with the first
 * call's outcome instead of a refusal.
 */
export class ApiDeliveryStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async record(accountId: string, orderId: string, outcome: DeliveryOutcome): Promise<void> {
    await this.redis.set(this.key(accountId, orderId), outcome, 'EX', ORDER_CLAIM_TTL_SECONDS);
  }

  async outcome(accountId: string, orderId: string): Promise<DeliveryOutcome | null> {
    return (await this.redis.get(this.key(accountId, orderId))) as DeliveryOutcome | null;
  }

  private key(accountId: string, orderId: string): string {
    return `${keyScope(this.namespace, accountId)}:api-delivery:${accountId}:${orderId}`;
  }
}
