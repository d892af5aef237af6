import { LISTING_CATEGORIES, type ListingCategory } from '../../api/schemas/listing-category.js';
import { t } from '../../i18n/index.js';
import type { MarketplaceContext } from '../context.js';
import type { FlowView } from '../flow-types.js';
import { perScaleUnit, scaleAmount, scaledQuantity } from '../format/currency-scale.js';
import { deliveryTypeWord } from '../format/marketplace-words.js';
import { formatCents } from '../format/money.js';
import { shortLabel } from '../format/short-label.js';
import type { Button, Reply } from '../../domain/reply.js';
import { buttonRows } from '../reply-helpers.js';
import { DONE, SKIP, draftCurrencyUnit, nextStep, type Draft } from './draft.js';

const CATEGORY_BUTTONS: Record<ListingCategory, () => string> = {
  account: () => t('create-category-account-button'),
  top_up: () => t('create-category-top-up-button'),
  gift_card: () => t('create-category-gift-card-button'),
  currency: () => t('create-category-currency-button'),
};

/** A question of the create flow; `answer` says what it takes: free text, a number (typed as text) or a file. */
function question(text: string, flow: FlowView, buttons: Button[] = [], answer: 'text' | 'number' | 'file' = 'text'): Reply {
  return {
    text,
    ...(buttons.length > 0 ? { buttons: buttonRows(buttons) } : {}),
    prompt: {
      kind: answer === 'file' ? 'file' : 'text',
      label: shortLabel(text, 45) || t('create-answer-label'),
      formId: flow.token,
      ...(answer === 'number' ? { numeric: true } : {}),
    },
  };
}

function skipButton(flow: FlowView): Button {
  return { label: t('create-skip-button'), action: flow.choiceAction(SKIP), style: 'secondary' };
}

/** The question for the draft's next missing piece, with its choices as buttons. */
export async function ask(ctx: MarketplaceContext, flow: FlowView, draft: Draft): Promise<Reply> {
  switch (nextStep(draft)) {
    case 'category':
      return {
        text: t('create-what-to-sell'),
        buttons: [LISTING_CATEGORIES.map((category) => ({ label: CATEGORY_BUTTONS[category](), action: flow.choiceAction(category) }))],
      };
    case 'brand':
      return askBrand(flow, draft);
    case 'attribute':
      return askAttribute(flow, draft);
    case 'product':
      return askProduct(flow, draft);
    case 'title':
      return question(t('create-title-ask'), flow);
    case 'description':
      return question(t('create-description-ask'), flow, [skipButton(flow)]);
    case 'tags':
      return question(t('create-tags-ask'), flow, [skipButton(flow)]);
    case 'price':
      return question(
        draft.category === 'currency'
          ? t('create-price-per-unit-ask', { per: perScaleUnit(draftCurrencyUnit(draft)) })
          : t('create-price-ask'),
        flow,
        [],
        'number',
      );
    case 'stock':
      return question(stockQuestion(draft), flow, [], 'number');
    case 'deliveryType':
      return {
        text: t('create-delivery-type-ask'),
        buttons: [
          [
            { label: t('create-manual-button'), action: flow.choiceAction('manual') },
            { label: t('create-instant-button'), action: flow.choiceAction('instant') },
          ],
        ],
      };
    case 'deliveryMethod':
      return askDeliveryMethod(ctx, flow, draft);
    case 'instructions':
      return question(t('create-instructions-ask'), flow, [skipButton(flow)]);
    case 'manualTime':
      return question(t('create-handover-ask'), flow);
    case 'images':
      return question(
        draft.category === 'top_up'
          ? t('create-pictures-ask-optional', { count: draft.images.length })
          : t('create-pictures-ask', { count: draft.images.length }),
        flow,
        [{ label: t('create-done-button'), action: flow.choiceAction(DONE), style: 'primary' }],
        'file',
      );
    case 'units':
      return {
        ...question(
          draft.category === 'top_up' ? t('create-stock-units-ask-top-up') : t('create-stock-units-ask'),
          flow,
          draft.category === 'top_up' ? [skipButton(flow)] : [],
        ),
        prompt: { kind: 'goods', label: t('create-stock-units-label'), formId: flow.token, multiline: true },
      };
    case 'preview':
      return previewReply(flow, draft);
  }
}

/** The game: typed first, then picked among the catalogue's matches. */
function askBrand(flow: FlowView, draft: Draft): Reply {
  if (draft.brandChoices && draft.brandChoices.length > 0) {
    return question(
      t('create-which-game-pick'),
      flow,
      draft.brandChoices.map((brand, index) => ({ label: brand.name.slice(0, 60), action: flow.choiceAction(`b${index}`) })),
    );
  }
  return question(t('create-which-game', { category: draft.category ?? 'account' }), flow);
}

/** The category's next attribute: its values as buttons when it lists them, Skip when it is optional. */
function askAttribute(flow: FlowView, draft: Draft): Reply {
  const attribute = draft.schema?.[draft.attributeIndex];
  if (!attribute) return question(t('create-next-value'), flow);
  const optional = attribute.required ? [] : [skipButton(flow)];
  const shown = { label: attribute.label, need: attribute.required ? 'required' : 'optional' };
  if (attribute.type === 'enum' && attribute.enum_values && attribute.enum_values.length > 0) {
    const values = attribute.enum_values
      .slice(0, 24)
      .map((value, index) => ({ label: value.slice(0, 60), action: flow.choiceAction(`a${index}`) }));
    return question(t('create-attribute-pick', shown), flow, [...values, ...optional]);
  }
  if (attribute.type === 'number') {
    const asked =
      typeof attribute.min === 'number'
        ? t('create-attribute-number-min', { ...shown, min: attribute.min })
        : t('create-attribute-number', shown);
    return question(asked, flow, optional, 'number');
  }
  return question(t('create-attribute-text', shown), flow, optional);
}

/** Currency's product: the game's products as buttons, or its id when the catalogue lists none. */
function askProduct(flow: FlowView, draft: Draft): Reply {
  const products = draft.productChoices ?? [];
  if (products.length === 0) return question(t('create-product-id-ask'), flow);
  return question(
    t('create-product-pick'),
    flow,
    products.map((product, index) => ({
      label: soldPer(product.name, product.scale ?? null).slice(0, 60),
      action: flow.choiceAction(`p${index}`),
    })),
  );
}

/** The marketplace's delivery methods as buttons; the draft keeps which button is which. */
async function askDeliveryMethod(ctx: MarketplaceContext, flow: FlowView, draft: Draft): Promise<Reply> {
  const methods = await ctx.api.catalogue.deliveryMethods();
  const keys = methods.map((method) => method.key).slice(0, 20);
  draft.methodChoices = keys;
  return question(
    t('create-delivery-method-ask'),
    flow,
    methods
      .slice(0, 20)
      .map((method, index) => ({ label: (method.label ?? method.key).slice(0, 60), action: flow.choiceAction(`m${index}`) })),
  );
}

function previewReply(flow: FlowView, draft: Draft): Reply {
  const fields = [
    { label: t('create-category-label'), value: t('create-category-name', { category: draft.category ?? 'account' }), inline: true },
    { label: t('create-game-label'), value: draft.brandName ?? draft.brand ?? '', inline: true },
    draft.category === 'currency'
      ? {
          label: t('create-price-label'),
          value: `${formatCents(draft.price ?? 0)} ${perScaleUnit(draftCurrencyUnit(draft))}`,
          inline: true,
        }
      : { label: t('create-price-label'), value: formatCents(draft.price ?? 0), inline: true },
    { label: t('create-title-label'), value: draft.title ?? '' },
  ];
  if (draft.category === 'currency')
    fields.push({
      label: t('create-product-label'),
      value: draft.productName ? soldPer(draft.productName, draft.productScale ?? null) : (draft.productId ?? ''),
      inline: true,
    });
  if (draft.description) fields.push({ label: t('create-description-label'), value: draft.description.slice(0, 300) });
  for (const [key, value] of Object.entries(draft.attributes)) fields.push({ label: key, value: String(value), inline: true });
  if (draft.deliveryType) fields.push({ label: t('create-delivery-label'), value: deliveryTypeWord(draft.deliveryType), inline: true });
  if (draft.deliveryMethod) fields.push({ label: t('create-method-label'), value: draft.deliveryMethod, inline: true });
  if (draft.manualValue !== undefined)
    fields.push({
      label: t('create-promised-time-label'),
      value: draft.manualUnit ? t('create-promised-time', { count: draft.manualValue, unit: draft.manualUnit }) : String(draft.manualValue),
      inline: true,
    });
  if (draft.stock !== undefined)
    fields.push({ label: t('create-stock-label'), value: scaledQuantity(draft.stock, draftCurrencyUnit(draft)), inline: true });
  if (draft.images.length > 0) fields.push({ label: t('create-pictures-label'), value: String(draft.images.length), inline: true });
  if (draft.unitCount !== undefined) fields.push({ label: t('create-units-label'), value: String(draft.unitCount), inline: true });
  return {
    title: t('create-preview-title'),
    text: t('create-preview'),
    fields,
    buttons: [[{ label: t('create-draft-button'), action: flow.choiceAction('create'), style: 'success' }]],
  };
}

/** A currency product with what its price and stock count in: `Crystals (sold per unit)`. */
function soldPer(name: string, scale: string | null): string {
  return t('create-product-sold', { name, per: perScaleUnit({ scale, productName: null }) });
}

/** In the product's scale, with what a number means, so 5 is not read as 5 Stardust when it is 5,000. */
function stockQuestion(draft: Draft): string {
  const unit = draftCurrencyUnit(draft);
  const product = unit.productName;
  if (unit.scale === null || unit.scale === 'unit')
    return product === null ? t('create-stock-ask-unnamed') : t('create-stock-ask', { product });
  const scaled = { scale: scaleAmount(unit), example: scaledQuantity(5, unit) };
  return product === null ? t('create-stock-scaled-ask-unnamed', scaled) : t('create-stock-scaled-ask', { ...scaled, product });
}
