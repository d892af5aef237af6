import type { KnownSellerApiErrorCode } from '../../src/api/error-codes.js';

/** The HTTP status the spec's error table gives each code, written out from the spec for tests. */
export const SPEC_STATUS_OF: Record<KnownSellerApiErrorCode, number> = {
  delivery_instructions_required: 400,
  bulk_fields_required: 400,
  instant_requires_activation_code: 400,
  title_too_short: 400,
  invalid_attributes: 400,
  invalid_image: 400,
  invalid_tags: 400,
  unknown_brand: 400,
  unauthorized: 401,
  forbidden: 403,
  account_suspended: 403,
  not_found: 404,
  rate_limited: 429,
};
