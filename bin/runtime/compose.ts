// The one place a Hawker process is put together: bin/ runs these, and the test
// harnesses, child processes and benchmarks run the same ones with fakes as overrides,
// so what the tests drive is what ships.
import type { Dispatcher } from 'undici';
import type { BudgetLimits } from '../../src/api/request-budget.js';
import type { SellerApi } from '../../src/api/seller-api.js';
import type { Config } from '../../src/config/config.js';
import { DEFAULT_CLIENT_CACHE_LIMITS, type ClientCacheLimits } from '../../src/core/client-cache.js';
import {
  BACKGROUND_CLIENT_POLICY,
  INTERACTIVE_CLIENT_POLICY,
  type ClientFactory,
  type ClientPolicy,
} from '../../src/core/client-policy.js';
import { createHawkerCore, type HawkerCore } from '../../src/core/hawker-core.js';
import { createChartRenderer, type ChartRenderer } from '../../src/core/stats/chart-sales.js';
import type { Logger } from '../../src/log/logger.js';
import { createOutgoingDispatcher } from '../../src/net/outgoing-dispatcher.js';
import { countedNotifier } from '../../src/notify/counted-notifier.js';
import type { Notifier } from '../../src/notify/notifier.js';
import { createHawkerMetrics, type HawkerMetrics } from '../../src/ops/hawker-metrics.js';
import type { RedisConnection } from '../../src/runtime/redis-connection.js';
import type { Stores } from '../../src/store/stores.js';
import { queuePrefix } from '../../jobs/job-keys.js';
import type { JobsConfig } from '../../jobs/jobs-config.js';
import { startWorker, type RunningWorker } from '../../jobs/worker.js';
import { chatAdaptersFromConfig, type ChatAdapters } from './chat-adapters.js';
import { marketplaceClients } from './marketplace-clients.js';
import { notifiersFromConfig } from './notifiers.js';

/** What every process opens before composing: its Redis, its key namespace, the stores on them, its logger. */
export interface ProcessParts {
  redis: RedisConnection;
  namespace: string;
  /** Built with the configured master keys; a bot and a worker in one process share them. */
  stores: Stores;
  logger: Logger;
  /**
   * The process's outgoing dispatcher, when a bot and a worker share one process (its
   * opener closes it); without one, each composition opens its own on the configured
   * proxy and closes it with itself.
   */
  outgoingHttp?: Dispatcher;
}

type ChatConfig = Pick<Config, 'marketplaceAllowPlainHttp' | 'telegram' | 'discord' | 'proxy'>;
export type BotConfig = ChatConfig & { marketplaceBaseUrl: string };
export type WorkerConfig = ChatConfig & Pick<Config, 'pollIntervalMs' | 'listingWatchIntervalMs'>;

/** What a test or benchmark changes in the marketplace clients; the policy they start from stays the shipped one. */
export interface MarketplaceOverrides {
  /** Adjusts the shipped policy (shorter waits in a test): it starts from it, so what it does not change ships. */
  policy?: (shipped: ClientPolicy) => ClientPolicy;
  /** Smaller request budgets than the spec's. */
  limits?: Partial<BudgetLimits>;
  /** Wraps each client opened (a test counting the calls that reach the marketplace, or the clients open). */
  wrap?: (client: SellerApi, opened: { accountId: string }) => SellerApi;
}

interface SharedOverrides {
  /** Counters shared with another part of the same process. */
  metrics?: HawkerMetrics;
  charts?: ChartRenderer;
  marketplace?: MarketplaceOverrides;
}

export interface BotOverrides extends SharedOverrides {
  /** The core's clock; the wall clock otherwise. */
  now?: () => number;
  clientCache?: Partial<ClientCacheLimits>;
}

export interface WorkerOverrides extends SharedOverrides {
  /** Replace the chat notifiers the configuration names (the terminal chat, a test's recording notifier). */
  notifiers?: Notifier[];
  queuePrefix?: string;
  /** Job timings over the configured intervals (tests poll faster, on the sandbox's clock). */
  jobs?: Partial<JobsConfig>;
}

export interface ComposedBot {
  core: HawkerCore;
  /** The chat adapters the configuration names; started by the caller once everything else is up. */
  adapters: ChatAdapters;
  metrics: HawkerMetrics;
  /** Stops the adapters, then closes the core and its outgoing connections. */
  close(): Promise<void>;
}

export interface ComposedWorker {
  worker: RunningWorker;
  metrics: HawkerMetrics;
  /** Closes the worker, then its outgoing connections. */
  close(): Promise<void>;
}

/** Every outgoing call of the composition (marketplace, Telegram, Discord) goes through one dispatcher, on the configured proxy. */
function outgoingHttpFor(config: ChatConfig, parts: ProcessParts) {
  if (parts.outgoingHttp) return { dispatcher: parts.outgoingHttp, close: async () => undefined };
  const dispatcher = createOutgoingDispatcher(config.proxy, parts.logger);
  return { dispatcher, close: () => dispatcher.close() };
}

function clientsFor(config: ChatConfig, parts: ProcessParts, metrics: HawkerMetrics, overrides: SharedOverrides, dispatcher: Dispatcher) {
  const clients = marketplaceClients(parts.redis, parts.namespace, parts.logger, {
    keyFingerprint: (apiKey) => parts.stores.accounts.fingerprint(apiKey),
    allowPlainHttp: config.marketplaceAllowPlainHttp,
    metrics,
    limits: overrides.marketplace?.limits,
    dispatcher,
  });
  const wrap = overrides.marketplace?.wrap;
  const factory: ClientFactory = wrap ? (options) => wrap(clients.factory(options), { accountId: options.accountId }) : clients.factory;
  const policy = (shipped: ClientPolicy) => overrides.marketplace?.policy?.(shipped) ?? shipped;
  return { factory, policy };
}

/**
 * The bot: the command core on the configured marketplace, its clients on the
 * interactive policy (a person waits on every command), and the chat adapters the
 * configuration names.
 */
export function composeBot(config: BotConfig, parts: ProcessParts, overrides: BotOverrides = {}): ComposedBot {
  const { redis, namespace, stores, logger } = parts;
  const metrics = overrides.metrics ?? createHawkerMetrics();
  const outgoingHttp = outgoingHttpFor(config, parts);
  const clients = clientsFor(config, parts, metrics, overrides, outgoingHttp.dispatcher);
  const clientCache = { ...DEFAULT_CLIENT_CACHE_LIMITS, ...overrides.clientCache };
  const core = createHawkerCore({
    redis,
    namespace,
    stores,
    marketplaceUrl: config.marketplaceBaseUrl,
    clientFactory: clients.factory,
    clientPolicy: clients.policy(INTERACTIVE_CLIENT_POLICY),
    now: overrides.now ?? Date.now,
    charts: overrides.charts ?? createChartRenderer(),
    logger,
    metrics,
    clientCache,
  });
  // Idle clients close even when nobody talks to the bot for a while.
  const idleSweep = setInterval(() => {
    core
      .closeIdleClients()
      .catch((error: unknown) =>
        logger.warn({ err: error instanceof Error ? error.message : 'non-error thrown' }, 'closing idle marketplace clients failed'),
      );
  }, clientCache.idleMs);
  idleSweep.unref();
  const adapters = chatAdaptersFromConfig(config, { core, logger, redis, namespace, dispatcher: outgoingHttp.dispatcher });
  let closing: Promise<void> | null = null;
  const close = async () => {
    clearInterval(idleSweep);
    await adapters.stop();
    await core.close();
    await outgoingHttp.close();
  };
  return { core, adapters, metrics, close: () => (closing ??= close()) };
}

/**
 * The background worker: order polling, countdowns, listing watch and alerts, its
 * clients on the background policy (nobody waits on a job), alerts sent through the
 * notifiers the configuration names.
 */
export async function composeWorker(config: WorkerConfig, parts: ProcessParts, overrides: WorkerOverrides = {}): Promise<ComposedWorker> {
  const { redis, namespace, stores, logger } = parts;
  const metrics = overrides.metrics ?? createHawkerMetrics();
  const outgoingHttp = outgoingHttpFor(config, parts);
  const clients = clientsFor(config, parts, metrics, overrides, outgoingHttp.dispatcher);
  const notifiers = overrides.notifiers ?? notifiersFromConfig(config, { redis, namespace }, outgoingHttp.dispatcher);
  if (notifiers.length === 0) logger.warn('no TELEGRAM_BOT_TOKEN or DISCORD_TOKEN: orders are polled but no alert can be sent');
  const worker = await startWorker({
    redis,
    namespace,
    queuePrefix: overrides.queuePrefix ?? queuePrefix(namespace),
    notifiers: notifiers.map((notifier) => countedNotifier(notifier, metrics.chatApiErrors)),
    clientFactory: clients.factory,
    clientPolicy: clients.policy(BACKGROUND_CLIENT_POLICY),
    charts: overrides.charts ?? createChartRenderer(),
    stores,
    config: { pollIntervalMs: config.pollIntervalMs, listingWatchIntervalMs: config.listingWatchIntervalMs, ...overrides.jobs },
    logger,
    metrics,
  });
  let closing: Promise<void> | null = null;
  const close = async () => {
    await worker.close();
    await outgoingHttp.close();
  };
  return { worker, metrics, close: () => (closing ??= close()) };
}
