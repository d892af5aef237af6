import type { Redis } from 'ioredis';
import type { ChatActor } from './chat-input.js';

/** Kept as long as an order alert can still be edited. */
const RECORD_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Who delivered an order through Hawker, read by the jobs (jobs/delivery-records.ts)
 * to name them in the alert's final state. The key is that shared contract.
 */
export async function recordDeliveredBy(redis: Redis, namespace: string, accountId: string, orderId: string, actor: ChatActor, at: number): Promise<void> {
  const key = `${namespace}:delivered-by:${accountId}:${orderId}`;
  await redis
    .multi()
    .hset(key, { by: actor.displayName ?? actor.userId, platform: actor.platform, at: String(at) })
    .expire(key, RECORD_TTL_SECONDS)
    .exec();
}
