import type { ListingCategory } from '../src/api/schemas/listing-category.js';
import { page, readPaging, readStatuses } from './paging.js';
import type { Listing, SandboxState } from './state.js';
import { summaryRow } from './views.js';

const COUNTED_STATUSES = ['draft', 'active', 'paused', 'changes_requested', 'sold', 'archived'] as const;

const newestFirst = (a: Listing, b: Listing): number => b.createdAt - a.createdAt || b.seq - a.seq;

function filtered(listings: Listing[], query: URLSearchParams): Listing[] {
  const statuses = readStatuses(query);
  const game = query.get('game');
  const title = query.get('title')?.trim().toLowerCase();
  return listings.filter(
    (listing) =>
      (statuses === null || statuses.has(listing.status)) &&
      (!game || listing.brand.slug === game) &&
      (!title || listing.title.toLowerCase().includes(title)),
  );
}

/** `GET /v1/offers/my`: every category, rows tagged with `category`. */
export function allOwnListings(state: SandboxState, sellerId: string, query: URLSearchParams): Record<string, unknown> {
  const paging = readPaging(query);
  const rows = filtered(state.listingsOf(sellerId), query).sort(newestFirst);
  return { offers: page(rows, paging).map((listing) => summaryRow(listing, true)), total: rows.length };
}

/**
 * The per-category lists. `counts` (per status) and `facets.games` describe the seller's
 * whole list in that category, before any filter, so they can label filter tabs.
 */
export function categoryOwnListings(
  state: SandboxState,
  sellerId: string,
  category: ListingCategory,
  query: URLSearchParams,
): Record<string, unknown> {
  const paging = readPaging(query);
  const all = state.listingsOf(sellerId).filter((listing) => listing.category === category);
  const counts: Record<string, number> = Object.fromEntries(COUNTED_STATUSES.map((status) => [status, 0]));
  const games = new Map<string, { slug: string; name: string; count: number }>();
  for (const listing of all) {
    counts[listing.status] = (counts[listing.status] ?? 0) + 1;
    const game = games.get(listing.brand.slug) ?? { slug: listing.brand.slug, name: listing.brand.name, count: 0 };
    game.count += 1;
    games.set(game.slug, game);
  }
  const rows = filtered(all, query).sort(newestFirst);
  return {
    offers: page(rows, paging).map((listing) => summaryRow(listing, false)),
    counts,
    facets: { games: [...games.values()].sort((a, b) => a.slug.localeCompare(b.slug)) },
    total: rows.length,
  };
}
