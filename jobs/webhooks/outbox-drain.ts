import { randomUUID } from 'node:crypto';
import type { OutboxEntry, OutboxEvent, WebhookOutbox } from '../../src/store/webhook-outbox.js';
import type { JobContext } from '../job-context.js';
import { emitEvent } from './emit-event.js';

/** Entries one read takes. */
const BATCH = 100;

/** After Redis failed a read, the loop waits this long before the next: it does not spin while Redis is away. */
const PAUSE_AFTER_FAILURE_MS = 1_000;

/**
 * How long an order's event waits for a poll to see the order first (its `order.awaiting_delivery`
 * is raised then, and must arrive before it): a shop with an order to take is polled every few
 * seconds, so only a shop whose polling stopped (alerts off, key refused) waits this long, and
 * then it goes anyway.
 */
const WAIT_FOR_POLL_MS = 10 * 60_000;

export interface OutboxDrain {
  /** Entries read and being raised now: a drain waits for them. */
  inFlight(): number;
  /** Stops reading (cutting a read that waits short) and resolves once the loop has ended. */
  stop(): Promise<void>;
}

/**
 * Raises the events the bot left in the outbox through `emitEvent`, as soon as they come: a
 * blocking read on a connection of the outbox's own (`interrupt` closes it). An entry is
 * acknowledged only once raised, so a worker dying in between leaves it to be read again,
 * and raised with the same id (derived from its subject): at least once, never twice as
 * two events.
 */
export function drainWebhookOutbox(ctx: JobContext, outbox: WebhookOutbox, interrupt: () => void): OutboxDrain {
  const consumer = `worker-${randomUUID()}`;
  let stopping = false;
  let reading = false;
  let raising = 0;
  const read = { blockMs: ctx.config.webhookOutboxRecheckMs, idleMs: ctx.config.webhookOutboxRecheckMs, count: BATCH };

  const turn = async () => {
    reading = true;
    const entries = await outbox.read(consumer, read).finally(() => (reading = false));
    raising = entries.length;
    try {
      const done: string[] = [];
      for (const entry of entries) if (await raised(ctx, entry)) done.push(entry.id);
      await outbox.ack(done);
    } finally {
      raising = 0;
    }
  };

  const loop = (async () => {
    while (!stopping) {
      try {
        await turn();
      } catch (error) {
        if (stopping) break;
        ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'webhook outbox read failed');
        await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_FAILURE_MS));
      }
    }
    // On the worker's own connection: the reading one may be cut already.
    await ctx.stores.webhookOutbox.leave(consumer).catch(() => undefined);
  })();

  return {
    inFlight: () => raising,
    async stop() {
      stopping = true;
      // A read waiting for an entry holds its connection: cut it. Raising, the batch is finished first.
      if (reading) interrupt();
      await loop;
    },
  };
}

/** True once the entry's event is raised (or it holds none); false while it waits for a poll to see its order. */
async function raised(ctx: JobContext, entry: OutboxEntry): Promise<boolean> {
  const { event } = entry;
  if (event === null) return true;
  if (!(await orderSeen(ctx, event)) && ctx.config.now() - event.at < WAIT_FOR_POLL_MS) return false;
  await emitEvent(ctx, event.accountId, event.type, event.subject, event.data, event.sequence, event.at);
  return true;
}

/**
 * Whether the order's earlier events are raised: a poll marked it open (after raising its
 * `order.awaiting_delivery`) or settled it. A person may take an order the moment the
 * marketplace lists it, before any poll: then the event waits for the poll.
 */
async function orderSeen(ctx: JobContext, event: OutboxEvent): Promise<boolean> {
  if (event.sequence === null) return true;
  if ((await ctx.ledger.openOrderIds(event.accountId)).has(event.sequence)) return true;
  return (await ctx.ledger.get(event.accountId, event.sequence))?.final != null;
}
