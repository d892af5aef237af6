import { commandAction } from '../src/core/action-id.js';
import { isWorkingTime } from '../src/core/away/working-hours.js';
import { msg, type Message } from '../src/i18n/index.js';
import type { EscalationCall, LedgerEntry } from '../src/store/alert-ledger.js';
import type { JobContext } from './job-context.js';
import type { NoticeCall } from './job-names.js';

const AUDIENCE_WORDS: Record<EscalationCall['audience'], (count: number) => Message> = {
  operators: (count) => msg('lost-call-operators', { count }),
  team: (count) => msg('lost-call-team', { count }),
  everyone: (count) => msg('lost-call-everyone', { count }),
};

/** Who a step called and in how many chats, kept as a message: the notice is worded in each chat's language. */
function callWords(call: EscalationCall, chats: number): Message {
  return call.taker === undefined ? AUDIENCE_WORDS[call.audience](chats) : msg('lost-call-taker', { taker: call.taker, count: chats });
}

/**
 * An order the deadline took: the team hears it plainly, with when it came in and
 * every call Hawker made for it. When it came in outside working hours, or none are
 * set, the notice offers away mode: the loss was a listing on sale with nobody there.
 */
export async function reportLostOrder(ctx: JobContext, entry: LedgerEntry): Promise<void> {
  const { accountId, orderId } = entry.facts;
  const cameInAt = entry.facts.createdAt ?? entry.openedAt;
  const calls: NoticeCall[] = [];
  if (entry.openedAt !== null && entry.sent.size > 0)
    calls.push({ at: entry.openedAt, who: msg('lost-call-alert', { count: entry.sent.size }) });
  const seen = new Set<string>();
  for (const [step, call] of [...entry.escalated].sort(([left], [right]) => left - right)) {
    const words = callWords(call, entry.escalationChats.get(step) ?? 0);
    const same = `${call.at}|${JSON.stringify(words)}`;
    // Steps passed over together are stored under the one call that went out.
    if (seen.has(same) || (entry.escalationChats.get(step) ?? 0) === 0) continue;
    seen.add(same);
    calls.push({ at: call.at, who: words });
  }
  const hours = await ctx.stores.away.hours(accountId);
  const outsideHours = hours === null || (cameInAt !== null && !isWorkingTime(hours, cameInAt));
  await ctx.notify.notice(
    {
      accountId,
      audience: 'all',
      notice: {
        kind: 'order_lost',
        orderId,
        title: entry.facts.title,
        listingId: entry.facts.offerId,
        cameInAt,
        deadlineAt: entry.facts.deadlineAt,
        calls,
        awayAction: outsideHours ? commandAction('away now', accountId) : null,
      },
    },
    `lost.${orderId}`,
  );
}
