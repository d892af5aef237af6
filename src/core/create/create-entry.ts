import type { ListingCategory } from '../../api/schemas/listing-category.js';
import { t } from '../../i18n/index.js';
import { narrowed } from '../narrow-stores.js';
import type { MarketplaceContext } from '../context.js';
import type { ImportColumn } from '../listing-import/import-file.js';
import { checkNewDraft, CLONE_CREATABLE } from '../listing-import/new-draft.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import type { PreparedTyped } from '../typed/typed-command.js';
import { createDraft } from './submit.js';

/**
 * A typed create: the whole listing at once, named by the columns `listings export` writes
 * (`category`, `game_slug`, `title`, `price`, …), read by the rules an import's new row is.
 */
export interface CreateArgs {
  listing: Partial<Record<ImportColumn, string>>;
}

/** The draft made: its id and what it is; `needsCodes` where an instant top-up waits for its codes before it can sell. */
export interface DraftCreated {
  listingId: string;
  title: string;
  category: ListingCategory;
  priceCents: number;
  deliveryType: 'instant' | 'manual' | null;
  needsCodes: boolean;
}

/** The stores the typed `create` reaches: a gift card's units and the poll schedule, as chat's `create` declares. */
const CREATE_ENTRY_STORES = ['giftCardUnits', 'schedule'] as const;

async function run(ctx: MarketplaceContext<(typeof CREATE_ENTRY_STORES)[number]>, args: CreateArgs): Promise<Outcome<DraftCreated>> {
  const { listing } = args;
  const category = listing.category?.trim();
  // Their goods come with the create call, which only chat's create asks for, one by one.
  if (category === 'gift_card' || (category === 'account' && listing.delivery_type?.trim() === 'instant'))
    return refused('refused', t('create-typed-goods-first'));
  const checked = await checkNewDraft(ctx, { row: 1, cells: listing }, CLONE_CREATABLE);
  if (!checked.ok) return refused('refused', checked.message);
  const draft = checked.value;
  const listingId = await createDraft(ctx, draft, []);
  const deliveryType = draft.deliveryType ?? null;
  return done({
    listingId,
    title: draft.title ?? '',
    category: draft.category ?? 'top_up',
    priceCents: draft.price ?? 0,
    deliveryType,
    needsCodes: deliveryType === 'instant',
  });
}

export function createEntry(args: CreateArgs): PreparedTyped<DraftCreated, never> {
  return { marketplace: 'needed', run: (ctx) => run(narrowed(ctx, CREATE_ENTRY_STORES), args) };
}
