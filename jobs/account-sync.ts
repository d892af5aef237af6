import { phaseOf } from '../src/store/poll-schedule.js';
import type { JobContext } from './job-context.js';

const PAGE = 1_000;

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
