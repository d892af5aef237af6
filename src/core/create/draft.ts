import { z } from 'zod';
import { attributeDefinition } from '../../api/schemas/catalogue.js';
import { LISTING_CATEGORIES, type ListingCategory } from '../../api/schemas/listing-category.js';
import { goodsEntry } from '../../api/schemas/requests.js';
import type { CurrencyUnit } from '../format/currency-scale.js';

/** Button choices shared by the steps. */
export const SKIP = 'skip';
/** The stock of an instant listing, kept in the flow's sealed secret until the draft is created. */
export const storedUnits = z.array(goodsEntry);
export const DONE = 'done';

/** What the guided create has gathered so far: plain JSON in Redis, never goods. */
export const draftSchema = z.looseObject({
  category: z.enum(LISTING_CATEGORIES).optional(),
  brand: z.string().optional(),
  brandName: z.string().optional(),
  brandChoices: z.array(z.object({ slug: z.string(), name: z.string() })).optional(),
  categorySlug: z.string().optional(),
  schema: z.array(attributeDefinition).optional(),
  attributes: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  attributeIndex: z.number().int().default(0),
  productId: z.string().optional(),
  /** The game's currency products where the catalogue lists them: offered as buttons instead of asking for a uuid. */
  productChoices: z.array(z.object({ id: z.string(), name: z.string(), scale: z.string().nullable().optional() })).optional(),
  productName: z.string().nullable().optional(),
  productScale: z.string().nullable().optional(),
  title: z.string().optional(),
  description: z.string().nullable().optional(),
  tags: z.array(z.string()).nullable().optional(),
  price: z.number().int().optional(),
  stock: z.number().int().optional(),
  deliveryType: z.enum(['instant', 'manual']).optional(),
  deliveryMethod: z.string().nullable().optional(),
  methodChoices: z.array(z.string()).optional(),
  instructions: z.string().nullable().optional(),
  manualValue: z.number().int().optional(),
  manualUnit: z.enum(['minutes', 'hours', 'days']).optional(),
  images: z.array(z.string()).default([]),
  imagesDone: z.boolean().default(false),
  /** How many units of stock were given; the goods themselves stay in the flow's sealed secret. */
  unitCount: z.number().int().optional(),
});
export type Draft = z.infer<typeof draftSchema>;

export type Step =
  | 'category'
  | 'brand'
  | 'attribute'
  | 'product'
  | 'title'
  | 'description'
  | 'tags'
  | 'price'
  | 'stock'
  | 'deliveryType'
  | 'deliveryMethod'
  | 'instructions'
  | 'manualTime'
  | 'images'
  | 'units'
  | 'preview';

const HAS_METHOD: ListingCategory[] = ['top_up', 'gift_card', 'currency'];
const HAS_INSTRUCTIONS: ListingCategory[] = ['top_up', 'currency'];

/** The first thing still missing decides the next question, so any answer order resumes correctly. */
export function nextStep(draft: Draft): Step {
  if (!draft.category) return 'category';
  if (!draft.brand || !draft.schema) return 'brand';
  if (draft.attributeIndex < draft.schema.length) return 'attribute';
  const category = draft.category;
  if (category === 'currency' && !draft.productId) return 'product';
  if (draft.title === undefined) return 'title';
  if (draft.description === undefined) return 'description';
  if (draft.tags === undefined) return 'tags';
  if (draft.price === undefined) return 'price';
  if (category === 'currency' && draft.stock === undefined) return 'stock';
  if ((category === 'account' || category === 'top_up') && !draft.deliveryType) return 'deliveryType';
  if (HAS_METHOD.includes(category) && draft.deliveryMethod === undefined) return 'deliveryMethod';
  if (HAS_INSTRUCTIONS.includes(category) && draft.instructions === undefined) return 'instructions';
  if (needsManualTime(draft) && draft.manualValue === undefined) return 'manualTime';
  if (category !== 'currency' && !draft.imagesDone) return 'images';
  if (isInstant(draft) && draft.unitCount === undefined) return 'units';
  return 'preview';
}

function isInstant(draft: Draft): boolean {
  return draft.category === 'gift_card' || (draft.category !== 'currency' && draft.deliveryType === 'instant');
}

function needsManualTime(draft: Draft): boolean {
  return draft.category === 'currency' || draft.deliveryType === 'manual';
}

/** What one unit of a currency draft's price and stock is, as far as the seller's product choice tells. */
export function draftCurrencyUnit(draft: Draft): CurrencyUnit {
  return { scale: draft.productScale ?? null, productName: draft.productName ?? null };
}
