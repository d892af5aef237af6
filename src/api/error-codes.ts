import { shownText } from '../domain/shown-text.js';
import { isKnown, type OpenEnum } from './schemas/open-enum.js';

/** Every error code the spec lists, by HTTP status. */
export const SELLER_API_ERROR_CODES = [
  'delivery_instructions_required',
  'bulk_fields_required',
  'instant_requires_activation_code',
  'title_too_short',
  'invalid_attributes',
  'invalid_image',
  'invalid_tags',
  'unknown_brand',
  'unauthorized',
  'forbidden',
  'account_suspended',
  'not_found',
  'rate_limited',
] as const;
export type KnownSellerApiErrorCode = (typeof SELLER_API_ERROR_CODES)[number];
/** A 409's code and any code beyond the listed ones are kept as strings. */
export type SellerApiErrorCode = OpenEnum<KnownSellerApiErrorCode>;

/** Longer than any code the spec lists (32), short enough for a chat sentence and an audit line. */
export const MAX_SHOWN_CODE_LENGTH = 64;

/**
 * A code as the server sent it, made safe to show a seller and to record like any text
 * the marketplace wrote (shownText: no terminal escapes, line breaks or right-to-left
 * tricks), cut to MAX_SHOWN_CODE_LENGTH. Null when nothing is left.
 */
export function shownErrorCode(raw: string): string | null {
  const visible = shownText(raw.slice(0, MAX_SHOWN_CODE_LENGTH * 8));
  if (visible.length === 0) return null;
  const characters = [...visible];
  return characters.length > MAX_SHOWN_CODE_LENGTH ? `${characters.slice(0, MAX_SHOWN_CODE_LENGTH - 1).join('')}…` : visible;
}

/** A metric label for a code: the spec's codes as they are, anything else `unknown`, so a server cannot add series. */
export function errorCodeLabel(code: string): KnownSellerApiErrorCode | 'unknown' {
  return isKnown(SELLER_API_ERROR_CODES, code) ? code : 'unknown';
}
