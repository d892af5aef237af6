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
  ListingSummary,
  PagedList,
  PoolData,
  Reply,
  ReplyData,
  ReplyField,
  SalesStats,
  TeamData,
} from '../domain/reply.js';
import type { TypedEntry } from '../core/typed/typed-command.js';
import type { Role } from '../domain/roles.js';

// What the dashboard's HTTP calls answer, typed once: the server builds these shapes and the
// page (web/wire.ts) reads them by type only, so a field changed here fails the page's typecheck.
export type { BreakdownData, CurrencyUnitData, WaitingOrder } from '../domain/reply.js';
export type { AccountStatus, AuditEntryData, ListingSummary, PoolData, SalesStats, StatusAction };

/** The facts a typed command answers. */
type ResultOf<E> = E extends TypedEntry<infer _A, infer T, infer _P> ? T : never;

/** A write's answer: what it did, or the question to confirm first (the same call again with `confirm: true` answers yes). */
export type Answered<T> = { value: T } | { confirm: { question: string } };

/** A listing bound to autopilot: from a pool, or (`pool` null) from a supplier. */
export interface AutopilotBinding {
  listing_id: string;
  title: string;
  mode: 'deliver' | 'keep';
  pool: string | null;
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
export interface DashboardWrites {
  deliver: Answered<DeliveryDone>;
  take: Answered<{ orderId: string }>;
  price: Answered<PriceSet>;
  status: Answered<ResultOf<(typeof statusActions)[StatusAction]['typed']>>;
  stock: Answered<StockSet>;
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
