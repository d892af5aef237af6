import type { Redis } from 'ioredis';

/**
 * Who delivered an order through Hawker. The core's deliver flow writes
 * `${namespace}:delivered-by:${accountId}:${orderId}` as a hash `{by, platform, at}`
 * when the marketplace accepts a delivery; the final state of the alert names them.
 */
export function deliveredByKey(namespace: string, accountId: string, orderId: string): string {
  return `${namespace}:delivered-by:${accountId}:${orderId}`;
}

export class DeliveryRecords {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  /** The display name of whoever delivered it through Hawker, or null when Hawker did not. */
  async deliveredBy(accountId: string, orderId: string): Promise<string | null> {
    const by = await this.redis.hget(deliveredByKey(this.namespace, accountId, orderId), 'by');
    return by === null || by === '' ? null : by;
  }
}
