// Listing reads per second against the sandbox (limits off) over loopback keep-alive.
// Run: `npx tsx bench/sandbox-throughput.ts [--duration-ms N] [--connections N]`;
// prints one JSON line. The sandbox runs in its own process so it has a core to itself.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { spawnSandbox } from './sandbox-process.js';

export interface ThroughputOptions {
  durationMs?: number | undefined;
  connections?: number | undefined;
  /** An already running sandbox (limits off) to measure instead of spawning one. */
  target?: { baseUrl: string; apiKey: string };
}

export interface ThroughputResult {
  reads_per_second: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  errors: number;
  duration_ms: number;
  connections: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

export async function measureSandboxThroughput(options: ThroughputOptions = {}): Promise<ThroughputResult> {
  const durationMs = options.durationMs ?? 4000;
  const connections = options.connections ?? 16;
  const spawned = options.target ? null : await spawnSandbox({ seed: 1 });
  const target = options.target ?? { baseUrl: spawned?.baseUrl ?? '', apiKey: spawned?.demoApiKey ?? '' };
  const pool = new Pool(target.baseUrl, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const headers = { authorization: `Bearer ${target.apiKey}` };
  try {
    const mine = await pool.request({ method: 'GET', path: '/v1/offers/accounts/my?status=active', headers });
    const page = (await mine.body.json()) as { offers: { id: string }[] };
    const offerId = page.offers[0]?.id;
    if (!offerId) throw new Error('the demo seller has no active account listing to read');
    const path = `/v1/offers/accounts/${offerId}`;

    const latencies: number[] = [];
    let errors = 0;
    const warmUntil = performance.now() + Math.min(500, durationMs / 4);
    const startedAt = warmUntil;
    const endAt = warmUntil + durationMs;
    const worker = async () => {
      for (;;) {
        const sent = performance.now();
        if (sent >= endAt) return;
        const response = await pool.request({ method: 'GET', path, headers });
        await response.body.arrayBuffer();
        const done = performance.now();
        if (response.statusCode !== 200) errors += 1;
        if (sent >= startedAt) latencies.push(done - sent);
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    const sorted = Float64Array.from(latencies).sort();
    const round = (n: number) => Math.round(n * 1000) / 1000;
    return {
      reads_per_second: Math.round(latencies.length / (durationMs / 1000)),
      p50_ms: round(percentile(sorted, 0.5)),
      p99_ms: round(percentile(sorted, 0.99)),
      requests: latencies.length,
      errors,
      duration_ms: durationMs,
      connections,
    };
  } finally {
    await pool.close();
    await spawned?.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({ options: { 'duration-ms': { type: 'string' }, connections: { type: 'string' } } });
  const result = await measureSandboxThroughput({
    durationMs: values['duration-ms'] ? Number(values['duration-ms']) : undefined,
    connections: values.connections ? Number(values.connections) : undefined,
  });
  console.log(JSON.stringify(result));
}
