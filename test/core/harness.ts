import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import type { Notifier } from '../../src/notify/notifier.js';
import { expectNoRateLimited } from '../support/rate-limited.js';
import type { BudgetLimits } from '../../src/api/budget-window.js';
import type { SellerApi } from '../../src/api/seller-api.js';
import { composeBot, type ComposedBot } from '../../bin/runtime/compose-bot.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import type { ChartRenderer } from '../../src/core/stats/chart-sales.js';
import { createLogger } from '../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores, type Stores } from '../../src/store/stores.js';
import { marketplaceWordsOf } from '../support/marketplace-words.js';
import { TestAdapter } from '../support/test-adapter.js';
import { TEST_CALL_LIMIT, testBotConfig } from '../support/test-process-config.js';
import type { AttemptRule } from '../../src/store/attempt-limit.js';
import { createTestRedis, type TestRedis } from '../support/test-redis.js';

export interface Harness {
  sandbox: RunningSandbox;
  redis: TestRedis;
  stores: Stores;
  core: HawkerCore;
  adapter: TestAdapter;
  /** Deliver calls that reached the client (and so the marketplace). */
  deliverCalls: { count: number };
  /** A second core over the same Redis, as another bot process or one after a restart. */
  otherProcess(): HawkerCore;
  /** The HTTP API's address, when the options asked for it: started by the composed bot as `npm run bot` starts it. */
  apiUrl: string | null;
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  limits?: Partial<BudgetLimits>;
  timeoutMs?: number;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS, as an operator sets it for a local supplier. */
  webhookAllowPrivateNetworks?: boolean;
  /** Serve the HTTP API on a free loopback port, with this rate per token (the shipped one otherwise). */
  api?: { rateLimit?: { limit: number; windowMs: number } };
  /** The chart renderer the bot draws `stats` charts with; its own otherwise. */
  charts?: ChartRenderer;
  /** DASHBOARD_URL, as an operator sets it for a dashboard behind a reverse proxy. */
  dashboardUrl?: string;
  /** The bot token the dashboard checks Telegram init data with (no Telegram bot runs in a harness). */
  telegramInitDataToken?: string;
  /** Calls per person on chat and the dashboard: `TEST_CALL_LIMIT` unless a test of the limit passes the shipped one. */
  callLimit?: AttemptRule;
  /** POLL_INTERVAL_MS, as an operator sets it (the shipped one otherwise). */
  pollIntervalMs?: number;
  /** The chats the dashboard hands a pool's codes to (the owner's private chat); none otherwise. */
  privateChats?: Notifier[];
}

/** The sandbox over loopback, a real Redis namespace, and the core driven through the test adapter. */
export async function startHarness(label: string, options: HarnessOptions = {}): Promise<Harness> {
  const sandbox = await startSandbox({ seed: 7 });
  const redis = createTestRedis(label);
  const stores = createStores(redis.redis, redis.namespace, parseKeyRing(generateKeyRingEntry('core1')));
  const deliverCalls = { count: 0 };
  const logger = createLogger({ level: 'silent' });
  const countDeliveries = (client: SellerApi): SellerApi => ({
    catalogue: client.catalogue,
    images: client.images,
    listings: client.listings,
    units: client.units,
    budget: client.budget,
    orders: {
      list: (status, callOptions) => client.orders.list(status, callOptions),
      deliver: (orderId, goods, callOptions) => {
        deliverCalls.count += 1;
        return client.orders.deliver(orderId, goods, callOptions);
      },
    },
    close: () => client.close(),
  });
  const bots: ComposedBot[] = [];
  // The bot as bin/bot.ts composes it, with retries paced for a test and the stores shared with the test.
  const makeCore = () => {
    const bot = composeBot(
      {
        ...testBotConfig(sandbox.baseUrl),
        webhookAllowPrivateNetworks: options.webhookAllowPrivateNetworks ?? false,
        ...(options.api && bots.length === 0 ? { api: { port: 0, host: '127.0.0.1' } } : {}),
        ...(options.dashboardUrl ? { dashboardUrl: options.dashboardUrl } : {}),
        ...(options.pollIntervalMs ? { pollIntervalMs: options.pollIntervalMs } : {}),
      },
      { redis: redis.redis, namespace: redis.namespace, stores, logger },
      {
        // The sandbox's clock, so a test moves past a deadline by advancing it rather than waiting.
        now: () => sandbox.core.clock.now(),
        marketplace: {
          policy: (shipped) => ({
            ...shipped,
            retry: { ...shipped.retry, baseDelayMs: 5, maxDelayMs: 20 },
            ...(options.timeoutMs ? { timeoutMs: options.timeoutMs, deliverTimeoutMs: options.timeoutMs } : {}),
          }),
          ...(options.limits ? { limits: options.limits } : {}),
          wrap: countDeliveries,
        },
        ...(options.api?.rateLimit ? { apiRateLimit: options.api.rateLimit } : {}),
        callLimit: options.callLimit ?? TEST_CALL_LIMIT,
        ...(options.charts ? { charts: options.charts } : {}),
        ...(options.telegramInitDataToken ? { telegramInitDataToken: options.telegramInitDataToken } : {}),
      },
    );
    bots.push(bot);
    return bot.core;
  };
  const core = makeCore();
  const api = await bots[0]?.startApi(options.privateChats ? { notifiers: options.privateChats } : {});
  const adapter = new TestAdapter(core);
  adapter.allowAsWritten(...marketplaceWordsOf(sandbox));
  return {
    sandbox,
    redis,
    stores,
    core,
    adapter,
    deliverCalls,
    otherProcess: makeCore,
    apiUrl: api?.url ?? null,
    async control<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${sandbox.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${sandbox.adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`control ${method} ${path} answered ${response.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
    async close() {
      await Promise.all(bots.map((each) => each.close()));
      await sandbox.close();
      await redis.cleanup();
      expectNoRateLimited(sandbox);
    },
  };
}

export function demoKey(harness: Harness): string {
  const key = harness.sandbox.sellers[0]?.apiKey;
  if (!key) throw new Error('the sandbox seeds a demo seller');
  return key;
}
