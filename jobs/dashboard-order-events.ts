import type { WaitingOrder } from '../src/domain/reply.js';
import type { OrderFacts } from '../src/store/alerted-order.js';
import type { JobContext } from './job-context.js';

/**
 * A new order waits: open dashboard pages of the shop show it at once, as the `orders`
 * command's data shows a waiting order (the buyer's inputs already read through shownText).
 */
export async function publishOrderWaiting(ctx: JobContext, facts: OrderFacts): Promise<void> {
  await ctx.stores.dashboardEvents.orderWaiting(facts.accountId, waitingOrder(facts, ctx.config.now()));
}

function waitingOrder(facts: OrderFacts, nowMs: number): WaitingOrder {
  return {
    id: facts.orderId,
    title: facts.title,
    listing_id: facts.offerId,
    category: facts.category ?? null,
    quantity: facts.quantity,
    price_cents: facts.priceCents,
    created_at: isoOrNull(facts.createdAt),
    deadline_at: isoOrNull(facts.deadlineAt),
    seconds_left: facts.deadlineAt === null ? null : Math.max(0, Math.floor((facts.deadlineAt - nowMs) / 1000)),
    buyer_inputs: (facts.buyerInputs ?? []).map(({ label, value }) => ({ label, value })),
  };
}

function isoOrNull(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}
