import type { HawkerCore } from '../core/hawker-core.js';
import type { TokenGrant } from '../core/dispatch/dispatch-types.js';
import type { Reply } from '../domain/reply.js';
import type { Refusal } from '../core/typed/outcome.js';
import type { TypedEntry } from '../core/typed/typed-command.js';
import { ApiError } from '../http/api-error.js';
import { dataOf } from '../http/reply-data.js';
import { refusalAnswer } from './refusal-status.js';

/**
 * Runs a command's typed form as the token through the core, behind the guards a chat member's
 * call has: the role check, budget, audit. A question the command asks first (a price five times
 * off) is answered yes only where the call says so (`confirmed`): otherwise it is a 409 carrying
 * the question. A refusal is answered as `refusal-status.ts` maps it, unless `refusedAs` words it.
 */
export async function invokeAsToken<A, T, P>(
  core: HawkerCore,
  grant: TokenGrant,
  entry: TypedEntry<A, T, P>,
  args: A,
  options: { confirmed?: boolean; refusedAs?: (refusal: Refusal) => ApiError | null } = {},
): Promise<T> {
  const invoked = await core.invoke({ type: 'token', grant }, entry, args, { confirmed: options.confirmed === true });
  if (invoked.ok === 'confirm')
    throw new ApiError(409, 'confirmation_needed', `${invoked.question} Send the call again with "confirm": true.`);
  if (invoked.ok) return invoked.value;
  throw options.refusedAs?.(invoked.refusal) ?? refusalAnswer(invoked.refusal, grant);
}

/**
 * Runs a command as the token through the core, as a chat member's would run: the core's
 * role check, budget, audit and guards. A question the command asks first (a price five
 * times off) is answered yes only where the call says so (`confirmed`):
 * otherwise it is a 409 carrying the question. A role refusal is a 403 naming the role needed.
 */
export async function callAsToken(
  core: HawkerCore,
  grant: TokenGrant,
  command: { name: string; verb?: string; values: Record<string, string | number | boolean>; confirmed: boolean },
): Promise<Reply[]> {
  const { name, verb, values } = command;
  let replies = await core.asToken(grant, { type: 'command', name, values, ...(verb === undefined ? {} : { verb }) });
  const question = dataOf(replies, 'confirm');
  if (question && !command.confirmed) {
    const asked = replies.find((reply) => reply.data?.kind === 'confirm');
    throw new ApiError(
      409,
      'confirmation_needed',
      `${asked?.text ?? 'The change needs confirming.'} Send the call again with "confirm": true.`,
    );
  }
  if (question) replies = await core.asToken(grant, { type: 'action', action: question.action });
  const refused = dataOf(replies, 'role-refused');
  if (refused) throw new ApiError(403, 'role_too_low', `This needs a token with the ${refused.needed} role; this token is ${grant.role}.`);
  return replies;
}

/** The core refused or failed with a sentence of its own (a guard, the marketplace's answer): a 409 saying it. */
export function refusalOf(replies: readonly Reply[]): ApiError {
  const said = replies.find((reply) => reply.tone === 'error') ?? replies[0];
  return new ApiError(409, 'refused', said?.text ?? 'The request was refused.');
}
