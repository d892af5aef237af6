import type { SellerApi } from '../../src/api/seller-api.js';
import type { ListingSummaryRow } from '../../src/api/schemas/listing.js';
import type { Order } from '../../src/api/schemas/order.js';
import { SellerApiError } from '../../src/api/errors.js';
import { writeRefused } from '../../src/api/write-refused.js';
import { BACKGROUND_CLIENT_POLICY } from '../../src/core/client-policy.js';
import type { SellerAccount } from '../../src/store/account-store.js';
import type { AutopilotBinding } from '../../src/store/autopilot-store.js';
import { KEEP_STOCK_WRITES, type KeepState, type PendingTopUp } from '../../src/store/keep-stock-store.js';
import { utcDay } from '../../src/store/sales-book.js';
import type { JobContext } from '../job-context.js';
import { epochMs } from '../order-facts.js';

/** A top-up whose answer was lost may still land this long after it was sent: it is judged only after. */
const SETTLE_AFTER_MS = 2 * BACKGROUND_CLIENT_POLICY.timeoutMs;

/** Passes a lost top-up may stay unclear (a sale read at the edge of a pass) before it is counted as on the listing. */
const UNCLEAR_PASSES = 3;

/** Only a listing buyers can buy (or one sold out, published again after a top-up) is topped up. */
const TOPPED_UP_STATUSES = new Set(['active', 'sold']);

type Keep = AutopilotBinding & { mode: { kind: 'keep' } };

/**
 * Drip restock (`autopilot <listing> keep <n> from <pool>`): on each listing-watch pass, an
 * instant top-up bound in `keep` mode is topped up to n units from its pool, so only n codes
 * are ever exposed to a listing moderation might remove. Each top-up reserves its codes under
 * `keep:<listing>:<seq>` (reserving again after a crash answers the same codes), is recorded
 * pending before it is sent, and is settled once: consumed when the upload is accepted,
 * released on a clear refusal, and judged from the listing's stock when the answer was lost
 * (instant stock is never read back: docs/seller-api-gaps.md).
 */
export class KeepStocked {
  constructor(private readonly ctx: JobContext) {}

  /** `rows` and `orders` are what this pass of the watch just read. */
  async pass(account: SellerAccount, client: SellerApi, rows: ListingSummaryRow[], orders: Order[]): Promise<void> {
    // Read after the listing rows: a sale after this moment cannot be in the stock they show.
    const now = this.ctx.config.now();
    const bindings = (await this.ctx.stores.autopilot.bindings(account.id)).filter(
      (binding): binding is Keep => binding.mode.kind === 'keep',
    );
    const rowsById = new Map(rows.map((row) => [row.id, row]));
    for (const binding of bindings) await this.keep(account.id, client, binding, rowsById.get(binding.listingId) ?? null, orders, now);
    const bound = new Set(bindings.map((binding) => binding.listingId));
    for (const listingId of await this.ctx.keepStock.listings(account.id)) {
      if (!bound.has(listingId)) await this.unbound(account.id, listingId, rowsById.get(listingId) ?? null, orders, now);
    }
  }

  /** A listing taken off drip restock: a top-up it left pending is still settled, then its record goes. */
  private async unbound(accountId: string, listingId: string, row: ListingSummaryRow | null, orders: Order[], now: number): Promise<void> {
    const { pending } = await this.ctx.keepStock.state(accountId, listingId);
    if (pending !== null) {
      // A removed listing cannot tell: its codes count as on it, as when it is bound.
      if (row === null || row.status === 'removed')
        await this.ctx.stores.pools.consume(accountId, pending.pool, reservationOf(listingId, pending.seq), utcDay(now));
      else if (!(await this.settle(accountId, listingId, pending, stockOf(row), orders, now))) return;
    }
    await this.ctx.keepStock.forget(accountId, listingId);
  }

  private async keep(
    accountId: string,
    client: SellerApi,
    binding: Keep,
    row: ListingSummaryRow | null,
    orders: Order[],
    now: number,
  ): Promise<void> {
    const state = await this.ctx.keepStock.state(accountId, binding.listingId);
    // The own-listings list leaves out only what moderation removed (archived listings stay in it);
    // the singular-path forms name the takedown `removed`.
    if (row === null || row.status === 'removed') return this.removed(accountId, binding, state, state.pending?.count ?? 0, now);
    let onSale = stockOf(row);
    if (state.pending !== null) {
      const settled = await this.settle(accountId, binding.listingId, state.pending, onSale, orders, now);
      if (!settled) return;
      state.seq = state.pending.seq + 1;
    } else await this.ctx.keepStock.seenOnSale(accountId, binding.listingId, onSale);
    if (!TOPPED_UP_STATUSES.has(row.status) || row.delivery_type !== 'instant') return;
    if (onSale < binding.mode.units) {
      const added = await this.topUp(accountId, client, binding, state.seq, onSale, now);
      if (added === null) return;
      onSale += added;
    }
    if (row.status === 'sold' && onSale > 0) await this.publish(accountId, client, binding.listingId, now);
  }

  /**
   * Uploads what the listing lacks; answers how many codes landed (0 when none were sent or
   * the outcome is unknown), or null when the listing turned out removed.
   */
  private async topUp(
    accountId: string,
    client: SellerApi,
    binding: Keep,
    seq: number,
    onSale: number,
    now: number,
  ): Promise<number | null> {
    const { ctx } = this;
    const { listingId, mode } = binding;
    if (!(await ctx.keepStock.hasRoom(accountId, listingId, now, KEEP_STOCK_WRITES))) return 0;
    const reservationId = reservationOf(listingId, seq);
    let reservation = await ctx.stores.pools.reserve(accountId, mode.pool, reservationId, mode.units - onSale);
    if (reservation.status === 'short' && reservation.available > 0)
      reservation = await ctx.stores.pools.reserve(accountId, mode.pool, reservationId, reservation.available);
    if (reservation.status !== 'reserved') {
      await this.short(accountId, binding, seq, onSale);
      return 0;
    }
    const { codes } = reservation;
    const pending: PendingTopUp = { seq, pool: mode.pool, count: codes.length, stockBefore: onSale, at: now };
    if (!(await ctx.keepStock.begin(accountId, listingId, pending, KEEP_STOCK_WRITES))) {
      // Another pass began a top-up first, or the limits filled meanwhile: this one sends nothing.
      if ((await ctx.keepStock.state(accountId, listingId)).pending === null)
        await ctx.stores.pools.release(accountId, mode.pool, reservationId);
      return 0;
    }
    try {
      await client.units.add(
        listingId,
        codes.map((code) => ({ code })),
        { onBudget: 'fail' },
      );
    } catch (error) {
      if (error instanceof SellerApiError && error.status === 404) {
        await ctx.stores.pools.release(accountId, mode.pool, reservationId);
        await this.removed(accountId, binding, { seq, pending: null, onSale }, 0, now);
        return null;
      }
      if (writeRefused(error)) {
        await ctx.stores.pools.release(accountId, mode.pool, reservationId);
        await ctx.keepStock.finish(accountId, listingId, seq, onSale);
        ctx.logger.info({ accountId, listingId, err: error }, 'drip restock refused: its codes went back to the pool');
        return 0;
      }
      ctx.logger.warn({ accountId, listingId, err: error }, 'drip restock answer lost: settled from the stock at a later pass');
      return 0;
    }
    await ctx.stores.pools.consume(accountId, mode.pool, reservationId, utcDay(now));
    await ctx.keepStock.finish(accountId, listingId, seq, onSale + codes.length);
    return codes.length;
  }

  /**
   * A top-up whose answer was never seen (lost, or the worker died around it) is judged from
   * the listing's stock: what the pass that sent it read, less the instant sales since, with
   * or without its codes. Answers whether it is settled.
   */
  private async settle(
    accountId: string,
    listingId: string,
    pending: PendingTopUp,
    stock: number,
    orders: Order[],
    now: number,
  ): Promise<boolean> {
    const { ctx } = this;
    const { pool } = pending;
    if (now < pending.at + SETTLE_AFTER_MS) return false;
    const sold = soldSince(orders, listingId, pending.at);
    const reservationId = reservationOf(listingId, pending.seq);
    const landed = stock >= pending.stockBefore + pending.count - sold;
    const notLanded = stock <= pending.stockBefore - sold;
    if (notLanded && !landed) {
      await ctx.stores.pools.release(accountId, pool, reservationId);
      await ctx.keepStock.finish(accountId, listingId, pending.seq, stock);
      return true;
    }
    if (!landed && (await ctx.keepStock.markUnclear(accountId, listingId)) < UNCLEAR_PASSES) return false;
    // Landed, or still unclear after several passes: its codes may be on sale, so they are
    // never sent again; they count as delivered from the pool.
    if (!landed) ctx.logger.warn({ accountId, listingId, count: pending.count }, 'drip restock outcome unclear: counted as on the listing');
    await ctx.stores.pools.consume(accountId, pool, reservationId, utcDay(now));
    await ctx.keepStock.finish(accountId, listingId, pending.seq, stock);
    return true;
  }

  /** The pool cannot fill the gap: the team hears it once per top-up that could not be made. */
  private async short(accountId: string, binding: Keep, seq: number, onSale: number): Promise<void> {
    if (!(await this.ctx.keepStock.firstShort(accountId, binding.listingId, seq))) return;
    const { listingId, title, mode } = binding;
    await this.ctx.notify.notice(
      { accountId, audience: 'all', notice: { kind: 'keep_stock_short', listingId, title, pool: mode.pool, units: mode.units, onSale } },
      `keep-short.${listingId}.${seq}`,
    );
  }

  /**
   * Moderation removed the listing: drip restock stops for it and tells the team how many of
   * the pool's codes were on it. A pending top-up's codes may be among them: they are never
   * sent elsewhere, since nothing can tell whether the listing took them.
   */
  private async removed(accountId: string, binding: Keep, state: KeepState, pendingCount: number, now: number): Promise<void> {
    const { ctx } = this;
    const { listingId, title, mode } = binding;
    if (state.pending !== null)
      await ctx.stores.pools.consume(accountId, state.pending.pool, reservationOf(listingId, state.pending.seq), utcDay(now));
    const exposed = state.onSale + pendingCount;
    await ctx.notify.notice(
      { accountId, audience: 'all', notice: { kind: 'keep_stock_removed', listingId, title, pool: mode.pool, exposed } },
      `keep-removed.${listingId}`,
    );
    await ctx.stores.autopilot.unbind(accountId, listingId);
    await ctx.keepStock.forget(accountId, listingId);
  }

  /** A top-up does not move a sold-out listing back on sale: publish it again, within the same write limits. */
  private async publish(accountId: string, client: SellerApi, listingId: string, now: number): Promise<void> {
    if (!(await this.ctx.keepStock.claimWrite(accountId, listingId, now, KEEP_STOCK_WRITES))) return;
    try {
      await client.listings.publish('top_up', listingId, { onBudget: 'fail' });
    } catch (error) {
      // Publishing twice is harmless: the next pass tries again while the listing stays sold.
      this.ctx.logger.info({ accountId, listingId, err: error }, 'drip restock could not publish the listing again');
    }
  }
}

function stockOf(row: ListingSummaryRow): number {
  return typeof row.stock === 'number' ? row.stock : 0;
}

function reservationOf(listingId: string, seq: number): string {
  return `keep:${listingId}:${seq}`;
}

/** Units of the listing sold after `at` (marketplace clock), from the delivered orders the pass read; an order without a time counts. */
function soldSince(orders: Order[], listingId: string, at: number): number {
  return orders
    .filter((order) => order.offer_id === listingId && (epochMs(order.created_at) ?? Number.POSITIVE_INFINITY) > at)
    .reduce((sum, order) => sum + (typeof order.quantity === 'number' ? order.quantity : 1), 0);
}
