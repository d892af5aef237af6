import type { ListingSummaryRow } from '../../src/api/schemas/listing.js';
import type { Order } from '../../src/api/schemas/order.js';
import type { SaleRecord } from '../../src/store/sales-book.js';
import { startedAt, type LedgerEntry } from '../../src/store/alert-ledger.js';
import type { FinalOutcome } from '../../src/store/alerted-order.js';
import { epochMs } from '../order-facts.js';

/**
 * A manual order's record once its final state is settled. Its day comes from when it
 * was placed (or first seen), which every worker reads the same, so the book's
 * once-marker lands in the same day whoever records it. Category and game are the
 * caller's to add: the order facts carry neither.
 */
export function manualSaleRecord(entry: LedgerEntry, outcome: FinalOutcome, now: number, costCents: number | null): SaleRecord {
  const { facts } = entry;
  const started = startedAt(entry);
  const delivered = outcome.kind === 'delivered';
  const quantity = facts.quantity ?? 1;
  return {
    orderId: facts.orderId,
    at: facts.createdAt ?? entry.openedAt ?? now,
    listingId: facts.offerId,
    title: facts.title,
    category: null,
    game: null,
    quantity,
    amountCents: delivered ? (facts.priceCents ?? 0) : 0,
    costCents: delivered ? costCents : null,
    estimated: delivered && facts.priceCents === null,
    deliveryType: 'manual',
    // Autopilot is counted apart by its outcome, not named as a person.
    deliveredBy: outcome.kind === 'delivered' && !outcome.autopilot ? outcome.by : null,
    deliverySeconds: delivered && started !== null ? Math.max(0, Math.round((now - started) / 1000)) : null,
    outcome: saleOutcome(outcome),
    source: 'live',
  };
}

function saleOutcome(outcome: FinalOutcome): SaleRecord['outcome'] {
  if (outcome.kind !== 'delivered') return 'lost';
  if (outcome.autopilot) return 'delivered_autopilot';
  return outcome.by === null ? 'delivered_elsewhere' : 'delivered_hawker';
}

/**
 * An order read from the delivered list: an instant sale, or on the first look after
 * connecting (`backfill`) any order delivered before Hawker watched. Without an order
 * price, the listing's price times the quantity, marked estimated.
 */
export function deliveredOrderRecord(
  order: Order,
  listing: ListingSummaryRow | undefined,
  now: number,
  source: SaleRecord['source'],
  costCents: number | null,
): SaleRecord {
  const manual = listing?.delivery_type === 'manual';
  const quantity = order.quantity ?? 1;
  const listingPrice = listing?.price ?? null;
  const amountCents = order.price ?? (listingPrice === null ? 0 : listingPrice * quantity);
  return {
    orderId: order.id,
    at: epochMs(order.created_at) ?? epochMs(order.delivered_at) ?? now,
    listingId: order.offer_id ?? null,
    title: order.title ?? listing?.title ?? null,
    category: order.category ?? stringOrNull(listing?.category),
    game: listing?.game_name ?? null,
    quantity,
    amountCents,
    costCents,
    estimated: order.price === null || order.price === undefined,
    deliveryType: manual ? 'manual' : 'instant',
    deliveredBy: null,
    deliverySeconds: null,
    outcome: manual ? 'delivered_elsewhere' : 'instant',
    source,
  };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
