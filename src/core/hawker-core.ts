import type { RedisConnection } from '../runtime/redis-connection.js';
import type { Logger } from '../log/logger.js';
import type { HawkerMetrics } from '../ops/hawker-metrics.js';
import type { SignedHttpClient } from '../net/signed-http-client.js';
import { AttemptLimit, type AttemptRule } from '../store/attempt-limit.js';
import { ButtonMessageStore } from '../store/button-message-store.js';
import type { Stores } from '../store/stores.js';
import { ButtonRecords } from './button-records.js';
import { PERSON_CALL_LIMIT } from './call-limit.js';
import type { ChatCore, Suggestion } from './chat-core.js';
import type { ChatActor, ChatPlace } from '../domain/chat-input.js';
import { ClientCache, DEFAULT_CLIENT_CACHE_LIMITS, type ClientCacheLimits } from './client-cache.js';
import { allCommands } from './commands/index.js';
import { dashboardMenuUrl } from './dashboard-menu.js';
import { InputDispatch } from './input-dispatch.js';
import type { Caller, DashboardGrant, DashboardInput } from './dispatch/dispatch-types.js';
import type { Invoked, Outcome } from './typed/outcome.js';
import type { TypedEntry } from './typed/typed-command.js';
import type { TypedPersonEntry } from './typed/typed-person-command.js';
import type { Reply } from '../domain/reply.js';
import { judgeFileOffer } from './file-offer.js';
import { FlowEngine } from './flow-engine.js';
import { coreOrderChanges } from './order-listeners.js';
import { CommandRegistry } from './registry.js';
import type { ClientFactory, ClientPolicy } from './client-policy.js';
import type { CoreServices, PollCadence } from './services.js';
import type { ChartRenderer } from './stats/chart-sales.js';
import { suggestions } from './suggest.js';

export interface HawkerCoreDeps {
  redis: RedisConnection;
  /** Prefix of every Redis key (`hawker` in production). */
  namespace: string;
  /** The stores the jobs share. */
  stores: Stores;
  /** Base address of the marketplace new keys are connected to. */
  marketplaceUrl: string;
  /** Opens a marketplace client for one key, as `clientPolicy` says. */
  clientFactory: ClientFactory;
  /** How the core's clients behave: a person waits on every command (`INTERACTIVE_CLIENT_POLICY`). */
  clientPolicy: ClientPolicy;
  /** The core's clock: time shown, audit entries, idle clients. */
  now: () => number;
  charts: ChartRenderer;
  logger: Logger;
  /** Commands handled are counted here, by command and outcome. */
  metrics?: HawkerMetrics;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: supplier endpoints may be plain http or private addresses (a local demo); false when absent. */
  webhookAllowPrivateNetworks?: boolean;
  /** The signed-HTTP client the composition opened (and closes) for calls to sellers' receivers. */
  signedHttp: Pick<SignedHttpClient, 'post'>;
  /** Bounds of the marketplace clients kept open (each holds a decrypted key). */
  clientCache?: Partial<ClientCacheLimits>;
  /** How often the worker polls a shop's orders in each tier, as the configuration sets them (the `account` view shows what it spends). */
  pollCadence: PollCadence;
  /** Where the dashboard is served, asked each time (see `CoreServices.dashboardUrl`); none when absent. */
  dashboardUrl?: () => string | null;
  /** Calls one person may make on chat and the dashboard; `PERSON_CALL_LIMIT` when absent. */
  callLimit?: AttemptRule;
}

export interface HawkerCore extends ChatCore {
  readonly services: CoreServices;
  readonly registry: CommandRegistry;
  /** A call of the dashboard page, run as the session's person on its one shop with their current team role (`InputDispatch.asDashboard`). */
  asDashboard(session: DashboardGrant, input: DashboardInput): Promise<Reply[]>;
  /**
   * A command's typed run for a token or a dashboard session (`InputDispatch.invoke`): the chat's
   * guards, then the facts, a refusal with its code, or the question to confirm first.
   */
  invoke<A, T, P>(caller: Caller, entry: TypedEntry<A, T, P>, args: A, options: { confirmed: boolean }): Promise<Invoked<T, P>>;
  /** A person command's typed run (`InputDispatch.invokePerson`): the caller's call limit, then the facts or a refusal. */
  invokePerson<A, T>(caller: Caller, entry: TypedPersonEntry<A, T>, args: A): Promise<Outcome<T>>;
  /** Closes the marketplace clients unused for the cache's idle time; its composition calls this on a timer. */
  closeIdleClients(): Promise<void>;
  /** Closes the marketplace clients the core opened. */
  close(): Promise<void>;
}

/** The command core, built only from what it is handed: it owns no clock, timer or client policy of its own. */
export function createHawkerCore(deps: HawkerCoreDeps): HawkerCore {
  const { stores, now, clientPolicy: policy, clientFactory: factory } = deps;
  const clients = new ClientCache({ ...DEFAULT_CLIENT_CACHE_LIMITS, ...deps.clientCache }, now);

  const services: CoreServices = {
    stores,
    logger: deps.logger,
    metrics: deps.metrics,
    marketplaceUrl: deps.marketplaceUrl,
    now,
    orderChanges: coreOrderChanges(stores),
    charts: deps.charts,
    deliverTimeoutMs: policy.deliverTimeoutMs,
    webhookAllowPrivateNetworks: deps.webhookAllowPrivateNetworks ?? false,
    signedHttp: deps.signedHttp,
    pollCadence: deps.pollCadence,
    dashboardUrl: deps.dashboardUrl ?? (() => null),
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
        return factory({ baseUrl: account.marketplaceUrl, apiKey, accountId, policy });
      });
    },
    clientForKey(apiKey) {
      return factory({ baseUrl: deps.marketplaceUrl, apiKey, accountId: 'unconnected', policy });
    },
    forgetClient: (accountId) => clients.forget(accountId),
  };

  const registry = new CommandRegistry();
  for (const command of allCommands()) registry.register(command);
  const engine = new FlowEngine(services);
  const calls = new AttemptLimit(deps.redis, deps.namespace, deps.callLimit ?? PERSON_CALL_LIMIT);
  const inputDispatch = new InputDispatch(services, registry, engine, calls);
  const buttonRecords = new ButtonRecords(new ButtonMessageStore(deps.redis, deps.namespace, now), stores.identities);

  return {
    services,
    registry,
    handle: (event) => inputDispatch.handle(event),
    asDashboard: (session, input) => inputDispatch.asDashboard(session, input),
    invoke: (caller, entry, args, options) => inputDispatch.invoke(caller, entry, args, options),
    invokePerson: (caller, entry, args) => inputDispatch.invokePerson(caller, entry, args),
    commands: () => registry.info(),
    suggest: (actor: ChatActor, place: ChatPlace, kind: 'listing' | 'order', typed: string): Promise<Suggestion[]> =>
      suggestions(services, actor, place, kind, typed),
    judgeFile: (offer) => judgeFileOffer(services, engine, registry, offer),
    rememberButtons: (message, actions, privateChatOf) => buttonRecords.remember(message, actions, privateChatOf),
    messageCarriesAction: (message, action, privateChatOf) => buttonRecords.carries(message, action, privateChatOf),
    dashboardMenu: (actor) => dashboardMenuUrl(services, actor),
    closeIdleClients: () => clients.closeIdle(),
    close: () => clients.closeAll(),
  };
}
