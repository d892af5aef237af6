import { msg, t } from '../../i18n/index.js';
import type { ListingCategory } from '../../api/schemas/listing-category.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { MarketplaceContext } from '../context.js';
import { currencyUnitOf } from '../currency-product.js';
import { perScaleUnit, type CurrencyUnit } from '../format/currency-scale.js';
import { formatCents, priceInput } from '../format/money.js';
import { listingIdInput, locateListing } from '../listing-lookup.js';
import { listingRefusal } from '../listing-refusal.js';
import { errorReply } from '../reply-helpers.js';
import { done, refused } from '../typed/outcome.js';
import { typedCommand } from '../typed/typed-command.js';
import { knownUnitCost } from '../unit-cost.js';

/** A change by more than this factor, up or down, is asked about first: most are typos. */
const SURPRISING_FACTOR = 5;

interface CurrentPrice {
  row: ListingSummaryRow;
  category: ListingCategory;
  cents: number | null;
  /** A currency's scale: its price is per one of it (per 1,000 Stardust); null for other categories. */
  unit: CurrencyUnit | null;
}

/** A listing's price now `cents` (per unit as the listing is priced: per 1,000 of a currency); `changed` false where it was already. */
export interface PriceSet {
  listingId: string;
  title: string;
  cents: number;
  changed: boolean;
  unit: CurrencyUnit | null;
}

/**
 * The change asked about first: a surprising one (from and to, and by what factor, rounded, up
 * or down), or a price below what one unit is known to cost (`costCents`).
 */
export type PriceChangePreview =
  | { listingId: string; title: string; fromCents: number; toCents: number; direction: 'higher' | 'lower'; factor: number }
  | { listingId: string; title: string; fromCents: number | null; toCents: number; direction: 'below_cost'; costCents: number };

/** An amount as the listing is priced: `$12.50`, or for currency `$0.95 per 1,000 Stardust`. */
function priced(cents: number, unit: CurrencyUnit | null): string {
  return unit === null ? formatCents(cents) : `${formatCents(cents)} ${perScaleUnit(unit)}`;
}

/** The listing's price now and what one unit of it buys (currency: per 1,000 of the product). */
async function currentPrice(ctx: MarketplaceContext, typedId: string): Promise<CurrentPrice> {
  const { category, row } = await locateListing(ctx.api, typedId);
  if (category !== 'currency') return { row, category, cents: typeof row.price === 'number' ? row.price : null, unit: null };
  const listing = await ctx.api.listings.getCurrency(row.id);
  return { row, category, cents: listing.price_per_unit, unit: await currencyUnitOf(ctx.api, listing) };
}

export const price = typedCommand<{ id: string; amount: number }, PriceSet, PriceChangePreview, 'autopilot' | 'costs'>({
  id: 'price',
  description: () => t('cmd-price'),
  ...commandArguments({
    id: argument(listingIdInput, { description: () => t('cmd-listing-id-short'), autocomplete: 'listing' }),
    amount: argument(priceInput, { description: () => t('cmd-price-amount') }),
  }),
  role: 'manager',
  writes: true,
  marketplace: 'needed',
  scopes: ['private', 'group'],
  stores: ['autopilot', 'costs'],
  async ask(ctx, args) {
    const { row, category, cents, unit } = await currentPrice(ctx, args.id);
    // No question where the answer is a refusal anyway.
    if (listingRefusal('reprice', category, row)) return null;
    if (cents === args.amount) return null;
    const unitCost = await knownUnitCost(ctx.services.stores, ctx.account.id, row.id);
    if (unitCost !== null && args.amount < unitCost) {
      const loss = formatCents(unitCost - args.amount);
      return {
        question: t('price-confirm-below-cost', { title: row.title, to: priced(args.amount, unit), cost: formatCents(unitCost), loss }),
        preview: {
          listingId: row.id,
          title: row.title,
          fromCents: cents,
          toCents: args.amount,
          direction: 'below_cost',
          costCents: unitCost,
        },
      };
    }
    if (cents === null || cents <= 0) return null;
    const factor = args.amount / cents;
    if (factor <= SURPRISING_FACTOR && factor >= 1 / SURPRISING_FACTOR) return null;
    const change = { title: row.title, from: formatCents(cents), to: priced(args.amount, unit) };
    const preview = { listingId: row.id, title: row.title, fromCents: cents, toCents: args.amount };
    return factor > 1
      ? {
          question: t('price-confirm-higher', { ...change, factor: Math.round(factor) }),
          preview: { ...preview, direction: 'higher', factor: Math.round(factor) },
        }
      : {
          question: t('price-confirm-lower', { ...change, factor: Math.round(1 / factor) }),
          preview: { ...preview, direction: 'lower', factor: Math.round(1 / factor) },
        };
  },
  async run(ctx, args) {
    const { row, category, cents, unit } = await currentPrice(ctx, args.id);
    const refusal = listingRefusal('reprice', category, row);
    if (refusal) return refused('not_allowed', refusal.sentence);
    const set = { listingId: row.id, title: row.title, cents: args.amount, unit };
    // An edit that changes nothing still spends the listing's writes (10 an hour): none is sent.
    if (cents === args.amount) return done({ ...set, changed: false });
    const listing = row.id.slice(0, 8);
    const summary =
      cents === null
        ? msg('audit-price-set', { listing, title: row.title, price: priced(args.amount, unit) })
        : msg('audit-price-changed', { listing, title: row.title, from: formatCents(cents), price: priced(args.amount, unit) });
    if (category === 'top_up') await ctx.write(summary, () => ctx.api.listings.updateTopUp(row.id, { price: args.amount }));
    else await ctx.write(summary, () => ctx.api.listings.updateCurrency(row.id, { price_per_unit: args.amount }));
    return done({ ...set, changed: true });
  },
  chat(outcome) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { title, cents, changed, unit } = outcome.value;
    const words = { title, price: priced(cents, unit) };
    return changed ? { text: t('price-set', words), tone: 'success' } : { text: t('price-unchanged', words), tone: 'info' };
  },
});
