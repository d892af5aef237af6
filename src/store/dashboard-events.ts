import { z } from 'zod';
import type { WaitingOrder } from '../domain/reply.js';
import type { Logger } from '../log/logger.js';
import { duplicateRedis, type RedisConnection } from '../runtime/redis-connection.js';

/** How an order stopped waiting, as the dashboard shows it. */
export type OrderDoneOutcome = 'delivered' | 'taken' | 'gone' | 'autopilot';

/**
 * What an open dashboard page hears of its shop: an order now waits (the order as the
 * `orders` command's data shows it), or no longer does. Never goods, codes or keys.
 */
export type DashboardEvent = { type: 'order.waiting'; order: WaitingOrder } | { type: 'order.done'; order: OrderDone };

/**
 * An order that stopped waiting: how, and who and when where that is known, so a page keeps the
 * card as "Delivered by … at …" (`by` null: autopilot or an unnamed person; `at` null: not said).
 */
export interface OrderDone {
  id: string;
  outcome: OrderDoneOutcome;
  by: string | null;
  at: string | null;
}

const waitingOrder = z.object({
  id: z.string(),
  title: z.string().nullable(),
  listing_id: z.string().nullable(),
  // Events a worker of the release before sent carry no category.
  category: z.string().nullable().default(null),
  quantity: z.number().nullable(),
  price_cents: z.number().nullable(),
  created_at: z.string().nullable(),
  deadline_at: z.string().nullable(),
  seconds_left: z.number().nullable(),
  buyer_inputs: z.array(z.object({ label: z.string(), value: z.string() })),
});
const dashboardEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order.waiting'), order: waitingOrder }),
  z.object({
    type: z.literal('order.done'),
    order: z.object({
      id: z.string(),
      outcome: z.enum(['delivered', 'taken', 'gone', 'autopilot']),
      // Events a worker of the release before sent say neither who nor when.
      by: z.string().nullable().default(null),
      at: z.string().nullable().default(null),
    }),
  }),
]);

export type DashboardEventListener = (event: DashboardEvent) => void;

/**
 * The dashboard's live events, one Redis pub/sub channel per shop under the namespace. The
 * worker (an order alerted, an order settled) and the core (`take`, `deliver`) publish; each
 * API server listens through one subscriber connection of its own. Plain PUBLISH and
 * SUBSCRIBE: on a Redis Cluster a message reaches subscribers on every node. A message sent
 * while nobody listens is gone, as a page that was closed has nothing to catch up on: it reads
 * the waiting orders when it opens.
 */
export class DashboardEvents {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async publish(accountId: string, event: DashboardEvent): Promise<void> {
    await this.redis.publish(this.channel(accountId), JSON.stringify(event));
  }

  orderWaiting(accountId: string, order: WaitingOrder): Promise<void> {
    return this.publish(accountId, { type: 'order.waiting', order });
  }

  orderDone(accountId: string, done: OrderDone): Promise<void> {
    return this.publish(accountId, { type: 'order.done', order: done });
  }

  /** A listener's end of the events: one subscriber connection, opened at the first listener and closed with the feed. */
  feed(logger: Logger): DashboardEventFeed {
    return new DashboardEventFeed(this.redis, (accountId) => this.channel(accountId), logger);
  }

  private channel(accountId: string): string {
    return `${this.namespace}:dashboard-events:${accountId}`;
  }
}

/**
 * One process's subscription: every listener of a shop shares its channel, subscribed while
 * the shop has at least one and unsubscribed after its last, and each message is parsed once
 * and handed to all of them as the same object.
 */
export class DashboardEventFeed {
  private connection: RedisConnection | null = null;
  private readonly listeners = new Map<string, Set<DashboardEventListener>>();
  private readonly subscribed = new Map<string, Promise<unknown>>();
  private readonly accountOf = new Map<string, string>();
  private closed = false;

  constructor(
    private readonly redis: RedisConnection,
    private readonly channel: (accountId: string) => string,
    private readonly logger: Logger,
  ) {}

  /** Starts hearing the shop's events; resolves once Redis has the subscription. Returns what stops it. */
  async listen(accountId: string, listener: DashboardEventListener): Promise<() => void> {
    if (this.closed) throw new Error('the dashboard event feed is closed');
    let own = this.listeners.get(accountId);
    if (!own) {
      own = new Set();
      this.listeners.set(accountId, own);
      const channel = this.channel(accountId);
      this.accountOf.set(channel, accountId);
      this.subscribed.set(accountId, this.subscriber().subscribe(channel));
    }
    own.add(listener);
    await this.subscribed.get(accountId);
    return () => this.stop(accountId, listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const connection = this.connection;
    this.connection = null;
    if (connection) await connection.quit().catch(() => connection.disconnect());
  }

  private stop(accountId: string, listener: DashboardEventListener): void {
    const own = this.listeners.get(accountId);
    if (!own?.delete(listener) || own.size > 0) return;
    this.listeners.delete(accountId);
    this.subscribed.delete(accountId);
    const channel = this.channel(accountId);
    this.accountOf.delete(channel);
    // Commands on one connection run in order: a listen that comes after subscribes again after this.
    void this.connection?.unsubscribe(channel).catch(() => undefined);
  }

  private subscriber(): RedisConnection {
    if (this.connection) return this.connection;
    const connection = duplicateRedis(this.redis, {});
    connection.on('message', (channel: string, message: string) => this.deliver(channel, message));
    // ioredis reconnects and subscribes again by itself; a page misses what was published meanwhile.
    connection.on('error', (error: Error) => this.logger.warn({ err: error.message }, 'dashboard event subscriber'));
    this.connection = connection;
    return connection;
  }

  private deliver(channel: string, message: string): void {
    const accountId = this.accountOf.get(channel);
    const own = accountId === undefined ? undefined : this.listeners.get(accountId);
    if (!own) return;
    let event: DashboardEvent;
    try {
      const parsed = dashboardEvent.safeParse(JSON.parse(message));
      if (!parsed.success) return;
      event = parsed.data;
    } catch {
      return;
    }
    for (const listener of own) listener(event);
  }
}
