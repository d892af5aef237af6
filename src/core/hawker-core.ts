import type { RedisConnection } from '../runtime/redis-connection.js';
import { SellerApiClient } from '../api/seller-api-client.js';
import type { Logger } from '../log/logger.js';
import type { HawkerMetrics } from '../ops/hawker-metrics.js';
import type { KeyRing } from '../store/key-ring.js';
import { ButtonMessageStore } from '../store/button-message-store.js';
import { createStores, type Stores } from '../store/stores.js';
import { ButtonRecords } from './button-records.js';
import type { ChatCore, Suggestion } from './chat-core.js';
import type { ChatActor, ChatPlace } from './chat-input.js';
import { ClientCache, DEFAULT_CLIENT_CACHE_LIMITS, type ClientCacheLimits } from './client-cache.js';
import { allCommands, allFlows } from './commands/index.js';
import { Dispatcher } from './dispatch.js';
import { judgeFileOffer } from './file-offer.js';
import { FlowEngine } from './flow-engine.js';
import { CommandRegistry } from './registry.js';
import type { ClientFactory, CoreServices } from './services.js';
import { suggestions } from './suggest.js';

export interface HawkerCoreDeps {
  redis: RedisConnection;
  /** Prefix of every Redis key (`hawker` in production). */
  namespace: string;
  /** The stores the jobs share; built from `keyRing` when absent. */
  stores?: Stores;
  keyRing?: KeyRing;
  /** Base address of the marketplace new keys are connected to. */
  marketplaceUrl: string;
  clientFactory?: ClientFactory;
  logger: Logger;
  /** Commands handled are counted here, by command and outcome. */
  metrics?: HawkerMetrics;
  now?: () => number;
  /** Per-request timeout of deliver calls (default 6 s, within the 8 s answer bound). */
  deliverTimeoutMs?: number;
  /** Bounds of the marketplace clients kept open (each holds a decrypted key). */
  clientCache?: Partial<ClientCacheLimits>;
}

const DEFAULT_DELIVER_TIMEOUT_MS = 6_000;

export interface HawkerCore extends ChatCore {
  readonly services: CoreServices;
  readonly registry: CommandRegistry;
  /** Closes the marketplace clients the core opened. */
  close(): Promise<void>;
}

export function createHawkerCore(deps: HawkerCoreDeps): HawkerCore {
  const stores = deps.stores ?? (deps.keyRing ? createStores(deps.redis, deps.namespace, deps.keyRing) : null);
  if (!stores) throw new Error('createHawkerCore needs either stores or a keyRing');
  const factory: ClientFactory =
    deps.clientFactory ??
    ((options) =>
      new SellerApiClient({
        baseUrl: options.baseUrl,
        apiKey: options.apiKey,
        redis: deps.redis,
        namespace: deps.namespace,
        keyFingerprint: (apiKey) => stores.accounts.fingerprint(apiKey),
        logger: deps.logger,
        // A person is waiting: a long Retry-After becomes a sentence saying when to retry, not a silent wait.
        retry: { maxRetryAfterMs: 2_000 },
      }));
  const now = deps.now ?? Date.now;
  const limits = { ...DEFAULT_CLIENT_CACHE_LIMITS, ...deps.clientCache };
  const clients = new ClientCache(limits, now);
  // Idle clients close even when nobody talks to the bot for a while.
  const idleSweep = setInterval(() => {
    clients
      .closeIdle()
      .catch((error: unknown) =>
        deps.logger.warn({ err: error instanceof Error ? error.message : 'non-error thrown' }, 'closing idle marketplace clients failed'),
      );
  }, limits.idleMs);
  idleSweep.unref();

  const services: CoreServices = {
    stores,
    logger: deps.logger,
    metrics: deps.metrics,
    marketplaceUrl: deps.marketplaceUrl,
    now,
    deliverTimeoutMs: deps.deliverTimeoutMs ?? DEFAULT_DELIVER_TIMEOUT_MS,
    async clientFor(accountId) {
      const account = await stores.accounts.get(accountId);
      if (!account) {
        // Disconnected through another bot process: its client goes too.
        await clients.forget(accountId);
        throw new Error('account vanished');
      }
      return clients.get(accountId, account.keyFingerprint, async () => {
        const apiKey = await stores.accounts.apiKey(accountId);
        if (apiKey === null) throw new Error('account has no stored key');
        return factory({ baseUrl: account.marketplaceUrl, apiKey, accountId });
      });
    },
    clientForKey(apiKey) {
      return factory({ baseUrl: deps.marketplaceUrl, apiKey, accountId: 'unconnected' });
    },
    forgetClient: (accountId) => clients.forget(accountId),
  };

  const registry = new CommandRegistry();
  for (const command of allCommands()) registry.register(command);
  const flows = new Map(allFlows().map((flow) => [flow.kind, flow]));
  const engine = new FlowEngine(services);
  const dispatcher = new Dispatcher(services, registry, flows, engine);
  const buttonRecords = new ButtonRecords(new ButtonMessageStore(deps.redis, deps.namespace, now), stores.identities);

  return {
    services,
    registry,
    handle: (event) => dispatcher.handle(event),
    commands: () => registry.info(),
    suggest: (actor: ChatActor, place: ChatPlace, kind: 'listing' | 'order', typed: string): Promise<Suggestion[]> =>
      suggestions(services, actor, place, kind, typed),
    judgeFile: (offer) => judgeFileOffer(services, engine, flows, offer),
    rememberButtons: (message, actions, privateChatOf) => buttonRecords.remember(message, actions, privateChatOf),
    messageCarriesAction: (message, action, privateChatOf) => buttonRecords.carries(message, action, privateChatOf),
    async close() {
      clearInterval(idleSweep);
      await clients.closeAll();
    },
  };
}
