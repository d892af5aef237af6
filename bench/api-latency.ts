// API latency: `GET /v1/orders` against the HTTP API as the bot serves it (its own process),
// on sandbox shops with waiting orders, each with a viewer token made as `api token create`
// makes it. Requests go out open-loop at a steady rate, round-robin over the shops' tokens (a
// fulfilment script per shop polling once a second, under the per-token limit); latency is the
// full answer read minus the moment the request was due, so a request sent late counts its wait.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { forEachBounded } from '../jobs/sweeper.js';
import { SellerApiClient } from '../src/api/seller-api-client.js';
import { openRedis } from '../src/runtime/redis-connection.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { generateKeyRingEntry, parseKeyRing } from '../src/store/key-ring.js';
import { createStores } from '../src/store/stores.js';
import { publishManualTopUp } from '../test/support/manual-listing.js';
import { ProcessMeter } from './proc-stats.js';
import { redisCpuSeconds } from './redis-stats.js';
import { repoRoot, spawnSandbox } from './sandbox-process.js';
import { spread, type Spread } from './stats.js';

export interface ApiLatencyOptions {
  shops: number;
  waitingOrders: number;
  requestsPerSecond: number;
  durationMs: number;
  redisUrl: string;
  workerNodeFlags?: string[];
  log?: (line: string) => void;
}

export interface ApiLatencyResult {
  shops: number;
  waiting_orders_per_shop: number;
  requests_per_second: number;
  window_seconds: number;
  requests: number;
  /** Answers other than 200, by status (`error` for no answer). */
  failures: Record<string, number>;
  latency_ms: Spread;
  /**
   * `GET /v1/openapi.json` in the same window, one beside every tenth request (no token, no
   * Redis, no marketplace: a file already in memory): what the machine and the HTTP stack alone
   * add at those moments, its tail included. A busy machine shows here as well as above.
   */
  floor_latency_ms: Spread;
  api: { cpu_percent: number; rss_peak_mb: number };
  sandbox_cpu_percent: number;
  bench_cpu_percent: number;
  redis_cpu_percent: number;
}

const WARMUP_MS = 3_000;
/** One floor request beside every this many counted ones: the floor sees the same moments at a tenth of the rate. */
const FLOOR_EVERY = 10;

export async function measureApiLatency(options: ApiLatencyOptions): Promise<ApiLatencyResult> {
  const log = options.log ?? (() => undefined);
  const sandbox = await spawnSandbox();
  const redis = openRedis({ kind: 'url', url: options.redisUrl }, { maxRetriesPerRequest: 3 });
  const namespace = `hb${randomBytes(2).toString('hex')}`;
  const keyRing = generateKeyRingEntry();
  const stores = createStores(redis, namespace, parseKeyRing(keyRing));
  const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 30_000 });
  const admin = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    const response = await request(`${sandbox.baseUrl}${path}`, {
      method: 'POST',
      dispatcher,
      headers: { authorization: `Bearer ${sandbox.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.body.json()) as Record<string, unknown>;
    if (response.statusCode !== 201) throw new Error(`sandbox ${path} answered ${response.statusCode} ${JSON.stringify(answer)}`);
    return answer;
  };
  let child: ReturnType<typeof spawn> | null = null;
  try {
    const tokens: string[] = [];
    await forEachBounded(
      Array.from({ length: options.shops }, (_, shop) => shop),
      16,
      async (shop) => {
        const seller = await admin('/_sandbox/sellers', {});
        const apiKey = String(seller.apiKey);
        const offerId = await publishManualTopUp(new SellerApiClient({ baseUrl: sandbox.baseUrl, apiKey, dispatcher }));
        for (let order = 0; order < options.waitingOrders; order += 1) await admin('/_sandbox/orders', { offer_id: offerId, quantity: 1 });
        const owner = await stores.identities.resolve('telegram', String(8_000_000 + shop));
        const account = await stores.accounts.create({
          label: `bench ${shop}`,
          apiKey,
          ownerIdentityId: owner,
          marketplaceUrl: sandbox.baseUrl,
        });
        await stores.team.grant(account.id, owner, 'owner');
        // What `api token create viewer` stores and shows once.
        const created = await stores.apiTokens.create(account.id, 'viewer-1', 'viewer', owner, Date.now());
        if (!created.ok) throw new Error(`token refused: ${created.reason}`);
        tokens.push(created.token);
      },
    );
    log(`api: ${options.shops} shops with ${options.waitingOrders} waiting orders and a viewer token each`);

    const spawned = spawn(process.execPath, [...(options.workerNodeFlags ?? []), '--import', 'tsx', 'bench/api-worker.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        REDIS_URL: options.redisUrl,
        REDIS_CLUSTER_NODES: '',
        BENCH_NAMESPACE: namespace,
        BENCH_KEY_RING: keyRing,
        BENCH_MARKETPLACE_URL: sandbox.baseUrl,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = spawned;
    if (!spawned.stdout || spawned.pid === undefined) throw new Error('bench API process did not start');
    const exited = once(spawned, 'exit');
    const lines = createInterface({ input: spawned.stdout });
    const first = await Promise.race([once(lines, 'line').then(([line]) => line as string), exited.then(() => null)]);
    if (first === null) throw new Error('the bench API process exited before it was ready');
    if (!first.startsWith('READY ')) throw new Error(`the bench API process said ${first}`);
    const apiUrl = first.slice('READY '.length);

    const orders = await openLoop({
      url: `${apiUrl}/v1/orders`,
      floorUrl: `${apiUrl}/v1/openapi.json`,
      tokens,
      requestsPerSecond: options.requestsPerSecond,
      durationMs: options.durationMs,
      dispatcher,
      meter: { api: spawned.pid, sandbox: sandbox.pid },
      redis,
    });
    spawned.kill('SIGTERM');
    await exited;
    return {
      shops: options.shops,
      waiting_orders_per_shop: options.waitingOrders,
      requests_per_second: options.requestsPerSecond,
      window_seconds: orders.windowSeconds,
      requests: orders.requests,
      failures: orders.failures,
      latency_ms: orders.latency,
      floor_latency_ms: orders.floor,
      api: orders.api,
      sandbox_cpu_percent: orders.sandboxCpuPercent,
      bench_cpu_percent: orders.benchCpuPercent,
      redis_cpu_percent: orders.redisCpuPercent,
    };
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    await deleteNamespace(redis, namespace);
    redis.disconnect();
    await dispatcher.close();
    await sandbox.stop();
  }
}

interface OpenLoopRun {
  windowSeconds: number;
  requests: number;
  failures: Record<string, number>;
  latency: Spread;
  floor: Spread;
  api: { cpu_percent: number; rss_peak_mb: number };
  sandboxCpuPercent: number;
  benchCpuPercent: number;
  redisCpuPercent: number;
}

/**
 * GETs `url` at a steady rate, round-robin over the tokens, for a warm-up and then `durationMs`
 * counted: latency from the moment each request was due to its answer read in full.
 */
async function openLoop(run: {
  url: string;
  floorUrl: string;
  tokens: readonly string[];
  requestsPerSecond: number;
  durationMs: number;
  dispatcher: Agent;
  meter: { api: number; sandbox: number };
  redis: ReturnType<typeof openRedis>;
}): Promise<OpenLoopRun> {
  const latencies: number[] = [];
  const floor: number[] = [];
  const failures: Record<string, number> = {};
  const call = async (token: string, dueAt: number, counted: boolean) => {
    let status: string;
    try {
      const response = await request(run.url, { dispatcher: run.dispatcher, headers: { authorization: `Bearer ${token}` } });
      await response.body.text();
      status = String(response.statusCode);
    } catch {
      status = 'error';
    }
    if (!counted) return;
    if (status === '200') latencies.push(performance.now() - dueAt);
    else failures[status] = (failures[status] ?? 0) + 1;
  };
  let meters: { api: ProcessMeter; sandbox: ProcessMeter; bench: ProcessMeter; redisCpu: number; at: number } | null = null;
  const pending: Promise<void>[] = [];
  const everyMs = 1000 / run.requestsPerSecond;
  const started = performance.now();
  const until = started + WARMUP_MS + run.durationMs;
  let sent = 0;
  for (let next = started; next < until; next += everyMs) {
    await sleep(Math.max(0, next - performance.now()));
    const counted = next >= started + WARMUP_MS;
    if (counted && meters === null) {
      meters = {
        api: new ProcessMeter(run.meter.api),
        sandbox: new ProcessMeter(run.meter.sandbox),
        bench: new ProcessMeter(process.pid),
        redisCpu: await redisCpuSeconds(run.redis),
        at: performance.now(),
      };
    }
    pending.push(call(run.tokens[sent % run.tokens.length] as string, next, counted));
    if (counted && sent % FLOOR_EVERY === 0) pending.push(floorCall(run.floorUrl, run.dispatcher, next, floor));
    sent += 1;
  }
  await Promise.all(pending);
  if (meters === null) throw new Error('the API bench window was empty');
  const windowSeconds = (performance.now() - meters.at) / 1000;
  const api = meters.api.stop();
  const redisCpu = (await redisCpuSeconds(run.redis)) - meters.redisCpu;
  return {
    windowSeconds: Number(windowSeconds.toFixed(1)),
    requests: latencies.length + Object.values(failures).reduce((sum, count) => sum + count, 0),
    failures,
    latency: spread(latencies, 1),
    floor: spread(floor, 1),
    api: { cpu_percent: api.cpu_percent, rss_peak_mb: api.rss_peak_mb },
    sandboxCpuPercent: meters.sandbox.stop().cpu_percent,
    benchCpuPercent: meters.bench.stop().cpu_percent,
    redisCpuPercent: Math.round((redisCpu / windowSeconds) * 100),
  };
}

/** One request for the floor: its latency joins `into` when answered 200. */
async function floorCall(url: string, dispatcher: Agent, dueAt: number, into: number[]): Promise<void> {
  const response = await request(url, { dispatcher }).catch(() => null);
  if (!response) return;
  await response.body.text();
  if (response.statusCode === 200) into.push(performance.now() - dueAt);
}
