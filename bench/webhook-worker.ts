// The worker side of webhook-delivery.ts, in its own process so its CPU is its own: the
// worker as bin/worker.ts composes it (composeWorker, WEBHOOK_ALLOW_PRIVATE_NETWORKS=true
// for the local receivers, no chat platform), and, in the same process as production's
// order poller would, events raised through emitEvent at a steady rate. Talks over
// stdio: prints `READY`; reads one `RAISE <json>` line (the shops, the rate, how long);
// prints `RAISED <json>` once the last event is raised; on SIGTERM closes and exits.
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { composeWorker } from '../bin/runtime/compose-worker.js';
import { BACKGROUND_CLIENT_POLICY } from '../src/core/client-policy.js';
import { webhookEventId } from '../src/core/webhooks/webhook-event.js';
import { readRedisTarget } from '../src/config/redis-config.js';
import { createLogger } from '../src/log/logger.js';
import { createOutgoingDispatcher } from '../src/net/outgoing-dispatcher.js';
import { SignedHttpClient } from '../src/net/signed-http-client.js';
import { duplicateRedis, openRedis } from '../src/runtime/redis-connection.js';
import { parseKeyRing } from '../src/store/key-ring.js';
import { createStores } from '../src/store/stores.js';
import { queuePrefix } from '../jobs/job-keys.js';
import { QUEUES } from '../jobs/job-names.js';
import { jobsConfig } from '../jobs/jobs-config.js';
import type { AutopilotQueue } from '../jobs/autopilot/autopilot-queue.js';
import type { NotifyQueue } from '../jobs/notify-queue.js';
import { emitEvent } from '../jobs/webhooks/emit-event.js';
import type { WebhookQueue } from '../jobs/webhooks/webhook-queue.js';
import { workerContext } from '../jobs/worker-context.js';

export interface RaisePlan {
  accountIds: string[];
  /** This shop gets `share` of the events; the others share the rest evenly. */
  busy: { accountId: string; share: number };
  eventsPerSecond: number;
  /** Events raised before the window (the worker's JIT and connections warm up); not counted. */
  warmupMs: number;
  durationMs: number;
}

export interface RaisedEvents {
  /** When the counted window began, ms since the epoch. */
  windowStartedAt: number;
  events: { accountId: string; eventId: string; type: string; raisedAt: number }[];
  /** emitEvent calls that threw (Redis refused): a bench failure, not a delivery one. */
  failed: number;
}

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const namespace = env('BENCH_NAMESPACE');
const redis = openRedis(
  readRedisTarget((name) => process.env[name] || undefined),
  { maxRetriesPerRequest: 3 },
);
const logger = createLogger({ level: 'error', name: 'bench-webhook-worker' });
const stores = createStores(redis, namespace, parseKeyRing(env('BENCH_KEY_RING')));
const config = {
  marketplaceAllowPlainHttp: true,
  webhookAllowPrivateNetworks: true,
  proxy: null,
  telegram: null,
  discord: null,
  pollIntervalMs: 10_000,
  listingWatchIntervalMs: 3_600_000,
};
const worker = await composeWorker(config, { redis, namespace, stores, logger });

// What emitEvent is called with in the worker: the context every processor gets, on the same queues.
const connection = duplicateRedis(redis, { maxRetriesPerRequest: null });
const prefix = queuePrefix(namespace);
const notify: NotifyQueue = new Queue(QUEUES.notify, { connection, prefix });
const autopilot: AutopilotQueue = new Queue(QUEUES.autopilot, { connection, prefix });
const webhooks: WebhookQueue = new Queue(QUEUES.webhooks, { connection, prefix });
const queues = { notify, autopilot, webhooks };
const unusedCalls = new SignedHttpClient({ allowPrivateNetworks: true });
const unusedDownloads = createOutgoingDispatcher();
const ctx = workerContext(
  {
    redis,
    namespace,
    queuePrefix: prefix,
    notifiers: [],
    clientFactory: () => {
      throw new Error('the webhook bench raises events only: no marketplace call');
    },
    clientPolicy: BACKGROUND_CLIENT_POLICY,
    charts: { salesChart: () => Promise.reject(new Error('no charts in the webhook bench')), peakRssBytes: () => 0 },
    signedHttp: unusedCalls,
    outgoingHttp: unusedDownloads,
    stores,
    logger,
  },
  jobsConfig(),
  queues,
);

/** An order's two events as the poller raises them: waiting when first seen, then delivered, in that order (one sequence). */
async function raise(plan: RaisePlan): Promise<RaisedEvents> {
  const open = new Map<string, string[]>();
  const events: RaisedEvents['events'] = [];
  const pending: Promise<void>[] = [];
  let failed = 0;
  const everyMs = 1000 / plan.eventsPerSecond;
  const started = performance.now();
  const windowStartedAt = Date.now() + plan.warmupMs;
  const until = started + plan.warmupMs + plan.durationMs;
  for (let next = started; next < until; next += everyMs) {
    await sleep(Math.max(0, next - performance.now()));
    const accountId =
      Math.random() < plan.busy.share
        ? plan.busy.accountId
        : (plan.accountIds[Math.floor(Math.random() * plan.accountIds.length)] as string);
    const waiting = open.get(accountId) ?? [];
    const deliver = waiting.length > 0 && Math.random() < 0.5;
    const orderId = deliver ? (waiting.shift() as string) : randomUUID();
    if (!deliver) waiting.push(orderId);
    open.set(accountId, waiting);
    const type = deliver ? 'order.delivered' : 'order.awaiting_delivery';
    const data = {
      order_id: orderId,
      listing_id: 'bench-listing',
      title: 'Bench top-up',
      quantity: 1,
      price_cents: 499,
      placed_at: new Date().toISOString(),
      deadline_at: null,
      ...(deliver ? { by: 'autopilot' } : {}),
    };
    const raisedAt = Date.now();
    events.push({ accountId, eventId: webhookEventId(type, accountId, orderId), type, raisedAt });
    pending.push(
      emitEvent(ctx, accountId, type, orderId, data, orderId).catch(() => {
        failed += 1;
      }),
    );
  }
  await Promise.all(pending);
  return { windowStartedAt, events, failed };
}

createInterface({ input: process.stdin }).on('line', (line) => {
  if (!line.startsWith('RAISE ')) return;
  void raise(JSON.parse(line.slice('RAISE '.length)) as RaisePlan).then((raised) => {
    process.stdout.write(`RAISED ${JSON.stringify(raised)}\n`);
  });
});
process.once('SIGTERM', () => {
  void (async () => {
    await worker.close();
    await Promise.all(Object.values(queues).map((queue) => queue.close()));
    await unusedCalls.close();
    await unusedDownloads.close();
    connection.disconnect();
    redis.disconnect();
    process.exit(0);
  })();
});
process.stdout.write('READY\n');
