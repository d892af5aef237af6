import { t } from '../../i18n/index.js';
import { readAttributeList } from '../commands/edit.js';
import type { MarketplaceContext } from '../context.js';
import { categorySchemaFor } from '../create/category-schema.js';
import type { Draft } from '../create/draft.js';
import {
  checkDeliveryMethod,
  readDescription,
  readHandoverTime,
  readInstructions,
  readTags,
  readTitle,
  type RuleResult,
} from '../create/listing-rules.js';
import { parsePrice } from '../format/money.js';
import type { ImportRow } from './import-file.js';

/** A row without an id, read as the guided create would take it: the draft the job creates. */
export type NewDraft = Draft;

/** The categories a row can create: an account's or gift card's goods are never in a spreadsheet. */
const CREATABLE = ['top_up', 'currency'] as const;
/** What a clone creates besides: a manually delivered account, whose goods wait for an order, is made without any. */
export const CLONE_CREATABLE = ['account', 'top_up', 'currency'] as const;

const refuse = (message: string): RuleResult<never> => ({ ok: false, message });

/** `{"region":"eu","level":10}` as `edit … attributes` takes it (`region=eu, level=10`); null for a cell that is no JSON object. */
export function attributePairs(cell: string | undefined): string | null {
  if (cell === undefined) return '';
  try {
    const parsed: unknown = JSON.parse(cell);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return Object.entries(parsed as Record<string, unknown>)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join(', ');
  } catch {
    return null;
  }
}

/** The texts every category takes, each read by the create flow's rule where the row gives it. */
function readTexts(cells: ImportRow['cells']): RuleResult<Pick<Draft, 'title' | 'description' | 'tags' | 'instructions'>> {
  const title = readTitle(cells.title ?? '');
  if (!title.ok) return title;
  const description = cells.description === undefined ? null : readDescription(cells.description);
  if (description !== null && !description.ok) return description;
  const tags = cells.tags === undefined ? null : readTags(cells.tags);
  if (tags !== null && !tags.ok) return tags;
  const instructions = cells.delivery_instructions === undefined ? null : readInstructions(cells.delivery_instructions);
  if (instructions !== null && !instructions.ok) return instructions;
  return {
    ok: true,
    value: {
      title: title.value,
      description: description?.value ?? null,
      tags: tags?.value ?? null,
      instructions: instructions?.value ?? null,
    },
  };
}

/** A row without an id: a top-up or currency draft of the game its `game_slug` names, checked by create's rules and the category's schema. */
export async function checkNewDraft(
  ctx: MarketplaceContext,
  row: ImportRow,
  creatable: readonly (typeof CLONE_CREATABLE)[number][] = CREATABLE,
): Promise<RuleResult<NewDraft>> {
  const { cells } = row;
  const category = creatable.find((name) => name === cells.category?.trim());
  if (category === undefined) return refuse(t('import-new-category', { category: cells.category ?? '' }));
  const brand = cells.game_slug?.trim();
  if (!brand) return refuse(t('import-new-needs', { column: 'game_slug' }));
  const schema = await categorySchemaFor(ctx.api, brand, category);
  if (schema === null) return refuse(t('import-new-no-game', { game: brand, category }));
  const texts = readTexts(cells);
  if (!texts.ok) return texts;
  const price = parsePrice(cells.price ?? '');
  if (!price.ok) return refuse(cells.price === undefined ? t('import-new-needs', { column: 'price' }) : price.message);
  const pairs = attributePairs(cells.attributes);
  if (pairs === null) return refuse(t('import-attributes-not-json'));
  const attributes = readAttributeList(schema.attributes, pairs);
  if (!attributes.ok) return attributes;
  if (cells.status !== undefined && cells.status.trim() !== 'draft') return refuse(t('import-new-is-draft'));
  const manual = category === 'currency' || cells.delivery_type?.trim() !== 'instant';
  const handover = readHandoverTime(`${cells.manual_delivery_value ?? ''} ${cells.manual_delivery_unit ?? ''}`);
  if (manual && !handover.ok) return refuse(t('import-new-needs-handover'));
  const method = cells.delivery_method?.trim();
  if (method !== undefined) {
    const checked = checkDeliveryMethod(method, !manual);
    if (!checked.ok) return checked;
    const methods = await ctx.api.catalogue.deliveryMethods();
    if (!methods.some((known) => known.key === method))
      return refuse(t('edit-methods-are', { methods: methods.map((known) => known.key).join(', ') }));
  }
  const draft: NewDraft = {
    category,
    brand,
    ...texts.value,
    attributes: attributes.value,
    attributeIndex: schema.attributes.length,
    price: price.cents,
    images: [],
    imagesDone: true,
    deliveryMethod: method ?? null,
    ...(category !== 'currency' ? { deliveryType: manual ? 'manual' : 'instant' } : {}),
    ...(manual && handover.ok ? { manualValue: handover.value.value, manualUnit: handover.value.unit } : {}),
  };
  if (category === 'currency') {
    const product = cells.product_id?.trim();
    if (!product || (schema.products.length > 0 && !schema.products.some((known) => known.id === product)))
      return refuse(t('import-new-needs', { column: 'product_id' }));
    const stock = Number(cells.stock ?? '');
    if (!Number.isSafeInteger(stock) || stock < 0) return refuse(t('import-new-needs', { column: 'stock' }));
    return { ok: true, value: { ...draft, productId: product, stock } };
  }
  return { ok: true, value: draft };
}
