import { SendFailed } from './chat-sender.js';
import { dueReminders, nextCountdownAt, remindersAfterStart } from './countdown-cadence.js';
import type { Reply } from '../src/domain/reply.js';
import { renderAlert, renderDisconnected, renderReminder } from './alert-render.js';
import { sendOrRetire } from './alert-targets.js';
import { startedAt, type LedgerEntry } from '../src/store/alert-ledger.js';
import { targetOf } from '../src/store/alert-target-key.js';
import { ChatLanguages, Wording } from './chat-languages.js';
import type { JobContext } from './job-context.js';
import { parseCountdownMember } from '../src/store/countdown-schedule.js';
import { escalate } from './escalation.js';
import type { OrderTake } from '../src/store/order-take-store.js';
import type { OrderMessage } from '../src/store/alert-message-store.js';
import { emitDeadlineSoon } from './webhooks/order-events.js';
import { orderMessages, stillHeard } from './order-messages.js';

/** How long a reminder that could not be sent waits before the next try. */
const REMINDER_RETRY_MS = 5_000;

/**
 * One countdown step of one order: refresh the time left on its alert messages,
 * send a reminder when a threshold passed, and say when to come back. Returns the
 * next due time, or null once the countdown is over. Every message is worded in its
 * chat's language, each chat's read once for the whole step.
 */
export async function runCountdown(ctx: JobContext, member: string): Promise<number | null> {
  const subject = parseCountdownMember(member);
  if (!subject) return null;
  const { accountId, orderId } = subject;
  const entry = await ctx.ledger.get(accountId, orderId);
  if (!entry || entry.final || entry.facts.deadlineAt === null) return null;
  const languages = new ChatLanguages(ctx, accountId);
  if (!(await ctx.stores.accounts.get(accountId))) {
    // The account and its roles are gone: every message about the order says so, buttons off.
    await editMessages(ctx, await orderMessages(ctx, entry), languages, () => renderDisconnected(entry.facts));
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
    await emitDeadlineSoon(ctx, entry.facts, reminders.send);
    if (await sendReminder(ctx, languages, accountId, orderId, reminders.send, now)) {
      await ctx.ledger.markReminders(accountId, orderId, reminders.markSent);
      for (const minutes of reminders.markSent) sent.add(minutes);
    } else {
      retryAt = now + REMINDER_RETRY_MS;
    }
  }
  const escalation = await escalate(ctx, entry, settings.escalation, now, languages);
  const taken = await ctx.stores.orderTakes.takenBy(accountId, orderId);
  await refreshAlerts(ctx, entry, languages, now, taken);
  const next = nextCountdownAt(now, deadlineAt, thresholds, sent, ctx.config.cadence);
  if (next === null) return null;
  return Math.min(next, retryAt ?? next, escalation.nextAt ?? next);
}

async function sendReminder(
  ctx: JobContext,
  languages: ChatLanguages,
  accountId: string,
  orderId: string,
  minutes: number,
  now: number,
): Promise<boolean> {
  const entry = await ctx.ledger.get(accountId, orderId);
  if (!entry) return true;
  const taken = await ctx.stores.orderTakes.takenBy(accountId, orderId);
  const reminder = new Wording(languages, () => renderReminder(entry.facts, minutes, now, taken));
  let allSent = true;
  for (const target of await ctx.stores.alertSettings.targetsFor(accountId, now)) {
    // Worded before the claim: nothing but the send stands between a claim and its release.
    const reply = await reminder.for(target);
    if (!(await ctx.ledger.claimReminder(accountId, orderId, minutes, target))) continue;
    try {
      const result = await sendOrRetire(ctx, accountId, target, reply);
      if (result.status === 'sent') await ctx.stores.alertMessages.remember(result.ref, target, { accountId, orderId });
    } catch (error) {
      if (!(error instanceof SendFailed)) throw error;
      await ctx.ledger.releaseReminder(accountId, orderId, minutes, target);
      ctx.logger.info({ accountId, platform: target.platform }, 'reminder not sent: retrying soon');
      allSent = false;
    }
  }
  return allSent;
}

/** The first alert messages show the time left; a private chat whose person left the team gets no edit. */
async function refreshAlerts(
  ctx: JobContext,
  entry: LedgerEntry,
  languages: ChatLanguages,
  now: number,
  taken: OrderTake | null,
): Promise<void> {
  const alerts = [...entry.sent].map(([key, ref]) => ({ ref, target: targetOf(key) }));
  const heard = await stillHeard(ctx, entry.facts.accountId, alerts);
  await editMessages(ctx, heard, languages, () => renderAlert(entry.facts, now, taken, entry.handOver));
}

/** Each message is edited in its chat's language. Edits are best effort: a missed one is corrected by the next, minutes later. */
async function editMessages(
  ctx: JobContext,
  messages: readonly OrderMessage[],
  languages: ChatLanguages,
  render: () => Reply,
): Promise<void> {
  const wording = new Wording(languages, render);
  await languages.readAll(messages.map((message) => message.target));
  for (const { ref, target } of messages) {
    try {
      await ctx.sender.edit(ref, target.kind, await wording.for(target));
    } catch (error) {
      if (!(error instanceof SendFailed)) throw error;
      ctx.logger.debug({ platform: ref.platform }, 'countdown edit failed: the next one will catch up');
    }
  }
}
