import { SellerApiClientError } from '../api/errors.js';
import type { CurrencyListing } from '../api/schemas/listing.js';
import type { CurrencyProduct } from '../api/schemas/catalogue.js';
import type { SellerApi } from '../api/seller-api.js';
import { categorySchemaFor } from './create/category-schema.js';
import type { CurrencyUnit } from './format/currency-scale.js';

/** The currency products a game sells, as its currency category schema lists them; empty when the catalogue lists none. */
async function currencyProducts(api: SellerApi, brandSlug: string): Promise<CurrencyProduct[]> {
  const schema = await categorySchemaFor(api, brandSlug, 'currency');
  return schema?.products ?? [];
}

/**
 * The scale and product name of a currency listing. The name comes from the catalogue
 * (the listing carries only the product id); it only decorates the figures, so a
 * catalogue that cannot answer leaves it out instead of failing the seller's command.
 */
export async function currencyUnitOf(
  api: SellerApi,
  listing: CurrencyListing,
  byBrand?: Map<string, Promise<CurrencyProduct[]>>,
): Promise<CurrencyUnit> {
  const unit: CurrencyUnit = { scale: listing.product_scale, productName: null };
  const brand = listing.brand_slug;
  if (!brand || !listing.product_id) return unit;
  try {
    // One catalogue lookup per game when a list shows several of its listings.
    let products = byBrand?.get(brand);
    if (!products) {
      products = currencyProducts(api, brand);
      byBrand?.set(brand, products);
    }
    const product = (await products).find((candidate) => candidate.id === listing.product_id);
    return { scale: listing.product_scale ?? product?.scale, productName: product?.name ?? null };
  } catch (error) {
    if (error instanceof SellerApiClientError) return unit;
    throw error;
  }
}
