import type { ListingCategory } from '../../api/schemas/listing-category.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { currencyUnitOf } from '../currency-product.js';
import { perScaleUnit } from '../format/currency-scale.js';
import { formatCents, priceInput } from '../format/money.js';
import { CATEGORY_NAMES, listingIdInput, locateListing } from '../listing-lookup.js';
import { errorReply } from '../reply-helpers.js';

/** A change by more than this factor, up or down, is asked about first: most are typos. */
const SURPRISING_FACTOR = 5;

/** The listing's price now and what one unit of it buys (currency: per 1,000 of the product). */
async function currentPrice(
  ctx: AccountContext,
  typedId: string,
): Promise<{ row: ListingSummaryRow; category: ListingCategory; cents: number | null; per: string }> {
  const { category, row } = await locateListing(ctx.api, typedId);
  if (category !== 'currency') return { row, category, cents: typeof row.price === 'number' ? row.price : null, per: '' };
  const listing = await ctx.api.listings.getCurrency(row.id);
  return { row, category, cents: listing.price_per_unit, per: ` ${perScaleUnit(await currencyUnitOf(ctx.api, listing))}` };
}

export const price = accountCommand({
  id: 'price',
  description: "Set a listing's price: 12.50, 12,50, $12.50 or 1250c (for currency, the price per unit of its scale)",
  ...commandArguments({
    id: argument(listingIdInput, { description: 'Listing id', autocomplete: 'listing' }),
    amount: argument(priceInput, { description: 'New price: 12.50, 12,50, $12.50 or 1250c' }),
  }),
  role: 'manager',
  writes: true,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  async confirm(ctx, args) {
    const { row, category, cents, per } = await currentPrice(ctx, args.id);
    // No question where the answer is a refusal anyway: only top-ups and currency can be repriced.
    if (category !== 'top_up' && category !== 'currency') return null;
    if (cents === null || cents <= 0 || cents === args.amount) return null;
    const factor = args.amount / cents;
    if (factor <= SURPRISING_FACTOR && factor >= 1 / SURPRISING_FACTOR) return null;
    const how = factor > 1 ? `${Math.round(factor)}× higher` : `${Math.round(1 / factor)}× lower`;
    return `Change the price of "${row.title}" from ${formatCents(cents)} to ${formatCents(args.amount)}${per}? That is ${how} than now.`;
  },
  async run(ctx, args) {
    const { row, category, cents, per } = await currentPrice(ctx, args.id);
    if (category !== 'top_up' && category !== 'currency') {
      return errorReply(
        `The marketplace interface has no edit call for ${CATEGORY_NAMES[category]} listings, so Hawker cannot reprice it: change the price in the seller dashboard.`,
      );
    }
    // An edit that changes nothing still spends the listing's writes (10 an hour): none is sent.
    if (cents === args.amount)
      return { text: `"${row.title}" already costs ${formatCents(args.amount)}${per}: nothing was changed.`, tone: 'info' };
    const summary = `price of ${row.id.slice(0, 8)} "${row.title}" ${cents === null ? 'to ' : `${formatCents(cents)} → `}${formatCents(args.amount)}${per}`;
    if (category === 'top_up') await ctx.write(summary, () => ctx.api.listings.updateTopUp(row.id, { price: args.amount }));
    else await ctx.write(summary, () => ctx.api.listings.updateCurrency(row.id, { price_per_unit: args.amount }));
    return { text: `"${row.title}" now costs ${formatCents(args.amount)}${per}.`, tone: 'success' };
  },
});
