import { notFound } from './api-error.js';
import { DELIVERY_METHODS } from './catalogue.js';
import type { SandboxCore } from './core.js';
import { json } from './http-io.js';
import { page, readPaging } from './paging.js';
import { param, type AddRoute, type RequestContext, type RouteSpec } from './route.js';

const BRAND_PAGE_CAP = 100;

/** The keyless reads: brands, categories, schemas, delivery methods, and the uploaded pictures. */
export function addCatalogueRoutes(add: AddRoute, core: SandboxCore): void {
  const read = (handle: RouteSpec['handle']): RouteSpec => ({ auth: 'public', write: false, body: 'none', handle });
  const brandOf = (ctx: RequestContext) => {
    const brand = core.catalogue.brand(param(ctx, 'brand'));
    if (!brand) throw notFound();
    return brand;
  };

  add(
    'GET',
    '/v1/offers/brands',
    read((ctx) => {
      const paging = readPaging(ctx.query, BRAND_PAGE_CAP);
      const category = ctx.query.get('category');
      const name = ctx.query.get('name')?.trim().toLowerCase();
      const activeByBrand = new Map<string, number>();
      for (const listing of core.state.listings.values()) {
        if (listing.status === 'active' && !listing.removed)
          activeByBrand.set(listing.brand.id, (activeByBrand.get(listing.brand.id) ?? 0) + 1);
      }
      const brands = core.catalogue.brands.filter(
        (brand) => (!category || brand.categories.some((c) => c.slug === category)) && (!name || brand.name.toLowerCase().includes(name)),
      );
      return json(200, {
        brands: page(brands, paging).map(({ categories: _categories, ...brand }) => ({
          ...brand,
          offer_count: activeByBrand.get(brand.id) ?? 0,
        })),
        total: brands.length,
      });
    }),
  );

  add(
    'GET',
    '/v1/offers/brands/:brand/categories',
    read((ctx) => {
      const brand = brandOf(ctx);
      return json(200, { categories: brand.categories.map(({ id, slug, name }) => ({ id, slug, name })) });
    }),
  );

  add(
    'GET',
    '/v1/offers/brands/:brand/categories/:categorySlug/schema',
    read((ctx) => {
      const brandCategory = brandOf(ctx).categories.find((c) => c.slug === param(ctx, 'categorySlug'));
      if (!brandCategory) throw notFound();
      const schema = {
        id: brandCategory.schema.id,
        brand_category_id: brandCategory.id,
        version: brandCategory.schema.version,
        attributes: brandCategory.schema.attributes,
      };
      return json(200, brandCategory.category === 'currency' ? { ...schema, products: brandCategory.products } : schema);
    }),
  );

  add(
    'GET',
    '/v1/offers/delivery-methods',
    read(() => json(200, { delivery_methods: DELIVERY_METHODS })),
  );

  add(
    'GET',
    '/_images/:imageId',
    read((ctx) => {
      const image = core.state.images.get(param(ctx, 'imageId'));
      if (!image) throw notFound();
      return { status: 200, bytes: { contentType: image.contentType, data: image.bytes } };
    }),
  );
}
