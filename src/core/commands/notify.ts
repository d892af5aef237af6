import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { roleAtLeast } from '../../domain/roles.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { AccountContext } from '../context.js';
import { matchMember, memberId } from '../format/member-id.js';
import { errorReply } from '../reply-helpers.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import { typedCommand } from '../typed/typed-command.js';

/** Whose private alerts were switched: the asker's own chat (`member_id` null), or a member's in all their chats. */
export interface NotifyFacts {
  state: 'on' | 'off';
  member_id: string | null;
}

type NotifyArgs = { state: 'on' | 'off'; member?: string | undefined };

export const notify = typedCommand<NotifyArgs, NotifyFacts, never, 'alertSettings' | 'identities' | 'team'>({
  id: 'notify',
  description: () => t('cmd-notify'),
  details: () => t('cmd-notify-details'),
  ...commandArguments({
    state: argument(z.enum(['on', 'off']), {
      description: () => t('cmd-notify-state'),
      choiceLabels: { on: () => t('cmd-notify-state-on'), off: () => t('cmd-notify-state-off') },
    }),
    member: argument(z.string().trim().optional(), { description: () => t('cmd-notify-member') }),
  }),
  role: 'operator',
  writes: true,
  marketplace: 'none',
  scopes: ['private'],
  stores: ['alertSettings', 'identities', 'team'],
  async run(ctx, args) {
    if (args.member !== undefined) return args.state === 'on' ? refused('refused', t('notify-on-member')) : memberOff(ctx, args.member);
    const target = { platform: ctx.actor.platform, kind: 'user' as const, id: ctx.actor.userId };
    if (args.state === 'on') await ctx.services.stores.alertSettings.addPrivateTarget(ctx.account.id, target);
    else await ctx.services.stores.alertSettings.removePrivateTarget(ctx.account.id, target);
    await ctx.audit(msg('audit-notify', { state: args.state, platform: ctx.actor.platform, user: ctx.actor.userId }));
    return done({ state: args.state, member_id: null });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { state, member_id: member } = outcome.value;
    if (member !== null)
      return { text: t('notify-member-off', { member, label: ctx.account.label }), tone: 'success', replaceOriginal: ctx.viaAction };
    return { text: state === 'on' ? t('notify-on', { label: ctx.account.label }) : t('notify-off'), tone: 'success' };
  },
});

/** `notify off <member id>`: stops one member's private alerts in all their chats; the owner may do it for anyone. */
async function memberOff(ctx: AccountContext<'alertSettings' | 'identities' | 'team'>, typed: string): Promise<Outcome<NotifyFacts>> {
  const { team, identities, alertSettings } = ctx.services.stores;
  const member = matchMember(await team.members(ctx.account.id), typed);
  if (!member) return refused('not_found', t('notify-member-which'));
  if (member.identityId !== ctx.identityId && !roleAtLeast(ctx.role, 'owner'))
    return refused('role_too_low', t('notify-member-owner-only'), { needed: 'owner' });
  await alertSettings.removePrivateTargetsOf(ctx.account.id, await identities.logins(member.identityId));
  await ctx.audit(msg('audit-notify-member-off', { member: memberId(member.identityId) }));
  return done({ state: 'off', member_id: memberId(member.identityId) });
}
