import { LISTING_CATEGORIES, type ListingCategory } from '../api/schemas/listing-category.js';
import { isKnown } from '../api/schemas/open-enum.js';
import { t } from '../i18n/index.js';
import { editFields, isEditable } from './listing-capabilities.js';

/** A category as a row or a stored notice carries it; anything else counts as unknown. */
export function knownCategory(value: unknown): ListingCategory | null {
  return typeof value === 'string' && isKnown(LISTING_CATEGORIES, value) ? value : null;
}

/** What `edit` (or `price`) fixes for each moderation reason, per category, as a whole sentence. */
function fixFor(category: ListingCategory, reasonCode: string | null, id: string): string {
  switch (reasonCode) {
    case 'misleading_description':
      return t('moderation-fix-misleading-description', { id });
    case 'stolen_images':
      return editFields(category).includes('images')
        ? t('moderation-fix-stolen-images', { id })
        : t('moderation-fix-stolen-images-currency', { id });
    case 'invalid_price':
      return t('moderation-fix-invalid-price', { id });
    case 'insufficient_details':
      return t('moderation-fix-insufficient-details', { id });
    default:
      return t('moderation-fix-other', { id });
  }
}

/**
 * How a listing sent back by moderation gets back on sale, per the state table: the
 * seller's next edit turns `changes_requested` into a draft, and only a draft can be
 * published. The interface edits only top-ups and currency.
 */
export function moderationAdvice(category: ListingCategory | null, reasonCode: string | null, listingId: string): string {
  const id = listingId.slice(0, 8);
  if (reasonCode === 'prohibited_item') return t('moderation-prohibited', { id });
  if (category === null) return t('moderation-category-unknown', { id });
  if (!isEditable(category)) return t('moderation-no-edit-call', { category, id });
  return fixFor(category, reasonCode, id);
}
