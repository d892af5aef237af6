// `npm run bench [-- --only poll,fanout,overhead,sandbox,sweeper,stats,away,scale,autopilot,export,import,webhooks,api] [--import-writes 1000] [--import-preview-rows 10000] [--autopilot-accounts 1000] [--scale-accounts 20000] [--scale-workers 1,2,4] [--scale-worker-cpu 0.25] [--stats-renders 1000] [--away-listings 1000] [--export-listings 200,1000] [--accounts 1000,10000]
// [--duration-s 30] [--interval-ms 3000] [--orders-per-second 10]
// [--contention-writes 1000] [--contention-listings 1000] [--contention-shops 999] [--contention-classes yes|no|both]
// [--webhook-shops 1000] [--webhook-endpoints-per-shop 1] [--webhook-events-per-second 100] [--webhook-down refused|503] [--webhook-down-shop-share 0.1]
// [--api-shops 100] [--api-requests-per-second 100] [--api-waiting-orders 5]
// [--dashboard-sessions 100] [--dashboard-requests-per-second 100] [--dashboard-streams 1000] [--dashboard-orders 20]
// [--worker-old-space-mb 160] [--default-heap-row yes|no] [--instant-row yes|no] [--worker-node-flags=--cpu-prof]`
// Runs the benchmarks, writes bench/results/<timestamp>.json and prints a table.
// Sandbox and Redis run beside the worker on this machine, as the targets assume.
// The worker runs with the old-space cap docs/performance.md recommends; one more row
// at the largest account count shows it on V8's default heap sizing. `sweeper` (not in
// the default run) compares the sweeper with one BullMQ job per account per tick; `away`
// (not in the default run either: it waits out the real write limits, about 7 minutes)
// times away mode and back for a shop of 1,000 manual listings. `scale` (not in the default
// run) polls one account count with 1, 2 and 4 worker processes on a Redis Cluster:
// REDIS_CLUSTER_NODES's, else the local three masters of scripts/redis-cluster.sh.
// `autopilot` (not in the default run) polls the same load twice, alerts only and then
// with every listing on autopilot from a pool: delivery latency, the worker's extra CPU
// per delivery, and Redis bytes per pooled code. `export` (not in the default run) times
// `listings export` of shops half currency, half top-ups at the spec's read limits. `import`
// (not in the default run: about 4 minutes) applies --import-writes price changes by the
// worker at the spec's write limits and previews --import-preview-rows rows.
// `webhooks` (not in the default run) raises
// --webhook-events-per-second events for --duration-s over --webhook-shops shops with
// --webhook-endpoints-per-shop endpoints at local receivers, and one more endpoint down
// (--webhook-down refused|503) in a busy first shop (--webhook-down-shop-share of the
// events): event raised → delivered. `api` (not in the default run) sends
// --api-requests-per-second `GET /v1/orders` for --duration-s over --api-shops shops' tokens.
// `dashboard` (not in the default run) sends --dashboard-requests-per-second page commands for
// --duration-s over --dashboard-sessions logged-in pages, one shop each, then publishes
// --dashboard-orders orders, 1 s apart, to --dashboard-streams open event streams of one shop.
// `contention` (not in the default run: as long as the import takes at the write limit) loads one
// shop's key with every budget class at once and prints one `contention:` line per mode:
// with budget classes, without them (first come, first served), or both (A/B).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureCommandOverhead, type OverheadResult } from './command-overhead.js';
import { measureDiscordFanOut, measureTelegramFanOut, type FanOutResult } from './fan-out.js';
import { measurePollScale, type PollScaleResult } from './poll-scale.js';
import { measurePollScheduling, SCHEDULING_MODES, type PollSchedulingResult } from './poll-scheduling.js';
import { measureAwaySwitch, type AwaySwitchResult } from './away-switch.js';
import { measureListingsExport, type ListingsExportResult } from './listings-export.js';
import { measureListingImport, type ListingImportResult } from './listing-import.js';
import { contentionLine, measureContention, type ContentionResult } from './contention.js';
import { measureSalesInsight, type SalesInsightResult } from './sales-insight.js';
import { measureStatsAnswer, type StatsAnswerResult } from './stats-answer.js';
import { measureSandboxThroughput, type ThroughputResult } from './sandbox-throughput.js';
import { measureApiLatency, type ApiLatencyResult } from './api-latency.js';
import { measureDashboard, type DashboardBenchResult } from './dashboard-bench.js';
import { measureWebhookDelivery, type WebhookDeliveryResult } from './webhook-delivery.js';
import type { DownMode } from './webhook-receivers.js';
import { repoRoot } from './sandbox-process.js';
import { renderTables } from './report-table.js';
import { readRedisTarget } from '../src/config/redis-config.js';
import { DEFAULT_JOBS_CONFIG } from '../jobs/jobs-config.js';
import type { RedisTarget } from '../src/runtime/redis-connection.js';

const BENCHES = [
  'poll',
  'fanout',
  'overhead',
  'sandbox',
  'sweeper',
  'stats',
  'away',
  'scale',
  'autopilot',
  'export',
  'import',
  'webhooks',
  'api',
  'dashboard',
  'contention',
] as const;
type Bench = (typeof BENCHES)[number];
// The sweeper comparison settled a design question; it runs when asked for.
const DEFAULT_BENCHES: Bench[] = ['poll', 'fanout', 'overhead', 'sandbox', 'stats'];

export interface BenchReport {
  started_at: string;
  machine: { cpus: number; cpu_model: string; memory_gb: number; node: string; platform: string; load_average_at_start: number[] };
  options: {
    only: Bench[];
    accounts: number[];
    interval_ms: number;
    duration_s: number;
    orders_per_second: number;
    worker_old_space_mb: number;
  };
  sandbox?: ThroughputResult;
  poll?: PollScaleResult[];
  fanout?: FanOutResult[];
  overhead?: OverheadResult[];
  sweeper?: PollSchedulingResult[];
  stats?: SalesInsightResult;
  statsAnswer?: StatsAnswerResult;
  away?: AwaySwitchResult;
  export?: ListingsExportResult[];
  import?: ListingImportResult;
  scale?: PollScaleResult[];
  autopilot?: AutopilotBench;
  webhooks?: WebhookDeliveryResult;
  api?: ApiLatencyResult;
  dashboard?: DashboardBenchResult;
  contention?: ContentionResult[];
}

/** The same shops polled twice in one run: alerts only, then every listing on autopilot (A/B). */
export interface AutopilotBench {
  alerts_only: PollScaleResult;
  on_autopilot: PollScaleResult;
  /** The worker's extra CPU time on autopilot, per delivery. */
  worker_cpu_ms_per_delivery: number | null;
}

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: DEFAULT_BENCHES.join(',') },
    accounts: { type: 'string', default: '1000,10000' },
    'duration-s': { type: 'string', default: '30' },
    // The shipped POLL_INTERVAL_MS.
    'interval-ms': { type: 'string', default: String(DEFAULT_JOBS_CONFIG.pollIntervalMs) },
    'orders-per-second': { type: 'string', default: '10' },
    'fanout-alerts': { type: 'string', default: '2000' },
    'fanout-chats': { type: 'string', default: '500' },
    'overhead-iterations': { type: 'string', default: '2000' },
    'overhead-languages': { type: 'string', default: 'en,ru' },
    'stats-renders': { type: 'string', default: '1000' },
    'stats-orders': { type: 'string', default: '100000' },
    'away-listings': { type: 'string', default: '1000' },
    'export-listings': { type: 'string', default: '200,1000' },
    'import-writes': { type: 'string', default: '1000' },
    'import-preview-rows': { type: 'string', default: '10000' },
    'worker-old-space-mb': { type: 'string', default: '160' },
    'default-heap-row': { type: 'string', default: 'yes' },
    'instant-row': { type: 'string', default: 'yes' },
    'worker-node-flags': { type: 'string', default: '' },
    'scale-accounts': { type: 'string', default: '20000' },
    'scale-workers': { type: 'string', default: '1,2,4' },
    'scale-worker-cpu': { type: 'string', default: '' },
    'autopilot-accounts': { type: 'string', default: '1000' },
    'webhook-shops': { type: 'string', default: '1000' },
    'webhook-endpoints-per-shop': { type: 'string', default: '1' },
    'webhook-events-per-second': { type: 'string', default: '100' },
    'webhook-down': { type: 'string', default: 'refused' },
    'webhook-down-shop-share': { type: 'string', default: '0.1' },
    'api-shops': { type: 'string', default: '100' },
    'api-requests-per-second': { type: 'string', default: '100' },
    'api-waiting-orders': { type: 'string', default: '5' },
    'dashboard-sessions': { type: 'string', default: '100' },
    'dashboard-requests-per-second': { type: 'string', default: '100' },
    'dashboard-streams': { type: 'string', default: '1000' },
    'dashboard-orders': { type: 'string', default: '20' },
    'contention-writes': { type: 'string', default: '1000' },
    'contention-listings': { type: 'string', default: '1000' },
    'contention-shops': { type: 'string', default: '999' },
    'contention-classes': { type: 'string', default: 'both' },
  },
});

const only = values.only.split(',').map((name) => name.trim());
for (const name of only) {
  if (!(BENCHES as readonly string[]).includes(name)) {
    console.error(`unknown bench "${name}": pick from ${BENCHES.join(', ')}`);
    process.exit(2);
  }
}
const positive = (name: string, text: string): number => {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number, got "${text}"`);
    process.exit(2);
  }
  return value;
};
const accounts = values.accounts.split(',').map((text) => positive('accounts', text.trim()));
const durationS = positive('duration-s', values['duration-s']);
const intervalMs = positive('interval-ms', values['interval-ms']);
const ordersPerSecond = positive('orders-per-second', values['orders-per-second']);
const oldSpaceMb = Number(values['worker-old-space-mb']);
if (!Number.isInteger(oldSpaceMb) || oldSpaceMb < 0) {
  console.error(`--worker-old-space-mb must be a whole number of MB (0: V8's default), got "${values['worker-old-space-mb']}"`);
  process.exit(2);
}
const extraFlags = values['worker-node-flags'].split(' ').filter((flag) => flag !== '');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = (line: string) => console.error(`[bench] ${line}`);

/** The three-master cluster of scripts/redis-cluster.sh (started if it is not up), for the scale bench when no REDIS_CLUSTER_NODES is given. */
function startLocalCluster(): RedisTarget & { kind: 'cluster' } {
  const started = spawnSync('bash', [join(repoRoot, 'scripts', 'redis-cluster.sh'), 'start'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (started.status !== 0) {
    console.error('scale: could not start the local Redis Cluster (scripts/redis-cluster.sh)');
    process.exit(1);
  }
  log(started.stdout.trim());
  return { kind: 'cluster', nodes: [7001, 7002, 7003].map((port) => ({ host: '127.0.0.1', port })) };
}

const isDownMode = (text: string): text is DownMode => text === 'refused' || text === '503';

const report: BenchReport = {
  started_at: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpu_model: cpus()[0]?.model ?? 'unknown',
    memory_gb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    // Other work on the machine shows up in every figure; this says how much there was.
    load_average_at_start: loadavg().map((load) => Math.round(load * 100) / 100),
  },
  options: {
    only: only as Bench[],
    accounts,
    interval_ms: intervalMs,
    duration_s: durationS,
    orders_per_second: ordersPerSecond,
    worker_old_space_mb: oldSpaceMb,
  },
};

if (only.includes('sandbox')) {
  log('sandbox throughput');
  report.sandbox = await measureSandboxThroughput({ durationMs: 5_000 });
}
if (only.includes('overhead')) {
  log('command overhead');
  report.overhead = await measureCommandOverhead({
    iterations: positive('overhead-iterations', values['overhead-iterations']),
    languages: values['overhead-languages'].split(','),
    warmup: 300,
    redisUrl,
  });
}
if (only.includes('fanout')) {
  const fanOut = {
    alerts: positive('fanout-alerts', values['fanout-alerts']),
    chats: positive('fanout-chats', values['fanout-chats']),
    redisUrl,
  };
  log(`fan-out: ${fanOut.alerts} alerts to ${fanOut.chats} Telegram chats`);
  const telegram = await measureTelegramFanOut(fanOut);
  log(`fan-out: ${fanOut.alerts} alerts to ${fanOut.chats} Discord channels`);
  report.fanout = [telegram, await measureDiscordFanOut(fanOut)];
}
if (only.includes('poll')) {
  report.poll = [];
  const runs = accounts.flatMap((count) => [
    { count, oldSpace: oldSpaceMb, instantOnlyShare: 0 },
    // Half the shops sell only instant listings: their polls drop to the listing watch's pace.
    ...(values['instant-row'] === 'yes' ? [{ count, oldSpace: oldSpaceMb, instantOnlyShare: 0.5 }] : []),
  ]);
  const largest = Math.max(...accounts);
  if (oldSpaceMb > 0 && values['default-heap-row'] === 'yes') runs.push({ count: largest, oldSpace: 0, instantOnlyShare: 0 });
  for (const { count, oldSpace, instantOnlyShare } of runs) {
    const heap = oldSpace > 0 ? `old space capped at ${oldSpace} MB` : "V8's default heap sizing";
    const kinds = instantOnlyShare > 0 ? `, ${instantOnlyShare * 100} % of them instant-only` : '';
    log(
      `poll scale: ${count} accounts${kinds} every ${intervalMs} ms, ${ordersPerSecond} orders/s for ${durationS} s, worker with ${heap}`,
    );
    report.poll.push(
      ...(await measurePollScale({
        accounts: count,
        instantOnlyShare,
        intervalMs,
        durationMs: durationS * 1000,
        ordersPerSecond,
        redis: { kind: 'url', url: redisUrl },
        workerNodeFlags: [...(oldSpace > 0 ? [`--max-old-space-size=${oldSpace}`] : []), ...extraFlags],
        log,
      })),
    );
  }
}
if (only.includes('sweeper')) {
  report.sweeper = [];
  const workerNodeFlags = [...(oldSpaceMb > 0 ? [`--max-old-space-size=${oldSpaceMb}`] : []), ...extraFlags];
  for (const count of accounts) {
    for (const mode of SCHEDULING_MODES) {
      log(`sweeper comparison: ${mode}, ${count} accounts every ${intervalMs} ms for ${durationS} s`);
      report.sweeper.push(
        await measurePollScheduling({
          mode,
          accounts: count,
          intervalMs,
          durationMs: durationS * 1000,
          ordersPerSecond,
          redisUrl,
          workerNodeFlags,
          log,
        }),
      );
    }
  }
}
if (only.includes('stats')) {
  const renders = positive('stats-renders', values['stats-renders']);
  log(`sales insight: 30 days of 10 orders a day, then ${renders} chart renders`);
  report.stats = await measureSalesInsight({ days: 30, ordersPerDay: 10, renders, redisUrl });
  const orders = positive('stats-orders', values['stats-orders']);
  log(`stats answer: ${orders} orders over 90 days with costs, 20 answers of \`stats 90d by listing\``);
  report.statsAnswer = await measureStatsAnswer({ orders, days: 90, answers: 20, redisUrl });
}
if (only.includes('away')) {
  const listings = positive('away-listings', values['away-listings']);
  log(`away switch: away and back for ${listings} manual listings at the spec's write limits`);
  report.away = await measureAwaySwitch({ listings, redisUrl, log });
}
if (only.includes('export')) {
  report.export = [];
  for (const text of values['export-listings'].split(',')) {
    const listings = positive('export-listings', text.trim());
    log(`listings export: ${listings} listings, half currency, at the spec's read limits`);
    report.export.push(await measureListingsExport({ listings, redisUrl }));
  }
}
if (only.includes('import')) {
  report.import = await measureListingImport({
    writes: positive('import-writes', values['import-writes']),
    largeRows: positive('import-preview-rows', values['import-preview-rows']),
    redisUrl,
    log,
  });
}

if (only.includes('scale')) {
  const target = readRedisTarget((name) => process.env[name] || undefined);
  const cluster = target.kind === 'cluster' ? target : startLocalCluster();
  const scaleAccounts = positive('scale-accounts', values['scale-accounts']);
  const workers = values['scale-workers'].split(',').map((text) => positive('scale-workers', text.trim()));
  // One set of accounts on the cluster, measured with each worker count in turn.
  log(`scale: ${scaleAccounts} accounts every ${intervalMs} ms on the cluster, with ${workers.join(', ')} worker process(es)`);
  report.scale = await measurePollScale({
    accounts: scaleAccounts,
    workers,
    intervalMs,
    durationMs: durationS * 1000,
    ordersPerSecond,
    redis: cluster,
    ...(values['scale-worker-cpu'] === '' ? {} : { workerCpus: positive('scale-worker-cpu', values['scale-worker-cpu']) }),
    workerNodeFlags: [...(oldSpaceMb > 0 ? [`--max-old-space-size=${oldSpaceMb}`] : []), ...extraFlags],
    log,
  });
}

if (only.includes('autopilot')) {
  const shops = positive('autopilot-accounts', values['autopilot-accounts']);
  const workerNodeFlags = [...(oldSpaceMb > 0 ? [`--max-old-space-size=${oldSpaceMb}`] : []), ...extraFlags];
  const run = (autopilotCodes?: number) =>
    measurePollScale({
      accounts: shops,
      intervalMs,
      durationMs: durationS * 1000,
      ordersPerSecond,
      redis: { kind: 'url', url: redisUrl },
      workerNodeFlags,
      ...(autopilotCodes === undefined ? {} : { autopilotCodes }),
      log,
    });
  log(`autopilot: ${shops} shops every ${intervalMs} ms, ${ordersPerSecond} orders/s for ${durationS} s, alerts only`);
  const [alertsOnly] = await run();
  // Enough codes that no shop runs dry in the window, whichever shops the random orders hit.
  const codes = Math.max(20, Math.ceil(((ordersPerSecond * durationS) / shops) * 10));
  log(`autopilot: the same load with every listing on autopilot from a pool of ${codes} codes`);
  const [onAutopilot] = await run(codes);
  if (!alertsOnly || !onAutopilot) throw new Error('the autopilot bench measured nothing');
  const delivered = onAutopilot.autopilot?.delivered ?? 0;
  const extraCpuMs = ((onAutopilot.worker.cpu_percent - alertsOnly.worker.cpu_percent) / 100) * onAutopilot.window_seconds * 1000;
  report.autopilot = {
    alerts_only: alertsOnly,
    on_autopilot: onAutopilot,
    worker_cpu_ms_per_delivery: delivered === 0 ? null : Math.round((extraCpuMs / delivered) * 100) / 100,
  };
}

if (only.includes('webhooks')) {
  const down = values['webhook-down'];
  if (!isDownMode(down)) {
    console.error(`--webhook-down must be refused or 503, got "${down}"`);
    process.exit(2);
  }
  const downShopShare = Number(values['webhook-down-shop-share']);
  if (!Number.isFinite(downShopShare) || downShopShare < 0 || downShopShare >= 1) {
    console.error(`--webhook-down-shop-share must be a share from 0 up to (not including) 1, got "${values['webhook-down-shop-share']}"`);
    process.exit(2);
  }
  const options = {
    shops: positive('webhook-shops', values['webhook-shops']),
    endpointsPerShop: positive('webhook-endpoints-per-shop', values['webhook-endpoints-per-shop']),
    eventsPerSecond: positive('webhook-events-per-second', values['webhook-events-per-second']),
    durationMs: durationS * 1000,
    down,
    downShopShare,
    redisUrl,
    workerNodeFlags: [...(oldSpaceMb > 0 ? [`--max-old-space-size=${oldSpaceMb}`] : []), ...extraFlags],
    log,
  };
  log(
    `webhooks: ${options.eventsPerSecond} events/s for ${durationS} s over ${options.shops} shops × ${options.endpointsPerShop} endpoint(s), one endpoint ${down}`,
  );
  report.webhooks = await measureWebhookDelivery(options);
}

if (only.includes('api')) {
  const options = {
    shops: positive('api-shops', values['api-shops']),
    waitingOrders: positive('api-waiting-orders', values['api-waiting-orders']),
    requestsPerSecond: positive('api-requests-per-second', values['api-requests-per-second']),
    durationMs: durationS * 1000,
    redisUrl,
    workerNodeFlags: extraFlags,
    log,
  };
  log(`api: GET /v1/orders at ${options.requestsPerSecond}/s for ${durationS} s over ${options.shops} shops' tokens`);
  report.api = await measureApiLatency(options);
}

if (only.includes('dashboard')) {
  const options = {
    sessions: positive('dashboard-sessions', values['dashboard-sessions']),
    // The API bench's waiting orders: the Now tab shows them.
    waitingOrders: positive('api-waiting-orders', values['api-waiting-orders']),
    requestsPerSecond: positive('dashboard-requests-per-second', values['dashboard-requests-per-second']),
    durationMs: durationS * 1000,
    streams: positive('dashboard-streams', values['dashboard-streams']),
    orders: positive('dashboard-orders', values['dashboard-orders']),
    redisUrl,
    workerNodeFlags: extraFlags,
    log,
  };
  log(
    `dashboard: page commands at ${options.requestsPerSecond}/s for ${durationS} s over ${options.sessions} pages, then ${options.orders} orders to ${options.streams} event streams`,
  );
  report.dashboard = await measureDashboard(options);
}

const contentionModes = { yes: [true], no: [false], both: [true, false] }[values['contention-classes']];
if (only.includes('contention')) {
  if (!contentionModes) {
    console.error(`--contention-classes is yes, no or both, got "${values['contention-classes']}"`);
    process.exit(2);
  }
  report.contention = [];
  for (const classes of contentionModes) {
    log(`contention: one shop's key under every load ${classes ? 'with budget classes' : 'first come, first served'}`);
    report.contention.push(
      await measureContention({
        writes: positive('contention-writes', values['contention-writes']),
        listings: positive('contention-listings', values['contention-listings']),
        otherShops: Number(values['contention-shops']),
        intervalMs: positive('interval-ms', values['interval-ms']),
        classes,
      }),
    );
  }
}

const directory = join(repoRoot, 'bench', 'results');
mkdirSync(directory, { recursive: true });
const file = join(directory, `${report.started_at.replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(renderTables(report));
console.log(`\nFull figures: ${file}`);
for (const result of report.contention ?? []) console.log(`${result.classes ? '' : 'without classes: '}${contentionLine(result)}`);
process.exit(0);
