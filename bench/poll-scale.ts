// Poll scale: N connected seller accounts against the sandbox (limits off), the real
// worker in its own process, and the fake Telegram Bot API (limits off) accepting the
// alerts. Orders are placed at random on the accounts' manual listings while the
// window runs; the alert latency is the fake's receipt of the alert minus the time
// the order was placed.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { forEachBounded } from '../jobs/sweeper.js';
import { SPEC_LIMITS } from '../src/api/budget-window.js';
import { SellerApiClient } from '../src/api/seller-api-client.js';
import { openRedis, type RedisTarget } from '../src/runtime/redis-connection.js';
import { generateKeyRingEntry, parseKeyRing } from '../src/store/key-ring.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { createStores, type Stores } from '../src/store/stores.js';
import { startFakeTelegram } from '../test/fakes/telegram-bot-api/index.js';
import type { PollWorkerSummary } from './poll-worker.js';
import { CpuQuota } from './cpu-quota.js';
import { ProcessMeter } from './proc-stats.js';
import { bytesByKeyShape, namespaceBytes, redisCpuSeconds, redisCpuSecondsPerMaster, redisUsedMemory } from './redis-stats.js';
import { repoRoot, spawnSandbox } from './sandbox-process.js';
import { sandboxAdmin } from './sandbox-shops.js';
import { spread, tallyAlerts, type Spread } from './stats.js';
import { publishManualTopUp } from '../test/support/manual-listing.js';
import { DEFAULT_JOBS_CONFIG } from '../jobs/jobs-config.js';
import { pollScheduleKeys } from '../src/store/poll-schedule.js';

export interface PollScaleOptions {
  accounts: number;
  intervalMs: number;
  /** How long orders are placed; the window then waits one interval more for their alerts. */
  durationMs: number;
  ordersPerSecond: number;
  redis: RedisTarget;
  /**
   * Worker process counts to measure in turn on the same accounts (connected once): one
   * window each, with that many workers sharing the due sets. `[1]` unless the scale
   * bench asks for more.
   */
  workers?: number[];
  /** Each worker held to this share of one CPU (a cgroup of its own); unset: no limit. */
  workerCpus?: number;
  /** Extra node flags for the worker process (`--cpu-prof` to profile it). */
  workerNodeFlags?: string[];
  /** Each account's listing delivered by autopilot from a pool of this many codes; unset: alerts only. */
  autopilotCodes?: number;
  /**
   * This share of the accounts sells only an instant top-up (no manual listing, so no order that
   * waits: polled at the listing watch's pace once their first watch saw it); orders go to the
   * others' manual listings. 0 unless given.
   */
  instantOnlyShare?: number;
  log?: (line: string) => void;
}

export interface PollScaleResult {
  accounts: number;
  workers: number;
  /** The CPU share each worker was held to, or null when not limited. */
  worker_cpus: number | null;
  redis_kind: RedisTarget['kind'];
  worker_node_flags: string[];
  interval_ms: number;
  connect_seconds: number;
  window_seconds: number;
  polls_per_second: number;
  polls_due_per_second: number;
  /** Accounts selling only instant listings (`instantOnlyShare`). */
  instant_only_accounts: number;
  /** Of those, idle (polled at the listing watch's pace) when the window started. */
  instant_only_idle: number;
  /** Polls a second of the accounts with a manual listing on sale, and of the instant-only ones. */
  polls_per_second_by_kind: { manual: number; instant_only: number };
  /** Order reads a minute one account of each kind spent in the window (of the marketplace's 500 a minute per key). */
  reads_per_minute_per_account: { manual: number; instant_only: number | null };
  /** Time between two polls of one account; above the interval means polls fell behind. */
  poll_gap_ms: Spread;
  failed_polls: number;
  /** The workers' CPU time over the window divided by the polls in it, microseconds: what one poll costs, fixed costs included. */
  worker_cpu_us_per_poll: number | null;
  /** Marketplace reads per key and minute over the window, as a percentage of the spec's 500 a minute. */
  read_budget_percent: number;
  orders_placed: number;
  alert_latency_ms: Spread;
  missed_alerts: number;
  duplicate_alerts: number;
  worker: {
    rss_peak_mb: number;
    rss_end_mb: number;
    cpu_percent: number;
    memory_mb: PollWorkerSummary['memoryMb'];
    live_heap_mb: number | null;
  };
  /** Each worker process on its own: how evenly they share the polls. */
  each_worker: { polls_per_second: number; cpu_percent: number; rss_peak_mb: number }[];
  sandbox: { rss_peak_mb: number; cpu_percent: number };
  /** The bench's own process (placing orders, the fake Telegram): on a small machine it takes CPU from the rest. */
  bench_cpu_percent: number;
  /** With `autopilotCodes`: the orders autopilot delivered in the window, and how fast. */
  autopilot: AutopilotFigures | null;
  redis: {
    /** Each master's CPU %, in the order the cluster lists them (one entry on one Redis). */
    cpu_percent_per_master: number[];
    /** MEMORY USAGE of every key under the run's namespace, divided by accounts. */
    bytes_per_account: number;
    bytes_per_account_before_worker: number;
    /** Growth of the server's used_memory since before the accounts were made (other clients of a shared Redis add noise). */
    used_memory_growth_per_account: number;
    cpu_percent: number;
    bytes_per_account_by_key: Record<string, number>;
  };
}

interface AutopilotFigures {
  delivered: number;
  undelivered: number;
  /** The sandbox's `delivered_at` minus the order's `created_at`, both on the marketplace's clock. */
  delivery_latency_ms: Spread;
  /** MEMORY USAGE of the pools' keys before any delivery, divided by the codes in them. */
  redis_bytes_per_pooled_code: number;
}

const ORDER_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

export async function measurePollScale(options: PollScaleOptions): Promise<PollScaleResult[]> {
  const log = options.log ?? (() => undefined);
  const sandbox = await spawnSandbox();
  const telegram = await startFakeTelegram({ rateLimits: false });
  const redis = openRedis(options.redis, { maxRetriesPerRequest: 3 });
  // As long as production's `hawker`, so key names weigh what they weigh there; random, so runs never share keys.
  const namespace = `hb${randomBytes(2).toString('hex')}`;
  const keyRing = generateKeyRingEntry();
  const stores = createStores(redis, namespace, parseKeyRing(keyRing));
  const dispatcher = new Agent({ connections: 32, keepAliveTimeout: 30_000 });
  const admin = sandboxAdmin(sandbox, dispatcher);

  const workerProcesses: ChildProcess[] = [];
  const quotas: CpuQuota[] = [];
  try {
    const usedMemoryBefore = await redisUsedMemory(redis);
    const connectStarted = performance.now();
    const offers: string[] = [];
    const instantOnly = new Set<string>();
    const instantCount = Math.round(options.accounts * (options.instantOnlyShare ?? 0));
    await forEachBounded(
      Array.from({ length: options.accounts }, (_, index) => index),
      48,
      async (index) => {
        const seller = await admin('/_sandbox/sellers', {});
        const apiKey = String(seller.apiKey);
        const client = new SellerApiClient({ budgetClass: 'interactive', baseUrl: sandbox.baseUrl, apiKey, dispatcher });
        const offerId = index < instantCount ? await publishInstantTopUp(client, index) : await publishManualTopUp(client);
        if (index >= instantCount) offers.push(offerId);
        const user = telegram.createUser(`Seller ${index}`);
        telegram.privateChat(user);
        const owner = await stores.identities.resolve('telegram', String(user.id));
        const account = await stores.accounts.create({
          label: `bench ${index}`,
          apiKey,
          ownerIdentityId: owner,
          marketplaceUrl: sandbox.baseUrl,
        });
        await stores.team.grant(account.id, owner, 'owner');
        await stores.alertSettings.addPrivateTarget(account.id, { platform: 'telegram', kind: 'user', id: String(user.id) });
        if (index < instantCount) instantOnly.add(account.id);
        // As `connect` makes a shop's first listing watch due at once, spread so that 10,000 first looks do not come together.
        await redis.zadd(
          pollScheduleKeys(namespace).listings.of(account.id),
          'NX',
          Date.now() + Math.random() * FIRST_WATCH_SPREAD_MS,
          account.id,
        );
        if (options.autopilotCodes !== undefined) await onAutopilot(stores, account.id, offerId, options.autopilotCodes);
      },
    );
    const pooledCodeBytes =
      options.autopilotCodes === undefined
        ? null
        : Object.entries(await bytesByKeyShape(redis, namespace))
            .filter(([shape]) => shape.includes(':pool:'))
            .reduce((sum, [, bytes]) => sum + bytes, 0) /
          (options.autopilotCodes * options.accounts);
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    const bytesBeforeWorker = await namespaceBytes(redis, namespace);
    log(`poll ${options.accounts}: ${options.accounts} accounts connected in ${connectSeconds.toFixed(1)} s`);

    const results: PollScaleResult[] = [];
    for (const workerCount of options.workers ?? [1]) {
      const redisEnv =
        options.redis.kind === 'cluster'
          ? { REDIS_URL: '', REDIS_CLUSTER_NODES: options.redis.nodes.map((node) => `${node.host}:${node.port}`).join(',') }
          : options.redis.kind === 'url'
            ? { REDIS_URL: options.redis.url, REDIS_CLUSTER_NODES: '' }
            : null;
      if (redisEnv === null) throw new Error('the poll bench runs on one Redis or a cluster');
      const workers = Array.from({ length: workerCount }, (_, index) => {
        const summaryFile = join(tmpdir(), `${namespace}-worker-${index}.json`);
        const child = spawn(
          process.execPath,
          [...(options.workerNodeFlags ?? []), '--expose-gc', '--import', 'tsx', 'bench/poll-worker.ts'],
          {
            cwd: repoRoot,
            env: {
              ...process.env,
              ...redisEnv,
              BENCH_NAMESPACE: namespace,
              BENCH_SUMMARY_FILE: summaryFile,
              BENCH_KEY_RING: keyRing,
              BENCH_INTERVAL_MS: String(options.intervalMs),
              BENCH_TELEGRAM_TOKEN: telegram.token,
              BENCH_TELEGRAM_API_ROOT: telegram.apiRoot,
            },
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
        workerProcesses.push(child);
        if (!child.stdout || child.pid === undefined) throw new Error('bench worker did not start');
        if (options.workerCpus !== undefined) quotas.push(CpuQuota.apply(child.pid, options.workerCpus));
        const worker = { child, pid: child.pid, exited: once(child, 'exit'), ready: false, summary: null as PollWorkerSummary | null };
        createInterface({ input: child.stdout }).on('line', (line) => {
          if (line === 'READY') worker.ready = true;
          else if (line === 'SUMMARY') {
            worker.summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as PollWorkerSummary;
            rmSync(summaryFile, { force: true });
          } else process.stderr.write(`[worker ${index}] ${line}\n`);
        });
        return worker;
      });
      while (!workers.every((worker) => worker.ready)) {
        const dead = workers.find((worker) => worker.child.exitCode !== null);
        if (dead) throw new Error(`bench worker exited with ${dead.child.exitCode}`);
        await sleep(50);
      }
      // One full interval first (every account's first poll, and the worker's JIT, warm up), and every shop's first listing watch.
      await sleep(Math.max(options.intervalMs, FIRST_WATCH_SPREAD_MS) + 2_000);
      const instantIdle = await idleCount(stores, instantOnly);
      log(`poll ${options.accounts}: ${instantIdle} of ${instantOnly.size} instant-only shops polled at the listing watch's pace`);

      for (const worker of workers) worker.child.kill('SIGUSR2');
      const windowStarted = performance.now();
      const workerMeters = workers.map((worker) => new ProcessMeter(worker.pid));
      const sandboxMeter = new ProcessMeter(sandbox.pid);
      const benchMeter = new ProcessMeter(process.pid);
      const redisCpuStart = await redisCpuSeconds(redis);
      const masterCpuStart = await redisCpuSecondsPerMaster(redis);
      const callsBefore = telegram.calls.length;
      const placed = new Map<string, number>();
      const placing: Promise<void>[] = [];
      const placeEveryMs = 1000 / options.ordersPerSecond;
      const placeUntil = performance.now() + options.durationMs;
      for (let next = performance.now(); next < placeUntil; next += placeEveryMs) {
        await sleep(Math.max(0, next - performance.now()));
        const offerId = offers[Math.floor(Math.random() * offers.length)];
        const at = Date.now();
        placing.push(admin('/_sandbox/orders', { offer_id: offerId, quantity: 1 }).then((order) => void placed.set(String(order.id), at)));
      }
      await Promise.all(placing);
      log(`poll ${options.accounts}: ${placed.size} orders placed; waiting one interval for their alerts`);
      await sleep(options.intervalMs + 2_000);
      const bytesWithWorker = await namespaceBytes(redis, namespace);
      const byKey = await bytesByKeyShape(redis, namespace);
      const usedMemoryGrowth = (await redisUsedMemory(redis)) - usedMemoryBefore;
      const workerUse = workerMeters.map((meter) => meter.stop());
      const sandboxUse = sandboxMeter.stop();
      const benchUse = benchMeter.stop();
      const redisCpu = (await redisCpuSeconds(redis)) - redisCpuStart;
      const masterCpu = (await redisCpuSecondsPerMaster(redis)).map((seconds, index) => seconds - (masterCpuStart[index] ?? 0));
      const windowSeconds = (performance.now() - windowStarted) / 1000;
      for (const worker of workers) worker.child.kill('SIGTERM');
      await Promise.all(workers.map((worker) => worker.exited));
      for (const quota of quotas.splice(0)) quota.remove();
      const summaries = workers.map((worker) => worker.summary);
      if (summaries.some((summary) => summary === null)) throw new Error('a bench worker ended without its summary');
      const finished = summaries as PollWorkerSummary[];
      const first = finished[0] as PollWorkerSummary;
      const polls = finished.reduce((sum, summary) => sum + summary.polls, 0);
      const instantPolls = finished.reduce(
        (sum, summary) =>
          sum + Object.entries(summary.pollsByAccount).reduce((inner, [id, count]) => inner + (instantOnly.has(id) ? count : 0), 0),
        0,
      );
      const manualCount = options.accounts - instantOnly.size;
      const reads = finished.reduce((sum, summary) => sum + summary.reads, 0);
      const workerCpuSeconds = workerUse.reduce((sum, use) => sum + use.cpu_seconds, 0);

      const alerts = telegram.calls.slice(callsBefore).flatMap((call) => {
        const text = typeof call.fields.text === 'string' ? call.fields.text : '';
        if (call.method !== 'sendMessage' || !call.ok || !text.includes('New order')) return [];
        const ids = new Set(text.match(ORDER_ID) ?? []);
        return [...ids].map((orderId) => ({ orderId, chatId: String(call.fields.chat_id), at: call.receivedAt }));
      });
      const tally = tallyAlerts(placed, alerts);
      const autopilot = pooledCodeBytes === null ? null : await deliveries(sandbox, dispatcher, [...placed.keys()], pooledCodeBytes);
      results.push({
        accounts: options.accounts,
        workers: workerCount,
        worker_cpus: options.workerCpus ?? null,
        redis_kind: options.redis.kind,
        worker_node_flags: options.workerNodeFlags ?? [],
        interval_ms: options.intervalMs,
        connect_seconds: Number(connectSeconds.toFixed(1)),
        window_seconds: Number(windowSeconds.toFixed(1)),
        polls_per_second: Math.round(polls / windowSeconds),
        polls_due_per_second: Math.round(
          manualCount / (options.intervalMs / 1000) + instantOnly.size / (DEFAULT_JOBS_CONFIG.listingWatchIntervalMs / 1000),
        ),
        instant_only_accounts: instantOnly.size,
        instant_only_idle: instantIdle,
        polls_per_second_by_kind: {
          manual: Math.round((polls - instantPolls) / windowSeconds),
          instant_only: Number((instantPolls / windowSeconds).toFixed(1)),
        },
        reads_per_minute_per_account: {
          manual: Number(((((polls - instantPolls) / windowSeconds) * 60) / Math.max(1, manualCount)).toFixed(1)),
          instant_only: instantOnly.size === 0 ? null : Number((((instantPolls / windowSeconds) * 60) / instantOnly.size).toFixed(2)),
        },
        // Gaps are seen per worker: with several, one account's two polls by different workers are not counted.
        poll_gap_ms: spread(finished.flatMap((summary) => summary.gaps)),
        failed_polls: finished.reduce((sum, summary) => sum + summary.failedPolls, 0),
        worker_cpu_us_per_poll: polls === 0 ? null : Math.round((workerCpuSeconds / polls) * 1_000_000),
        read_budget_percent: Number(((reads / options.accounts / (windowSeconds / 60) / SPEC_LIMITS.readsPerWindow) * 100).toFixed(2)),
        orders_placed: placed.size,
        alert_latency_ms: spread(tally.latencies),
        missed_alerts: tally.missed.length,
        duplicate_alerts: tally.duplicated.length,
        worker: {
          rss_peak_mb: workerUse[0]?.rss_peak_mb ?? 0,
          rss_end_mb: workerUse[0]?.rss_end_mb ?? 0,
          cpu_percent: workerUse[0]?.cpu_percent ?? 0,
          memory_mb: first.memoryMb,
          live_heap_mb: first.liveHeapMb,
        },
        each_worker: finished.map((summary, index) => ({
          polls_per_second: Math.round(summary.polls / windowSeconds),
          cpu_percent: workerUse[index]?.cpu_percent ?? 0,
          rss_peak_mb: workerUse[index]?.rss_peak_mb ?? 0,
        })),
        sandbox: { rss_peak_mb: sandboxUse.rss_peak_mb, cpu_percent: sandboxUse.cpu_percent },
        bench_cpu_percent: benchUse.cpu_percent,
        autopilot,
        redis: {
          bytes_per_account: Math.round(bytesWithWorker / options.accounts),
          bytes_per_account_before_worker: Math.round(bytesBeforeWorker / options.accounts),
          used_memory_growth_per_account: Math.round(usedMemoryGrowth / options.accounts),
          cpu_percent: Math.round((redisCpu / windowSeconds) * 100),
          cpu_percent_per_master: masterCpu.map((seconds) => Math.round((seconds / windowSeconds) * 100)),
          bytes_per_account_by_key: Object.fromEntries(
            Object.entries(byKey)
              .map(([shape, bytes]) => [shape, Math.round(bytes / options.accounts)] as const)
              .filter(([, bytes]) => bytes >= 10)
              .sort((a, b) => b[1] - a[1]),
          ),
        },
      });
    }
    return results;
  } finally {
    // A run that failed halfway must not leave its worker polling a namespace about to vanish.
    for (const child of workerProcesses) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    for (const quota of quotas.splice(0)) quota.remove();
    await deleteNamespace(redis, namespace);
    redis.disconnect();
    await dispatcher.close();
    await telegram.close();
    await sandbox.stop();
  }
}

/** How long the first listing watches of freshly connected shops are spread over. */
const FIRST_WATCH_SPREAD_MS = 20_000;

/** A Neon Drift top-up the marketplace delivers itself from stock: a shop with it alone has no order that waits. */
async function publishInstantTopUp(client: SellerApiClient, index: number): Promise<string> {
  const listing = await client.listings.createTopUp({
    brand: 'neon-drift',
    title: '1000 Neon credits code',
    price: 999,
    delivery_type: 'instant',
    delivery_method: 'activation_code',
    attributes: { region: 'eu', amount: 1000 },
    units: [{ code: `BENCH-NEON-${index}` }],
  });
  if (!listing) throw new Error('the sandbox created no listing');
  await client.listings.publish('top_up', listing.id);
  return listing.id;
}

async function idleCount(stores: Stores, accountIds: ReadonlySet<string>): Promise<number> {
  let idle = 0;
  await forEachBounded([...accountIds], 32, async (id) => {
    if ((await stores.schedule.tier(id)) === 'idle') idle += 1;
  });
  return idle;
}

/** The account's listing on autopilot from a pool of `codes` codes, as `autopilot <listing> from bench` leaves it. */
async function onAutopilot(stores: Stores, accountId: string, offerId: string, codes: number): Promise<void> {
  const pool = Array.from({ length: codes }, () => `BENCH-${randomBytes(8).toString('hex').toUpperCase()}`);
  await stores.pools.add(accountId, 'bench', pool, Date.now());
  await stores.autopilot.bind(accountId, {
    listingId: offerId,
    title: 'bench',
    mode: { kind: 'deliver', source: { kind: 'pool', pool: 'bench' }, template: null },
    capOrders: null,
    capCents: null,
    since: Date.now(),
    by: 'bench',
  });
}

/** Each placed order as the buyer sees it: delivered or not, and when, on the marketplace's clock. */
async function deliveries(
  sandbox: { baseUrl: string; adminToken: string },
  dispatcher: Agent,
  orderIds: string[],
  pooledCodeBytes: number,
): Promise<AutopilotFigures> {
  const latencies: number[] = [];
  let undelivered = 0;
  await forEachBounded(orderIds, 32, async (orderId) => {
    const response = await request(`${sandbox.baseUrl}/_sandbox/orders/${orderId}/goods`, {
      dispatcher,
      headers: { authorization: `Bearer ${sandbox.adminToken}` },
    });
    const order = (await response.body.json()) as { created_at: string; delivered_at: string | null };
    if (order.delivered_at === null) undelivered += 1;
    else latencies.push(Date.parse(order.delivered_at) - Date.parse(order.created_at));
  });
  return {
    delivered: latencies.length,
    undelivered,
    delivery_latency_ms: spread(latencies),
    redis_bytes_per_pooled_code: Math.round(pooledCodeBytes),
  };
}
