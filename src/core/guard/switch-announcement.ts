import { NAMED_LISTINGS } from '../../store/guard-store.js';
import { countOf } from '../format/plural.js';
import type { SwitchProgress } from './away-switch.js';

/** What a switch did, in one message: for the reply, the team's announcement and the audit. */
export function announcementOf(progress: SwitchProgress): string {
  const verb = progress.direction === 'away' ? 'took off sale' : 'put back on sale';
  const lines: string[] = [];
  if (progress.busy) return 'Hawker is already switching this shop: it finishes the switch and tells the team.';
  const { tally } = progress;
  if (progress.total === 0 && tally.leftAlone === 0) {
    lines.push(
      progress.direction === 'away'
        ? 'No active manual-delivery listing to take off sale: instant listings keep selling.'
        : 'Nothing Hawker took off sale was left to put back.',
    );
  } else if (progress.retryAfterMs === null && tally.moved === 0 && progress.direction === 'away' && tally.leftAlone === 0) {
    lines.push(`Already away: ${countOf(progress.total, 'manual-delivery listing')} ${progress.total === 1 ? 'is' : 'are'} off sale.`);
  } else if (progress.retryAfterMs === null) {
    lines.push(`Hawker ${verb} ${countOf(tally.moved, 'manual-delivery listing')}${named(tally.movedNamed, tally.moved)}.`);
  } else {
    lines.push(
      `Hawker ${verb} ${progress.done} of ${countOf(progress.total, 'manual-delivery listing')} so far; the rest follow as the marketplace's write limits allow.`,
    );
  }
  if (progress.direction === 'away' && progress.total > 0) lines.push('Instant listings keep selling.');
  for (const left of tally.leftAloneNamed) lines.push(`Left alone: "${left.title}" (${left.reason}).`);
  if (tally.leftAlone > tally.leftAloneNamed.length) lines.push(`And ${tally.leftAlone - tally.leftAloneNamed.length} more left alone.`);
  return lines.join(' ');
}

/** The first titles quoted, the rest counted. */
function named(titles: readonly string[], count: number): string {
  if (count === 0) return '';
  const shown = titles.slice(0, NAMED_LISTINGS).map((title) => `"${title}"`);
  return `: ${shown.join(', ')}${count > shown.length ? ` and ${count - shown.length} more` : ''}`;
}
