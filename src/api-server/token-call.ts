import type { HawkerCore } from '../core/hawker-core.js';
import type { TokenGrant } from '../core/dispatch/dispatch-types.js';
import type { Refusal } from '../core/typed/outcome.js';
import type { TypedEntry } from '../core/typed/typed-command.js';
import { ApiError } from '../http/api-error.js';
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
