import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { NAMED_LISTINGS, type AwayState } from '../../store/away-store.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { accountVerb, verbCommand } from '../verb-command.js';
import { formatWhen } from '../format/time.js';
import { runAwaySwitch, type SwitchProgress } from '../away/away-switch.js';
import { announcementOf, switchSummaryText } from '../away/switch-announcement.js';
import type { AwayOrigin } from '../../domain/away-origin.js';
import { parseAwayUntil } from '../away/away-until.js';
import { drainedAt } from '../away/swamped-rule.js';
import { describeHours, isWorkingTime, parseWorkingHours, typedHours } from '../away/working-hours.js';
import { type WorkingHours } from '../../domain/working-hours.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';

const swampedThresholdInput = z.coerce.number().int().min(2).max(100);

function swampedRuleText(threshold: number): string {
  return t('away-swamped-rule', { threshold, drained: drainedAt(threshold) });
}

/** Who made the shop away: a person's name as it was, or Hawker's own rules in the reader's language. */
function awayByText(by: AwayOrigin): string {
  switch (by.kind) {
    case 'person':
      return by.name;
    case 'swamped_rule':
      return t('away-by-swamped-rule');
    case 'working_hours':
      return t('away-by-working-hours');
    case 'away_time_end':
      return t('away-by-away-time-end');
  }
}

/** The person who sent the command, as the away state keeps them. */
function personOrigin(ctx: AccountContext): AwayOrigin {
  return { kind: 'person', identityId: ctx.identityId, name: ctx.actor.displayName ?? ctx.actor.userId };
}

/** How long a command may spend on the switch itself; the worker carries on with the rest. */
const INLINE_SWITCH_MS = 15_000;

/** What follows the verb, all of it: `now for 3h`, `hours Europe/Berlin mon-fri 09:00-23:00`, `swamped 5`. */
const rest = argument(z.string().trim().optional(), { description: () => t('cmd-away-value'), rest: true });

const show = accountVerb({
  name: 'show',
  description: () => t('cmd-away-action-show'),
  ...commandArguments({}),
  role: 'manager',
  writes: false,
  marketplace: 'none',
  stores: ['away'],
  run: stateReply,
});

/** `away now`: the one verb that takes listings off sale itself, on the marketplace. */
const now = accountVerb({
  name: 'now',
  description: () => t('cmd-away-action-now'),
  ...commandArguments({ value: rest }),
  role: 'manager',
  writes: true,
  marketplace: 'needed',
  stores: ['away'],
  async run(ctx, args) {
    const awayStore = ctx.services.stores.away;
    const hours = await awayStore.hours(ctx.account.id);
    const until = parseAwayUntil(args.value ?? '', ctx.now(), hours?.timeZone ?? 'UTC');
    if (!until.ok) return errorReply(until.problem);
    const state: AwayState = { away: true, since: ctx.now(), until: until.until, by: personOrigin(ctx) };
    await awayStore.switchTo(ctx.account.id, state);
    await ctx.audit(
      until.until === null ? msg('audit-away-now') : msg('audit-away-now-until', { until: new Date(until.until).toISOString() }),
    );
    return switchReply(
      ctx,
      await runAwaySwitch(ctx.api, awayStore, ctx.account.id, 'away', () => ctx.now(), ctx.now() + INLINE_SWITCH_MS),
      state,
    );
  },
});

const hours = accountVerb({
  name: 'hours',
  description: () => t('cmd-away-action-hours'),
  ...commandArguments({ value: rest }),
  role: 'manager',
  writes: true,
  marketplace: 'none',
  stores: ['away'],
  async run(ctx, args) {
    const parsed = parseWorkingHours(args.value ?? '');
    if (!parsed.ok) return errorReply(parsed.problem);
    await ctx.services.stores.away.setHours(ctx.account.id, parsed.hours);
    await ctx.audit(msg('audit-away-hours', { hours: typedHours(parsed.hours) }));
    const set = { account: ctx.account.label, hours: describeHours(parsed.hours) };
    return {
      text: isWorkingTime(parsed.hours, ctx.now()) ? t('away-hours-set-within', set) : t('away-hours-set-outside', set),
      tone: 'success',
    };
  },
});

const off = accountVerb({
  name: 'off',
  description: () => t('cmd-away-action-off'),
  ...commandArguments({}),
  role: 'manager',
  writes: true,
  marketplace: 'none',
  stores: ['away'],
  async run(ctx) {
    await ctx.services.stores.away.setHours(ctx.account.id, null);
    await ctx.audit(msg('audit-away-hours-off'));
    return { text: t('away-hours-off', { account: ctx.account.label }), tone: 'success' };
  },
});

const swamped = accountVerb({
  name: 'swamped',
  description: () => t('cmd-away-action-swamped'),
  ...commandArguments({ value: rest }),
  role: 'manager',
  writes: true,
  marketplace: 'none',
  stores: ['away'],
  async run(ctx, args) {
    const awayStore = ctx.services.stores.away;
    if (args.value === 'off') {
      await awayStore.setSwampedAt(ctx.account.id, null);
      await ctx.audit(msg('audit-away-swamped-off'));
      return { text: t('away-swamped-off', { account: ctx.account.label }), tone: 'success' };
    }
    const threshold = swampedThresholdInput.safeParse(args.value);
    if (!threshold.success) return errorReply(t('away-swamped-usage'));
    await awayStore.setSwampedAt(ctx.account.id, threshold.data);
    await ctx.audit(msg('audit-away-swamped', { threshold: threshold.data }));
    return { text: swampedRuleText(threshold.data), tone: 'success' };
  },
});

export const away = verbCommand({
  id: 'away',
  description: () => t('cmd-away'),
  details: () => t('cmd-away-details'),
  scopes: ['private', 'group'],
  defaultVerb: 'show',
  verbs: [show, now, hours, off, swamped],
});

export const back = accountCommand({
  id: 'back',
  description: () => t('cmd-back'),
  ...commandArguments({}),
  role: 'manager',
  writes: true,
  marketplace: 'needed',
  scopes: ['private', 'group'],
  stores: ['away', 'schedule'],
  async run(ctx) {
    const awayStore = ctx.services.stores.away;
    const state = await awayStore.state(ctx.account.id);
    const taken = await awayStore.taken(ctx.account.id);
    if (!state?.away && taken.size === 0) return { text: t('back-not-away', { account: ctx.account.label }), tone: 'info' };
    const next: AwayState = { away: false, since: ctx.now(), until: null, by: personOrigin(ctx) };
    await awayStore.switchTo(ctx.account.id, next);
    await ctx.audit(msg('audit-away-back'));
    const progress = await runAwaySwitch(ctx.api, awayStore, ctx.account.id, 'back', () => ctx.now(), ctx.now() + INLINE_SWITCH_MS);
    // After the publishes: the manual listings are on sale again, so the shop is polled fast (the worker wakes it again for the rest).
    await ctx.services.stores.schedule.wake(ctx.account.id, ctx.now(), ctx.services.pollCadence.fastMs);
    return switchReply(ctx, progress, next);
  },
});

async function switchReply(ctx: AccountContext<'away'>, progress: SwitchProgress, state: AwayState): Promise<Reply> {
  const awayStore = ctx.services.stores.away;
  const summary = announcementOf(progress);
  if (progress.retryAfterMs === null && progress.busy !== true) {
    await awayStore.finishSwitch(ctx.account.id, progress.direction);
    if (progress.tally.moved + progress.tally.leftAlone > 0)
      await awayStore.queueAnnouncement(ctx.account.id, { direction: progress.direction, summary, since: state.since });
  }
  await ctx.audit(summary[0]);
  const lines = [switchSummaryText(summary)];
  if (progress.direction === 'away' && state.until !== null)
    lines.push(t('away-back-on-sale-at', { when: formatWhen(state.until, ctx.now()) }));
  if (progress.direction === 'away' && state.until === null) lines.push(t('away-send-back'));
  return {
    title: progress.direction === 'away' ? t('away-title') : t('back-title'),
    text: lines.join('\n'),
    tone: progress.tally.leftAlone > 0 ? 'warning' : 'success',
  };
}

async function stateReply(ctx: AccountContext<'away'>): Promise<Reply> {
  const awayStore = ctx.services.stores.away;
  const [state, hours, taken] = await Promise.all([
    awayStore.state(ctx.account.id),
    awayStore.hours(ctx.account.id),
    awayStore.taken(ctx.account.id),
  ]);
  const swampedAt = await awayStore.swampedAt(ctx.account.id);
  const lines = [
    awayLine(state, ctx.now()),
    hoursLine(hours, ctx.now()),
    swampedAt === null ? t('away-state-no-swamped') : swampedRuleText(swampedAt),
  ];
  if (taken.size > 0) {
    const titles = [...taken.values()]
      .map((listing) => `"${listing.title}"`)
      .slice(0, NAMED_LISTINGS)
      .join(', ');
    lines.push(
      taken.size > NAMED_LISTINGS
        ? t('away-state-taken-more', { titles, more: taken.size - NAMED_LISTINGS })
        : t('away-state-taken', { titles }),
    );
  }
  return { title: t('away-state-title', { account: ctx.account.label }), text: lines.join('\n') };
}

function hoursLine(hours: WorkingHours | null, now: number): string {
  if (!hours) return t('away-state-no-hours');
  const described = { hours: describeHours(hours) };
  return isWorkingTime(hours, now) ? t('away-state-hours-within', described) : t('away-state-hours-outside', described);
}

function awayLine(state: AwayState | null, now: number): string {
  if (!state?.away) return t('away-state-not');
  const since = { since: formatWhen(state.since, now), by: awayByText(state.by) };
  return state.until === null
    ? t('away-state-since', since)
    : t('away-state-since-until', { ...since, until: formatWhen(state.until, now) });
}
