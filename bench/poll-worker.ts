// The worker side of poll-scale.ts, in its own process so its RSS and CPU are its own.
// Runs the production worker (startWorker, the shared keep-alive pool and the Telegram
// notifier of bin/worker.ts) and counts its order polls. Talks over stdout:
// `READY`, then on SIGUSR2 (start of the measured window) counters reset, and on
// SIGTERM one `SUMMARY <json>` line before exiting.
import { Redis } from 'ioredis';
import { Agent } from 'undici';
import { createTelegramNotifier } from '../adapters/telegram/index.js';
import { startWorker } from '../jobs/worker.js';
import { SellerApiClient } from '../src/api/seller-api-client.js';
import type { SellerApi } from '../src/api/seller-api.js';
import { createLogger } from '../src/log/logger.js';
import { parseKeyRing } from '../src/store/key-ring.js';
import { createStores } from '../src/store/stores.js';

export interface PollWorkerSummary {
  /** Order polls (awaiting_delivery reads) since the window started. */
  polls: number;
  /** Time between two consecutive polls of one account, both inside the window, ms. */
  gaps: number[];
  failedPolls: number;
  /** process.memoryUsage() at the end of the window, MB. */
  memoryMb: Record<keyof NodeJS.MemoryUsage, number>;
}

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const namespace = env('BENCH_NAMESPACE');
const redis = new Redis(env('REDIS_URL'), { maxRetriesPerRequest: 3 });
const logger = createLogger({ level: 'warn', name: 'bench-worker' });
const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 30_000, pipelining: 1 });

let polls = 0;
let failedPolls = 0;
let gaps: number[] = [];
const lastPoll = new Map<string, number>();

function counted(client: SellerApiClient, accountId: string): SellerApi {
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
      polls += 1;
    }
  };
  return client;
}

const worker = await startWorker({
  redis,
  namespace,
  queuePrefix: `${namespace}:bull`,
  notifiers: [createTelegramNotifier({ token: env('BENCH_TELEGRAM_TOKEN'), apiRoot: env('BENCH_TELEGRAM_API_ROOT') })],
  clientFactory: ({ baseUrl, apiKey, accountId }) =>
    counted(new SellerApiClient({ baseUrl, apiKey, redis, namespace, dispatcher, logger, retry: { maxAttempts: 2 } }), accountId),
  stores: createStores(redis, namespace, parseKeyRing(env('BENCH_KEY_RING'))),
  config: { pollIntervalMs: Number(env('BENCH_INTERVAL_MS')), listingWatchIntervalMs: 3_600_000 },
  logger,
});

process.on('SIGUSR2', () => {
  polls = 0;
  failedPolls = 0;
  gaps = [];
  lastPoll.clear();
});
process.once('SIGTERM', () => {
  const memoryMb = Object.fromEntries(Object.entries(process.memoryUsage()).map(([name, bytes]) => [name, Math.round(bytes / 1024 / 1024)]));
  const summary: PollWorkerSummary = { polls, gaps, failedPolls, memoryMb: memoryMb as PollWorkerSummary['memoryMb'] };
  process.stdout.write(`SUMMARY ${JSON.stringify(summary)}\n`);
  void (async () => {
    await worker.close();
    await dispatcher.close();
    redis.disconnect();
    process.exit(0);
  })();
});
process.stdout.write('READY\n');
