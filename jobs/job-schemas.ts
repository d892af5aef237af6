import { UnrecoverableError, type Job } from 'bullmq';
import { z } from 'zod';
import { STOP_REASONS } from '../src/store/stop-loss-store.js';
import type { Message } from '../src/i18n/index.js';
import { switchSummarySchema } from '../src/store/switch-summary.js';
import type { FinalOutcome, OrderFacts } from '../src/store/alerted-order.js';
import type { WebhookEvent } from '../src/core/webhooks/webhook-event.js';
import type {
  AlertJobData,
  AutopilotJobData,
  FinalJobData,
  Notice,
  NoticeJobData,
  SweepJobData,
  WatchdogJobData,
  WebhookJobData,
} from './job-names.js';

/**
 * The schema of every job's data, checked against the types producers use (`z.ZodType<T>`):
 * a job queued by an older or newer Hawker, or by hand, is read as data, never trusted as a cast.
 */
const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();
/** A sentence kept as its key and arguments, worded when sent; plain text in jobs queued before it was one. */
const message: z.ZodType<Message> = z.object({
  key: z.string(),
  args: z.record(z.string(), z.union([z.string(), z.number()])).exactOptional(),
});
const wording = z.union([message, z.string()]);

export const sweepJobData: z.ZodType<SweepJobData> = z.object({
  kind: z.enum(['orders', 'listings', 'countdowns', 'accounts', 'guard', 'digests', 'imports']),
});

const orderFacts: z.ZodType<OrderFacts> = z.object({
  accountId: z.string(),
  accountLabel: nullableString,
  orderId: z.string(),
  title: nullableString,
  quantity: nullableNumber,
  priceCents: nullableNumber,
  deadlineAt: nullableNumber,
  offerId: nullableString,
  createdAt: nullableNumber,
  buyerInputs: z.array(z.object({ label: z.string(), value: z.string(), key: z.string().exactOptional() })).exactOptional(),
});

export const alertJobData: z.ZodType<AlertJobData> = z.object({ order: orderFacts });

const finalOutcome: z.ZodType<FinalOutcome> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('delivered'),
    by: nullableString,
    autopilot: z.object({ elapsedMs: nullableNumber, waitedMs: z.number().exactOptional(), masked: z.array(z.string()) }).exactOptional(),
  }),
  z.object({ kind: z.literal('cancelled'), deadlinePassed: z.boolean() }),
]);

export const finalJobData: z.ZodType<FinalJobData> = z.object({ accountId: z.string(), orderId: z.string(), outcome: finalOutcome });

const listing = { listingId: z.string(), title: z.string() };
const category = { category: nullableString.exactOptional() };
const notice: z.ZodType<Notice> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('listing_changes_requested'), ...listing, reasonCode: nullableString, note: nullableString, ...category }),
  z.object({ kind: z.literal('listing_removed'), ...listing }),
  z.object({ kind: z.literal('listing_sold_out'), ...listing, ...category }),
  z.object({ kind: z.literal('listing_low_stock'), ...listing, stock: z.number(), threshold: z.number(), ...category }),
  z.object({
    kind: z.literal('instant_sale'),
    orderId: z.string(),
    title: nullableString,
    quantity: nullableNumber,
    priceCents: nullableNumber,
  }),
  z.object({ kind: z.literal('keep_stock_short'), ...listing, pool: z.string(), units: z.number(), onSale: z.number() }),
  z.object({ kind: z.literal('keep_stock_removed'), ...listing, pool: z.string(), exposed: z.number() }),
  z.object({ kind: z.literal('away_switch'), direction: z.enum(['away', 'back']), summary: z.union([z.string(), switchSummarySchema]) }),
  z.object({
    kind: z.literal('order_lost'),
    orderId: z.string(),
    title: nullableString,
    listingId: nullableString,
    cameInAt: nullableNumber,
    deadlineAt: nullableNumber,
    calls: z.array(z.object({ at: z.number(), who: wording })),
    awayAction: nullableString,
  }),
  z.object({
    kind: z.literal('sales_digest'),
    localDay: z.string(),
    orders: z.number(),
    units: z.number(),
    revenueCents: z.number(),
    estimatedCents: z.number(),
    lost: z.number(),
    autopilot: z.number().exactOptional(),
    /** Gross profit of the orders whose cost is known, and how many are not; absent in notices queued before costs were kept. */
    profitCents: z.number().exactOptional(),
    costedCents: z.number().exactOptional(),
    costUnknown: z.number().exactOptional(),
  }),
  z.object({ kind: z.literal('pool_low'), pool: z.string(), left: z.number(), lowWater: z.number() }),
  z.object({ kind: z.literal('autopilot_paused'), listingId: z.string(), title: z.string(), reason: z.enum(STOP_REASONS) }),
  z.object({ kind: z.literal('key_invalid') }),
  z.object({ kind: z.literal('account_suspended') }),
  z.object({ kind: z.literal('account_resumed') }),
  z.object({ kind: z.literal('webhook_disabled'), endpoint: z.number(), url: z.string(), failingSince: z.number() }),
  z.object({
    kind: z.literal('target_gone'),
    target: z.object({ platform: z.string(), kind: z.enum(['user', 'channel']), id: z.string() }),
  }),
]);

export const autopilotJobData: z.ZodType<AutopilotJobData> = z.object({ accountId: z.string(), orderId: z.string() });

export const watchdogJobData: z.ZodType<WatchdogJobData> = z.object({ accountId: z.string(), orderId: z.string(), queuedAt: z.number() });

export const noticeJobData: z.ZodType<NoticeJobData> = z.object({ accountId: z.string(), notice, audience: z.enum(['owner', 'all']) });

const webhookEvent: z.ZodType<WebhookEvent> = z.object({
  id: z.string(),
  type: z.string(),
  version: z.literal(1),
  created_at: z.string(),
  account: z.object({ id: z.string(), label: z.string() }),
  data: z.record(z.string(), z.unknown()),
});

export const webhookJobData: z.ZodType<WebhookJobData> = z.object({
  accountId: z.string(),
  endpoint: z.number().int().positive(),
  event: webhookEvent,
  attempt: z.number().int().positive(),
  sequence: z.string().exactOptional(),
});

/**
 * The job's data as its schema reads it. Data that does not fit fails the job for good
 * (BullMQ's `UnrecoverableError`: retrying cannot fix it) with the fields at fault named.
 */
export function jobData<T>(job: Pick<Job, 'name' | 'data'>, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(job.data);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))].join(', ');
  throw new UnrecoverableError(`malformed ${job.name} job data: ${fields}`);
}
