// Issue #20 item 5: what operators read. Error codes are in the log lines (goods are
// not), each marketplace failure is counted once under its code (and a spent budget,
// where nothing was sent, not at all), and every command run is counted. Built as the
// bins build it: production client factory with metrics, the worker, the core, `/metrics`.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceClients } from '../../bin/runtime/marketplace-clients.js';
import { createOutgoingDispatcher } from '../../src/net/outgoing-dispatcher.js';
import { startWorker } from '../../jobs/worker.js';
import { createHawkerCore } from '../../src/core/hawker-core.js';
import { createLogger } from '../../src/log/logger.js';
import { createHawkerMetrics, type HawkerMetrics } from '../../src/ops/hawker-metrics.js';
import { startHealthServer, type HealthServer } from '../../src/ops/health-server.js';
import { fastConfig, openHarness, waitFor, type Harness } from '../jobs/support/jobs-harness.js';
import { counterValue } from '../support/metric-value.js';
import { TestAdapter } from '../support/test-adapter.js';

let h: Harness;
let metrics: HawkerMetrics;
let health: HealthServer;
let logText = '';
const logger = createLogger({
  level: 'info',
  destination: new Writable({
    write(chunk: Buffer, _encoding, done) {
      logText += chunk.toString();
      done();
    },
  }),
});

beforeAll(async () => {
  h = await openHarness('ops-observability');
  metrics = createHawkerMetrics();
  health = await startHealthServer({ port: 0, host: '127.0.0.1', metrics: metrics.registry, readiness: {} });
});

afterAll(async () => {
  await health.close();
  await h.close();
});

async function metricLines(name: string): Promise<string[]> {
  const text = await (await fetch(`${health.url}/metrics`)).text();
  return text.split('\n').filter((line) => line.startsWith(`${name}{`));
}

function logLines(message: string): Record<string, unknown>[] {
  return logText
    .split('\n')
    .filter((line) => line.includes(message))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the worker, as operators see it', () => {
  it('logs the error code of a suspension, counts it once, and counts nothing for a spent budget', async () => {
    const seller = await h.seller();
    const outgoingHttp = createOutgoingDispatcher();
    const clients = marketplaceClients(h.redis, h.namespace, logger, {
      keyFingerprint: (key) => h.stores.accounts.fingerprint(key),
      metrics,
      dispatcher: outgoingHttp,
    });
    const worker = await startWorker({
      redis: h.redis,
      namespace: h.namespace,
      queuePrefix: h.queuePrefix,
      notifiers: [h.notifier],
      clientFactory: clients.factory,
      stores: h.stores,
      config: fastConfig(h.sandbox, { listingWatchIntervalMs: 3_600_000 }),
      logger,
      metrics,
    });
    try {
      await h.admin('POST', '/_sandbox/faults', {
        kind: 'status',
        status: 403,
        error: 'account_suspended',
        path_prefix: '/v1/orders/me',
        times: 1,
      });
      const [suspended] = await waitFor(
        'the suspension logged',
        () => logLines('account suspended: pausing').length > 0 && logLines('account suspended: pausing'),
      );
      expect(suspended).toMatchObject({ code: 'account_suspended' });
      expect(await metricLines('hawker_marketplace_errors_total')).toEqual(['hawker_marketplace_errors_total{code="account_suspended"} 1']);

      // The suspension is over (the fault is spent); then the key's read window is filled by
      // other processes: polls are skipped and nothing is sent.
      await waitFor('the account resumed', async () => (await h.stores.accounts.get(seller.accountId))?.keyStatus === 'ok');
      const [seconds] = await h.redis.time();
      const reads = `${h.namespace}:budget:{${await h.stores.accounts.fingerprint(seller.apiKey)}}:reads`;
      await h.redis.hset(reads, String(Number(seconds) * 1000), 500);
      await h.redis.pexpire(reads, 60_000);
      await waitFor(
        'a poll skipped on the spent budget',
        async () => (await counterValue(metrics.polls, { outcome: 'skipped_budget' })) > 0,
      );
      expect(await metricLines('hawker_marketplace_errors_total')).toEqual(['hawker_marketplace_errors_total{code="account_suspended"} 1']);
    } finally {
      await worker.close();
      await outgoingHttp.close();
    }
  });
});

describe('the bot, as operators see it', () => {
  it('counts every command run by command id and outcome, and no series for names that are not commands', async () => {
    const core = createHawkerCore({
      redis: h.redis,
      namespace: h.namespace,
      stores: h.stores,
      marketplaceUrl: h.sandbox.baseUrl,
      logger,
      metrics,
    });
    try {
      const person = new TestAdapter(core).user('operator-watch');
      await person.dm.command('help');
      await person.dm.command('help');
      await person.dm.command('orders');
      await person.dm.command(`no-such-command-${'x'.repeat(200)}`);
      const lines = await metricLines('hawker_commands_total');
      expect(lines).toContain('hawker_commands_total{command="help",outcome="ok"} 2');
      expect(lines).toContain('hawker_commands_total{command="orders",outcome="error"} 1');
      expect(lines.filter((line) => line.includes('no-such-command'))).toEqual([]);
    } finally {
      await core.close();
    }
  });
});
