import { BudgetExhausted } from '../src/api/errors.js';
import type { SellerApi } from '../src/api/seller-api.js';
import type { Order } from '../src/api/schemas/order.js';
import type { SellerAccount } from '../src/store/account-store.js';
import type { AccountHealth, Next } from './account-health.js';
import { classifyTrouble } from './account-trouble.js';
import type { FinalOutcome } from '../src/store/alerted-order.js';
import type { JobContext } from './job-context.js';
import { emitOrderAwaiting } from './webhooks/order-events.js';
import { publishOrderWaiting } from './dashboard-order-events.js';
import { orderFacts } from './order-facts.js';
import { watchdogDelayMs } from './autopilot/autopilot-timing.js';

type AutopilotSource = 'pool' | 'supplier';

/**
 * One poll of one account's awaiting orders. New orders become alert jobs; orders
 * that left the list become final-state jobs. Order of writes, for crash safety:
 * ledger facts, then the job (its id makes a repeat a no-op), then the open-set
 * entry that stops the next poll from adding it again. A crash anywhere in between
 * only makes the next poll repeat an idempotent step.
 */
export class OrderPoller {
  constructor(
    private readonly ctx: JobContext,
    private readonly health: AccountHealth,
  ) {}

  async poll(accountId: string, dueAt: number): Promise<Next> {
    const { ctx } = this;
    const now = ctx.config.now();
    const regularNext = nextTick(dueAt, now, ctx.config.pollIntervalMs);
    const { account, open } = await ctx.pollStart.read(accountId);
    if (!account || !account.alertsEnabled || account.keyStatus === 'invalid') {
      await ctx.clients.forget(accountId);
      if (!account) await this.forgetAccount(accountId);
      return 'stop';
    }
    const client = await ctx.clients.forAccount(account);
    if (!client) return 'stop';
    let orders: Order[];
    try {
      // `fail`: a spent read budget throws BudgetExhausted before anything is sent, and
      // the tick is skipped; checking first would cost a second budget round trip per poll.
      orders = (await client.orders.list('awaiting_delivery', { onBudget: 'fail', budgetClass: 'critical' })).orders;
    } catch (error) {
      ctx.metrics?.polls.inc({ outcome: error instanceof BudgetExhausted ? 'skipped_budget' : 'failed' });
      return this.health.failed(account, classifyTrouble(error), regularNext, now);
    }
    ctx.metrics?.polls.inc({ outcome: 'ok' });
    this.health.succeeded(accountId);
    await this.health.resumeIfSuspended(account, now);
    // A shop with an order still open stays fast whatever its tier says, until the order closes.
    if (await this.reconcile(account, client, orders, open, now)) return { at: regularNext };
    return { at: regularNext, idleAt: nextTick(dueAt, now, ctx.config.listingWatchIntervalMs) };
  }

  /**
   * Whether an order is still open after this poll: waiting, or gone from the list without a final state yet.
   * `open` is what the ledger held open when the poll began.
   */
  private async reconcile(account: SellerAccount, client: SellerApi, orders: Order[], open: Set<string>, now: number): Promise<boolean> {
    // Most polls find no order and hold none open: nothing to reconcile, and no promise or array made for it.
    if (orders.length === 0 && open.size === 0) return false;
    const { ctx } = this;
    const awaiting = orders.filter((order) => order.status === 'awaiting_delivery');
    const fresh = awaiting.filter((order) => !open.has(order.id));
    const forAutopilot = await this.forAutopilot(account.id, awaiting);
    if (fresh.length > 0) {
      const facts = await Promise.all(fresh.map(async (order) => orderFacts(account, order, await this.seenCategory(account.id, order))));
      await Promise.all(facts.map((fact) => ctx.ledger.open(fact, now)));
      // Before the orders are marked open: a poll that dies in between raises the same events again, queued once.
      for (const fact of facts) await emitOrderAwaiting(ctx, fact);
      for (const fact of facts) await publishOrderWaiting(ctx, fact);
      // Autopilot goes first: an order it will try is alerted once it is done with it (handed over: loud, with the
      // reason; delivered: as the owner chose), so nobody is asked to deliver what autopilot is delivering.
      const alerted = facts.filter((fact) => !forAutopilot.has(fact.orderId));
      await ctx.notify.alerts(alerted.map((order) => ({ order })));
      await ctx.ledger.markOpen(
        account.id,
        fresh.map((order) => order.id),
      );
    }
    // After the orders are marked open, as their alerts are: a poll that dies before this queues them on the next one.
    // The watchdog first: no order is ever autopilot's without one (each id makes a repeat a no-op).
    await this.watch(account, awaiting, forAutopilot, now);
    await ctx.autopilot.deliver(account.id, [...forAutopilot.keys()]);
    const listed = new Set(awaiting.map((order) => order.id));
    const departed = [...open].filter((orderId) => !listed.has(orderId));
    if (departed.length === 0) return awaiting.length > 0;
    const delivered = await this.deliveredIds(client);
    let undecided = false;
    for (const orderId of departed) {
      const outcome = await this.outcome(account.id, orderId, delivered, now);
      if (outcome === null) {
        undecided = true;
        continue;
      }
      await ctx.notify.final({ accountId: account.id, orderId, outcome });
      await ctx.ledger.markClosed(account.id, orderId);
    }
    return awaiting.length > 0 || undecided;
  }

  /**
   * Orders of listings autopilot delivers (from a pool or the seller's supplier), that it has not tried yet: new ones,
   * and ones already waiting when the listing was put on autopilot. Queued after the order's facts are in the ledger
   * (the job reads them there); the job id makes a repeat a no-op, and a tried order has a record, so it is not
   * queued again once its job is gone.
   */
  private async forAutopilot(accountId: string, awaiting: readonly Order[]): Promise<Map<string, AutopilotSource>> {
    if (awaiting.length === 0) return new Map();
    const bindings = await this.ctx.stores.autopilot.bindings(accountId);
    const sources = new Map<string, AutopilotSource>();
    for (const binding of bindings) if (binding.mode.kind === 'deliver') sources.set(binding.listingId, binding.mode.source.kind);
    if (sources.size === 0) return new Map();
    const candidates = awaiting.filter((order) => order.offer_id != null && sources.has(order.offer_id));
    const untried = new Set(
      await this.ctx.autopilotOrders.untried(
        accountId,
        candidates.map((order) => order.id),
      ),
    );
    return new Map(
      candidates.filter((order) => untried.has(order.id)).map((order) => [order.id, sources.get(order.offer_id ?? '') ?? 'pool']),
    );
  }

  /** Each order handed to autopilot gets its watchdog (jobs/autopilot/autopilot-watchdog.ts), due when autopilot should be done. */
  private async watch(
    account: SellerAccount,
    awaiting: readonly Order[],
    forAutopilot: Map<string, AutopilotSource>,
    now: number,
  ): Promise<void> {
    const { ctx } = this;
    const watched = awaiting.flatMap((order) => {
      const source = forAutopilot.get(order.id);
      if (source === undefined) return [];
      const timing = { now, boundMs: ctx.config.autopilotWatchdogMs, deliverTimeoutMs: ctx.deliverTimeoutMs };
      const delayMs = watchdogDelayMs(orderFacts(account, order), source, timing);
      return [{ accountId: account.id, orderId: order.id, queuedAt: now, delayMs }];
    });
    await ctx.notify.watchdogs(watched);
  }

  /** The order list may not name the listing's category: the listing watch's last look at the listing does. */
  private async seenCategory(accountId: string, order: Order): Promise<string | null> {
    if (order.category || !order.offer_id) return null;
    const seen = await this.ctx.stores.listingSnapshots.seen(accountId, order.offer_id);
    return seen?.category || null;
  }

  /** A disconnected account: what the jobs kept about it goes (order ledgers expire on their own). */
  private async forgetAccount(accountId: string): Promise<void> {
    const { ctx } = this;
    await Promise.all([
      ctx.ledger.forgetOpen(accountId),
      ctx.stores.listingSnapshots.forget(accountId),
      ctx.seenDelivered.forget(accountId),
      ctx.suspensions.clear(accountId),
    ]);
    await ctx.due.listings.remove(accountId);
  }

  /** Null when the delivered list could not be read: the order stays open and the next poll decides. */
  private async outcome(accountId: string, orderId: string, delivered: Set<string> | null, now: number): Promise<FinalOutcome | null> {
    const hawker = await this.ctx.stores.deliveredBy.delivery(accountId, orderId);
    if (hawker !== null) return { kind: 'delivered', by: hawker.by, ...(hawker.autopilot ? { autopilot: hawker.autopilot } : {}) };
    // Autopilot sent a delivery whose answer was lost: its check, not the order list, says whether it landed.
    if ((await this.ctx.autopilotOrders.get(accountId, orderId))?.phase === 'sending') return null;
    if (delivered === null) return null;
    if (delivered.has(orderId)) {
      // The core names who delivered right after the marketplace accepts; give it a moment
      // before saying "not through Hawker", since the first final state written sticks.
      const firstSeenAt = await this.ctx.ledger.deliveredSeenAt(accountId, orderId, Date.now());
      return Date.now() - firstSeenAt >= DELIVERED_BY_GRACE_MS ? { kind: 'delivered', by: null } : null;
    }
    const entry = await this.ctx.ledger.get(accountId, orderId);
    const deadline = entry?.facts.deadlineAt ?? null;
    return { kind: 'cancelled', deadlinePassed: deadline !== null && deadline <= now };
  }

  private async deliveredIds(client: SellerApi): Promise<Set<string> | null> {
    try {
      const { orders } = await client.orders.list('delivered', { onBudget: 'fail', budgetClass: 'critical' });
      return new Set(orders.map((order) => order.id));
    } catch (error) {
      this.ctx.logger.info({ detail: classifyTrouble(error) }, 'delivered orders unreadable: final state waits for the next poll');
      return null;
    }
  }
}

/** How long an order seen delivered waits for the core's record of who delivered it. */
const DELIVERED_BY_GRACE_MS = 3_000;

/** Keeps each account on its own phase; after an outage the next poll is spread over an interval instead of bunched. */
export function nextTick(dueAt: number, now: number, intervalMs: number): number {
  const next = dueAt + intervalMs;
  return next > now ? next : now + Math.round(Math.random() * intervalMs);
}
