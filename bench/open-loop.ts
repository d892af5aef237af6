import { setTimeout as sleep } from 'node:timers/promises';
import { request, type Dispatcher } from 'undici';
import type { RedisConnection } from '../src/runtime/redis-connection.js';
import { ProcessMeter } from './proc-stats.js';
import { redisCpuSeconds } from './redis-stats.js';
import { spread, type Spread } from './stats.js';

const WARMUP_MS = 3_000;
/** One floor request beside every this many counted ones: the floor sees the same moments at a tenth of the rate. */
const FLOOR_EVERY = 10;

/** One request of the loop: what it is (latencies are also kept by kind) and how it is sent, resolving to its outcome. */
export interface LoopRequest {
  kind: string;
  /** `ok`, or what went wrong (a status, `error` for no answer): counted under failures. */
  send(): Promise<string>;
}

export interface OpenLoopRun {
  windowSeconds: number;
  requests: number;
  failures: Record<string, number>;
  latency: Spread;
  latencyByKind: Record<string, Spread>;
  floor: Spread;
  api: { cpu_percent: number; rss_peak_mb: number };
  sandboxCpuPercent: number;
  benchCpuPercent: number;
  redisCpuPercent: number;
}

/**
 * Sends requests at a steady rate (`next(n)` makes the n-th) for a warm-up and then
 * `durationMs` counted: latency from the moment each request was due to its answer read in
 * full, so a request sent late counts its wait. Beside every tenth counted one, a GET of
 * `floorUrl` (a document the server holds in memory) to the same process: what the machine
 * and the HTTP stack alone add at those moments, its tail included.
 */
export async function openLoop(run: {
  next: (sent: number) => LoopRequest;
  floorUrl: string;
  requestsPerSecond: number;
  durationMs: number;
  dispatcher: Dispatcher;
  meter: { api: number; sandbox: number };
  redis: RedisConnection;
}): Promise<OpenLoopRun> {
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  const floor: number[] = [];
  const failures: Record<string, number> = {};
  const call = async (loopRequest: LoopRequest, dueAt: number, counted: boolean) => {
    const outcome = await loopRequest.send().catch(() => 'error');
    if (!counted) return;
    if (outcome !== 'ok') {
      failures[outcome] = (failures[outcome] ?? 0) + 1;
      return;
    }
    const latency = performance.now() - dueAt;
    latencies.push(latency);
    const own = byKind.get(loopRequest.kind) ?? [];
    own.push(latency);
    byKind.set(loopRequest.kind, own);
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
    pending.push(call(run.next(sent), next, counted));
    if (counted && sent % FLOOR_EVERY === 0) pending.push(floorCall(run.floorUrl, run.dispatcher, next, floor));
    sent += 1;
  }
  await Promise.all(pending);
  if (meters === null) throw new Error('the open-loop window was empty');
  const windowSeconds = (performance.now() - meters.at) / 1000;
  const api = meters.api.stop();
  const redisCpu = (await redisCpuSeconds(run.redis)) - meters.redisCpu;
  return {
    windowSeconds: Number(windowSeconds.toFixed(1)),
    requests: latencies.length + Object.values(failures).reduce((sum, count) => sum + count, 0),
    failures,
    latency: spread(latencies, 1),
    latencyByKind: Object.fromEntries([...byKind].map(([kind, samples]) => [kind, spread(samples, 1)])),
    floor: spread(floor, 1),
    api: { cpu_percent: api.cpu_percent, rss_peak_mb: api.rss_peak_mb },
    sandboxCpuPercent: meters.sandbox.stop().cpu_percent,
    benchCpuPercent: meters.bench.stop().cpu_percent,
    redisCpuPercent: Math.round((redisCpu / windowSeconds) * 100),
  };
}

/** One request for the floor: its latency joins `into` when answered 200. */
async function floorCall(url: string, dispatcher: Dispatcher, dueAt: number, into: number[]): Promise<void> {
  const response = await request(url, { dispatcher }).catch(() => null);
  if (!response) return;
  await response.body.text();
  if (response.statusCode === 200) into.push(performance.now() - dueAt);
}
