import { z } from 'zod';
import { ROLES } from '../../store/roles.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { errorReply } from '../reply-helpers.js';
import type { Reply } from '../reply.js';

const ACTIONS = ['members', 'invite', 'link', 'unlink', 'revoke'] as const;

export const team = accountCommand({
  id: 'team',
  description: 'Share the account: invite codes, linked groups, members',
  details:
    '`team invite viewer|operator|manager|owner` makes a one-time code, `team link` in a group or channel links it, `team unlink`, `team members`, `team revoke <member number>`.',
  arguments: [
    { name: 'action', description: 'What to do', type: 'string', required: false, choices: [...ACTIONS] },
    { name: 'value', description: 'Role for invite (viewer, operator, manager, owner) or member number for revoke', type: 'string', required: false },
  ],
  schema: z.strictObject({ action: z.enum(ACTIONS).default('members'), value: z.string().trim().optional() }),
  role: 'owner',
  writes: true,
  usesMarketplace: false,
  unlinkedGroupUsesActiveAccount: true,
  scopes: ['private', 'group'],
  secretAnswer: { what: 'a one-time invite code', when: { argument: 'action', values: ['invite'] } },
  async run(ctx, args) {
    switch (args.action) {
      case 'members':
        return members(ctx);
      case 'invite': {
        const role = z.enum(ROLES).safeParse(args.value ?? '');
        if (!role.success) return errorReply('Say which role the invite grants: `team invite viewer|operator|manager|owner`.');
        const code = await ctx.services.stores.team.createInvite(ctx.account.id, role.data, ctx.identityId);
        await ctx.audit(`created a one-time ${role.data} invite`);
        return { title: 'Invite code', text: `Give this code to one person: \`join ${code}\`. It makes them ${role.data} of "${ctx.account.label}", works once, and expires in 24 hours.`, visibility: 'private' };
      }
      case 'link': {
        if (ctx.place.kind !== 'group') return errorReply('Send `team link` in the Discord channel or Telegram group you want to link.');
        const result = await ctx.services.stores.team.linkPlace(ctx.account.id, { platform: ctx.place.platform, chatId: ctx.place.chatId });
        if (!result.ok) return errorReply('This place is already linked to another seller account; its owner must `team unlink` it first.');
        await ctx.audit(`linked ${ctx.place.platform} chat ${ctx.place.chatId}`);
        return { text: `This chat now serves "${ctx.account.label}": members act on it with their own roles, and order alerts come here when alerts are set to team or both.`, tone: 'success' };
      }
      case 'unlink': {
        if (ctx.place.kind !== 'group') return errorReply('Send `team unlink` in the linked channel or group.');
        await ctx.services.stores.team.unlinkPlace(ctx.account.id, { platform: ctx.place.platform, chatId: ctx.place.chatId });
        await ctx.audit(`unlinked ${ctx.place.platform} chat ${ctx.place.chatId}`);
        return { text: 'This chat no longer serves the seller account.', tone: 'success' };
      }
      case 'revoke':
        return revoke(ctx, args.value);
    }
  },
});

async function listMembers(ctx: AccountContext) {
  const list = await ctx.services.stores.team.members(ctx.account.id);
  return Promise.all(
    list.map(async (member) => ({ ...member, logins: await ctx.services.stores.identities.logins(member.identityId) })),
  ).then((rows) => rows.sort((a, b) => a.identityId.localeCompare(b.identityId)));
}

async function members(ctx: AccountContext): Promise<Reply> {
  const rows = await listMembers(ctx);
  return {
    title: `Team of ${ctx.account.label}`,
    list: {
      items: rows.map((row, index) => ({
        title: `${index + 1}. ${row.role}${row.identityId === ctx.identityId ? ' (you)' : ''}`,
        detail: row.logins.map((login) => `${login.platform} ${login.userId}`).join(', '),
      })),
      page: 1,
      pageCount: 1,
      total: rows.length,
    },
  };
}

async function revoke(ctx: AccountContext, value: string | undefined): Promise<Reply> {
  const rows = await listMembers(ctx);
  const index = Number(value) - 1;
  const target = Number.isInteger(index) ? rows[index] : undefined;
  if (!target) return errorReply('Say which member by the number `team members` shows: `team revoke 2`.');
  if (target.identityId === ctx.identityId) return errorReply('You cannot revoke yourself; another owner can, or `disconnect` the account.');
  await ctx.services.stores.team.revoke(ctx.account.id, target.identityId);
  await ctx.audit(`revoked the ${target.role} role of member ${index + 1}`);
  return { text: `Member ${index + 1} no longer has a role on "${ctx.account.label}".`, tone: 'success' };
}
