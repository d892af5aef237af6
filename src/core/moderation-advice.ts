import { LISTING_CATEGORIES, type ListingCategory } from '../api/schemas/listing-category.js';
import { isKnown } from '../api/schemas/open-enum.js';
import { CATEGORY_NAMES } from './listing-lookup.js';

/** The categories the interface has an edit call (PATCH) for; the others are changed in the seller dashboard. */
export const EDITABLE_CATEGORIES: readonly ListingCategory[] = ['top_up', 'currency'];

/** A category as a row or a stored notice carries it; anything else counts as unknown. */
export function knownCategory(value: unknown): ListingCategory | null {
  return typeof value === 'string' && isKnown(LISTING_CATEGORIES, value) ? value : null;
}

/** What `edit` (or `price`) can change for each moderation reason, per category; null: nothing Hawker can change fixes it. */
function fixFor(category: ListingCategory, reasonCode: string | null, shortId: string): string | null {
  switch (reasonCode) {
    case 'misleading_description':
      return `\`edit ${shortId} description <text>\` (or \`title\`)`;
    case 'stolen_images':
      return category === 'top_up'
        ? `\`edit ${shortId} images\` with pictures of your own`
        : `\`edit ${shortId} description <text>\` (a currency listing has no pictures)`;
    case 'invalid_price':
      return `\`price ${shortId} <amount>\``;
    case 'insufficient_details':
      return `\`edit ${shortId} description <text>\` or \`edit ${shortId} attributes key=value, …\``;
    default:
      return `\`edit ${shortId} <field> <value>\` on what the note names`;
  }
}

/**
 * How a listing sent back by moderation gets back on sale, per the state table: the
 * seller's next edit turns `changes_requested` into a draft, and only a draft can be
 * published. The interface edits only top-ups and currency.
 */
export function moderationAdvice(category: ListingCategory | null, reasonCode: string | null, listingId: string): string {
  const shortId = listingId.slice(0, 8);
  if (reasonCode === 'prohibited_item') return `No edit makes the item itself allowed: archive it with \`archive ${shortId}\`.`;
  if (category === null) {
    return `Fix it with \`edit ${shortId}\` if it is a top-up or currency listing, otherwise in the seller dashboard (the interface edits only those two). The edit makes it a draft; then \`publish ${shortId}\`.`;
  }
  if (!EDITABLE_CATEGORIES.includes(category)) {
    return `The marketplace interface has no edit call for ${CATEGORY_NAMES[category]} listings: fix it in the seller dashboard. The edit makes it a draft; then \`publish ${shortId}\`.`;
  }
  return `Fix it with ${fixFor(category, reasonCode, shortId)}. The edit makes it a draft; then \`publish ${shortId}\`.`;
}
