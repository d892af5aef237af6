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

const ALREADY: Record<StatusAction, string> = {
  publish: 'is already on sale',
  unpublish: 'is already a draft',
  pause: 'is already paused',
  unpause: 'is already on sale',
  archive: 'is already archived',
};

/** Statuses the table takes a call from; absent: any status not ruled out above. */
const ONLY_FROM: Partial<Record<StatusAction, readonly string[]>> = {
  unpublish: ['active', 'paused'],
  pause: ['active'],
  unpause: ['paused'],
};

/** Why the call is not sent, as a sentence, or null when it is worth sending. */
export function transitionProblem(action: StatusAction, status: string, title: string): { noChange: boolean; sentence: string } | null {
  if (status === RESULT[action]) return { noChange: true, sentence: `"${title}" ${ALREADY[action]}: nothing was changed.` };
  if (status === 'archived')
    return { noChange: false, sentence: `"${title}" is archived for good: no call brings it back. Create a new listing to sell it again.` };
  const from = ONLY_FROM[action];
  if (from && !from.includes(status))
    return {
      noChange: false,
      sentence: `"${title}" is ${status.replace(/_/g, ' ')}, and the marketplace ${action}s only ${from.join(' or ')} listings, so nothing was sent.`,
    };
  return null;
}
