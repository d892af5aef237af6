import { t } from '../../i18n/index.js';

type Words = Record<string, () => string>;

// Each value the interface names has its word; one it does not (a newer marketplace) is shown as it came.
const LISTING_STATUS: Words = {
  draft: () => t('listing-status-draft'),
  active: () => t('listing-status-active'),
  changes_requested: () => t('listing-status-changes-requested'),
  sold: () => t('listing-status-sold'),
  archived: () => t('listing-status-archived'),
  paused: () => t('listing-status-paused'),
  reserved: () => t('listing-status-reserved'),
  removed: () => t('listing-status-removed'),
};

const ORDER_STATUS: Words = {
  awaiting_delivery: () => t('order-status-awaiting-delivery'),
  delivered: () => t('order-status-delivered'),
  cancelled: () => t('order-status-cancelled'),
};

const DELIVERY_TYPE: Words = {
  instant: () => t('delivery-type-instant'),
  manual: () => t('delivery-type-manual'),
};

const CATEGORY: Words = {
  account: () => t('category-account'),
  top_up: () => t('category-top-up'),
  gift_card: () => t('category-gift-card'),
  currency: () => t('category-currency'),
};

function wordFor(words: Words, value: string): string {
  const word = Object.hasOwn(words, value) ? words[value] : undefined;
  return word ? word() : value;
}

export function listingStatusWord(status: string): string {
  return wordFor(LISTING_STATUS, status);
}

export function orderStatusWord(status: string): string {
  return wordFor(ORDER_STATUS, status);
}

export function deliveryTypeWord(type: string): string {
  return wordFor(DELIVERY_TYPE, type);
}

export function categoryWord(category: string): string {
  return wordFor(CATEGORY, category);
}
