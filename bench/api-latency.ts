// API latency: `GET /v1/orders` against the HTTP API as the bot serves it (its own process),
// on sandbox shops with waiting orders, each with a viewer token made as `api token create`
// makes it. Requests go out open-loop at a steady rate, round-robin over the shops' tokens (a
// fulfilment script per shop polling once a second, under the per-token limit); latency is the
// full answer read minus the moment the request was due, so a request sent late counts its wait.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'undici';
import { openRedis } from '../src/runtime/redis-connection.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { generateKeyRingEntry, parseKeyRing } from '../src/store/key-ring.js';
import { createStores } from '../src/store/stores.js';
import { spawnApiProcess, type ApiProcess } from './api-process.js';
import { openLoop } from './open-loop.js';
import { createSandboxShops } from './sandbox-shops.js';
import { spawnSandbox } from './sandbox-process.js';
import type { Spread } from './stats.js';

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

export async function measureApiLatency(options: ApiLatencyOptions): Promise<ApiLatencyResult> {
  const log = options.log ?? (() => undefined);
  const sandbox = await spawnSandbox();
  const redis = openRedis({ kind: 'url', url: options.redisUrl }, { maxRetriesPerRequest: 3 });
  const namespace = `hb${randomBytes(2).toString('hex')}`;
  const keyRing = generateKeyRingEntry();
  const stores = createStores(redis, namespace, parseKeyRing(keyRing));
  const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 30_000 });
  let api: ApiProcess | null = null;
  try {
    const shops = await createSandboxShops({ sandbox, stores, dispatcher, count: options.shops, waitingOrders: options.waitingOrders });
    const tokens: string[] = [];
    for (const shop of shops) {
      // What `api token create viewer` stores and shows once.
      const created = await stores.apiTokens.create(shop.accountId, 'viewer-1', 'viewer', shop.ownerIdentityId, Date.now());
      if (!created.ok) throw new Error(`token refused: ${created.reason}`);
      tokens.push(created.token);
    }
    log(`api: ${options.shops} shops with ${options.waitingOrders} waiting orders and a viewer token each`);

    api = await spawnApiProcess({
      redisUrl: options.redisUrl,
      namespace,
      keyRing,
      marketplaceUrl: sandbox.baseUrl,
      nodeFlags: options.workerNodeFlags ?? [],
    });
    const ordersUrl = `${api.url}/v1/orders`;
    const orders = await openLoop({
      next: (sent) => ({
        kind: 'orders',
        send: async () => {
          const token = tokens[sent % tokens.length] as string;
          const response = await request(ordersUrl, { dispatcher, headers: { authorization: `Bearer ${token}` } });
          await response.body.text();
          return response.statusCode === 200 ? 'ok' : String(response.statusCode);
        },
      }),
      floorUrl: `${api.url}/v1/openapi.json`,
      requestsPerSecond: options.requestsPerSecond,
      durationMs: options.durationMs,
      dispatcher,
      meter: { api: api.pid, sandbox: sandbox.pid },
      redis,
    });
    await api.stop();
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
    await api?.kill();
    await deleteNamespace(redis, namespace);
    redis.disconnect();
    await dispatcher.close();
    await sandbox.stop();
  }
}
