import type { Next } from './account-health.js';
import type { AccountIsolation, AccountLoop } from './account-isolation.js';
import type { DueSet, DueItem } from '../src/store/due-set.js';
import type { JobContext } from './job-context.js';
import { sleep } from '../src/api/sleep.js';

type DueHandler = (item: DueItem) => Promise<Next>;

/** A due set and what runs each of its entries, for the account each entry belongs to. */
export interface DueLoop {
  loop: AccountLoop;
  set: DueSet;
  handle: DueHandler;
  /** The account an entry belongs to; the entry is the account itself unless given. */
  accountOf?: (member: string) => string;
  /**
   * Puts an entry back at its next time (or removes it on `stop`) and answers whether its
   * account is still connected, which spares the turn a look of its own; the set's own
   * `reschedule` at `next.at` (or `remove`) unless given.
   */
  settle?: (member: string, next: Next) => Promise<boolean>;
}

/** Runs `task` over `items` with at most `limit` running at once. */
export async function forEachBounded<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * A sweep that found work, or follows one that did (`busy`), keeps looking every `stepMs`
 * until the next sweep begins (`untilMs` after it began). `busy` matters: a sweep's first
 * claim may find nothing, the one before having just claimed, and ending there would leave
 * the shops falling due in its period to the sweep after.
 */
export interface SweepPace {
  stepMs: number;
  untilMs: number;
  busy: boolean;
}

/**
 * One sweep: claim what is due, run it with bounded concurrency, put each entry
 * back at its next time. Claims are leased, so entries held by a worker that dies
 * come back after the lease; on shutdown, entries not started are handed back at once.
 * Each entry runs as its account's turn: one that fails waits out its backoff alone. Given a
 * `pace`, a busy sweep looks again every step until the next sweep's turn.
 */
export async function sweep(
  ctx: JobContext,
  isolation: AccountIsolation,
  due: DueLoop,
  stopping: () => boolean,
  pace?: SweepPace,
): Promise<number> {
  const { config } = ctx;
  const { set, handle } = due;
  const started = Date.now();
  let handled = 0;
  while (!stopping() && Date.now() - started < config.maxSweepMs) {
    const items = await set.claim(config.now(), config.claimBatch, config.leaseMs);
    if (items.length === 0) {
      // An idle worker ends here, as each step costs a claim; a busy one looks again soon.
      if (!pace || (handled === 0 && !pace.busy) || Date.now() - started + pace.stepMs >= pace.untilMs) break;
      await sleep(pace.stepMs);
      continue;
    }
    await forEachBounded(items, config.pollConcurrency, async (item) => {
      if (stopping()) {
        await set.reschedule(item.member, item.dueAt);
        return;
      }
      const accountId = due.accountOf?.(item.member) ?? item.member;
      const turn = { loop: due.loop, accountId, entry: item.member, disconnectLookedAfter: due.settle !== undefined };
      const ran = await isolation.run(turn, () => handle(item));
      const next: Next = ran.ran ? ran.value : { at: ran.retryAt };
      handled += 1;
      if (due.settle) {
        if (!(await due.settle(item.member, next))) await isolation.clearIfDisconnected(turn);
      } else if (next === 'stop') await set.remove(item.member);
      else await set.reschedule(item.member, next.at);
    });
  }
  return handled;
}
