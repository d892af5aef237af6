import { createHash } from 'node:crypto';
import type { JobContext } from './job-context.js';

const PAGE = 1_000;

/** A stable spot in the interval per account, so accounts added together are not polled in lockstep. */
function phaseOf(accountId: string, intervalMs: number): number {
  const hash = createHash('sha1').update(accountId).digest();
  return hash.readUInt32BE(0) % Math.max(1, intervalMs);
}

/**
 * Puts every account with alerts on and a working key into the poll schedules.
 * Only adds: an account already scheduled keeps its time (so a sync never delays
 * or repeats a poll), and an account that should stop is dropped by its own poll.
 */
export async function syncAccounts(ctx: JobContext): Promise<number> {
  const now = ctx.config.now();
  let cursor: string | null = null;
  let added = 0;
  do {
    const page = await ctx.stores.accounts.listAlertEnabled(cursor, PAGE);
    if (page.ids.length > 0) {
      added += await ctx.due.orders.addAllIfAbsent(
        page.ids.map((id) => ({ member: id, dueAt: now + phaseOf(id, ctx.config.pollIntervalMs) })),
      );
      await ctx.due.listings.addAllIfAbsent(
        page.ids.map((id) => ({ member: id, dueAt: now + phaseOf(id, ctx.config.listingWatchIntervalMs) })),
      );
    }
    cursor = page.cursor;
  } while (cursor !== null);
  return added;
}
