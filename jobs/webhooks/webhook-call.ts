import { DelayedError, type Job } from 'bullmq';
import { sendToEndpoint } from '../../src/core/webhooks/send-to-endpoint.js';
import type { WebhookDelivery } from '../../src/store/webhook-delivery-store.js';
import type { WebhookEndpoint } from '../../src/store/webhook-endpoint-store.js';
import type { JobContext } from '../job-context.js';
import type { WebhookJobData } from '../job-names.js';
import type { JobsConfig } from '../jobs-config.js';
import { logGivenUp } from './given-up.js';

/** Longer than one call may take (10 s): a lease outlives its call, and runs out soon after a worker dies holding it. */
const LEASE_MS = 30_000;

/** An event is tried this long after it happened, then given up: by then what it reports is old news. */
const RETRY_WINDOW_MS = 24 * 60 * 60_000;

/**
 * How long an order's sequence of events is kept per endpoint: past its events' retries, and
 * as long as a job id is kept (a day), so an event raised again is neither sent nor waited for twice.
 */
export const SEQUENCE_KEPT_MS = RETRY_WINDOW_MS + 60 * 60_000;

/** An endpoint whose every attempt failed this long is switched off and its owner told. */
const DISABLE_AFTER_MS = 3 * 24 * 60 * 60_000;

/**
 * One attempt to deliver an event to one endpoint, logged in its delivery log. Each endpoint
 * takes one call at a time (a lease in Redis): a job that finds its endpoint busy waits in
 * BullMQ's delayed set until the call ahead of it is done, so a slow receiver holds up only
 * its own events. A failed attempt queues the next one (exponential backoff, full jitter) while the
 * event is under a day old; an endpoint failing for three days is switched off.
 */
export async function processWebhookCall(ctx: JobContext, job: Job, token: string | undefined, data: WebhookJobData): Promise<void> {
  const { accountId, endpoint: number, event } = data;
  const endpoint = await ctx.stores.webhooks.endpoint(accountId, number);
  // Removed or switched off since the event was queued: the seller asked for nothing more to go there.
  if (endpoint === null || !endpoint.enabled) return finish(ctx, data);
  if (data.sequence !== undefined && !(await ctx.webhookSends.isNext(accountId, number, data.sequence, event.id))) {
    // An earlier event of the order is still being tried: wait behind it, within the day this one is tried.
    if (ctx.config.now() - Date.parse(event.created_at) > RETRY_WINDOW_MS) return giveUp(ctx, data, null);
    return waitBehind(ctx, job, token, data, data.sequence);
  }
  const holder = job.id ?? `${number}:${event.id}:${data.attempt}`;
  if (!(await ctx.webhookSends.lease(accountId, number, holder, LEASE_MS))) return waitForLease(ctx, job, token, data);
  const parts = {
    client: ctx.signedHttp,
    endpoints: ctx.stores.webhooks,
    deliveries: ctx.stores.webhookDeliveries,
    now: () => ctx.config.now(),
  };
  let delivery: WebhookDelivery;
  try {
    delivery = await sendToEndpoint(parts, accountId, endpoint, event, data.attempt);
  } finally {
    await ctx.webhookSends.release(accountId, number, holder);
    await wakeLeaseWaiter(ctx, accountId, number);
  }
  if (delivery.problem === null) {
    await ctx.webhookSends.clearFailing(accountId, number);
    return finish(ctx, data);
  }
  const now = ctx.config.now();
  const failingSince = await ctx.webhookSends.failed(accountId, number, now);
  if (now - failingSince >= DISABLE_AFTER_MS) {
    await switchOff(ctx, accountId, endpoint, failingSince);
    return finish(ctx, data);
  }
  const delayMs = retryDelay(ctx.config, data.attempt);
  if (now + delayMs - Date.parse(event.created_at) > RETRY_WINDOW_MS) return giveUp(ctx, data, delivery);
  await ctx.webhooks.retry(data, delayMs);
}

/**
 * The endpoint is busy with another call: back to BullMQ's delayed set (same job, no attempt
 * used, no worker slot held), in line to be woken when the lease is let go;
 * `webhookBusyWaitMs` is only the fallback. The lease is looked at again once this job is
 * delayed, where a wake can reach it: let go in between, nobody would wake it.
 */
async function waitForLease(ctx: JobContext, job: Job, token: string | undefined, data: WebhookJobData): Promise<never> {
  if (job.id !== undefined) await ctx.webhookSends.waitForLease(data.accountId, data.endpoint, job.id);
  await job.moveToDelayed(Date.now() + ctx.config.webhookBusyWaitMs, token);
  if (job.id !== undefined && !(await ctx.webhookSends.leased(data.accountId, data.endpoint))) await ctx.webhooks.wakeJob(job.id);
  throw new DelayedError();
}

/** The lease was let go: the longest-waiting job still in the delayed set goes now (one that already went is passed over). */
async function wakeLeaseWaiter(ctx: JobContext, accountId: string, endpoint: number): Promise<void> {
  for (let waiter = await ctx.webhookSends.nextLeaseWaiter(accountId, endpoint); waiter !== null;) {
    if (await ctx.webhooks.wakeJob(waiter)) return;
    waiter = await ctx.webhookSends.nextLeaseWaiter(accountId, endpoint);
  }
}

/**
 * Waits behind an earlier event of the order: the job that finishes that event wakes this one
 * (`finish`), and `webhookSequenceWaitMs` is only the fallback. The head is looked at again once
 * this job is in the delayed set, where a wake can reach it: an earlier event finished between
 * the first look and the move would otherwise leave this one waiting the whole fallback.
 */
async function waitBehind(ctx: JobContext, job: Job, token: string | undefined, data: WebhookJobData, sequence: string): Promise<never> {
  await job.moveToDelayed(Date.now() + ctx.config.webhookSequenceWaitMs, token);
  if (await ctx.webhookSends.isNext(data.accountId, data.endpoint, sequence, data.event.id))
    await ctx.webhooks.wake(data.accountId, data.endpoint, data.event.id);
  throw new DelayedError();
}

async function giveUp(ctx: JobContext, data: WebhookJobData, last: WebhookDelivery | null): Promise<void> {
  await logGivenUp(ctx, data, last);
  await finish(ctx, data);
}

/** Done with the event (delivered, given up, or its endpoint gone): the next event of its order goes now. */
async function finish(ctx: JobContext, data: WebhookJobData): Promise<void> {
  if (data.sequence === undefined) return;
  const next = await ctx.webhookSends.done(data.accountId, data.endpoint, data.sequence, data.event.id, SEQUENCE_KEPT_MS);
  if (next !== null) await ctx.webhooks.wake(data.accountId, data.endpoint, next);
}

/** Full jitter: anywhere up to the doubled ceiling, so endpoints that failed together are not retried together. */
function retryDelay(config: JobsConfig, attempt: number): number {
  const ceiling = Math.min(config.webhookRetryBaseMs * 2 ** Math.min(attempt - 1, 30), config.webhookRetryMaxMs);
  return Math.round(Math.random() * ceiling);
}

/** The notice first, deduplicated by the failure it reports: a job retried after a crash in between tells the owner once still. */
async function switchOff(ctx: JobContext, accountId: string, endpoint: WebhookEndpoint, failingSince: number): Promise<void> {
  ctx.logger.warn({ accountId, endpoint: endpoint.number }, 'webhook endpoint switched off after three days of failed calls');
  await ctx.notify.notice(
    { accountId, audience: 'owner', notice: { kind: 'webhook_disabled', endpoint: endpoint.number, url: endpoint.url, failingSince } },
    `webhook-disabled.${endpoint.number}.${failingSince}`,
  );
  await ctx.stores.webhooks.setEnabled(accountId, endpoint.number, false);
  await ctx.webhookSends.clearFailing(accountId, endpoint.number);
}
