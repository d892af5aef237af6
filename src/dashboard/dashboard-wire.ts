import type { Button, PagedList, Reply, ReplyData, ReplyField } from '../domain/reply.js';
import type { Role } from '../domain/roles.js';

// What the dashboard's HTTP calls answer, typed once: the server builds these shapes and the
// page (web/wire.ts) reads them by type only, so a field changed here fails the page's typecheck.
export type {
  AccountStatus,
  AuditEntryData,
  BreakdownData,
  CurrencyUnitData,
  ListingSummary,
  PoolData,
  ReplyData,
  SalesStats,
  TeamData,
  WaitingOrder,
} from '../domain/reply.js';

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
