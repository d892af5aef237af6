import { z } from 'zod';
import { t } from '../../i18n/index.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { argument, commandArguments } from '../command-arguments.js';
import { currencyUnits } from '../currency-units.js';
import { listingItem } from '../format/listing-row.js';
import { listingData, listingMarks } from '../listing-data.js';
import { filteredListings, filterWords, LISTING_FILTER_ARGUMENTS, type ListingFilters } from '../listing-filters.js';
import type { MarketplaceContext } from '../context.js';
import type { CurrencyUnit } from '../format/currency-scale.js';
import type { Reply } from '../../domain/reply.js';
import type { ListingSummary } from '../../domain/listing-answers.js';
import { errorReply } from '../reply-helpers.js';
import { done } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';
import { verbCommand } from '../verb-command.js';
import { listingsClone, listingsCloneFlows } from './listings-clone.js';
import { listingsExport } from './listings-export.js';
import { listingsImport, listingsImportFlows } from './listings-import.js';

const PAGE_SIZE = 10;

/** The listings the filters keep, what needs the seller first; the API and the dashboard read `listings`, chat pages through `rows`. */
export interface ListingsShown {
  listings: ListingSummary[];
  /** The rows shown, each with its currency's scale where it is one and the scale is known. */
  rows: { row: ListingSummaryRow; unit: CurrencyUnit | null }[];
  /** Sold and archived listings left out because no status was asked for. */
  hidden: number;
  /** The games of the listings before the game filter, sorted; null where there were none to filter. */
  games: string[] | null;
}

type ShowArguments = ListingFilters & { page: number };

export const listingsShow = typedVerb<ShowArguments, ListingsShown, never, 'autopilot' | 'alertSettings' | 'listingSnapshots'>('listings', {
  name: 'show',
  description: () => t('cmd-listings-action-show'),
  ...commandArguments({
    ...LISTING_FILTER_ARGUMENTS,
    page: argument(z.coerce.number().int().min(1).max(10_000).default(1), { description: () => t('cmd-listings-page'), type: 'integer' }),
  }),
  role: 'viewer',
  writes: false,
  marketplace: 'needed',
  stores: ['autopilot', 'alertSettings', 'listingSnapshots'],
  async run(ctx, args) {
    const { rows, shown, hidden } = await filteredListings(ctx.api, args);
    // The API reads every listing shown at once; chat pages through them.
    const [marks, units] = await Promise.all([listingMarks(ctx), currencyUnits(ctx, shown)]);
    const games =
      rows.length === 0
        ? null
        : [...new Set(rows.map((row) => row.game_name ?? row.game_slug).filter((name): name is string => typeof name === 'string'))].sort();
    return done({
      listings: shown.map((row) => listingData(row, taggedCategory(row), marks, { currency: { unit: units.get(row.id) ?? null } })),
      rows: shown.map((row) => ({ row, unit: units.get(row.id) ?? null })),
      hidden,
      games,
    });
  },
  chat: (outcome, ctx, args) => (outcome.ok ? showChat(outcome.value, ctx, args) : errorReply(outcome.refusal.message)),
});

async function showChat({ rows: shown, hidden, games }: ListingsShown, ctx: MarketplaceContext, args: ShowArguments): Promise<Reply> {
  const filters = filterWords(args);
  const command = (extra: string) => ['listings', ...filters, extra].filter(Boolean).join(' ');
  const settled = { count: hidden, command: command('status=sold,archived') };

  if (shown.length === 0) {
    if (hidden > 0) return { text: t('listings-nothing-needs-you', settled), replaceOriginal: ctx.viaAction };
    if (args.game !== undefined && games !== null)
      return { text: t('listings-no-game', { game: args.game, games: games.join(', ') }), replaceOriginal: ctx.viaAction };
    return { text: filters.length > 0 ? t('listings-no-match') : t('listings-none-yet'), replaceOriginal: ctx.viaAction };
  }
  const pageCount = Math.ceil(shown.length / PAGE_SIZE);
  if (args.page > pageCount) {
    return {
      text:
        pageCount === 1
          ? t('listings-no-page-one', { page: String(args.page), count: shown.length, command: command('') })
          : t('listings-no-page', {
              page: String(args.page),
              count: shown.length,
              pages: pageCount,
              command: command(`page=${pageCount}`),
            }),
      tone: 'warning',
      replaceOriginal: ctx.viaAction,
    };
  }
  const onPage = shown.slice((args.page - 1) * PAGE_SIZE, args.page * PAGE_SIZE);
  const items = await Promise.all(
    onPage.map(async ({ row, unit }) => listingItem(row, await ctx.actionFor(`listing ${row.id}`), unit ?? undefined)),
  );
  return {
    title:
      filters.length > 0
        ? t('listings-title-filtered', { account: ctx.account.label, filters: filters.join(', ') })
        : t('listings-title', { account: ctx.account.label }),
    ...(hidden > 0 ? { text: t('listings-hidden', settled) } : {}),
    list: {
      items,
      page: args.page,
      pageCount,
      total: shown.length,
      ...(args.page > 1 ? { previousAction: await ctx.actionFor(command(`page=${args.page - 1}`)) } : {}),
      ...(args.page < pageCount ? { nextAction: await ctx.actionFor(command(`page=${args.page + 1}`)) } : {}),
    },
    replaceOriginal: ctx.viaAction,
  };
}

export const listings = verbCommand({
  id: 'listings',
  description: () => t('cmd-listings'),
  details: () => t('cmd-listings-details'),
  scopes: ['private', 'group'],
  defaultVerb: 'show',
  flows: [...listingsImportFlows, ...listingsCloneFlows],
  verbs: [listingsShow, listingsExport, listingsImport, listingsClone],
});

/** The category the all-categories list tags a row with, where it does. */
function taggedCategory(row: ListingSummaryRow): string | null {
  const category = (row as Record<string, unknown>).category;
  return typeof category === 'string' ? category : null;
}
