import { SendFailed } from './chat-sender.js';
import { nextCountdownAt, remindersAfterStart } from './countdown-cadence.js';
import { renderAlert, renderFinal } from './alert-render.js';
import { startedAt, type LedgerEntry } from '../src/store/alert-ledger.js';
import { targetKey } from '../src/store/alert-target-key.js';
import { sendOrRetire } from './alert-targets.js';
import { ChatLanguages, Wording } from './chat-languages.js';
import type { FinalOutcome } from '../src/store/alerted-order.js';
import type { AlertJobData, FinalJobData } from './job-names.js';
import type { JobContext } from './job-context.js';
import { countdownMember } from '../src/store/countdown-schedule.js';
import { nextEscalationAt } from './escalation.js';
import { messageKey, orderMessages, stillHeard } from './order-messages.js';
import { showHandOver } from './autopilot/hand-over.js';

/**
 * Sends an order's first alert to every target that does not hold it yet, worded once
 * per language among them. Each target's message is recorded the moment the platform
 * accepts it, so a retry (or a worker taking over a crashed job) sends only to the
 * targets still missing. An order autopilot delivered is posted as the owner chose
 * (`alerts autopilot`): without a notification sound, not at all (the daily digest counts
 * it), or loud.
 */
export async function processAlert(ctx: JobContext, data: AlertJobData): Promise<void> {
  const { accountId, orderId } = data.order;
  const now = ctx.config.now();
  await ctx.ledger.open(data.order, now);
  const entry = await ctx.ledger.get(accountId, orderId);
  if (!entry || (entry.final && !isAutopilotDelivery(entry.final))) return;
  const { final } = entry;
  const posting = final ? (await ctx.stores.alertSettings.get(accountId)).autopilot : 'loud';
  if (posting === 'digest') return;
  const targets = await ctx.stores.alertSettings.targetsFor(accountId, now);
  const languages = new ChatLanguages(ctx, accountId);
  const alert = new Wording(languages, () =>
    final ? renderFinal(entry.facts, final) : renderAlert(entry.facts, now, null, entry.handOver),
  );
  let failure: SendFailed | null = null;
  for (const target of targets) {
    if (entry.sent.has(targetKey(target))) continue;
    try {
      const result = await sendOrRetire(ctx, accountId, target, await alert.for(target), { silent: posting === 'quiet' });
      if (result.status !== 'sent') continue;
      // What a reply looks up first, then the ledger in one transaction on the order's slot:
      // a worker killed in between leaves an alert a reply can deliver from, sent again,
      // never one counted as sent that a reply could not deliver from.
      await ctx.stores.alertMessages.rememberMessage(result.ref, { accountId, orderId });
      await ctx.ledger.recordSent(accountId, orderId, target, result.ref, (transaction) =>
        ctx.stores.alertMessages.rememberRefIn(transaction, result.ref, target, { accountId, orderId }),
      );
      // Sent showing the final state already: the final job's edits pass it by.
      if (final) await ctx.ledger.markFinalShown(accountId, orderId, messageKey(result.ref));
      ctx.metrics?.alertsSent.inc({ platform: target.platform });
      if (entry.facts.createdAt !== null)
        ctx.metrics?.alertLatencySeconds.observe(
          { platform: target.platform },
          Math.max(0, ctx.config.now() - entry.facts.createdAt) / 1000,
        );
    } catch (error) {
      if (!(error instanceof SendFailed)) throw error;
      failure = error;
    }
  }
  if (failure) throw failure;
  if (!final) await scheduleCountdown(ctx, entry, now);
  const settled = await ctx.ledger.get(accountId, orderId);
  if (settled?.final) await showFinal(ctx, settled, settled.final, languages);
  // Autopilot gave the order to people while these alerts were being sent: they say why too.
  else if (settled?.handOver && entry.handOver === null) await showHandOver(ctx, accountId, orderId);
}

function isAutopilotDelivery(outcome: FinalOutcome): boolean {
  return outcome.kind === 'delivered' && outcome.autopilot !== undefined;
}

async function scheduleCountdown(ctx: JobContext, entry: LedgerEntry, now: number): Promise<void> {
  const { accountId, orderId, deadlineAt } = entry.facts;
  if (deadlineAt === null) return;
  const settings = await ctx.stores.alertSettings.get(accountId);
  const reminders = remindersAfterStart(settings.reminderMinutes, deadlineAt, startedAt(entry));
  const next = nextCountdownAt(now, deadlineAt, reminders, entry.remindersSent, ctx.config.cadence);
  if (next === null) return;
  const escalation = nextEscalationAt(entry, settings.escalation);
  await ctx.due.countdowns.addIfAbsent(countdownMember(accountId, orderId), Math.min(next, escalation ?? next));
}

/** The order left `awaiting_delivery`: record the outcome once and show it on every message about the order. */
export async function processFinal(ctx: JobContext, data: FinalJobData): Promise<void> {
  const outcome = await ctx.ledger.settle(data.accountId, data.orderId, data.outcome);
  await ctx.due.countdowns.remove(countdownMember(data.accountId, data.orderId));
  const entry = await ctx.ledger.get(data.accountId, data.orderId);
  if (!entry) return;
  // An order autopilot delivered reaches people now, its alert showing it delivered (the poller queued none for it).
  if (isAutopilotDelivery(outcome)) await ctx.notify.alerts([{ order: entry.facts }]);
  await ctx.orderChanges.raise({ kind: 'settled', entry, outcome });
}

/**
 * Every message about the order (alerts, reminders, escalation calls) shows the final state,
 * without buttons, in its chat's language; a private chat whose person left the team is not written to.
 */
export async function showFinal(ctx: JobContext, entry: LedgerEntry, outcome: FinalOutcome, languages: ChatLanguages): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const final = new Wording(languages, () => renderFinal(entry.facts, outcome));
  const messages = await stillHeard(ctx, accountId, await orderMessages(ctx, entry));
  const pending = messages.filter((message) => !entry.finalShown.has(messageKey(message.ref)));
  await languages.readAll(pending.map((message) => message.target));
  let failure: SendFailed | null = null;
  for (const { ref, target } of pending) {
    try {
      await ctx.sender.edit(ref, target.kind, await final.for(target));
      await ctx.ledger.markFinalShown(accountId, orderId, messageKey(ref));
    } catch (error) {
      if (!(error instanceof SendFailed)) throw error;
      failure = error;
    }
  }
  if (failure) throw failure;
}
