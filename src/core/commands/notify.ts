import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { roleAtLeast } from '../../domain/roles.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { matchMember, memberId } from '../format/member-id.js';
import { errorReply } from '../reply-helpers.js';
import type { Reply } from '../../domain/reply.js';

export const notify = accountCommand({
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
    if (args.member !== undefined) return args.state === 'on' ? errorReply(t('notify-on-member')) : memberOff(ctx, args.member);
    const target = { platform: ctx.actor.platform, kind: 'user' as const, id: ctx.actor.userId };
    if (args.state === 'on') await ctx.services.stores.alertSettings.addPrivateTarget(ctx.account.id, target);
    else await ctx.services.stores.alertSettings.removePrivateTarget(ctx.account.id, target);
    await ctx.audit(msg('audit-notify', { state: args.state, platform: ctx.actor.platform, user: ctx.actor.userId }));
    return {
      text: args.state === 'on' ? t('notify-on', { label: ctx.account.label }) : t('notify-off'),
      tone: 'success',
    };
  },
});

/** `notify off <member id>`: stops one member's private alerts in all their chats; the owner may do it for anyone. */
async function memberOff(ctx: AccountContext<'alertSettings' | 'identities' | 'team'>, typed: string): Promise<Reply> {
  const { team, identities, alertSettings } = ctx.services.stores;
  const member = matchMember(await team.members(ctx.account.id), typed);
  if (!member) return errorReply(t('notify-member-which'));
  if (member.identityId !== ctx.identityId && !roleAtLeast(ctx.role, 'owner')) return errorReply(t('notify-member-owner-only'));
  await alertSettings.removePrivateTargetsOf(ctx.account.id, await identities.logins(member.identityId));
  await ctx.audit(msg('audit-notify-member-off', { member: memberId(member.identityId) }));
  return {
    text: t('notify-member-off', { member: memberId(member.identityId), label: ctx.account.label }),
    tone: 'success',
    replaceOriginal: ctx.viaAction,
  };
}
