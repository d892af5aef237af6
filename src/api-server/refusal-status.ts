import type { TokenGrant } from '../core/dispatch/dispatch-types.js';
import type { Refusal, RefusalCode } from '../core/typed/outcome.js';
import { ApiError } from '../http/api-error.js';

/** The one table of refusals as HTTP answers: a status and the stable code callers branch on. */
const ANSWERS: Record<RefusalCode, { status: number; code: string }> = {
  role_too_low: { status: 403, code: 'role_too_low' },
  rate_limited: { status: 429, code: 'rate_limited' },
  key_refused: { status: 409, code: 'refused' },
  budget_spent: { status: 409, code: 'refused' },
  not_found: { status: 409, code: 'refused' },
  not_allowed: { status: 409, code: 'refused' },
  marketplace_error: { status: 409, code: 'refused' },
  refused: { status: 409, code: 'refused' },
  failed: { status: 409, code: 'refused' },
};

/** The refusal as the API's error; a role refusal names the role needed and the token's own, as a caller acts on them. */
export function refusalAnswer(refusal: Refusal, grant: TokenGrant): ApiError {
  const { status, code } = ANSWERS[refusal.code];
  const message =
    refusal.code === 'role_too_low' && refusal.needed !== undefined
      ? `This needs a token with the ${refusal.needed} role; this token is ${grant.role}.`
      : refusal.message;
  const headers: Record<string, string> =
    refusal.retryAfterSeconds === undefined ? {} : { 'retry-after': String(refusal.retryAfterSeconds) };
  return new ApiError(status, code, message, status === 429 ? headers : {});
}
