// The dashboard's server (docs/dashboard.md) as the bot serves it, in its own process
// (api-process.ts), on sandbox shops. Two measurements on one API process, one after the other:
// - API latency: one page per shop, each logged in as a page logs in (a one-time login token
//   exchanged at POST /dashboard/api/session), calling what a page calls
//   (`GET /dashboard/api/orders`, `listings`, `account` in turn) open-loop at a
//   steady rate, round-robin over the pages (each page once a second at 100 pages and 100/s).
// - Event fan-out: that many more pages of the first shop logged in the same way, each holding
//   `GET /dashboard/api/events` on a connection of its own, and orders published as the worker
//   publishes them: publish to the last page hearing each.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'undici';
import { openRedis } from '../src/runtime/redis-connection.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { generateKeyRingEntry, parseKeyRing } from '../src/store/key-ring.js';
import { createStores } from '../src/store/stores.js';
import { spawnApiProcess, type ApiProcess } from './api-process.js';
import { measureDashboardFanOut, type DashboardFanOutResult } from './dashboard-fan-out.js';
import { logInPages } from './dashboard-logins.js';
import { openLoop } from './open-loop.js';
import { createSandboxShops } from './sandbox-shops.js';
import { spawnSandbox } from './sandbox-process.js';
import { spread, type Spread } from './stats.js';

/** What the page's tabs call first: the Now tab's waiting orders, the Listings table, the shop's status. */
const PAGE_COMMANDS = ['orders', 'listings', 'account'] as const;

export interface DashboardBenchOptions {
  /** Shops, one logged-in page each, for the API latency. */
  sessions: number;
  waitingOrders: number;
  requestsPerSecond: number;
  durationMs: number;
  /** Open event streams on the first shop. */
  streams: number;
  /** Orders published to them, one a second. */
  orders: number;
  redisUrl: string;
  workerNodeFlags?: string[];
  log?: (line: string) => void;
}

interface DashboardApiResult {
  sessions: number;
  waiting_orders_per_shop: number;
  requests_per_second: number;
  window_seconds: number;
  requests: number;
  /** Answers other than 200 by status (`error`: no answer); `200 error reply`: a reply with tone error. */
  failures: Record<string, number>;
  latency_ms: Spread;
  latency_by_command_ms: Record<string, Spread>;
  /** `GET /v1/openapi.json` beside every tenth request, as in the HTTP API bench. */
  floor_latency_ms: Spread;
  /** The logins that opened the pages (`POST /dashboard/api/session`, 16 at a time), before the window. */
  login_ms: Spread;
  api: { cpu_percent: number; rss_peak_mb: number };
  sandbox_cpu_percent: number;
  bench_cpu_percent: number;
  redis_cpu_percent: number;
}

export interface DashboardBenchResult {
  api: DashboardApiResult;
  events: DashboardFanOutResult;
}

export async function measureDashboard(options: DashboardBenchOptions): Promise<DashboardBenchResult> {
  const log = options.log ?? (() => undefined);
  const sandbox = await spawnSandbox();
  const redis = openRedis({ kind: 'url', url: options.redisUrl }, { maxRetriesPerRequest: 3 });
  const namespace = `hb${randomBytes(2).toString('hex')}`;
  const keyRing = generateKeyRingEntry();
  const stores = createStores(redis, namespace, parseKeyRing(keyRing));
  // A connection per page, kept alive between its calls as a browser keeps it.
  const dispatcher = new Agent({ connections: options.sessions, keepAliveTimeout: 30_000 });
  let api: ApiProcess | null = null;
  try {
    const shops = await createSandboxShops({
      sandbox,
      stores,
      dispatcher,
      count: options.sessions,
      waitingOrders: options.waitingOrders,
    });
    log(`dashboard: ${options.sessions} shops with ${options.waitingOrders} waiting orders each`);
    api = await spawnApiProcess({
      redisUrl: options.redisUrl,
      namespace,
      keyRing,
      marketplaceUrl: sandbox.baseUrl,
      nodeFlags: options.workerNodeFlags ?? [],
    });
    const apiUrl = api.url;
    const pages = await logInPages({ apiUrl, stores, shops, firstPage: 0 });
    log(`dashboard: ${pages.length} pages logged in; commands at ${options.requestsPerSecond}/s for ${options.durationMs / 1000} s`);

    const readsUrl = `${apiUrl}/dashboard/api/`;
    const loop = await openLoop({
      next: (sent) => {
        // Pages and commands both in turn: with 100 pages and 3 commands, each page calls the next command at each of its turns.
        const name = PAGE_COMMANDS[sent % PAGE_COMMANDS.length] as string;
        const session = pages[sent % pages.length]?.session ?? '';
        return { kind: name, send: () => pageRead(`${readsUrl}${name}`, dispatcher, session) };
      },
      floorUrl: `${apiUrl}/v1/openapi.json`,
      requestsPerSecond: options.requestsPerSecond,
      durationMs: options.durationMs,
      dispatcher,
      meter: { api: api.pid, sandbox: sandbox.pid },
      redis,
    });

    const first = shops[0];
    if (!first) throw new Error('the dashboard bench needs a shop');
    const watchers = await logInPages({
      apiUrl,
      stores,
      shops: Array.from({ length: options.streams }, () => first),
      firstPage: pages.length,
    });
    log(`dashboard: ${watchers.length} pages of one shop open their event streams; ${options.orders} orders, 1 s apart`);
    const running = api;
    const events = await measureDashboardFanOut({
      apiUrl,
      apiPid: api.pid,
      events: stores.dashboardEvents,
      accountId: first.accountId,
      sessions: watchers.map((watcher) => watcher.session),
      orders: options.orders,
      everyMs: 1_000,
      stopApi: () => running.stop(),
    });
    return {
      api: {
        sessions: options.sessions,
        waiting_orders_per_shop: options.waitingOrders,
        requests_per_second: options.requestsPerSecond,
        window_seconds: loop.windowSeconds,
        requests: loop.requests,
        failures: loop.failures,
        latency_ms: loop.latency,
        latency_by_command_ms: loop.latencyByKind,
        floor_latency_ms: loop.floor,
        login_ms: spread(
          pages.map((page) => page.ms),
          1,
        ),
        api: loop.api,
        sandbox_cpu_percent: loop.sandboxCpuPercent,
        bench_cpu_percent: loop.benchCpuPercent,
        redis_cpu_percent: loop.redisCpuPercent,
      },
      events,
    };
  } finally {
    await api?.kill();
    await deleteNamespace(redis, namespace);
    redis.disconnect();
    await dispatcher.close();
    await sandbox.stop();
  }
}

/** One page's typed read: `ok` for a 200 (a refusal is an error status), else the status. */
async function pageRead(url: string, dispatcher: Agent, session: string): Promise<string> {
  const response = await request(url, { method: 'GET', dispatcher, headers: { authorization: `Bearer ${session}` } });
  await response.body.text();
  return response.statusCode === 200 ? 'ok' : String(response.statusCode);
}
