import type { HawkerCore } from '../core/hawker-core.js';
import type { TokenGrant } from '../core/input-dispatch.js';
import type { Reply } from '../domain/reply.js';
import { ApiError } from '../http/api-error.js';
import { dataOf } from '../http/reply-data.js';

/**
 * Runs a command as the token through the core, as a chat member's would run: the core's
 * role check, budget, audit and guards. A question the command asks first (a price five
 * times off, the deliver preview) is answered yes only where the call says so (`confirmed`):
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
