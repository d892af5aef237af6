import type { Message } from '../src/i18n/index.js';
import type { WebhookEvent } from '../src/core/webhooks/webhook-event.js';
import type { SwitchSummary } from '../src/store/switch-summary.js';
import type { StopReason } from '../src/store/stop-loss-store.js';
import type { FinalOutcome, OrderFacts } from '../src/store/alerted-order.js';

/**
 * Every BullMQ job Hawker runs, its data, and its deterministic id. One place, so a
 * producer and a processor cannot disagree on a name or a field.
 */
export const QUEUES = {
  /** Sweeps: short jobs fired by schedulers that claim due work from sorted sets. */
  sweep: 'hawker-sweep',
  /** Chat messages: first alerts, final states, listing alerts, owner notices. */
  notify: 'hawker-notify',
  /** Autopilot deliveries: one job per order, and a delayed check per delivery whose answer was lost. */
  autopilot: 'hawker-autopilot',
  /** Webhook calls: one job per event and endpoint, and one per retry of it. */
  webhooks: 'hawker-webhooks',
} as const;

export type SweepKind = 'orders' | 'listings' | 'countdowns' | 'accounts' | 'guard' | 'digests' | 'imports';

export interface SweepJobData {
  kind: SweepKind;
}

export interface AlertJobData {
  order: OrderFacts;
}

export interface FinalJobData {
  accountId: string;
  orderId: string;
  outcome: FinalOutcome;
}

/**
 * An order of a listing on autopilot: deliver it, (an ask) ask the seller's supplier again
 * after it failed, or (a check) read back what a delivery whose answer was lost did.
 */
export interface AutopilotJobData {
  accountId: string;
  orderId: string;
}

/**
 * An order handed to autopilot, looked at once autopilot should be done with it: `queuedAt`
 * (jobs clock) is when the poller handed it over, so the alert can say how long autopilot had it.
 */
export interface WatchdogJobData {
  accountId: string;
  orderId: string;
  queuedAt: number;
}

export const AUTOPILOT_JOBS = {
  deliver: 'autopilot-deliver',
  check: 'autopilot-check',
  ask: 'autopilot-ask',
} as const;

export type AutopilotJobName = (typeof AUTOPILOT_JOBS)[keyof typeof AUTOPILOT_JOBS];

/** One attempt to deliver an event to one endpoint; the event goes with the job, built once, so every attempt sends the same body. */
export interface WebhookJobData {
  accountId: string;
  endpoint: number;
  event: WebhookEvent;
  /** 1 for the first call; each retry is a job of its own with the next number. */
  attempt: number;
  /** The order the event is about: the endpoint gets that order's events in the order they were raised. */
  sequence?: string;
}

/**
 * A listing event or an account problem, kept as plain fields so retries send the same thing;
 * worded when sent, in each chat's language (a sentence is kept as a Message, not as text).
 */
export interface NoticeJobData {
  accountId: string;
  notice: Notice;
  /** `owner`: the account owner's private chats only; `all`: every alert target. */
  audience: 'owner' | 'all';
}

/** One call Hawker made for an order: when (ms), and to whom in words (text in jobs queued before calls were messages). */
export interface NoticeCall {
  at: number;
  who: Message | string;
}

/** `category` is the listing's when the marketplace tagged it (absent on notices queued before it was carried): the advice depends on it. */
export type Notice =
  | {
      kind: 'listing_changes_requested';
      listingId: string;
      title: string;
      reasonCode: string | null;
      note: string | null;
      category?: string | null;
    }
  | { kind: 'listing_removed'; listingId: string; title: string }
  | { kind: 'listing_sold_out'; listingId: string; title: string; category?: string | null }
  | { kind: 'listing_low_stock'; listingId: string; title: string; stock: number; threshold: number; category?: string | null }
  | { kind: 'instant_sale'; orderId: string; title: string | null; quantity: number | null; priceCents: number | null }
  /** Drip restock: the pool cannot fill a listing it keeps stocked (told once, until a top-up lands again). */
  | { kind: 'keep_stock_short'; listingId: string; title: string; pool: string; units: number; onSale: number }
  /** Drip restock stopped: moderation removed the listing, with at most `exposed` of the pool's codes on it. */
  | { kind: 'keep_stock_removed'; listingId: string; title: string; pool: string; exposed: number }
  | { kind: 'away_switch'; direction: 'away' | 'back'; summary: SwitchSummary | string }
  | {
      kind: 'order_lost';
      orderId: string;
      title: string | null;
      listingId: string | null;
      cameInAt: number | null;
      deadlineAt: number | null;
      /** Each call Hawker made for the order, in order. */
      calls: NoticeCall[];
      /** The `away now` button's action when the order came in outside working hours (or none are set). */
      awayAction: string | null;
    }
  | {
      kind: 'sales_digest';
      localDay: string;
      orders: number;
      units: number;
      revenueCents: number;
      estimatedCents: number;
      lost: number;
      /** Of the orders, those autopilot delivered (absent in digests queued before autopilot). */
      autopilot?: number;
      /** Gross profit and the revenue it was made on, of the orders whose cost is known; absent when none is. */
      profitCents?: number;
      costedCents?: number;
      /** Orders whose cost is not known. */
      costUnknown?: number;
    }
  | { kind: 'pool_low'; pool: string; left: number; lowWater: number }
  /** Autopilot took a listing off sale (`when-empty pause`): its pool ran out or its supplier failed. */
  | { kind: 'autopilot_paused'; listingId: string; title: string; reason: StopReason }
  | { kind: 'key_invalid' }
  | { kind: 'account_suspended' }
  | { kind: 'account_resumed' }
  /** Every call to a webhook endpoint failed for days: Hawker stopped calling it. */
  | { kind: 'webhook_disabled'; endpoint: number; url: string; failingSince: number }
  | { kind: 'target_gone'; target: { platform: string; kind: 'user' | 'channel'; id: string } };

export const NOTIFY_JOBS = {
  alert: 'order-alert',
  final: 'order-final',
  notice: 'notice',
  watchdog: 'autopilot-watchdog',
} as const;

type NotifyJob =
  | { name: typeof NOTIFY_JOBS.alert; data: AlertJobData }
  | { name: typeof NOTIFY_JOBS.final; data: FinalJobData }
  | { name: typeof NOTIFY_JOBS.notice; data: NoticeJobData }
  | { name: typeof NOTIFY_JOBS.watchdog; data: WatchdogJobData };

export type NotifyJobName = NotifyJob['name'];
export type NotifyJobData = NotifyJob['data'];

// BullMQ accepts a custom id with colons only when it has exactly three parts.
function idPart(value: string): string {
  return value.replaceAll(':', '_');
}

/** One alert per order, whoever polls it and however often: BullMQ refuses a second job with this id. */
export function alertJobId(accountId: string, orderId: string): string {
  return `alert:${idPart(accountId)}:${idPart(orderId)}`;
}

export function finalJobId(accountId: string, orderId: string): string {
  return `final:${idPart(accountId)}:${idPart(orderId)}`;
}

/** One autopilot delivery per order, however many polls see it waiting. */
export function autopilotJobId(accountId: string, orderId: string): string {
  return `autopilot:${idPart(accountId)}:${idPart(orderId)}`;
}

/** One watchdog per order autopilot is handed; its own id, so it never takes the place of the order's alert. */
export function autopilotWatchdogJobId(accountId: string, orderId: string): string {
  return `autopilot-watchdog:${idPart(accountId)}:${idPart(orderId)}`;
}

/** One check per delivery sent: the `sends`th delivery's answer was lost. */
export function autopilotCheckJobId(accountId: string, orderId: string, sends: number): string {
  return `autopilot-check:${idPart(accountId)}:${idPart(orderId)}.${sends}`;
}

/** One retry per failed ask: the supplier was asked `asks` times and failed or was busy. */
export function autopilotAskJobId(accountId: string, orderId: string, asks: number): string {
  return `autopilot-ask:${idPart(accountId)}:${idPart(orderId)}.${asks}`;
}

/** Notices are deduplicated by what they say about what, so a repeated detection sends one message. */
export function noticeJobId(accountId: string, dedupeKey: string): string {
  return `notice:${idPart(accountId)}:${idPart(dedupeKey)}`;
}

/** One job per event, endpoint and attempt: an event queued twice (a worker step run again) is sent once. */
export function webhookJobId(accountId: string, endpoint: number, eventId: string, attempt: number): string {
  return `webhook:${idPart(accountId)}.${endpoint}:${idPart(eventId)}${attempt === 1 ? '' : `.${attempt}`}`;
}
