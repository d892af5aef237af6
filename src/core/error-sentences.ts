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
import { VaultError } from '../store/key-vault.js';
import { formatWhen } from './format/time.js';
import { UserFacingError } from './user-facing-error.js';

/** One sentence per spec code, each telling the seller what to do next. */
export const CODE_SENTENCES: Record<KnownSellerApiErrorCode, string> = {
  delivery_instructions_required:
    'The marketplace needs delivery instructions for this listing: add what the buyer must do at handover and try again.',
  bulk_fields_required:
    'The marketplace wants more fields filled in for this listing: check that every required attribute, the price and the delivery details are set, then try again.',
  instant_requires_activation_code:
    'Instant delivery only works with the activation_code delivery method: pick activation_code or switch to manual delivery.',
  title_too_short: 'The title is too short: use 8 to 128 characters.',
  invalid_attributes:
    "The listing's attributes do not match the category: fill in every required attribute with an allowed value (see `create` for the choices) and try again.",
  invalid_image: 'A picture was refused: send the pictures again here so Hawker uploads them to the marketplace first.',
  invalid_tags: 'The tags were refused: no commas inside a tag, and at most 500 characters for all tags together.',
  unknown_brand: 'That game does not exist on the marketplace or does not sell this category: pick another game.',
  unauthorized:
    'The marketplace no longer accepts this API key (revoked, or used from an address outside its allowlist). Create a new key under Seller → API keys and run `connect` in a private chat with the bot.',
  forbidden:
    'The marketplace refused: this API key lacks the permission for that. Check the key in the seller dashboard, or create one with the needed permission and `connect` it.',
  account_suspended:
    'The seller account is suspended, so the marketplace refuses changes. Contact marketplace support; Hawker pauses background work for this account meanwhile.',
  not_found:
    'The marketplace has no such listing or order for this account (wrong id, another account, or removed by moderation). Check the id with `listings` or `orders`.',
  rate_limited: 'The marketplace says the rate limit is reached: wait a minute and try again.',
};

const BUDGET_NAMES: Record<BudgetName, string> = {
  reads: 'read budget (500 a minute)',
  writes: 'write budget (250 a minute)',
  offer_minute: 'per-listing write budget (5 a minute for one listing)',
  offer_hour: 'per-listing write budget (10 an hour for one listing)',
};

/**
 * The one place every failure turns into a sentence a seller can act on. Nothing of
 * the error's own message (paths, bodies) reaches the chat.
 */
export function errorSentence(error: unknown, nowMs: number): string {
  if (error instanceof UserFacingError) return error.message;
  if (error instanceof VaultError) {
    return "Hawker cannot open this account's stored API key (it was altered, copied from another account, or sealed under a master key no longer configured). The owner must send `connect <key> <account label>` in a private chat with the bot.";
  }
  if (error instanceof BudgetExhausted) {
    return `This account's ${BUDGET_NAMES[error.budget] ?? 'rate budget'} is used up. It frees ${formatWhen(nowMs + error.retryAfterMs, nowMs)}; try again then.`;
  }
  if (error instanceof SellerApiError) {
    if (isKnown(SELLER_API_ERROR_CODES, error.code)) {
      const sentence = CODE_SENTENCES[error.code];
      if (error.code === 'rate_limited' && error.retryAfterMs !== null) {
        return `The marketplace says the rate limit is reached. Try again ${formatWhen(nowMs + error.retryAfterMs, nowMs)}.`;
      }
      return sentence;
    }
    if (error.status === 409) {
      return `The marketplace reports a conflict (${error.code}): the listing or order changed meanwhile. Check it with \`listing\` or \`orders\` and try again if it still applies.`;
    }
    if (error.status >= 500) {
      return `The marketplace had an internal problem (${error.status}${error.code ? ` ${error.code}` : ''}). Nothing to fix on your side: try again in a few minutes.`;
    }
    return `The marketplace refused with "${error.code}" (HTTP ${error.status}), a reason Hawker does not know yet. Check the listing in the seller dashboard; if it persists, tell the Hawker maintainers this code.`;
  }
  if (error instanceof TimeoutError) {
    return 'The marketplace did not answer in time. Check the result with `listings` or `orders` before trying again.';
  }
  if (error instanceof NetworkError) {
    return error.sent
      ? 'The connection to the marketplace broke during the request. Check the result with `listings` or `orders` before trying again.'
      : 'Hawker cannot reach the marketplace right now. Nothing was sent: try again in a minute.';
  }
  if (error instanceof ResponseShapeError) {
    return `The marketplace answered in a form Hawker does not understand (field "${error.field}"). The action may have happened: check the seller dashboard, and tell the Hawker maintainers.`;
  }
  if (error instanceof InvalidRequestError) {
    const fields = [...new Set(error.issues.map((issue) => issue.path || 'input'))].join(', ');
    return `Hawker did not send this because some values break the marketplace's rules (${fields}): fix them and try again.`;
  }
  return 'Something went wrong inside Hawker. Nothing secret was shown; try again, and tell the Hawker maintainers if it keeps happening.';
}
