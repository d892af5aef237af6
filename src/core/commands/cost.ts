import { msg, t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { costInput } from '../format/cost-input.js';
import { formatCents } from '../format/money.js';
import { listingIdInput, locateListing } from '../listing-lookup.js';
import { errorReply } from '../reply-helpers.js';
import { done } from '../typed/outcome.js';
import { typedCommand } from '../typed/typed-command.js';

/** What one unit of a listing delivered by people costs the seller now (`centsPerUnit` null: cleared or never set). */
export interface ListingCost {
  listingId: string;
  title: string;
  centsPerUnit: number | null;
  /** What the call did: `shown` when no price was typed. */
  change: 'set' | 'cleared' | 'shown';
}

/**
 * `cost <listing> <price per unit>`: what the seller pays for one unit of a listing people
 * deliver, so `stats` can tell gross profit; read as `price` reads it (a currency's per one
 * of its scale). A pool's codes cost what `pool cost` says, a supplier's what it answers.
 */
export const cost = typedCommand<{ id: string; amount?: number | 'off' | undefined }, ListingCost, never, 'costs'>({
  id: 'cost',
  description: () => t('cmd-cost'),
  details: () => t('cmd-cost-details'),
  ...commandArguments({
    id: argument(listingIdInput, { description: () => t('cmd-listing-id-short'), autocomplete: 'listing' }),
    amount: argument(costInput.optional(), { description: () => t('cmd-cost-amount') }),
  }),
  role: 'manager',
  writes: true,
  // One read names the listing, so a cost is never kept for one that does not exist.
  marketplace: 'needed',
  scopes: ['private', 'group'],
  stores: ['costs'],
  async run(ctx, args) {
    const { row } = await locateListing(ctx.api, args.id);
    const costs = ctx.services.stores.costs;
    const subject = { kind: 'listing', listingId: row.id } as const;
    const found = { listingId: row.id, title: row.title };
    if (args.amount === undefined) return done({ ...found, centsPerUnit: await costs.get(ctx.account.id, subject), change: 'shown' });
    const listing = row.id.slice(0, 8);
    if (args.amount === 'off') {
      await costs.clear(ctx.account.id, subject);
      await ctx.audit(msg('audit-cost-cleared', { listing, title: row.title }));
      return done({ ...found, centsPerUnit: null, change: 'cleared' });
    }
    await costs.set(ctx.account.id, subject, args.amount);
    await ctx.audit(msg('audit-cost-set', { listing, title: row.title, cost: formatCents(args.amount) }));
    return done({ ...found, centsPerUnit: args.amount, change: 'set' });
  },
  chat(outcome) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { title, centsPerUnit, change } = outcome.value;
    if (centsPerUnit === null)
      return { text: change === 'cleared' ? t('cost-cleared', { title }) : t('cost-none', { title }), tone: 'info' };
    const words = { title, cost: formatCents(centsPerUnit) };
    return change === 'set' ? { text: t('cost-set', words), tone: 'success' } : { text: t('cost-shown', words), tone: 'info' };
  },
});
