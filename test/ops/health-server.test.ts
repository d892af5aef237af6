import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { createHawkerMetrics } from '../../src/ops/hawker-metrics.js';
import { startHealthServer, type HealthServer } from '../../src/ops/health-server.js';
import { ANOTHER_LOCAL_ADDRESS, tryConnect } from '../support/tcp-reach.js';

const metrics = createHawkerMetrics();
let redisUp = true;
const servers: HealthServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** Without a host: the server's own default. */
async function start(host?: string): Promise<HealthServer> {
  const server = await startHealthServer({
    port: 0,
    ...(host === undefined ? {} : { host }),
    metrics: metrics.registry,
    readiness: { redis: async () => redisUp, telegram: async () => true },
  });
  servers.push(server);
  return server;
}

describe('health, readiness and metrics over HTTP', () => {
  it('reports alive, and ready only while every dependency answers', async () => {
    const server = await start('127.0.0.1');
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { redis: true, telegram: true } });
    redisUp = false;
    const notReady = await fetch(`${server.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: 'not_ready', checks: { redis: false } });
    redisUp = true;
  });

  it('serves the Prometheus series operators watch', async () => {
    const server = await start('127.0.0.1');
    metrics.polls.inc({ outcome: 'ok' });
    metrics.polls.inc({ outcome: 'ok' });
    metrics.marketplaceErrors.inc({ code: 'rate_limited' });
    metrics.alertLatencySeconds.observe({ platform: 'telegram' }, 1.5);
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toContain('# TYPE hawker_order_polls_total counter');
    expect(text).toContain('hawker_order_polls_total{outcome="ok"} 2');
    expect(text).toContain('hawker_marketplace_errors_total{code="rate_limited"} 1');
    expect(text).toContain('hawker_alert_latency_seconds_bucket{le="1",platform="telegram"} 0');
    expect(text).toContain('hawker_alert_latency_seconds_bucket{le="2",platform="telegram"} 1');
    expect(text).toContain('hawker_alert_latency_seconds_count{platform="telegram"} 1');
    expect(text).toMatch(/hawker_process_resident_memory_bytes \d+/);
    // prom-client's default process metrics sit beside Hawker's own.
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toMatch(/nodejs_heap_size_used_bytes \d+/);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });
});

describe('who can reach /metrics and /readyz', () => {
  it('answers only on this machine with the default HTTP_HOST: another address of the machine is refused', async () => {
    const server = await start();
    const port = Number(new URL(server.url).port);
    expect(await tryConnect(ANOTHER_LOCAL_ADDRESS, port)).toBe('ECONNREFUSED');
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
    expect(loadConfig({}, { devKeyRingPath: '.data/dev-master-keys' }).httpHost).toBe('127.0.0.1');
  });

  it('answers on every interface when HTTP_HOST=0.0.0.0 widens it', async () => {
    const server = await start(loadConfig({ HTTP_HOST: '0.0.0.0' }, { devKeyRingPath: '.data/dev-master-keys' }).httpHost);
    const port = Number(new URL(server.url).port);
    expect(await tryConnect(ANOTHER_LOCAL_ADDRESS, port)).toBe('connected');
    expect((await fetch(`http://${ANOTHER_LOCAL_ADDRESS}:${port}/metrics`)).status).toBe(200);
  });
});
