import { t } from '../../i18n/index.js';
import type { Reply } from '../../domain/reply.js';
import type { AwayState } from '../../store/away-store.js';
import type { AccountContext } from '../context.js';
import { formatWhen } from '../format/time.js';
import type { SwitchProgress } from './away-switch.js';
import { announcementOf, switchSummaryText } from './switch-announcement.js';

/** What `away now` or `back` did: the state it set (times in ms) and how far the switch got on the marketplace. */
export interface AwaySwitchFacts {
  direction: SwitchProgress['direction'];
  since: number;
  /** When the shop is back on sale by itself; null until `back` (always null coming back). */
  until: number | null;
  progress: SwitchProgress;
}

/**
 * A switch as far as a command ran it: finished, it is closed and announced to the team (the
 * worker carries on with the rest otherwise); its summary goes to the audit either way.
 */
export async function recordSwitch(ctx: AccountContext<'away'>, progress: SwitchProgress, state: AwayState): Promise<AwaySwitchFacts> {
  const awayStore = ctx.services.stores.away;
  const summary = announcementOf(progress);
  if (progress.retryAfterMs === null && progress.busy !== true) {
    await awayStore.finishSwitch(ctx.account.id, progress.direction);
    if (progress.tally.moved + progress.tally.leftAlone > 0)
      await awayStore.queueAnnouncement(ctx.account.id, { direction: progress.direction, summary, since: state.since });
  }
  await ctx.audit(summary[0]);
  return { direction: progress.direction, since: state.since, until: state.until, progress };
}

export function switchReply(ctx: AccountContext, facts: AwaySwitchFacts): Reply {
  const { progress } = facts;
  const lines = [switchSummaryText(announcementOf(progress))];
  if (progress.direction === 'away' && facts.until !== null)
    lines.push(t('away-back-on-sale-at', { when: formatWhen(facts.until, ctx.now()) }));
  if (progress.direction === 'away' && facts.until === null) lines.push(t('away-send-back'));
  return {
    title: progress.direction === 'away' ? t('away-title') : t('back-title'),
    text: lines.join('\n'),
    tone: progress.tally.leftAlone > 0 ? 'warning' : 'success',
  };
}
