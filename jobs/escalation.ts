import { stepMoment } from '../src/core/escalation-ladder.js';
import { type EscalationAudience, type EscalationStep } from '../src/domain/escalation-step.js';
import type { AlertTarget } from '../src/domain/alert-target.js';
import { roleAtLeast } from '../src/domain/roles.js';
import type { OrderTake } from '../src/store/order-take-store.js';
import { renderEscalation } from './alert-render.js';
import { sendOrRetire } from './alert-targets.js';
import { startedAt, type EscalationCall, type LedgerEntry } from '../src/store/alert-ledger.js';
import { targetKey } from '../src/store/alert-target-key.js';
import { SendFailed } from './chat-sender.js';
import { Wording, type ChatLanguages } from './chat-languages.js';
import type { JobContext } from './job-context.js';

/** How long a step that could not reach everyone waits before trying the rest again. */
const ESCALATION_RETRY_MS = 5_000;

export interface EscalationPlan {
  /** When the next step falls due, or null when none is left. */
  nextAt: number | null;
}

interface Ladder {
  steps: readonly EscalationStep[];
  start: number;
  deadlineAt: number;
}

function ladderOf(entry: LedgerEntry, steps: readonly EscalationStep[]): Ladder | null {
  const start = startedAt(entry);
  const { deadlineAt } = entry.facts;
  if (start === null || deadlineAt === null || steps.length === 0) return null;
  return { steps, start, deadlineAt };
}

/** The moment of the earliest step not done yet. */
export function nextEscalationAt(entry: LedgerEntry, steps: readonly EscalationStep[]): number | null {
  const ladder = ladderOf(entry, steps);
  if (ladder === null) return null;
  const moments = ladder.steps
    .map((step, index) => (entry.escalated.has(index) ? null : stepMoment(step, ladder.start, ladder.deadlineAt)))
    .filter((at): at is number => at !== null && at < ladder.deadlineAt);
  return moments.length === 0 ? null : Math.min(...moments);
}

/**
 * Sends the escalation step whose moment has come, once per order and target however
 * many workers run it (each target is claimed in the ledger before the send). When
 * several steps came due together (a worker was down) only the furthest goes out. A
 * step falling after someone took the order calls only them; the one after it calls
 * its whole audience again. Muted alerts escalate to nobody. Each chat reads the step in
 * its language.
 */
export async function escalate(
  ctx: JobContext,
  entry: LedgerEntry,
  steps: readonly EscalationStep[],
  now: number,
  languages: ChatLanguages,
): Promise<EscalationPlan> {
  const ladder = ladderOf(entry, steps);
  if (ladder === null) return { nextAt: null };
  const { accountId, orderId } = entry.facts;
  const due = ladder.steps
    .map((step, index) => ({ step, index, at: stepMoment(step, ladder.start, ladder.deadlineAt) }))
    .filter(({ index, at }) => !entry.escalated.has(index) && at <= now && now < ladder.deadlineAt);
  const furthest = due.at(-1);
  if (furthest === undefined) return { nextAt: nextEscalationAt(entry, steps) };

  const settings = await ctx.stores.alertSettings.get(accountId);
  const muted = settings.mutedUntil !== null && settings.mutedUntil > now;
  const taken = await ctx.stores.orderTakes.takenBy(accountId, orderId);
  const heldFor = taken !== null && isHeldStep(ladder, furthest.index, taken) ? taken : null;
  const targets = muted ? [] : await audienceTargets(ctx, accountId, heldFor === null ? furthest.step.audience : heldFor);
  const step = new Wording(languages, () => renderEscalation(entry.facts, furthest.step.audience, now, heldFor, settings.escalationRole));
  let allSent = true;
  for (const target of targets) {
    // Worded before the claim: nothing but the send stands between a claim and its release.
    const reply = await step.for(target);
    if (!(await ctx.ledger.claimEscalation(accountId, orderId, furthest.index, target))) continue;
    try {
      const result = await sendOrRetire(ctx, accountId, target, reply);
      if (result.status === 'sent') await ctx.stores.alertMessages.remember(result.ref, target, { accountId, orderId });
    } catch (error) {
      if (!(error instanceof SendFailed)) throw error;
      await ctx.ledger.releaseEscalation(accountId, orderId, furthest.index, target);
      ctx.logger.info({ accountId, platform: target.platform }, 'escalation not sent: retrying soon');
      allSent = false;
    }
  }
  if (!allSent) return { nextAt: now + ESCALATION_RETRY_MS };
  // The steps passed over with it count as done under the audience that was called.
  const call: EscalationCall = { at: now, audience: furthest.step.audience, ...(heldFor === null ? {} : { taker: heldFor.name }) };
  const done = new Map(due.map(({ index }) => [index, call]));
  await ctx.ledger.markEscalated(accountId, orderId, done);
  for (const [index, call] of done) entry.escalated.set(index, call);
  return { nextAt: nextEscalationAt(entry, steps) };
}

/** The first step whose moment falls after the take waits for the taker. */
function isHeldStep(ladder: Ladder, index: number, taken: OrderTake): boolean {
  const firstAfterTake = ladder.steps.findIndex((step) => stepMoment(step, ladder.start, ladder.deadlineAt) > taken.at);
  return firstAfterTake === index;
}

/** Private chats of the people an audience names (or of the one who took the order), and the team's places where it names them. */
async function audienceTargets(ctx: JobContext, accountId: string, audience: EscalationAudience | OrderTake): Promise<AlertTarget[]> {
  const { team, identities, accounts, alertSettings } = ctx.stores;
  const account = await accounts.get(accountId);
  if (!account) return [];
  let people: string[];
  if (typeof audience !== 'string') people = [audience.identityId];
  else if (audience === 'team') people = [account.ownerIdentityId];
  else people = (await team.members(accountId)).filter((member) => roleAtLeast(member.role, 'operator')).map((member) => member.identityId);
  const targets: AlertTarget[] = [];
  for (const identityId of people) {
    for (const login of await identities.logins(identityId)) {
      if (ctx.sender.reaches(login.platform)) targets.push({ platform: login.platform, kind: 'user', id: login.userId });
    }
  }
  if (audience === 'team' || audience === 'everyone') {
    for (const place of await team.placesOf(accountId)) targets.push({ platform: place.platform, kind: 'channel', id: place.chatId });
  }
  const unique = [...new Map(targets.map((target) => [targetKey(target), target])).values()];
  return alertSettings.enabledOnly(unique);
}
