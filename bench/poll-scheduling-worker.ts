// The worker side of poll-scheduling.ts, in its own process so its memory is its own.
// Prints READY, one `ALERT <orderId> <epochMs>` line per alert sent, and on SIGTERM
// one `SUMMARY <json>` line with the gaps between consecutive polls of each account.
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { Agent } from 'undici';
import { SellerApiClient } from '../src/api/seller-api-client.js';
import type { SellerApi } from '../src/api/seller-api.js';
import { createLogger } from '../src/log/logger.js';
import type { Notifier } from '../src/notify/notifier.js';
import { parseKeyRing } from '../src/store/key-ring.js';
import { createStores } from '../src/store/stores.js';
import { composeWorker } from '../bin/runtime/compose-worker.js';

export interface SchedulingWorkerSummary {
  /** Order polls (awaiting_delivery reads) since READY. */
  polls: number;
  /** Time between two consecutive polls of one account, ms. */
  gaps: number[];
  memory: NodeJS.MemoryUsage;
  /** Heap still used after a full collection (needs --expose-gc), bytes. */
  liveHeapUsed: number | null;
}

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const redis = new Redis(env('REDIS_URL'), { maxRetriesPerRequest: 3 });
const namespace = env('BENCH_NAMESPACE');
const queuePrefix = `${namespace}:bull`;
const intervalMs = Number(env('BENCH_INTERVAL_MS'));
const stores = createStores(redis, namespace, parseKeyRing(env('BENCH_KEY_RING')));
const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 30_000 });
const logger = createLogger({ level: 'warn', name: 'bench-worker' });

const lastPoll = new Map<string, number>();
const gaps: number[] = [];
let polls = 0;
function instrumented(client: SellerApi, accountId: string): SellerApi {
  const list = client.orders.list.bind(client.orders);
  client.orders.list = async (status, callOptions) => {
    const answer = await list(status, callOptions);
    if (status === 'awaiting_delivery') {
      const now = Date.now();
      const previous = lastPoll.get(accountId);
      if (previous !== undefined) gaps.push(now - previous);
      lastPoll.set(accountId, now);
      polls += 1;
    }
    return answer;
  };
  return client;
}

let messageId = 0;
const counting: Notifier = {
  platform: 'test',
  send(target, reply) {
    const orderId = reply.fields?.find((field) => field.label === 'Order')?.value;
    if (orderId && reply.title?.startsWith('New order')) process.stdout.write(`ALERT ${orderId} ${Date.now()}\n`);
    return Promise.resolve({ ok: true, ref: { platform: 'test', chatId: target.id, messageId: String(++messageId) } });
  },
  edit: (ref) => Promise.resolve({ ok: true, ref }),
  delete: (ref) => Promise.resolve({ ok: true, ref }),
};

let close: () => Promise<void>;
if (env('BENCH_MODE') === 'sweeper') {
  // The worker as bin/worker.ts composes it, its polls counted and its alerts printed.
  const worker = await composeWorker(
    {
      marketplaceAllowPlainHttp: false,
      webhookAllowPrivateNetworks: false,
      telegram: null,
      discord: null,
      proxy: null,
      pollIntervalMs: intervalMs,
      listingWatchIntervalMs: 3_600_000,
    },
    { redis, namespace, stores, logger },
    {
      queuePrefix,
      notifiers: [counting],
      marketplace: {
        policy: (shipped) => ({ ...shipped, retry: { ...shipped.retry, maxAttempts: 2 } }),
        wrap: (client, { accountId }) => instrumented(client, accountId),
      },
    },
  );
  close = () => worker.close();
} else {
  const baseUrl = env('BENCH_BASE_URL');
  const connection = redis.duplicate({ maxRetriesPerRequest: null });
  const queue = new Queue<{ accountId: string }>('bench-poll', { connection, prefix: queuePrefix });
  const worker = new Worker<{ accountId: string }>(
    'bench-poll',
    async (job) => {
      const apiKey = (await stores.accounts.apiKey(job.data.accountId)) ?? '';
      const client = instrumented(
        new SellerApiClient({
          budgetClass: 'critical',
          baseUrl,
          apiKey,
          redis,
          namespace,
          keyFingerprint: (key) => stores.accounts.fingerprint(key),
          dispatcher,
          retry: { maxAttempts: 2 },
        }),
        job.data.accountId,
      );
      await client.orders.list('awaiting_delivery', { onBudget: 'fail' });
    },
    { connection, prefix: queuePrefix, concurrency: 48 },
  );
  let tick = 0;
  const enqueue = async () => {
    tick += 1;
    let cursor: string | null = null;
    do {
      const page = await stores.accounts.listAlertEnabled(cursor, 1000);
      await queue.addBulk(
        page.ids.map((accountId) => ({
          name: 'poll',
          data: { accountId },
          opts: { jobId: `poll-${accountId}-${tick}`, removeOnComplete: true },
        })),
      );
      cursor = page.cursor;
    } while (cursor !== null);
  };
  await enqueue();
  const ticker = setInterval(() => void enqueue(), intervalMs);
  close = async () => {
    clearInterval(ticker);
    await worker.close();
    await queue.close();
    connection.disconnect();
  };
}

process.once('SIGTERM', () => {
  void (async () => {
    const memory = process.memoryUsage();
    (globalThis as { gc?: () => void }).gc?.();
    const liveHeapUsed = (globalThis as { gc?: () => void }).gc ? process.memoryUsage().heapUsed : null;
    await close();
    const summary: SchedulingWorkerSummary = { polls, gaps, memory, liveHeapUsed };
    process.stdout.write(`SUMMARY ${JSON.stringify(summary)}\n`);
    await dispatcher.close();
    redis.disconnect();
    process.exit(0);
  })();
});
process.stdout.write('READY\n');
