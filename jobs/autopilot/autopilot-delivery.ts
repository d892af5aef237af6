import { SellerApiError } from '../../src/api/errors.js';
import type { GoodsEntry } from '../../src/api/schemas/requests.js';
import type { SellerApi } from '../../src/api/seller-api.js';
import { renderGoodsEntry } from '../../src/core/autopilot/goods-template.js';
import { AUTOPILOT_CLAIM_HOLDER, ORDER_CLAIM_TTL_SECONDS, orderClaimKey } from '../../src/core/autopilot/order-claim.js';
import { maskedPreview } from '../../src/core/mask.js';
import { msg, type Message } from '../../src/i18n/index.js';
import type { LedgerEntry } from '../../src/store/alert-ledger.js';
import type { AutopilotDelivery } from '../../src/store/alerted-order.js';
import { AUTOPILOT_ACTOR } from '../../src/store/audit-log.js';
import type { AutopilotOrderState } from '../../src/store/autopilot-order-store.js';
import { AUTOPILOT_DELIVERER } from '../../src/store/delivered-by-store.js';
import { utcDay } from '../../src/store/sales-book.js';
import type { AutopilotJobData } from '../job-names.js';
import type { JobContext } from '../job-context.js';
import { showHandOver } from './hand-over.js';

/** Deliveries sent for one order before autopilot gives it to people: each was read back as not landed first. */
const MAX_SENDS = 3;

type SendingState = Extract<AutopilotOrderState, { phase: 'sending' }>;

/** A retried job finds its records as they stand and goes on: a recorded send is read back, a finished order left alone. */
const NOT_REPLICATED = "autopilot: a replica has not caught up with the order's record";

/**
 * One step of autopilot for one order, from wherever its record says it stands; a job
 * run again (a retry, a worker taking over a killed one's job, a check) is safe at every
 * point, because each step is idempotent or guarded by a record written before it:
 * - the claim is autopilot's own (`claimAs`), so taking it again is a no-op and a person
 *   who claimed first is never overruled;
 * - the cap counts an order once (`admit`), and the pool reserves its codes once per order
 *   (asking again answers the same codes);
 * - the record says `sending` with one more send **before** each request leaves (one step
 *   that only the first of two runs wins), so a run that finds a send recorded never sends
 *   blindly: it waits until that request can no longer land (twice the deliver timeout
 *   after it left) and reads the order lists first; the request leaves only once Redis's
 *   replicas hold that record, so a failover cannot take it back;
 * - the codes leave the pool (`consume`) only once the marketplace accepted them or the
 *   delivered list shows the order, and go back (`release`) only on a clear refusal or
 *   once the order is seen still waiting or gone after that wait: never sent twice, never lost.
 */
export async function processAutopilot(ctx: JobContext, data: AutopilotJobData): Promise<void> {
  await step(ctx, data);
  // In a cluster the job's queue lives on another shard than the order's record: were the job done there and the record
  // taken back by a failover here, nothing would run it again and its codes would stay held. The job ends once it is safe.
  if (!(await ctx.autopilotOrders.replicated(data.accountId, data.orderId))) throw new Error(NOT_REPLICATED);
}

async function step(ctx: JobContext, data: AutopilotJobData): Promise<void> {
  const { accountId, orderId } = data;
  const entry = await ctx.ledger.get(accountId, orderId);
  if (!entry) return;
  const state = await ctx.autopilotOrders.get(accountId, orderId);
  // A delivery under way is seen through even once the order is final: its codes are still held.
  if (state?.phase === 'sending') return settle(ctx, entry, state);
  if (state !== null || entry.final) return;
  await start(ctx, entry);
}

async function start(ctx: JobContext, entry: LedgerEntry): Promise<void> {
  const { accountId, orderId, offerId } = entry.facts;
  const account = await ctx.stores.accounts.get(accountId);
  if (!account) return;
  const binding = offerId === null ? null : await ctx.stores.autopilot.binding(accountId, offerId);
  if (!binding || binding.mode.kind !== 'deliver' || binding.mode.source.kind !== 'pool')
    return handOver(ctx, entry, msg('autopilot-why-switched-off'), null);
  const { template } = binding.mode;
  const pool = binding.mode.source.pool;
  if (!(await ctx.stores.claims.claimAs(orderClaimKey(accountId, orderId), AUTOPILOT_CLAIM_HOLDER, ORDER_CLAIM_TTL_SECONDS))) {
    // A person pressed Deliver first: the order is theirs, and nothing was counted or reserved.
    await ctx.autopilotOrders.set(accountId, orderId, { phase: 'person' });
    return;
  }
  const admission = await ctx.stores.autopilot.admit(accountId, binding, orderId, entry.facts.priceCents ?? 0, orderDay(entry));
  if (!admission.admitted) {
    await ctx.stores.claims.release(orderClaimKey(accountId, orderId));
    const reason =
      admission.over === 'orders'
        ? msg('autopilot-why-cap-orders', { cap: binding.capOrders ?? 0 })
        : msg('autopilot-why-cap-dollars', { cap: binding.capCents ?? 0 });
    return handOver(ctx, entry, reason, offerId);
  }
  // Recorded before the codes are taken: a repeated run reserves from this pool, whatever the binding says by then.
  const state: SendingState = { phase: 'sending', pool, template, sends: 0, sentAt: 0 };
  await ctx.autopilotOrders.set(accountId, orderId, state);
  await reserveAndSend(ctx, entry, state);
}

async function reserveAndSend(ctx: JobContext, entry: LedgerEntry, state: SendingState): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const { pool } = state;
  const quantity = entry.facts.quantity ?? 1;
  const reservation = await ctx.stores.pools.reserve(accountId, pool, orderId, quantity);
  if (reservation.status !== 'reserved') {
    await ctx.stores.claims.release(orderClaimKey(accountId, orderId));
    const reason =
      reservation.status === 'short'
        ? msg('autopilot-why-pool-short', { pool, available: reservation.available, quantity })
        : msg('autopilot-why-pool-gone', { pool });
    return handOver(ctx, entry, reason, entry.facts.offerId);
  }
  const { left, lowWater } = reservation;
  if (lowWater !== null && left < lowWater && left + quantity >= lowWater)
    await ctx.notify.notice(
      { accountId, audience: 'all', notice: { kind: 'pool_low', pool, left, lowWater } },
      `pool-low.${pool}.${orderId}`,
    );
  await send(ctx, entry, state, reservation.codes);
}

/**
 * Sends the reserved codes, after recording the send: whatever happens next, a later run
 * reads back before sending again. The claim is checked first: a run repeated after it gave
 * the claim back (a cap or an empty pool, the run stopped before its record said so) may
 * find a person holding it; the order is theirs, and codes never sent go back.
 */
async function send(ctx: JobContext, entry: LedgerEntry, state: SendingState, codes: readonly string[]): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const client = await clientOf(ctx, accountId);
  if (!(await ctx.stores.claims.claimAs(orderClaimKey(accountId, orderId), AUTOPILOT_CLAIM_HOLDER, ORDER_CLAIM_TTL_SECONDS))) {
    // After a send the claim is held until the order is settled; were it not, codes that may have reached the buyer stay held rather than go out again.
    if (state.sends === 0) await ctx.stores.pools.release(accountId, state.pool, orderId);
    await ctx.autopilotOrders.set(accountId, orderId, { phase: 'person' });
    return;
  }
  const sending: SendingState = { ...state, sends: state.sends + 1, sentAt: Date.now() };
  // Two runs at once (a stalled job handed on while its worker still ran) both get here: one records the send and sends.
  if (!(await ctx.autopilotOrders.recordSend(accountId, orderId, sending))) return;
  // A failover to a replica without the send record would send again what reached the buyer, be refused, and put the codes
  // back for another order: the request leaves only once the replicas hold the record (a retry reads the order lists first).
  if (!(await ctx.autopilotOrders.replicated(accountId, orderId))) throw new Error(NOT_REPLICATED);
  const entries = goodsEntries(entry, state.template, codes);
  let delivered: boolean;
  try {
    delivered = (await client.orders.deliver(orderId, entries, { timeoutMs: ctx.deliverTimeoutMs })).outcome === 'delivered';
  } catch (error) {
    // Anything else thrown was never sent (our budget, a connection refused) or is a 429: the job is retried, finds the send recorded, and checks.
    if (!isClearRefusal(error)) throw error;
    // Refused and never delivered: the codes go back to the pool for the next order.
    await ctx.stores.pools.release(accountId, state.pool, orderId);
    await ctx.stores.claims.release(orderClaimKey(accountId, orderId));
    return handOver(ctx, entry, msg('autopilot-why-refused', { code: error.code }), entry.facts.offerId);
  }
  if (delivered) return finish(ctx, entry, state.pool, deliveryOf(ctx, entry, entries));
  ctx.metrics?.autopilotOrders.inc({ outcome: 'unknown' });
  await ctx.autopilot.check(accountId, orderId, sending.sends, sending.sentAt + 2 * ctx.deliverTimeoutMs - Date.now());
}

/**
 * A delivery was recorded as sent and its answer is not known. Once it can no longer land,
 * the order lists tell: still waiting (it did not land: send again, with the same codes),
 * delivered (it did: the codes are consumed) or neither (cancelled: the codes go back).
 */
async function settle(ctx: JobContext, entry: LedgerEntry, state: SendingState): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const recorded = await ctx.stores.deliveredBy.delivery(accountId, orderId);
  // A run stopped inside `finish`: its codes may be consumed already, so it is finished from its record, never reserved again.
  if (recorded?.autopilot) return finish(ctx, entry, state.pool, recorded.autopilot);
  // Recorded as sending but never sent (the run stopped before the send's own record): nothing can have landed.
  if (state.sends === 0) return reserveAndSend(ctx, entry, state);
  const codes = await ctx.stores.pools.heldCodes(accountId, state.pool, orderId);
  // The codes went back (a refusal, or the order found gone) and the run stopped before saying so.
  if (codes === null) return handOver(ctx, entry, msg('autopilot-why-unsettled'), entry.facts.offerId);
  const landsBy = state.sentAt + 2 * ctx.deliverTimeoutMs;
  if (Date.now() < landsBy) {
    await ctx.autopilot.check(accountId, orderId, state.sends, landsBy - Date.now());
    return;
  }
  const client = await clientOf(ctx, accountId);
  const waiting = await client.orders.list('awaiting_delivery');
  if (waiting.orders.some((order) => order.id === orderId && order.status === 'awaiting_delivery')) {
    if (state.sends < MAX_SENDS) return send(ctx, entry, state, codes);
    await ctx.stores.pools.release(accountId, state.pool, orderId);
    await ctx.stores.claims.release(orderClaimKey(accountId, orderId));
    return handOver(ctx, entry, msg('autopilot-why-unsettled'), entry.facts.offerId);
  }
  const delivered = await client.orders.list('delivered');
  if (delivered.orders.some((order) => order.id === orderId))
    return finish(ctx, entry, state.pool, deliveryOf(ctx, entry, goodsEntries(entry, state.template, codes)));
  // Cancelled before any delivery landed: nothing reached a buyer, and the poller shows the order cancelled.
  await ctx.stores.pools.release(accountId, state.pool, orderId);
  await ctx.autopilotOrders.set(accountId, orderId, { phase: 'handed' });
}

/** How long the order waited (placed to accepted) and what was sent, masked in no language (the alert is worded per chat). */
function deliveryOf(ctx: JobContext, entry: LedgerEntry, entries: readonly GoodsEntry[]): AutopilotDelivery {
  const { createdAt } = entry.facts;
  return {
    elapsedMs: createdAt === null ? null : Math.max(0, ctx.config.now() - createdAt),
    masked: entries.map((goods) => maskedPreview(String(goods.code))),
  };
}

/**
 * The marketplace has the goods. Who delivered is recorded first (the alert's final state
 * names autopilot, and a repeated run finishes from it), then the codes leave the pool; the
 * day's counts, the audit line and the metrics follow only the consume that took them, so a
 * run repeated after a crash counts once.
 */
async function finish(ctx: JobContext, entry: LedgerEntry, pool: string, delivery: AutopilotDelivery): Promise<void> {
  const { accountId, orderId, offerId } = entry.facts;
  const now = ctx.config.now();
  await ctx.stores.deliveredBy.recordAutopilot(accountId, orderId, delivery, now);
  const consumed = await ctx.stores.pools.consume(accountId, pool, orderId, utcDay(now));
  if (consumed > 0) {
    if (offerId !== null) await ctx.stores.autopilot.countDelivered(accountId, offerId, utcDay(now));
    await ctx.stores.audit.record({
      accountId,
      actor: { system: AUTOPILOT_ACTOR },
      action: 'autopilot',
      summary: msg('audit-autopilot-delivered', { order: orderId.slice(0, 8), count: consumed, pool }),
      at: now,
    });
    ctx.metrics?.autopilotOrders.inc({ outcome: 'delivered' });
    if (delivery.elapsedMs !== null) ctx.metrics?.autopilotLatencySeconds.observe(delivery.elapsedMs / 1000);
  }
  await ctx.autopilotOrders.set(accountId, orderId, { phase: 'delivered' });
  await ctx.notify.final({ accountId, orderId, outcome: { kind: 'delivered', by: AUTOPILOT_DELIVERER, autopilot: delivery } });
}

/**
 * Autopilot gives the order to people: its codes and claim were given back by the caller,
 * so a person can deliver it at once; the alert says why, the listing keeps the reason as
 * its last failure, and the countdown and escalation go on as for any order.
 */
async function handOver(ctx: JobContext, entry: LedgerEntry, reason: Message, listingId: string | null): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const now = ctx.config.now();
  await ctx.ledger.recordHandOver(accountId, orderId, reason);
  if (listingId !== null)
    await ctx.stores.autopilot.recordFailure(accountId, listingId, { at: now, orderId, reason: reason.key, args: stringArgs(reason) });
  await ctx.autopilotOrders.set(accountId, orderId, { phase: 'handed' });
  await ctx.stores.audit.record({
    accountId,
    actor: { system: AUTOPILOT_ACTOR },
    action: 'autopilot',
    summary: msg('audit-autopilot-handed-over', { order: orderId.slice(0, 8) }),
    at: now,
  });
  ctx.metrics?.autopilotOrders.inc({ outcome: 'handed_over' });
  await showHandOver(ctx, accountId, orderId);
}

function goodsEntries(entry: LedgerEntry, template: string | null, codes: readonly string[]): GoodsEntry[] {
  const buyerInputs = Object.fromEntries(
    (entry.facts.buyerInputs ?? []).map((input) => [input.key ?? inputName(input.label), input.value]),
  );
  return codes.map((code) => ({ code: renderGoodsEntry(template, code, { orderId: entry.facts.orderId, buyerInputs }) }));
}

/** Facts kept before the field's key was read have only the label the alert shows ("Player id"): the key it was made from (`player_id`). */
function inputName(label: string): string {
  return label.trim().toLowerCase().replaceAll(/\s+/g, '_');
}

/** The cap days of an order are its own, not the run's: a run repeated after midnight counts it on the same day. */
function orderDay(entry: LedgerEntry): string {
  return utcDay(entry.facts.createdAt ?? entry.openedAt ?? Date.now());
}

/** 4xx other than 429: the marketplace read the request and said no, so nothing was delivered. */
function isClearRefusal(error: unknown): error is SellerApiError {
  return error instanceof SellerApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

async function clientOf(ctx: JobContext, accountId: string): Promise<SellerApi> {
  const account = await ctx.stores.accounts.get(accountId);
  const client = account ? await ctx.clients.forAccount(account) : null;
  // Retried with backoff: a key replaced or an account being reconnected comes back; its held codes wait meanwhile.
  if (!client) throw new Error('autopilot: the account has no key to deliver with');
  return client;
}

function stringArgs(message: Message): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(message.args ?? {}).map(([name, value]) => [name, value instanceof Date ? value.getTime() : value]),
  );
}
