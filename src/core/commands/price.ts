import { msg, t } from '../../i18n/index.js';
import type { ListingCategory } from '../../api/schemas/listing-category.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { MarketplaceContext } from '../context.js';
import { currencyUnitOf } from '../currency-product.js';
import { perScaleUnit } from '../format/currency-scale.js';
import { formatCents, priceInput } from '../format/money.js';
import { listingIdInput, locateListing } from '../listing-lookup.js';
import { listingRefusal } from '../listing-refusal.js';
import { errorReply } from '../reply-helpers.js';

/** A change by more than this factor, up or down, is asked about first: most are typos. */
const SURPRISING_FACTOR = 5;

interface CurrentPrice {
  row: ListingSummaryRow;
  category: ListingCategory;
  cents: number | null;
  /** An amount as the listing is priced: `$12.50`, or for currency `$0.95 per 1,000 Stardust`. */
  priced: (cents: number) => string;
}

/** The listing's price now and what one unit of it buys (currency: per 1,000 of the product). */
async function currentPrice(ctx: MarketplaceContext, typedId: string): Promise<CurrentPrice> {
  const { category, row } = await locateListing(ctx.api, typedId);
  if (category !== 'currency') return { row, category, cents: typeof row.price === 'number' ? row.price : null, priced: formatCents };
  const listing = await ctx.api.listings.getCurrency(row.id);
  const unit = await currencyUnitOf(ctx.api, listing);
  return { row, category, cents: listing.price_per_unit, priced: (cents) => `${formatCents(cents)} ${perScaleUnit(unit)}` };
}

export const price = accountCommand({
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
  async confirm(ctx, args) {
    const { row, category, cents, priced } = await currentPrice(ctx, args.id);
    // No question where the answer is a refusal anyway.
    if (listingRefusal('reprice', category, row)) return null;
    if (cents === null || cents <= 0 || cents === args.amount) return null;
    const factor = args.amount / cents;
    if (factor <= SURPRISING_FACTOR && factor >= 1 / SURPRISING_FACTOR) return null;
    const change = { title: row.title, from: formatCents(cents), to: priced(args.amount) };
    return factor > 1
      ? t('price-confirm-higher', { ...change, factor: Math.round(factor) })
      : t('price-confirm-lower', { ...change, factor: Math.round(1 / factor) });
  },
  async run(ctx, args) {
    const { row, category, cents, priced } = await currentPrice(ctx, args.id);
    const refusal = listingRefusal('reprice', category, row);
    if (refusal) return errorReply(refusal.sentence);
    // An edit that changes nothing still spends the listing's writes (10 an hour): none is sent.
    const data = { kind: 'price', listingId: row.id, cents: args.amount } as const;
    if (cents === args.amount) return { text: t('price-unchanged', { title: row.title, price: priced(args.amount) }), tone: 'info', data };
    const listing = row.id.slice(0, 8);
    const summary =
      cents === null
        ? msg('audit-price-set', { listing, title: row.title, price: priced(args.amount) })
        : msg('audit-price-changed', { listing, title: row.title, from: formatCents(cents), price: priced(args.amount) });
    if (category === 'top_up') await ctx.write(summary, () => ctx.api.listings.updateTopUp(row.id, { price: args.amount }));
    else await ctx.write(summary, () => ctx.api.listings.updateCurrency(row.id, { price_per_unit: args.amount }));
    return { text: t('price-set', { title: row.title, price: priced(args.amount) }), tone: 'success', data };
  },
});
