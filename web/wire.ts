/**
 * What the dashboard's HTTP calls answer (docs/dashboard.md). The page is a separate program in
 * the browser and imports no server code, only these types, which the server's own file
 * (src/dashboard/dashboard-wire.ts) names: a field the server changes fails this typecheck.
 */
import type { DashboardReads, DashboardReply } from '../src/dashboard/dashboard-wire.js';

export type {
  AccountStatus,
  Answered,
  AuditEntryData,
  AutopilotBinding,
  AutopilotWrites,
  BreakdownData,
  CurrencyUnitData,
  DashboardReads,
  DashboardReply,
  DashboardWrites,
  ListingRead,
  ListingSummary,
  PoolData,
  PoolHandOverWrites,
  SalesStats,
  SessionAnswer,
  StatusAction,
  WaitingOrder,
} from '../src/dashboard/dashboard-wire.js';

export type MemberData = DashboardReads['team']['team']['members'][number];
export type InviteData = DashboardReads['team/invites']['invites'][number];
export type AutopilotFailure = DashboardReads['autopilot']['failures'][number];
export type ReplyFile = NonNullable<DashboardReply['files']>[number];
