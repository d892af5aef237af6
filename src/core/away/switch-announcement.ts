import { msg, render, type Message } from '../../i18n/index.js';
import { NAMED_LISTINGS } from '../../store/away-store.js';
import type { SwitchProgress } from './away-switch.js';
import { LEFT_ALONE_EDITED, LEFT_ALONE_GONE, type SwitchSummary } from '../../store/switch-summary.js';

/** What a switch did, for the reply, the team's announcement and the audit (see switch-summary.ts). */
export function announcementOf(progress: SwitchProgress): [main: Message, ...rest: Message[]] {
  if (progress.busy) return [msg('guard-switch-busy')];
  if (progress.unread) return [msg('guard-switch-unread', { direction: progress.direction })];
  const { tally, direction } = progress;
  const summary: [Message, ...Message[]] = [mainSentence(progress)];
  if (direction === 'away' && progress.total > 0) summary.push(msg('guard-switch-instant'));
  for (const left of tally.leftAloneNamed) summary.push(leftAloneMessage(left.title, left.reason));
  if (tally.leftAlone > tally.leftAloneNamed.length)
    summary.push(msg('guard-left-alone-more', { count: tally.leftAlone - tally.leftAloneNamed.length }));
  return summary;
}

/** The summary in the current language; a summary queued before summaries were messages is shown as it was written. */
export function switchSummaryText(summary: SwitchSummary | string): string {
  return typeof summary === 'string' ? summary : summary.map(render).join(' ');
}

function mainSentence(progress: SwitchProgress): Message {
  const { tally, direction } = progress;
  if (progress.total === 0 && tally.leftAlone === 0)
    return direction === 'away' ? msg('guard-switch-nothing-away') : msg('guard-switch-nothing-back');
  if (progress.retryAfterMs === null && tally.moved === 0 && direction === 'away' && tally.leftAlone === 0)
    return msg('guard-switch-already-away', { count: progress.total });
  if (progress.retryAfterMs === null) return movedMessage(direction, tally.movedNamed, tally.moved);
  return msg('guard-switch-partial', { direction, done: progress.done, count: progress.total });
}

/** The first titles quoted, the rest counted. */
function movedMessage(direction: SwitchProgress['direction'], titles: readonly string[], count: number): Message {
  if (count === 0 || titles.length === 0) return msg('guard-switch-done', { direction, count });
  const shown = titles.slice(0, NAMED_LISTINGS);
  const quoted = shown.map((title) => `"${title}"`).join(', ');
  return count > shown.length
    ? msg('guard-switch-done-named-more', { direction, count, titles: quoted, more: count - shown.length })
    : msg('guard-switch-done-named', { direction, count, titles: quoted });
}

function leftAloneMessage(title: string, reason: string): Message {
  if (reason === LEFT_ALONE_GONE) return msg('guard-left-alone-gone', { title });
  if (reason === LEFT_ALONE_EDITED) return msg('guard-left-alone-edited', { title });
  const [, kind, detail = ''] = /^(status|refused):(.*)$/.exec(reason) ?? [];
  if (kind === 'status') return msg('guard-left-alone-status', { title, status: detail });
  if (kind === 'refused') return msg('guard-left-alone-refused', { title, code: detail });
  // A reason recorded before reasons were codes: shown as it was written.
  return msg('guard-left-alone-other', { title, reason });
}
