import { z } from 'zod';
import { ROLES } from '../../store/roles.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { formatWhen } from '../format/time.js';
import { buttonRows, errorReply } from '../reply-helpers.js';
import type { Reply } from '../reply.js';

const ACTIONS = ['members', 'invite', 'invites', 'cancel', 'link', 'unlink', 'revoke'] as const;

/** Enough of an identity id to name a member for good: list positions shift as people join and leave. */
const MEMBER_ID_LENGTH = 8;
/** Enough of an invite code to cancel it without showing the whole code to a group. */
const INVITE_SHOWN_LENGTH = 4;

export const team = accountCommand({
  id: 'team',
  description: 'Share the account: invite codes, linked groups, members',
  details:
    '`team invite viewer|operator|manager|owner` makes a one-time code, `team invites` lists the open ones, `team cancel <code>` cancels one, `team link` in a group or channel links it, `team unlink`, `team members`, `team revoke <member id>`.',
  ...commandArguments({
    action: argument(z.enum(ACTIONS).default('members'), { description: 'What to do' }),
    value: argument(z.string().trim().optional(), { description: 'Role for invite, member id for revoke, or invite code for cancel' }),
  }),
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
        return {
          title: 'Invite code',
          text: `Give this code to one person: \`join ${code}\`. It makes them ${role.data} of "${ctx.account.label}", works once, and expires in 24 hours, or sooner if you stop being an owner. \`team invites\` lists open invites to cancel.`,
          visibility: 'private',
        };
      }
      case 'invites':
        return invites(ctx);
      case 'cancel':
        return cancelInvite(ctx, args.value);
      case 'link': {
        if (ctx.place.kind !== 'group') return errorReply('Send `team link` in the Discord channel or Telegram group you want to link.');
        const result = await ctx.services.stores.team.linkPlace(ctx.account.id, { platform: ctx.place.platform, chatId: ctx.place.chatId });
        if (!result.ok) return errorReply('This place is already linked to another seller account; its owner must `team unlink` it first.');
        await ctx.audit(`linked ${ctx.place.platform} chat ${ctx.place.chatId}`);
        return {
          text: `This chat now serves "${ctx.account.label}": members act on it with their own roles, and order alerts come here when alerts are set to team or both.`,
          tone: 'success',
        };
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

const memberId = (identityId: string): string => identityId.slice(0, MEMBER_ID_LENGTH);

async function members(ctx: AccountContext): Promise<Reply> {
  const rows = await listMembers(ctx);
  return {
    title: `Team of ${ctx.account.label}`,
    text: 'Take a role away with `team revoke <member id>`.',
    list: {
      items: rows.map((row) => ({
        title: `${memberId(row.identityId)} · ${row.role}${row.identityId === ctx.identityId ? ' (you)' : ''}`,
        detail: row.logins.map((login) => `${login.platform} ${login.userId}`).join(', '),
      })),
      page: 1,
      pageCount: 1,
      total: rows.length,
    },
  };
}

async function revoke(ctx: AccountContext, value: string | undefined): Promise<Reply> {
  const typed = value?.toLowerCase() ?? '';
  const rows = await listMembers(ctx);
  const matching = typed.length >= 4 ? rows.filter((row) => row.identityId.startsWith(typed)) : [];
  const [target, ...others] = matching;
  if (!target || others.length > 0) return errorReply('Say which member by the id `team members` shows: `team revoke 3f9c0a1b`.');
  if (target.identityId === ctx.identityId)
    return errorReply('You cannot revoke yourself; another owner can, or `disconnect` the account.');
  await ctx.services.stores.team.revoke(ctx.account.id, target.identityId);
  await ctx.audit(`revoked the ${target.role} role of member ${memberId(target.identityId)}`);
  return {
    text: `Member ${memberId(target.identityId)} (${target.role}) no longer has a role on "${ctx.account.label}".`,
    tone: 'success',
  };
}

const shownCode = (code: string): string => `${code.slice(0, INVITE_SHOWN_LENGTH)}…`;

async function invites(ctx: AccountContext): Promise<Reply> {
  const open = await ctx.services.stores.team.openInvites(ctx.account.id);
  if (open.length === 0) return { text: `"${ctx.account.label}" has no open invite. Make one with \`team invite <role>\`.`, tone: 'info' };
  const buttons = await Promise.all(
    open.slice(0, 25).map(async (invite) => ({
      label: `Cancel ${shownCode(invite.code)}`,
      action: await ctx.actionFor(`team cancel ${invite.code.slice(0, INVITE_SHOWN_LENGTH)}`),
      style: 'danger' as const,
    })),
  );
  return {
    title: `Open invites of ${ctx.account.label}`,
    text: 'Each works once. Cancel one with its button or `team cancel <first characters of the code>`.',
    list: {
      items: open.map((invite) => ({
        title: `${shownCode(invite.code)} · ${invite.role}`,
        detail: `made by member ${memberId(invite.createdBy)} · expires ${formatWhen(invite.expiresAt, ctx.now())}`,
      })),
      page: 1,
      pageCount: 1,
      total: open.length,
    },
    buttons: buttonRows(buttons),
  };
}

async function cancelInvite(ctx: AccountContext, value: string | undefined): Promise<Reply> {
  const result = await ctx.services.stores.team.cancelInvite(ctx.account.id, value ?? '');
  if (!result.ok) {
    return errorReply(
      result.reason === 'ambiguous'
        ? 'More than one open invite starts that way: type more characters of the code.'
        : 'No open invite starts that way. `team invites` lists the open ones.',
    );
  }
  await ctx.audit(`cancelled a ${result.invite.role} invite`);
  return {
    text: `Invite ${shownCode(result.invite.code)} (${result.invite.role}) is cancelled: nobody can join with it.`,
    tone: 'success',
    replaceOriginal: ctx.viaAction,
  };
}
