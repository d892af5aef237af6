import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import type { Role } from '../../domain/roles.js';
import { argument, commandArguments } from '../command-arguments.js';
import { roleWord } from '../format/role-words.js';
import { errorReply } from '../reply-helpers.js';
import { done, refused } from '../typed/outcome.js';
import { typedPersonCommand } from '../typed/typed-person-command.js';

/** The shop an invite joined, now the person's active one; its label null when the shop is gone meanwhile. */
export interface JoinedShop {
  account_id: string;
  label: string | null;
  role: Role;
}

export const join = typedPersonCommand<{ code: string }, JoinedShop, 'team' | 'identities' | 'accounts' | 'audit'>({
  id: 'join',
  description: () => t('cmd-join'),
  ...commandArguments({ code: argument(z.string().trim().min(4).max(24), { description: () => t('cmd-join-code') }) }),
  role: 'none',
  scopes: ['private', 'group'],
  stores: ['team', 'identities', 'accounts', 'audit'],
  async run(ctx, args) {
    const { team, identities, accounts, audit } = ctx.services.stores;
    const result = await team.redeemInvite(args.code, ctx.identityId);
    if (!result.ok && result.reason === 'maker_lost_role') return refused('not_allowed', t('join-maker-lost-role'));
    if (!result.ok) return refused('not_found', t('join-unknown-code'));
    await identities.setActiveAccount(ctx.identityId, result.accountId);
    const joined = await accounts.get(result.accountId);
    await audit.record({
      accountId: result.accountId,
      actor: ctx.actor,
      action: 'join',
      summary: msg('audit-join', { role: result.role }),
      at: ctx.now(),
    });
    return done({ account_id: result.accountId, label: joined?.label ?? null, role: result.role });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { label, role } = outcome.value;
    return {
      text: t('join-done', { label: label ?? t('join-unnamed-account'), role: roleWord(role) }),
      tone: 'success',
      deleteUserMessage: ctx.place.kind === 'group',
    };
  },
});
