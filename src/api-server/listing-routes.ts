import { z } from 'zod';
import type { ListingSummary } from '../domain/listing-answers.js';
import type { CostResult, PriceResult, StatusResult } from './api-schemas.js';
import { ApiError } from '../http/api-error.js';
import { wholeId, type ApiRoute } from './api-route.js';
import { parsedBody } from '../http/parsed-body.js';
import { stockRoute } from './stock-route.js';
import { invokeAsToken } from './token-call.js';
import { listing } from '../core/commands/listing.js';
import { listingsShow } from '../core/commands/listings.js';
import { LISTING_FILTER_ARGUMENTS, type ListingFilters } from '../core/listing-filters.js';
import { price } from '../core/commands/price.js';
import { cost } from '../core/commands/cost.js';
import { statusActions } from '../core/commands/status-actions.js';

const priceBody = z.object({ price_cents: z.number().int().min(1).max(100_000_000), confirm: z.boolean().optional() });
const costBody = z.object({ cost_cents: z.number().int().min(0).max(100_000_000).nullable() });

/** The filters `listings` takes in chat, as query parameters. */
const listFilters = z.object({
  status: z
    .string()
    .regex(/^[a-z_]+(,[a-z_]+)*$/, 'statuses separated by commas, such as active,paused')
    .optional(),
  game: z.string().min(1).max(64).optional(),
  title: z.string().min(1).max(128).optional(),
});

/** A status action of chat (`publish`, `unpublish`, `pause`), with its guards, answering the listing's status after it. */
function statusRoute(action: 'publish' | 'unpublish' | 'pause'): ApiRoute {
  return {
    method: 'POST',
    path: `/v1/listings/{id}/${action}`,
    async handle({ core, grant, params }) {
      const changed = await invokeAsToken(core, grant, statusActions[action].typed, { id: wholeId(params, 'listing') });
      return { status: 200, body: { listing_id: changed.listingId, status: changed.status } satisfies StatusResult };
    },
  };
}

export const listingRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/listings',
    async handle({ core, grant, query }) {
      const found = await invokeAsToken(core, grant, listingsShow.typed, { ...parsedQuery(query), page: 1 });
      return { status: 200, body: { listings: found.listings satisfies ListingSummary[] } };
    },
  },
  {
    method: 'GET',
    path: '/v1/listings/{id}',
    async handle({ core, grant, params }) {
      const found = await invokeAsToken(core, grant, listing.typed, { id: wholeId(params, 'listing') });
      return { status: 200, body: found.listing satisfies ListingSummary };
    },
  },
  {
    method: 'POST',
    path: '/v1/listings/{id}/price',
    async handle({ core, grant, params, body }) {
      const id = wholeId(params, 'listing');
      const { price_cents: cents, confirm } = parsedBody(priceBody, await body());
      const set = await invokeAsToken(core, grant, price.typed, { id, amount: cents }, { confirmed: confirm === true });
      return { status: 200, body: { listing_id: set.listingId, price_cents: set.cents } satisfies PriceResult };
    },
  },
  {
    method: 'POST',
    path: '/v1/listings/{id}/cost',
    async handle({ core, grant, params, body }) {
      const id = wholeId(params, 'listing');
      const { cost_cents: cents } = parsedBody(costBody, await body());
      const set = await invokeAsToken(core, grant, cost.typed, { id, amount: cents ?? 'off' });
      return { status: 200, body: { listing_id: set.listingId, cost_cents: set.centsPerUnit } satisfies CostResult };
    },
  },
  stockRoute,
  statusRoute('publish'),
  statusRoute('unpublish'),
  statusRoute('pause'),
];

/** The filters as chat reads them once the API's own checks pass: trimmed, a quoted game or title unquoted. */
const asChatReadsThem = z.object({
  status: LISTING_FILTER_ARGUMENTS.status.schema,
  game: LISTING_FILTER_ARGUMENTS.game.schema,
  title: LISTING_FILTER_ARGUMENTS.title.schema,
});

function parsedQuery(query: URLSearchParams): ListingFilters {
  const given = Object.fromEntries([...query.entries()].filter(([name]) => name in listFilters.shape));
  const unknown = [...query.keys()].find((name) => !(name in listFilters.shape));
  if (unknown !== undefined) throw new ApiError(400, 'invalid_field', `Field \`${unknown}\`: not a filter; use status, game or title.`);
  return parsedBody(asChatReadsThem, parsedBody(listFilters, given));
}
