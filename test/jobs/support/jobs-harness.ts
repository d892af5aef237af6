import { request, type Dispatcher } from 'undici';
import { SellerApiClient } from '../../../src/api/seller-api-client.js';
import type { SellerApi } from '../../../src/api/seller-api.js';
import type { Order } from '../../../src/api/schemas/order.js';
import type { BudgetLimits } from '../../../src/api/budget-window.js';
import type { HawkerMetrics } from '../../../src/ops/hawker-metrics.js';
import type { SignedHttpClient } from '../../../src/net/signed-http-client.js';
import { createLogger } from '../../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../../src/store/key-ring.js';
import { createStores, type Stores } from '../../../src/store/stores.js';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../sandbox/index.js';
import { expectNoRateLimited } from '../../support/rate-limited.js';
import type { RunningWorker } from '../../../jobs/worker.js';
import { queuePrefix as bullPrefix } from '../../../jobs/job-keys.js';
import type { JobsConfig } from '../../../jobs/jobs-config.js';
import { createTestRedis, type TestRedis } from '../../support/test-redis.js';
import { RecordingNotifier } from '../../support/recording-notifier.js';
import type { Notifier } from '../../../src/notify/notifier.js';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import { composeTestCore, composeTestWorker } from '../../support/composed.js';

/** How often the harness's workers read each account's orders. */
const POLL_INTERVAL_MS = 250;

/** Intervals a test can live with: a poll every quarter second keeps well inside the sandbox's 500 reads a minute. */
export function fastConfig(sandbox: RunningSandbox, overrides: Partial<JobsConfig> = {}): Partial<JobsConfig> {
  return {
    pollIntervalMs: POLL_INTERVAL_MS,
    listingWatchIntervalMs: 1_000,
    sweepEveryMs: 100,
    // A step as long as the period: each sweep is one pass, so a drain sees the worker's sweeps end.
    sweepStepMs: 100,
    accountSyncEveryMs: 250,
    leaseMs: 4_000,
    lockDurationMs: 4_000,
    stalledIntervalMs: 1_000,
    networkBackoffBaseMs: 200,
    maxNetworkBackoffMs: 1_000,
    rateLimitBackoffMs: 1_000,
    suspendedRecheckMs: 300,
    notifyBackoffBaseMs: 100,
    notifyBackoffMaxMs: 1_000,
    now: () => sandbox.core.clock.now(),
    ...overrides,
  };
}

export interface TestSeller {
  sellerId: string;
  apiKey: string;
  keyId: string;
  accountId: string;
  /** The account's name in Hawker, shown on its alerts. */
  label: string;
  identityId: string;
  client: SellerApi;
  /** The owner's private chat (also where owner notices go). */
  ownerChat: string;
  /** The team group linked to the account. */
  teamChat: string;
}

export interface Harness {
  sandbox: RunningSandbox;
  redis: TestRedis['redis'];
  namespace: string;
  queuePrefix: string;
  /** The master key ring text, for a worker started in a child process. */
  keyRing: string;
  stores: Stores;
  notifier: RecordingNotifier;
  admin<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<{ status: number; body: T }>;
  seller(): Promise<TestSeller>;
  /** A published manual top-up whose orders wait `hours` for delivery. */
  manualListing(seller: TestSeller, hours?: number): Promise<string>;
  placeOrder(offerId: string, quantity?: number): Promise<Order>;
  advanceClock(ms: number): Promise<void>;
  /** Closes every worker started so far (afterEach: a failed test leaves none running into the next). */
  closeWorkers(): Promise<void>;
  /**
   * Runs every running worker until nothing is claimable and no job is pending (`RunningWorker.drain`),
   * then moves the clock one poll interval on and drains again: every account has been polled once
   * more since the work ran out, so a message a later poll would repeat has been sent too.
   */
  drain(): Promise<void>;
  /**
   * `limits` shrink the keys' request budgets; `metrics` collects the worker's counters; `notifiers` (other platforms, fakes' own)
   * join the test one; `deliverTimeoutMs` shortens how long a deliver request waits (and so when a lost answer is read back);
   * `signedHttp` replaces the worker's signed client (one that may call a supplier on this machine), closed by the test;
   * `outgoingHttp` is the process's outgoing dispatcher (one on a proxy), as `npm start` hands its own in, closed by the test.
   */
  startWorker(
    overrides?: Partial<JobsConfig>,
    options?: {
      limits?: Partial<BudgetLimits>;
      metrics?: HawkerMetrics;
      notifiers?: Notifier[];
      deliverTimeoutMs?: number;
      signedHttp?: SignedHttpClient;
      outgoingHttp?: Dispatcher;
    },
  ): Promise<RunningWorker>;
  /**
   * The bot process beside the worker, as `npm start` runs it: a core composed as bin/bot.ts
   * does, over the same Redis, stores and sandbox clock, with no worker inside. Closed with the harness.
   */
  botCore(): HawkerCore;
  close(): Promise<void>;
}

let sellerCount = 0;

export async function openHarness(label: string, sandboxOptions: SandboxOptions = {}): Promise<Harness> {
  const sandbox = await startSandbox({ demo: false, ...sandboxOptions });
  const testRedis = createTestRedis(label);
  const { redis, namespace } = testRedis;
  const keyRing = generateKeyRingEntry();
  const stores = createStores(redis, namespace, parseKeyRing(keyRing));
  const notifier = new RecordingNotifier('test');
  const queuePrefix = bullPrefix(namespace);
  const workers: RunningWorker[] = [];
  const clients: SellerApi[] = [];
  const cores: HawkerCore[] = [];
  const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent', name: `jobs-${label}` });

  const admin: Harness['admin'] = async (method, path, body) => {
    const response = await request(`${sandbox.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${sandbox.adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.body.text();
    return { status: response.statusCode, body: (text === '' ? null : JSON.parse(text)) as never };
  };

  const advanceClock: Harness['advanceClock'] = async (ms) => {
    const answer = await admin('POST', '/_sandbox/clock', { advance_ms: ms });
    if (answer.status !== 200) throw new Error(`sandbox clock refused: ${answer.status}`);
  };

  return {
    sandbox,
    redis,
    namespace,
    queuePrefix,
    keyRing,
    stores,
    notifier,
    admin,
    async seller() {
      sellerCount += 1;
      const created = await admin<{ id: string; apiKey: string; keyId: string }>('POST', '/_sandbox/sellers', {});
      const { id: sellerId, apiKey, keyId } = created.body;
      const ownerChat = `owner-${label}-${sellerCount}`;
      const teamChat = `team-${label}-${sellerCount}`;
      const identityId = await stores.identities.resolve('test', ownerChat);
      const shopName = `shop ${label}-${sellerCount}`;
      const account = await stores.accounts.create({
        label: shopName,
        apiKey,
        ownerIdentityId: identityId,
        marketplaceUrl: sandbox.baseUrl,
      });
      await stores.team.grant(account.id, identityId, 'owner');
      await stores.alertSettings.addPrivateTarget(account.id, { platform: 'test', kind: 'user', id: ownerChat });
      await stores.team.linkPlace(account.id, { platform: 'test', chatId: teamChat });
      const client = new SellerApiClient({ budgetClass: 'interactive', baseUrl: sandbox.baseUrl, apiKey, retry: { maxAttempts: 1 } });
      clients.push(client);
      return { sellerId, apiKey, keyId, accountId: account.id, label: shopName, identityId, client, ownerChat, teamChat };
    },
    async manualListing(seller, hours = 2) {
      const listing = await seller.client.listings.createTopUp({
        brand: 'starfall-odyssey',
        title: 'Starfall crystals by player id',
        price: 1499,
        delivery_type: 'manual',
        delivery_method: 'player_id',
        delivery_instructions: 'Send your player id and server.',
        attributes: { region: 'asia' },
        manual_delivery_value: hours,
        manual_delivery_unit: 'hours',
      });
      if (!listing) throw new Error('sandbox created no listing');
      await seller.client.listings.publish('top_up', listing.id);
      return listing.id;
    },
    async placeOrder(offerId, quantity = 1) {
      const answer = await admin<Order>('POST', '/_sandbox/orders', { offer_id: offerId, quantity });
      if (answer.status !== 201) throw new Error(`sandbox refused the order: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
    advanceClock,
    async startWorker(overrides = {}, options = {}) {
      // The worker as bin/worker.ts composes it, with one attempt per call (a test sees each failure) and the test's notifiers.
      const worker = await composeTestWorker(
        { redis, namespace, stores, logger, ...(options.outgoingHttp ? { outgoingHttp: options.outgoingHttp } : {}) },
        {
          queuePrefix,
          notifiers: [notifier, ...(options.notifiers ?? [])],
          jobs: fastConfig(sandbox, overrides),
          marketplace: {
            policy: (shipped) => ({
              ...shipped,
              retry: { ...shipped.retry, maxAttempts: 1 },
              ...(options.deliverTimeoutMs === undefined ? {} : { deliverTimeoutMs: options.deliverTimeoutMs }),
            }),
            ...(options.limits ? { limits: options.limits } : {}),
          },
          ...(options.metrics ? { metrics: options.metrics } : {}),
          ...(options.signedHttp ? { signedHttp: options.signedHttp } : {}),
        },
      );
      workers.push(worker);
      return worker;
    },
    async drain() {
      for (const worker of workers) await worker.drain();
      await advanceClock(POLL_INTERVAL_MS);
      for (const worker of workers) await worker.drain();
    },
    botCore() {
      const core = composeTestCore({ redis, namespace, stores, logger: createLogger({ level: 'silent' }) }, sandbox.baseUrl, {
        now: () => sandbox.core.clock.now(),
      });
      cores.push(core);
      return core;
    },
    async closeWorkers() {
      await Promise.all(workers.splice(0).map((worker) => worker.close()));
    },
    async close() {
      await Promise.all(workers.splice(0).map((worker) => worker.close()));
      await Promise.all(cores.splice(0).map((core) => core.close()));
      await Promise.all(clients.map((client) => client.close()));
      await sandbox.close();
      await testRedis.cleanup();
      expectNoRateLimited(sandbox);
    },
  };
}

/** Polls until `probe` returns something other than undefined/false; fails with `what` after the timeout. */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
