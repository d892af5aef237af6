/**
 * What the dashboard's HTTP calls answer (docs/dashboard.md). The page is a separate program in
 * the browser and imports no server code, only these types, which the server's own file
 * (src/dashboard/dashboard-wire.ts) names: a field the server changes fails this typecheck.
 */
import type { DashboardReply, ReplyData, TeamData } from '../src/dashboard/dashboard-wire.js';

export type {
  AccountStatus,
  AuditEntryData,
  BreakdownData,
  CurrencyUnitData,
  DashboardReply,
  ListingSummary,
  PoolData,
  SalesStats,
  SessionAnswer,
  WaitingOrder,
} from '../src/dashboard/dashboard-wire.js';

export type MemberData = TeamData['members'][number];
export type InviteData = Extract<ReplyData, { kind: 'invites' }>['invites'][number];
export type ReplyFile = NonNullable<DashboardReply['files']>[number];

/** The reply data of `kind`, typed, when a reply carries it. */
export function dataOf<K extends ReplyData['kind']>(replies: DashboardReply[], kind: K): Extract<ReplyData, { kind: K }> | undefined {
  for (const reply of replies) if (reply.data?.kind === kind) return reply.data as Extract<ReplyData, { kind: K }>;
  return undefined;
}
