import { webhookEvent, webhookEventId } from '../../src/core/webhooks/webhook-event.js';
import { endpointWants } from '../../src/core/webhooks/webhook-events.js';
import type { JobContext } from '../job-context.js';
import { SEQUENCE_KEPT_MS } from './webhook-call.js';

/**
 * Raises an event of the shop: built once, queued as one job per enabled endpoint that asked
 * for its type. `subject` names the fact it reports (the order or listing and the state it
 * reached): raised again for the same fact (a step retried, a poll repeated) it has the same
 * id, and the jobs already queued for it stand. Events of one `sequence` (an order) reach each
 * endpoint in the order they were raised. `data` never holds goods, codes or keys. `at` is
 * when it happened (now, unless it waited in the outbox).
 */
export async function emitEvent(
  ctx: JobContext,
  accountId: string,
  type: string,
  subject: string,
  data: Record<string, unknown>,
  sequence: string | null = null,
  at: number = ctx.config.now(),
): Promise<void> {
  const endpoints = (await ctx.stores.webhooks.endpoints(accountId)).filter((endpoint) => endpointWants(endpoint, type));
  if (endpoints.length === 0) return;
  const account = await ctx.stores.accounts.get(accountId);
  if (account === null) return;
  const event = webhookEvent(type, account, data, at, webhookEventId(type, accountId, subject));
  const numbers = endpoints.map((endpoint) => endpoint.number);
  // In line before the jobs exist: a job never runs ahead of an event raised before it.
  if (sequence !== null)
    for (const number of numbers) await ctx.webhookSends.enqueue(accountId, number, sequence, event.id, SEQUENCE_KEPT_MS);
  await ctx.webhooks.send(accountId, numbers, event, sequence);
}
