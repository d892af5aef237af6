import { spelling } from './category-paths.js';
import type { SandboxCore } from './core.js';
import { badRequest, notFound } from './api-error.js';
import { json, type Reply } from './http-io.js';
import { allOwnListings, categoryOwnListings } from './own-lists.js';
import { param, type AddRoute, type RequestContext, type RouteSpec } from './route.js';
import type { Listing } from './state.js';
import { listingView } from './views.js';

export const IMAGE_LIMIT_BYTES = 10 * 1024 * 1024;

/** Pictures, listings of every category under both path spellings, and their units. */
export function addListingRoutes(add: AddRoute, core: SandboxCore): void {
  addImageRoute(add, core);
  addListingCrudRoutes(add, core);
  addStatusRoutes(add, core);
  addUnitRoutes(add, core);
}

function ownListing(core: SandboxCore, ctx: RequestContext): Listing {
  return core.listings.own(ctx.seller.id, spelling(ctx.params.cat).category, param(ctx, 'id'));
}

function listingReply(status: number, listing: Listing): Reply {
  return json(status, listingView(listing));
}

/** A write on one listing: counted against the listing's own write limit too. */
function offerAction(handle: (ctx: RequestContext) => Reply, body: RouteSpec['body'] = 'none'): RouteSpec {
  return { auth: 'seller', write: true, offerWrite: true, body, handle };
}

function addImageRoute(add: AddRoute, core: SandboxCore): void {
  add('POST', '/v1/offers/images', {
    auth: 'seller',
    write: true,
    body: 'raw',
    handle: (ctx) => {
      const contentType = (ctx.req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!contentType.startsWith('image/') || ctx.raw.length === 0) throw badRequest('invalid_image');
      const id = core.random.uuid();
      core.state.images.set(id, { id, sellerId: ctx.seller.id, contentType, bytes: ctx.raw });
      return json(201, { image_url: `${core.baseUrl}/_images/${id}` });
    },
  });
}

/** Creating, listing, reading, editing and archiving listings. */
function addListingCrudRoutes(add: AddRoute, core: SandboxCore): void {
  const { listings } = core;
  add('POST', '/v1/offers/:cat', {
    auth: 'seller',
    write: true,
    body: 'json',
    handle: (ctx) => {
      const { category, singular } = spelling(ctx.params.cat);
      return listingReply(201, listings.create(ctx.seller.id, category, ctx.body, singular));
    },
  });

  add('GET', '/v1/offers/my', {
    auth: 'seller',
    write: false,
    body: 'none',
    handle: (ctx) => json(200, allOwnListings(core.state, ctx.seller.id, ctx.query)),
  });
  add('GET', '/v1/offers/:cat/my', {
    auth: 'seller',
    write: false,
    body: 'none',
    handle: (ctx) => json(200, categoryOwnListings(core.state, ctx.seller.id, spelling(ctx.params.cat).category, ctx.query)),
  });

  add('GET', '/v1/offers/:cat/:id', {
    auth: 'seller',
    write: false,
    body: 'none',
    handle: (ctx) => listingReply(200, ownListing(core, ctx)),
  });
  add(
    'PATCH',
    '/v1/offers/:cat/:id',
    offerAction((ctx) => listingReply(200, listings.patch(ownListing(core, ctx), ctx.body)), 'json'),
  );
  add(
    'DELETE',
    '/v1/offers/:cat/:id',
    offerAction((ctx) => listingReply(200, listings.archive(ownListing(core, ctx)))),
  );
}

/** Publishing, unpublishing, pausing and unpausing a listing. */
function addStatusRoutes(add: AddRoute, core: SandboxCore): void {
  const { listings } = core;
  add(
    'POST',
    '/v1/offers/:cat/:id/publish',
    offerAction((ctx) => listingReply(200, listings.publish(ownListing(core, ctx)))),
  );
  add(
    'POST',
    '/v1/offers/:cat/:id/unpublish',
    offerAction((ctx) => listingReply(200, listings.unpublish(ownListing(core, ctx)))),
  );
  add(
    'POST',
    '/v1/offers/:cat/:id/pause',
    offerAction((ctx) => listingReply(200, listings.pause(ownListing(core, ctx)))),
  );
  add(
    'POST',
    '/v1/offers/:cat/:id/unpause',
    offerAction((ctx) => listingReply(200, listings.unpause(ownListing(core, ctx)))),
  );
}

/** A listing's units (codes, accounts); currency has none. */
function addUnitRoutes(add: AddRoute, core: SandboxCore): void {
  const { listings } = core;
  const unitListing = (ctx: RequestContext): Listing => {
    const listing = ownListing(core, ctx);
    if (listing.category === 'currency') throw notFound();
    return listing;
  };
  add(
    'POST',
    '/v1/offers/:cat/:id/units',
    offerAction((ctx) => {
      const units = listings.addUnits(unitListing(ctx), ctx.body);
      return json(201, { units: units.map((unit) => ({ id: unit.id, status: unit.status })) });
    }, 'json'),
  );
  add(
    'DELETE',
    '/v1/offers/:cat/:id/units/:unitId',
    offerAction((ctx) => {
      listings.removeUnit(unitListing(ctx), param(ctx, 'unitId'));
      return { status: 204 };
    }),
  );
}
