import { msg } from '../../src/i18n/index.js';
import type { AutopilotOrderState } from '../../src/store/autopilot-order-store.js';
import type { JobContext } from '../job-context.js';
import type { WatchdogJobData } from '../job-names.js';
import { alertPeople, giveClaimBack, handOver, why } from './hand-over.js';

/**
 * The safety net under autopilot: a person always hears of an order autopilot was handed
 * (docs/autopilot.md, "Who hears of it"). Due once autopilot should be done with the order;
 * when it is not (its job keeps failing, its worker is down, or it is simply slow), the order
 * goes to people through autopilot's own hand-over, loud, with the reason. The take-over is
 * one step on autopilot's record, so of the watchdog and a late run of autopilot only one
 * decides: once taken, autopilot starts nothing, records no send and gives back its claim, so
 * it never delivers after people were told to. A delivery already sent and not yet read back
 * stays autopilot's (its codes may have reached the buyer): people are alerted as before
 * autopilot went first, and autopilot's claim keeps a second delivery out.
 */
export async function processWatchdog(ctx: JobContext, data: WatchdogJobData): Promise<void> {
  const { accountId, orderId } = data;
  const entry = await ctx.ledger.get(accountId, orderId);
  if (!entry || entry.final) return;
  const taken = await ctx.autopilotOrders.takeOver(accountId, orderId);
  if (!taken.taken) {
    if (taken.was?.phase === 'sending') await alertPeople(ctx, entry);
    return;
  }
  ctx.logger.warn({ accountId, orderId, phase: taken.was?.phase ?? 'none' }, 'autopilot did not finish an order in time: given to people');
  await giveClaimBack(ctx, accountId, orderId);
  await letGoodsGo(ctx, accountId, orderId, taken.was);
  const minutes = Math.max(1, Math.ceil((ctx.config.now() - data.queuedAt) / 60_000));
  await handOver(ctx, entry, why(msg('autopilot-why-stalled', { minutes })), entry.facts.offerId);
}

/** Goods autopilot held and never sent go back: a pool's reserved codes to the pool, a supplier's answer is let go. */
async function letGoodsGo(ctx: JobContext, accountId: string, orderId: string, was: AutopilotOrderState | null): Promise<void> {
  if (was?.phase === 'asking' || (was?.phase === 'sending' && was.pool === null)) await ctx.stores.supplierGoods.drop(accountId, orderId);
  else if (was?.phase === 'sending' && was.pool !== null) await ctx.stores.pools.release(accountId, was.pool, orderId);
}
