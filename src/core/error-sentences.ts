import { isKnown } from '../api/schemas/open-enum.js';
import { SELLER_API_ERROR_CODES, type KnownSellerApiErrorCode } from '../api/error-codes.js';
import {
  BudgetExhausted,
  InvalidRequestError,
  NetworkError,
  ResponseShapeError,
  SellerApiError,
  TimeoutError,
  type BudgetName,
} from '../api/errors.js';
import { t } from '../i18n/index.js';
import { VaultError } from '../store/key-vault.js';
import { formatWhen } from './format/time.js';
import { UserFacingError } from './user-facing-error.js';

/** One sentence per spec code, each telling the seller what to do next, worded when read. */
const CODE_SENTENCES: Record<KnownSellerApiErrorCode, () => string> = {
  delivery_instructions_required: () => t('error-code-delivery-instructions-required'),
  bulk_fields_required: () => t('error-code-bulk-fields-required'),
  instant_requires_activation_code: () => t('error-code-instant-requires-activation-code'),
  title_too_short: () => t('error-code-title-too-short'),
  invalid_attributes: () => t('error-code-invalid-attributes'),
  invalid_image: () => t('error-code-invalid-image'),
  invalid_tags: () => t('error-code-invalid-tags'),
  unknown_brand: () => t('error-code-unknown-brand'),
  unauthorized: () => t('error-code-unauthorized'),
  forbidden: () => t('error-code-forbidden'),
  account_suspended: () => t('error-code-account-suspended'),
  not_found: () => t('error-code-not-found'),
  rate_limited: () => t('error-code-rate-limited'),
};

/** The sentence for one of the spec's error codes, in the language of whoever Hawker answers. */
export function codeSentence(code: KnownSellerApiErrorCode): string {
  return CODE_SENTENCES[code]();
}

/** Which budget is spent, as a whole sentence that says when it frees. */
const BUDGET_SENTENCES: Record<BudgetName, (when: string) => string> = {
  reads: (when) => t('error-budget-reads', { when }),
  writes: (when) => t('error-budget-writes', { when }),
  offer_minute: (when) => t('error-budget-offer-minute', { when }),
  offer_hour: (when) => t('error-budget-offer-hour', { when }),
};

function budgetSentence(budget: BudgetName, when: string): string {
  const sentence = Object.hasOwn(BUDGET_SENTENCES, budget) ? BUDGET_SENTENCES[budget] : undefined;
  return sentence ? sentence(when) : t('error-budget-other', { when });
}

/**
 * The one place every failure turns into a sentence a seller can act on. Nothing of
 * the error's own message (paths, bodies) reaches the chat.
 */
export function errorSentence(error: unknown, nowMs: number): string {
  if (error instanceof UserFacingError) return error.message;
  if (error instanceof VaultError) return t('error-vault');
  if (error instanceof BudgetExhausted) return budgetSentence(error.budget, formatWhen(nowMs + error.retryAfterMs, nowMs));
  if (error instanceof SellerApiError) {
    if (isKnown(SELLER_API_ERROR_CODES, error.code)) {
      if (error.code === 'rate_limited' && error.retryAfterMs !== null) {
        return t('error-rate-limited-until', { when: formatWhen(nowMs + error.retryAfterMs, nowMs) });
      }
      return codeSentence(error.code);
    }
    if (error.status === 409) return t('error-conflict', { code: error.code });
    if (error.status >= 500) {
      const status = String(error.status);
      return error.code ? t('error-server-with-code', { status, code: error.code }) : t('error-server', { status });
    }
    return t('error-unknown-code', { code: error.code, status: String(error.status) });
  }
  if (error instanceof TimeoutError) return t('error-timeout');
  if (error instanceof NetworkError) return error.sent ? t('error-connection-broke') : t('error-unreachable');
  if (error instanceof ResponseShapeError) return t('error-response-shape', { field: error.field });
  if (error instanceof InvalidRequestError) {
    const fields = [...new Set(error.issues.map((issue) => issue.path || t('error-request-whole')))].join(', ');
    return t('error-invalid-request', { fields });
  }
  return t('error-internal');
}
