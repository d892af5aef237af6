import type { RedisConnection } from '../runtime/redis-connection.js';
import { z } from 'zod';
import type { ChatActor } from '../domain/chat-input.js';
import type { AutopilotDelivery } from './alerted-order.js';
import { keyScope } from './key-scope.js';

/** Who delivered, as records name autopilot (`by` stays a name for readers that know nothing of autopilot). */
export const AUTOPILOT_DELIVERER = 'autopilot';

const autopilotDelivery: z.ZodType<AutopilotDelivery> = z.object({
  elapsedMs: z.number().nullable(),
  waitedMs: z.number().exactOptional(),
  masked: z.array(z.string()),
});

/** Kept as long as an order alert can still be edited. */
const RECORD_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Who delivered an order through Hawker: the core's deliver flow records it when the
 * marketplace accepts a delivery, autopilot when it delivered; the jobs name them in the
 * alert's final state. A hash `{by, platform, at}` per order, and `autopilot` (JSON
 * `{elapsedMs, waitedMs?, masked}`: masked codes only) for autopilot's.
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

  async recordAutopilot(accountId: string, orderId: string, delivery: AutopilotDelivery, at: number): Promise<void> {
    const key = this.key(accountId, orderId);
    await this.redis
      .multi()
      .hset(key, { by: AUTOPILOT_DELIVERER, platform: AUTOPILOT_DELIVERER, at: String(at), autopilot: JSON.stringify(delivery) })
      .expire(key, RECORD_TTL_SECONDS)
      .exec();
  }

  /** Who delivered it through Hawker (and how, when autopilot did), or null when Hawker did not. */
  async delivery(accountId: string, orderId: string): Promise<{ by: string; autopilot: AutopilotDelivery | null } | null> {
    const [by, autopilot] = await this.redis.hmget(this.key(accountId, orderId), 'by', 'autopilot');
    if (by === null || by === undefined || by === '') return null;
    return { by, autopilot: autopilot ? (autopilotDelivery.safeParse(JSON.parse(autopilot)).data ?? null) : null };
  }

  private key(accountId: string, orderId: string): string {
    return `${keyScope(this.namespace, accountId)}:delivered-by:${accountId}:${orderId}`;
  }
}
