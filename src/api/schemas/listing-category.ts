/**
 * The four categories and how each is spelled in paths. The spec shows plural
 * paths for most calls and singular ones for a few (`top-up/my`, pause, unpause).
 */
export const LISTING_CATEGORIES = ['account', 'top_up', 'gift_card', 'currency'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

export const CATEGORY_PATHS: Record<ListingCategory, { plural: string; singular: string }> = {
  account: { plural: 'accounts', singular: 'account' },
  top_up: { plural: 'top-ups', singular: 'top-up' },
  gift_card: { plural: 'gift-cards', singular: 'gift-card' },
  currency: { plural: 'currency', singular: 'currency' },
};
