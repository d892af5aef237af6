import { z } from 'zod';
import { ACTIVATION_CODE, attributeDefinition, type AttributeDefinition } from '../../api/schemas/catalogue.js';
import { CATEGORY_PATHS, LISTING_CATEGORIES, type ListingCategory } from '../../api/schemas/listing-category.js';
import { goodsEntry, tagList as tagsRule, type GoodsEntry } from '../../api/schemas/requests.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import type { AccountFlow, FlowInput, FlowStep, FlowView } from '../flow-types.js';
import { formatCents, parsePrice } from '../format/money.js';
import { parseGoods } from '../goods-input.js';
import { CATEGORY_NAMES } from '../listing-lookup.js';
import type { Button, Reply } from '../reply.js';
import { errorReply } from '../reply-helpers.js';
import { chunk } from './switch.js';

export const CREATE_FLOW = 'create';

const SKIP = 'skip';
const storedUnits = z.array(goodsEntry);
const DONE = 'done';

const draftSchema = z.looseObject({
  category: z.enum(LISTING_CATEGORIES).optional(),
  brand: z.string().optional(),
  brandName: z.string().optional(),
  brandChoices: z.array(z.object({ slug: z.string(), name: z.string() })).optional(),
  categorySlug: z.string().optional(),
  schema: z.array(attributeDefinition).optional(),
  attributes: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  attributeIndex: z.number().int().default(0),
  productId: z.string().optional(),
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
type Draft = z.infer<typeof draftSchema>;

type Step =
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

export const create = accountCommand({
  id: 'create',
  description: 'Create a listing step by step; it is created as a draft, then published on request',
  details:
    'Category, game, the category\'s attributes (choices offered), title, description, tags, price, delivery type, method, instructions and promised time, pictures from chat; checked against the marketplace rules before anything is sent, previewed, created as a draft.',
  arguments: [],
  schema: z.strictObject({}),
  role: 'manager',
  writes: true,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  run: (ctx) => ctx.startFlow({ kind: CREATE_FLOW, step: 'category', data: {} }),
});

export const createFlow: AccountFlow = {
  kind: CREATE_FLOW,
  role: 'manager',
  ttlSeconds: 60 * 60,
  async handle(ctx, flow, input) {
    const draft = draftSchema.parse(flow.data);
    const goods = { secret: flow.secret };
    const answering = nextStep(draft);
    let replies: Reply[] = [];
    if (input.type !== 'start') {
      const problem = await answer(ctx, flow, draft, input, goods);
      if (problem === 'created') return created(ctx, flow, draft);
      if (problem !== null) replies.push(errorReply(problem));
    }
    replies.push(await ask(ctx, flow, draft));
    // The stock is goods: the person's message carrying it goes away where it can.
    if (answering === 'units' && input.type !== 'start') replies = replies.map((reply) => ({ ...reply, deleteUserMessage: true }));
    return { replies, next: { step: nextStep(draft), data: draft, secret: goods.secret } };
  },
};

function nextStep(draft: Draft): Step {
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

function question(text: string, flow: FlowView, buttons: Button[] = [], kind: 'text' | 'file' = 'text'): Reply {
  return { text, ...(buttons.length > 0 ? { buttons: chunk(buttons, 5).slice(0, 5) } : {}), prompt: { kind, label: text.split('\n')[0]?.slice(0, 45) ?? 'Answer', formId: flow.token } };
}

function skipButton(flow: FlowView): Button {
  return { label: 'Skip', action: flow.choiceAction(SKIP), style: 'secondary' };
}

async function ask(ctx: AccountContext, flow: FlowView, draft: Draft): Promise<Reply> {
  switch (nextStep(draft)) {
    case 'category':
      return { text: 'What do you want to sell?', buttons: [LISTING_CATEGORIES.map((category) => ({ label: capitalize(CATEGORY_NAMES[category]), action: flow.choiceAction(category) }))] };
    case 'brand':
      if (draft.brandChoices && draft.brandChoices.length > 0) {
        return question('Which game? Pick one, or type another name.', flow, draft.brandChoices.map((brand, index) => ({ label: brand.name.slice(0, 60), action: flow.choiceAction(`b${index}`) })));
      }
      return question(`Which game is this ${CATEGORY_NAMES[draft.category ?? 'account']} for? Type its name.`, flow);
    case 'attribute': {
      const attribute = draft.schema?.[draft.attributeIndex];
      if (!attribute) return question('Next value?', flow);
      const optional = attribute.required ? [] : [skipButton(flow)];
      const label = `${attribute.label}${attribute.required ? '' : ' (optional)'}`;
      if (attribute.type === 'enum' && attribute.enum_values && attribute.enum_values.length > 0) {
        const values = attribute.enum_values.slice(0, 24).map((value, index) => ({ label: value.slice(0, 60), action: flow.choiceAction(`a${index}`) }));
        return question(`${label}: pick one.`, flow, [...values, ...optional]);
      }
      const bound = attribute.type === 'number' && typeof attribute.min === 'number' ? ` (a number, at least ${attribute.min})` : attribute.type === 'number' ? ' (a number)' : '';
      return question(`${label}${bound}?`, flow, optional);
    }
    case 'product':
      return question('Which product (the in-game currency) is it? Send the product id from the seller dashboard.', flow);
    case 'title':
      return question('Title? 8 to 128 characters.', flow);
    case 'description':
      return question('Description? At most 4096 characters.', flow, [skipButton(flow)]);
    case 'tags':
      return question('Tags, comma-separated? At most 500 characters together.', flow, [skipButton(flow)]);
    case 'price':
      return question(draft.category === 'currency' ? 'Price per unit? For example 0.25 or 25c.' : 'Price? For example 12.50, $12.50 or 1250c.', flow);
    case 'stock':
      return question('How much stock do you have (in the product\'s scale)?', flow);
    case 'deliveryType':
      return {
        text: 'How is it delivered? Instant: buyers get a unit from the stock you upload. Manual: you hand it over within a promised time.',
        buttons: [[{ label: 'Manual', action: flow.choiceAction('manual') }, { label: 'Instant', action: flow.choiceAction('instant') }]],
      };
    case 'deliveryMethod': {
      const methods = await ctx.api.catalogue.deliveryMethods();
      const keys = methods.map((method) => method.key).slice(0, 20);
      draft.methodChoices = keys;
      return question('Delivery method?', flow, methods.slice(0, 20).map((method, index) => ({ label: (method.label ?? method.key).slice(0, 60), action: flow.choiceAction(`m${index}`) })));
    }
    case 'instructions':
      return question('What must the buyer do at handover (delivery instructions, at most 2048 characters)?', flow, [skipButton(flow)]);
    case 'manualTime':
      return question('Promised handover time? For example 30 minutes, 2 hours or 1 day.', flow);
    case 'images':
      return question(
        `Send pictures (1 to 10${draft.category === 'top_up' ? ', optional' : ', at least one'}); press Done when finished. ${draft.images.length} so far.`,
        flow,
        [{ label: 'Done', action: flow.choiceAction(DONE), style: 'primary' }],
        'file',
      );
    case 'units':
      return {
        ...question(
          `Send the stock buyers get instantly: one unit per line (codes), JSON objects, or a .txt/.csv/.json file.${draft.category === 'top_up' ? ' Skip to add codes later with `restock`.' : ' The marketplace interface has no restock call for this category, so this is the stock it starts with.'}`,
          flow,
          draft.category === 'top_up' ? [skipButton(flow)] : [],
        ),
        prompt: { kind: 'goods', label: 'Stock, one unit per line', formId: flow.token, multiline: true },
      };
    case 'preview':
      return previewReply(flow, draft);
  }
}

/** Applies one answer to the draft; returns a sentence when the answer is refused, `created` after creation. */
async function answer(ctx: AccountContext, flow: FlowView, draft: Draft, input: FlowInput, goods: { secret: string | null }): Promise<string | null | 'created'> {
  const step = nextStep(draft);
  const text = input.type === 'text' ? input.text.trim() : input.type === 'form' ? (Object.values(input.values)[0] ?? '').trim() : null;
  const choice = input.type === 'choice' ? input.choice : null;
  switch (step) {
    case 'category': {
      const picked = LISTING_CATEGORIES.find((category) => category === choice);
      if (!picked) return 'Pick a category with the buttons.';
      draft.category = picked;
      return null;
    }
    case 'brand':
      return answerBrand(ctx, draft, text, choice);
    case 'attribute':
      return answerAttribute(draft, text, choice);
    case 'product':
      if (!text || !/^[0-9a-fA-F-]{36}$/.test(text)) return 'A product id is a uuid.';
      draft.productId = text.toLowerCase();
      return null;
    case 'title':
      if (!text || text.length < 8 || text.length > 128) return `A title has 8 to 128 characters${text ? `; this one has ${text.length}` : ''}.`;
      draft.title = text;
      return null;
    case 'description':
      if (choice === SKIP) draft.description = null;
      else if (!text || text.length > 4096) return 'A description has 1 to 4096 characters.';
      else draft.description = text;
      return null;
    case 'tags': {
      if (choice === SKIP) {
        draft.tags = null;
        return null;
      }
      const list = [...new Set((text ?? '').split(',').map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
      if (list.length === 0 || !tagsRule.safeParse(list).success) return 'Tags are comma-separated, at most 500 characters together.';
      draft.tags = list;
      return null;
    }
    case 'price': {
      const parsed = parsePrice(text ?? '');
      if (!parsed.ok) return parsed.message;
      if (parsed.cents === 0) return 'A price must be more than zero.';
      draft.price = parsed.cents;
      return null;
    }
    case 'stock': {
      const stock = Number(text);
      if (!Number.isSafeInteger(stock) || stock < 0) return 'Stock is a whole number, 0 or more.';
      draft.stock = stock;
      return null;
    }
    case 'deliveryType':
      if (choice !== 'instant' && choice !== 'manual') return 'Pick Manual or Instant.';
      draft.deliveryType = choice;
      return null;
    case 'deliveryMethod': {
      const index = choice?.startsWith('m') ? Number(choice.slice(1)) : NaN;
      const key = draft.methodChoices?.[index];
      if (key === undefined) return 'Pick a delivery method with the buttons.';
      if ((draft.deliveryType === 'instant' || draft.category === 'gift_card') && key !== ACTIVATION_CODE) {
        return 'Instant delivery only works with the activation_code method: pick it, or go back with `cancel` and choose manual delivery.';
      }
      draft.deliveryMethod = key;
      return null;
    }
    case 'instructions':
      if (choice === SKIP) {
        if (draft.category === 'top_up' && draft.deliveryType === 'manual') return 'Manual top-ups need delivery instructions: say what the buyer must do at handover.';
        draft.instructions = null;
      } else if (!text || text.length > 2048) return 'Delivery instructions have 1 to 2048 characters.';
      else draft.instructions = text;
      return null;
    case 'manualTime': {
      const parsed = /^(\d{1,4})\s*(m|min|mins|minutes?|h|hrs?|hours?|d|days?)$/i.exec(text ?? '');
      if (!parsed?.[1] || !parsed[2] || Number(parsed[1]) < 1) return 'Write the time as a number and a unit: 30 minutes, 2 hours, 1 day.';
      const unit = parsed[2].toLowerCase();
      draft.manualValue = Number(parsed[1]);
      draft.manualUnit = unit.startsWith('m') ? 'minutes' : unit.startsWith('h') ? 'hours' : 'days';
      return null;
    }
    case 'images':
      if (choice === DONE) {
        if (draft.category !== 'top_up' && draft.images.length === 0) return `A ${CATEGORY_NAMES[draft.category ?? 'account']} listing needs at least one picture: send one.`;
        draft.imagesDone = true;
        return null;
      }
      if (input.type !== 'file') return 'Send a picture as a file or photo, or press Done.';
      if (!input.contentType.startsWith('image/')) return 'That file is not a picture.';
      if (draft.images.length >= 10) return 'A listing holds at most 10 pictures: press Done.';
      draft.images.push(await ctx.write('uploaded a picture', () => ctx.api.images.upload(input.data, input.contentType)));
      return null;
    case 'units': {
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
    case 'preview':
      if (choice !== 'create') return 'Press Create draft, or `cancel`.';
      draft.createdId = await createDraft(ctx, draft, goods.secret === null ? [] : storedUnits.parse(JSON.parse(goods.secret)));
      return 'created';
  }
}

async function answerBrand(ctx: AccountContext, draft: Draft, text: string | null, choice: string | null): Promise<string | null> {
  const picked = choice?.startsWith('b') ? draft.brandChoices?.[Number(choice.slice(1))] : undefined;
  if (picked) {
    const categories = await ctx.api.catalogue.categories(picked.slug);
    const category = draft.category ?? 'account';
    const spellings: string[] = [CATEGORY_PATHS[category].plural, CATEGORY_PATHS[category].singular, category];
    const match = categories.find((entry) => spellings.includes(entry.slug));
    if (!match) return `${picked.name} does not sell ${CATEGORY_NAMES[category]} listings. Type another game.`;
    const schema = await ctx.api.catalogue.categorySchema(picked.slug, match.slug);
    draft.brand = picked.slug;
    draft.brandName = picked.name;
    draft.categorySlug = match.slug;
    draft.schema = schema.attributes;
    draft.attributeIndex = 0;
    return null;
  }
  if (!text) return 'Type the name of the game.';
  const category = draft.category ?? 'account';
  const { brands } = await ctx.api.catalogue.brands({ name: text, category: CATEGORY_PATHS[category].plural, limit: 10 });
  if (brands.length === 0) return `No game matching "${text}" sells ${CATEGORY_NAMES[category]} listings. Try another name.`;
  draft.brandChoices = brands.slice(0, 10).map((brand) => ({ slug: brand.slug, name: brand.name }));
  return null;
}

function answerAttribute(draft: Draft, text: string | null, choice: string | null): string | null {
  const attribute: AttributeDefinition | undefined = draft.schema?.[draft.attributeIndex];
  if (!attribute) return null;
  if (choice === SKIP && !attribute.required) {
    draft.attributeIndex += 1;
    return null;
  }
  if (attribute.type === 'enum' && attribute.enum_values && attribute.enum_values.length > 0) {
    const picked = choice?.startsWith('a') ? attribute.enum_values[Number(choice.slice(1))] : attribute.enum_values.find((value) => value.toLowerCase() === text?.toLowerCase());
    if (picked === undefined) return `Pick one of: ${attribute.enum_values.join(', ')}.`;
    draft.attributes[attribute.key] = picked;
  } else if (attribute.type === 'number') {
    const value = Number(text);
    if (!text || !Number.isFinite(value)) return `${attribute.label} is a number.`;
    if (typeof attribute.min === 'number' && value < attribute.min) return `${attribute.label} must be at least ${attribute.min}.`;
    draft.attributes[attribute.key] = value;
  } else {
    if (!text) return `${attribute.label} needs a value.`;
    draft.attributes[attribute.key] = text;
  }
  draft.attributeIndex += 1;
  return null;
}

function previewReply(flow: FlowView, draft: Draft): Reply {
  const fields = [
    { label: 'Category', value: CATEGORY_NAMES[draft.category ?? 'account'], inline: true },
    { label: 'Game', value: draft.brandName ?? draft.brand ?? '', inline: true },
    { label: draft.category === 'currency' ? 'Price per unit' : 'Price', value: formatCents(draft.price ?? 0), inline: true },
    { label: 'Title', value: draft.title ?? '' },
  ];
  if (draft.description) fields.push({ label: 'Description', value: draft.description.slice(0, 300) });
  for (const [key, value] of Object.entries(draft.attributes)) fields.push({ label: key, value: String(value), inline: true });
  if (draft.deliveryType) fields.push({ label: 'Delivery', value: draft.deliveryType, inline: true });
  if (draft.deliveryMethod) fields.push({ label: 'Method', value: draft.deliveryMethod, inline: true });
  if (draft.manualValue !== undefined) fields.push({ label: 'Promised time', value: `${draft.manualValue} ${draft.manualUnit}`, inline: true });
  if (draft.stock !== undefined) fields.push({ label: 'Stock', value: String(draft.stock), inline: true });
  if (draft.images.length > 0) fields.push({ label: 'Pictures', value: String(draft.images.length), inline: true });
  if (draft.unitCount !== undefined) fields.push({ label: 'Units of stock', value: String(draft.unitCount), inline: true });
  return {
    title: 'Preview',
    text: 'Create this listing as a draft? Buyers see nothing until you publish it.',
    fields,
    buttons: [[{ label: 'Create draft', action: flow.choiceAction('create'), style: 'success' }]],
  };
}

async function createDraft(ctx: AccountContext, draft: Draft, units: GoodsEntry[]): Promise<string> {
  const common = {
    title: draft.title ?? '',
    ...(draft.description ? { description: draft.description } : {}),
    ...(draft.tags ? { tags: draft.tags } : {}),
    ...(Object.keys(draft.attributes).length > 0 ? { attributes: draft.attributes } : {}),
  };
  const manual = draft.manualValue !== undefined && draft.manualUnit ? { manual_delivery_value: draft.manualValue, manual_delivery_unit: draft.manualUnit } : {};
  const images = draft.images.length > 0 ? { images: draft.images } : {};
  const stock = units.length > 0 ? { units } : {};
  const brand = draft.brand ?? '';
  const price = draft.price ?? 0;
  const summary = `created draft "${common.title}"`;
  const listings = ctx.api.listings;
  let result: { id: string } | null;
  switch (draft.category) {
    case 'account':
      result = await ctx.write(summary, () => listings.createAccount({ brand, price, delivery_type: draft.deliveryType ?? 'manual', ...common, ...images, ...manual, ...stock }));
      break;
    case 'top_up':
      result = await ctx.write(summary, () =>
        listings.createTopUp({
          brand,
          price,
          delivery_type: draft.deliveryType ?? 'manual',
          ...(draft.deliveryMethod ? { delivery_method: draft.deliveryMethod } : {}),
          ...(draft.instructions ? { delivery_instructions: draft.instructions } : {}),
          ...common,
          ...images,
          ...manual,
          ...stock,
        }),
      );
      break;
    case 'gift_card':
      result = await ctx.write(summary, () => listings.createGiftCard({ brand, price, delivery_type: 'instant', ...(draft.deliveryMethod ? { delivery_method: draft.deliveryMethod } : {}), ...common, ...images, ...stock }));
      break;
    default:
      result = await ctx.write(summary, () =>
        listings.createCurrency({
          brand,
          product_id: draft.productId ?? '',
          price_per_unit: price,
          stock_quantity: draft.stock ?? 0,
          ...(draft.deliveryMethod ? { delivery_method: draft.deliveryMethod } : {}),
          ...(draft.instructions ? { delivery_instructions: draft.instructions } : {}),
          ...common,
          ...manual,
        }),
      );
  }
  return result?.id ?? '';
}

async function created(ctx: AccountContext, flow: FlowView, draft: Draft & { createdId?: unknown }): Promise<FlowStep> {
  const id = typeof draft.createdId === 'string' ? draft.createdId : '';
  const buttons: Button[] = id ? [{ label: 'Publish now', action: await ctx.actionFor(`publish ${id}`), style: 'success' }, { label: 'Open', action: await ctx.actionFor(`listing ${id}`) }] : [];
  const stockHint = draft.category === 'top_up' && draft.deliveryType === 'instant' && draft.unitCount === 0 ? ' Add codes with `restock` before publishing.' : '';
  return {
    replies: [{ title: 'Draft created', text: `"${draft.title}" is a draft${id ? ` (id ${id.slice(0, 8)})` : ''}. Publish it when ready.${stockHint}`, tone: 'success', ...(buttons.length > 0 ? { buttons: [buttons] } : {}) }],
    done: `draft "${draft.title}" created`,
  };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
