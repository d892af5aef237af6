import { t } from '../i18n/index.js';

/**
 * The interface unpauses only gift cards. A paused top-up goes back on sale by
 * unpublish (paused to draft) and publish (draft to active).
 */
export function pausedTopUpRoute(listingId: string): string {
  const shortId = listingId.slice(0, 8);
  return t('transition-paused-top-up', { id: shortId });
}
