import { countOf } from '../format/plural.js';
import type { SwitchProgress } from './away-switch.js';

/** Listings named in a message; the rest are counted. */
export const NAMED_LISTINGS = 10;

/** What a switch did, in one message: for the reply, the team's announcement and the audit. */
export function announcementOf(progress: SwitchProgress): string {
  const verb = progress.direction === 'away' ? 'took off sale' : 'put back on sale';
  const lines: string[] = [];
  if (progress.busy) return 'Hawker is already switching this shop: it finishes the switch and tells the team.';
  if (progress.total === 0 && progress.leftAlone.length === 0) {
    lines.push(
      progress.direction === 'away'
        ? 'No active manual-delivery listing to take off sale: instant listings keep selling.'
        : 'Nothing Hawker took off sale was left to put back.',
    );
  } else if (
    progress.retryAfterMs === null &&
    progress.moved.length === 0 &&
    progress.direction === 'away' &&
    progress.leftAlone.length === 0
  ) {
    lines.push(`Already away: ${countOf(progress.total, 'manual-delivery listing')} ${progress.total === 1 ? 'is' : 'are'} off sale.`);
  } else if (progress.retryAfterMs === null) {
    lines.push(`Hawker ${verb} ${countOf(progress.moved.length, 'manual-delivery listing')}${named(progress.moved)}.`);
  } else {
    lines.push(
      `Hawker ${verb} ${progress.done} of ${countOf(progress.total, 'manual-delivery listing')} so far; the rest follow as the marketplace's write limits allow.`,
    );
  }
  if (progress.direction === 'away' && progress.total > 0) lines.push('Instant listings keep selling.');
  for (const left of progress.leftAlone.slice(0, NAMED_LISTINGS)) lines.push(`Left alone: "${left.title}" (${left.reason}).`);
  return lines.join(' ');
}

function named(titles: string[]): string {
  if (titles.length === 0) return '';
  const shown = titles.slice(0, NAMED_LISTINGS).map((title) => `"${title}"`);
  return `: ${shown.join(', ')}${titles.length > shown.length ? ` and ${titles.length - shown.length} more` : ''}`;
}
