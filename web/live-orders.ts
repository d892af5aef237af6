import type { LiveEvent } from './events.js';
import type { WaitingOrder } from './wire.js';

/** Who delivered an order the page showed, and when: its card stays, saying so, until dismissed. */
interface Delivered {
  by: string | null;
  /** An ISO time: the server's where it said, else when the page heard of it. */
  at: string;
  autopilot: boolean;
}

/** An order as the page shows it: still waiting, or delivered and kept until the seller dismisses it. */
export type ShownOrder = WaitingOrder & { delivered?: Delivered };

type DoneEvent = Extract<LiveEvent, { type: 'order.done' }>;

/**
 * An order that stopped waiting: a delivered one stays as a delivered card (a seller who looked
 * away sees what happened to it); taken or gone, it leaves the page as before.
 */
export function settle(shown: ShownOrder[], event: DoneEvent, heardAt: Date): ShownOrder[] {
  if (event.outcome !== 'delivered' && event.outcome !== 'autopilot') return shown.filter((order) => order.id !== event.id);
  const delivered: Delivered = { by: event.by, at: event.at ?? heardAt.toISOString(), autopilot: event.outcome === 'autopilot' };
  return shown.map((order) => (order.id === event.id && !order.delivered ? { ...order, delivered } : order));
}

export function waitingOnly(shown: ShownOrder[]): WaitingOrder[] {
  return shown.filter((order) => !order.delivered);
}

export function dismiss(shown: ShownOrder[], orderId: string): ShownOrder[] {
  return shown.filter((order) => order.id !== orderId);
}
