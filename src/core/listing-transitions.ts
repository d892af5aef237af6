import { t } from '../i18n/index.js';
import { listingStatusWord } from './format/marketplace-words.js';

/**
 * The interface's listing state table (seller-api.md, "States and transitions"), as far
 * as a seller's own calls go: which status each call moves a listing from. A call that
 * would change nothing, or that the table rules out, is answered here without being
 * sent: a refused or empty write still spends one of the listing's writes (10 an hour).
 * Pairs the table leaves open (its rule 5, "not shown") are sent and the marketplace decides.
 */
export type StatusAction = 'publish' | 'unpublish' | 'pause' | 'unpause' | 'archive';

/** Where the call leaves a listing; a listing already there needs no call. */
const RESULT: Record<StatusAction, string> = {
  publish: 'active',
  unpublish: 'draft',
  pause: 'paused',
  unpause: 'active',
  archive: 'archived',
};

const ALREADY: Record<StatusAction, (title: string) => string> = {
  publish: (title) => t('transition-already-on-sale', { title }),
  unpublish: (title) => t('transition-already-draft', { title }),
  pause: (title) => t('transition-already-paused', { title }),
  unpause: (title) => t('transition-already-on-sale', { title }),
  archive: (title) => t('transition-already-archived', { title }),
};

/** Statuses the table takes a call from, and the sentence for any other; absent: any status not ruled out above. */
const ONLY_FROM: Partial<Record<StatusAction, { from: readonly string[]; refusal: (title: string, status: string) => string }>> = {
  unpublish: { from: ['active', 'paused'], refusal: (title, status) => t('transition-unpublish-only-from', { title, status }) },
  pause: { from: ['active'], refusal: (title, status) => t('transition-pause-only-from', { title, status }) },
  unpause: { from: ['paused'], refusal: (title, status) => t('transition-unpause-only-from', { title, status }) },
};

/** Why the call is not sent, as a sentence, or null when it is worth sending. */
export function transitionProblem(action: StatusAction, status: string, title: string): { noChange: boolean; sentence: string } | null {
  if (status === RESULT[action]) return { noChange: true, sentence: ALREADY[action](title) };
  if (status === 'archived') return { noChange: false, sentence: t('transition-archived-for-good', { title }) };
  const only = ONLY_FROM[action];
  if (only && !only.from.includes(status))
    return { noChange: false, sentence: only.refusal(title, listingStatusWord(status).replace(/_/g, ' ')) };
  return null;
}
