import { CATEGORY_PATHS, LISTING_CATEGORIES, type ListingCategory } from '../src/api/schemas/listing-category.js';

export interface CategorySpelling {
  category: ListingCategory;
  /** The singular forms (`top-up`, `gift-card`, `account`) create with `game` instead of `brand`. */
  singular: boolean;
}

/** Both spellings the spec shows for each category path segment. */
export const CATEGORY_SPELLINGS = new Map<string, CategorySpelling>();
for (const category of LISTING_CATEGORIES) {
  const { plural, singular } = CATEGORY_PATHS[category];
  CATEGORY_SPELLINGS.set(plural, { category, singular: false });
  if (singular !== plural) CATEGORY_SPELLINGS.set(singular, { category, singular: true });
}

export function spelling(segment: string | undefined): CategorySpelling {
  const found = segment === undefined ? undefined : CATEGORY_SPELLINGS.get(segment);
  if (!found) throw new Error(`route matched an unknown category segment: ${String(segment)}`);
  return found;
}
