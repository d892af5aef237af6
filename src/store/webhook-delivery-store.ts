import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';
import { parseStored } from './stored-json.js';

/** Why an attempt got no 2xx: an answer's status, or what kept the call from getting one. */
const DELIVERY_PROBLEMS = ['status', 'timeout', 'unreachable', 'refused-address', 'redirected', 'too-large'] as const;

const deliverySchema = z.object({
  /** What `webhooks replay` and `webhooks log` name. */
  id: z.string(),
  /** The event's id, sent as `webhook-id`: the same on every attempt of one event. */
  eventId: z.string(),
  type: z.string(),
  at: z.number(),
  attempt: z.number().int().positive(),
  /** The answer's HTTP status; null when no answer came. */
  status: z.number().int().nullable(),
  /** Null when the receiver answered 2xx. */
  problem: z.enum(DELIVERY_PROBLEMS).nullable(),
  latencyMs: z.number().int().nonnegative(),
});
export type WebhookDelivery = z.infer<typeof deliverySchema>;

/** Enough of an endpoint's history to see what went wrong lately; older attempts drop off. */
const KEPT_PER_ENDPOINT = 50;

/**
 * Each webhook endpoint's latest attempts, newest first: `<ns>:{g}:webhook-log:<account>:<number>`
 * (a list of JSON, capped at 50). An entry names the event and what became of the call, never
 * its body or the secrets that signed it.
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
