import { msg, t, type LazyText, type Message } from '../../i18n/index.js';
import type { ListingCategory } from '../../api/schemas/listing-category.js';
import type { SellerApi } from '../../api/seller-api.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { Command } from '../command.js';
import type { MarketplaceContext } from '../context.js';
import { listingStatusWord } from '../format/marketplace-words.js';
import { listingIdInput, locateListing } from '../listing-lookup.js';
import type { StatusAction } from '../listing-capabilities.js';
import { listingRefusal } from '../listing-refusal.js';
import { makesWaitingOrders } from '../waiting-orders.js';
import { pausedTopUpRoute } from '../paused-route.js';
import { errorReply } from '../reply-helpers.js';
import type { Reply } from '../../domain/reply.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import { typedCommand, type WithTyped } from '../typed/typed-command.js';

const listingArgument = commandArguments({
  id: argument(listingIdInput, { description: () => t('cmd-listing-id'), autocomplete: 'listing' }),
});

type Action = StatusAction;

type Named = { title: string };
type Listed = { listing: string; title: string };

/** What each action did, said of the listing. */
const DONE: Record<Action, (args: Named) => string> = {
  publish: (args) => t('status-published', args),
  unpublish: (args) => t('status-unpublished', args),
  pause: (args) => t('status-paused', args),
  unpause: (args) => t('status-unpaused', args),
  archive: (args) => t('status-archived', args),
};

const AUDIT: Record<Action, (args: Listed) => Message> = {
  publish: (args) => msg('audit-status-publish', args),
  unpublish: (args) => msg('audit-status-unpublish', args),
  pause: (args) => msg('audit-status-pause', args),
  unpause: (args) => msg('audit-status-unpause', args),
  archive: (args) => msg('audit-status-archive', args),
};

/** A listing's status after a status action; null where the marketplace's answer did not say. `changed` false: it was there already. */
interface StatusChange {
  listingId: string;
  title: string;
  category: ListingCategory;
  status: string | null;
  changed: boolean;
  /** Archiving took the listing off autopilot. */
  autopilotOff: boolean;
}

/** The listing a question is asked about, as it is now. */
interface StatusPreview {
  listingId: string;
  title: string;
  status: string;
}

async function perform(ctx: MarketplaceContext<'schedule' | 'autopilot'>, action: Action, typedId: string): Promise<Outcome<StatusChange>> {
  const { category, row } = await locateListing(ctx.api, typedId);
  const call = statusCall(ctx.api.listings, action, category, row.id);
  const problem = listingRefusal(action, category, row);
  const facts = { listingId: row.id, title: row.title, category, autopilotOff: false };
  if (problem) return problem.noChange ? done({ ...facts, status: row.status, changed: false }) : refused('not_allowed', problem.sentence);
  // The table refused every category without this call already: this only tells the compiler.
  if (call === null) return refused('not_allowed', t('status-no-unpause', { category }));
  const updated = await ctx.write(AUDIT[action]({ listing: row.id.slice(0, 8), title: row.title }), call, action);
  // A manual listing now on sale: its orders wait for the seller, so the shop is polled fast from now.
  if ((action === 'publish' || action === 'unpause') && makesWaitingOrders({ status: 'active', delivery_type: row.delivery_type }))
    await ctx.services.stores.schedule.wake(ctx.account.id, ctx.now(), ctx.services.pollCadence.fastMs);
  const status = updated && typeof updated === 'object' && 'status' in updated ? String(updated.status) : null;
  // An archived listing takes no more orders nor stock: autopilot would only keep counting it.
  const autopilotOff = action === 'archive' && (await ctx.services.stores.autopilot.unbind(ctx.account.id, row.id));
  return done({ ...facts, status, changed: true, autopilotOff });
}

/** What the action did, as chat says it. */
function statusReply(action: Action, outcome: Outcome<StatusChange>, viaAction: boolean): Reply {
  if (!outcome.ok) return errorReply(outcome.refusal.message);
  const { listingId, title, category, status, changed, autopilotOff } = outcome.value;
  if (!changed) {
    const sentence = listingRefusal(action, category, { id: listingId, title, status: status ?? '' })?.sentence ?? '';
    return { text: sentence, tone: 'info' };
  }
  const sentences = [DONE[action]({ title })];
  if (status !== null) sentences.push(t('status-now', { status: listingStatusWord(status) }));
  if (autopilotOff) sentences.push(t('status-archived-autopilot-off'));
  if (action === 'pause' && category === 'top_up') sentences.push(pausedTopUpRoute(listingId));
  return { text: sentences.join(' '), tone: 'success', replaceOriginal: viaAction };
}

/** The marketplace call of the action for this listing; null where its category has none. */
export function statusCall(
  listings: SellerApi['listings'],
  action: Action,
  category: ListingCategory,
  id: string,
): (() => Promise<unknown>) | null {
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

type StatusCommand = WithTyped<{ id: string }, StatusChange, StatusPreview>;

/** `question` asks before the call, naming the listing and its status. */
function statusCommand(
  action: Action,
  description: LazyText,
  question?: (args: { title: string; status: string }) => string,
): StatusCommand {
  return typedCommand<{ id: string }, StatusChange, StatusPreview, 'schedule' | 'autopilot'>({
    id: action,
    description,
    ...listingArgument,
    role: 'manager',
    writes: true,
    marketplace: 'needed',
    scopes: ['private', 'group'],
    stores: ['schedule', 'autopilot'],
    ...(question === undefined
      ? {}
      : {
          ask: async (ctx: MarketplaceContext, args: { id: string }) => {
            const { row } = await locateListing(ctx.api, args.id);
            return {
              question: question({ title: row.title, status: listingStatusWord(row.status) }),
              preview: { listingId: row.id, title: row.title, status: row.status },
            };
          },
        }),
    run: (ctx, args) => perform(ctx, action, args.id),
    chat: (outcome, ctx) => statusReply(action, outcome, ctx.viaAction),
  });
}

/** Each status action, by name: what the API's status routes call. */
export const statusActions: Record<Action, StatusCommand> = {
  publish: statusCommand('publish', () => t('cmd-publish')),
  unpublish: statusCommand('unpublish', () => t('cmd-unpublish')),
  pause: statusCommand('pause', () => t('cmd-pause')),
  unpause: statusCommand('unpause', () => t('cmd-unpause')),
  archive: statusCommand(
    'archive',
    () => t('cmd-archive'),
    (args) => t('status-archive-question', args),
  ),
};

export const statusCommands: Command[] = Object.values(statusActions);
