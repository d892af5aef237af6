import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { ACTIVATION_CODE, type AttributeDefinition } from '../../api/schemas/catalogue.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { MarketplaceContext } from '../context.js';
import { categorySchemaFor } from '../create/category-schema.js';
import {
  checkDeliveryMethod,
  readAttribute,
  readDescription,
  readHandoverTime,
  readInstructions,
  readMinimumOrder,
  readTags,
  readTitle,
  type RuleResult,
} from '../create/listing-rules.js';
import { EDIT_FIELDS, editFields, isEditable, type EditableCategory, type EditField as Field } from '../listing-capabilities.js';
import { listingIdInput, locateListing } from '../listing-lookup.js';
import { listingRefusal } from '../listing-refusal.js';
import { errorReply } from '../reply-helpers.js';
import { makesWaitingOrders } from '../waiting-orders.js';
import { EDIT_IMAGES_FLOW, editImagesFlow } from './edit-images.js';

export type Patch = { patch: Record<string, unknown>; note?: string };

/**
 * The new value read with the create flow's rules (`create/listing-rules.ts`), so the
 * seller hears exactly what to fix before any call; fields that need the catalogue
 * (delivery methods, the attribute schema) are checked against it.
 */
export async function patchFor(
  ctx: MarketplaceContext,
  category: EditableCategory,
  row: ListingSummaryRow,
  field: Exclude<Field, 'images'>,
  value: string,
): Promise<RuleResult<Patch>> {
  const shortId = row.id.slice(0, 8);
  const instant = category === 'top_up' && row.delivery_type === 'instant';
  const wrap = <T>(result: RuleResult<T>, toPatch: (value: T) => Patch): RuleResult<Patch> =>
    result.ok ? { ok: true, value: toPatch(result.value) } : result;
  switch (field) {
    case 'title':
      return wrap(readTitle(value), (title) => ({ patch: { title } }));
    case 'description':
      return wrap(readDescription(value), (description) => ({ patch: { description } }));
    case 'tags':
      return wrap(readTags(value), (tags) => ({ patch: { tags } }));
    case 'instructions':
      return wrap(readInstructions(value), (instructions) => ({ patch: { delivery_instructions: instructions } }));
    case 'minorder':
      return wrap(readMinimumOrder(value), (quantity) => ({ patch: { min_order_quantity: quantity } }));
    case 'handover':
      if (instant) return { ok: false, message: t('edit-handover-instant') };
      return wrap(readHandoverTime(value), (time) => ({ patch: { manual_delivery_value: time.value, manual_delivery_unit: time.unit } }));
    case 'method': {
      const key = value.trim();
      const methods = await ctx.api.catalogue.deliveryMethods();
      if (!methods.some((method) => method.key === key))
        return { ok: false, message: t('edit-methods-are', { methods: methods.map((method) => method.key).join(', ') }) };
      const checked = checkDeliveryMethod(key, instant);
      if (!checked.ok) return { ok: false, message: `${checked.message} ${t('edit-method-needs-manual', { listing: shortId })}` };
      return { ok: true, value: { patch: { delivery_method: checked.value } } };
    }
    case 'delivery':
      return deliverySwitch(row, value);
    case 'attributes':
      return attributesPatch(ctx, category, row, value);
  }
}

/** `instant`, or `manual <handover time>`. Switching replaces the listing's unit pool, so codes in stock would be lost. */
function deliverySwitch(row: ListingSummaryRow, value: string): RuleResult<Patch> {
  const shortId = row.id.slice(0, 8);
  const [type = '', ...rest] = value.trim().split(/\s+/);
  if (type === row.delivery_type) return { ok: false, message: type === 'instant' ? t('edit-already-instant') : t('edit-already-manual') };
  if (type === 'instant') {
    return {
      ok: true,
      value: {
        patch: { delivery_type: 'instant', delivery_method: ACTIVATION_CODE },
        note: t('edit-now-instant', { method: ACTIVATION_CODE, listing: shortId }),
      },
    };
  }
  if (type !== 'manual') return { ok: false, message: t('edit-delivery-usage', { listing: shortId }) };
  if (typeof row.stock === 'number' && row.stock > 0) {
    return {
      ok: false,
      message: t('edit-manual-loses-codes', { count: row.stock }),
    };
  }
  const time = readHandoverTime(rest.join(' '));
  if (!time.ok) return { ok: false, message: t('edit-manual-needs-time', { listing: shortId }) };
  return {
    ok: true,
    value: { patch: { delivery_type: 'manual', manual_delivery_value: time.value.value, manual_delivery_unit: time.value.unit } },
  };
}

/** `key=value, key=value`. The PATCH replaces the whole map, so every required attribute of the schema must be given. */
async function attributesPatch(
  ctx: MarketplaceContext,
  category: EditableCategory,
  row: ListingSummaryRow,
  value: string,
): Promise<RuleResult<Patch>> {
  const brand =
    typeof row.game_slug === 'string' && row.game_slug !== ''
      ? row.game_slug
      : category === 'currency'
        ? (await ctx.api.listings.getCurrency(row.id)).brand_slug
        : undefined;
  const schema = brand ? await categorySchemaFor(ctx.api, brand, category) : null;
  if (!schema) return { ok: false, message: t('edit-attributes-no-game') };
  const attributes = readAttributeList(schema.attributes, value);
  return attributes.ok ? { ok: true, value: { patch: { attributes: attributes.value } } } : attributes;
}

/** `key=value, key=value` against the category's attribute schema: every required attribute given, each read by its rule. */
export function readAttributeList(schema: readonly AttributeDefinition[], value: string): RuleResult<Record<string, string | number>> {
  const given = new Map<string, string>();
  for (const pair of value.split(',')) {
    if (pair.trim() === '') continue;
    const [name = '', ...parts] = pair.split('=');
    const attribute = schema.find((entry) =>
      [entry.key, entry.label].some((spelling) => spelling.toLowerCase() === name.trim().toLowerCase()),
    );
    if (!attribute || parts.length === 0)
      return { ok: false, message: t('edit-attributes-format', { keys: schema.map((entry) => entry.key).join(', ') }) };
    given.set(attribute.key, parts.join('='));
  }
  const attributes: Record<string, string | number> = {};
  for (const attribute of schema) {
    const text = given.get(attribute.key);
    if (text === undefined) {
      if (attribute.required) return { ok: false, message: t('edit-attribute-required', { label: attribute.label, key: attribute.key }) };
      continue;
    }
    const read = readAttribute(attribute, text);
    if (!read.ok) return read;
    attributes[attribute.key] = read.value;
  }
  return { ok: true, value: attributes };
}

export const edit = accountCommand({
  id: 'edit',
  description: () => t('cmd-edit'),
  details: () => t('cmd-edit-details'),
  ...commandArguments({
    id: argument(listingIdInput, { description: () => t('cmd-listing-id-short'), autocomplete: 'listing' }),
    field: argument(z.enum(EDIT_FIELDS), {
      description: () => t('cmd-edit-field'),
      choiceLabels: {
        title: () => t('cmd-edit-field-title'),
        description: () => t('cmd-edit-field-description'),
        tags: () => t('cmd-edit-field-tags'),
        images: () => t('cmd-edit-field-images'),
        attributes: () => t('cmd-edit-field-attributes'),
        delivery: () => t('cmd-edit-field-delivery'),
        method: () => t('cmd-edit-field-method'),
        instructions: () => t('cmd-edit-field-instructions'),
        handover: () => t('cmd-edit-field-handover'),
        minorder: () => t('cmd-edit-field-minorder'),
      },
    }),
    value: argument(z.string().min(1).optional(), { description: () => t('cmd-edit-value'), rest: true }),
  }),
  role: 'manager',
  writes: true,
  marketplace: 'needed',
  scopes: ['private', 'group'],
  stores: ['schedule'],
  flows: [editImagesFlow],
  async run(ctx, args) {
    const { category, row } = await locateListing(ctx.api, args.id);
    const refusal = listingRefusal(args.field === 'images' ? 'edit_images' : 'edit', category, row);
    if (refusal) return errorReply(refusal.sentence);
    // The table refused every category without an edit call already: this narrows the type for `patchFor`.
    if (!isEditable(category)) return errorReply(t('edit-no-edit-call', { category }));
    if (!editFields(category).includes(args.field)) {
      return errorReply(t('edit-field-not-editable', { category, field: args.field, fields: editFields(category).join(', ') }));
    }
    if (args.field === 'images')
      return ctx.startFlow({ kind: EDIT_IMAGES_FLOW, step: 'images', data: { listingId: row.id, title: row.title, images: [] } });
    if (args.value === undefined) return errorReply(t('edit-give-value', { listing: row.id.slice(0, 8), field: args.field }));
    const parsed = await patchFor(ctx, category, row, args.field, args.value);
    if (!parsed.ok) return errorReply(parsed.message);
    const { patch, note } = parsed.value;
    const summary = msg('audit-edit', { field: args.field, listing: row.id.slice(0, 8), title: row.title });
    if (category === 'top_up') await ctx.write(summary, () => ctx.api.listings.updateTopUp(row.id, patch));
    else await ctx.write(summary, () => ctx.api.listings.updateCurrency(row.id, patch));
    // A live listing switched to manual delivery: its next order waits, so the shop is polled fast from now.
    if (patch.delivery_type === 'manual' && makesWaitingOrders({ status: row.status, delivery_type: 'manual' }))
      await ctx.services.stores.schedule.wake(ctx.account.id, ctx.now(), ctx.services.pollCadence.fastMs);
    const sentences = [t('edit-updated', { field: args.field, title: row.title })];
    if (note !== undefined) sentences.push(note);
    if (row.status === 'changes_requested') sentences.push(t('edit-draft-again'));
    return { text: sentences.join(' '), tone: 'success' };
  },
});
