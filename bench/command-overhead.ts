// Command overhead: what Hawker's dispatch (parsing, identity and role lookups, flow
// state, rendering a neutral reply) adds to a read command beyond the marketplace
// call. The core runs in this process with an instrumented client whose marketplace
// calls are timed; overhead = dispatch time minus the time spent inside those calls.
import { DEFAULT_JOBS_CONFIG } from '../jobs/jobs-config.js';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Agent } from 'undici';
import { SellerApiClient } from '../src/api/seller-api-client.js';
import type { SellerApi } from '../src/api/seller-api.js';
import type { ChatEvent } from '../src/domain/chat-input.js';
import { INTERACTIVE_CLIENT_POLICY } from '../src/core/client-policy.js';
import { createChartRenderer } from '../src/core/stats/chart-sales.js';
import { createHawkerCore } from '../src/core/hawker-core.js';
import { createLogger } from '../src/log/logger.js';
import { SignedHttpClient } from '../src/net/signed-http-client.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { generateKeyRingEntry, parseKeyRing } from '../src/store/key-ring.js';
import { createStores } from '../src/store/stores.js';
import { spawnSandbox } from './sandbox-process.js';
import { spread, type Spread } from './stats.js';

export interface OverheadOptions {
  iterations: number;
  /** The languages the seller reads Hawker in, one run each: localisation's cost shows as the difference. */
  languages: readonly string[];
  warmup: number;
  redisUrl: string;
}

export interface OverheadResult {
  command: string;
  language: string;
  iterations: number;
  /** Dispatch time minus marketplace time, ms. */
  overhead_ms: Spread;
  /** The whole `handle` call, ms. */
  dispatch_ms: Spread;
  /** The marketplace calls inside it (the client: budget check and HTTP), ms. */
  marketplace_ms: Spread;
  /** CPU time of the dispatch minus CPU time inside the marketplace calls: immune to waiting for a core, ms. */
  overhead_cpu_ms: Spread;
  /** One Redis PING on the same connection, timed in the same loop: the machine's noise floor, ms. */
  redis_ping_ms: Spread;
  /** Redis commands the dispatch itself sent (identity, role, flow state), per command. */
  redis_commands_per_dispatch: number;
}

/** Counts the commands sent on one connection: the dispatch's own Redis work. */
function countCommands(redis: Redis): { sent: number } {
  const counter = { sent: 0 };
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = (...args: Parameters<Redis['sendCommand']>) => {
    counter.sent += 1;
    return send(...args);
  };
  return counter;
}

/** Namespaces of the client whose calls reach the marketplace; `budget` is Hawker's own bookkeeping. */
const MARKETPLACE_PARTS = ['catalogue', 'images', 'listings', 'units', 'orders'] as const;

interface CallClock {
  spentMs: number;
  cpuMicros: number;
}

const cpuMicros = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

function timed(client: SellerApi, clock: CallClock): SellerApi {
  const wrap = <T extends object>(part: T): T =>
    new Proxy(part, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          const started = performance.now();
          const cpuStarted = cpuMicros();
          try {
            return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          } finally {
            clock.spentMs += performance.now() - started;
            clock.cpuMicros += cpuMicros() - cpuStarted;
          }
        };
      },
    });
  const parts = Object.fromEntries(MARKETPLACE_PARTS.map((name) => [name, wrap(client[name])]));
  return { ...parts, budget: client.budget, close: () => client.close() } as SellerApi;
}

export async function measureCommandOverhead(options: OverheadOptions): Promise<OverheadResult[]> {
  const sandbox = await spawnSandbox();
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  // The clients' budget bookkeeping gets its own connection, so the count below is the dispatch's alone.
  const clientRedis = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  const commands = countCommands(redis);
  const namespace = `hawker-bench:${randomBytes(4).toString('hex')}`;
  const stores = createStores(redis, namespace, parseKeyRing(generateKeyRingEntry()));
  const dispatcher = new Agent({ connections: 4, keepAliveTimeout: 30_000 });
  const clock: CallClock = { spentMs: 0, cpuMicros: 0 };
  const signedHttp = new SignedHttpClient({ allowPrivateNetworks: false });
  const core = createHawkerCore({
    redis,
    namespace,
    stores,
    marketplaceUrl: sandbox.baseUrl,
    logger: createLogger({ level: 'silent' }),
    now: Date.now,
    charts: createChartRenderer(),
    signedHttp,
    pollCadence: { fastMs: DEFAULT_JOBS_CONFIG.pollIntervalMs, idleMs: DEFAULT_JOBS_CONFIG.listingWatchIntervalMs },
    // One person's shipped call limit (30 in 10 s) would stop a benchmark too; it is still counted on every call.
    callLimit: { name: 'calls', limit: 1_000_000, windowMs: 60_000 },
    clientPolicy: INTERACTIVE_CLIENT_POLICY,
    clientFactory: ({ baseUrl, apiKey, policy }) =>
      // The spec's read budget (500 a minute) would stop a benchmark; everything else is production's.
      timed(
        new SellerApiClient({
          budgetClass: policy.budgetClass,
          baseUrl,
          apiKey,
          redis: clientRedis,
          namespace,
          keyFingerprint: (key) => stores.accounts.fingerprint(key),
          dispatcher,
          retry: policy.retry,
          timeoutMs: policy.timeoutMs,
          limits: { readsPerWindow: 1_000_000 },
        }),
        clock,
      ),
  });
  const actor = { platform: 'test' as const, userId: 'bench-seller', displayName: 'Bench' };
  const place = { platform: 'test' as const, chatId: 'bench-dm', kind: 'private' as const };
  let messageId = 0;
  const event = (name: string, text: string): ChatEvent => ({
    actor,
    place,
    input: { type: 'command', name, text },
    message: { platform: 'test', chatId: place.chatId, messageId: String(++messageId) },
  });
  try {
    const connected = await core.handle(event('connect', sandbox.demoApiKey));
    if (!(await stores.identities.activeAccount(await stores.identities.resolve('test', actor.userId)))) {
      throw new Error(`connect failed: ${JSON.stringify(connected)}`);
    }
    const results: OverheadResult[] = [];
    for (const [language, command] of options.languages.flatMap((each) => ['listings', 'orders'].map((name) => [each, name] as const))) {
      await core.handle(event('language', language));
      const overhead: number[] = [];
      const dispatch: number[] = [];
      const marketplace: number[] = [];
      const overheadCpu: number[] = [];
      const pings: number[] = [];
      let commandsSent = 0;
      for (let run = 0; run < options.warmup + options.iterations; run += 1) {
        const pingStarted = performance.now();
        await redis.ping();
        const ping = performance.now() - pingStarted;
        clock.spentMs = 0;
        clock.cpuMicros = 0;
        const commandsBefore = commands.sent;
        const cpuStarted = cpuMicros();
        const started = performance.now();
        const replies = await core.handle(event(command, ''));
        const total = performance.now() - started;
        const cpu = cpuMicros() - cpuStarted;
        if (replies.length === 0) throw new Error(`${command} gave no reply`);
        if (run < options.warmup) continue;
        commandsSent += commands.sent - commandsBefore;
        dispatch.push(total);
        marketplace.push(clock.spentMs);
        overhead.push(total - clock.spentMs);
        overheadCpu.push((cpu - clock.cpuMicros) / 1000);
        pings.push(ping);
      }
      results.push({
        command,
        language,
        iterations: options.iterations,
        overhead_ms: spread(overhead, 2),
        dispatch_ms: spread(dispatch, 2),
        marketplace_ms: spread(marketplace, 2),
        overhead_cpu_ms: spread(overheadCpu, 2),
        redis_ping_ms: spread(pings, 2),
        redis_commands_per_dispatch: Math.round((commandsSent / options.iterations) * 10) / 10,
      });
    }
    return results;
  } finally {
    await core.close();
    await signedHttp.close();
    await dispatcher.close();
    await deleteNamespace(redis, namespace);
    redis.disconnect();
    clientRedis.disconnect();
    await sandbox.stop();
  }
}
