import { z } from 'zod';
import { PRODUCT_SCALES } from './listing.js';
import { openEnum } from './open-enum.js';
import { shownString } from './shown-string.js';

const brand = z.looseObject({
  id: z.string().min(1),
  slug: z.string().min(1),
  name: shownString,
  icon_url: z.string().nullable().optional(),
  hero_url: z.string().nullable().optional(),
  pack_icon_url: z.string().nullable().optional(),
  offer_count: z.number().int().optional(),
  created_at: z.string().nullable().optional(),
});
export type Brand = z.infer<typeof brand>;

export const brandList = z.looseObject({
  brands: z.array(brand),
  total: z.number().int(),
});

/**
 * The categories call's response shape is not shown: a category may come as a bare
 * slug or as an object carrying at least a slug. Both normalise to this.
 */
export const brandCategory = z.looseObject({
  slug: z.string().min(1),
  name: shownString.optional(),
  id: z.string().optional(),
});
export type BrandCategory = z.infer<typeof brandCategory>;

export const attributeDefinition = z.looseObject({
  key: z.string().min(1),
  label: shownString,
  type: z.string(),
  required: z.boolean().optional().default(false),
  filterable: z.boolean().optional(),
  enum_values: z.array(z.string()).nullable().optional(),
  min: z.number().nullable().optional(),
});
export type AttributeDefinition = z.infer<typeof attributeDefinition>;

/**
 * A currency product (what a currency listing sells). The interface shows no call that
 * lists them; the category schema of a currency category may carry them as `products`.
 */
const currencyProduct = z.looseObject({
  id: z.string().min(1),
  name: shownString.pipe(z.string().min(1)),
  scale: openEnum(PRODUCT_SCALES).nullable().optional(),
});
export type CurrencyProduct = z.infer<typeof currencyProduct>;

export const categorySchema = z.looseObject({
  id: z.string(),
  brand_category_id: z.string().optional(),
  version: z.number().int(),
  attributes: z.array(attributeDefinition),
  // Not in the interface: read when present, and a malformed list counts as none.
  products: z.array(currencyProduct).optional().catch(undefined),
});
export type CategorySchema = z.infer<typeof categorySchema>;

const buyerField = z.looseObject({
  key: z.string(),
  label: z.string().optional(),
  type: z.string().optional(),
  required: z.boolean().optional(),
  filterable: z.boolean().optional(),
  multiple: z.boolean().optional(),
  enum_values: z.array(z.string()).nullable().optional(),
  catalog_key: z.string().nullable().optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
});

const deliveryMethod = z.looseObject({
  key: z.string().min(1),
  label: z.string().optional(),
  description: z.string().nullable().optional(),
  version: z.number().int().optional(),
  buyer_fields: z.array(buyerField).optional(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethod>;

export const deliveryMethodList = z.looseObject({
  delivery_methods: z.array(deliveryMethod),
});

/** The only delivery method an instantly delivered top-up or gift card may use. */
export const ACTIVATION_CODE = 'activation_code';
