import type { RedisConnection } from '../src/runtime/redis-connection.js';
import type { Logger } from '../src/log/logger.js';
import type { HawkerMetrics } from '../src/ops/hawker-metrics.js';
import type { ChartRenderer } from '../src/core/stats/chart-sales.js';
import type { Stores } from '../src/store/stores.js';
import type { AccountClients } from './account-clients.js';
import type { AlertLedger } from './alert-ledger.js';
import type { ChatSender } from './chat-sender.js';
import type { DueSet } from './due-set.js';
import type { JobKeys } from './job-keys.js';
import type { JobsConfig } from './jobs-config.js';
import type { NoticeReceipts } from './notice-receipts.js';
import type { NotifyProducer } from './notify-queue.js';

/** What every processor works with, built once per worker process. */
export interface JobContext {
  redis: RedisConnection;
  namespace: string;
  keys: JobKeys;
  config: JobsConfig;
  logger: Logger;
  stores: Stores;
  clients: AccountClients;
  ledger: AlertLedger;
  sender: ChatSender;
  notify: NotifyProducer;
  noticeReceipts: NoticeReceipts;
  due: { orders: DueSet; listings: DueSet; countdowns: DueSet };
  metrics: HawkerMetrics | null;
  /** Draws the digests' charts. */
  charts: ChartRenderer;
}
