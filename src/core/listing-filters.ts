import { z } from 'zod';
import type { ListingSummaryRow } from '../api/schemas/listing.js';
import type { SellerApi } from '../api/seller-api.js';
import { t } from '../i18n/index.js';
import { unquote } from './argument-text.js';
import { argument } from './command-arguments.js';
import { everyOwnRow } from './own-listings.js';

/** What needs the seller first: sent back by moderation, live, paused, drafts; any other status after them. */
const ATTENTION_ORDER = ['changes_requested', 'active', 'paused', 'draft'];
/** Done with: listed last, and left out unless asked for by status. */
const SETTLED = ['sold', 'archived'];

function rank(status: string): number {
  const attention = ATTENTION_ORDER.indexOf(status);
  if (attention >= 0) return attention;
  const settled = SETTLED.indexOf(status);
  return settled >= 0 ? ATTENTION_ORDER.length + 1 + settled : ATTENTION_ORDER.length;
}

/** A game as typed, shown or slugged: `Neon Drift`, `neon drift` and `neon-drift` are the same game. */
function gameKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

const filterText = z.string().trim().transform(unquote).pipe(z.string().trim());

/** The filters `listings` and `listings export` share, declared once so both read them alike. */
export const LISTING_FILTER_ARGUMENTS = {
  status: argument(
    z
      .string()
      .trim()
      .regex(/^[a-z_]+(,[a-z_]+)*$/, { error: () => t('listings-status-format') })
      .optional(),
    { description: () => t('cmd-listings-status') },
  ),
  game: argument(filterText.pipe(z.string().min(1).max(64)).optional(), { description: () => t('cmd-listings-game') }),
  title: argument(filterText.pipe(z.string().min(1).max(128)).optional(), { description: () => t('cmd-listings-title') }),
};

export interface ListingFilters {
  status?: string | undefined;
  game?: string | undefined;
  title?: string | undefined;
}

export interface FilteredListings {
  /** Every own row the status and title filters left, before the game filter. */
  rows: ListingSummaryRow[];
  /** The rows the filters keep, what needs the seller first. */
  shown: ListingSummaryRow[];
  /** Sold and archived rows left out because no status was asked for. */
  hidden: number;
}

/** The seller's listings as the filters keep them, in the order `listings` shows them. */
export async function filteredListings(api: SellerApi, filters: ListingFilters): Promise<FilteredListings> {
  const statuses = filters.status?.split(',');
  // The list filter takes a game's slug; sellers type the name they see, so the game is matched here.
  const rows = await everyOwnRow(api, { ...(statuses ? { statuses } : {}), ...(filters.title ? { title: filters.title } : {}) });
  const game = filters.game === undefined ? undefined : gameKey(filters.game);
  const ofGame =
    game === undefined
      ? rows
      : rows.filter((row) => [row.game_name, row.game_slug].some((name) => typeof name === 'string' && gameKey(name) === game));
  const shown = (statuses ? ofGame : ofGame.filter((row) => !SETTLED.includes(row.status))).map((row, index) => ({ row, index }));
  shown.sort((a, b) => rank(a.row.status) - rank(b.row.status) || a.index - b.index);
  return { rows, shown: shown.map(({ row }) => row), hidden: ofGame.length - shown.length };
}

/** The filters as typed back (`status=paused`, `game="Neon Drift"`), for the commands a reply suggests. */
export function filterWords(filters: ListingFilters): string[] {
  return [
    filters.status ? `status=${filters.status}` : '',
    filters.game ? `game=${quoted(filters.game)}` : '',
    filters.title ? `title="${filters.title}"` : '',
  ].filter(Boolean);
}

function quoted(value: string): string {
  return /\s/.test(value) ? `"${value}"` : value;
}
