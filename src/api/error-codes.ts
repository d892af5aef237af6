import type { OpenEnum } from './schemas/open-enum.js';

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
