import type { AttributeDefinition, CurrencyProduct } from '../../api/schemas/catalogue.js';
import { CATEGORY_PATHS, type ListingCategory } from '../../api/schemas/listing-category.js';
import type { SellerApi } from '../../api/seller-api.js';

/**
 * A brand's category as the catalogue spells it (plural path, singular path or our own
 * name: the categories call's shape is not shown) and its attribute list. Null when the
 * brand does not sell that category. Currency products come along where the schema lists them.
 */
export async function categorySchemaFor(
  api: SellerApi,
  brandSlug: string,
  category: ListingCategory,
): Promise<{ slug: string; attributes: AttributeDefinition[]; products: CurrencyProduct[] } | null> {
  const categories = await api.catalogue.categories(brandSlug);
  const spellings: string[] = [CATEGORY_PATHS[category].plural, CATEGORY_PATHS[category].singular, category];
  const match = categories.find((entry) => spellings.includes(entry.slug));
  if (!match) return null;
  const schema = await api.catalogue.categorySchema(brandSlug, match.slug);
  return { slug: match.slug, attributes: schema.attributes, products: schema.products ?? [] };
}
