/**
 * The interface unpauses only gift cards. A paused top-up goes back on sale by
 * unpublish (paused to draft) and publish (draft to active).
 */
export function pausedTopUpRoute(listingId: string): string {
  const shortId = listingId.slice(0, 8);
  return `The marketplace interface has no unpause for top-ups. To sell it again: \`unpublish ${shortId}\` (it becomes a draft), then \`publish ${shortId}\`.`;
}
