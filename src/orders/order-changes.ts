import type { Order } from '../api/schemas/order.js';
import type { LedgerEntry } from '../store/alert-ledger.js';
import type { AutopilotDelivery, FinalOutcome } from '../store/alerted-order.js';
import type { DeliveringActor } from './delivery-ports.js';

/** Who Hawker delivered an order as: a person (or token) through `deliver`, or autopilot with what it sent, masked. */
type DeliveredBy = { kind: 'person'; actor: DeliveringActor } | { kind: 'autopilot'; delivery: AutopilotDelivery };

/** Something that happened to an order, raised once where it happened and heard by every listener. */
export type OrderChange =
  /** Hawker delivered it: the marketplace accepted the goods, or a lost answer was read back as delivered. */
  | { kind: 'delivered'; accountId: string; orderId: string; by: DeliveredBy; at: number }
  /** A team member took it (`name` as the team sees them; `identityId` theirs). */
  | { kind: 'taken'; accountId: string; order: Order; name: string; identityId: string; at: number }
  /** A person's delivery, read back, found it neither waiting nor delivered (cancelled or expired). */
  | { kind: 'gone'; accountId: string; orderId: string }
  /** The worker recorded its final state (`outcome` as settled once on the ledger). */
  | { kind: 'settled'; entry: LedgerEntry; outcome: FinalOutcome };

export type OrderChangeListener = (change: OrderChange) => Promise<void>;

/**
 * The one place an order's change is raised. Listeners (the dashboard's events, who delivered,
 * the sales book, webhooks, the alerts' edits) live in the core and the jobs and register
 * here when their process is composed, so this folder imports none of them. They hear each
 * change in the order they registered, one after the other: a listener that throws stops the
 * rest, and the caller's retry (a job retried) raises it again, so each must be idempotent.
 */
export class OrderChanges {
  private readonly listeners: OrderChangeListener[] = [];

  listen(listener: OrderChangeListener): void {
    this.listeners.push(listener);
  }

  async raise(change: OrderChange): Promise<void> {
    for (const listener of this.listeners) await listener(change);
  }
}
