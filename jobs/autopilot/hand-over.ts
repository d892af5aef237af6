import { SendFailed } from '../chat-sender.js';
import { AUTOPILOT_CLAIM_HOLDER, orderClaimKey } from '../../src/store/order-claim.js';
import { renderAlert } from '../alert-render.js';
import { msg, type Message } from '../../src/i18n/index.js';
import type { HandOverReason, LedgerEntry } from '../../src/store/alert-ledger.js';
import { targetOf } from '../../src/store/alert-target-key.js';
import { AUTOPILOT_ACTOR } from '../../src/store/audit-log.js';
import { utcDay } from '../../src/store/sales-book.js';
import { ChatLanguages, Wording } from '../chat-languages.js';
import type { JobContext } from '../job-context.js';
import { stillHeard } from '../order-messages.js';
import { emitAutopilotFailed } from '../webhooks/order-events.js';

/**
 * Autopilot gives the order to people: its codes and claim were given back by the caller,
 * so a person can deliver it at once. The listing keeps the reason as its last failure, and
 * the order's alert goes out now, loud, saying why (the poller left an order bound for
 * autopilot unalerted, so nobody was pinged while autopilot could still deliver it); its
 * countdown and escalation go on as for any order. An alert sent before (the order waited
 * before autopilot was switched on) is edited to say why.
 */
export async function handOver(ctx: JobContext, entry: LedgerEntry, reason: HandOverReason, listingId: string | null): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const now = ctx.config.now();
  await ctx.ledger.recordHandOver(accountId, orderId, reason);
  await emitAutopilotFailed(ctx, entry.facts, reason);
  const said = reason.kind === 'autopilot' ? reason.why : reason.answer;
  if (listingId !== null) {
    // The caps count what autopilot delivers: an order given to people gives its place back.
    await ctx.stores.autopilot.unadmit(accountId, listingId, orderId, entry.facts.priceCents ?? 0, creationDay(entry));
    await ctx.stores.autopilot.recordFailure(accountId, listingId, { at: now, orderId, reason: said.key, args: stringArgs(said) });
  }
  await ctx.autopilotOrders.set(accountId, orderId, { phase: 'handed' });
  await ctx.stores.audit.record({
    accountId,
    actor: { system: AUTOPILOT_ACTOR },
    action: 'autopilot',
    summary: msg('audit-autopilot-handed-over', { order: orderId.slice(0, 8) }),
    at: now,
  });
  ctx.metrics?.autopilotOrders.inc({ outcome: 'handed_over' });
  await alertPeople(ctx, entry);
  await showHandOver(ctx, accountId, orderId);
}

/**
 * The order's alert, for an order autopilot is done with without delivering it (given to
 * people, or claimed by a person first): the alert job's deterministic id makes it one
 * alert however often this runs, and a no-op for an order alerted before autopilot had it.
 */
export async function alertPeople(ctx: JobContext, entry: LedgerEntry): Promise<void> {
  await ctx.notify.alerts([{ order: entry.facts }]);
}

/**
 * Autopilot gives back its claim on the order, and only its own: after the watchdog gave the
 * order to people, a person may hold the claim, and a late run of autopilot must not take it from them.
 */
export async function giveClaimBack(ctx: JobContext, accountId: string, orderId: string): Promise<void> {
  await ctx.stores.claims.releaseHeld(orderClaimKey(accountId, orderId), AUTOPILOT_CLAIM_HOLDER);
}

/** Autopilot's own phrase for why it gave the order to people. */
export function why(message: Message): HandOverReason {
  return { kind: 'autopilot', why: message };
}

/**
 * Autopilot gave the order to people: each alert already sent about it is edited to say
 * why (the reason is on the ledger, so an alert sent after this, and every countdown edit,
 * says it too). Best effort, like the countdown's edits: a missed edit is made by the next one.
 */
export async function showHandOver(ctx: JobContext, accountId: string, orderId: string): Promise<void> {
  const entry = await ctx.ledger.get(accountId, orderId);
  if (!entry || entry.final || entry.handOver === null) return;
  const now = ctx.config.now();
  const taken = await ctx.stores.orderTakes.takenBy(accountId, orderId);
  const languages = new ChatLanguages(ctx, accountId);
  const alert = new Wording(languages, () => renderAlert(entry.facts, now, taken, entry.handOver));
  const alerts = await stillHeard(
    ctx,
    accountId,
    [...entry.sent].map(([key, ref]) => ({ ref, target: targetOf(key) })),
  );
  await languages.readAll(alerts.map((message) => message.target));
  for (const { ref, target } of alerts) {
    try {
      await ctx.sender.edit(ref, target.kind, await alert.for(target));
    } catch (error) {
      if (!(error instanceof SendFailed)) throw error;
      ctx.logger.debug({ platform: ref.platform }, 'hand-over edit failed: the countdown will catch up');
    }
  }
}

/** Where an order admitted before the day it counts on was kept per order was counted: its creation day. */
function creationDay(entry: LedgerEntry): string {
  return utcDay(entry.facts.createdAt ?? entry.openedAt ?? Date.now());
}

function stringArgs(message: Message): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(message.args ?? {}).map(([name, value]) => [name, value instanceof Date ? value.getTime() : value]),
  );
}
