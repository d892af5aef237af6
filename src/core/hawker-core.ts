import type { Redis } from 'ioredis';
import { SellerApiClient } from '../api/seller-api-client.js';
import type { SellerApi } from '../api/seller-api.js';
import type { Logger } from '../log/logger.js';
import type { KeyRing } from '../store/key-ring.js';
import { ButtonMessageStore } from '../store/button-message-store.js';
import { createStores, type Stores } from '../store/stores.js';
import type { ChatCore, Suggestion } from './chat-core.js';
import type { ChatActor, ChatPlace } from './chat-input.js';
import { withinAnswerBound } from './answer-bound.js';
import { allCommands, allFlows } from './commands/index.js';
import { Dispatcher } from './dispatch.js';
import { judgeFileOffer } from './file-offer.js';
import { FlowEngine } from './flow-engine.js';
import { CommandRegistry } from './registry.js';
import type { ClientFactory, CoreServices } from './services.js';
import { suggestions } from './suggest.js';

export interface HawkerCoreDeps {
  redis: Redis;
  /** Prefix of every Redis key (`hawker` in production). */
  namespace: string;
  /** The stores the jobs share; built from `keyRing` when absent. */
  stores?: Stores;
  keyRing?: KeyRing;
  /** Base address of the marketplace new keys are connected to. */
  marketplaceUrl: string;
  clientFactory?: ClientFactory;
  logger: Logger;
  now?: () => number;
}

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
        logger: deps.logger,
        // A person is waiting: a long Retry-After becomes a sentence saying when to retry, not a silent wait.
        retry: { maxRetryAfterMs: 2_000 },
      }));
  const clients = new Map<string, { fingerprint: string; client: SellerApi }>();
  const now = deps.now ?? Date.now;

  const services: CoreServices = {
    redis: deps.redis,
    namespace: deps.namespace,
    stores,
    logger: deps.logger,
    marketplaceUrl: deps.marketplaceUrl,
    now,
    async clientFor(accountId) {
      const account = await stores.accounts.get(accountId);
      if (!account) throw new Error('account vanished');
      const cached = clients.get(accountId);
      if (cached && cached.fingerprint === account.keyFingerprint) return cached.client;
      if (cached) await cached.client.close();
      const apiKey = await stores.accounts.apiKey(accountId);
      if (apiKey === null) throw new Error('account has no stored key');
      const client = factory({ baseUrl: account.marketplaceUrl, apiKey, accountId });
      clients.set(accountId, { fingerprint: account.keyFingerprint, client });
      return client;
    },
    clientForKey(apiKey) {
      return factory({ baseUrl: deps.marketplaceUrl, apiKey, accountId: 'unconnected' });
    },
    async forgetClient(accountId) {
      const cached = clients.get(accountId);
      clients.delete(accountId);
      if (cached) await cached.client.close();
    },
  };

  const registry = new CommandRegistry();
  for (const command of allCommands()) registry.register(command);
  const flows = new Map(allFlows().map((flow) => [flow.kind, flow]));
  const engine = new FlowEngine(services);
  const dispatcher = new Dispatcher(services, registry, flows, engine);
  const buttonMessages = new ButtonMessageStore(deps.redis, deps.namespace);

  return {
    services,
    registry,
    handle: (event) => withinAnswerBound(dispatcher.handle(event), deps.logger),
    commands: () => registry.info(),
    suggest: (actor: ChatActor, place: ChatPlace, kind: 'listing' | 'order', typed: string): Promise<Suggestion[]> =>
      suggestions(services, actor, place, kind, typed),
    judgeFile: (offer) => judgeFileOffer(services, engine, flows, offer),
    rememberButtons: (message, actions) => buttonMessages.remember(message, actions),
    messageCarriesAction: (message, action) => buttonMessages.carries(message, action),
    async close() {
      const open = [...clients.values()];
      clients.clear();
      await Promise.all(open.map((entry) => entry.client.close()));
    },
  };
}
