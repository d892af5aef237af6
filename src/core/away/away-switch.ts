import { inBudgetClass, type BudgetClass } from '../../api/budget-class.js';
import { BudgetExhausted, SellerApiClientError, SellerApiError } from '../../api/errors.js';
import { LISTING_CATEGORIES, type ListingCategory } from '../../api/schemas/listing-category.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { isKnown } from '../../api/schemas/open-enum.js';
import type { SellerApi } from '../../api/seller-api.js';
import type { AwayStore, SwitchDirection, SwitchTally } from '../../store/away-store.js';
import { everyOwnRow } from '../own-listings.js';
import { LEFT_ALONE_EDITED, LEFT_ALONE_GONE, leftAloneForStatus, leftAloneRefused } from '../../store/switch-summary.js';

export interface SwitchProgress {
  direction: SwitchDirection;
  /** Listings this switch has to move, and how many are where they should be. */
  total: number;
  done: number;
  /** What the whole switch did so far, across slices and runners (a worker killed midway included). */
  tally: SwitchTally;
  /** Null when finished; otherwise when to carry on (a spent budget, a 429, a network failure). */
  retryAfterMs: number | null;
  /** Another runner (a command or a worker) holds this account's switch: it did nothing. */
  busy?: true;
  /** The listings could not be read yet (a spent read budget, a 429, a network failure): nothing is counted. */
  unread?: true;
}

/** How long a runner's claim outlives its own time limit, for the writes still in flight. */
const CLAIM_MARGIN_MS = 30_000;
const RETRY_WHILE_BUSY_MS = 2_000;

/**
 * A switch moving more listings than this is a large one: its writes are bulk work, which
 * the critical reserve (sized for a guard switch of this many) would not hold.
 */
const LARGE_SWITCH_LISTINGS = 20;

/** The budget class of a switch's writes, by how many listings it moves. */
function writeClass(listings: number): BudgetClass {
  return listings > LARGE_SWITCH_LISTINGS ? 'bulk' : 'critical';
}

/** How long to wait after a failure that named no time. */
const RETRY_AFTER_FAILURE_MS = 5_000;

/**
 * Applies an away switch as far as the key's budgets and `stopAt` allow. Going away takes
 * every active manual-delivery listing off sale by unpublishing it (a paused top-up has no
 * unpause, so unpublish then publish is the one round trip every category has) and
 * remembers each as it left it; coming back publishes exactly those, unless the seller
 * changed one meanwhile. Instant listings keep selling. Safe to run again after any stop:
 * what is done is recorded per listing as it happens.
 */
export async function runAwaySwitch(
  api: SellerApi,
  store: AwayStore,
  accountId: string,
  direction: SwitchDirection,
  now: () => number,
  stopAt: number,
): Promise<SwitchProgress> {
  if (!(await store.claimSwitch(accountId, Math.max(stopAt - now(), 0) + CLAIM_MARGIN_MS))) {
    return { direction, total: 0, done: 0, tally: EMPTY_TALLY, retryAfterMs: RETRY_WHILE_BUSY_MS, busy: true };
  }
  try {
    const run = await inBudgetClass('critical', () => applySwitch(api, store, accountId, direction, now, stopAt));
    const tally = await store.tally(accountId);
    if (direction === 'away' || run.unread === true) return { ...run, tally };
    // Coming back counts down what is still taken: the whole switch is what the tally did plus what is left.
    const done = tally.moved + tally.leftAlone;
    return { ...run, tally, done, total: done + (run.total - run.done) };
  } finally {
    await store.releaseSwitch(accountId);
  }
}

const EMPTY_TALLY: SwitchTally = { moved: 0, movedNamed: [], leftAlone: 0, leftAloneNamed: [] };

/** One run's counts; the tally in the store is the switch's. */
type RunProgress = Omit<SwitchProgress, 'tally'>;

async function applySwitch(
  api: SellerApi,
  store: AwayStore,
  accountId: string,
  direction: SwitchDirection,
  now: () => number,
  stopAt: number,
): Promise<RunProgress> {
  // The reads are classified as the writes are: to be tried later, or refused. A refused read is the key's
  // refusal (a 401, a suspended account), not one listing's: it goes up to whoever runs the switch.
  const listed = await attempt(async () => {
    const rows = await everyOwnRow(api, {});
    return { rows, categories: await categoriesOf(api, rows) };
  });
  if (listed.kind === 'later') return { direction, total: 0, done: 0, retryAfterMs: listed.retryAfterMs, unread: true };
  if (listed.kind === 'refused') throw listed.error;
  const { rows, categories } = listed.value;
  const taken = await store.taken(accountId);
  const progress: RunProgress = { direction, total: 0, done: 0, retryAfterMs: null };

  if (direction === 'away') {
    const settled = (id: string) => taken.has(id) && taken.get(id)?.pending !== true;
    // A pending record is a write a killed runner may or may not have made: a draft means it landed.
    const toTake = rows.filter(
      (row) =>
        isManual(row, categories.get(row.id)) &&
        !settled(row.id) &&
        (row.status === 'active' || (row.status === 'draft' && taken.get(row.id)?.pending === true)),
    );
    const settledCount = [...taken.keys()].filter(settled).length;
    progress.total = settledCount + toTake.length;
    progress.done = settledCount;
    let waiting: number | null = null;
    const writesAs = writeClass(toTake.length);
    for (const row of toTake) {
      const category = categories.get(row.id);
      if (category === undefined) continue;
      if (row.status === 'draft') {
        await store.recordTaken(accountId, row.id, { title: row.title, category, updatedAt: stringOrNull(row.updated_at) });
        progress.done += 1;
        continue;
      }
      if (now() >= stopAt) return { ...progress, retryAfterMs: 0 };
      await store.recordPending(accountId, row.id, { title: row.title, category });
      const outcome = await attempt(() => inBudgetClass(writesAs, () => api.listings.unpublish(category, row.id)));
      if (outcome.kind === 'later' && outcome.scope === 'key') return { ...progress, retryAfterMs: outcome.retryAfterMs };
      if (outcome.kind === 'later') {
        waiting = Math.min(waiting ?? outcome.retryAfterMs, outcome.retryAfterMs);
        continue;
      }
      if (outcome.kind === 'refused') {
        await store.forgetPending(accountId, row.id);
        await store.tallyLeftAlone(accountId, { id: row.id, title: row.title, reason: outcome.reason });
        progress.total -= 1;
        continue;
      }
      await store.recordTaken(accountId, row.id, { title: row.title, category, updatedAt: stringOrNull(outcome.value?.updated_at) });
      progress.done += 1;
    }
    return { ...progress, retryAfterMs: waiting };
  }

  const byId = new Map(rows.map((row) => [row.id, row]));
  progress.total = taken.size;
  let waiting: number | null = null;
  const writesAs = writeClass(taken.size);
  for (const [listingId, listing] of taken) {
    if (now() >= stopAt) return { ...progress, retryAfterMs: 0 };
    const row = byId.get(listingId);
    if (listing.pending === true && row?.status === 'active') {
      // The unpublish of a killed runner never landed: the listing stayed on sale.
      await store.forgetPending(accountId, listingId);
      progress.done += 1;
      continue;
    }
    const changed = changedMeanwhile(row, listing.updatedAt);
    if (changed !== null || !row || !isKnown(LISTING_CATEGORIES, listing.category)) {
      await store.forgetTaken(accountId, listingId, {
        leftAlone: { id: listingId, title: row?.title ?? listing.title, reason: changed ?? LEFT_ALONE_GONE },
      });
      progress.done += 1;
      continue;
    }
    const category = listing.category;
    const outcome = await attempt(() => inBudgetClass(writesAs, () => api.listings.publish(category, listingId)));
    if (outcome.kind === 'later' && outcome.scope === 'key') return { ...progress, retryAfterMs: outcome.retryAfterMs };
    if (outcome.kind === 'later') {
      waiting = Math.min(waiting ?? outcome.retryAfterMs, outcome.retryAfterMs);
      continue;
    }
    await store.forgetTaken(
      accountId,
      listingId,
      outcome.kind === 'refused' ? { leftAlone: { id: listingId, title: row.title, reason: outcome.reason } } : { moved: row.title },
    );
    progress.done += 1;
  }
  return { ...progress, retryAfterMs: waiting };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Why a listing Hawker unpublished is not Hawker's to publish again (a code, see switch-summary.ts), or null when it is as Hawker left it. */
function changedMeanwhile(row: ListingSummaryRow | undefined, updatedAt: string | null): string | null {
  if (!row) return LEFT_ALONE_GONE;
  if (row.status !== 'draft') return leftAloneForStatus(row.status);
  if (updatedAt !== null && typeof row.updated_at === 'string' && row.updated_at !== updatedAt) return LEFT_ALONE_EDITED;
  return null;
}

function isManual(row: ListingSummaryRow, category: ListingCategory | undefined): boolean {
  // Currency is handed over in the game: there is no instant currency listing.
  return category === 'currency' || (category !== undefined && row.delivery_type === 'manual');
}

/**
 * Each row's category: from the list's own tag where it carries one, else from the
 * per-category lists (accounts, top-ups); what is neither and has no delivery type is
 * currency, the rest gift cards (always instant).
 */
async function categoriesOf(api: SellerApi, rows: ListingSummaryRow[]): Promise<Map<string, ListingCategory>> {
  const categories = new Map<string, ListingCategory>();
  const untagged: ListingSummaryRow[] = [];
  for (const row of rows) {
    const tag = (row as Record<string, unknown>).category;
    if (typeof tag === 'string' && isKnown(LISTING_CATEGORIES, tag)) categories.set(row.id, tag);
    else untagged.push(row);
  }
  if (untagged.length === 0) return categories;
  const accounts = new Set((await api.listings.listMyAccounts()).offers.map((row) => row.id));
  const topUps = new Set((await api.listings.listMyTopUps()).offers.map((row) => row.id));
  for (const row of untagged) {
    if (accounts.has(row.id)) categories.set(row.id, 'account');
    else if (topUps.has(row.id)) categories.set(row.id, 'top_up');
    else categories.set(row.id, row.delivery_type ? 'gift_card' : 'currency');
  }
  return categories;
}

/** `listing`: only this listing must wait (its own write budget), the others may go on. */
type Attempt<T> =
  | { kind: 'done'; value: T }
  | { kind: 'later'; retryAfterMs: number; scope: 'key' | 'listing' }
  | { kind: 'refused'; reason: string; error: SellerApiError };

/** One call: done, to be tried later (budget, 429, network), or refused by the marketplace. */
async function attempt<T>(call: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { kind: 'done', value: await call() };
  } catch (error) {
    if (error instanceof BudgetExhausted)
      return {
        kind: 'later',
        retryAfterMs: error.retryAfterMs,
        scope: error.budget === 'offer_minute' || error.budget === 'offer_hour' ? 'listing' : 'key',
      };
    if (error instanceof SellerApiError && error.status !== 429 && error.status < 500)
      return { kind: 'refused', reason: leftAloneRefused(error.code), error };
    if (error instanceof SellerApiError) return { kind: 'later', retryAfterMs: error.retryAfterMs ?? RETRY_AFTER_FAILURE_MS, scope: 'key' };
    if (error instanceof SellerApiClientError) return { kind: 'later', retryAfterMs: RETRY_AFTER_FAILURE_MS, scope: 'key' };
    throw error;
  }
}
