import type { SellerApi } from '../src/api/seller-api.js';
import type { ListingSummaryRow } from '../src/api/schemas/listing.js';
import type { Order } from '../src/api/schemas/order.js';
import { SellerApiError } from '../src/api/errors.js';
import { rowStock } from '../src/core/format/listing-row.js';
import { knownCategory } from '../src/core/moderation-advice.js';
import { makesWaitingOrders } from '../src/core/waiting-orders.js';
import type { SellerAccount } from '../src/store/account-store.js';
import type { SeenCurrencyUnit, SeenListing } from '../src/store/listing-snapshots.js';
import type { AccountHealth, Next } from './account-health.js';
import { KeepStocked } from './autopilot/keep-stocked.js';
import { resumeRestocked } from './autopilot/stop-loss.js';
import { classifyTrouble } from './account-trouble.js';
import { currencyUnitsToKeep } from './currency-unit-reads.js';
import type { Notice } from './job-names.js';
import type { JobContext } from './job-context.js';
import { epochMs } from './order-facts.js';
import { nextTick } from './order-poller.js';
import { emitListingEvents } from './webhooks/listing-events.js';
import { saleCost } from './stats/sale-cost.js';
import { deliveredOrderRecord } from './stats/sale-records.js';

function seenOf(row: ListingSummaryRow, currencyUnit: SeenCurrencyUnit | null): SeenListing {
  const category = typeof row.category === 'string' ? row.category : '';
  return { status: row.status, stock: rowStock(row), category, title: row.title, game: row.game_name ?? null, currencyUnit };
}

/** The category and game of an own listing as the last look saw it: the order list carries neither. */
export async function seenListingKind(
  ctx: JobContext,
  accountId: string,
  listingId: string | null,
): Promise<{ category: string | null; game: string | null }> {
  const seen = listingId === null ? null : await ctx.stores.listingSnapshots.seen(accountId, listingId);
  if (seen === null) return { category: null, game: null };
  return { category: seen.category || null, game: seen.game };
}

/**
 * The slow watch over an account's own listings and instant sales: what changed
 * since the last look becomes a notice to the account's alert targets.
 */
export class ListingWatch {
  private readonly keepStocked: KeepStocked;

  constructor(
    private readonly ctx: JobContext,
    private readonly health: AccountHealth,
  ) {
    this.keepStocked = new KeepStocked(ctx);
  }

  async watch(accountId: string, dueAt: number): Promise<Next> {
    const { ctx } = this;
    const now = ctx.config.now();
    const regularNext = nextTick(dueAt, now, ctx.config.listingWatchIntervalMs);
    const account = await ctx.stores.accounts.get(accountId);
    if (!account || !account.alertsEnabled || account.keyStatus !== 'ok')
      return account?.keyStatus === 'suspended' ? { at: regularNext } : 'stop';
    const client = await ctx.clients.forAccount(account);
    if (!client) return 'stop';
    const fit = await client.budget.fits({ kind: 'read', count: 2 });
    if (!fit.fits) return { at: Math.max(regularNext, now + fit.retryAfterMs) };
    try {
      const tierToken = await ctx.stores.schedule.tierToken(accountId);
      const { offers } = await client.listings.listMine(undefined, { onBudget: 'fail' });
      await this.decideTier(accountId, offers, tierToken, now);
      await this.compareListings(account, client, offers);
      const { orders } = await client.orders.list('delivered', { onBudget: 'fail' });
      await this.countInstantSales(account, offers, orders, now);
      await this.keepStocked.pass(account, client, offers, orders);
      await resumeRestocked(ctx, account.id);
    } catch (error) {
      return this.health.failed(account, classifyTrouble(error), regularNext, now);
    }
    this.health.succeeded(accountId);
    return { at: regularNext };
  }

  /**
   * A manual listing on sale (put there outside Hawker, or missed) wakes an idle shop's
   * fast polling; none idles it, unless something woke it since `tierToken` was read. An
   * order still open keeps the order poll fast on its own (OrderPoller).
   */
  private async decideTier(accountId: string, rows: ListingSummaryRow[], tierToken: string, now: number): Promise<void> {
    const { schedule } = this.ctx.stores;
    if (rows.some(makesWaitingOrders)) await schedule.wakeIfIdle(accountId, now, this.ctx.config.pollIntervalMs);
    else await schedule.idleUnlessWoken(accountId, tierToken);
  }

  private async compareListings(account: SellerAccount, client: SellerApi, rows: ListingSummaryRow[]): Promise<void> {
    const previous = await this.ctx.stores.listingSnapshots.read(account.id);
    const thresholds = (await this.ctx.stores.alertSettings.get(account.id)).lowStockThresholds;
    const notices: { notice: Notice; dedupe: string }[] = [];
    for (const row of rows) {
      const before = previous?.get(row.id);
      if (before === undefined) continue;
      notices.push(...(await this.changes(client, row, before, thresholds[row.id])));
      // Archived outside Hawker (the marketplace's site): it leaves autopilot, as after the chat's `archive`.
      if (row.status === 'archived' && before.status !== 'archived') await this.ctx.stores.autopilot.unbind(account.id, row.id);
    }
    if (previous !== null) {
      const listed = new Set(rows.map((row) => row.id));
      for (const [id, seen] of previous) {
        if (listed.has(id)) continue;
        notices.push({ notice: { kind: 'listing_removed', listingId: id, title: seen.title }, dedupe: `removed.${id}` });
      }
    }
    for (const { notice, dedupe } of notices) {
      await this.ctx.notify.notice({ accountId: account.id, audience: 'all', notice }, dedupe);
    }
    // Before the snapshot moves on: a look that dies in between raises the same events again, queued once.
    await emitListingEvents(this.ctx, account.id, rows, previous, notices);
    const units = await currencyUnitsToKeep(client, rows, previous);
    await this.ctx.stores.listingSnapshots.replace(
      account.id,
      new Map(rows.map((row) => [row.id, seenOf(row, units.get(row.id) ?? null)])),
    );
  }

  private async changes(
    client: SellerApi,
    row: ListingSummaryRow,
    before: SeenListing,
    threshold: number | undefined,
  ): Promise<{ notice: Notice; dedupe: string }[]> {
    const found: { notice: Notice; dedupe: string }[] = [];
    const stamp = `${row.id}.${epochMs(row.updated_at) ?? ''}`;
    const title = row.title;
    const category = knownCategory(row.category) ?? knownCategory(before.category);
    if (row.status === 'changes_requested' && before.status !== 'changes_requested') {
      const reason = await this.moderation(client, row, before.category);
      found.push({
        notice: { kind: 'listing_changes_requested', listingId: row.id, title, category, ...reason },
        dedupe: `moderated.${stamp}`,
      });
    }
    if (row.status === 'removed' && before.status !== 'removed') {
      found.push({ notice: { kind: 'listing_removed', listingId: row.id, title }, dedupe: `removed.${row.id}` });
    }
    const stock = rowStock(row);
    const soldOut = row.status === 'sold' || (stock === 0 && row.status !== 'archived' && row.status !== 'draft');
    const wasSoldOut = before.status === 'sold' || before.stock === 0;
    if (soldOut && !wasSoldOut) {
      found.push({ notice: { kind: 'listing_sold_out', listingId: row.id, title, category }, dedupe: `soldout.${stamp}` });
    } else if (
      threshold !== undefined &&
      stock !== null &&
      stock > 0 &&
      stock <= threshold &&
      (before.stock === null || before.stock > threshold)
    ) {
      found.push({
        notice: { kind: 'listing_low_stock', listingId: row.id, title, stock, threshold, category },
        dedupe: `lowstock.${stamp}`,
      });
    }
    return found;
  }

  /** The summary row carries no moderation reason: read it where the interface has a read by id (accounts, currency). */
  private async moderation(
    client: SellerApi,
    row: ListingSummaryRow,
    category: string,
  ): Promise<{ reasonCode: string | null; note: string | null }> {
    const fromRow = { reasonCode: stringOrNull(row.moderation_reason_code), note: stringOrNull(row.moderation_note) };
    if (fromRow.reasonCode !== null) return fromRow;
    try {
      const listing =
        category === 'account'
          ? await client.listings.getAccount(row.id, { onBudget: 'wait' })
          : category === 'currency'
            ? await client.listings.getCurrency(row.id, { onBudget: 'wait' })
            : null;
      if (!listing) return fromRow;
      return { reasonCode: listing.moderation_reason_code ?? null, note: listing.moderation_note ?? null };
    } catch (error) {
      if (!(error instanceof SellerApiError)) throw error;
      return fromRow;
    }
  }

  /**
   * Orders that appear already delivered and were never seen waiting are instant
   * sales. Only the newest delivered ids are remembered; anything older than the
   * oldest one kept is below the watermark and ignored.
   */
  private async countInstantSales(account: SellerAccount, rows: ListingSummaryRow[], orders: Order[], now: number): Promise<void> {
    const { ctx } = this;
    const { firstLook, ids: seen, watermark } = await ctx.seenDelivered.read(account.id);
    const manualListings = new Set(rows.filter((row) => row.delivery_type === 'manual').map((row) => row.id));
    const fresh = orders.filter((order) => !seen.has(order.id) && (epochMs(order.created_at) ?? now) >= watermark);
    const sales: Order[] = [];
    if (!firstLook && fresh.length > 0) {
      const alerted = await ctx.ledger.known(
        account.id,
        fresh.map((order) => order.id),
      );
      fresh.forEach((order, index) => {
        const wasAlerted = alerted[index] !== false;
        const fromManual = typeof order.offer_id === 'string' && manualListings.has(order.offer_id);
        if (!wasAlerted && !fromManual) sales.push(order);
      });
    }
    const listingsById = new Map(rows.map((row) => [row.id, row]));
    if (firstLook) await backfillSales(ctx, account.id, orders, listingsById, now);
    for (const order of sales) {
      const cost = await deliveredOrderCost(ctx, account.id, order);
      await ctx.stores.salesBook.record(account.id, deliveredOrderRecord(order, listingsById.get(order.offer_id ?? ''), now, 'live', cost));
      const notice: Notice = {
        kind: 'instant_sale',
        orderId: order.id,
        title: order.title ?? null,
        quantity: order.quantity ?? null,
        priceCents: order.price ?? null,
      };
      await ctx.notify.notice({ accountId: account.id, audience: 'all', notice }, `sale.${order.id}`);
    }
    await ctx.stores.instantSales.add(account.id, sales.length, now);
    await ctx.seenDelivered.add(
      account.id,
      fresh.map((order) => ({ id: order.id, placedAt: epochMs(order.created_at) ?? now })),
    );
  }
}

/** What the delivered list already holds when an account is first watched goes into the sales book, marked as backfilled. */
async function backfillSales(
  ctx: JobContext,
  accountId: string,
  orders: Order[],
  listingsById: ReadonlyMap<string, ListingSummaryRow>,
  now: number,
): Promise<void> {
  // In one round trip: a shop with a long history (the demo's 90 days) connects as fast as a new one. Their cost is
  // unknown: the first look comes right after connecting, before any cost could be set.
  await ctx.stores.salesBook.recordAll(
    accountId,
    orders.map((order) => deliveredOrderRecord(order, listingsById.get(order.offer_id ?? ''), now, 'backfill', null)),
  );
}

function deliveredOrderCost(ctx: JobContext, accountId: string, order: Order): Promise<number | null> {
  return saleCost(ctx.stores.costs, accountId, { orderId: order.id, listingId: order.offer_id ?? null, quantity: order.quantity ?? 1 });
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
