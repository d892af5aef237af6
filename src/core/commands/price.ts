import { z } from 'zod';
import { accountCommand } from '../command.js';
import { formatCents, priceInput } from '../format/money.js';
import { CATEGORY_NAMES, listingIdInput, locateListing } from '../listing-lookup.js';
import { errorReply } from '../reply-helpers.js';

export const price = accountCommand({
  id: 'price',
  description: 'Set a listing\'s price: 12.50, $12.50 or 1250c (for currency, the price per unit)',
  arguments: [
    { name: 'id', description: 'Listing id', type: 'string', required: true, autocomplete: 'listing' },
    { name: 'amount', description: 'New price: 12.50, $12.50 or 1250c', type: 'string', required: true },
  ],
  schema: z.strictObject({ id: listingIdInput, amount: priceInput }),
  role: 'manager',
  writes: true,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const { category, row } = await locateListing(ctx.api, args.id);
    const summary = `price of ${row.id.slice(0, 8)} "${row.title}" ${typeof row.price === 'number' ? `${formatCents(row.price)} → ` : 'to '}${formatCents(args.amount)}`;
    if (category === 'top_up') await ctx.write(summary, () => ctx.api.listings.updateTopUp(row.id, { price: args.amount }));
    else if (category === 'currency') await ctx.write(summary, () => ctx.api.listings.updateCurrency(row.id, { price_per_unit: args.amount }));
    else return errorReply(`The marketplace interface has no edit call for ${CATEGORY_NAMES[category]} listings, so Hawker cannot reprice it: change the price in the seller dashboard.`);
    return { text: `"${row.title}" now costs ${formatCents(args.amount)}${category === 'currency' ? ' per unit' : ''}.`, tone: 'success' };
  },
});
