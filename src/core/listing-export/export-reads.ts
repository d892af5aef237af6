import { BudgetExhausted, SellerApiError } from '../../api/errors.js';
import type { CurrencyProduct } from '../../api/schemas/catalogue.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import type { SellerApi } from '../../api/seller-api.js';
import { currencyUnitOf } from '../currency-product.js';
import { exportRecord, type ExportRecord, type ListingDetail } from './export-record.js';

/**
 * Reads of the minute's budget an export leaves to everything else on the key: the
 * worker's order and listing polls, and the team's other commands.
 */
const READS_LEFT_TO_OTHERS = 100;
/** Reads in flight at once: a real marketplace answering in 100 ms reads 400 listings in about 5 s. */
const READS_AT_ONCE = 8;

/**
 * When the reads by id stop being started: the reply must reach the person within the
 * answer bound (8 s), and a slow marketplace would otherwise let the file be lost behind
 * "still working". A row not read by then is exported from its list row and counted.
 */
export interface ReadWindow {
  now(): number;
  until: number;
}

/** How long the reads by id may go on starting: the rest of the 8-second answer bound builds and sends the file or the preview. */
const READS_WITHIN_MS = 5_000;

/** The window of a command that started at `started`. */
export function readWindow(now: () => number, started: number): ReadWindow {
  return { now, until: started + READS_WITHIN_MS };
}

export interface ExportReading {
  records: ExportRecord[];
  /** Listings exported from their list row alone: reading them by id did not fit in the read budget free now, or in the time. */
  unread: number;
}

/** A row's category as the all-categories list tags it, where it does: any name, a later category's too. */
function taggedCategory(row: ListingSummaryRow): string | null {
  const category = (row as Record<string, unknown>).category;
  return typeof category === 'string' ? category : null;
}

/**
 * Which rows are accounts or top-ups where the list tags none: the two per-category lists
 * say (two reads for the whole export); what neither lists is currency or a gift card,
 * which only a currency read by id tells apart.
 */
async function untaggedCategories(api: SellerApi, rows: readonly ListingSummaryRow[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (rows.every((row) => taggedCategory(row) !== null)) return found;
  for (const row of (await api.listings.listMyAccounts()).offers) found.set(row.id, 'account');
  for (const row of (await api.listings.listMyTopUps()).offers) found.set(row.id, 'top_up');
  return found;
}

/** The listing's read by id, or null when it is gone or its category has none (an untagged gift card answers 404). */
async function detailOf(api: SellerApi, id: string, category: string | null): Promise<ListingDetail | null> {
  try {
    if (category === 'account') return { category, listing: await api.listings.getAccount(id) };
    return { category: 'currency', listing: await api.listings.getCurrency(id) };
  } catch (error) {
    if (error instanceof SellerApiError && error.status === 404) return null;
    throw error;
  }
}

/** Runs `work` over the items, at most `limit` at a time, answers in the items' order. */
async function atMost<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * Every row as an export record. Accounts and currency are read by id for what their list
 * row lacks (description, tags, delivery time; a currency's price, stock and scale), as
 * many as the read budget has free now beyond what is left to others and the window
 * allows; the rest are exported from their row and counted, so the reply can say so.
 */
export async function readForExport(api: SellerApi, rows: readonly ListingSummaryRow[], window: ReadWindow): Promise<ExportReading> {
  const listed = await untaggedCategories(api, rows);
  const categoryOf = (row: ListingSummaryRow) => taggedCategory(row) ?? listed.get(row.id) ?? null;
  // An untagged row neither list names is currency or a gift card: its currency read settles which.
  const wanted = rows.filter((row) => ['account', 'currency', null].includes(categoryOf(row)));
  const { reads } = await api.budget.remaining();
  const affordable = new Set(wanted.slice(0, Math.max(0, reads.remaining - READS_LEFT_TO_OTHERS)).map((row) => row.id));
  const productsByBrand = new Map<string, Promise<CurrencyProduct[]>>();
  let unread = wanted.length - affordable.size;
  const records = await atMost(rows, READS_AT_ONCE, async (row) => {
    const tagged = categoryOf(row);
    let detail: ListingDetail | null = null;
    let read = false;
    if (affordable.has(row.id) && window.now() >= window.until) unread += 1;
    else if (affordable.has(row.id)) {
      try {
        detail = await detailOf(api, row.id, tagged);
        read = true;
      } catch (error) {
        // Another process took the slot first: this row goes out as its list row shows it.
        if (!(error instanceof BudgetExhausted)) throw error;
        unread += 1;
      }
    }
    const category = tagged ?? (read ? (detail?.category ?? 'gift_card') : null);
    const scale = detail?.category === 'currency' ? await scaleOf(api, detail.listing, productsByBrand) : null;
    return exportRecord(row, category, detail, scale);
  });
  return { records, unread };
}

/** The scale the read by id gives, else the catalogue's for the product (one lookup per game). */
async function scaleOf(
  api: SellerApi,
  listing: Extract<ListingDetail, { category: 'currency' }>['listing'],
  byBrand: Map<string, Promise<CurrencyProduct[]>>,
): Promise<string | null> {
  if (listing.product_scale) return listing.product_scale;
  return (await currencyUnitOf(api, listing, byBrand)).scale ?? null;
}
