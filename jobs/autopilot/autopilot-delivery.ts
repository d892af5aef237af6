import { inBudgetClass } from '../../src/api/budget-class.js';
import { SellerApiError } from '../../src/api/errors.js';
import type { GoodsEntry } from '../../src/api/schemas/requests.js';
import type { SellerApi } from '../../src/api/seller-api.js';
import { AUTOPILOT_CLAIM_HOLDER, ORDER_CLAIM_TTL_SECONDS, orderClaimKey } from '../../src/core/autopilot/order-claim.js';
import { requestGoods } from '../../src/core/autopilot/supplier-client.js';
import type { SupplierOrder } from '../../src/core/autopilot/supplier-request.js';
import { maskedPreview } from '../../src/core/mask.js';
import { msg } from '../../src/i18n/index.js';
import { startedAt, type HandOverReason, type LedgerEntry } from '../../src/store/alert-ledger.js';
import type { AutopilotDelivery } from '../../src/store/alerted-order.js';
import { AUTOPILOT_ACTOR } from '../../src/store/audit-log.js';
import type { AutopilotOrderState } from '../../src/store/autopilot-order-store.js';
import { AUTOPILOT_DELIVERER } from '../../src/store/delivered-by-store.js';
import { VaultError } from '../../src/store/key-vault.js';
import { utcDay } from '../../src/store/sales-book.js';
import type { AutopilotJobData } from '../job-names.js';
import type { JobContext } from '../job-context.js';
import { buyerInputsOf, goodsEntries } from './goods-entries.js';
import { alertPeople, giveClaimBack, handOver, why } from './hand-over.js';
import { askingCutoff, MAX_SENDS } from './autopilot-timing.js';

type SendingState = Extract<AutopilotOrderState, { phase: 'sending' }>;
type AskingState = Extract<AutopilotOrderState, { phase: 'asking' }>;

/** A retried job finds its records as they stand and goes on: a recorded send is read back, a finished order left alone. */
const NOT_REPLICATED = "autopilot: a replica has not caught up with the order's record";

/**
 * One step of autopilot for one order, from wherever its record says it stands; a job
 * run again (a retry, a worker taking over a killed one's job, a check) is safe at every
 * point, because each step is idempotent or guarded by a record written before it:
 * - the claim is autopilot's own (`claimAs`), so taking it again is a no-op and a person
 *   who claimed first is never overruled;
 * - the cap counts an order once (`admit`), and the pool reserves its codes once per order
 *   (asking again answers the same codes); a supplier's answer is kept sealed before anything
 *   is sent, so a run after it delivers that answer and never asks the supplier again;
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
  // A buyer waits on every marketplace call of a delivery: the reads around it and the deliver itself.
  await inBudgetClass('critical', () => step(ctx, data));
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
  if (state?.phase === 'asking') return entry.final ? stopAsking(ctx, entry) : ask(ctx, entry, state);
  if (state !== null || entry.final) return;
  await start(ctx, entry);
}

async function start(ctx: JobContext, entry: LedgerEntry): Promise<void> {
  const { accountId, orderId, offerId } = entry.facts;
  const account = await ctx.stores.accounts.get(accountId);
  if (!account) return;
  const binding = offerId === null ? null : await ctx.stores.autopilot.binding(accountId, offerId);
  if (!binding || binding.mode.kind !== 'deliver') return handOver(ctx, entry, why(msg('autopilot-why-switched-off')), null);
  const { template, source } = binding.mode;
  // A dollar cap cannot count an order the marketplace gave no price for: it never passes one unseen.
  if (binding.capCents !== null && entry.facts.priceCents === null)
    return handOver(ctx, entry, why(msg('autopilot-why-cap-no-price', { cap: binding.capCents })), offerId);
  if (!(await ctx.stores.claims.claimAs(orderClaimKey(accountId, orderId), AUTOPILOT_CLAIM_HOLDER, ORDER_CLAIM_TTL_SECONDS))) {
    // A person pressed Deliver first: the order is theirs, and nothing was counted or reserved.
    await ctx.autopilotOrders.set(accountId, orderId, { phase: 'person' });
    return alertPeople(ctx, entry);
  }
  // The caps of the day autopilot delivers on, whenever the order was placed.
  const day = utcDay(ctx.config.now());
  const admission = await ctx.stores.autopilot.admit(accountId, binding, orderId, entry.facts.priceCents ?? 0, day);
  if (!admission.admitted) {
    await giveClaimBack(ctx, accountId, orderId);
    const reason =
      admission.over === 'orders'
        ? msg('autopilot-why-cap-orders', { cap: binding.capOrders ?? 0 })
        : msg('autopilot-why-cap-dollars', { cap: binding.capCents ?? 0 });
    return handOver(ctx, entry, why(reason), offerId);
  }
  if (source.kind === 'supplier') {
    const asking: AskingState = { phase: 'asking', template, asks: 0, boundAt: binding.since };
    if (!(await begin(ctx, entry, asking, binding.listingId))) return;
    return ask(ctx, entry, asking);
  }
  // Recorded before the codes are taken: a repeated run reserves from this pool, whatever the binding says by then.
  const state: SendingState = { phase: 'sending', pool: source.pool, template, sends: 0, sentAt: 0, boundAt: binding.since };
  if (!(await begin(ctx, entry, state, binding.listingId))) return;
  await reserveAndSend(ctx, entry, state, source.pool);
}

/**
 * Autopilot's first record of the order, written only where there is none: false when the
 * watchdog gave the order to people since this run began (then the claim and the cap's
 * place taken here go back) or another run of the same job wrote it first (that run goes on).
 */
async function begin(ctx: JobContext, entry: LedgerEntry, state: AutopilotOrderState, listingId: string): Promise<boolean> {
  const { accountId, orderId } = entry.facts;
  if (await ctx.autopilotOrders.begin(accountId, orderId, state)) return true;
  if ((await ctx.autopilotOrders.get(accountId, orderId))?.phase === 'handed') {
    await giveClaimBack(ctx, accountId, orderId);
    await ctx.stores.autopilot.unadmit(accountId, listingId, orderId, entry.facts.priceCents ?? 0, utcDay(ctx.config.now()));
  }
  return false;
}

/**
 * Asks the seller's supplier for the order's goods (docs/autopilot.md, "Supplier endpoint").
 * Its answer is kept sealed before the record moves on to sending, so a run stopped after
 * the supplier answered delivers that answer. A failure worth retrying asks again later,
 * with a delayed job of its own, until the cutoff before the deadline; then, or on an
 * answer that asking again cannot mend, the order goes to people with the supplier's last
 * answer in words.
 */
async function ask(ctx: JobContext, entry: LedgerEntry, state: AskingState): Promise<void> {
  const { accountId, orderId, offerId } = entry.facts;
  const kept = await ctx.stores.supplierGoods.get(accountId, orderId);
  if (kept !== null) return sendSupplierGoods(ctx, entry, state, kept);
  const binding = offerId === null ? null : await ctx.stores.autopilot.binding(accountId, offerId);
  if (offerId === null || binding?.mode.kind !== 'deliver' || binding.mode.source.kind !== 'supplier') {
    await giveClaimBack(ctx, accountId, orderId);
    return handOver(ctx, entry, why(msg('autopilot-why-switched-off')), offerId);
  }
  const secret = await supplierSecret(ctx, accountId, offerId);
  if (secret === null) {
    await giveClaimBack(ctx, accountId, orderId);
    return handOver(ctx, entry, why(msg('autopilot-why-supplier-secret')), offerId);
  }
  const result = await requestGoods(ctx.signedHttp, {
    endpoint: binding.mode.source.url,
    secrets: [secret],
    order: supplierOrder(entry, binding.title),
    timeoutMs: ctx.config.supplierTimeoutMs,
  });
  if (result.ok) return sendSupplierGoods(ctx, entry, state, await ctx.stores.supplierGoods.keep(accountId, orderId, result.goods));
  const asks = state.asks + 1;
  if (result.retry && ctx.config.now() < askingCutoff(entry.facts.deadlineAt, startedAt(entry))) {
    // The watchdog may have given the order to people while the supplier was being asked: then asking ends here.
    if (!(await ctx.autopilotOrders.askAgain(accountId, orderId, { ...state, asks }))) return;
    const wait = Math.min(ctx.config.supplierRetryBaseMs * 2 ** (asks - 1), ctx.config.supplierRetryMaxMs);
    await ctx.autopilot.ask(accountId, orderId, asks, wait);
    return;
  }
  await giveClaimBack(ctx, accountId, orderId);
  return handOver(ctx, entry, { kind: 'supplier', answer: result.reason }, offerId);
}

/** The listing's signing secret; null when it is missing or no longer opens (its master key left the ring): asking again would not mend it. */
async function supplierSecret(ctx: JobContext, accountId: string, listingId: string): Promise<string | null> {
  try {
    return await ctx.stores.autopilot.supplierSecret(accountId, listingId);
  } catch (error) {
    if (error instanceof VaultError) return null;
    throw error;
  }
}

/** The supplier answered: the run that moves the record on sends its goods, through the same path as a pool's codes. */
async function sendSupplierGoods(ctx: JobContext, entry: LedgerEntry, asking: AskingState, goods: readonly string[]): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const state: SendingState = {
    phase: 'sending',
    pool: null,
    template: asking.template,
    sends: 0,
    sentAt: 0,
    ...(asking.boundAt === undefined ? {} : { boundAt: asking.boundAt }),
  };
  if (!(await ctx.autopilotOrders.startSending(accountId, orderId, state))) return;
  await send(ctx, entry, state, goods);
}

/** The order left the list (cancelled) while its supplier was being asked: nothing was sent, so nothing is held any more. */
async function stopAsking(ctx: JobContext, entry: LedgerEntry): Promise<void> {
  const { accountId, orderId } = entry.facts;
  await ctx.stores.supplierGoods.drop(accountId, orderId);
  await giveClaimBack(ctx, accountId, orderId);
  await ctx.autopilotOrders.set(accountId, orderId, { phase: 'handed' });
}

/** What the supplier is told of the order: its facts, the buyer's inputs by field key; nothing of the seller's key. */
function supplierOrder(entry: LedgerEntry, boundTitle: string): SupplierOrder {
  const { orderId, offerId, title, quantity, deadlineAt } = entry.facts;
  return {
    id: orderId,
    listingId: offerId ?? '',
    listingTitle: title ?? boundTitle,
    quantity: quantity ?? 1,
    buyerInputs: buyerInputsOf(entry),
    deadlineAt: deadlineAt === null ? null : new Date(deadlineAt).toISOString(),
  };
}

async function reserveAndSend(ctx: JobContext, entry: LedgerEntry, state: SendingState, pool: string): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const quantity = entry.facts.quantity ?? 1;
  const reservation = await ctx.stores.pools.reserve(accountId, pool, orderId, quantity);
  if (reservation.status !== 'reserved') {
    await giveClaimBack(ctx, accountId, orderId);
    const reason =
      reservation.status === 'short'
        ? msg('autopilot-why-pool-short', { pool, available: reservation.available, quantity })
        : msg('autopilot-why-pool-gone', { pool });
    return handOver(ctx, entry, why(reason), entry.facts.offerId);
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
 * `codes`: the pool's reserved codes, or the goods the supplier answered.
 */
async function send(ctx: JobContext, entry: LedgerEntry, state: SendingState, codes: readonly string[]): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const client = await clientOf(ctx, accountId);
  if (!(await ctx.stores.claims.claimAs(orderClaimKey(accountId, orderId), AUTOPILOT_CLAIM_HOLDER, ORDER_CLAIM_TTL_SECONDS))) {
    // After a send the claim is held until the order is settled; were it not, codes that may have reached the buyer stay held rather than go out again.
    if (state.sends === 0) await releaseGoods(ctx, entry, state);
    await ctx.autopilotOrders.set(accountId, orderId, { phase: 'person' });
    return alertPeople(ctx, entry);
  }
  const sending: SendingState = { ...state, sends: state.sends + 1, sentAt: Date.now() };
  // Two runs at once (a stalled job handed on while its worker still ran) both get here: one records the send and sends.
  if (!(await ctx.autopilotOrders.recordSend(accountId, orderId, sending))) return leftToPeople(ctx, entry, state);
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
    // Refused and never delivered: the codes go back to the pool for the next order (a supplier's goods are let go).
    await releaseGoods(ctx, entry, state);
    await giveClaimBack(ctx, accountId, orderId);
    const reason =
      state.pool === null
        ? msg('autopilot-why-refused-supplier', { code: error.code })
        : msg('autopilot-why-refused', { code: error.code });
    return handOver(ctx, entry, why(reason), entry.facts.offerId);
  }
  if (delivered) return finish(ctx, entry, state.pool, deliveryOf(ctx, entry, state, entries));
  ctx.metrics?.autopilotOrders.inc({ outcome: 'unknown' });
  await ctx.autopilot.check(accountId, orderId, sending.sends, sending.sentAt + 2 * ctx.deliverTimeoutMs - Date.now());
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
async function settle(ctx: JobContext, entry: LedgerEntry, state: SendingState): Promise<void> {
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
  const landsBy = state.sentAt + 2 * ctx.deliverTimeoutMs;
  if (Date.now() < landsBy) {
    await ctx.autopilot.check(accountId, orderId, state.sends, landsBy - Date.now());
    return;
  }
  const client = await clientOf(ctx, accountId);
  const waiting = await client.orders.list('awaiting_delivery');
  if (waiting.orders.some((order) => order.id === orderId && order.status === 'awaiting_delivery')) {
    if (state.sends < MAX_SENDS) return send(ctx, entry, state, codes);
    await releaseGoods(ctx, entry, state);
    await giveClaimBack(ctx, accountId, orderId);
    return handOver(ctx, entry, unsettled(state), entry.facts.offerId);
  }
  const delivered = await client.orders.list('delivered');
  if (delivered.orders.some((order) => order.id === orderId))
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
  await ctx.stores.deliveredBy.recordAutopilot(accountId, orderId, delivery, now);
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
