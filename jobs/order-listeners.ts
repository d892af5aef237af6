import type { LedgerEntry } from '../src/store/alert-ledger.js';
import type { FinalOutcome } from '../src/store/alerted-order.js';
import type { OrderChangeListener } from '../src/orders/order-changes.js';
import { publishToDashboard, recordDeliverer } from '../src/orders/store-listeners.js';
import { ChatLanguages } from './chat-languages.js';
import type { JobContext } from './job-context.js';
import { seenListingKind } from './listing-watch.js';
import { reportLostOrder } from './lost-order.js';
import { showFinal } from './order-alert.js';
import { saleCost } from './stats/sale-cost.js';
import { manualSaleRecord } from './stats/sale-records.js';
import { emitOrderFinal } from './webhooks/order-events.js';

/**
 * What the worker does when an order changes, in this order. The sales book comes before the
 * edits: a failed edit retries the final job, which raises the change again, and the book
 * counts the order once anyway; the edits come last, each message marked once it shows the final state.
 */
export function listenToOrders(ctx: JobContext): void {
  const changes = ctx.orderChanges;
  changes.listen(recordDeliverer(ctx.stores.deliveredBy));
  changes.listen(
    onSettled(async (entry, outcome) => {
      const { accountId, orderId, offerId, quantity } = entry.facts;
      const kind = await seenListingKind(ctx, accountId, offerId);
      const cost =
        outcome.kind === 'delivered'
          ? await saleCost(ctx.stores.costs, accountId, { orderId, listingId: offerId, quantity: quantity ?? 1 })
          : null;
      await ctx.stores.salesBook.record(accountId, { ...manualSaleRecord(entry, outcome, ctx.config.now(), cost), ...kind });
    }),
  );
  changes.listen(onSettled((entry, outcome) => emitOrderFinal(ctx, entry.facts, outcome)));
  changes.listen(publishToDashboard(ctx.stores.dashboardEvents));
  changes.listen(
    onSettled(async (entry, outcome) => {
      if (outcome.kind === 'cancelled' && outcome.deadlinePassed) await reportLostOrder(ctx, entry);
    }),
  );
  changes.listen(onSettled((entry, outcome) => showFinal(ctx, entry, outcome, new ChatLanguages(ctx, entry.facts.accountId))));
}

function onSettled(listener: (entry: LedgerEntry, outcome: FinalOutcome) => Promise<void>): OrderChangeListener {
  return async (change) => {
    if (change.kind === 'settled') await listener(change.entry, change.outcome);
  };
}
