import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { NAMED_LISTINGS, type AwayState } from '../../store/away-store.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { AccountContext } from '../context.js';
import { verbCommand } from '../verb-command.js';
import { formatWhen } from '../format/time.js';
import { runAwaySwitch } from '../away/away-switch.js';
import { recordSwitch, switchReply, type AwaySwitchFacts } from '../away/switch-facts.js';
import type { AwayOrigin } from '../../domain/away-origin.js';
import { parseAwayUntil } from '../away/away-until.js';
import { drainedAt } from '../away/swamped-rule.js';
import { describeHours, isWorkingTime, parseWorkingHours, typedHours } from '../away/working-hours.js';
import { type WorkingHours } from '../../domain/working-hours.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import { typedCommand, typedVerb } from '../typed/typed-command.js';

const swampedThresholdInput = z.coerce.number().int().min(2).max(100);

function swampedRuleText(threshold: number): string {
  return t('away-swamped-rule', { threshold, drained: drainedAt(threshold) });
}

/** Who made the shop away: a person (by the name they had), or one of Hawker's own rules. */
type AwayBy = { kind: 'person'; name: string } | { kind: Exclude<AwayOrigin['kind'], 'person'> };

/** Who made the shop away: a person's name as it was, or Hawker's own rules in the reader's language. */
function awayByText(by: AwayBy): string {
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

type Rest = { value?: string | undefined };

/** Whether the shop is away and what would switch it: times in ms, the listings Hawker holds off sale, and what the asker may do next. */
export interface AwayFacts {
  away: boolean;
  since: number | null;
  until: number | null;
  by: AwayBy | null;
  hours: WorkingHours | null;
  /** Whether now is within the working hours; null without any. */
  within_hours: boolean | null;
  /** Open orders at which the shop goes away by itself; null when that rule is off. */
  swamped_at: number | null;
  taken: { listing_id: string; title: string }[];
  actions: ('away_now' | 'back')[];
}

/** The working hours just set (or null when switched off), and whether now is within them. */
export interface AwayHoursFacts {
  hours: WorkingHours | null;
  within_hours: boolean | null;
}

const chatRefusal = (outcome: { ok: false; refusal: { message: string } }): Reply => errorReply(outcome.refusal.message);

export const awayShow = typedVerb<Record<string, never>, AwayFacts, never, 'away'>('away', {
  name: 'show',
  description: () => t('cmd-away-action-show'),
  ...commandArguments({}),
  role: 'manager',
  writes: false,
  marketplace: 'none',
  stores: ['away'],
  run: async (ctx) => done(await awayFacts(ctx)),
  chat: (outcome, ctx) => (outcome.ok ? stateReply(ctx, outcome.value) : chatRefusal(outcome)),
});

/** `away now`: the one verb that takes listings off sale itself, on the marketplace. */
const now = typedVerb<Rest, AwaySwitchFacts, never, 'away'>('away', {
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
    if (!until.ok) return refused('refused', until.problem);
    const state: AwayState = { away: true, since: ctx.now(), until: until.until, by: personOrigin(ctx) };
    await awayStore.switchTo(ctx.account.id, state);
    await ctx.audit(
      until.until === null ? msg('audit-away-now') : msg('audit-away-now-until', { until: new Date(until.until).toISOString() }),
    );
    const progress = await runAwaySwitch(ctx.api, awayStore, ctx.account.id, 'away', () => ctx.now(), ctx.now() + INLINE_SWITCH_MS);
    return done(await recordSwitch(ctx, progress, state));
  },
  chat: (outcome, ctx) => (outcome.ok ? switchReply(ctx, outcome.value) : chatRefusal(outcome)),
});

export const awayHours = typedVerb<Rest, AwayHoursFacts, never, 'away'>('away', {
  name: 'hours',
  description: () => t('cmd-away-action-hours'),
  ...commandArguments({ value: rest }),
  role: 'manager',
  writes: true,
  marketplace: 'none',
  stores: ['away'],
  async run(ctx, args) {
    const parsed = parseWorkingHours(args.value ?? '');
    if (!parsed.ok) return refused('refused', parsed.problem);
    await ctx.services.stores.away.setHours(ctx.account.id, parsed.hours);
    await ctx.audit(msg('audit-away-hours', { hours: typedHours(parsed.hours) }));
    return done({ hours: parsed.hours, within_hours: isWorkingTime(parsed.hours, ctx.now()) });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return chatRefusal(outcome);
    const { hours, within_hours: within } = outcome.value;
    const set = { account: ctx.account.label, hours: hours === null ? '' : describeHours(hours) };
    return { text: within === true ? t('away-hours-set-within', set) : t('away-hours-set-outside', set), tone: 'success' };
  },
});

const off = typedVerb<Record<string, never>, AwayHoursFacts, never, 'away'>('away', {
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
    return done({ hours: null, within_hours: null });
  },
  chat: (outcome, ctx) =>
    outcome.ok ? { text: t('away-hours-off', { account: ctx.account.label }), tone: 'success' } : chatRefusal(outcome),
});

/** The swamped rule as now set: open orders at which the shop goes away by itself, or null when off. */
interface SwampedFacts {
  swamped_at: number | null;
}

const swamped = typedVerb<Rest, SwampedFacts, never, 'away'>('away', {
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
      return done({ swamped_at: null });
    }
    const threshold = swampedThresholdInput.safeParse(args.value);
    if (!threshold.success) return refused('refused', t('away-swamped-usage'));
    await awayStore.setSwampedAt(ctx.account.id, threshold.data);
    await ctx.audit(msg('audit-away-swamped', { threshold: threshold.data }));
    return done({ swamped_at: threshold.data });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return chatRefusal(outcome);
    const at = outcome.value.swamped_at;
    return { text: at === null ? t('away-swamped-off', { account: ctx.account.label }) : swampedRuleText(at), tone: 'success' };
  },
});

export const away = verbCommand({
  id: 'away',
  description: () => t('cmd-away'),
  details: () => t('cmd-away-details'),
  scopes: ['private', 'group'],
  defaultVerb: 'show',
  verbs: [awayShow, now, awayHours, off, swamped],
});

/** What `back` did: nothing when the shop was not away (nor any listing held off sale), else the switch. */
export type BackFacts = { was_away: false } | ({ was_away: true } & AwaySwitchFacts);

export const back = typedCommand<Record<string, never>, BackFacts, never, 'away' | 'schedule'>({
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
    if (!state?.away && taken.size === 0) return done({ was_away: false });
    const next: AwayState = { away: false, since: ctx.now(), until: null, by: personOrigin(ctx) };
    await awayStore.switchTo(ctx.account.id, next);
    await ctx.audit(msg('audit-away-back'));
    const progress = await runAwaySwitch(ctx.api, awayStore, ctx.account.id, 'back', () => ctx.now(), ctx.now() + INLINE_SWITCH_MS);
    // After the publishes: the manual listings are on sale again, so the shop is polled fast (the worker wakes it again for the rest).
    await ctx.services.stores.schedule.wake(ctx.account.id, ctx.now(), ctx.services.pollCadence.fastMs);
    return done({ was_away: true, ...(await recordSwitch(ctx, progress, next)) });
  },
  chat(outcome: Outcome<BackFacts>, ctx) {
    if (!outcome.ok) return chatRefusal(outcome);
    const facts = outcome.value;
    return facts.was_away ? switchReply(ctx, facts) : { text: t('back-not-away', { account: ctx.account.label }), tone: 'info' };
  },
});

async function awayFacts(ctx: AccountContext<'away'>): Promise<AwayFacts> {
  const awayStore = ctx.services.stores.away;
  const [state, hours, taken] = await Promise.all([
    awayStore.state(ctx.account.id),
    awayStore.hours(ctx.account.id),
    awayStore.taken(ctx.account.id),
  ]);
  const swampedAt = await awayStore.swampedAt(ctx.account.id);
  const away = state?.away ?? false;
  return {
    away,
    since: state?.since ?? null,
    until: state?.until ?? null,
    by: state === null ? null : state.by.kind === 'person' ? { kind: 'person', name: state.by.name } : { kind: state.by.kind },
    hours,
    within_hours: hours === null ? null : isWorkingTime(hours, ctx.now()),
    swamped_at: swampedAt,
    taken: [...taken.entries()].map(([listingId, listing]) => ({ listing_id: listingId, title: listing.title })),
    actions: away || taken.size > 0 ? ['back'] : ['away_now'],
  };
}

function stateReply(ctx: AccountContext, facts: AwayFacts): Reply {
  const lines = [
    awayLine(facts, ctx.now()),
    hoursLine(facts),
    facts.swamped_at === null ? t('away-state-no-swamped') : swampedRuleText(facts.swamped_at),
  ];
  if (facts.taken.length > 0) {
    const titles = facts.taken
      .map((listing) => `"${listing.title}"`)
      .slice(0, NAMED_LISTINGS)
      .join(', ');
    lines.push(
      facts.taken.length > NAMED_LISTINGS
        ? t('away-state-taken-more', { titles, more: facts.taken.length - NAMED_LISTINGS })
        : t('away-state-taken', { titles }),
    );
  }
  return { title: t('away-state-title', { account: ctx.account.label }), text: lines.join('\n') };
}

function hoursLine(facts: AwayFacts): string {
  if (!facts.hours) return t('away-state-no-hours');
  const described = { hours: describeHours(facts.hours) };
  return facts.within_hours === true ? t('away-state-hours-within', described) : t('away-state-hours-outside', described);
}

function awayLine(facts: AwayFacts, now: number): string {
  if (!facts.away || facts.since === null || facts.by === null) return t('away-state-not');
  const since = { since: formatWhen(facts.since, now), by: awayByText(facts.by) };
  return facts.until === null
    ? t('away-state-since', since)
    : t('away-state-since-until', { ...since, until: formatWhen(facts.until, now) });
}
