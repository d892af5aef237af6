/** What a seller can do to a listing; which of them a category and status allow is src/core/listing-capabilities.ts's table. */
export const LISTING_ACTIONS = [
  'reprice',
  'restock',
  'remove_unit',
  'edit',
  'edit_images',
  'publish',
  'unpublish',
  'pause',
  'unpause',
  'archive',
] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];
