// The worker side of poll-scale.ts, in its own process so its RSS and CPU are its own.
// Builds the worker as bin/worker.ts does (composeWorker: the shared marketplace client
// pool, the Telegram notifier on the Redis-shared send rate, a Discord notifier
// loaded and idle as in a worker configured for both platforms, metrics), pointed at
// the fake Telegram, and counts its order polls. Talks over stdout: `READY`; on
// SIGUSR2 (start of the measured window) the counters reset (reads: the window's start
// is noted); on SIGTERM it writes its summary as JSON to BENCH_SUMMARY_FILE, prints
// `SUMMARY`, and exits. (A summary of 100,000 polls is too long for one stdout line: the
// logger's own writes to the same pipe could land inside it.)
import { writeFileSync } from 'node:fs';
import { composeWorker } from '../bin/runtime/compose-worker.js';
import { DEFAULT_JOBS_CONFIG } from '../jobs/jobs-config.js';
import { readRedisTarget } from '../src/config/redis-config.js';
import { openRedis } from '../src/runtime/redis-connection.js';
import type { SellerApi } from '../src/api/seller-api.js';
import { createLogger } from '../src/log/logger.js';
import { parseKeyRing } from '../src/store/key-ring.js';
import { createStores } from '../src/store/stores.js';

export interface PollWorkerSummary {
  /** Order polls (awaiting_delivery reads) since the window started. */
  polls: number;
  /** The same, per account: the bench tells shops that can have a waiting order from the others. */
  pollsByAccount: Record<string, number>;
  /** Time between two consecutive polls of one account, both inside the window, ms. */
  gaps: number[];
  failedPolls: number;
  /** Marketplace reads the worker sent since the window started (every attempt of every read, polls and the rest). */
  reads: number;
  /** process.memoryUsage() at the end of the window, MB. */
  memoryMb: Record<keyof NodeJS.MemoryUsage, number>;
  /** Heap still used after a full collection (needs --expose-gc): what the worker really holds, MB. */
  liveHeapMb: number | null;
}

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const namespace = env('BENCH_NAMESPACE');
const summaryFile = env('BENCH_SUMMARY_FILE');
// REDIS_URL or REDIS_CLUSTER_NODES, read as bin/worker.ts reads them.
const redis = openRedis(
  readRedisTarget((name) => process.env[name] || undefined),
  { maxRetriesPerRequest: 3 },
);
const logger = createLogger({ level: 'warn', name: 'bench-worker' });
const stores = createStores(redis, namespace, parseKeyRing(env('BENCH_KEY_RING')));

let polls = 0;
let failedPolls = 0;
let gaps: number[] = [];
const lastPoll = new Map<string, number>();
const pollsOf = new Map<string, number>();

function counted(client: SellerApi, accountId: string): SellerApi {
  const list = client.orders.list.bind(client.orders);
  client.orders.list = async (status, options) => {
    if (status !== 'awaiting_delivery') return list(status, options);
    try {
      return await list(status, options);
    } catch (error) {
      failedPolls += 1;
      throw error;
    } finally {
      const now = Date.now();
      const previous = lastPoll.get(accountId);
      if (previous !== undefined) gaps.push(now - previous);
      lastPoll.set(accountId, now);
      pollsOf.set(accountId, (pollsOf.get(accountId) ?? 0) + 1);
      polls += 1;
    }
  };
  return client;
}

const worker = await composeWorker(
  {
    marketplaceAllowPlainHttp: false,
    webhookAllowPrivateNetworks: false,
    proxy: null,
    telegram: {
      token: env('BENCH_TELEGRAM_TOKEN'),
      apiRoot: env('BENCH_TELEGRAM_API_ROOT'),
      mode: 'polling',
      webhookUrl: null,
      webhookSecret: null,
      webhookListen: null,
    },
    discord: { token: 'bench-idle', applicationId: 'bench-idle', apiRoot: 'http://127.0.0.1:9/api/v10', serverMessages: false },
    pollIntervalMs: Number(env('BENCH_INTERVAL_MS')),
    // The shipped pace: an instant-only shop's orders are polled at it, and its watch is what idles it.
    listingWatchIntervalMs: DEFAULT_JOBS_CONFIG.listingWatchIntervalMs,
  },
  { redis, namespace, stores, logger },
  { marketplace: { wrap: (client, { accountId }) => counted(client, accountId) } },
);

/** Every read attempt so far, as the worker's budget-use metric counts it. */
async function readsSoFar(): Promise<number> {
  const { values } = await worker.metrics.budgetUsed.get();
  return values.filter((value) => value.labels.kind === 'read').reduce((sum, value) => sum + value.value, 0);
}

let readsAtWindowStart = 0;
process.on('SIGUSR2', () => {
  void readsSoFar().then((reads) => (readsAtWindowStart = reads));
  polls = 0;
  failedPolls = 0;
  gaps = [];
  lastPoll.clear();
  pollsOf.clear();
});
process.once('SIGTERM', () => {
  void (async () => {
    const reads = (await readsSoFar()) - readsAtWindowStart;
    const memoryMb = Object.fromEntries(
      Object.entries(process.memoryUsage()).map(([name, bytes]) => [name, Math.round(bytes / 1024 / 1024)]),
    );
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const liveHeapMb = gc ? Math.round(process.memoryUsage().heapUsed / 1024 / 1024) : null;
    const summary: PollWorkerSummary = {
      polls,
      pollsByAccount: Object.fromEntries(pollsOf),
      gaps,
      failedPolls,
      reads,
      memoryMb: memoryMb as PollWorkerSummary['memoryMb'],
      liveHeapMb,
    };
    writeFileSync(summaryFile, JSON.stringify(summary));
    process.stdout.write('SUMMARY\n');
    await worker.close();
    redis.disconnect();
    process.exit(0);
  })();
});
process.stdout.write('READY\n');
