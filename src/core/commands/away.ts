import { z } from 'zod';
import { NAMED_LISTINGS, type AwayState } from '../../store/guard-store.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { formatWhen } from '../format/time.js';
import { runAwaySwitch, type SwitchProgress } from '../guard/away-switch.js';
import { announcementOf } from '../guard/switch-announcement.js';
import { parseAwayUntil } from '../guard/away-until.js';
import { drainedAt } from '../guard/swamped-rule.js';
import { describeHours, isWorkingTime, parseWorkingHours } from '../guard/working-hours.js';
import type { Reply } from '../reply.js';
import { errorReply } from '../reply-helpers.js';

const swampedThresholdInput = z.coerce.number().int().min(2).max(100);

function swampedRuleText(threshold: number): string {
  return `Swamped rule: manual listings go off sale while ${threshold} or more orders wait, and come back once ${drainedAt(threshold)} or fewer do.`;
}

/** How long a command may spend on the switch itself; the worker carries on with the rest. */
const INLINE_SWITCH_MS = 15_000;

export const away = accountCommand({
  id: 'away',
  description: 'Take manual listings off sale while nobody can deliver: now, or outside working hours',
  details:
    '`away` shows the state. `away now`, `away now for 3h` or `away now until 08:00` takes every active manual-delivery listing off sale at once (instant ones keep selling); `back` puts exactly those back. `away hours Europe/Berlin mon-fri 09:00-23:00, sat 12:00-20:00` does it outside those hours by itself; `away off` forgets the hours. A listing you change while away is left as you made it. `away swamped 5` does it while 5 or more orders wait, back once the queue drains to half; `away swamped off` stops that.',
  ...commandArguments({
    action: argument(z.enum(['now', 'hours', 'off', 'swamped']).optional(), { description: 'now, hours, off or swamped' }),
    value: argument(z.string().trim().optional(), {
      description: 'now: for 3h or until 08:00; hours: time zone and weekly hours; swamped: orders (5) or off',
      rest: true,
    }),
  }),
  role: 'manager',
  writes: true,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const guard = ctx.services.stores.guard;
    const hours = await guard.hours(ctx.account.id);
    switch (args.action) {
      case undefined:
        return stateReply(ctx);
      case 'hours': {
        const parsed = parseWorkingHours(args.value ?? '');
        if (!parsed.ok) return errorReply(parsed.problem);
        await guard.setHours(ctx.account.id, parsed.hours);
        await ctx.audit(`working hours set: ${describeHours(parsed.hours)}`);
        const working = isWorkingTime(parsed.hours, ctx.now());
        return {
          text: `Working hours of "${ctx.account.label}": ${describeHours(parsed.hours)}. Outside them Hawker takes manual listings off sale and puts them back when they start. It is ${working ? 'within' : 'outside'} them now.`,
          tone: 'success',
        };
      }
      case 'off':
        await guard.setHours(ctx.account.id, null);
        await ctx.audit('working hours removed');
        return {
          text: `"${ctx.account.label}" has no working hours now: Hawker switches only on \`away now\` and \`back\`.`,
          tone: 'success',
        };
      case 'swamped': {
        if (args.value === 'off') {
          await guard.setSwampedAt(ctx.account.id, null);
          await ctx.audit('swamped rule off');
          return { text: `"${ctx.account.label}" no longer goes away when orders pile up.`, tone: 'success' };
        }
        const threshold = swampedThresholdInput.safeParse(args.value);
        if (!threshold.success)
          return errorReply(
            'Say at how many waiting orders manual listings go off sale: `away swamped 5` (2 to 100), or `away swamped off`.',
          );
        await guard.setSwampedAt(ctx.account.id, threshold.data);
        await ctx.audit(`swamped rule at ${threshold.data} waiting orders`);
        return { text: swampedRuleText(threshold.data), tone: 'success' };
      }
      case 'now': {
        const until = parseAwayUntil(args.value ?? '', ctx.now(), hours?.timeZone ?? 'UTC');
        if (!until.ok) return errorReply(until.problem);
        const state: AwayState = { away: true, since: ctx.now(), until: until.until, by: ctx.actor.displayName ?? ctx.actor.userId };
        await guard.switchTo(ctx.account.id, state);
        await ctx.audit(`away${until.until === null ? '' : ` until ${new Date(until.until).toISOString()}`}`);
        return switchReply(
          ctx,
          await runAwaySwitch(ctx.api, guard, ctx.account.id, 'away', () => ctx.now(), ctx.now() + INLINE_SWITCH_MS),
          state,
        );
      }
    }
  },
});

export const back = accountCommand({
  id: 'back',
  description: 'End away mode now: put back on sale the listings Hawker took off',
  ...commandArguments({}),
  role: 'manager',
  writes: true,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  async run(ctx) {
    const guard = ctx.services.stores.guard;
    const state = await guard.state(ctx.account.id);
    const taken = await guard.taken(ctx.account.id);
    if (!state?.away && taken.size === 0) return { text: `"${ctx.account.label}" is not away: nothing to put back.`, tone: 'info' };
    const next: AwayState = { away: false, since: ctx.now(), until: null, by: ctx.actor.displayName ?? ctx.actor.userId };
    await guard.switchTo(ctx.account.id, next);
    await ctx.audit('back from away');
    return switchReply(
      ctx,
      await runAwaySwitch(ctx.api, guard, ctx.account.id, 'back', () => ctx.now(), ctx.now() + INLINE_SWITCH_MS),
      next,
    );
  },
});

async function switchReply(ctx: AccountContext, progress: SwitchProgress, state: AwayState): Promise<Reply> {
  const guard = ctx.services.stores.guard;
  const summary = announcementOf(progress);
  if (progress.retryAfterMs === null && progress.busy !== true) {
    await guard.finishSwitch(ctx.account.id, progress.direction);
    if (progress.tally.moved + progress.tally.leftAlone > 0)
      await guard.queueAnnouncement(ctx.account.id, { direction: progress.direction, summary, since: state.since });
  }
  await ctx.audit(summary);
  const lines = [summary];
  if (progress.direction === 'away' && state.until !== null)
    lines.push(`Back on sale ${formatWhen(state.until, ctx.now())}, or when you send \`back\`.`);
  if (progress.direction === 'away' && state.until === null) lines.push('Send `back` to put them on sale again.');
  return {
    title: progress.direction === 'away' ? 'Away' : 'Back',
    text: lines.join('\n'),
    tone: progress.tally.leftAlone > 0 ? 'warning' : 'success',
  };
}

async function stateReply(ctx: AccountContext): Promise<Reply> {
  const guard = ctx.services.stores.guard;
  const [state, hours, taken] = await Promise.all([guard.state(ctx.account.id), guard.hours(ctx.account.id), guard.taken(ctx.account.id)]);
  const swampedAt = await guard.swampedAt(ctx.account.id);
  const lines = [
    state?.away
      ? `Away since ${formatWhen(state.since, ctx.now())} (${state.by})${state.until === null ? '' : `, until ${formatWhen(state.until, ctx.now())}`}.`
      : 'Not away: manual listings sell as usual.',
    hours
      ? `Working hours: ${describeHours(hours)}; it is ${isWorkingTime(hours, ctx.now()) ? 'within' : 'outside'} them now.`
      : 'No working hours: `away hours Europe/Berlin mon-fri 09:00-23:00` sets them.',
    swampedAt === null ? 'No swamped rule: `away swamped 5` sets one.' : swampedRuleText(swampedAt),
  ];
  if (taken.size > 0)
    lines.push(
      `Taken off sale by Hawker: ${[...taken.values()]
        .map((listing) => `"${listing.title}"`)
        .slice(0, NAMED_LISTINGS)
        .join(', ')}${taken.size > NAMED_LISTINGS ? ` and ${taken.size - NAMED_LISTINGS} more` : ''}.`,
    );
  return { title: `Away mode of ${ctx.account.label}`, text: lines.join('\n') };
}
