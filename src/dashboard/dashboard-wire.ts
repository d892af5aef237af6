import type { AutopilotBound } from '../core/autopilot/autopilot-bind.js';
import type { AutopilotCapped, AutopilotOff, AutopilotWhenEmpty } from '../core/commands/autopilot.js';
import type { PoolCodesAdded } from '../core/commands/pool-add.js';
import type { PoolLowSet } from '../core/commands/pool.js';
import type { DeliveryDone } from '../core/deliver-entry.js';
import type { WaitingOrders } from '../core/commands/orders.js';
import type { PriceSet } from '../core/commands/price.js';
import type { StockSet } from '../core/commands/restock.js';
import type { statusActions } from '../core/commands/status-actions.js';
import type { StatusAction } from '../core/listing-capabilities.js';
import type {
  AccountStatus,
  AuditEntryData,
  AutopilotFailureData,
  Button,
  InviteData,
  PagedList,
  PoolData,
  Reply,
  ReplyData,
  ReplyField,
  TeamData,
} from '../domain/reply.js';
import type { ListingSummary } from '../domain/listing-answers.js';
import type { SalesStats } from '../domain/sales-answers.js';
import type { TypedEntry } from '../core/typed/typed-command.js';
import type { Role } from '../domain/roles.js';

// What the dashboard's HTTP calls answer, typed once: the server builds these shapes and the
// page (web/wire.ts) reads them by type only, so a field changed here fails the page's typecheck.
export type { WaitingOrder } from '../domain/reply.js';
export type { CurrencyUnitData } from '../domain/listing-answers.js';
export type { BreakdownData } from '../domain/sales-answers.js';
export type { AccountStatus, AuditEntryData, ListingSummary, PoolData, SalesStats, StatusAction };

/** The facts a typed command answers. */
type ResultOf<E> = E extends TypedEntry<infer _A, infer T, infer _P> ? T : never;

/** A write's answer: what it did, or the question to confirm first (the same call again with `confirm: true` answers yes). */
export type Answered<T> = { value: T } | { confirm: { question: string } };

/**
 * A listing bound to autopilot: delivering each order from a pool (`pool`, with `template`
 * where set) or a supplier (`pool` null, named by its `host`), or keeping `units` in stock
 * from a pool; `pool_left` is what the pool holds now (null: the pool is gone). Today's
 * deliveries and the caps are a delivering listing's; the last failure is worded for the reader.
 */
export interface AutopilotBinding {
  listing_id: string;
  title: string;
  mode: 'deliver' | 'keep';
  pool: string | null;
  pool_left: number | null;
  host: string | null;
  template: string | null;
  units: number | null;
  delivered_today: number;
  cap_orders: number | null;
  cap_cents: number | null;
  /** What autopilot does when the goods run out (`when-empty`), and why it holds the listing off sale now (null: it does not). */
  when_empty: 'pause' | 'people';
  off_sale_reason: 'pool_empty' | 'supplier_failing' | 'supplier_out_of_stock' | null;
  last_failure: { at: string; order_id: string | null; reason: string } | null;
}

/** What each `GET /dashboard/api/<path>` answers. */
export interface DashboardReads {
  orders: WaitingOrders;
  listings: { listings: ListingSummary[] };
  stats: { stats: SalesStats };
  account: { account: AccountStatus };
  pools: { pools: PoolData[] };
  autopilot: { bindings: AutopilotBinding[]; failures: AutopilotFailureData[] };
  team: { team: TeamData };
  'team/invites': { invites: InviteData[] };
  audit: { entries: AuditEntryData[] };
}

/**
 * `GET /dashboard/api/listings/<id>`: one listing read by id, which carries what the list's rows do
 * not (a reviewer's note on a listing sent back, a currency's scale).
 */
export interface ListingRead {
  listing: ListingSummary;
}

/** What each write answers: the facts of what it did. */
export interface DashboardWrites extends AutopilotWrites, PoolHandOverWrites {
  deliver: Answered<DeliveryDone>;
  take: Answered<{ orderId: string }>;
  price: Answered<PriceSet>;
  status: Answered<ResultOf<(typeof statusActions)[StatusAction]['typed']>>;
  stock: Answered<StockSet>;
}

/** What the Autopilot tab's writes answer: the facts of what each did, never a code. */
export interface AutopilotWrites {
  'pools/add': Answered<PoolCodesAdded>;
  'pools/low': Answered<PoolLowSet>;
  'autopilot/bind': Answered<AutopilotBound>;
  'autopilot/cap': Answered<AutopilotCapped>;
  'autopilot/off': Answered<AutopilotOff>;
  'autopilot/when-empty': Answered<AutopilotWhenEmpty>;
}

/** The owner's pool writes from the Autopilot tab: counts come back, the codes go to the owner's private chat. */
export interface PoolHandOverWrites {
  'pools/withdraw': Answered<PoolWithdrawnWire>;
  'pools/remove': Answered<PoolRemovedWire>;
}

/** Codes taken out of a pool, counted: the codes themselves went to the owner's private chat. */
export interface PoolWithdrawnWire {
  pool: string;
  withdrawn: number;
  left: number;
}

/** A pool removed, with how many unsold codes went to the owner's private chat. */
export interface PoolRemovedWire {
  pool: string;
  removed: number;
}

/** What the page keeps after logging in: the session token, and who and where it is. */
export interface SessionAnswer {
  session: string;
  expires_at: string;
  /** The person's own name as their platform gives it; null for the terminal's one person, who has none (the page says "you"). */
  person: { name: string | null };
  role: Role;
  account: { id: string; name: string };
  locale: string;
}

/**
 * A reply as the dashboard page reads it: what a chat shows (text, fields, list, buttons,
 * prompt), the reply's data for what the page draws itself, and files as base64. What only
 * a chat acts on (deleting the person's message, replacing the one pressed, pinging roles) stays out.
 */
export interface DashboardReply {
  text?: string;
  title?: string;
  tone?: Reply['tone'];
  fields?: ReplyField[];
  list?: PagedList;
  buttons?: Button[][];
  data?: ReplyData;
  prompt?: { kind: NonNullable<Reply['prompt']>['kind']; label: string; formId: string };
  files?: { filename: string; content_type: string; base64: string }[];
  locale: string;
}
