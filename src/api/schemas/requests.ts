import { z } from 'zod';
import { deliveryType, manualDeliveryUnit } from './listing.js';

/**
 * Request bodies as the spec states them. Rules the spec spells out (lengths, counts,
 * tag limits) are checked before anything is sent; fields the spec does not show are
 * passed through untouched so a server that knows more still gets them.
 */
const title = z.string().min(8).max(128);
const description = z.string().max(4096);
const deliveryInstructions = z.string().max(2048);
const cents = z.number().int().nonnegative();
const imageUrls = z.array(z.string().min(1)).min(1).max(10);
const attributes = z.record(z.string(), z.unknown());
/** One opaque JSON payload per unit: the goods themselves. */
export const goodsEntry = z.record(z.string(), z.unknown());
export type GoodsEntry = z.infer<typeof goodsEntry>;

const TAGS_MAX_JOINED_LENGTH = 500;
export const tagList = z
  .array(z.string().refine((tag) => !tag.includes(','), 'a tag may not contain a comma'))
  .refine((list) => list.join(', ').length <= TAGS_MAX_JOINED_LENGTH, 'tags exceed 500 characters joined');

const manualDelivery = {
  manual_delivery_value: z.number().int().positive().optional(),
  manual_delivery_unit: manualDeliveryUnit.optional(),
};

export const accountCreate = z.looseObject({
  brand: z.string().min(1),
  title,
  price: cents,
  delivery_type: deliveryType,
  description: description.optional(),
  images: imageUrls.optional(),
  tags: tagList.optional(),
  attributes: attributes.optional(),
  units: z.array(goodsEntry).optional(),
  ...manualDelivery,
});
export type AccountCreate = z.input<typeof accountCreate>;

/** A top-up is an account-style body plus how the pack is handed over. */
export const topUpCreate = accountCreate.extend({
  delivery_method: z.string().min(1).optional(),
  delivery_instructions: deliveryInstructions.optional(),
});
export type TopUpCreate = z.input<typeof topUpCreate>;

/** Body not shown: the fixed-price fields without a manual handover time (a code is instant). */
export const giftCardCreate = z.looseObject({
  brand: z.string().min(1),
  title,
  price: cents,
  delivery_type: deliveryType.optional(),
  delivery_method: z.string().min(1).optional(),
  description: description.optional(),
  images: imageUrls.optional(),
  tags: tagList.optional(),
  attributes: attributes.optional(),
  units: z.array(goodsEntry).optional(),
});
export type GiftCardCreate = z.input<typeof giftCardCreate>;

/** Body not shown: "a product, a price per unit and a stock, and no picture", plus the currency PATCH fields. */
export const currencyCreate = z.looseObject({
  brand: z.string().min(1).optional(),
  product_id: z.string().min(1),
  title,
  price_per_unit: cents,
  stock_quantity: z.number().int().nonnegative(),
  min_order_quantity: z.number().int().positive().optional(),
  delivery_method: z.string().min(1).optional(),
  delivery_instructions: deliveryInstructions.optional(),
  description: description.optional(),
  tags: tagList.optional(),
  attributes: attributes.optional(),
  ...manualDelivery,
});
export type CurrencyCreate = z.input<typeof currencyCreate>;

export const topUpPatch = z.looseObject({
  title: title.optional(),
  description: description.optional(),
  price: cents.optional(),
  images: z.array(z.string().min(1)).max(10).optional(),
  tags: tagList.optional(),
  attributes: attributes.optional(),
  delivery_type: deliveryType.optional(),
  units: z.array(goodsEntry).optional(),
  delivery_method: z.string().min(1).optional(),
  delivery_instructions: deliveryInstructions.optional(),
  ...manualDelivery,
});
export type TopUpPatch = z.input<typeof topUpPatch>;

export const currencyPatch = z.looseObject({
  title: title.optional(),
  description: description.optional(),
  tags: tagList.optional(),
  attributes: attributes.optional(),
  price_per_unit: cents.optional(),
  stock_quantity: z.number().int().nonnegative().optional(),
  min_order_quantity: z.number().int().positive().optional(),
  delivery_method: z.string().min(1).optional(),
  delivery_instructions: deliveryInstructions.optional(),
  ...manualDelivery,
});
export type CurrencyPatch = z.input<typeof currencyPatch>;

export const topUpUnit = z.looseObject({ code: z.string().min(1) });
export type TopUpUnit = z.input<typeof topUpUnit>;

const BRAND_PAGE_MAX = 100;

export const brandQuery = z.object({
  category: z.string().min(1).optional(),
  name: z.string().min(1).optional(),
  /** 0 or absent returns everything; above 100 counts as 100, so the client sends 100. */
  limit: z
    .number()
    .int()
    .min(0)
    .transform((limit) => Math.min(limit, BRAND_PAGE_MAX))
    .optional(),
  offset: z.number().int().min(0).optional(),
});
export type BrandQuery = z.input<typeof brandQuery>;

export const ownListingQuery = z.object({
  statuses: z.array(z.string().min(1)).optional(),
  game: z.string().min(1).optional(),
  title: z.string().min(1).optional(),
  limit: z.number().int().min(0).optional(),
  offset: z.number().int().min(0).optional(),
});
export type OwnListingQuery = z.input<typeof ownListingQuery>;

export const deliverGoods = z.array(goodsEntry).min(1);
