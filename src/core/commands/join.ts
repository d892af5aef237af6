import { z } from 'zod';
import { argument, commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';
import { errorReply } from '../reply-helpers.js';

export const join = personCommand({
  id: 'join',
  description: "Join a seller account's team with the one-time invite code its owner gave you",
  ...commandArguments({ code: argument(z.string().trim().min(4).max(24), { description: 'Invite code from `team invite`' }) }),
  role: 'none',
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const { team, identities, accounts, audit } = ctx.services.stores;
    const result = await team.redeemInvite(args.code, ctx.identityId);
    if (!result.ok && result.reason === 'maker_lost_role')
      return errorReply(
        'That invite no longer works: whoever made it is no longer an owner of the account. Ask a current owner for a new one.',
      );
    if (!result.ok) return errorReply('That invite code is unknown, used, cancelled or expired. Ask the owner for a new one.');
    await identities.setActiveAccount(ctx.identityId, result.accountId);
    const joined = await accounts.get(result.accountId);
    await audit.record({
      accountId: result.accountId,
      actor: ctx.actor,
      action: 'join',
      summary: `joined the team as ${result.role}`,
      at: ctx.now(),
    });
    return {
      text: `You joined "${joined?.label ?? 'the seller account'}" as ${result.role}. It is now your active account.`,
      tone: 'success',
      deleteUserMessage: ctx.place.kind === 'group',
    };
  },
});
