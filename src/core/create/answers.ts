import type { AttributeDefinition } from '../../api/schemas/catalogue.js';
import { CATEGORY_PATHS, LISTING_CATEGORIES } from '../../api/schemas/listing-category.js';
import { msg, t } from '../../i18n/index.js';
import type { MarketplaceContext } from '../context.js';
import type { FlowInput } from '../flow-types.js';
import { parsePrice } from '../format/money.js';
import { parseGoods } from '../goods-input.js';
import { categorySchemaFor } from './category-schema.js';
import { DONE, SKIP, draftCurrencyUnit, nextStep, storedUnits, type Draft } from './draft.js';
import { scaleAmount } from '../format/currency-scale.js';
import {
  checkDeliveryMethod,
  readAttribute,
  readDescription,
  readHandoverTime,
  readInstructions,
  readTags,
  readTitle,
} from './listing-rules.js';
import { createDraft } from './submit.js';

/** The answer completed the draft and the listing was created: distinct from any problem sentence. */
export const CREATED = Symbol('created');

export async function answer(
  ctx: MarketplaceContext<'giftCardUnits' | 'schedule'>,
  draft: Draft,
  input: FlowInput,
  goods: { secret: string | null },
): Promise<string | null | typeof CREATED> {
  const step = nextStep(draft);
  const text = input.type === 'text' ? input.text.trim() : input.type === 'form' ? (Object.values(input.values)[0] ?? '').trim() : null;
  const choice = input.type === 'choice' ? input.choice : null;
  switch (step) {
    case 'category': {
      const picked = LISTING_CATEGORIES.find((category) => category === choice);
      if (!picked) return t('create-pick-category');
      draft.category = picked;
      return null;
    }
    case 'brand':
      return answerBrand(ctx, draft, text, choice);
    case 'attribute':
      return answerAttribute(draft, text, choice);
    case 'product':
      return answerProduct(draft, text, choice);
    case 'title': {
      const title = readTitle(text ?? '');
      if (!title.ok) return title.message;
      draft.title = title.value;
      return null;
    }
    case 'description': {
      if (choice === SKIP) {
        draft.description = null;
        return null;
      }
      const description = readDescription(text ?? '');
      if (!description.ok) return description.message;
      draft.description = description.value;
      return null;
    }
    case 'tags': {
      if (choice === SKIP) {
        draft.tags = null;
        return null;
      }
      const tags = readTags(text ?? '');
      if (!tags.ok) return tags.message;
      draft.tags = tags.value;
      return null;
    }
    case 'price': {
      const parsed = parsePrice(text ?? '');
      if (!parsed.ok) return parsed.message;
      draft.price = parsed.cents;
      return null;
    }
    case 'stock': {
      const stock = Number((text ?? '').replace(/[\s,_]/g, ''));
      if (text === null || text === '' || !Number.isSafeInteger(stock) || stock < 0)
        return t('create-stock-whole-number', { unit: scaleAmount(draftCurrencyUnit(draft)) });
      draft.stock = stock;
      return null;
    }
    case 'deliveryType':
    case 'deliveryMethod':
    case 'instructions':
    case 'manualTime':
      return answerDelivery(draft, step, text, choice);
    case 'images':
      return answerPicture(ctx, draft, input, choice);
    case 'units':
      return answerUnits(draft, input, text, choice, goods);
    case 'preview':
      if (choice !== 'create') return t('create-press-create');
      draft.createdId = await createDraft(ctx, draft, goods.secret === null ? [] : storedUnits.parse(JSON.parse(goods.secret)));
      return CREATED;
  }
}

/** How the buyer gets what they bought: instant or manual, the method, the instructions, the promised time. */
function answerDelivery(
  draft: Draft,
  step: 'deliveryType' | 'deliveryMethod' | 'instructions' | 'manualTime',
  text: string | null,
  choice: string | null,
): string | null {
  switch (step) {
    case 'deliveryType':
      if (choice !== 'instant' && choice !== 'manual') return t('create-pick-delivery-type');
      draft.deliveryType = choice;
      return null;
    case 'deliveryMethod': {
      const index = choice?.startsWith('m') ? Number(choice.slice(1)) : NaN;
      const key = draft.methodChoices?.[index];
      if (key === undefined) return t('create-pick-method');
      const method = checkDeliveryMethod(key, draft.deliveryType === 'instant' || draft.category === 'gift_card');
      if (!method.ok) return t('create-method-refused', { problem: method.message });
      draft.deliveryMethod = method.value;
      return null;
    }
    case 'instructions': {
      if (choice === SKIP) {
        if (draft.category === 'top_up' && draft.deliveryType === 'manual') return t('create-instructions-needed');
        draft.instructions = null;
        return null;
      }
      const instructions = readInstructions(text ?? '');
      if (!instructions.ok) return instructions.message;
      draft.instructions = instructions.value;
      return null;
    }
    case 'manualTime': {
      const handover = readHandoverTime(text ?? '');
      if (!handover.ok) return handover.message;
      draft.manualValue = handover.value.value;
      draft.manualUnit = handover.value.unit;
      return null;
    }
  }
}

/** A picture for the gallery (uploaded at once), or Done once the category's pictures are there. */
async function answerPicture(ctx: MarketplaceContext, draft: Draft, input: FlowInput, choice: string | null): Promise<string | null> {
  if (choice === DONE) {
    if (draft.category !== 'top_up' && draft.images.length === 0)
      return t('create-picture-needed', { category: draft.category ?? 'account' });
    draft.imagesDone = true;
    return null;
  }
  if (input.type !== 'file') return t('create-picture-send');
  if (!input.contentType.startsWith('image/')) return t('create-not-a-picture');
  if (draft.images.length >= 10) return t('create-pictures-full');
  draft.images.push(await ctx.write(msg('audit-create-picture-uploaded'), () => ctx.api.images.upload(input.data, input.contentType)));
  return null;
}

/** The goods to sell, typed or as a file; kept sealed in the flow, never in the draft. */
function answerUnits(
  draft: Draft,
  input: FlowInput,
  text: string | null,
  choice: string | null,
  goods: { secret: string | null },
): string | null {
  if (choice === SKIP && draft.category === 'top_up') {
    draft.unitCount = 0;
    goods.secret = null;
    return null;
  }
  const parsed = input.type === 'file' ? parseGoods({ filename: input.filename, data: input.data }) : parseGoods({ text: text ?? '' });
  if (!parsed.ok) return parsed.message;
  draft.unitCount = parsed.value.length;
  goods.secret = JSON.stringify(parsed.value);
  return null;
}

async function answerBrand(ctx: MarketplaceContext, draft: Draft, text: string | null, choice: string | null): Promise<string | null> {
  const picked = choice?.startsWith('b') ? draft.brandChoices?.[Number(choice.slice(1))] : undefined;
  if (picked) {
    const category = draft.category ?? 'account';
    const schema = await categorySchemaFor(ctx.api, picked.slug, category);
    if (!schema) return t('create-game-lacks-category', { game: picked.name, category });
    draft.brand = picked.slug;
    draft.brandName = picked.name;
    draft.categorySlug = schema.slug;
    draft.schema = schema.attributes;
    draft.attributeIndex = 0;
    if (category === 'currency')
      draft.productChoices = schema.products
        .slice(0, 24)
        .map((product) => ({ id: product.id, name: product.name, scale: product.scale ?? null }));
    return null;
  }
  if (!text) return t('create-type-game');
  const category = draft.category ?? 'account';
  const { brands } = await ctx.api.catalogue.brands({ name: text, category: CATEGORY_PATHS[category].plural, limit: 10 });
  if (brands.length === 0) return t('create-no-game', { text, category });
  draft.brandChoices = brands.slice(0, 10).map((brand) => ({ slug: brand.slug, name: brand.name }));
  return null;
}

/** A product picked by its button, typed by name, or given as a uuid where the catalogue lists none. */
function answerProduct(draft: Draft, text: string | null, choice: string | null): string | null {
  const choices = draft.productChoices ?? [];
  const pressed = choice?.startsWith('p') ? choices[Number(choice.slice(1))] : undefined;
  const named = text ? choices.find((product) => product.name.toLowerCase() === text.toLowerCase()) : undefined;
  const picked = pressed ?? named;
  if (picked) {
    draft.productId = picked.id;
    draft.productName = picked.name;
    draft.productScale = picked.scale ?? null;
    return null;
  }
  if (text && /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(text)) {
    const listed = choices.find((product) => product.id === text.toLowerCase());
    draft.productId = text.toLowerCase();
    draft.productName = listed?.name ?? null;
    draft.productScale = listed?.scale ?? null;
    return null;
  }
  if (choices.length > 0) return t('create-pick-product', { names: choices.map((product) => product.name).join(', ') });
  return t('create-product-id-form');
}

function answerAttribute(draft: Draft, text: string | null, choice: string | null): string | null {
  const attribute: AttributeDefinition | undefined = draft.schema?.[draft.attributeIndex];
  if (!attribute) return null;
  if (choice === SKIP && !attribute.required) {
    draft.attributeIndex += 1;
    return null;
  }
  const pressed = choice?.startsWith('a') ? attribute.enum_values?.[Number(choice.slice(1))] : undefined;
  const value = readAttribute(attribute, pressed ?? text ?? '');
  if (!value.ok) return value.message;
  draft.attributes[attribute.key] = value.value;
  draft.attributeIndex += 1;
  return null;
}
