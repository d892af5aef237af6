import type { GoodsEntry } from '../../api/schemas/requests.js';
import type { SellerApi } from '../../api/seller-api.js';
import { msg, t } from '../../i18n/index.js';
import type { MarketplaceContext } from '../context.js';
import type { FlowStep } from '../flow-types.js';
import type { Button } from '../../domain/reply.js';
import type { Draft } from './draft.js';

/** The create call of the draft's category, checked against the spec's rules by the client before it is sent. */
export async function createDraft(
  ctx: MarketplaceContext<'giftCardUnits' | 'schedule'>,
  draft: Draft,
  units: GoodsEntry[],
): Promise<string> {
  const summary = msg('audit-create-draft', { title: draft.title ?? '' });
  const result = await ctx.write(summary, draftCreateCall(ctx.api.listings, draft, units));
  if (result && draft.category === 'gift_card')
    await ctx.services.stores.giftCardUnits.remember(
      ctx.account.id,
      result.id,
      (result.units ?? []).map((unit) => unit.id.toLowerCase()),
    );
  // A manual listing is one publish away from orders that wait: the shop is polled fast from now (the listing watch idles it again if it stays a draft).
  if (result && draft.category !== 'gift_card' && (draft.category === 'currency' || (draft.deliveryType ?? 'manual') === 'manual'))
    await ctx.services.stores.schedule.wake(ctx.account.id, ctx.now(), ctx.services.pollCadence.fastMs);
  return result?.id ?? '';
}

/** The call that creates the draft: the guided create sends it through `ctx.write`, an import's worker as it is. */
export function draftCreateCall(
  listings: SellerApi['listings'],
  draft: Draft,
  units: GoodsEntry[],
): () => Promise<{ id: string; units?: { id: string }[] | null | undefined } | null> {
  const common = {
    title: draft.title ?? '',
    ...(draft.description ? { description: draft.description } : {}),
    ...(draft.tags ? { tags: draft.tags } : {}),
    ...(Object.keys(draft.attributes).length > 0 ? { attributes: draft.attributes } : {}),
  };
  const manual =
    draft.manualValue !== undefined && draft.manualUnit
      ? { manual_delivery_value: draft.manualValue, manual_delivery_unit: draft.manualUnit }
      : {};
  const images = draft.images.length > 0 ? { images: draft.images } : {};
  const stock = units.length > 0 ? { units } : {};
  const brand = draft.brand ?? '';
  const price = draft.price ?? 0;
  switch (draft.category) {
    case 'account':
      return () =>
        listings.createAccount({ brand, price, delivery_type: draft.deliveryType ?? 'manual', ...common, ...images, ...manual, ...stock });
    case 'top_up':
      return () =>
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
        });
    case 'gift_card':
      return () =>
        listings.createGiftCard({
          brand,
          price,
          delivery_type: 'instant',
          ...(draft.deliveryMethod ? { delivery_method: draft.deliveryMethod } : {}),
          ...common,
          ...images,
          ...stock,
        });
    default:
      return () =>
        listings.createCurrency({
          brand,
          product_id: draft.productId ?? '',
          price_per_unit: price,
          stock_quantity: draft.stock ?? 0,
          ...(draft.deliveryMethod ? { delivery_method: draft.deliveryMethod } : {}),
          ...(draft.instructions ? { delivery_instructions: draft.instructions } : {}),
          ...common,
          ...manual,
        });
  }
}

export async function created(ctx: MarketplaceContext, draft: Draft & { createdId?: unknown }): Promise<FlowStep> {
  const id = typeof draft.createdId === 'string' ? draft.createdId : '';
  const buttons: Button[] = id
    ? [
        { label: t('create-publish-button'), action: await ctx.actionFor(`publish ${id}`), style: 'success' },
        { label: t('create-open-button'), action: await ctx.actionFor(`listing ${id}`) },
      ]
    : [];
  const title = draft.title ?? '';
  const made = id ? t('create-draft-made', { title, id: id.slice(0, 8) }) : t('create-draft-made-without-id', { title });
  const needsCodes = draft.category === 'top_up' && draft.deliveryType === 'instant' && draft.unitCount === 0;
  return {
    replies: [
      {
        title: t('create-draft-made-title'),
        text: needsCodes ? `${made} ${t('create-draft-add-codes')}` : made,
        tone: 'success',
        ...(buttons.length > 0 ? { buttons: [buttons] } : {}),
      },
    ],
    done: t('create-done', { title }),
  };
}
