import { z } from 'zod';
import { attributeDefinition } from '../src/api/schemas/catalogue.js';
import { badRequest, notFound } from './api-error.js';
import type { SandboxCore } from './core.js';
import { json } from './http-io.js';
import { asBody } from './listing-input.js';
import { param, type AddRoute, type RouteSpec } from './route.js';
import { listingView, orderView } from './views.js';

const optionalBody = (body: unknown): Record<string, unknown> => (body === undefined ? {} : asBody(body));

/**
 * The control interface tests drive the sandbox with (all behind the admin token).
 * `reset` is passed in because it re-seeds the demo seller, which lives above the core.
 */
export function addControlRoutes(add: AddRoute, core: SandboxCore, reset: () => void): void {
  addSellerRoutes(add, core);
  addOrderAndClockRoutes(add, core);
  addCatalogueRoutes(add, core);
  addFaultRoutes(add, core);
  add(
    'GET',
    '/_sandbox/rate-limits',
    admin(() => json(200, { refused: core.limiter.refused, keys: core.limiter.counts() }), 'none'),
  );
  add(
    'POST',
    '/_sandbox/reset',
    admin(() => {
      reset();
      return { status: 204 };
    }, 'none'),
  );
}

function admin(handle: RouteSpec['handle'], body: RouteSpec['body'] = 'json'): RouteSpec {
  return { auth: 'admin', write: false, body, handle };
}

/** Sellers, their keys, and suspension. */
function addSellerRoutes(add: AddRoute, core: SandboxCore): void {
  add(
    'POST',
    '/_sandbox/sellers',
    admin((ctx) => {
      const { seller, apiKey, keyId } = core.accounts.createSeller(optionalBody(ctx.body).allowlist);
      return json(201, { id: seller.id, apiKey, keyId });
    }),
  );
  add(
    'POST',
    '/_sandbox/sellers/:sellerId/keys',
    admin((ctx) => {
      const seller = core.accounts.seller(param(ctx, 'sellerId'));
      return json(201, core.accounts.issueKey(seller, optionalBody(ctx.body).allowlist));
    }),
  );
  add(
    'DELETE',
    '/_sandbox/sellers/:sellerId/keys/:keyId',
    admin((ctx) => {
      core.accounts.revoke(core.accounts.seller(param(ctx, 'sellerId')), param(ctx, 'keyId'));
      return { status: 204 };
    }, 'none'),
  );
  add(
    'POST',
    '/_sandbox/sellers/:sellerId/suspend',
    admin((ctx) => {
      core.accounts.seller(param(ctx, 'sellerId')).suspended = true;
      return { status: 204 };
    }, 'none'),
  );
  add(
    'POST',
    '/_sandbox/sellers/:sellerId/unsuspend',
    admin((ctx) => {
      core.accounts.seller(param(ctx, 'sellerId')).suspended = false;
      return { status: 204 };
    }, 'none'),
  );
}

/** Buyers' orders, what a buyer received, and the sandbox's clock. */
function addOrderAndClockRoutes(add: AddRoute, core: SandboxCore): void {
  add(
    'POST',
    '/_sandbox/orders',
    admin((ctx) => {
      const body = asBody(ctx.body);
      return json(201, orderView(core.orders.place(body.offer_id, body.quantity ?? 1, body.buyer_fields, body.without_price === true)));
    }),
  );
  add(
    'GET',
    '/_sandbox/orders/:orderId/goods',
    admin((ctx) => json(200, core.orders.buyerView(param(ctx, 'orderId'))), 'none'),
  );

  add(
    'POST',
    '/_sandbox/clock',
    admin((ctx) => {
      const advance = optionalBody(ctx.body).advance_ms ?? 0;
      if (typeof advance !== 'number' || !Number.isFinite(advance) || advance < 0) throw badRequest('invalid_request');
      const now = core.clock.advance(advance);
      core.orders.expire();
      return json(200, { now: core.clock.iso(now) });
    }),
  );
}

/** The marketplace's side of listings and the catalogue: moderation, a listing as staff see it, a category's schema changing. */
function addCatalogueRoutes(add: AddRoute, core: SandboxCore): void {
  add(
    'POST',
    '/_sandbox/offers/:offerId/moderate',
    admin((ctx) => {
      const listing = core.listings.moderate(param(ctx, 'offerId'), ctx.body);
      return listing ? json(200, listingView(listing)) : { status: 204 };
    }),
  );
  add(
    'GET',
    '/_sandbox/offers/:offerId',
    admin((ctx) => {
      const listing = core.state.listings.get(param(ctx, 'offerId'));
      if (!listing || listing.removed) throw notFound();
      return json(200, { ...listingView(listing), category: listing.category, seller_id: listing.sellerId });
    }, 'none'),
  );

  add(
    'POST',
    '/_sandbox/brands/:brand/categories/:categorySlug/schema',
    admin((ctx) => {
      const brandCategory = core.catalogue.brand(param(ctx, 'brand'))?.categories.find((c) => c.slug === param(ctx, 'categorySlug'));
      if (!brandCategory) throw notFound();
      const attributes = optionalBody(ctx.body).attributes;
      if (attributes !== undefined) {
        const parsed = z.array(attributeDefinition).safeParse(attributes);
        if (!parsed.success) throw badRequest('invalid_request');
        brandCategory.schema.attributes = parsed.data;
      }
      brandCategory.schema.version += 1;
      const { id, version } = brandCategory.schema;
      return json(200, { id, brand_category_id: brandCategory.id, version, attributes: brandCategory.schema.attributes });
    }),
  );
}

/** Faults injected into the marketplace's answers. */
function addFaultRoutes(add: AddRoute, core: SandboxCore): void {
  add(
    'POST',
    '/_sandbox/faults',
    admin((ctx) => {
      const fault = core.faults.add(ctx.body);
      return json(201, { id: fault.id });
    }),
  );
  add(
    'DELETE',
    '/_sandbox/faults',
    admin(() => {
      core.faults.clear();
      return { status: 204 };
    }, 'none'),
  );
  add(
    'DELETE',
    '/_sandbox/faults/:faultId',
    admin((ctx) => {
      if (!core.faults.remove(param(ctx, 'faultId'))) throw notFound();
      return { status: 204 };
    }, 'none'),
  );
}
