import type { FinalOutcome } from '../store/alerted-order.js';
import type { DashboardEvents, OrderDoneOutcome } from '../store/dashboard-events.js';
import type { DeliveredByStore } from '../store/delivered-by-store.js';
import type { OrderChangeListener } from './order-changes.js';

/** Who delivered through Hawker, kept for the alert's final state (and a repeated autopilot run finishing from it). */
export function recordDeliverer(deliveredBy: DeliveredByStore): OrderChangeListener {
  return async (change) => {
    if (change.kind !== 'delivered') return;
    const { accountId, orderId, by, at } = change;
    if (by.kind === 'person') await deliveredBy.record(accountId, orderId, by.actor, at);
    else await deliveredBy.recordAutopilot(accountId, orderId, by.delivery, at);
  };
}

/**
 * Open dashboard pages of the shop drop an order that no longer waits. Autopilot's delivery
 * shows once its final state is settled, as `autopilot`; a person's at once, as `delivered`.
 */
export function publishToDashboard(events: DashboardEvents): OrderChangeListener {
  return async (change) => {
    switch (change.kind) {
      case 'delivered':
        if (change.by.kind !== 'person') return;
        return events.orderDone(change.accountId, {
          id: change.orderId,
          outcome: 'delivered',
          by: change.by.actor.displayName ?? change.by.actor.userId,
          at: new Date(change.at).toISOString(),
        });
      case 'taken':
        return events.orderDone(change.accountId, {
          id: change.order.id,
          outcome: 'taken',
          by: change.name,
          at: new Date(change.at).toISOString(),
        });
      case 'gone':
        return events.orderDone(change.accountId, { id: change.orderId, outcome: 'gone', by: null, at: null });
      case 'settled': {
        const { facts } = change.entry;
        // The ledger keeps who delivered but not when: the page shows when it heard of it.
        const by = change.outcome.kind === 'delivered' && !change.outcome.autopilot ? change.outcome.by : null;
        return events.orderDone(facts.accountId, { id: facts.orderId, outcome: doneOutcome(change.outcome), by, at: null });
      }
    }
  };
}

function doneOutcome(outcome: FinalOutcome): OrderDoneOutcome {
  if (outcome.kind === 'cancelled') return 'gone';
  return outcome.autopilot ? 'autopilot' : 'delivered';
}
