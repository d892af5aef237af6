import { z } from 'zod';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { parseStored } from './stored-json.js';

/** The readers' consumer group: every worker reads in it, so each entry goes to one worker at a time. */
const GROUP = 'workers';

/**
 * Far more than a backlog ever holds (an entry is a take a person made): a cap so an outbox
 * nobody drains for months cannot fill Redis. Trimmed approximately, oldest first.
 */
const MAX_ENTRIES = 100_000;

/** An event the core raised for the worker to send: what `emitEvent` takes. Never goods, codes, keys or secrets. */
const outboxEventSchema = z.object({
  accountId: z.string(),
  type: z.string(),
  /** The fact it reports: the event's id is derived from it, so the same entry raised twice is one event. */
  subject: z.string(),
  /** The order it belongs to (its events reach each endpoint in order), or null. */
  sequence: z.string().nullable(),
  /** When it happened (ms, marketplace time): the event's `created_at`. */
  at: z.number(),
  data: z.record(z.string(), z.unknown()),
});
export type OutboxEvent = z.infer<typeof outboxEventSchema>;

export interface OutboxEntry {
  /** The stream entry's id, acknowledged once the event is raised. */
  id: string;
  /** Null for an entry no longer readable (deleted meanwhile, or written otherwise): acknowledged without raising anything. */
  event: OutboxEvent | null;
}

const streamEntries = z.array(z.tuple([z.string(), z.array(z.string()).nullable()]));

/**
 * Webhook events raised where no queue is (the bot process: `take`), for the worker to raise
 * through `emitEvent`: `<ns>:webhook-outbox`, a stream read by the consumer group `workers`.
 * An entry stays until a worker acknowledges it (then it is deleted): one read but never
 * acknowledged (its worker died, or it waits for something) is read again by any worker once
 * it has been idle `idleMs`, and raised with the same id. One key, touched one at a time:
 * nothing here needs a hash tag, and the stream is read by a blocking read, not per poll.
 */
export class WebhookOutbox {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async record(event: OutboxEvent): Promise<void> {
    await this.redis.xadd(this.key(), 'MAXLEN', '~', MAX_ENTRIES, '*', 'event', JSON.stringify(event));
  }

  /**
   * The next entries for `consumer`: first those read before and left idle at least `idleMs`
   * (taken over from whoever held them), else new ones, waiting up to `blockMs` for one.
   * Blocks its connection meanwhile: the worker reads on a connection of its own.
   */
  async read(consumer: string, options: { blockMs: number; idleMs: number; count: number }): Promise<OutboxEntry[]> {
    const stale = await this.withGroup(() =>
      this.redis.call('XAUTOCLAIM', this.key(), GROUP, consumer, options.idleMs, '0-0', 'COUNT', options.count),
    );
    const claimed = entriesOf((stale as unknown[] | null)?.[1]);
    if (claimed.length > 0) return claimed;
    const fresh = await this.withGroup(() =>
      this.redis.call('XREADGROUP', 'GROUP', GROUP, consumer, 'COUNT', options.count, 'BLOCK', options.blockMs, 'STREAMS', this.key(), '>'),
    );
    const [stream] = (fresh as [string, unknown][] | null) ?? [];
    return entriesOf(stream?.[1]);
  }

  /** Raised: the entries go for good. */
  async ack(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.redis
      .multi()
      .xack(this.key(), GROUP, ...ids)
      .xdel(this.key(), ...ids)
      .exec();
  }

  /** Entries no worker has read yet (a drain waits for them; those read and left waiting are not counted). */
  async unread(): Promise<number> {
    const results = await this.redis.multi().xlen(this.key()).call('XPENDING', this.key(), GROUP).exec();
    const length = Number(results?.[0]?.[1] ?? 0);
    // No group yet (no worker ever read): nothing is pending, every entry is unread.
    const pending = results?.[1]?.[0] === null ? Number((results[1][1] as unknown[] | null)?.[0] ?? 0) : 0;
    return Math.max(0, length - pending);
  }

  /** A worker stopping: its consumer goes, unless it still holds entries (another worker takes those over first). */
  async leave(consumer: string): Promise<void> {
    const held = (await this.redis.call('XPENDING', this.key(), GROUP, '-', '+', 1, consumer).catch(() => [])) as unknown[];
    if (held.length === 0) await this.redis.call('XGROUP', 'DELCONSUMER', this.key(), GROUP, consumer).catch(() => 0);
  }

  /** Runs `read`, creating the group first when there is none (the first worker ever, or the key deleted). */
  private async withGroup(read: () => Promise<unknown>): Promise<unknown> {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOGROUP')) throw error;
      // From the stream's start: entries recorded before any worker read are read too.
      await this.redis.call('XGROUP', 'CREATE', this.key(), GROUP, '0', 'MKSTREAM').catch((created: unknown) => {
        if (!(created instanceof Error) || !created.message.startsWith('BUSYGROUP')) throw created;
      });
      return read();
    }
  }

  private key(): string {
    return `${this.namespace}:webhook-outbox`;
  }
}

/** Stream entries as Redis returns them: `[id, [field, value, …]]`, the fields null for one deleted meanwhile. */
function entriesOf(raw: unknown): OutboxEntry[] {
  const parsed = streamEntries.safeParse(raw ?? []);
  if (!parsed.success) return [];
  return parsed.data.map(([id, fields]) => {
    const at = fields?.indexOf('event') ?? -1;
    const json = at < 0 ? undefined : fields?.[at + 1];
    return { id, event: json === undefined ? null : parseStored(json, outboxEventSchema) };
  });
}
