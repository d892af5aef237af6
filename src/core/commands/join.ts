import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';
import { roleWord } from '../format/role-words.js';
import { errorReply } from '../reply-helpers.js';

export const join = personCommand({
  id: 'join',
  description: () => t('cmd-join'),
  ...commandArguments({ code: argument(z.string().trim().min(4).max(24), { description: () => t('cmd-join-code') }) }),
  role: 'none',
  scopes: ['private', 'group'],
  stores: ['team', 'identities', 'accounts', 'audit'],
  async run(ctx, args) {
    const { team, identities, accounts, audit } = ctx.services.stores;
    const result = await team.redeemInvite(args.code, ctx.identityId);
    if (!result.ok && result.reason === 'maker_lost_role') return errorReply(t('join-maker-lost-role'));
    if (!result.ok) return errorReply(t('join-unknown-code'));
    await identities.setActiveAccount(ctx.identityId, result.accountId);
    const joined = await accounts.get(result.accountId);
    await audit.record({
      accountId: result.accountId,
      actor: ctx.actor,
      action: 'join',
      summary: msg('audit-join', { role: result.role }),
      at: ctx.now(),
    });
    return {
      text: t('join-done', { label: joined?.label ?? t('join-unnamed-account'), role: roleWord(result.role) }),
      tone: 'success',
      deleteUserMessage: ctx.place.kind === 'group',
    };
  },
});
