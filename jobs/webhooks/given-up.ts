import { newDeliveryId } from '../../src/core/webhooks/send-to-endpoint.js';
import type { WebhookDelivery } from '../../src/store/webhook-delivery-store.js';
import type { JobContext } from '../job-context.js';
import type { WebhookJobData } from '../job-names.js';

/**
 * The event is given up: the endpoint's log says so (`webhooks log` shows it, `webhooks`
 * counts it, `webhooks replay` sends it again), with the attempts made and what the last one
 * got. `last` is that attempt, or null when this job made none (it waited behind an earlier
 * event of its order all day).
 */
export async function logGivenUp(ctx: JobContext, data: WebhookJobData, last: WebhookDelivery | null): Promise<void> {
  ctx.logger.warn(
    { accountId: data.accountId, endpoint: data.endpoint, event: data.event.id, attempts: data.attempt },
    'webhook event given up a day after it happened',
  );
  await ctx.stores.webhookDeliveries.record(data.accountId, data.endpoint, {
    id: newDeliveryId(),
    eventId: data.event.id,
    type: data.event.type,
    at: ctx.config.now(),
    attempt: last === null ? data.attempt - 1 : last.attempt,
    status: last?.status ?? null,
    problem: last === null ? 'waited' : last.problem,
    latencyMs: 0,
    event: data.event,
    givenUp: true,
  });
}
