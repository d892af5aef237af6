import type { RequestCore } from '../request-core.js';
import { searchParams, segment, validate } from '../request-input.js';
import { parseCategories, parseShape } from '../response-shapes.js';
import {
  brandList,
  categorySchema,
  deliveryMethodList,
  type Brand,
  type BrandCategory,
  type CategorySchema,
} from '../schemas/catalogue.js';
import { brandQuery, type BrandQuery } from '../schemas/requests.js';
import type { CallOptions, CatalogueApi } from '../seller-api.js';

/** The catalogue: brands, their categories and fields, delivery methods. Read without the key. */
export class CatalogueResource implements CatalogueApi {
  constructor(private readonly core: RequestCore) {}

  async brands(query?: BrandQuery, options?: CallOptions): Promise<{ brands: Brand[]; total: number }> {
    const path = '/v1/offers/brands';
    const filters = validate(brandQuery, query ?? {});
    const answer = await this.core.send({
      kind: 'read',
      method: 'GET',
      path,
      query: searchParams(filters),
      auth: false,
      list: true,
      options,
    });
    const list = parseShape(brandList, answer.body, { method: 'GET', path });
    return { brands: list.brands, total: list.total };
  }

  async categories(brand: string, options?: CallOptions): Promise<BrandCategory[]> {
    const path = `/v1/offers/brands/${segment(brand)}/categories`;
    const answer = await this.core.send({ kind: 'read', method: 'GET', path, auth: false, options });
    return parseCategories(answer.body, { method: 'GET', path });
  }

  async categorySchema(brand: string, categorySlug: string, options?: CallOptions): Promise<CategorySchema> {
    const path = `/v1/offers/brands/${segment(brand)}/categories/${segment(categorySlug)}/schema`;
    const answer = await this.core.send({ kind: 'read', method: 'GET', path, auth: false, options });
    return parseShape(categorySchema, answer.body, { method: 'GET', path });
  }

  async deliveryMethods(options?: CallOptions) {
    const path = '/v1/offers/delivery-methods';
    const answer = await this.core.send({ kind: 'read', method: 'GET', path, auth: false, options });
    return parseShape(deliveryMethodList, answer.body, { method: 'GET', path }).delivery_methods;
  }
}
