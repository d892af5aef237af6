import { describe, expect, it } from 'vitest';
import { LISTING_CATEGORIES } from '../../src/api/schemas/listing-category.js';
import { LISTING_STATUSES } from '../../src/api/schemas/listing.js';
import {
  deliverKinds,
  editFields,
  LISTING_ACTIONS,
  listingActions,
  repriceField,
  restockKind,
  verdict,
} from '../../src/core/listing-capabilities.js';
import { listingRefusal } from '../../src/core/listing-refusal.js';

/** The listing's allowed actions where its category is known. */
const can = (category: (typeof LISTING_CATEGORIES)[number], status: string) => listingActions(category, status);

describe('the capability table, against seller-api.md', () => {
  it('has a PATCH only for top-ups and currency: the price and its edits go through it, accounts and gift cards have none', () => {
    expect(repriceField('top_up')).toBe('price');
    expect(repriceField('currency')).toBe('price_per_unit');
    expect(repriceField('account')).toBeNull();
    expect(repriceField('gift_card')).toBeNull();
    for (const category of ['account', 'gift_card'] as const) {
      expect(can(category, 'active')).not.toContain('reprice');
      expect(can(category, 'active')).not.toContain('edit');
      expect(editFields(category)).toEqual([]);
    }
    expect(can('top_up', 'active')).toEqual(expect.arrayContaining(['reprice', 'edit', 'edit_images']));
    // A currency listing has no picture.
    expect(can('currency', 'active')).toEqual(expect.arrayContaining(['reprice', 'edit']));
    expect(can('currency', 'active')).not.toContain('edit_images');
    expect(editFields('currency')).toContain('minorder');
    expect(editFields('top_up')).not.toContain('minorder');
  });

  it('restocks a top-up with codes and a currency by its stock count; accounts and gift cards only lose units', () => {
    expect(restockKind('top_up')).toBe('codes');
    expect(restockKind('currency')).toBe('stock_count');
    expect(restockKind('account')).toBe('none');
    expect(restockKind('gift_card')).toBe('none');
    expect(can('account', 'active')).toContain('remove_unit');
    expect(can('gift_card', 'active')).toContain('remove_unit');
    expect(can('top_up', 'active')).not.toContain('remove_unit');
    expect(verdict('currency', 'active', 'remove_unit')).toEqual({ kind: 'none' });
  });

  it('pauses top-ups and gift cards only, and unpauses only gift cards', () => {
    expect(can('top_up', 'active')).toContain('pause');
    expect(can('gift_card', 'active')).toContain('pause');
    expect(can('account', 'active')).not.toContain('pause');
    expect(can('currency', 'active')).not.toContain('pause');
    expect(can('gift_card', 'paused')).toContain('unpause');
    // A paused top-up goes back on sale through a draft.
    expect(can('top_up', 'paused')).toEqual(expect.arrayContaining(['unpublish']));
    expect(can('top_up', 'paused')).not.toContain('unpause');
    expect(can('gift_card', 'paused')).not.toContain('unpublish');
  });

  it('publishes drafts only, unpublishes active listings, and archives from any status but archived', () => {
    for (const category of LISTING_CATEGORIES) {
      expect(can(category, 'draft')).toContain('publish');
      expect(can(category, 'active')).toContain('unpublish');
      for (const status of [...LISTING_STATUSES, 'pending_review']) {
        if (status !== 'draft') expect(can(category, status)).not.toContain('publish');
        expect(can(category, status).includes('archive')).toBe(status !== 'archived');
      }
    }
    expect(verdict('top_up', 'changes_requested', 'publish')).toMatchObject({ kind: 'refused', key: 'status-sent-back' });
    // Rule 5: publish from a status the table does not name is sent, not offered.
    expect(verdict('gift_card', 'sold', 'publish')).toEqual({ kind: 'open' });
  });

  it('offers nothing on an archived listing, and refuses every status call on it', () => {
    for (const category of LISTING_CATEGORIES) {
      expect(can(category, 'archived')).toEqual([]);
      expect(verdict(category, 'archived', 'publish')).toMatchObject({ kind: 'refused', key: 'transition-archived-for-good' });
      expect(verdict(category, 'archived', 'archive')).toMatchObject({ kind: 'refused', noChange: true });
    }
  });

  it('tells a call that changes nothing from a refusal', () => {
    expect(verdict('top_up', 'active', 'publish')).toEqual({ kind: 'refused', key: 'transition-already-on-sale', noChange: true });
    expect(verdict('gift_card', 'paused', 'pause')).toEqual({ kind: 'refused', key: 'transition-already-paused', noChange: true });
    expect(verdict('top_up', 'sold', 'pause')).toEqual({ kind: 'refused', key: 'transition-pause-only-from', noChange: false });
  });

  it('hands over a currency order by a trade said done, an account by its credentials, and no gift-card order', () => {
    expect(deliverKinds('currency')).toContain('traded');
    expect(deliverKinds('top_up')).toEqual(['codes']);
    expect(deliverKinds('account')).toEqual(['credentials']);
    expect(deliverKinds('gift_card')).toEqual([]);
    expect(deliverKinds(null)).not.toContain('traded');
  });

  it('offers, where the category is unknown, only what every category allows', () => {
    expect(listingActions(null, 'active')).toEqual(['unpublish', 'archive']);
    expect(listingActions('something_new', 'draft')).toEqual(['publish', 'archive']);
  });

  it('has a verdict for every category, status and action, and a sentence for every refusal', () => {
    const listing = { id: '0123456789abcdef', title: 'Starter pack', status: '' };
    for (const category of LISTING_CATEGORIES)
      for (const status of [...LISTING_STATUSES, 'pending_review'])
        for (const action of LISTING_ACTIONS) {
          const said = verdict(category, status, action);
          const refusal = listingRefusal(action, category, { ...listing, status });
          expect(refusal === null).toBe(said.kind !== 'refused');
          if (refusal) expect(refusal.sentence).not.toMatch(/^[a-z-]+$/);
        }
  });

  it('words a refusal as the commands always have', () => {
    const giftCard = { id: '0123456789abcdef', title: 'Gift card 10', status: 'active' };
    expect(listingRefusal('reprice', 'gift_card', giftCard)?.sentence).toBe(
      'The marketplace interface has no edit call for gift card listings, so Hawker cannot reprice it: change the price in the seller dashboard.',
    );
    expect(listingRefusal('unpause', 'top_up', { ...giftCard, status: 'paused' })?.sentence).toContain('`unpublish 01234567`');
    expect(listingRefusal('unpublish', 'top_up', { ...giftCard, status: 'changes_requested' })?.sentence).toBe(
      '"Gift card 10" is changes requested, and the marketplace unpublishes only active or paused listings, so nothing was sent.',
    );
  });
});
