import type { ListingCategory } from '../api/schemas/listing-category.js';
import { t } from '../i18n/index.js';
import { listingStatusWord } from './format/marketplace-words.js';
import { editFields, verdict, type ListingAction } from './listing-capabilities.js';
import { moderationAdvice } from './moderation-advice.js';

/** Why the table refuses an action, worded for the listing; `noChange`: the listing is there already. */
export interface Refusal {
  noChange: boolean;
  sentence: string;
}

/**
 * The table's refusal of `action` on this listing, as the sentence the commands have always
 * said, or null where the call is worth sending (allowed, left open by the spec, or read as
 * the category's own input).
 */
export function listingRefusal(
  action: ListingAction,
  category: ListingCategory,
  listing: { id: string; title: string; status: string },
): Refusal | null {
  const said = verdict(category, listing.status, action);
  if (said.kind !== 'refused') return null;
  const short = listing.id.slice(0, 8);
  const status = listingStatusWord(listing.status).replace(/_/g, ' ');
  const fields = editFields(category).join(', ');
  const args = { title: listing.title, status, category, id: short, listing: short, field: 'images', fields };
  const sentence = t(said.key, args);
  // Only a draft is published: the advice says what edit makes this one a draft.
  if (said.key === 'status-sent-back') return { noChange: false, sentence: `${sentence} ${moderationAdvice(category, null, listing.id)}` };
  return { noChange: said.noChange, sentence };
}
