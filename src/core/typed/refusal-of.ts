import { BudgetExhausted, SellerApiError } from '../../api/errors.js';
import { errorSentence } from '../error-sentences.js';
import { UserFacingError } from '../user-facing-error.js';
import type { Refusal } from './outcome.js';

/**
 * The one error factory of typed calls: what a command or the marketplace threw, as a code and
 * the sentence chat would have shown for it (`sentence`, or `errorSentence` when not given).
 */
export function refusalOf(error: unknown, nowMs: number, sentence = errorSentence(error, nowMs)): Refusal {
  if (error instanceof UserFacingError) return { code: 'refused', message: sentence };
  if (error instanceof BudgetExhausted)
    return { code: 'budget_spent', message: sentence, retryAfterSeconds: Math.max(1, Math.ceil(error.retryAfterMs / 1000)) };
  if (error instanceof SellerApiError) {
    if (error.status === 401) return { code: 'key_refused', message: sentence, marketplaceCode: error.code };
    if (error.status === 404) return { code: 'not_found', message: sentence, marketplaceCode: error.code };
    return { code: 'marketplace_error', message: sentence, marketplaceCode: error.code };
  }
  return { code: 'failed', message: sentence };
}
