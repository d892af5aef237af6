import { ApiError } from '../http/api-error.js';
import { dataOf } from '../http/reply-data.js';
import type { DashboardGrant, DashboardInput } from '../core/dispatch/dispatch-types.js';
import type { HawkerCore } from '../core/hawker-core.js';
import type { Reply, ReplyData } from '../domain/reply.js';
import type { Refusal, RefusalCode } from '../core/typed/outcome.js';
import type { TypedEntry } from '../core/typed/typed-command.js';
import type { DashboardSession } from '../store/dashboard-sessions.js';
import type { Answered } from './dashboard-wire.js';

/** The refusals as the page's HTTP answers: what the page branches on is the status, what it shows is the sentence. */
const STATUS: Record<RefusalCode, number> = {
  role_too_low: 403,
  rate_limited: 429,
  key_refused: 409,
  budget_spent: 409,
  not_found: 409,
  not_allowed: 409,
  marketplace_error: 409,
  refused: 409,
  failed: 409,
};

function grantOf(session: DashboardSession): DashboardGrant {
  return { sessionId: session.id, accountId: session.accountId, actor: session.actor };
}

/** The refusal as an error answer: a 403 `role_too_low`, a 429 `rate_limited` with Retry-After, or a 409 `refused`, in the person's words. */
function refusalAnswer(refusal: Refusal): ApiError {
  const status = STATUS[refusal.code];
  const code = status === 409 ? 'refused' : refusal.code;
  const headers = status === 429 && refusal.retryAfterSeconds !== undefined ? { 'retry-after': String(refusal.retryAfterSeconds) } : {};
  return new ApiError(status, code, refusal.message, headers);
}

/**
 * A typed command run as the session's person, behind chat's guards; its question (a price
 * five times off) answered only where the page says so (`confirmed`).
 */
export async function invokeAsSession<A, T, P>(
  core: HawkerCore,
  session: DashboardSession,
  entry: TypedEntry<A, T, P>,
  args: A,
  confirmed = false,
): Promise<Answered<T>> {
  const invoked = await core.invoke({ type: 'dashboard', session: grantOf(session) }, entry, args, { confirmed });
  if (invoked.ok === 'confirm') return { confirm: { question: invoked.question } };
  if (invoked.ok) return { value: invoked.value };
  throw refusalAnswer(invoked.refusal);
}

/** A command that answers only in words or a file (an export): done when none of its replies is an error. */
export async function doneAsSession(core: HawkerCore, session: DashboardSession, input: DashboardInput): Promise<Reply[]> {
  const replies = checked(await core.asDashboard(grantOf(session), input));
  if (replies.some((reply) => reply.tone === 'error') || replies.length === 0) throw saidRefusal(replies);
  return replies;
}

/** The guards' own refusals (the call limit, the role) as the statuses the page branches on. */
function checked(replies: Reply[]): Reply[] {
  const said = (kind: ReplyData['kind']) => replies.find((reply) => reply.data?.kind === kind)?.text ?? '';
  const limited = dataOf(replies, 'rate-limited');
  if (limited) throw refusalAnswer({ code: 'rate_limited', message: said('rate-limited'), retryAfterSeconds: limited.retryAfterSeconds });
  const role = dataOf(replies, 'role-refused');
  if (role) throw refusalAnswer({ code: 'role_too_low', message: said('role-refused'), needed: role.needed });
  return replies;
}

function saidRefusal(replies: readonly Reply[]): ApiError {
  const said = replies.find((reply) => reply.tone === 'error') ?? replies[0];
  return refusalAnswer({ code: 'refused', message: said?.text ?? said?.title ?? '' });
}
