import { SendFailed } from './chat-sender.js';
import { dueReminders, nextCountdownAt, remindersAfterStart } from './countdown-cadence.js';
import type { Reply } from '../src/core/reply.js';
import { renderAlert, renderDisconnected, renderReminder } from './alert-render.js';
import { sendOrRetire } from './alert-targets.js';
import { startedAt, targetKindOf, type LedgerEntry } from './alert-ledger.js';
import type { JobContext } from './job-context.js';
import { parseCountdownMember } from './job-keys.js';
import { escalate } from './guard/escalation.js';
import type { OrderTake } from '../src/store/order-take-store.js';

/** How long a reminder that could not be sent waits before the next try. */
const REMINDER_RETRY_MS = 5_000;

/**
 * One countdown step of one order: refresh the time left on its alert messages,
 * send a reminder when a threshold passed, and say when to come back. Returns the
 * next due time, or null once the countdown is over.
 */
export async function runCountdown(ctx: JobContext, member: string): Promise<number | null> {
  const subject = parseCountdownMember(member);
  if (!subject) return null;
  const { accountId, orderId } = subject;
  const entry = await ctx.ledger.get(accountId, orderId);
  if (!entry || entry.final || entry.facts.deadlineAt === null) return null;
  if (!(await ctx.stores.accounts.get(accountId))) {
    await editAlerts(ctx, entry, renderDisconnected(entry.facts));
    return null;
  }
  const deadlineAt = entry.facts.deadlineAt;
  const now = ctx.config.now();
  const settings = await ctx.stores.alertSettings.get(accountId);
  const thresholds = remindersAfterStart(settings.reminderMinutes, deadlineAt, startedAt(entry));
  const reminders = dueReminders(now, deadlineAt, thresholds, entry.remindersSent);
  const sent = new Set(entry.remindersSent);
  let retryAt: number | null = null;
  if (reminders.send !== null) {
    if (await sendReminder(ctx, accountId, orderId, reminders.send, now)) {
      await ctx.ledger.markReminders(accountId, orderId, reminders.markSent);
      for (const minutes of reminders.markSent) sent.add(minutes);
    } else {
      retryAt = now + REMINDER_RETRY_MS;
    }
  }
  const escalation = await escalate(ctx, entry, settings.escalation, now);
  const taken = await ctx.stores.orderTakes.takenBy(accountId, orderId);
  await refreshAlerts(ctx, entry, now, taken);
  const next = nextCountdownAt(now, deadlineAt, thresholds, sent, ctx.config.cadence);
  if (next === null) return null;
  return Math.min(next, retryAt ?? next, escalation.nextAt ?? next);
}

async function sendReminder(ctx: JobContext, accountId: string, orderId: string, minutes: number, now: number): Promise<boolean> {
  const entry = await ctx.ledger.get(accountId, orderId);
  if (!entry) return true;
  const reply = renderReminder(entry.facts, minutes, now, await ctx.stores.orderTakes.takenBy(accountId, orderId));
  let allSent = true;
  for (const target of await ctx.stores.alertSettings.targetsFor(accountId, now)) {
    if (!(await ctx.ledger.claimReminder(accountId, orderId, minutes, target))) continue;
    try {
      const result = await sendOrRetire(ctx, accountId, target, reply);
      if (result.status === 'sent') await ctx.stores.alertMessages.remember(result.ref, { accountId, orderId });
    } catch (error) {
      if (!(error instanceof SendFailed)) throw error;
      await ctx.ledger.releaseReminder(accountId, orderId, minutes, target);
      ctx.logger.info({ accountId, platform: target.platform }, 'reminder not sent: retrying soon');
      allSent = false;
    }
  }
  return allSent;
}

/** Edits are best effort: a missed one is corrected by the next, minutes later. */
async function refreshAlerts(ctx: JobContext, entry: LedgerEntry, now: number, taken: OrderTake | null): Promise<void> {
  await editAlerts(ctx, entry, renderAlert(entry.facts, now, taken));
}

async function editAlerts(ctx: JobContext, entry: LedgerEntry, reply: Reply): Promise<void> {
  for (const [key, ref] of entry.sent) {
    const kind = targetKindOf(key);
    try {
      await ctx.sender.edit(ref, kind, reply);
    } catch (error) {
      if (!(error instanceof SendFailed)) throw error;
      ctx.logger.debug({ platform: ref.platform }, 'countdown edit failed: the next one will catch up');
    }
  }
}
