import { LISTING_CATEGORIES, type ListingCategory } from '../api/schemas/listing-category.js';
import { LISTING_STATUSES } from '../api/schemas/listing.js';
import { isKnown } from '../api/schemas/open-enum.js';

/**
 * What the marketplace interface lets a seller do to a listing, per category and status
 * (seller-api.md, "Endpoints" and "States and transitions"), in one table that the
 * commands, the chat buttons and the listing data the API and the dashboard read all ask.
 * Naming a new category or status in the schemas fails the type check here until this
 * table says what each allows.
 */
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
export type StatusAction = Extract<ListingAction, 'publish' | 'unpublish' | 'pause' | 'unpause' | 'archive'>;

/** `edit`'s fields, by the names sellers type; which of them a category's PATCH body has is the table's. */
export const EDIT_FIELDS = [
  'title',
  'description',
  'tags',
  'images',
  'attributes',
  'delivery',
  'method',
  'instructions',
  'handover',
  'minorder',
] as const;
export type EditField = (typeof EDIT_FIELDS)[number];

type ListingStatus = (typeof LISTING_STATUSES)[number];

/** How stock is added: codes (a unit each), the stock count edited, or no call at all. */
export type RestockKind = 'codes' | 'stock_count' | 'none';

/** How a seller hands over an order waiting on a manual listing: codes or text per unit, account credentials, or an in-game trade said done. */
export type DeliverKind = 'codes' | 'credentials' | 'traded';

/** The sentence a refusal is worded with (`listing-refusal.ts` gives it the listing). */
export type RefusalKey =
  | 'price-no-edit-call'
  | 'restock-no-add-call'
  | 'edit-no-edit-call'
  | 'edit-field-not-editable'
  | 'status-no-pause'
  | 'status-no-unpause'
  | 'status-sent-back'
  | 'transition-paused-top-up'
  | 'transition-already-on-sale'
  | 'transition-already-draft'
  | 'transition-already-paused'
  | 'transition-already-archived'
  | 'transition-archived-for-good'
  | 'transition-unpublish-only-from'
  | 'transition-pause-only-from'
  | 'transition-unpause-only-from';

/**
 * What the table says of one action on one listing. `allowed`: the interface has the call
 * and the spec says it works from this status, so it is offered. `open`: the spec leaves
 * it unshown (its rule 5, or a write on an archived listing), so it is not offered, but a
 * seller who types it has it sent and the marketplace decides. `refused`: answered without
 * a call (a refused or empty write still spends one of the listing's 10 writes an hour);
 * `noChange` when the listing is there already. `none`: the category has no such call and
 * the command reads the words as that category's own input (`restock <top-up> remove …`).
 */
export type Verdict = { kind: 'allowed' } | { kind: 'open' } | { kind: 'refused'; key: RefusalKey; noChange: boolean } | { kind: 'none' };

/** A category's calls: `true` where the interface has one, else the sentence saying it has none (null: no sentence, see `none`). */
type Calls = Record<ListingAction, true | RefusalKey | null>;

interface CategoryCapabilities {
  calls: Calls;
  /** The field a reprice writes; null where there is no edit call. */
  repriceField: 'price' | 'price_per_unit' | null;
  restock: RestockKind;
  /** The fields its PATCH body lets `edit` change; none without an edit call. */
  editFields: readonly EditField[];
  deliver: readonly DeliverKind[];
}

/** Status actions every category has a call for; pause and unpause are per category. */
const ALWAYS = { publish: true, unpublish: true, archive: true } as const;

const CATEGORIES = {
  top_up: {
    calls: {
      ...ALWAYS,
      reprice: true,
      restock: true,
      remove_unit: null,
      edit: true,
      edit_images: true,
      pause: true,
      unpause: 'transition-paused-top-up',
    },
    repriceField: 'price',
    restock: 'codes',
    editFields: ['title', 'description', 'tags', 'images', 'attributes', 'delivery', 'method', 'instructions', 'handover'],
    deliver: ['codes'],
  },
  currency: {
    calls: {
      ...ALWAYS,
      reprice: true,
      restock: true,
      remove_unit: null,
      edit: true,
      edit_images: 'edit-field-not-editable',
      pause: 'status-no-pause',
      unpause: 'status-no-unpause',
    },
    repriceField: 'price_per_unit',
    restock: 'stock_count',
    editFields: ['title', 'description', 'tags', 'attributes', 'method', 'instructions', 'handover', 'minorder'],
    deliver: ['traded', 'codes'],
  },
  account: {
    calls: {
      ...ALWAYS,
      reprice: 'price-no-edit-call',
      restock: 'restock-no-add-call',
      remove_unit: true,
      edit: 'edit-no-edit-call',
      edit_images: 'edit-no-edit-call',
      pause: 'status-no-pause',
      unpause: 'status-no-unpause',
    },
    repriceField: null,
    restock: 'none',
    editFields: [],
    deliver: ['credentials'],
  },
  gift_card: {
    calls: {
      ...ALWAYS,
      reprice: 'price-no-edit-call',
      restock: 'restock-no-add-call',
      remove_unit: true,
      edit: 'edit-no-edit-call',
      edit_images: 'edit-no-edit-call',
      pause: true,
      unpause: true,
    },
    repriceField: null,
    restock: 'none',
    editFields: [],
    // Gift cards are delivered instantly out of their units: no order waits for the seller.
    deliver: [],
  },
} as const satisfies Record<ListingCategory, CategoryCapabilities>;

/** The categories with an edit call (PATCH): top-ups and currency. */
export type EditableCategory = {
  [C in ListingCategory]: (typeof CATEGORIES)[C]['editFields'] extends readonly [] ? never : C;
}[ListingCategory];

/** The categories whose unsold units can be removed one by one: accounts and gift cards. */
export type UnitCategory = {
  [C in ListingCategory]: (typeof CATEGORIES)[C]['calls']['remove_unit'] extends true ? C : never;
}[ListingCategory];

const ALLOWED = { kind: 'allowed' } as const;
const OPEN = { kind: 'open' } as const;
const refused = (key: RefusalKey): Verdict => ({ kind: 'refused', key, noChange: false });
const already = (key: RefusalKey): Verdict => ({ kind: 'refused', key, noChange: true });

/** A cell: the same for every category, or one per category where they differ. */
type Cell = Verdict | Record<ListingCategory, Verdict>;
type StatusRow = Record<ListingAction, Cell>;

/** Edits do not move a listing (the spec's rule 1): every write works in every live status. */
const WRITES = { reprice: ALLOWED, restock: ALLOWED, remove_unit: ALLOWED, edit: ALLOWED, edit_images: ALLOWED } as const;

/** A status the spec's transitions leave only by orders or moderation: only archiving is shown to work. */
const SETTLED: StatusRow = {
  ...WRITES,
  publish: OPEN,
  unpublish: refused('transition-unpublish-only-from'),
  pause: refused('transition-pause-only-from'),
  unpause: refused('transition-unpause-only-from'),
  archive: ALLOWED,
};

/** `other`: a status the marketplace adds later, read as one the transitions leave only by orders. */
const STATUSES: Record<ListingStatus | 'other', StatusRow> = {
  draft: {
    ...WRITES,
    publish: ALLOWED,
    unpublish: already('transition-already-draft'),
    pause: refused('transition-pause-only-from'),
    unpause: refused('transition-unpause-only-from'),
    archive: ALLOWED,
  },
  active: {
    ...WRITES,
    publish: already('transition-already-on-sale'),
    unpublish: ALLOWED,
    pause: ALLOWED,
    unpause: already('transition-already-on-sale'),
    archive: ALLOWED,
  },
  // The seller's next edit makes it a draft; only a draft is published.
  changes_requested: { ...SETTLED, publish: refused('status-sent-back') },
  paused: {
    ...WRITES,
    publish: OPEN,
    // A paused top-up goes back on sale through draft (it has no unpause); a gift card unpauses.
    unpublish: { top_up: ALLOWED, gift_card: OPEN, account: OPEN, currency: OPEN },
    pause: already('transition-already-paused'),
    unpause: ALLOWED,
    archive: ALLOWED,
  },
  sold: SETTLED,
  reserved: SETTLED,
  removed: SETTLED,
  // Retired for good and still readable: no status call brings it back; whether an edit lands is not shown.
  archived: {
    reprice: OPEN,
    restock: OPEN,
    remove_unit: OPEN,
    edit: OPEN,
    edit_images: OPEN,
    publish: refused('transition-archived-for-good'),
    unpublish: refused('transition-archived-for-good'),
    pause: refused('transition-archived-for-good'),
    unpause: refused('transition-archived-for-good'),
    archive: already('transition-already-archived'),
  },
  other: SETTLED,
};

function statusRow(status: string): StatusRow {
  return isKnown(LISTING_STATUSES, status) ? STATUSES[status] : STATUSES.other;
}

/** What the table says of `action` on a listing of this category in this status: the category's call first, then the status. */
export function verdict(category: ListingCategory, status: string, action: ListingAction): Verdict {
  const call = CATEGORIES[category].calls[action];
  if (call === null) return { kind: 'none' };
  if (call !== true) return refused(call);
  const cell = statusRow(status)[action];
  return 'kind' in cell ? cell : cell[category];
}

/**
 * The actions offered on a listing: those the table says work. Where the category is not
 * known (a list row untagged), only those every category allows in that status.
 */
export function listingActions(category: string | null, status: string): ListingAction[] {
  const categories = category !== null && isKnown(LISTING_CATEGORIES, category) ? [category] : LISTING_CATEGORIES;
  return LISTING_ACTIONS.filter((action) => categories.every((each) => verdict(each, status, action).kind === 'allowed'));
}

/** The field a reprice writes: `price`, a currency's `price_per_unit`; null (typed so) where there is no edit call. */
export function repriceField<C extends ListingCategory>(category: C): (typeof CATEGORIES)[C]['repriceField'] {
  return CATEGORIES[category].repriceField;
}

export function restockKind(category: ListingCategory): RestockKind {
  return CATEGORIES[category].restock;
}

export function editFields(category: ListingCategory): readonly EditField[] {
  return CATEGORIES[category].editFields;
}

export function isEditable(category: ListingCategory): category is EditableCategory {
  return CATEGORIES[category].editFields.length > 0;
}

export function hasUnits(category: ListingCategory): category is UnitCategory {
  return CATEGORIES[category].calls.remove_unit === true;
}

/** How an order of this category is handed over by hand; a category not known takes codes, as any goods are. */
export function deliverKinds(category: string | null): readonly DeliverKind[] {
  return category !== null && isKnown(LISTING_CATEGORIES, category) ? CATEGORIES[category].deliver : ['codes'];
}
