// What the bot's and the worker's compositions share: the parts a process opens first,
// its outgoing dispatcher and its marketplace clients on a named policy.
import type { Dispatcher } from 'undici';
import type { BudgetLimits } from '../../src/api/budget-window.js';
import type { SellerApi } from '../../src/api/seller-api.js';
import type { Config } from '../../src/config/config.js';
import type { ClientFactory, ClientPolicy } from '../../src/core/client-policy.js';
import type { ChartRenderer } from '../../src/core/stats/chart-sales.js';
import type { Logger } from '../../src/log/logger.js';
import { createOutgoingDispatcher } from '../../src/net/outgoing-dispatcher.js';
import type { HawkerMetrics } from '../../src/ops/hawker-metrics.js';
import type { RedisConnection } from '../../src/runtime/redis-connection.js';
import type { Stores } from '../../src/store/stores.js';
import { marketplaceClients } from './marketplace-clients.js';

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

export type ChatConfig = Pick<Config, 'marketplaceAllowPlainHttp' | 'telegram' | 'discord' | 'proxy'>;

/** What a test or benchmark changes in the marketplace clients; the policy they start from stays the shipped one. */
interface MarketplaceOverrides {
  /** Adjusts the shipped policy (shorter waits in a test): it starts from it, so what it does not change ships. */
  policy?: (shipped: ClientPolicy) => ClientPolicy;
  /** Smaller request budgets than the spec's. */
  limits?: Partial<BudgetLimits>;
  /** Wraps each client opened (a test counting the calls that reach the marketplace, or the clients open). */
  wrap?: (client: SellerApi, opened: { accountId: string }) => SellerApi;
}

export interface SharedOverrides {
  /** Counters shared with another part of the same process. */
  metrics?: HawkerMetrics;
  charts?: ChartRenderer;
  marketplace?: MarketplaceOverrides;
}

/** Every outgoing call of the composition (marketplace, Telegram, Discord) goes through one dispatcher, on the configured proxy. */
export function outgoingHttpFor(config: ChatConfig, parts: ProcessParts) {
  if (parts.outgoingHttp) return { dispatcher: parts.outgoingHttp, close: async () => undefined };
  const dispatcher = createOutgoingDispatcher(config.proxy, parts.logger);
  return { dispatcher, close: () => dispatcher.close() };
}

export function clientsFor(
  config: ChatConfig,
  parts: ProcessParts,
  metrics: HawkerMetrics,
  overrides: SharedOverrides,
  dispatcher: Dispatcher,
) {
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
