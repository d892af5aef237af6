import type { HandOverReason } from '../../src/store/alert-ledger.js';
import type { FinalOutcome, OrderFacts } from '../../src/store/alerted-order.js';
import type { JobContext } from '../job-context.js';
import { emitEvent } from './emit-event.js';

/**
 * What every order event says of the order: what the order list showed, never the buyer's
 * inputs (a player id is the buyer's, not the receiver's) and never what was delivered.
 */
function orderData(facts: OrderFacts): Record<string, unknown> {
  return {
    order_id: facts.orderId,
    listing_id: facts.offerId,
    title: facts.title,
    quantity: facts.quantity,
    price_cents: facts.priceCents,
    placed_at: isoOrNull(facts.createdAt),
    deadline_at: isoOrNull(facts.deadlineAt),
  };
}

function isoOrNull(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** A new order waits for delivery: one event per order, however many polls see it new. */
export async function emitOrderAwaiting(ctx: JobContext, facts: OrderFacts): Promise<void> {
  await emitEvent(ctx, facts.accountId, 'order.awaiting_delivery', facts.orderId, orderData(facts), facts.orderId);
}

/**
 * The order's settled outcome: delivered (`by` a person's name, `autopilot`, or null when it
 * was delivered outside Hawker) or cancelled (`deadline_passed`). The codes autopilot sent, even masked, stay out.
 */
export async function emitOrderFinal(ctx: JobContext, facts: OrderFacts, outcome: FinalOutcome): Promise<void> {
  if (outcome.kind === 'delivered') {
    const by = outcome.autopilot ? 'autopilot' : outcome.by;
    await emitEvent(ctx, facts.accountId, 'order.delivered', facts.orderId, { ...orderData(facts), by }, facts.orderId);
  } else {
    const data = { ...orderData(facts), deadline_passed: outcome.deadlinePassed };
    await emitEvent(ctx, facts.accountId, 'order.cancelled', facts.orderId, data, facts.orderId);
  }
}

/**
 * Autopilot gave the order to people. `reason` is the code of why (the key of the sentence the
 * alert shows, such as `autopilot-why-pool-short` or `supplier-answer-wrong-count`); `source`
 * says whether autopilot itself or the seller's supplier failed. The sentence's details stay out.
 */
export async function emitAutopilotFailed(ctx: JobContext, facts: OrderFacts, reason: HandOverReason): Promise<void> {
  const said = reason.kind === 'autopilot' ? reason.why : reason.answer;
  const data = { ...orderData(facts), source: reason.kind, reason: said.key };
  await emitEvent(ctx, facts.accountId, 'autopilot.failed', facts.orderId, data, facts.orderId);
}

/** A reminder threshold passed: `minutes_left` is the threshold (minutes before the deadline), once per order and threshold. */
export async function emitDeadlineSoon(ctx: JobContext, facts: OrderFacts, minutesLeft: number): Promise<void> {
  const data = { ...orderData(facts), minutes_left: minutesLeft };
  await emitEvent(ctx, facts.accountId, 'order.deadline_soon', `${facts.orderId}.${minutesLeft}`, data, facts.orderId);
}
