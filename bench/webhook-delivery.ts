// Webhook delivery: shops with endpoints at local receivers (one down the whole time), the
// worker as production composes it in its own process, events raised there through emitEvent
// at a steady rate for a fixed window. Latency is a receiver's acknowledged receipt of the
// event minus the moment it was raised; both clocks are this machine's.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { newSigningSecret } from '../src/net/signing-secret.js';
import { openRedis } from '../src/runtime/redis-connection.js';
import { deleteNamespace } from '../src/store/delete-namespace.js';
import { generateKeyRingEntry, parseKeyRing } from '../src/store/key-ring.js';
import { createStores } from '../src/store/stores.js';
import { forEachBounded } from '../jobs/sweeper.js';
import { ProcessMeter } from './proc-stats.js';
import { redisCpuSeconds } from './redis-stats.js';
import { repoRoot } from './sandbox-process.js';
import { spread, type Spread } from './stats.js';
import { WebhookReceivers, type DownMode } from './webhook-receivers.js';
import { tallyDeliveries, type ExpectedDelivery } from './webhook-tally.js';
import type { RaisedEvents, RaisePlan } from './webhook-worker.js';

export interface WebhookDeliveryOptions {
  shops: number;
  endpointsPerShop: number;
  eventsPerSecond: number;
  durationMs: number;
  down: DownMode;
  /** The share of all events raised for the down endpoint's shop (a busy shop, its receiver down). */
  downShopShare: number;
  redisUrl: string;
  workerNodeFlags?: string[];
  log?: (line: string) => void;
}

export interface WebhookDeliveryResult {
  shops: number;
  /** Live endpoints; the down one is one more, the first shop's second. */
  endpoints: number;
  down_endpoint: DownMode;
  down_shop_share: number;
  events_per_second: number;
  window_seconds: number;
  events_raised: number;
  /** One per event and live endpoint of its shop. */
  deliveries_expected: number;
  delivered: number;
  missing: number;
  duplicates: number;
  unexpected: number;
  bad_signatures: number;
  raise_failures: number;
  /** Event raised → acknowledged by the receiver, live endpoints only. */
  latency_ms: Spread;
  /** Deliveries that took over a second, by event type: where a missed target comes from. */
  slower_than_1s: Record<string, number>;
  /** The same for the other endpoints of the down endpoint's shop (none when a shop has one endpoint). */
  down_shop_latency_ms: Spread;
  /** Attempts at the down endpoint in its delivery log (each failed) and the events sent its way. */
  down_attempts: number;
  down_events: number;
  worker: { cpu_percent: number; rss_peak_mb: number };
  bench_cpu_percent: number;
  redis_cpu_percent: number;
}

export async function measureWebhookDelivery(options: WebhookDeliveryOptions): Promise<WebhookDeliveryResult> {
  const log = options.log ?? (() => undefined);
  const redis = openRedis({ kind: 'url', url: options.redisUrl }, { maxRetriesPerRequest: 3 });
  const namespace = `hb${randomBytes(2).toString('hex')}`;
  const keyRing = generateKeyRingEntry();
  const stores = createStores(redis, namespace, parseKeyRing(keyRing));
  const endpointCount = options.shops * options.endpointsPerShop;
  // One more endpoint, down, in the first shop beside its live one(s): those show whether it held up its own shop.
  const downIndex = endpointCount;
  const secrets = Array.from({ length: endpointCount + 1 }, () => newSigningSecret());
  const receivers = await WebhookReceivers.start(secrets, downIndex, options.down);
  let child: ReturnType<typeof spawn> | null = null;
  try {
    const shops: { accountId: string; endpoints: { index: number; number: number }[] }[] = [];
    await forEachBounded(
      Array.from({ length: options.shops }, (_, shop) => shop),
      32,
      async (shop) => {
        const owner = await stores.identities.resolve('telegram', String(9_000_000 + shop));
        const account = await stores.accounts.create({
          label: `bench ${shop}`,
          apiKey: `bench-key-${randomBytes(8).toString('hex')}`,
          ownerIdentityId: owner,
          marketplaceUrl: 'http://127.0.0.1:9',
        });
        // Nothing polls these shops: the worker's time goes to webhooks alone (the poll bench measures polling).
        await stores.accounts.setAlertsEnabled(account.id, false);
        await stores.team.grant(account.id, owner, 'owner');
        const endpoints: { index: number; number: number }[] = [];
        const indices = Array.from({ length: options.endpointsPerShop }, (_, n) => shop * options.endpointsPerShop + n);
        if (shop === 0) indices.push(downIndex);
        for (const index of indices) {
          const added = await stores.webhooks.add(
            account.id,
            { url: receivers.urls[index] as string, events: null, enabled: true, createdAt: Date.now(), by: owner, previousUntil: null },
            secrets[index] as string,
          );
          if (!added) throw new Error(`endpoint ${index} refused`);
          endpoints.push({ index, number: added.number });
        }
        shops[shop] = { accountId: account.id, endpoints };
      },
    );
    log(
      `webhooks: ${options.shops} shops with ${endpointCount} endpoints at local receivers, and one more ${options.down} in the first shop`,
    );

    const spawned = spawn(process.execPath, [...(options.workerNodeFlags ?? []), '--import', 'tsx', 'bench/webhook-worker.ts'], {
      cwd: repoRoot,
      env: { ...process.env, REDIS_URL: options.redisUrl, REDIS_CLUSTER_NODES: '', BENCH_NAMESPACE: namespace, BENCH_KEY_RING: keyRing },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child = spawned;
    if (!spawned.stdout || !spawned.stdin || spawned.pid === undefined) throw new Error('bench webhook worker did not start');
    const exited = once(spawned, 'exit');
    let ready = false;
    let raised: RaisedEvents | null = null;
    createInterface({ input: spawned.stdout }).on('line', (line) => {
      if (line === 'READY') ready = true;
      else if (line.startsWith('RAISED ')) raised = JSON.parse(line.slice('RAISED '.length)) as RaisedEvents;
    });
    while (!ready) {
      if (spawned.exitCode !== null) throw new Error(`bench webhook worker exited with ${spawned.exitCode}`);
      await sleep(50);
    }

    const warmupMs = 3_000;
    const plan: RaisePlan = {
      accountIds: shops.map((shop) => shop.accountId),
      busy: { accountId: shops[0]?.accountId ?? '', share: options.downShopShare },
      eventsPerSecond: options.eventsPerSecond,
      warmupMs,
      durationMs: options.durationMs,
    };
    await sleep(warmupMs / 2);
    spawned.stdin.write(`RAISE ${JSON.stringify(plan)}\n`);
    await sleep(warmupMs);
    const workerMeter = new ProcessMeter(spawned.pid);
    const benchMeter = new ProcessMeter(process.pid);
    const redisCpuStart = await redisCpuSeconds(redis);
    const windowStarted = performance.now();
    while (raised === null) {
      if (spawned.exitCode !== null) throw new Error(`bench webhook worker exited with ${spawned.exitCode}`);
      await sleep(100);
    }
    const done = raised as RaisedEvents;
    const counted = done.events.filter((event) => event.raisedAt >= done.windowStartedAt);
    const live = new Map(shops.map((shop) => [shop.accountId, shop.endpoints.filter((endpoint) => endpoint.index !== downIndex)]));
    const expected: ExpectedDelivery[] = counted.flatMap((event) =>
      (live.get(event.accountId) ?? []).map((endpoint) => ({
        endpoint: String(endpoint.index),
        eventId: event.eventId,
        raisedAt: event.raisedAt,
      })),
    );
    const everyExpected = done.events.flatMap((event) =>
      (live.get(event.accountId) ?? []).map((endpoint) => ({
        endpoint: String(endpoint.index),
        eventId: event.eventId,
        raisedAt: event.raisedAt,
      })),
    );
    // The last events get up to 15 s to arrive; a run that delivers everything stops waiting at once.
    const waitUntil = performance.now() + 15_000;
    while (tallyDeliveries(everyExpected, receivers.acknowledged).missing > 0 && performance.now() < waitUntil) await sleep(200);
    const windowSeconds = (performance.now() - windowStarted) / 1000;
    const workerUse = workerMeter.stop();
    const benchUse = benchMeter.stop();
    const redisCpu = (await redisCpuSeconds(redis)) - redisCpuStart;

    const warm = new Set(done.events.filter((event) => event.raisedAt < done.windowStartedAt).map((event) => event.eventId));
    const calls = receivers.acknowledged.filter((call) => !warm.has(call.eventId));
    const tally = tallyDeliveries(expected, calls);
    const firstAcknowledged = new Map<string, number>();
    for (const call of calls) {
      const key = `${call.endpoint}|${call.eventId}`;
      firstAcknowledged.set(key, Math.min(call.at, firstAcknowledged.get(key) ?? Infinity));
    }
    const typeOf = new Map(done.events.map((event) => [event.eventId, event.type]));
    const slower: Record<string, number> = {};
    for (const delivery of expected) {
      const at = firstAcknowledged.get(`${delivery.endpoint}|${delivery.eventId}`);
      if (at === undefined || at - delivery.raisedAt <= 1000) continue;
      const type = typeOf.get(delivery.eventId) ?? 'unknown';
      slower[type] = (slower[type] ?? 0) + 1;
    }
    const downShop = shops[0];
    const downShopOthers = new Set(
      (downShop?.endpoints ?? []).filter((endpoint) => endpoint.index !== downIndex).map((e) => String(e.index)),
    );
    const downShopTally = tallyDeliveries(
      expected.filter((delivery) => downShopOthers.has(delivery.endpoint)),
      receivers.acknowledged.filter((call) => downShopOthers.has(call.endpoint)),
    );
    const downNumber = downShop?.endpoints.find((endpoint) => endpoint.index === downIndex)?.number ?? 0;
    const downLog = downShop ? await stores.webhookDeliveries.latest(downShop.accountId, downNumber, 10_000) : [];

    spawned.kill('SIGTERM');
    await exited;
    return {
      shops: options.shops,
      endpoints: endpointCount,
      down_endpoint: options.down,
      down_shop_share: options.downShopShare,
      events_per_second: options.eventsPerSecond,
      window_seconds: Number(windowSeconds.toFixed(1)),
      events_raised: counted.length,
      deliveries_expected: expected.length,
      delivered: tally.delivered,
      missing: tally.missing,
      duplicates: tally.duplicates,
      unexpected: tally.unexpected,
      bad_signatures: receivers.badSignatures,
      raise_failures: done.failed,
      latency_ms: spread(tally.latencies),
      slower_than_1s: slower,
      down_shop_latency_ms: spread(downShopTally.latencies),
      down_attempts: downLog.filter((delivery) => delivery.problem !== null).length,
      down_events: done.events.filter((event) => event.accountId === downShop?.accountId).length,
      worker: { cpu_percent: workerUse.cpu_percent, rss_peak_mb: workerUse.rss_peak_mb },
      bench_cpu_percent: benchUse.cpu_percent,
      redis_cpu_percent: Math.round((redisCpu / windowSeconds) * 100),
    };
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    await receivers.close();
    await deleteNamespace(redis, namespace);
    redis.disconnect();
  }
}
