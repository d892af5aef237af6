import type { Dispatcher } from 'undici';
import type { Logger } from '../src/log/logger.js';
import type { SignedHttpClient } from '../src/net/signed-http-client.js';
import type { HawkerMetrics } from '../src/ops/hawker-metrics.js';
import type { ChartRenderer } from '../src/core/stats/chart-sales.js';
import type { OrderChanges } from '../src/orders/order-changes.js';
import type { JobStores } from '../src/store/job-stores.js';
import type { Stores } from '../src/store/stores.js';
import type { AccountClients } from './account-clients.js';
import type { AutopilotProducer } from './autopilot/autopilot-queue.js';
import type { ChatSender } from './chat-sender.js';
import type { JobsConfig } from './jobs-config.js';
import type { NotifyProducer } from './notify-queue.js';
import type { WebhookProducer } from './webhooks/webhook-queue.js';

/** What every processor works with, built once per worker process; Redis only through the stores. */
export interface JobContext extends JobStores {
  namespace: string;
  config: JobsConfig;
  logger: Logger;
  stores: Stores;
  clients: AccountClients;
  sender: ChatSender;
  notify: NotifyProducer;
  autopilot: AutopilotProducer;
  /** Webhook calls: an event's first attempt to each endpoint, and each retry. */
  webhooks: WebhookProducer;
  /** How long one deliver request may wait (the worker's client policy); a lost answer is read back after twice this. */
  deliverTimeoutMs: number;
  metrics: HawkerMetrics | null;
  /** Signed calls out (a seller's supplier, webhook endpoints); one per worker process, closed by whoever composed it. */
  signedHttp: SignedHttpClient;
  /** The process's outgoing dispatcher (its proxy): a clone's pictures are fetched through it. */
  outgoingHttp: Dispatcher;
  /** Draws the digests' charts. */
  charts: ChartRenderer;
  /** Where an order's change is raised: the worker's listeners (`order-listeners.ts`) hear it. */
  orderChanges: OrderChanges;
}
