import type { GoodsEntry } from '../../src/api/schemas/requests.js';
import type { SellerApi } from '../../src/api/seller-api.js';
import { OrderDelivery } from '../../src/orders/order-delivery.js';
import { maskedPreview } from '../../src/core/mask.js';
import { msg } from '../../src/i18n/index.js';
import type { HandOverReason, LedgerEntry } from '../../src/store/alert-ledger.js';
import type { AutopilotDelivery } from '../../src/store/alerted-order.js';
import { AUTOPILOT_ACTOR } from '../../src/store/audit-log.js';
import type { AutopilotOrderState } from '../../src/store/autopilot-order-store.js';
import { AUTOPILOT_DELIVERER } from '../../src/store/delivered-by-store.js';
import { utcDay } from '../../src/store/sales-book.js';
import type { JobContext } from '../job-context.js';
import { goodsEntries } from './goods-entries.js';
import { alertPeople, giveClaimBack, handOver, why } from './hand-over.js';
import { MAX_SENDS } from './autopilot-timing.js';
import { stopSelling } from './stop-loss.js';

export type SendingState = Extract<AutopilotOrderState, { phase: 'sending' }>;

/** A retried job finds its records as they stand and goes on: a recorded send is read back, a finished order left alone. */
export const NOT_REPLICATED = "autopilot: a replica has not caught up with the order's record";

/** Reserves the order's codes from its pool and sends them; a pool short of codes, or gone, gives the order to people. */
export async function reserveAndSend(ctx: JobContext, entry: LedgerEntry, state: SendingState, pool: string): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const quantity = entry.facts.quantity ?? 1;
  const reservation = await ctx.stores.pools.reserve(accountId, pool, orderId, quantity);
  if (reservation.status !== 'reserved') {
    await giveClaimBack(ctx, accountId, orderId);
    const reason =
      reservation.status === 'short'
        ? msg('autopilot-why-pool-short', { pool, available: reservation.available, quantity })
        : msg('autopilot-why-pool-gone', { pool });
    await handOver(ctx, entry, why(reason), entry.facts.offerId);
    if (entry.facts.offerId !== null) await stopSelling(ctx, accountId, entry.facts.offerId, 'pool_empty');
    return;
  }
  const { left, lowWater } = reservation;
  // The pool's cost as the codes leave it: a later change of the pool's cost leaves this sale as it was.
  const costPerCode = await ctx.stores.costs.get(accountId, { kind: 'pool', pool });
  if (costPerCode !== null) await ctx.stores.costs.recordOrder(accountId, orderId, costPerCode * quantity);
  if (lowWater !== null && left < lowWater && left + quantity >= lowWater)
    await ctx.notify.notice(
      { accountId, audience: 'all', notice: { kind: 'pool_low', pool, left, lowWater } },
      `pool-low.${pool}.${orderId}`,
    );
  await send(ctx, entry, state, reservation.codes);
  // The last codes went to this order: the next one would find the pool empty.
  if (left === 0 && entry.facts.offerId !== null) await stopSelling(ctx, accountId, entry.facts.offerId, 'pool_empty');
}

/**
 * Sends the reserved codes, after recording the send: whatever happens next, a later run
 * reads back before sending again. The claim is checked first: a run repeated after it gave
 * the claim back (a cap or an empty pool, the run stopped before its record said so) may
 * find a person holding it; the order is theirs, and codes never sent go back.
 * `codes`: the pool's reserved codes, or the goods the supplier answered.
 */
export async function send(ctx: JobContext, entry: LedgerEntry, state: SendingState, codes: readonly string[]): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const client = await clientOf(ctx, accountId);
  const entries = goodsEntries(entry, state.template, codes);
  const outcome = await autopilotDelivery(ctx, accountId, orderId, async () => client).run(entries, {
    beforeSend: async (sentAt) => {
      const sending: SendingState = { ...state, sends: state.sends + 1, sentAt };
      // Two runs at once (a stalled job handed on while its worker still ran) both get here: one records the send and sends.
      if (!(await ctx.autopilotOrders.recordSend(accountId, orderId, sending))) {
        await leftToPeople(ctx, entry, state);
        return false;
      }
      // A failover to a replica without the send record would send again what reached the buyer, be refused, and put the codes
      // back for another order: the request leaves only once the replicas hold the record (a retry reads the order lists first).
      if (!(await ctx.autopilotOrders.replicated(accountId, orderId))) throw new Error(NOT_REPLICATED);
      return true;
    },
  });
  // Anything thrown was never sent (our budget, a connection refused) or is a 429: the job is retried, finds the send recorded, and checks.
  switch (outcome.kind) {
    case 'claimed':
      // After a send the claim is held until the order is settled; were it not, codes that may have reached the buyer stay held rather than go out again.
      if (state.sends === 0) await releaseGoods(ctx, entry, state);
      await ctx.autopilotOrders.set(accountId, orderId, { phase: 'person' });
      return alertPeople(ctx, entry);
    case 'stopped':
      return;
    case 'refused': {
      // Refused and never delivered: the codes go back to the pool for the next order (a supplier's goods are let go).
      await releaseGoods(ctx, entry, state);
      const { code } = outcome.error;
      const reason = state.pool === null ? msg('autopilot-why-refused-supplier', { code }) : msg('autopilot-why-refused', { code });
      return handOver(ctx, entry, why(reason), entry.facts.offerId);
    }
    case 'delivered':
      return finish(ctx, entry, state.pool, deliveryOf(ctx, entry, state, entries));
    case 'unknown':
      ctx.metrics?.autopilotOrders.inc({ outcome: 'unknown' });
      await ctx.autopilot.check(accountId, orderId, state.sends + 1, outcome.checkAfter - Date.now());
  }
}

/**
 * Autopilot's delivery of one order, on the wall clock its send records are written in.
 * `client` is opened only when the marketplace is called: a check due later calls nothing.
 */
function autopilotDelivery(ctx: JobContext, accountId: string, orderId: string, client: () => Promise<SellerApi>): OrderDelivery {
  return new OrderDelivery(
    accountId,
    orderId,
    { kind: 'autopilot' },
    {
      orders: {
        list: async (status) => (await client()).orders.list(status),
        deliver: async (id, goods, options) => (await client()).orders.deliver(id, goods, options),
      },
      claims: ctx.stores.claims,
      now: () => Date.now(),
      deliverTimeoutMs: ctx.deliverTimeoutMs,
    },
  );
}

/**
 * The send was not recorded: another run recorded it (it sends), or the order is people's now
 * (the watchdog took it while this run reserved its codes): then the claim this run took and
 * the goods it holds go back, so a person can deliver it.
 */
async function leftToPeople(ctx: JobContext, entry: LedgerEntry, state: SendingState): Promise<void> {
  const { accountId, orderId } = entry.facts;
  if ((await ctx.autopilotOrders.get(accountId, orderId))?.phase !== 'handed') return;
  await releaseGoods(ctx, entry, state);
  await giveClaimBack(ctx, accountId, orderId);
}

/**
 * A delivery was recorded as sent and its answer is not known. Once it can no longer land,
 * the order lists tell: still waiting (it did not land: send again, with the same codes),
 * delivered (it did: the codes are consumed) or neither (cancelled: the codes go back).
 */
export async function settle(ctx: JobContext, entry: LedgerEntry, state: SendingState): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const recorded = await ctx.stores.deliveredBy.delivery(accountId, orderId);
  // A run stopped inside `finish`: its codes may be consumed already, so it is finished from its record, never reserved again.
  if (recorded?.autopilot) return finish(ctx, entry, state.pool, recorded.autopilot);
  // Recorded as sending but never sent (the run stopped before the send's own record): nothing can have landed.
  if (state.sends === 0 && state.pool !== null) return reserveAndSend(ctx, entry, state, state.pool);
  const codes = await heldGoods(ctx, entry, state);
  // The codes went back (a refusal, or the order found gone) and the run stopped before saying so.
  if (codes === null) return handOver(ctx, entry, unsettled(state), entry.facts.offerId);
  if (state.sends === 0) return send(ctx, entry, state, codes);
  let opened: Promise<SellerApi> | null = null;
  const delivery = autopilotDelivery(ctx, accountId, orderId, () => (opened ??= clientOf(ctx, accountId)));
  const read = await delivery.readBack(delivery.checkAfter(state.sentAt));
  if (read.kind === 'too_early') {
    await ctx.autopilot.check(accountId, orderId, state.sends, read.checkAfter - Date.now());
    return;
  }
  if (read.kind === 'not_arrived') {
    if (state.sends < MAX_SENDS) return send(ctx, entry, state, codes);
    await releaseGoods(ctx, entry, state);
    await giveClaimBack(ctx, accountId, orderId);
    return handOver(ctx, entry, unsettled(state), entry.facts.offerId);
  }
  if (read.kind === 'delivered')
    return finish(ctx, entry, state.pool, deliveryOf(ctx, entry, state, goodsEntries(entry, state.template, codes)));
  // Cancelled before any delivery landed: nothing reached a buyer, and the poller shows the order cancelled.
  await releaseGoods(ctx, entry, state);
  await ctx.autopilotOrders.set(accountId, orderId, { phase: 'handed' });
}

/** The goods a delivery holds: the pool's reserved codes, or the supplier's kept answer; null once they went back. */
async function heldGoods(ctx: JobContext, entry: LedgerEntry, state: SendingState): Promise<string[] | null> {
  const { accountId, orderId } = entry.facts;
  if (state.pool === null) return ctx.stores.supplierGoods.get(accountId, orderId);
  return ctx.stores.pools.heldCodes(accountId, state.pool, orderId);
}

/** Nothing of the delivery reached the buyer: the codes go back to the pool, a supplier's goods are let go. */
async function releaseGoods(ctx: JobContext, entry: LedgerEntry, state: SendingState): Promise<void> {
  const { accountId, orderId } = entry.facts;
  if (state.pool === null) await ctx.stores.supplierGoods.drop(accountId, orderId);
  else await ctx.stores.pools.release(accountId, state.pool, orderId);
}

function unsettled(state: SendingState): HandOverReason {
  return why(state.pool === null ? msg('autopilot-why-unsettled-supplier') : msg('autopilot-why-unsettled'));
}

/**
 * How long autopilot took (from the order being placed, or from autopilot being switched on
 * when the order was already waiting then), how long the order had waited before that, and
 * what was sent, masked in no language (the alert is worded per chat).
 */
function deliveryOf(ctx: JobContext, entry: LedgerEntry, state: SendingState, entries: readonly GoodsEntry[]): AutopilotDelivery {
  const { createdAt } = entry.facts;
  const masked = entries.map((goods) => maskedPreview(String(goods.code)));
  if (createdAt === null) return { elapsedMs: null, masked };
  const now = ctx.config.now();
  const began = Math.min(now, Math.max(createdAt, state.boundAt ?? createdAt));
  return { elapsedMs: now - began, ...(began > createdAt ? { waitedMs: began - createdAt } : {}), masked };
}

/**
 * The marketplace has the goods. Who delivered is recorded first (the alert's final state
 * names autopilot, and a repeated run finishes from it), then the codes leave the pool; the
 * day's counts, the audit line and the metrics follow only the consume that took them, so a
 * run repeated after a crash counts once.
 */
async function finish(ctx: JobContext, entry: LedgerEntry, pool: string | null, delivery: AutopilotDelivery): Promise<void> {
  const { accountId, orderId, offerId } = entry.facts;
  const now = ctx.config.now();
  await ctx.orderChanges.raise({ kind: 'delivered', accountId, orderId, by: { kind: 'autopilot', delivery }, at: now });
  const consumed =
    pool === null
      ? (await ctx.stores.supplierGoods.drop(accountId, orderId))
        ? delivery.masked.length
        : 0
      : await ctx.stores.pools.consume(accountId, pool, orderId, utcDay(now));
  if (consumed > 0) {
    if (offerId !== null) await ctx.stores.autopilot.countDelivered(accountId, offerId, utcDay(now));
    const order = orderId.slice(0, 8);
    await ctx.stores.audit.record({
      accountId,
      actor: { system: AUTOPILOT_ACTOR },
      action: 'autopilot',
      summary:
        pool === null
          ? msg('audit-autopilot-delivered-supplier', { order, count: consumed })
          : msg('audit-autopilot-delivered', { order, count: consumed, pool }),
      at: now,
    });
    ctx.metrics?.autopilotOrders.inc({ outcome: 'delivered' });
    if (delivery.elapsedMs !== null) ctx.metrics?.autopilotLatencySeconds.observe(delivery.elapsedMs / 1000);
  }
  await ctx.autopilotOrders.set(accountId, orderId, { phase: 'delivered' });
  await ctx.notify.final({ accountId, orderId, outcome: { kind: 'delivered', by: AUTOPILOT_DELIVERER, autopilot: delivery } });
}

async function clientOf(ctx: JobContext, accountId: string): Promise<SellerApi> {
  const account = await ctx.stores.accounts.get(accountId);
  const client = account ? await ctx.clients.forAccount(account) : null;
  // Retried with backoff: a key replaced or an account being reconnected comes back; its held codes wait meanwhile.
  if (!client) throw new Error('autopilot: the account has no key to deliver with');
  return client;
}
