import { LISTING_CATEGORIES } from '../../api/schemas/listing-category.js';
import type { AccountContext } from '../context.js';
import type { FlowView } from '../flow-types.js';
import { perScaleUnit, scaleAmount, scaledQuantity } from '../format/currency-scale.js';
import { formatCents } from '../format/money.js';
import { countOf } from '../format/plural.js';
import { shortLabel } from '../format/short-label.js';
import { CATEGORY_NAMES } from '../listing-lookup.js';
import type { Button, Reply } from '../reply.js';
import { buttonRows } from '../reply-helpers.js';
import { DONE, SKIP, draftCurrencyUnit, nextStep, type Draft } from './draft.js';

export function question(text: string, flow: FlowView, buttons: Button[] = [], kind: 'text' | 'file' = 'text'): Reply {
  return {
    text,
    ...(buttons.length > 0 ? { buttons: buttonRows(buttons) } : {}),
    prompt: { kind, label: shortLabel(text, 45) || 'Answer', formId: flow.token },
  };
}

export function skipButton(flow: FlowView): Button {
  return { label: 'Skip', action: flow.choiceAction(SKIP), style: 'secondary' };
}

/** The question for the draft's next missing piece, with its choices as buttons. */
export async function ask(ctx: AccountContext, flow: FlowView, draft: Draft): Promise<Reply> {
  switch (nextStep(draft)) {
    case 'category':
      return {
        text: 'What do you want to sell?',
        buttons: [
          LISTING_CATEGORIES.map((category) => ({ label: capitalize(CATEGORY_NAMES[category]), action: flow.choiceAction(category) })),
        ],
      };
    case 'brand':
      if (draft.brandChoices && draft.brandChoices.length > 0) {
        return question(
          'Which game? Pick one, or type another name.',
          flow,
          draft.brandChoices.map((brand, index) => ({ label: brand.name.slice(0, 60), action: flow.choiceAction(`b${index}`) })),
        );
      }
      return question(`Which game is this ${CATEGORY_NAMES[draft.category ?? 'account']} for? Type its name.`, flow);
    case 'attribute': {
      const attribute = draft.schema?.[draft.attributeIndex];
      if (!attribute) return question('Next value?', flow);
      const optional = attribute.required ? [] : [skipButton(flow)];
      const label = `${attribute.label}${attribute.required ? '' : ' (optional)'}`;
      if (attribute.type === 'enum' && attribute.enum_values && attribute.enum_values.length > 0) {
        const values = attribute.enum_values
          .slice(0, 24)
          .map((value, index) => ({ label: value.slice(0, 60), action: flow.choiceAction(`a${index}`) }));
        return question(`${label}: pick one.`, flow, [...values, ...optional]);
      }
      const bound =
        attribute.type === 'number' && typeof attribute.min === 'number'
          ? ` (a number, at least ${attribute.min})`
          : attribute.type === 'number'
            ? ' (a number)'
            : '';
      return question(`${label}${bound}?`, flow, optional);
    }
    case 'product': {
      const products = draft.productChoices ?? [];
      if (products.length === 0)
        return question(
          'Which product (the in-game currency) is it? The catalogue lists none for this game: send the product id from the seller dashboard.',
          flow,
        );
      return question(
        "Which product (the in-game currency) do you sell? Prices and stock count in the product's scale.",
        flow,
        products.map((product, index) => ({
          label: `${product.name} (${soldPer(product.scale ?? null)})`.slice(0, 60),
          action: flow.choiceAction(`p${index}`),
        })),
      );
    }
    case 'title':
      return question('Title? 8 to 128 characters.', flow);
    case 'description':
      return question('Description? At most 4096 characters.', flow, [skipButton(flow)]);
    case 'tags':
      return question('Tags, comma-separated? At most 500 characters together.', flow, [skipButton(flow)]);
    case 'price':
      return question(
        draft.category === 'currency'
          ? `Price ${perScaleUnit(draftCurrencyUnit(draft))}? For example 0.25 or 25c.`
          : 'Price? For example 12.50, $12.50 or 1250c.',
        flow,
      );
    case 'stock':
      return question(stockQuestion(draft), flow);
    case 'deliveryType':
      return {
        text: 'How is it delivered? Instant: buyers get a unit from the stock you upload. Manual: you hand it over within a promised time.',
        buttons: [
          [
            { label: 'Manual', action: flow.choiceAction('manual') },
            { label: 'Instant', action: flow.choiceAction('instant') },
          ],
        ],
      };
    case 'deliveryMethod': {
      const methods = await ctx.api.catalogue.deliveryMethods();
      const keys = methods.map((method) => method.key).slice(0, 20);
      draft.methodChoices = keys;
      return question(
        'Delivery method?',
        flow,
        methods
          .slice(0, 20)
          .map((method, index) => ({ label: (method.label ?? method.key).slice(0, 60), action: flow.choiceAction(`m${index}`) })),
      );
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

export function previewReply(flow: FlowView, draft: Draft): Reply {
  const fields = [
    { label: 'Category', value: CATEGORY_NAMES[draft.category ?? 'account'], inline: true },
    { label: 'Game', value: draft.brandName ?? draft.brand ?? '', inline: true },
    draft.category === 'currency'
      ? { label: 'Price', value: `${formatCents(draft.price ?? 0)} ${perScaleUnit(draftCurrencyUnit(draft))}`, inline: true }
      : { label: 'Price', value: formatCents(draft.price ?? 0), inline: true },
    { label: 'Title', value: draft.title ?? '' },
  ];
  if (draft.category === 'currency')
    fields.push({
      label: 'Product',
      value: draft.productName ? `${draft.productName} (${soldPer(draft.productScale ?? null)})` : (draft.productId ?? ''),
      inline: true,
    });
  if (draft.description) fields.push({ label: 'Description', value: draft.description.slice(0, 300) });
  for (const [key, value] of Object.entries(draft.attributes)) fields.push({ label: key, value: String(value), inline: true });
  if (draft.deliveryType) fields.push({ label: 'Delivery', value: draft.deliveryType, inline: true });
  if (draft.deliveryMethod) fields.push({ label: 'Method', value: draft.deliveryMethod, inline: true });
  if (draft.manualValue !== undefined)
    fields.push({
      label: 'Promised time',
      value: draft.manualUnit
        ? countOf(draft.manualValue, draft.manualUnit.replace(/s$/, ''), draft.manualUnit)
        : String(draft.manualValue),
      inline: true,
    });
  if (draft.stock !== undefined)
    fields.push({ label: 'Stock', value: scaledQuantity(draft.stock, draftCurrencyUnit(draft)), inline: true });
  if (draft.images.length > 0) fields.push({ label: 'Pictures', value: String(draft.images.length), inline: true });
  if (draft.unitCount !== undefined) fields.push({ label: 'Units of stock', value: String(draft.unitCount), inline: true });
  return {
    title: 'Preview',
    text: 'Create this listing as a draft? Buyers see nothing until you publish it.',
    fields,
    buttons: [[{ label: 'Create draft', action: flow.choiceAction('create'), style: 'success' }]],
  };
}

function soldPer(scale: string | null): string {
  return `sold ${perScaleUnit({ scale, productName: null })}`;
}

/** In the product's scale, with what a number means, so 5 is not read as 5 Stardust when it is 5,000. */
function stockQuestion(draft: Draft): string {
  const unit = draftCurrencyUnit(draft);
  const what = unit.productName ?? 'the product';
  if (unit.scale === null || unit.scale === 'unit') return `How much ${what} do you have in stock? A whole number.`;
  return `How much ${what} do you have in stock, counted in ${scaleAmount(unit)}? For example 5 means ${scaledQuantity(5, unit)}.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
