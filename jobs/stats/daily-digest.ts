import { localClock, minutesOf } from '../../src/core/stats/local-clock.js';
import { utcDay } from '../../src/store/sales-book.js';
import type { JobContext } from '../job-context.js';

const PAGE = 1_000;
const HOUR_MS = 3600 * 1000;
/** A local day spans at most 26 hours of UTC (zones from −12 to +14): every UTC day it touches is read. */
const LOCAL_DAY_REACH_MS = 26 * HOUR_MS;
/** The once-a-day marker outlives the local day in every zone. */
const DAY_MARK_TTL_SECONDS = 3 * 24 * 3600;

/**
 * Each account whose digest time has come in its own zone today gets one summary of
 * the local day's sales. The first worker to set the day's marker sends (or, with no
 * sales, skips) it; the notice job's id is per account and local day as well.
 */
export async function sendDueDigests(ctx: JobContext): Promise<void> {
  const now = ctx.config.now();
  let cursor: string | null = null;
  do {
    const page = await ctx.stores.accounts.listAlertEnabled(cursor, PAGE);
    for (const accountId of page.ids) await digestIfDue(ctx, accountId, now);
    cursor = page.cursor;
  } while (cursor !== null);
}

async function digestIfDue(ctx: JobContext, accountId: string, now: number): Promise<void> {
  const { digest } = await ctx.stores.alertSettings.get(accountId);
  if (digest === null) return;
  const local = localClock(now, digest.timeZone);
  if (local.minutes < minutesOf(digest.time)) return;
  const claimed = await ctx.redis.set(ctx.keys.digestDay(accountId, local.day), '1', 'EX', DAY_MARK_TTL_SECONDS, 'NX');
  if (claimed !== 'OK') return;
  const days = [...new Set([utcDay(now - LOCAL_DAY_REACH_MS), utcDay(now - LOCAL_DAY_REACH_MS / 2), utcDay(now)])].sort();
  const today = (await ctx.stores.salesBook.records(accountId, days)).filter(
    (record) => localClock(record.at, digest.timeZone).day === local.day,
  );
  const sold = today.filter((record) => record.outcome !== 'lost');
  if (sold.length === 0) return;
  const sum = (pick: (record: (typeof sold)[number]) => number) => sold.reduce((total, record) => total + pick(record), 0);
  await ctx.notify.notice(
    {
      accountId,
      audience: 'all',
      notice: {
        kind: 'sales_digest',
        localDay: local.day,
        orders: sold.length,
        units: sum((record) => record.quantity),
        revenueCents: sum((record) => record.amountCents),
        estimatedCents: sum((record) => (record.estimated ? record.amountCents : 0)),
        lost: today.length - sold.length,
      },
    },
    `digest.${local.day}`,
  );
}
