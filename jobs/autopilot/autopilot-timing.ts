import type { OrderFacts } from '../../src/store/alerted-order.js';

/** Deliveries sent for one order before autopilot gives it to people: each was read back as not landed first. */
export const MAX_SENDS = 3;

/** Without a deadline from the marketplace, a failing supplier is asked again for this long after the order was seen. */
const ASK_WITHOUT_DEADLINE_MS = 60 * 60_000;

/**
 * Until when a failing supplier is asked again (jobs clock): a tenth of the order's window
 * before its deadline, and at least five minutes, so people still have time to deliver it;
 * an hour after the order was seen when the marketplace gave no deadline. `began`: when the
 * order's wait began as Hawker knows it.
 */
export function askingCutoff(deadlineAt: number | null, began: number | null): number {
  if (deadlineAt === null) return (began ?? Date.now()) + ASK_WITHOUT_DEADLINE_MS;
  const window = began === null ? 0 : Math.max(0, deadlineAt - began);
  return deadlineAt - Math.max(5 * 60_000, window / 10);
}

/**
 * How long after autopilot is handed an order its watchdog looks whether autopilot is done
 * with it. From a pool autopilot is done in seconds: `boundMs` (two minutes shipped), or
 * sooner when the asking cutoff comes first. A supplier is asked again until that cutoff,
 * so its orders are looked at then. Never before a pool's own retries can be over (every
 * send and its read back), so a slow but working delivery is never taken from autopilot.
 */
export function watchdogDelayMs(
  facts: Pick<OrderFacts, 'deadlineAt' | 'createdAt'>,
  source: 'pool' | 'supplier',
  timing: { now: number; boundMs: number; deliverTimeoutMs: number },
): number {
  const untilCutoff = askingCutoff(facts.deadlineAt, facts.createdAt ?? timing.now) - timing.now;
  const bound = source === 'supplier' ? untilCutoff : Math.min(timing.boundMs, untilCutoff);
  return Math.max(MAX_SENDS * 2 * timing.deliverTimeoutMs, bound);
}
