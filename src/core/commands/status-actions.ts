import type { ListingCategory } from '../../api/schemas/listing-category.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand, type Command } from '../command.js';
import type { AccountContext } from '../context.js';
import { CATEGORY_NAMES, listingIdInput, locateListing } from '../listing-lookup.js';
import { transitionProblem, type StatusAction } from '../listing-transitions.js';
import { moderationAdvice } from '../moderation-advice.js';
import { pausedTopUpRoute } from '../paused-route.js';
import { errorReply } from '../reply-helpers.js';
import type { Reply } from '../reply.js';

const listingArgument = commandArguments({
  id: argument(listingIdInput, { description: 'Listing id (its first 8 characters are enough)', autocomplete: 'listing' }),
});

type Action = StatusAction;

const PAST: Record<Action, string> = {
  publish: 'published: buyers can buy it now',
  unpublish: 'unpublished: it is a draft again',
  pause: 'paused: buyers no longer see it',
  unpause: 'back on sale',
  archive: 'archived for good (it stays readable to you)',
};

async function perform(ctx: AccountContext, action: Action, typedId: string): Promise<Reply> {
  const { category, row } = await locateListing(ctx.api, typedId);
  const call = callFor(ctx, action, category, row.id);
  if (call === null) {
    if (action === 'unpause' && category === 'top_up') return errorReply(pausedTopUpRoute(row.id));
    return errorReply(
      action === 'pause'
        ? `The marketplace interface has no pause for ${CATEGORY_NAMES[category]} listings: use \`unpublish\` to take it off sale.`
        : `The marketplace interface has no unpause for ${CATEGORY_NAMES[category]} listings: use \`publish\` on a draft.`,
    );
  }
  if (action === 'publish' && row.status === 'changes_requested') {
    return errorReply(
      `Moderation sent "${row.title}" back, and the marketplace publishes only drafts. ${moderationAdvice(category, null, row.id)}`,
    );
  }
  const problem = transitionProblem(action, row.status, row.title);
  if (problem) return problem.noChange ? { text: problem.sentence, tone: 'info' } : errorReply(problem.sentence);
  const updated = await ctx.write(`${action} listing ${row.id.slice(0, 8)} "${row.title}"`, call, action);
  const status = updated && typeof updated === 'object' && 'status' in updated ? ` Status: ${String(updated.status)}.` : '';
  const wayBack = action === 'pause' && category === 'top_up' ? ` ${pausedTopUpRoute(row.id)}` : '';
  return { text: `"${row.title}" ${PAST[action]}.${status}${wayBack}`, tone: 'success', replaceOriginal: ctx.viaAction };
}

function callFor(ctx: AccountContext, action: Action, category: ListingCategory, id: string): (() => Promise<unknown>) | null {
  const listings = ctx.api.listings;
  switch (action) {
    case 'publish':
      return () => listings.publish(category, id);
    case 'unpublish':
      return () => listings.unpublish(category, id);
    case 'archive':
      return () => listings.delete(category, id);
    case 'pause':
      return category === 'top_up' || category === 'gift_card' ? () => listings.pause(category, id) : null;
    case 'unpause':
      return category === 'gift_card' ? () => listings.unpause(category, id) : null;
  }
}

function statusCommand(action: Action, description: string, confirm?: string): Command {
  return accountCommand({
    id: action,
    description,
    ...listingArgument,
    role: 'manager',
    writes: true,
    usesMarketplace: true,
    scopes: ['private', 'group'],
    ...(confirm === undefined
      ? {}
      : {
          confirm: async (ctx: AccountContext, args: { id: string }) => {
            const { row } = await locateListing(ctx.api, args.id);
            return `"${row.title}" (${row.status}): ${confirm}`;
          },
        }),
    run: (ctx, args) => perform(ctx, action, args.id),
  });
}

export const statusCommands: Command[] = [
  statusCommand('publish', 'Put a draft listing on the marketplace'),
  statusCommand('unpublish', 'Take an active listing off the marketplace (back to draft)'),
  statusCommand('pause', 'Pause a top-up or gift card: buyers stop seeing it, nothing else changes'),
  statusCommand('unpause', 'Put a paused gift card back on sale (a paused top-up: unpublish, then publish)'),
  statusCommand(
    'archive',
    'Retire a listing for good (cannot be undone)',
    'Archive this listing for good? It leaves the marketplace and cannot be published again.',
  ),
];
