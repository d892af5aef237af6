import type { AwayOrigin } from '../../domain/away-origin.js';

export interface SwampedInput {
  /** Take manual listings off sale at this many waiting orders. */
  threshold: number;
  waiting: number;
  /** The rule took the shop away and the queue has not drained since. */
  swamped: boolean;
  away: boolean;
  awayBy: AwayOrigin | null;
}

export interface SwampedDecision {
  switchTo: 'away' | 'back' | null;
  swamped: boolean;
}

/** The queue has drained once no more than half the threshold waits: going back at one under it would flap with every delivery. */
export function drainedAt(threshold: number): number {
  return Math.floor(threshold / 2);
}

/**
 * The swamped rule: at `threshold` waiting orders the shop goes away (unless it is away
 * already for another reason), and it comes back once the queue drains, only if the
 * rule is what took it away. A `back` while swamped holds until the queue drains.
 */
export function swampedDecision(input: SwampedInput): SwampedDecision {
  if (!input.swamped) {
    if (input.waiting < input.threshold || input.away) return { switchTo: null, swamped: false };
    return { switchTo: 'away', swamped: true };
  }
  if (input.waiting > drainedAt(input.threshold)) return { switchTo: null, swamped: true };
  return { switchTo: input.away && input.awayBy?.kind === 'swamped_rule' ? 'back' : null, swamped: false };
}
