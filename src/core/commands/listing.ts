import { t } from '../../i18n/index.js';
import type { ListingCategory } from '../../api/schemas/listing-category.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { roleAtLeast, type Role } from '../../domain/roles.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { MarketplaceContext } from '../context.js';
import { currencyUnitOf } from '../currency-product.js';
import { perScaleUnit, scaledQuantity, type CurrencyUnit } from '../format/currency-scale.js';
import { rowStock } from '../format/listing-row.js';
import { deliveryTypeWord, listingStatusWord } from '../format/marketplace-words.js';
import { formatCents, formatCount } from '../format/money.js';
import { asSentence } from '../format/sentence.js';
import { formatIsoWhen } from '../format/time.js';
import { listingData, listingMarks, moderationOf, type CurrencyFigures, type ModerationReason } from '../listing-data.js';
import { listingActions } from '../listing-capabilities.js';
import { type ListingAction } from '../../domain/listing-action.js';
import { listingIdInput, locateListing } from '../listing-lookup.js';
import { moderationAdvice } from '../moderation-advice.js';
import { pausedTopUpRoute } from '../paused-route.js';
import type { Button, ReplyField } from '../../domain/reply.js';
import type { ListingSummary } from '../../domain/listing-answers.js';
import { buttonRows, errorReply } from '../reply-helpers.js';
import { done } from '../typed/outcome.js';
import { typedCommand } from '../typed/typed-command.js';

interface ActionButton {
  action: ListingAction;
  label: () => string;
  role: Role;
  style?: Button['style'];
}

/** The card's buttons, in the order shown, each sending the command its action is named after; offered where the capability table says it works. */
const BUTTONS: readonly ActionButton[] = [
  { action: 'publish', label: () => t('listing-publish-button'), role: 'manager', style: 'success' },
  { action: 'unpublish', label: () => t('listing-unpublish-button'), role: 'manager' },
  { action: 'pause', label: () => t('listing-pause-button'), role: 'manager' },
  { action: 'unpause', label: () => t('listing-unpause-button'), role: 'manager', style: 'success' },
  { action: 'restock', label: () => t('listing-restock-button'), role: 'operator' },
  { action: 'archive', label: () => t('listing-archive-button'), role: 'manager', style: 'danger' },
];

/** A unit's status as the account read gives it; one the interface does not name is shown as it came. */
function unitStatusWord(status: string): string {
  return status === 'available' ? t('listing-unit-available') : status;
}

/** One listing as the API and the dashboard show it, and what only the card adds: its row and its read by id. */
export interface ListingCard {
  listing: ListingSummary;
  category: ListingCategory;
  row: ListingSummaryRow;
  details: CardDetails;
}

/** What a read by id adds to the row, category by category: raw figures, worded only by the card. */
export interface CardDetails {
  /** The moderation reason from the read by id where there is one, else the row's. */
  moderation: ModerationReason;
  /** An account's units: how many the read says are available (undefined where it does not say), and the first ones. */
  account?: { available: number | undefined; units: { id: string; status: string }[] };
  /** A currency's figures and scale, from its read by id. */
  currency?: { unit: CurrencyUnit; figures: CurrencyFigures; minimumOrder: number | null };
  /** The gift-card units Hawker saw created. */
  giftCardUnitIds?: string[];
}

export const listing = typedCommand<{ id: string }, ListingCard, never, 'autopilot' | 'alertSettings' | 'giftCardUnits'>({
  id: 'listing',
  description: () => t('cmd-listing'),
  ...commandArguments({
    id: argument(listingIdInput, { description: () => t('cmd-listing-id'), autocomplete: 'listing' }),
  }),
  role: 'viewer',
  writes: false,
  marketplace: 'needed',
  scopes: ['private', 'group'],
  stores: ['autopilot', 'alertSettings', 'giftCardUnits'],
  async run(ctx, args) {
    const { category, row } = await locateListing(ctx.api, args.id);
    const details = await cardDetails(ctx, category, row);
    const summary = listingData(row, category, await listingMarks(ctx), {
      moderation: details.moderation,
      ...(details.currency ? { currency: details.currency } : {}),
    });
    return done({ listing: summary, category, row, details });
  },
  async chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { category, row, details } = outcome.value;
    const fields = [...summaryFields(ctx, category, row), ...detailFields(category, row, details), ...routeBack(category, row)];
    const buttons: Button[] = [];
    const allowed = listingActions(category, row.status);
    for (const button of BUTTONS) {
      if (!allowed.includes(button.action) || !roleAtLeast(ctx.role, button.role)) continue;
      buttons.push({
        label: button.label(),
        action: await ctx.actionFor(`${button.action} ${row.id}`),
        ...(button.style ? { style: button.style } : {}),
      });
    }
    return { title: row.title, fields, buttons: buttonRows(buttons), replaceOriginal: ctx.viaAction };
  },
});

function summaryFields(ctx: MarketplaceContext, category: ListingCategory, row: ListingSummaryRow): ReplyField[] {
  const fields: ReplyField[] = [
    { label: t('listing-id-label'), value: row.id },
    { label: t('listing-category-label'), value: t('listing-category', { category }), inline: true },
    { label: t('listing-status-label'), value: listingStatusWord(row.status), inline: true },
  ];
  // A currency price means nothing without its scale, which only the read by id carries: the details show it.
  if (typeof row.price === 'number' && category !== 'currency')
    fields.push({ label: t('listing-price-label'), value: formatCents(row.price), inline: true });
  const stock = category === 'currency' ? null : rowStock(row);
  if (stock !== null) fields.push({ label: t('listing-stock-label'), value: formatCount(stock), inline: true });
  if (row.delivery_type) {
    const delivery = [deliveryTypeWord(row.delivery_type), ...(row.delivery_method ? [row.delivery_method] : [])];
    fields.push({ label: t('listing-delivery-label'), value: delivery.join(' · '), inline: true });
  }
  if (row.game_name) fields.push({ label: t('listing-game-label'), value: row.game_name, inline: true });
  fields.push({ label: t('listing-updated-label'), value: formatIsoWhen(row.updated_at, ctx.now()) });
  return fields;
}

async function cardDetails(
  ctx: MarketplaceContext<'giftCardUnits'>,
  category: ListingCategory,
  row: ListingSummaryRow,
): Promise<CardDetails> {
  if (category === 'account') {
    const full = await ctx.api.listings.getAccount(row.id);
    const units = (full.units ?? []).slice(0, 10).map((unit) => ({ id: unit.id, status: unit.status }));
    return { moderation: moderationOf(full), account: { available: full.available_units, units } };
  }
  if (category === 'currency') {
    const full = await ctx.api.listings.getCurrency(row.id);
    const unit = await currencyUnitOf(ctx.api, full);
    const minimumOrder = typeof full.min_order_quantity === 'number' ? full.min_order_quantity : null;
    return {
      moderation: moderationOf(full),
      currency: { unit, figures: { priceCents: full.price_per_unit, stock: full.stock_quantity }, minimumOrder },
    };
  }
  // Top-ups and gift cards have no read by id: the reason is known only if the row carries it.
  if (category !== 'gift_card') return { moderation: moderationOf(row) };
  return { moderation: moderationOf(row), giftCardUnitIds: await ctx.services.stores.giftCardUnits.unitIds(ctx.account.id, row.id) };
}

function detailFields(category: ListingCategory, row: ListingSummaryRow, details: CardDetails): ReplyField[] {
  const { account, currency, giftCardUnitIds } = details;
  const fields: ReplyField[] = [];
  if (account) {
    const { available, units } = account;
    fields.push({
      label: t('listing-units-available-label'),
      value: available === undefined ? t('listing-not-shown') : formatCount(available),
    });
    if (units.length > 0)
      fields.push({
        label: t('listing-units-label'),
        value: units.map((unit) => `${unit.id.slice(0, 8)} ${unitStatusWord(unit.status)}`).join('\n'),
      });
  }
  if (currency) {
    const { unit, figures, minimumOrder } = currency;
    fields.push(
      { label: t('listing-price-label'), value: `${formatCents(figures.priceCents)} ${perScaleUnit(unit)}`, inline: true },
      { label: t('listing-stock-label'), value: scaledQuantity(figures.stock, unit), inline: true },
      {
        label: t('listing-minimum-order-label'),
        value: minimumOrder === null ? t('listing-not-set') : scaledQuantity(minimumOrder, unit),
        inline: true,
      },
    );
  }
  if (giftCardUnitIds) fields.push(...giftCardUnits(giftCardUnitIds));
  return [...fields, ...moderation(category, row, details.moderation)];
}

/** The units Hawker saw created, the only ones it can name: the interface lists no gift-card units, so sold ones may be among them. */
function giftCardUnits(unitIds: readonly string[]): ReplyField[] {
  if (unitIds.length === 0) return [];
  const shown = unitIds.slice(0, 10).map((id) => id.slice(0, 8));
  if (unitIds.length > shown.length) shown.push(t('listing-units-more', { count: unitIds.length - shown.length }));
  return [{ label: t('listing-hawker-units-title'), value: shown.join('\n') }];
}

/** The reason, if the marketplace gave one, and what actually gets the listing back on sale. */
function moderation(category: ListingCategory, row: ListingSummaryRow, { code, note }: ModerationReason): ReplyField[] {
  if (row.status !== 'changes_requested' && code === null) return [];
  const reason = code === null ? t('listing-no-reason') : asSentence(`${code}${note ? `: ${note}` : ''}`);
  if (row.status !== 'changes_requested') return [{ label: t('listing-last-sent-back-label'), value: reason }];
  return [{ label: t('listing-sent-back-label'), value: `${reason} ${moderationAdvice(category, code, row.id)}` }];
}

function routeBack(category: ListingCategory, row: ListingSummaryRow): ReplyField[] {
  if (row.status !== 'paused' || category !== 'top_up') return [];
  return [{ label: t('listing-paused-label'), value: pausedTopUpRoute(row.id) }];
}
