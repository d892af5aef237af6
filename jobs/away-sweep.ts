import { DEADLINE_GUARD_ACTOR } from '../src/store/audit-log.js';
import { runAwaySwitch } from '../src/core/away/away-switch.js';
import { announcementOf } from '../src/core/away/switch-announcement.js';
import { AWAY_TIME_END, SWAMPED_RULE, WORKING_HOURS } from '../src/domain/away-origin.js';
import { isWorkingTime } from '../src/core/away/working-hours.js';
import { swampedDecision } from '../src/core/away/swamped-rule.js';
import type { AccountIsolation } from './account-isolation.js';
import { emitEvent } from './webhooks/emit-event.js';
import type { JobContext } from './job-context.js';

/** Time one account's switch may take in one sweep; the next sweep carries on. */
const SLICE_MS = 4_000;

/**
 * The away switch's background half: switches at working-hours boundaries and when an
 * `away now for …` runs out, and carries on every switch a command could not finish (a
 * large shop, a spent write budget, a 429), announcing each finished one to the team.
 * Each account is its own turn: a shop whose key is refused waits out its backoff while
 * every other shop still switches on time.
 */
export async function runAwaySweep(ctx: JobContext, isolation: AccountIsolation, isStopping: () => boolean): Promise<void> {
  const awayStore = ctx.stores.away;
  const accounts = new Set([
    ...(await awayStore.accountsWithHours()),
    ...(await awayStore.accountsWithSwampedRule()),
    ...(await awayStore.pendingAccounts()),
  ]);
  for (const accountId of accounts) {
    if (isStopping()) return;
    await isolation.run({ loop: 'away', accountId, usesKey: true }, async () => {
      await decide(ctx, accountId);
      await decideSwamped(ctx, accountId);
      await announceQueued(ctx, accountId);
      await carryOn(ctx, accountId);
    });
  }
}

/** The swamped rule, on the orders Hawker knows to be waiting (alerted and not final). */
async function decideSwamped(ctx: JobContext, accountId: string): Promise<void> {
  const awayStore = ctx.stores.away;
  const threshold = await awayStore.swampedAt(accountId);
  if (threshold === null) return;
  const state = await awayStore.state(accountId);
  const decision = swampedDecision({
    threshold,
    waiting: await ctx.ledger.openCount(accountId),
    swamped: await awayStore.swamped(accountId),
    away: state?.away ?? false,
    awayBy: state?.by ?? null,
  });
  await awayStore.setSwamped(accountId, decision.swamped);
  if (decision.switchTo !== null)
    await awayStore.switchTo(accountId, { away: decision.switchTo === 'away', since: ctx.config.now(), until: null, by: SWAMPED_RULE });
}

/** Starts a switch where the clock says so: the end of an away time, or a working-hours boundary. */
async function decide(ctx: JobContext, accountId: string): Promise<void> {
  const awayStore = ctx.stores.away;
  const now = ctx.config.now();
  const state = await awayStore.state(accountId);
  if (state?.away && state.until !== null && now >= state.until) {
    await awayStore.switchTo(accountId, { away: false, since: now, until: null, by: AWAY_TIME_END });
    return;
  }
  const hours = await awayStore.hours(accountId);
  if (!hours) return;
  const working = isWorkingTime(hours, now);
  const before = await awayStore.lastWorking(accountId);
  if (before === working) return;
  await awayStore.setLastWorking(accountId, working);
  // Only at a boundary (or the first check): a `back` or `away now` in between holds until the next one.
  if (!working && !state?.away) await awayStore.switchTo(accountId, { away: true, since: now, until: null, by: WORKING_HOURS });
  if (working && state?.away) await awayStore.switchTo(accountId, { away: false, since: now, until: null, by: WORKING_HOURS });
}

/** A switch a command finished: the person had the answer, the team hears it here. */
async function announceQueued(ctx: JobContext, accountId: string): Promise<void> {
  const announcement = await ctx.stores.away.takeAnnouncement(accountId);
  if (announcement === null) return;
  await emitAwaySwitched(ctx, accountId, announcement.direction, announcement.since);
  await ctx.notify.notice(
    { accountId, audience: 'all', notice: { kind: 'away_switch', direction: announcement.direction, summary: announcement.summary } },
    `away-${announcement.direction}-${announcement.since}`,
  );
}

async function carryOn(ctx: JobContext, accountId: string): Promise<void> {
  const awayStore = ctx.stores.away;
  const direction = await awayStore.pendingSwitch(accountId);
  if (direction === null || ctx.config.now() < (await awayStore.retryAt(accountId))) return;
  const account = await ctx.stores.accounts.get(accountId);
  const api = account ? await ctx.clients.forAccount(account) : null;
  if (!account || !api) return;
  const now = () => ctx.config.now();
  const progress = await runAwaySwitch(api, awayStore, accountId, direction, now, now() + SLICE_MS);
  // Coming back puts manual listings on sale again: the shop is polled fast from the first one.
  if (direction === 'back') await ctx.stores.schedule.wake(accountId, now(), ctx.config.pollIntervalMs);
  if (progress.retryAfterMs !== null) {
    await awayStore.setRetryAt(accountId, now() + progress.retryAfterMs);
    ctx.logger.info(
      { accountId, direction, done: progress.done, total: progress.total, retryAfterMs: progress.retryAfterMs },
      'away switch continues',
    );
    return;
  }
  await awayStore.finishSwitch(accountId, direction);
  const summary = announcementOf(progress);
  await ctx.stores.audit.record({
    accountId,
    at: now(),
    actor: { system: DEADLINE_GUARD_ACTOR },
    summary: summary[0],
    action: direction === 'away' ? 'away' : 'back',
  });
  const state = await awayStore.state(accountId);
  const since = state?.since ?? now();
  await emitAwaySwitched(ctx, accountId, direction, since);
  await ctx.notify.notice(
    { accountId, audience: 'all', notice: { kind: 'away_switch', direction, summary } },
    `away-${direction}-${since}`,
  );
}

/** The shop went away or came back (`since`: when the switch began), once per switch, whichever path finished it. */
async function emitAwaySwitched(ctx: JobContext, accountId: string, direction: 'away' | 'back', since: number): Promise<void> {
  await emitEvent(ctx, accountId, 'away.switched', `${direction}.${since}`, { direction, since: new Date(since).toISOString() });
}
