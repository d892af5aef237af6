import { DELIVERY_METHODS } from './catalogue.js';
import { spelling } from './category-paths.js';
import type { SandboxCore } from './core.js';
import { badRequest, notFound } from './api-error.js';
import { json, type Reply } from './http-io.js';
import { allOwnListings, categoryOwnListings } from './own-lists.js';
import { page, readPaging } from './paging.js';
import type { RequestContext, RouteSpec } from './route.js';
import type { Listing } from './state.js';
import { listingView, orderView } from './views.js';

export const IMAGE_LIMIT_BYTES = 10 * 1024 * 1024;
const BRAND_PAGE_CAP = 100;

type Add = (method: string, pattern: string, spec: RouteSpec) => void;

const param = (ctx: RequestContext, name: string): string => ctx.params[name] ?? '';

export function addCatalogueRoutes(add: Add, core: SandboxCore): void {
  const read = (handle: RouteSpec['handle']): RouteSpec => ({ auth: 'public', write: false, body: 'none', handle });
  const brandOf = (ctx: RequestContext) => {
    const brand = core.catalogue.brand(param(ctx, 'brand'));
    if (!brand) throw notFound();
    return brand;
  };

  add('GET', '/v1/offers/brands', read((ctx) => {
    const paging = readPaging(ctx.query, BRAND_PAGE_CAP);
    const category = ctx.query.get('category');
    const name = ctx.query.get('name')?.trim().toLowerCase();
    const activeByBrand = new Map<string, number>();
    for (const listing of core.state.listings.values()) {
      if (listing.status === 'active' && !listing.removed) activeByBrand.set(listing.brand.id, (activeByBrand.get(listing.brand.id) ?? 0) + 1);
    }
    const brands = core.catalogue.brands.filter(
      (brand) => (!category || brand.categories.some((c) => c.slug === category)) && (!name || brand.name.toLowerCase().includes(name)),
    );
    return json(200, {
      brands: page(brands, paging).map(({ categories: _categories, ...brand }) => ({ ...brand, offer_count: activeByBrand.get(brand.id) ?? 0 })),
      total: brands.length,
    });
  }));

  add('GET', '/v1/offers/brands/:brand/categories', read((ctx) => {
    const brand = brandOf(ctx);
    return json(200, { categories: brand.categories.map(({ id, slug, name }) => ({ id, slug, name })) });
  }));

  add('GET', '/v1/offers/brands/:brand/categories/:categorySlug/schema', read((ctx) => {
    const brandCategory = brandOf(ctx).categories.find((c) => c.slug === param(ctx, 'categorySlug'));
    if (!brandCategory) throw notFound();
    const schema = { id: brandCategory.schema.id, brand_category_id: brandCategory.id, version: brandCategory.schema.version, attributes: brandCategory.schema.attributes };
    return json(200, brandCategory.category === 'currency' ? { ...schema, products: brandCategory.products } : schema);
  }));

  add('GET', '/v1/offers/delivery-methods', read(() => json(200, { delivery_methods: DELIVERY_METHODS })));

  add('GET', '/_images/:imageId', read((ctx) => {
    const image = core.state.images.get(param(ctx, 'imageId'));
    if (!image) throw notFound();
    return { status: 200, bytes: { contentType: image.contentType, data: image.bytes } };
  }));
}

export function addListingRoutes(add: Add, core: SandboxCore): void {
  const { listings } = core;
  const ownListing = (ctx: RequestContext): Listing => listings.own(ctx.seller.id, spelling(ctx.params.cat).category, param(ctx, 'id'));
  const listingReply = (status: number, listing: Listing): Reply => json(status, listingView(listing));
  const offerAction = (handle: (ctx: RequestContext) => Reply, body: RouteSpec['body'] = 'none'): RouteSpec => ({
    auth: 'seller',
    write: true,
    offerWrite: true,
    body,
    handle,
  });

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

  add('POST', '/v1/offers/:cat', {
    auth: 'seller',
    write: true,
    body: 'json',
    handle: (ctx) => {
      const { category, singular } = spelling(ctx.params.cat);
      return listingReply(201, listings.create(ctx.seller.id, category, ctx.body, singular));
    },
  });

  add('GET', '/v1/offers/my', { auth: 'seller', write: false, body: 'none', handle: (ctx) => json(200, allOwnListings(core.state, ctx.seller.id, ctx.query)) });
  add('GET', '/v1/offers/:cat/my', {
    auth: 'seller',
    write: false,
    body: 'none',
    handle: (ctx) => json(200, categoryOwnListings(core.state, ctx.seller.id, spelling(ctx.params.cat).category, ctx.query)),
  });

  add('GET', '/v1/offers/:cat/:id', { auth: 'seller', write: false, body: 'none', handle: (ctx) => listingReply(200, ownListing(ctx)) });
  add('PATCH', '/v1/offers/:cat/:id', offerAction((ctx) => listingReply(200, listings.patch(ownListing(ctx), ctx.body)), 'json'));
  add('DELETE', '/v1/offers/:cat/:id', offerAction((ctx) => listingReply(200, listings.archive(ownListing(ctx)))));
  add('POST', '/v1/offers/:cat/:id/publish', offerAction((ctx) => listingReply(200, listings.publish(ownListing(ctx)))));
  add('POST', '/v1/offers/:cat/:id/unpublish', offerAction((ctx) => listingReply(200, listings.unpublish(ownListing(ctx)))));
  add('POST', '/v1/offers/:cat/:id/pause', offerAction((ctx) => listingReply(200, listings.pause(ownListing(ctx)))));
  add('POST', '/v1/offers/:cat/:id/unpause', offerAction((ctx) => listingReply(200, listings.unpause(ownListing(ctx)))));

  const unitListing = (ctx: RequestContext): Listing => {
    const listing = ownListing(ctx);
    if (listing.category === 'currency') throw notFound();
    return listing;
  };
  add('POST', '/v1/offers/:cat/:id/units', offerAction((ctx) => {
    const units = listings.addUnits(unitListing(ctx), ctx.body);
    return json(201, { units: units.map((unit) => ({ id: unit.id, status: unit.status })) });
  }, 'json'));
  add('DELETE', '/v1/offers/:cat/:id/units/:unitId', offerAction((ctx) => {
    listings.removeUnit(unitListing(ctx), param(ctx, 'unitId'));
    return { status: 204 };
  }));
}

export function addOrderRoutes(add: Add, core: SandboxCore): void {
  const { orders } = core;
  add('GET', '/v1/orders/me', { auth: 'seller', write: false, body: 'none', handle: (ctx) => json(200, orders.list(ctx.seller.id, ctx.query)) });
  add('GET', '/v1/orders/:orderId', {
    auth: 'seller',
    write: false,
    body: 'none',
    handle: (ctx) => json(200, orderView(orders.own(ctx.seller.id, param(ctx, 'orderId')))),
  });
  add('POST', '/v1/orders/:orderId/deliver', {
    auth: 'seller',
    write: true,
    body: 'json',
    handle: (ctx) => json(200, orderView(orders.deliver(ctx.seller.id, param(ctx, 'orderId'), ctx.body))),
  });
}
