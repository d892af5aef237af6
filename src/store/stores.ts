import type { RedisConnection } from '../runtime/redis-connection.js';
import { deleteAccountKeys } from './account-keys.js';
import { ApiDeliveryStore } from './api-delivery-store.js';
import { ApiTokenStore } from './api-token-store.js';
import { PoolStore } from './pool-store.js';
import { AutopilotStore } from './autopilot-store.js';
import { StopLossStore } from './stop-loss-store.js';
import { AccountStore, type ResealReport } from './account-store.js';
import { AlertMessageStore } from './alert-message-store.js';
import { AlertSettingsStore } from './alert-settings-store.js';
import { AttemptLimit } from './attempt-limit.js';
import { AuditLog } from './audit-log.js';
import { ButtonActionStore } from './button-action-store.js';
import { ClaimStore } from './claim-store.js';
import { CostBook } from './cost-book.js';
import { DashboardEvents } from './dashboard-events.js';
import { DashboardLoginStore } from './dashboard-logins.js';
import { DashboardSessionStore } from './dashboard-sessions.js';
import { CodeRegistry } from './code-registry.js';
import { DeliveredByStore } from './delivered-by-store.js';
import { ListingImportStore } from './listing-import-store.js';
import { ListingSnapshots } from './listing-snapshots.js';
import { GiftCardUnitStore } from './gift-card-unit-store.js';
import { AwayStore } from './away-store.js';
import { FlowStore } from './flow-store.js';
import { HashSecret } from './hash-secret.js';
import { IdentityStore } from './identity-store.js';
import type { KeyRing } from './key-ring.js';
import { LanguageStore } from './language-store.js';
import { KeyVault } from './key-vault.js';
import { OrderTakeStore } from './order-take-store.js';
import { PollSchedule } from './poll-schedule.js';
import { SalesBook } from './sales-book.js';
import { SupplierGoodsStore } from './supplier-goods-store.js';
import { InstantSalesCounterStore } from './instant-sales-counter-store.js';
import { TeamStore } from './team-store.js';
import { WebhookDeliveryStore } from './webhook-delivery-store.js';
import { WebhookEndpointStore } from './webhook-endpoint-store.js';
import { WebhookOutbox } from './webhook-outbox.js';

/** Every store the core and the jobs use, wired once over one Redis and namespace. */
export interface Stores {
  vault: KeyVault;
  accounts: AccountStore;
  identities: IdentityStore;
  team: TeamStore;
  alertSettings: AlertSettingsStore;
  audit: AuditLog;
  /** Each flow's state, done marker and each place's current conversation. */
  flows: FlowStore;
  /** Commands of buttons whose text is too long for callback data. */
  buttonActions: ButtonActionStore;
  /** Once-only claims: a flow's confirmation, an order's delivery. */
  claims: ClaimStore;
  codes: CodeRegistry;
  alertMessages: AlertMessageStore;
  /** Key checks `connect` may send to the marketplace per person. */
  connectAttempts: AttemptLimit;
  /** The worker's poll schedule, moved forward when a shop is connected or its alert settings change. */
  schedule: PollSchedule;
  /** Who delivered an order through Hawker: written by `deliver`, named in the alert's final state. */
  deliveredBy: DeliveredByStore;
  /** Instant sales the listing watch counted, shown by `account`. */
  instantSales: InstantSalesCounterStore;
  /** Unit ids of gift cards created through Hawker: the interface lists no gift-card units. */
  giftCardUnits: GiftCardUnitStore;
  /**
   * The listing watch's last look at each shop's own listings (written by the worker): the
   * commands read a listing's category and a currency's scale from it rather than the marketplace.
   */
  listingSnapshots: ListingSnapshots;
  /** Confirmed `listings import`s: their writes and each one's outcome, applied by the worker. */
  listingImports: ListingImportStore;
  /** Away mode and working hours, and the listings Hawker took off sale. */
  away: AwayStore;
  /** Every sale and lost order per day, recorded by the jobs, read by `stats`. */
  salesBook: SalesBook;
  /** What the seller pays per unit (per listing and per pool) and what each autopilot order cost. */
  costs: CostBook;
  /** Who took an order from its alert (`take`): named on the alert, escalation waits for them. */
  orderTakes: OrderTakeStore;
  /** Each person's language and each shop's team language. */
  languages: LanguageStore;
  /** Autopilot's pools of sealed codes. */
  pools: PoolStore;
  /** Which listings autopilot serves, their caps, and what it did today. */
  autopilot: AutopilotStore;
  /** The listings autopilot took off sale itself (`when-empty pause`), and each supplier's failures in a row. */
  stopLoss: StopLossStore;
  /** What a seller's supplier answered for an order autopilot is delivering, sealed until it is settled. */
  supplierGoods: SupplierGoodsStore;
  /** The shop's HTTP API tokens, as keyed hashes (`api token create`). */
  apiTokens: ApiTokenStore;
  /** How each HTTP API deliver of an order ended: a repeated call answers the first outcome. */
  apiDeliveries: ApiDeliveryStore;
  /** Where an account's webhooks go, and their sealed signing secrets. */
  webhooks: WebhookEndpointStore;
  /** Each webhook endpoint's latest attempts. */
  webhookDeliveries: WebhookDeliveryStore;
  /** Webhook events the bot raises (it has no queue: `take`), for a worker to send. */
  webhookOutbox: WebhookOutbox;
  /** One-time dashboard login tokens (`dashboard` where no Mini App opens), as keyed hashes. */
  dashboardLogins: DashboardLoginStore;
  /** Dashboard sessions, as keyed hashes, 12 h from their latest use. */
  dashboardSessions: DashboardSessionStore;
  /** The dashboard's live events of each shop (orders waiting and done), published by the worker and the core. */
  dashboardEvents: DashboardEvents;
  /** `disconnect`: the account's roles, places and index entries, then every key that names it (`deleteAccountKeys`). */
  removeAccount(accountId: string): Promise<boolean>;
  /**
   * After a worker's turn for an account: if the account was disconnected meanwhile, what
   * the turn wrote after the disconnect goes too (`deleteAccountKeys` again). True when it was gone.
   */
  clearIfDisconnected(accountId: string): Promise<boolean>;
  /** `vault:reseal`: every sealed value under the newest master key. */
  resealAll(): Promise<
    ResealReport & {
      hashSecret: 'resealed' | 'current' | 'failed';
      pools: ResealReport;
      supplierSecrets: ResealReport;
      supplierGoods: ResealReport;
      webhookSecrets: ResealReport;
    }
  >;
}

/** Five key checks per person in ten minutes: enough for typos, too few to try stolen tokens in bulk. */
const CONNECT_ATTEMPTS = { name: 'connect', limit: 5, windowMs: 10 * 60_000 };

export function createStores(redis: RedisConnection, namespace: string, ring: KeyRing): Stores {
  const vault = new KeyVault(ring);
  const hashes = new HashSecret(redis, namespace, vault);
  const team = new TeamStore(redis, namespace);
  const accounts = new AccountStore(redis, namespace, vault, hashes);
  const identities = new IdentityStore(redis, namespace, team);
  const alertSettings = new AlertSettingsStore(redis, namespace, team, identities);
  const audit = new AuditLog(redis, namespace);
  const codes = new CodeRegistry(redis, namespace, hashes);
  const giftCardUnits = new GiftCardUnitStore(redis, namespace);
  const away = new AwayStore(redis, namespace);
  const salesBook = new SalesBook(redis, namespace);
  const costs = new CostBook(redis, namespace);
  const pools = new PoolStore(redis, namespace, vault, codes);
  const autopilot = new AutopilotStore(redis, namespace, vault);
  const supplierGoods = new SupplierGoodsStore(redis, namespace, vault);
  const webhooks = new WebhookEndpointStore(redis, namespace, vault);
  return {
    vault,
    accounts,
    identities,
    team,
    alertSettings,
    audit,
    flows: new FlowStore(redis, namespace),
    buttonActions: new ButtonActionStore(redis, namespace),
    claims: new ClaimStore(redis, namespace),
    codes,
    alertMessages: new AlertMessageStore(redis, namespace),
    connectAttempts: new AttemptLimit(redis, namespace, CONNECT_ATTEMPTS),
    schedule: new PollSchedule(redis, namespace),
    deliveredBy: new DeliveredByStore(redis, namespace),
    instantSales: new InstantSalesCounterStore(redis, namespace),
    giftCardUnits,
    listingImports: new ListingImportStore(redis, namespace),
    listingSnapshots: new ListingSnapshots(redis, namespace),
    away,
    salesBook,
    costs,
    pools,
    autopilot,
    stopLoss: new StopLossStore(redis, namespace),
    supplierGoods,
    apiTokens: new ApiTokenStore(redis, namespace, hashes, team),
    apiDeliveries: new ApiDeliveryStore(redis, namespace),
    webhooks,
    webhookDeliveries: new WebhookDeliveryStore(redis, namespace),
    webhookOutbox: new WebhookOutbox(redis, namespace),
    dashboardLogins: new DashboardLoginStore(redis, namespace, hashes),
    dashboardSessions: new DashboardSessionStore(redis, namespace, hashes),
    dashboardEvents: new DashboardEvents(redis, namespace),
    orderTakes: new OrderTakeStore(redis, namespace, team),
    languages: new LanguageStore(redis, namespace, identities, accounts),
    async removeAccount(accountId) {
      // Roles and places are read from the account's record to clear their other side, so the record goes last.
      await Promise.all([team.forgetAccount(accountId), away.leaveIndexes(accountId)]);
      const removed = await accounts.delete(accountId);
      await deleteAccountKeys(redis, namespace, accountId);
      return removed;
    },
    async clearIfDisconnected(accountId) {
      if (await accounts.exists(accountId)) return false;
      await deleteAccountKeys(redis, namespace, accountId);
      return true;
    },
    async resealAll() {
      const hashSecret = await hashes.reseal();
      return {
        ...(await accounts.resealAll()),
        hashSecret,
        pools: await pools.resealAll(),
        supplierSecrets: await autopilot.resealAll(),
        supplierGoods: await supplierGoods.resealAll(),
        webhookSecrets: await webhooks.resealAll(),
      };
    },
  };
}
