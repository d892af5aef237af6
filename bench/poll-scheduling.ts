// The design comparison behind the sweeper (docs/jobs.md): the two ways of scheduling
// order polls at scale, against a sandbox in its own process (limits off) and the real
// Redis, the worker in its own process (poll-scheduling-worker.ts) so its RSS is its own:
// - `sweeper`: the production design (startWorker: due-time sorted set, Lua claims,
//   bounded concurrency), including alerts through a counting notifier;
// - `job-per-account`: one BullMQ job per account per tick, the design it replaced.
// `npm run bench -- --only sweeper` runs both modes (bench/run.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { Agent, request } from 'undici';
import { forEachBounded } from '../jobs/sweeper.js';
import { SellerApiClient } from '../src/api/seller-api-client.js';
import type { SellerApi } from '../src/api/seller-api.js';
import { generateKeyRingEntry, parseKeyRing } from '../src/store/key-ring.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { createStores } from '../src/store/stores.js';
import { publishManualTopUp } from '../test/support/manual-listing.js';
import type { SchedulingWorkerSummary } from './poll-scheduling-worker.js';
import { ProcessMeter } from './proc-stats.js';
import { namespaceBytes, redisCpuSeconds } from './redis-stats.js';
import { repoRoot, spawnSandbox } from './sandbox-process.js';
import { spread, type Spread } from './stats.js';

export const SCHEDULING_MODES = ['sweeper', 'job-per-account'] as const;
type SchedulingMode = (typeof SCHEDULING_MODES)[number];

export interface PollSchedulingOptions {
  mode: SchedulingMode;
  accounts: number;
  intervalMs: number;
  durationMs: number;
  /** Orders placed per second on random accounts (sweeper mode: alert latency). */
  ordersPerSecond: number;
  redisUrl: string;
  /** Extra node flags for the worker process, e.g. `--max-old-space-size=160`. */
  workerNodeFlags?: string[];
  log?: (line: string) => void;
}

export interface PollSchedulingResult {
  mode: SchedulingMode;
  accounts: number;
  worker_node_flags: string[];
  interval_ms: number;
  polls_per_second: number;
  /** Time between two consecutive polls of one account: p99 above the interval means polls fall behind. */
  poll_gap_ms: Spread;
  /** Order placed in the sandbox to the notifier accepting its alert (sweeper mode only). */
  alert_latency_ms: Spread;
  worker: { rss_peak_mb: number; cpu_percent: number; heap_used_mb: number | null; live_heap_mb: number | null };
  /** Everything under the run's namespace, divided by accounts. */
  redis_bytes_per_account: number;
  /** Whole Redis server over the window (other clients of the same server included). */
  redis_commands_per_second: number;
  redis_cpu_percent: number;
}

async function redisCommandsProcessed(redis: Redis): Promise<number> {
  const info = await redis.info('stats');
  return Number(/^total_commands_processed:(\d+)/m.exec(info)?.[1] ?? 0);
}

export async function measurePollScheduling(options: PollSchedulingOptions): Promise<PollSchedulingResult> {
  const log = options.log ?? (() => undefined);
  const sandbox = await spawnSandbox();
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  const namespace = `hawker-bench:${randomBytes(4).toString('hex')}`;
  const keyRing = generateKeyRingEntry();
  const stores = createStores(redis, namespace, parseKeyRing(keyRing));
  const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 30_000 });
  const admin = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await request(`${sandbox.baseUrl}${path}`, {
      method: 'POST',
      dispatcher,
      headers: { authorization: `Bearer ${sandbox.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.body.json()) as T;
  };

  const ordered: { client: SellerApi; offerId: string }[] = [];
  let workerProcess: ChildProcess | null = null;
  try {
    const owner = await stores.identities.resolve('test', 'bench-owner');
    await forEachBounded(
      Array.from({ length: options.accounts }, (_, index) => index),
      32,
      async (index) => {
        const seller = await admin<{ apiKey: string }>('/_sandbox/sellers', {});
        const account = await stores.accounts.create({
          label: `bench ${index}`,
          apiKey: seller.apiKey,
          ownerIdentityId: owner,
          marketplaceUrl: sandbox.baseUrl,
        });
        if (index < 100) {
          await stores.team.linkPlace(account.id, { platform: 'test', chatId: `team-${index}` });
          const client = new SellerApiClient({ budgetClass: 'interactive', baseUrl: sandbox.baseUrl, apiKey: seller.apiKey, dispatcher });
          ordered.push({ client, offerId: await publishManualTopUp(client) });
        }
      },
    );
    log(`sweeper comparison: ${options.mode}, ${options.accounts} accounts connected`);

    const child = (workerProcess = spawn(
      process.execPath,
      [...(options.workerNodeFlags ?? []), '--expose-gc', '--import', 'tsx', 'bench/poll-scheduling-worker.ts'],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          REDIS_URL: options.redisUrl,
          BENCH_NAMESPACE: namespace,
          BENCH_KEY_RING: keyRing,
          BENCH_INTERVAL_MS: String(options.intervalMs),
          BENCH_MODE: options.mode,
          BENCH_BASE_URL: sandbox.baseUrl,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ));
    if (!child.stdout || child.pid === undefined) throw new Error('bench worker did not start');
    const exited = once(child, 'exit');
    const latencies: number[] = [];
    const placedAt = new Map<string, number>();
    let summary: SchedulingWorkerSummary | null = null;
    let ready = false;
    createInterface({ input: child.stdout }).on('line', (line) => {
      const [kind, first, second] = line.split(' ');
      if (kind === 'READY') ready = true;
      if (kind === 'ALERT' && first && second) {
        const placed = placedAt.get(first);
        if (placed !== undefined) latencies.push(Number(second) - placed);
      }
      if (kind === 'SUMMARY') summary = JSON.parse(line.slice('SUMMARY '.length)) as SchedulingWorkerSummary;
    });
    while (!ready) {
      if (child.exitCode !== null) throw new Error(`bench worker exited with ${child.exitCode}`);
      await sleep(50);
    }

    const started = performance.now();
    const workerMeter = new ProcessMeter(child.pid);
    const redisCpuBefore = await redisCpuSeconds(redis);
    const commandsBefore = await redisCommandsProcessed(redis);
    const orderTimer =
      options.mode === 'sweeper' && options.ordersPerSecond > 0
        ? setInterval(() => {
            const target = ordered[Math.floor(Math.random() * ordered.length)];
            if (!target) return;
            const at = Date.now();
            void admin<{ id: string }>('/_sandbox/orders', { offer_id: target.offerId, quantity: 1 }).then((order) =>
              placedAt.set(order.id, at),
            );
          }, 1000 / options.ordersPerSecond)
        : null;
    await sleep(options.durationMs);
    if (orderTimer) clearInterval(orderTimer);
    const worker = workerMeter.stop();
    const redisCpu = (await redisCpuSeconds(redis)) - redisCpuBefore;
    const commands = (await redisCommandsProcessed(redis)) - commandsBefore;
    const windowSeconds = (performance.now() - started) / 1000;
    const redisBytes = await namespaceBytes(redis, namespace);
    child.kill('SIGTERM');
    await exited;
    const finished = summary as SchedulingWorkerSummary | null;
    if (!finished) throw new Error('bench worker ended without its summary');

    return {
      mode: options.mode,
      accounts: options.accounts,
      worker_node_flags: options.workerNodeFlags ?? [],
      interval_ms: options.intervalMs,
      polls_per_second: Math.round(finished.polls / windowSeconds),
      poll_gap_ms: spread(finished.gaps),
      alert_latency_ms: spread(latencies),
      worker: {
        rss_peak_mb: worker.rss_peak_mb,
        cpu_percent: worker.cpu_percent,
        heap_used_mb: finished.memory ? Math.round(finished.memory.heapUsed / 1024 / 1024) : null,
        live_heap_mb: finished.liveHeapUsed === null ? null : Math.round(finished.liveHeapUsed / 1024 / 1024),
      },
      redis_bytes_per_account: Math.round(redisBytes / options.accounts),
      redis_commands_per_second: Math.round(commands / windowSeconds),
      redis_cpu_percent: Math.round((redisCpu / windowSeconds) * 100),
    };
  } finally {
    // A run that failed halfway must not leave its worker polling a namespace about to vanish.
    if (workerProcess && workerProcess.exitCode === null && workerProcess.signalCode === null) {
      workerProcess.kill('SIGKILL');
      await once(workerProcess, 'exit');
    }
    await deleteNamespace(redis, namespace);
    await Promise.all(ordered.map((entry) => entry.client.close()));
    await dispatcher.close();
    redis.disconnect();
    await sandbox.stop();
  }
}
