import type { Dispatcher } from 'undici';
import type { RedisConnection } from '../src/runtime/redis-connection.js';
import type { Logger } from '../src/log/logger.js';
import type { HawkerMetrics } from '../src/ops/hawker-metrics.js';
import type { Notifier } from '../src/notify/notifier.js';
import type { SignedHttpClient } from '../src/net/signed-http-client.js';
import { OrderChanges } from '../src/orders/order-changes.js';
import { createJobStores } from '../src/store/job-stores.js';
import type { Stores } from '../src/store/stores.js';
import type { ClientFactory, ClientPolicy } from '../src/core/client-policy.js';
import type { ChartRenderer } from '../src/core/stats/chart-sales.js';
import { AccountClients } from './account-clients.js';
import { AutopilotProducer, type AutopilotQueue } from './autopilot/autopilot-queue.js';
import { ChatSender } from './chat-sender.js';
import type { JobContext } from './job-context.js';
import type { JobsConfig } from './jobs-config.js';
import { listenToOrders } from './order-listeners.js';
import { NotifyProducer, type NotifyQueue } from './notify-queue.js';
import { SendPacer } from './send-pacer.js';
import { WebhookProducer, type WebhookQueue } from './webhooks/webhook-queue.js';

export interface WorkerDeps {
  /** Hawker's Redis; BullMQ gets its own connections duplicated from it. */
  redis: RedisConnection;
  namespace: string;
  /** BullMQ key prefix; tests pass a random one. */
  queuePrefix: string;
  notifiers: Notifier[];
  clientFactory: ClientFactory;
  /** How the worker's clients behave: nobody waits on a job (`BACKGROUND_CLIENT_POLICY`). */
  clientPolicy: ClientPolicy;
  /** Draws the digests' charts. */
  charts: ChartRenderer;
  /** Signed calls out (autopilot asking a seller's supplier, webhook calls); its composer closes it. */
  signedHttp: SignedHttpClient;
  /** The process's outgoing dispatcher (its proxy), for what the worker fetches from the marketplace besides its API: a clone's pictures. */
  outgoingHttp: Dispatcher;
  stores: Stores;
  config?: Partial<JobsConfig>;
  logger: Logger;
  metrics?: HawkerMetrics;
}

/** The context every processor of one worker process works with. */
export function workerContext(
  deps: WorkerDeps,
  config: JobsConfig,
  queues: { notify: NotifyQueue; autopilot: AutopilotQueue; webhooks: WebhookQueue },
): JobContext {
  const { redis, namespace, logger } = deps;
  const jobStores = createJobStores(redis, namespace);
  const ctx: JobContext = {
    ...jobStores,
    namespace,
    config,
    logger,
    stores: deps.stores,
    clients: new AccountClients(deps.stores.accounts, deps.clientFactory, deps.clientPolicy, config.clientCacheSize),
    sender: new ChatSender(deps.notifiers, new SendPacer(jobStores.sendPace)),
    notify: new NotifyProducer(queues.notify, config),
    autopilot: new AutopilotProducer(queues.autopilot, config),
    webhooks: new WebhookProducer(queues.webhooks),
    deliverTimeoutMs: deps.clientPolicy.deliverTimeoutMs,
    metrics: deps.metrics ?? null,
    signedHttp: deps.signedHttp,
    outgoingHttp: deps.outgoingHttp,
    charts: deps.charts,
    orderChanges: new OrderChanges(),
  };
  listenToOrders(ctx);
  return ctx;
}
