import { BudgetExhausted, InvalidRequestError, NetworkError, SellerApiError } from './errors.js';

/**
 * Only a clear refusal, or a request that never left, means a write did nothing. Anything
 * else (a timeout, a 5xx, a connection lost after sending) may have landed.
 */
export function writeRefused(error: unknown): boolean {
  if (error instanceof SellerApiError) return error.status >= 400 && error.status < 500 && error.status !== 429;
  if (error instanceof NetworkError) return !error.sent;
  return error instanceof BudgetExhausted || error instanceof InvalidRequestError;
}
