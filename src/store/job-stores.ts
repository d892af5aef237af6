import type { RedisConnection } from '../runtime/redis-connection.js';
import { AlertLedger } from './alert-ledger.js';
import { AutopilotOrderStore } from './autopilot-order-store.js';
import { countdownsDueKey } from './countdown-schedule.js';
import { DigestDayMarks } from './digest-day-marks.js';
import { DueSet } from './due-set.js';
import { KeepStockStore } from './keep-stock-store.js';
import { NoticeReceipts } from './notice-receipts.js';
import { pollScheduleKeys } from './poll-schedule.js';
import { PollStartRead } from './poll-start.js';
import { SeenDelivered } from './seen-delivered.js';
import { SendPaceStore } from './send-pace-store.js';
import { SuspensionFlags } from './suspension-flags.js';
import { WebhookSendState } from './webhook-send-state.js';

/** The stores only the worker uses, wired once over one Redis and namespace: the jobs reach Redis through these and `Stores`. */
export interface JobStores {
  /** Each order's alerts, reminders, escalations and final state, and each account's open orders. */
  ledger: AlertLedger;
  noticeReceipts: NoticeReceipts;
  due: { orders: DueSet; listings: DueSet; countdowns: DueSet };
  /** What an order poll reads first: the account and its open orders, in one command. */
  pollStart: PollStartRead;
  suspensions: SuspensionFlags;
  seenDelivered: SeenDelivered;
  digestDays: DigestDayMarks;
  sendPace: SendPaceStore;
  /** Where autopilot stands with each order it tried. */
  autopilotOrders: AutopilotOrderStore;
  /** Drip restock's top-ups and writes, per listing it keeps stocked. */
  keepStock: KeepStockStore;
  /** Which job calls each webhook endpoint now, and since when its attempts have all failed. */
  webhookSends: WebhookSendState;
}

export function createJobStores(redis: RedisConnection, namespace: string): JobStores {
  const schedule = pollScheduleKeys(namespace);
  return {
    ledger: new AlertLedger(redis, namespace),
    noticeReceipts: new NoticeReceipts(redis, namespace),
    due: {
      orders: new DueSet(redis, schedule.orders),
      listings: new DueSet(redis, schedule.listings),
      countdowns: new DueSet(redis, countdownsDueKey(namespace)),
    },
    pollStart: new PollStartRead(redis, namespace),
    suspensions: new SuspensionFlags(redis, namespace),
    seenDelivered: new SeenDelivered(redis, namespace),
    digestDays: new DigestDayMarks(redis, namespace),
    sendPace: new SendPaceStore(redis, namespace),
    autopilotOrders: new AutopilotOrderStore(redis, namespace),
    keepStock: new KeepStockStore(redis, namespace),
    webhookSends: new WebhookSendState(redis, namespace),
  };
}
