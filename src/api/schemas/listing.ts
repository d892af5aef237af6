import { z } from 'zod';
import { openEnum } from './open-enum.js';
import { shownString } from './shown-string.js';

/** Statuses of the main table plus the alternate set the singular paths show. */
export const LISTING_STATUSES = ['draft', 'active', 'changes_requested', 'sold', 'archived', 'paused', 'reserved', 'removed'] as const;
const listingStatus = openEnum(LISTING_STATUSES);

export const MODERATION_REASON_CODES = [
  'prohibited_item',
  'misleading_description',
  'stolen_images',
  'invalid_price',
  'insufficient_details',
  'other',
] as const;
const moderationReasonCode = openEnum(MODERATION_REASON_CODES);

export const DELIVERY_TYPES = ['instant', 'manual'] as const;
export const deliveryType = z.enum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof deliveryType>;

export const MANUAL_DELIVERY_UNITS = ['minutes', 'hours', 'days'] as const;
export const manualDeliveryUnit = z.enum(MANUAL_DELIVERY_UNITS);
export type ManualDeliveryUnit = z.infer<typeof manualDeliveryUnit>;

export const PRODUCT_SCALES = ['unit', 'thousand', 'million'] as const;

const dateTime = z.string().nullable().optional();
const cents = z.number().int();

/** Fields every category carries; unknown fields are kept (the spec may add some). */
const listingCommon = z.looseObject({
  id: z.string().min(1),
  title: shownString,
  description: z.string().nullable().optional(),
  attributes: z.record(z.string(), z.unknown()).nullable().optional(),
  tags: z.array(z.string()).nullable().optional(),
  status: listingStatus,
  created_at: dateTime,
  updated_at: dateTime,
  published_at: dateTime,
  moderation_reason_code: moderationReasonCode.nullable().optional(),
  moderation_note: shownString.nullable().optional(),
  manual_delivery_value: z.number().int().nullable().optional(),
  manual_delivery_unit: openEnum(MANUAL_DELIVERY_UNITS).nullable().optional(),
});

export const unit = z.looseObject({
  id: z.string().min(1),
  status: openEnum(['available'] as const),
});
export type Unit = z.infer<typeof unit>;

const fixedPriceListing = listingCommon.extend({
  price: cents,
  currency: z.string().optional(),
  images: z.array(z.string()).nullable().optional(),
  delivery_type: openEnum(DELIVERY_TYPES).nullable().optional(),
});

export const topUpListing = fixedPriceListing.extend({
  delivery_method: z.string().nullable().optional(),
  delivery_instructions: z.string().nullable().optional(),
});
export type TopUpListing = z.infer<typeof topUpListing>;

export const accountListing = fixedPriceListing.extend({
  brand_id: z.string().optional(),
  brand_slug: z.string().optional(),
  available_units: z.number().int().optional(),
  units: z.array(unit).optional(),
});
export type AccountListing = z.infer<typeof accountListing>;

/**
 * The spec shows nothing of gift cards beyond the common and fixed-price fields. A create
 * answer that carries the pool as accounts do (`units: [{id, status}]`) is read; anything
 * else there counts as no list.
 */
export const giftCardListing = fixedPriceListing.extend({
  delivery_method: z.string().nullable().optional(),
  units: z.array(unit).optional().catch(undefined),
});
export type GiftCardListing = z.infer<typeof giftCardListing>;

export const currencyListing = listingCommon.extend({
  product_id: z.string().optional(),
  currency: z.string().optional(),
  price_per_unit: cents,
  stock_quantity: z.number().int(),
  min_order_quantity: z.number().int().nullable().optional(),
  delivery_method: z.string().nullable().optional(),
  delivery_instructions: z.string().nullable().optional(),
  brand_id: z.string().optional(),
  brand_slug: z.string().optional(),
  product_scale: openEnum(PRODUCT_SCALES).nullable().optional(),
});
export type CurrencyListing = z.infer<typeof currencyListing>;

export const listingSummaryRow = z.looseObject({
  id: z.string().min(1),
  title: shownString,
  status: listingStatus,
  updated_at: dateTime,
  game_name: shownString.nullable().optional(),
  game_slug: z.string().nullable().optional(),
  game_icon_url: z.string().nullable().optional(),
  price: cents.nullable().optional(),
  currency: z.string().nullable().optional(),
  images: z.array(z.string()).nullable().optional(),
  delivery_type: openEnum(DELIVERY_TYPES).nullable().optional(),
  stock: z.number().int().nullable().optional(),
  delivery_method: z.string().nullable().optional(),
  moderation_reason_code: moderationReasonCode.nullable().optional(),
  moderation_note: shownString.nullable().optional(),
});
export type ListingSummaryRow = z.infer<typeof listingSummaryRow>;

export const ownListingPage = z.looseObject({
  offers: z.array(listingSummaryRow),
  counts: z.record(z.string(), z.unknown()).optional(),
  facets: z.record(z.string(), z.unknown()).optional(),
  total: z.number().int(),
});
