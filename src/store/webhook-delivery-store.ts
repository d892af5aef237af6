import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';
import { parseStored } from './stored-json.js';

/**
 * Why an attempt got no 2xx: an answer's status, or what kept the call from getting one;
 * `waited` only on an event given up unsent, behind an earlier event of its order.
 */
const DELIVERY_PROBLEMS = ['status', 'timeout', 'unreachable', 'refused-address', 'redirected', 'too-large', 'waited'] as const;

/** An event's body as sent; it holds no secrets, goods or keys (`WebhookEvent`), so it is kept for `webhooks replay`. */
const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  version: z.literal(1),
  created_at: z.string(),
  account: z.object({ id: z.string(), label: z.string() }),
  data: z.record(z.string(), z.unknown()),
});

const deliverySchema = z.object({
  /** What `webhooks replay` and `webhooks log` name. */
  id: z.string(),
  /** The event's id, sent as `webhook-id`: the same on every attempt of one event. */
  eventId: z.string(),
  type: z.string(),
  at: z.number(),
  /** The attempt's number; on an entry given up, how many attempts were made (0 when it waited unsent). */
  attempt: z.number().int().nonnegative(),
  /** The answer's HTTP status; null when no answer came. */
  status: z.number().int().nullable(),
  /** Null when the receiver answered 2xx. */
  problem: z.enum(DELIVERY_PROBLEMS).nullable(),
  latencyMs: z.number().int().nonnegative(),
  /** The body sent (absent in entries logged before replays); never the secrets that signed it. */
  event: eventSchema.optional(),
  /**
   * Set on the entry logged when the event was given up, a day after it happened: not an
   * attempt, but what became of the event (its status and problem are its last attempt's).
   */
  givenUp: z.literal(true).optional(),
});
export type WebhookDelivery = z.infer<typeof deliverySchema>;

/** Enough of an endpoint's history to see what went wrong lately, and to replay from; older attempts drop off. */
export const KEPT_PER_ENDPOINT = 50;

/**
 * Each webhook endpoint's latest attempts, newest first: `<ns>:{g}:webhook-log:<account>:<number>`
 * (a list of JSON, capped at 50). An entry names the event and what became of the call, with
 * the body sent (`webhooks replay` sends it again), never the secrets that signed it.
 */
export class WebhookDeliveryStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async record(accountId: string, endpoint: number, delivery: WebhookDelivery): Promise<void> {
    await this.redis
      .multi()
      .lpush(this.key(accountId, endpoint), JSON.stringify(delivery))
      .ltrim(this.key(accountId, endpoint), 0, KEPT_PER_ENDPOINT - 1)
      .exec();
  }

  async latest(accountId: string, endpoint: number, limit: number): Promise<WebhookDelivery[]> {
    const raw = await this.redis.lrange(this.key(accountId, endpoint), 0, limit - 1);
    return raw.flatMap((entry) => parseStored(entry, deliverySchema) ?? []);
  }

  /** `webhooks remove`: the endpoint's history goes with it. */
  async forget(accountId: string, endpoint: number): Promise<void> {
    await this.redis.del(this.key(accountId, endpoint));
  }

  private key(accountId: string, endpoint: number): string {
    return `${keyScope(this.namespace, accountId)}:webhook-log:${accountId}:${endpoint}`;
  }
}
