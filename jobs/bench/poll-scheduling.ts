// Compares the two ways of scheduling order polls at scale, against a sandbox in its
// own process (limits off) and the real Redis:
// - `sweeper`: the production design (startWorker: due-time sorted set, Lua claims,
//   bounded concurrency), including alerts through a counting notifier;
// The worker runs in its own process (bench-worker.ts) so its RSS is measured alone.
// - `job-per-account`: one BullMQ job per account per tick, the design it replaced.
// Run: `npx tsx jobs/bench/poll-scheduling.ts --mode sweeper --accounts 10000 --interval-ms 10000 --duration-ms 40000`
// Prints one JSON line.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { Agent, request } from 'undici';
import { SellerApiClient } from '../../src/api/seller-api-client.js';
import type { SellerApi } from '../../src/api/seller-api.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { deleteNamespace } from '../../src/store/delete-namespace.js';
import { createStores } from '../../src/store/stores.js';
import { namespaceBytes } from '../../bench/redis-stats.js';
import { forEachBounded } from '../sweeper.js';
import { publishManualTopUp } from '../../test/support/manual-listing.js';

export interface PollBenchOptions {
  mode: 'sweeper' | 'job-per-account';
  accounts: number;
  intervalMs: number;
  durationMs: number;
  /** Orders placed per second on random accounts (sweeper mode: alert latency). */
  ordersPerSecond: number;
  redisUrl: string;
  /** Extra node flags for the worker process, e.g. `--max-old-space-size=160`. */
  workerNodeFlags?: string[];
}

export interface PollBenchResult {
  mode: PollBenchOptions['mode'];
  accounts: number;
  interval_ms: number;
  polls_per_second: number;
  /** Time between two consecutive polls of one account: p99 above the interval means polls fall behind. */
  poll_gap_p50_ms: number;
  poll_gap_p99_ms: number;
  poll_gap_max_ms: number;
  alerts: number;
  alert_latency_p50_ms: number | null;
  alert_latency_p99_ms: number | null;
  worker_rss_max_mb: number;
  worker_heap_used_mb: number | null;
  /** After a forced full GC: what the worker really holds. */
  worker_live_heap_mb: number | null;
  redis_bytes_per_account: number;
  /** Worker CPU over the window, percent of one core. */
  worker_cpu_percent: number;
  /** Whole Redis server over the window (other clients of the same server included). */
  redis_commands_per_second: number;
  redis_cpu_percent: number;
}

interface Summary {
  polls: number;
  gaps: number[];
  memory: NodeJS.MemoryUsage | null;
  liveHeapUsed: number | null;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

async function spawnSandbox(): Promise<{ child: ChildProcess; baseUrl: string; adminToken: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/sandbox.ts', '--port', '0', '--no-limits', '--log-level', 'warn'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!child.stdout) throw new Error('sandbox child has no stdout');
  const lines = createInterface({ input: child.stdout });
  const [line] = (await once(lines, 'line')) as [string];
  lines.close();
  const started = JSON.parse(line) as { baseUrl: string; adminToken: string };
  return { child, ...started };
}

/** User plus system CPU time of a process so far, from /proc (Linux). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return (ticks * 1000) / 100;
}

async function redisCounters(redis: Redis): Promise<{ commands: number; cpuMs: number }> {
  const info = await redis.info();
  const read = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? 0);
  return { commands: read('total_commands_processed'), cpuMs: (read('used_cpu_sys') + read('used_cpu_user')) * 1000 };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
}

export async function measurePollScheduling(options: PollBenchOptions): Promise<PollBenchResult> {
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

  const accountIds: string[] = [];
  const ordered: { accountId: string; client: SellerApi; offerId: string }[] = [];
  const owner = await stores.identities.resolve('test', 'bench-owner');
  await forEachBounded(
    Array.from({ length: options.accounts }, (_, index) => index),
    32,
    async (index) => {
      const seller = await admin<{ apiKey: string }>('/_sandbox/sellers', {});
      const account = await stores.accounts.create({ label: `bench ${index}`, apiKey: seller.apiKey, ownerIdentityId: owner, marketplaceUrl: sandbox.baseUrl });
      accountIds.push(account.id);
      if (index < 100) {
        await stores.team.linkPlace(account.id, { platform: 'test', chatId: `team-${index}` });
        const client = new SellerApiClient({ baseUrl: sandbox.baseUrl, apiKey: seller.apiKey, dispatcher });
        const offerId = await publishManualTopUp(client);
        ordered.push({ accountId: account.id, client, offerId });
      }
    },
  );

  const child = spawn(process.execPath, [...(options.workerNodeFlags ?? []), '--expose-gc', '--import', 'tsx', 'jobs/bench/bench-worker.ts'], {
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
  });
  if (!child.stdout || child.pid === undefined) throw new Error('bench worker did not start');
  const pid = child.pid;
  const latencies: number[] = [];
  const placedAt = new Map<string, number>();
  let summary: Summary | null = null;
  let ready = false;
  createInterface({ input: child.stdout }).on('line', (line) => {
    const [kind, first, second] = line.split(' ');
    if (kind === 'READY') ready = true;
    if (kind === 'ALERT' && first && second) {
      const placed = placedAt.get(first);
      if (placed !== undefined) latencies.push(Number(second) - placed);
    }
    if (kind === 'SUMMARY') summary = JSON.parse(line.slice('SUMMARY '.length)) as Summary;
  });
  while (!ready) await new Promise((resolve) => setTimeout(resolve, 50));

  let rssMax = 0;
  const rssSampler = setInterval(() => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    rssMax = Math.max(rssMax, kb * 1024);
  }, 250);
  const started = Date.now();
  const cpuBefore = processCpuMs(pid);
  const redisBefore = await redisCounters(redis);
  const orderTimer =
    options.mode === 'sweeper' && options.ordersPerSecond > 0
      ? setInterval(() => {
          const target = ordered[Math.floor(Math.random() * ordered.length)];
          if (!target) return;
          const at = Date.now();
          void admin<{ id: string }>('/_sandbox/orders', { offer_id: target.offerId, quantity: 1 }).then((order) => placedAt.set(order.id, at));
        }, 1000 / options.ordersPerSecond)
      : null;
  await new Promise((resolve) => setTimeout(resolve, options.durationMs));
  if (orderTimer) clearInterval(orderTimer);
  const cpuAfter = processCpuMs(pid);
  const redisAfter = await redisCounters(redis);
  const windowMs = Date.now() - started;
  const redisBytes = await namespaceBytes(redis, namespace);
  clearInterval(rssSampler);
  child.kill('SIGTERM');
  await once(child, 'exit');
  const elapsed = Date.now() - started;
  const finished: Summary = summary ?? { polls: 0, gaps: [], memory: null, liveHeapUsed: null };
  const { polls, gaps, memory, liveHeapUsed } = finished;

  await deleteNamespace(redis, namespace);
  await Promise.all(ordered.map((entry) => entry.client.close()));
  await dispatcher.close();
  redis.disconnect();
  sandbox.child.kill('SIGTERM');

  return {
    mode: options.mode,
    accounts: options.accounts,
    interval_ms: options.intervalMs,
    polls_per_second: Math.round((polls / elapsed) * 1000),
    poll_gap_p50_ms: percentile(gaps, 0.5),
    poll_gap_p99_ms: percentile(gaps, 0.99),
    poll_gap_max_ms: gaps.length === 0 ? 0 : Math.max(...gaps),
    alerts: latencies.length,
    alert_latency_p50_ms: latencies.length === 0 ? null : percentile(latencies, 0.5),
    alert_latency_p99_ms: latencies.length === 0 ? null : percentile(latencies, 0.99),
    worker_rss_max_mb: Math.round(rssMax / 1024 / 1024),
    worker_heap_used_mb: memory ? Math.round(memory.heapUsed / 1024 / 1024) : null,
    worker_live_heap_mb: liveHeapUsed === null ? null : Math.round(liveHeapUsed / 1024 / 1024),
    redis_bytes_per_account: Math.round(redisBytes / options.accounts),
    worker_cpu_percent: Math.round(((cpuAfter - cpuBefore) / windowMs) * 100),
    redis_commands_per_second: Math.round(((redisAfter.commands - redisBefore.commands) / windowMs) * 1000),
    redis_cpu_percent: Math.round(((redisAfter.cpuMs - redisBefore.cpuMs) / windowMs) * 100),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      mode: { type: 'string', default: 'sweeper' },
      accounts: { type: 'string', default: '10000' },
      'interval-ms': { type: 'string', default: '10000' },
      'duration-ms': { type: 'string', default: '40000' },
      'orders-per-second': { type: 'string', default: '5' },
      'worker-node-flags': { type: 'string', default: '' },
    },
  });
  const mode = values.mode === 'job-per-account' ? 'job-per-account' : 'sweeper';
  const result = await measurePollScheduling({
    mode,
    accounts: Number(values.accounts),
    intervalMs: Number(values['interval-ms']),
    durationMs: Number(values['duration-ms']),
    ordersPerSecond: Number(values['orders-per-second']),
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    workerNodeFlags: values['worker-node-flags'].split(' ').filter((flag) => flag !== ''),
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}
