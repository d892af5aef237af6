import { z } from 'zod';
import { msg, t, type LazyText } from '../../i18n/index.js';
import { ROLES } from '../../domain/roles.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountVerb, verbCommand } from '../verb-command.js';
import type { StoreName } from '../narrow-stores.js';
import type { AccountContext } from '../context.js';
import { roleWord } from '../format/role-words.js';
import { matchMember, memberId } from '../format/member-id.js';
import { formatWhen } from '../format/time.js';
import { buttonRows, errorReply } from '../reply-helpers.js';
import type { InviteData, Reply, TeamData } from '../../domain/reply.js';
import { done } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';

/** Enough of an invite code to cancel it without showing the whole code to a group. */
const INVITE_SHOWN_LENGTH = 4;

const value = argument(z.string().trim().optional(), { description: () => t('cmd-team-value') });

/** Every verb of `team` is the owner's: who is on the team, and which chats serve the shop. */
function ownerVerb<S extends StoreName>(
  name: string,
  description: LazyText,
  stores: readonly S[],
  run: (ctx: AccountContext<S>, value: string | undefined) => Promise<Reply>,
  takesValue: boolean,
) {
  const common = { name, description, role: 'owner', writes: true, marketplace: 'none', stores } as const;
  if (!takesValue) return accountVerb({ ...common, ...commandArguments({}), run: (ctx: AccountContext<S>) => run(ctx, undefined) });
  return accountVerb({
    ...common,
    ...commandArguments({ value }),
    run: (ctx: AccountContext<S>, args: { value?: string | undefined }) => run(ctx, args.value),
  });
}

const invite = accountVerb({
  name: 'invite',
  description: () => t('cmd-team-action-invite'),
  ...commandArguments({ value }),
  role: 'owner',
  writes: true,
  marketplace: 'none',
  stores: ['team'],
  secretAnswer: { what: () => t('team-secret-what') },
  async run(ctx, args) {
    const role = z.enum(ROLES).safeParse(args.value ?? '');
    if (!role.success) return errorReply(t('team-invite-which-role'));
    const code = await ctx.services.stores.team.createInvite(ctx.account.id, role.data, ctx.identityId);
    await ctx.audit(msg('audit-team-invite-created', { role: role.data }));
    return {
      title: t('team-invite-title'),
      text: t('team-invite', { code, role: roleWord(role.data), label: ctx.account.label }),
      visibility: 'private',
    };
  },
});

async function link(ctx: AccountContext<'team'>): Promise<Reply> {
  if (ctx.place.kind !== 'group') return errorReply(t('team-link-not-group'));
  const result = await ctx.services.stores.team.linkPlace(ctx.account.id, { platform: ctx.place.platform, chatId: ctx.place.chatId });
  if (!result.ok) return errorReply(t('team-link-taken'));
  await ctx.audit(msg('audit-team-linked', { platform: ctx.place.platform, chat: ctx.place.chatId }));
  return { text: t('team-linked', { label: ctx.account.label }), tone: 'success' };
}

async function unlink(ctx: AccountContext<'team'>): Promise<Reply> {
  if (ctx.place.kind !== 'group') return errorReply(t('team-unlink-not-group'));
  await ctx.services.stores.team.unlinkPlace(ctx.account.id, { platform: ctx.place.platform, chatId: ctx.place.chatId });
  await ctx.audit(msg('audit-team-unlinked', { platform: ctx.place.platform, chat: ctx.place.chatId }));
  return { text: t('team-unlinked'), tone: 'success' };
}

async function listMembers(ctx: AccountContext<'team' | 'identities'>) {
  const list = await ctx.services.stores.team.members(ctx.account.id);
  return Promise.all(
    list.map(async (member) => ({ ...member, logins: await ctx.services.stores.identities.logins(member.identityId) })),
  ).then((rows) => rows.sort((a, b) => a.identityId.localeCompare(b.identityId)));
}

/** Who is on the team, with their logins, and the chats linked to the shop. */
export const teamMembers = typedVerb<Record<string, never>, TeamData, never, 'team' | 'identities'>('team', {
  name: 'members',
  description: () => t('cmd-team-action-members'),
  ...commandArguments({}),
  role: 'owner',
  writes: false,
  marketplace: 'none',
  stores: ['team', 'identities'],
  async run(ctx) {
    const [rows, places] = await Promise.all([listMembers(ctx), ctx.services.stores.team.placesOf(ctx.account.id)]);
    return done({
      members: rows.map((row) => ({
        member_id: memberId(row.identityId),
        role: row.role,
        you: row.identityId === ctx.identityId,
        logins: row.logins.map((login) => ({ platform: login.platform, user_id: login.userId })),
      })),
      linked_chats: places.map((place) => ({ platform: place.platform, chat_id: place.chatId })),
    });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { members } = outcome.value;
    return {
      title: t('team-members-title', { label: ctx.account.label }),
      text: t('team-members-hint'),
      list: {
        items: members.map((member) => ({
          title: `${member.member_id} · ${member.you ? t('team-member-you', { role: roleWord(member.role) }) : roleWord(member.role)}`,
          detail: member.logins.map((login) => `${login.platform} ${login.user_id}`).join(', '),
        })),
        page: 1,
        pageCount: 1,
        total: members.length,
      },
    };
  },
});

async function revoke(
  ctx: AccountContext<'team' | 'identities' | 'dashboardSessions' | 'alertSettings'>,
  value: string | undefined,
): Promise<Reply> {
  const target = matchMember(await listMembers(ctx), value);
  if (!target) return errorReply(t('team-revoke-which'));
  if (target.identityId === ctx.identityId) return errorReply(t('team-revoke-self'));
  await ctx.services.stores.team.revoke(ctx.account.id, target.identityId);
  // Their open dashboard pages go too: a page's pings would keep its session alive, with person-level commands running there.
  await ctx.services.stores.dashboardSessions.endFor(ctx.account.id, target.logins);
  // Alerts follow roles when sent anyway; the requests go too, so a later invite starts with none.
  await ctx.services.stores.alertSettings.removePrivateTargetsOf(ctx.account.id, target.logins);
  await ctx.audit(msg('audit-team-revoked', { role: target.role, member: memberId(target.identityId) }));
  return {
    text: t('team-revoked', { member: memberId(target.identityId), role: roleWord(target.role), label: ctx.account.label }),
    tone: 'success',
  };
}

const shownCode = (code: string): string => `${code.slice(0, INVITE_SHOWN_LENGTH)}…`;

/** The open invites, each code cut to what `team invites` shows and `team cancel` takes: enough to cancel it. */
export interface OpenInvites {
  invites: InviteData[];
}

export const teamInvites = typedVerb<Record<string, never>, OpenInvites, never, 'team'>('team', {
  name: 'invites',
  description: () => t('cmd-team-action-invites'),
  ...commandArguments({}),
  role: 'owner',
  writes: false,
  marketplace: 'none',
  stores: ['team'],
  async run(ctx) {
    const open = await ctx.services.stores.team.openInvites(ctx.account.id);
    return done({
      invites: open.map((invite) => ({
        code_start: invite.code.slice(0, INVITE_SHOWN_LENGTH),
        role: invite.role,
        created_by: memberId(invite.createdBy),
        expires_at: new Date(invite.expiresAt).toISOString(),
      })),
    });
  },
  async chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const open = outcome.value.invites;
    if (open.length === 0) return { text: t('team-invites-none', { label: ctx.account.label }), tone: 'info' };
    const buttons = await Promise.all(
      open.slice(0, 25).map(async (invite) => ({
        label: t('team-invite-cancel-button', { code: shownCode(invite.code_start) }),
        action: await ctx.actionFor(`team cancel ${invite.code_start}`),
        style: 'danger' as const,
      })),
    );
    return {
      title: t('team-invites-title', { label: ctx.account.label }),
      text: t('team-invites-hint'),
      list: {
        items: open.map((invite) => ({
          title: `${shownCode(invite.code_start)} · ${roleWord(invite.role)}`,
          detail: t('team-invite-detail', { member: invite.created_by, when: formatWhen(Date.parse(invite.expires_at), ctx.now()) }),
        })),
        page: 1,
        pageCount: 1,
        total: open.length,
      },
      buttons: buttonRows(buttons),
    };
  },
});

async function cancelInvite(ctx: AccountContext<'team'>, value: string | undefined): Promise<Reply> {
  const result = await ctx.services.stores.team.cancelInvite(ctx.account.id, value ?? '');
  if (!result.ok) {
    return errorReply(result.reason === 'ambiguous' ? t('team-cancel-ambiguous') : t('team-cancel-unknown'));
  }
  await ctx.audit(msg('audit-team-invite-cancelled', { role: result.invite.role }));
  return {
    text: t('team-invite-cancelled', { code: shownCode(result.invite.code), role: roleWord(result.invite.role) }),
    tone: 'success',
    replaceOriginal: ctx.viaAction,
  };
}

export const team = verbCommand({
  id: 'team',
  description: () => t('cmd-team'),
  details: () => t('cmd-team-details'),
  unlinkedGroupUsesActiveAccount: true,
  scopes: ['private', 'group'],
  defaultVerb: 'members',
  verbs: [
    teamMembers,
    invite,
    teamInvites,
    ownerVerb('cancel', () => t('cmd-team-action-cancel'), ['team'], cancelInvite, true),
    ownerVerb('link', () => t('cmd-team-action-link'), ['team'], link, false),
    ownerVerb('unlink', () => t('cmd-team-action-unlink'), ['team'], unlink, false),
    ownerVerb('revoke', () => t('cmd-team-action-revoke'), ['team', 'identities', 'dashboardSessions', 'alertSettings'], revoke, true),
  ],
});
