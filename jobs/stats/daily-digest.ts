import { localTime, minutesOf } from '../../src/domain/local-time.js';
import type { AccountIsolation } from '../account-isolation.js';
import type { JobContext } from '../job-context.js';

const PAGE = 1_000;

/**
 * Each account whose digest time has come in its own zone today gets one summary of
 * the local day's sales. The first worker to set the day's marker sends (or, with no
 * sales, skips) it; the notice job's id is per account and local day as well. An account
 * whose digest fails is retried after its backoff; the others get theirs meanwhile.
 */
export async function sendDueDigests(ctx: JobContext, isolation: AccountIsolation): Promise<void> {
  const now = ctx.config.now();
  let cursor: string | null = null;
  do {
    const page = await ctx.stores.accounts.listAlertEnabled(cursor, PAGE);
    for (const accountId of page.ids) await isolation.run({ loop: 'digests', accountId }, () => digestIfDue(ctx, accountId, now));
    cursor = page.cursor;
  } while (cursor !== null);
}

async function digestIfDue(ctx: JobContext, accountId: string, now: number): Promise<void> {
  const { digest } = await ctx.stores.alertSettings.get(accountId);
  if (digest === null) return;
  const local = localTime(now, digest.timeZone);
  if (local.minute < minutesOf(digest.time)) return;
  if (!(await ctx.digestDays.claim(accountId, local.date))) return;
  const [today] = await ctx.stores.salesBook.totals(accountId, [local.date], digest.timeZone);
  if (today === undefined || today.orders === 0) return;
  await ctx.notify.notice(
    {
      accountId,
      audience: 'all',
      notice: {
        kind: 'sales_digest',
        localDay: local.date,
        orders: today.orders,
        units: today.units,
        revenueCents: today.cents,
        estimatedCents: today.estimatedCents,
        lost: today.lost,
        autopilot: today.autopilot,
        ...(today.costedCents > 0 || today.costCents > 0
          ? { profitCents: today.costedCents - today.costCents, costedCents: today.costedCents, costUnknown: today.costUnknown }
          : {}),
      },
    },
    `digest.${local.date}`,
  );
}
