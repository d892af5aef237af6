import type { ListingCategory } from '../api/schemas/listing-category.js';
import { t } from '../i18n/index.js';
import { listingStatusWord } from './format/marketplace-words.js';
import { editFields, verdict, type ListingAction, type RefusalKey } from './listing-capabilities.js';
import { moderationAdvice } from './moderation-advice.js';

/** Why the table refuses an action, worded for the listing; `noChange`: the listing is there already. */
export interface Refusal {
  noChange: boolean;
  sentence: string;
}

/** What a refusal sentence may name of the listing. */
interface Named {
  title: string;
  /** The status as a word (`changes requested`). */
  status: string;
  category: ListingCategory;
  /** The id's first 8 characters, as commands are typed. */
  id: string;
}

/** Each refusal the table names, worded; the keys are literal so the catalogue test sees each one asked for. */
const SENTENCES: Record<RefusalKey, (listing: Named) => string> = {
  'price-no-edit-call': ({ category }) => t('price-no-edit-call', { category }),
  'restock-no-add-call': ({ category, id }) => t('restock-no-add-call', { category, listing: id }),
  'edit-no-edit-call': ({ category }) => t('edit-no-edit-call', { category }),
  // Only pictures are refused by field here: a currency listing has none.
  'edit-field-not-editable': ({ category }) =>
    t('edit-field-not-editable', { category, field: 'images', fields: editFields(category).join(', ') }),
  'status-no-pause': ({ category }) => t('status-no-pause', { category }),
  'status-no-unpause': ({ category }) => t('status-no-unpause', { category }),
  'status-sent-back': ({ title }) => t('status-sent-back', { title }),
  'transition-paused-top-up': ({ id }) => t('transition-paused-top-up', { id }),
  'transition-already-on-sale': ({ title }) => t('transition-already-on-sale', { title }),
  'transition-already-draft': ({ title }) => t('transition-already-draft', { title }),
  'transition-already-paused': ({ title }) => t('transition-already-paused', { title }),
  'transition-already-archived': ({ title }) => t('transition-already-archived', { title }),
  'transition-archived-for-good': ({ title }) => t('transition-archived-for-good', { title }),
  'transition-unpublish-only-from': ({ title, status }) => t('transition-unpublish-only-from', { title, status }),
  'transition-pause-only-from': ({ title, status }) => t('transition-pause-only-from', { title, status }),
  'transition-unpause-only-from': ({ title, status }) => t('transition-unpause-only-from', { title, status }),
};

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
  const status = listingStatusWord(listing.status).replace(/_/g, ' ');
  const sentence = SENTENCES[said.key]({ title: listing.title, status, category, id: listing.id.slice(0, 8) });
  // Only a draft is published: the advice says what edit makes this one a draft.
  if (said.key === 'status-sent-back') return { noChange: false, sentence: `${sentence} ${moderationAdvice(category, null, listing.id)}` };
  return { noChange: said.noChange, sentence };
}
