/**
 * What the dashboard's HTTP calls answer (docs/dashboard.md): the JSON shapes of
 * src/core/reply.ts and src/dashboard/, as the page receives them. The page is a separate
 * program in the browser, so it reads the wire format rather than importing server code.
 */

type Role = 'viewer' | 'operator' | 'manager' | 'owner';

export interface SessionAnswer {
  session: string;
  expires_at: string;
  person: { name: string };
  role: Role;
  account: { id: string; name: string };
  locale: string;
}

export interface WaitingOrder {
  id: string;
  title: string | null;
  listing_id: string | null;
  quantity: number | null;
  price_cents: number | null;
  created_at: string | null;
  deadline_at: string | null;
  seconds_left: number | null;
  buyer_inputs: { label: string; value: string }[];
}

export interface ListingSummary {
  id: string;
  title: string;
  status: string;
  category: string | null;
  price_cents: number | null;
  stock: number | null;
  game: string | null;
  delivery_type: string | null;
  updated_at: string | null;
  moderation_reason?: string | null;
  moderation_note?: string | null;
  autopilot?: { mode: 'deliver' | 'keep'; pool: string | null } | null;
  low_stock_at?: number | null;
}

export interface SalesStats {
  from: string;
  to: string;
  time_zone: string;
  revenue_cents: number;
  estimated_cents: number;
  orders: number;
  units: number;
  lost: number;
  median_delivery_seconds: number | null;
  previous: { revenue_cents: number; orders: number };
  /** Every day of the period, oldest first, zeros included. */
  series?: { date: string; revenue_cents: number; orders: number; units: number }[];
  /** When asked `by listing|game|category`: largest first, past seven summed as one `other` row. */
  breakdown?: { by: 'listing' | 'game' | 'category'; rows: BreakdownRow[] };
}

export interface BreakdownRow {
  key: string | null;
  label: string;
  revenue_cents: number;
  orders: number;
  other: boolean;
}

interface BudgetUse {
  used: number;
  remaining: number;
  limit: number;
  next_slot_at: string | null;
}

export interface AccountStatus {
  id: string;
  name: string;
  role: Role;
  key: { health: 'ok' | 'invalid' | 'suspended'; fingerprint: string };
  alerts_enabled: boolean;
  budget: { reads: BudgetUse; writes: BudgetUse } | null;
  away: { away: boolean; since: string | null; until: string | null };
  autopilot_failures: { listing_id: string; title: string; at: string; reason: string; order_id: string | null }[];
}

export interface PoolData {
  name: string;
  available: number;
  held: number;
  delivered_today: number;
  day: string;
  low_at: number | null;
  low: boolean;
  bound: { listing_id: string; title: string; mode: 'deliver' | 'keep' }[];
}

export interface MemberData {
  member_id: string;
  role: Role;
  you: boolean;
  logins: { platform: string; user_id: string }[];
}

export interface InviteData {
  code_start: string;
  role: Role;
  created_by: string;
  expires_at: string;
}

export interface AuditEntryData {
  at: string;
  actor: { kind: string; name: string; platform?: string };
  action: string;
  summary: string;
  failed: string | null;
}

/** The reply kinds the page reads; a kind it does not know is shown by the reply's text, fields and list. */
export type ReplyData =
  | { kind: 'confirm'; action: string }
  | { kind: 'role-refused'; needed: Role }
  | { kind: 'orders'; orders: WaitingOrder[] }
  | { kind: 'delivery'; orderId: string; outcome: string }
  | { kind: 'price'; listingId: string; cents: number }
  | { kind: 'status'; listingId: string; status: string | null }
  | { kind: 'listings'; listings: ListingSummary[] }
  | { kind: 'listing'; listing: ListingSummary }
  | { kind: 'stats'; stats: SalesStats }
  | { kind: 'stock'; listingId: string; stock: number; readBack: number }
  | { kind: 'account'; account: AccountStatus }
  | { kind: 'pools'; pools: PoolData[] }
  | { kind: 'team'; team: { members: MemberData[]; linked_chats: { platform: string; chat_id: string }[] } }
  | { kind: 'invites'; invites: InviteData[] }
  | { kind: 'audit'; entries: AuditEntryData[] }
  | { kind: string };

interface ReplyButton {
  label: string;
  action: string;
  style?: 'primary' | 'secondary' | 'danger' | 'success';
}

export interface ReplyFile {
  filename: string;
  content_type: string;
  base64: string;
}

export interface DashboardReply {
  text?: string;
  title?: string;
  tone?: 'info' | 'success' | 'warning' | 'error';
  fields?: { label: string; value: string; inline?: boolean }[];
  list?: { items: { title: string; detail?: string; action?: string }[]; page: number; pageCount: number; total: number };
  buttons?: ReplyButton[][];
  data?: ReplyData;
  prompt?: { kind: string; label: string; formId: string };
  files?: ReplyFile[];
  locale?: string;
}

/** The reply data of `kind`, typed, when a reply carries it. */
export function dataOf<K extends ReplyData['kind']>(replies: DashboardReply[], kind: K): Extract<ReplyData, { kind: K }> | undefined {
  for (const reply of replies) if (reply.data?.kind === kind) return reply.data as Extract<ReplyData, { kind: K }>;
  return undefined;
}
