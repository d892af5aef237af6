import { inBudgetClass } from '../../src/api/budget-class.js';
import { AUTOPILOT_CLAIM_HOLDER, ORDER_CLAIM_TTL_SECONDS, orderClaimKey } from '../../src/store/order-claim.js';
import { requestGoods } from '../../src/core/autopilot/supplier-client.js';
import type { SupplierOrder } from '../../src/core/autopilot/supplier-request.js';
import { msg } from '../../src/i18n/index.js';
import { startedAt, type LedgerEntry } from '../../src/store/alert-ledger.js';
import type { AutopilotOrderState } from '../../src/store/autopilot-order-store.js';
import { VaultError } from '../../src/store/key-vault.js';
import { utcDay } from '../../src/store/sales-book.js';
import type { AutopilotJobData } from '../job-names.js';
import type { JobContext } from '../job-context.js';
import { buyerInputsOf } from './goods-entries.js';
import { alertPeople, giveClaimBack, handOver, why } from './hand-over.js';
import { askingCutoff } from './autopilot-timing.js';
import { resumeSelling, stopSelling } from './stop-loss.js';

import { NOT_REPLICATED, reserveAndSend, send, settle, type SendingState } from './autopilot-send.js';

type AskingState = Extract<AutopilotOrderState, { phase: 'asking' }>;

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
  if (result.ok) {
    if (result.costCents !== null) await ctx.stores.costs.recordOrder(accountId, orderId, result.costCents * (entry.facts.quantity ?? 1));
    await sendSupplierGoods(ctx, entry, state, await ctx.stores.supplierGoods.keep(accountId, orderId, result.goods));
    await ctx.stores.stopLoss.supplierAnswered(accountId, offerId);
    return resumeSelling(ctx, accountId, offerId, 'supplier_back');
  }
  await supplierStopLoss(ctx, accountId, offerId, result.outOfStock === true);
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

/** The supplier's failures in a row after which a listing set to `when-empty pause` goes off sale. */
const SUPPLIER_FAILURES_TO_PAUSE = 3;

/** A supplier that says it is out of stock, or failed three times in a row, takes its listing off sale (when set to). */
async function supplierStopLoss(ctx: JobContext, accountId: string, listingId: string, outOfStock: boolean): Promise<void> {
  const failures = await ctx.stores.stopLoss.supplierFailed(accountId, listingId);
  if (outOfStock) return stopSelling(ctx, accountId, listingId, 'supplier_out_of_stock');
  if (failures >= SUPPLIER_FAILURES_TO_PAUSE) return stopSelling(ctx, accountId, listingId, 'supplier_failing');
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
