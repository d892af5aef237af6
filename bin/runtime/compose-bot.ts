// The bot as every process that runs one composes it: bin/bot.ts and bin/start.ts, the
// test harnesses and the benchmarks, with fakes as overrides, so what the tests drive is
// what ships.
import { startApiServer, type ApiServer } from '../../src/api-server/api-server.js';
import type { Config } from '../../src/config/config.js';
import type { ClientCacheLimits } from '../../src/core/client-cache.js';
import { DEFAULT_CLIENT_CACHE_LIMITS } from '../../src/core/client-cache.js';
import { INTERACTIVE_CLIENT_POLICY } from '../../src/core/client-policy.js';
import type { AttemptRule } from '../../src/store/attempt-limit.js';
import { createHawkerCore, type HawkerCore } from '../../src/core/hawker-core.js';
import { createChartRenderer } from '../../src/core/stats/chart-sales.js';
import type { Notifier } from '../../src/notify/notifier.js';
import { privateDeliveryOver } from '../../src/notify/private-delivery.js';
import { SignedHttpClient } from '../../src/net/signed-http-client.js';
import { createHawkerMetrics, type HawkerMetrics } from '../../src/ops/hawker-metrics.js';
import { chatAdaptersFromConfig, type ChatAdapters } from './chat-adapters.js';
import { clientsFor, outgoingHttpFor, type ChatConfig, type ProcessParts, type SharedOverrides } from './compose-parts.js';

export type BotConfig = ChatConfig &
  Pick<Config, 'webhookAllowPrivateNetworks' | 'pollIntervalMs' | 'listingWatchIntervalMs'> &
  Partial<Pick<Config, 'api' | 'dashboardUrl'>> & { marketplaceBaseUrl: string };

export interface BotOverrides extends SharedOverrides {
  /** The core's clock; the wall clock otherwise. */
  now?: () => number;
  clientCache?: Partial<ClientCacheLimits>;
  /** Calls per token and window the HTTP API lets through; the shipped limit otherwise. */
  apiRateLimit?: { limit: number; windowMs: number };
  /** Calls per person on chat and the dashboard; `PERSON_CALL_LIMIT` otherwise. */
  callLimit?: AttemptRule;
  /** The bot token the dashboard checks Telegram init data with, where the test runs no Telegram bot; the configured bot's otherwise. */
  telegramInitDataToken?: string;
}

export interface ComposedBot {
  core: HawkerCore;
  /** The chat adapters the configuration names; started by the caller once everything else is up. */
  adapters: ChatAdapters;
  metrics: HawkerMetrics;
  /**
   * Starts the HTTP API where the configuration names a port (HAWKER_API_PORT); null when it names none.
   * `anyPortIfTaken`: a port taken by another program gives way to a free one (a default, not one the operator chose).
   * `notifiers`: the chats the dashboard hands a pool's codes to (the owner's private chat); the adapters' otherwise.
   */
  startApi(options?: { anyPortIfTaken?: boolean; notifiers?: Notifier[] }): Promise<ApiServer | null>;
  /** Stops the adapters, then closes the core and its outgoing connections. */
  close(): Promise<void>;
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
  const signedHttp = new SignedHttpClient({ allowPrivateNetworks: config.webhookAllowPrivateNetworks });
  let api: ApiServer | null = null;
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
    webhookAllowPrivateNetworks: config.webhookAllowPrivateNetworks,
    signedHttp,
    pollCadence: { fastMs: config.pollIntervalMs, idleMs: config.listingWatchIntervalMs },
    // The API server serves the dashboard: its address is known once it listens, a public one only from DASHBOARD_URL.
    dashboardUrl: () => config.dashboardUrl ?? (api ? `${api.url}/dashboard/` : null),
    ...(overrides.callLimit ? { callLimit: overrides.callLimit } : {}),
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
  const startApi = async (options: { anyPortIfTaken?: boolean; notifiers?: Notifier[] } = {}) => {
    if (config.api?.port == null) return null;
    const { port, host } = config.api;
    api = await startApiServer({
      anyPortIfTaken: options.anyPortIfTaken ?? false,
      core,
      stores,
      redis,
      namespace,
      logger,
      port,
      host,
      ...(overrides.apiRateLimit ? { rateLimit: overrides.apiRateLimit } : {}),
      telegramBotToken: overrides.telegramInitDataToken ?? config.telegram?.token ?? null,
      privateDelivery: privateDeliveryOver(options.notifiers ?? adapters.notifiers),
    });
    return api;
  };
  let closing: Promise<void> | null = null;
  const close = async () => {
    clearInterval(idleSweep);
    await api?.close();
    await adapters.stop();
    await core.close();
    await signedHttp.close();
    await outgoingHttp.close();
  };
  return { core, adapters, metrics, startApi, close: () => (closing ??= close()) };
}
