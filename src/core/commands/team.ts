import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { ROLES, type Role } from '../../domain/roles.js';
import type { Platform } from '../../domain/platform.js';
import { argument, commandArguments } from '../command-arguments.js';
import { verbCommand } from '../verb-command.js';
import type { AccountContext } from '../context.js';
import { roleWord } from '../format/role-words.js';
import { matchMember, memberId } from '../format/member-id.js';
import { formatWhen } from '../format/time.js';
import { buttonRows, errorReply } from '../reply-helpers.js';
import type { InviteData, TeamData } from '../../domain/reply.js';
import { done, refused } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';

/** Enough of an invite code to cancel it without showing the whole code to a group. */
const INVITE_SHOWN_LENGTH = 4;

const value = argument(z.string().trim().optional(), { description: () => t('cmd-team-value') });

/** An invite made: the code to give, and the role it grants. */
export interface InviteMade {
  code: string;
  role: Role;
}

export const teamInvite = typedVerb<{ value?: string | undefined }, InviteMade, never, 'team'>('team', {
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
    if (!role.success) return refused('refused', t('team-invite-which-role'));
    const code = await ctx.services.stores.team.createInvite(ctx.account.id, role.data, ctx.identityId);
    await ctx.audit(msg('audit-team-invite-created', { role: role.data }));
    return done({ code, role: role.data });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { code, role } = outcome.value;
    return {
      title: t('team-invite-title'),
      text: t('team-invite', { code, role: roleWord(role), label: ctx.account.label }),
      visibility: 'private',
    };
  },
});

/** A chat linked to (or unlinked from) the shop: its platform and id. */
export interface ChatLinked {
  platform: Platform;
  chat_id: string;
}

export const teamLink = typedVerb<Record<string, never>, ChatLinked, never, 'team'>('team', {
  name: 'link',
  description: () => t('cmd-team-action-link'),
  ...commandArguments({}),
  role: 'owner',
  writes: true,
  marketplace: 'none',
  stores: ['team'],
  async run(ctx) {
    if (ctx.place.kind !== 'group') return refused('refused', t('team-link-not-group'));
    const result = await ctx.services.stores.team.linkPlace(ctx.account.id, { platform: ctx.place.platform, chatId: ctx.place.chatId });
    if (!result.ok) return refused('refused', t('team-link-taken'));
    await ctx.audit(msg('audit-team-linked', { platform: ctx.place.platform, chat: ctx.place.chatId }));
    return done({ platform: ctx.place.platform, chat_id: ctx.place.chatId });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    return { text: t('team-linked', { label: ctx.account.label }), tone: 'success' };
  },
});

const teamUnlink = typedVerb<Record<string, never>, ChatLinked, never, 'team'>('team', {
  name: 'unlink',
  description: () => t('cmd-team-action-unlink'),
  ...commandArguments({}),
  role: 'owner',
  writes: true,
  marketplace: 'none',
  stores: ['team'],
  async run(ctx) {
    if (ctx.place.kind !== 'group') return refused('refused', t('team-unlink-not-group'));
    await ctx.services.stores.team.unlinkPlace(ctx.account.id, { platform: ctx.place.platform, chatId: ctx.place.chatId });
    await ctx.audit(msg('audit-team-unlinked', { platform: ctx.place.platform, chat: ctx.place.chatId }));
    return done({ platform: ctx.place.platform, chat_id: ctx.place.chatId });
  },
  chat(outcome) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    return { text: t('team-unlinked'), tone: 'success' };
  },
});

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

/** A member taken off the team: who, and the role they had. */
interface MemberRevoked {
  member_id: string;
  role: Role;
}

const teamRevoke = typedVerb<
  { value?: string | undefined },
  MemberRevoked,
  never,
  'team' | 'identities' | 'dashboardSessions' | 'alertSettings'
>('team', {
  name: 'revoke',
  description: () => t('cmd-team-action-revoke'),
  ...commandArguments({ value }),
  role: 'owner',
  writes: true,
  marketplace: 'none',
  stores: ['team', 'identities', 'dashboardSessions', 'alertSettings'],
  async run(ctx, args) {
    const target = matchMember(await listMembers(ctx), args.value);
    if (!target) return refused('refused', t('team-revoke-which'));
    if (target.identityId === ctx.identityId) return refused('refused', t('team-revoke-self'));
    await ctx.services.stores.team.revoke(ctx.account.id, target.identityId);
    // Their open dashboard pages go too: a page's pings would keep its session alive, with person-level commands running there.
    await ctx.services.stores.dashboardSessions.endFor(ctx.account.id, target.logins);
    // Alerts follow roles when sent anyway; the requests go too, so a later invite starts with none.
    await ctx.services.stores.alertSettings.removePrivateTargetsOf(ctx.account.id, target.logins);
    await ctx.audit(msg('audit-team-revoked', { role: target.role, member: memberId(target.identityId) }));
    return done({ member_id: memberId(target.identityId), role: target.role });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { member_id: member, role } = outcome.value;
    return { text: t('team-revoked', { member, role: roleWord(role), label: ctx.account.label }), tone: 'success' };
  },
});

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

/** An open invite cancelled: the start of its code, as `team invites` shows it, and the role it would have granted. */
export interface InviteCancelled {
  code_start: string;
  role: Role;
}

export const teamCancel = typedVerb<{ value?: string | undefined }, InviteCancelled, never, 'team'>('team', {
  name: 'cancel',
  description: () => t('cmd-team-action-cancel'),
  ...commandArguments({ value }),
  role: 'owner',
  writes: true,
  marketplace: 'none',
  stores: ['team'],
  async run(ctx, args) {
    const result = await ctx.services.stores.team.cancelInvite(ctx.account.id, args.value ?? '');
    if (!result.ok) return refused('refused', result.reason === 'ambiguous' ? t('team-cancel-ambiguous') : t('team-cancel-unknown'));
    await ctx.audit(msg('audit-team-invite-cancelled', { role: result.invite.role }));
    return done({ code_start: result.invite.code.slice(0, INVITE_SHOWN_LENGTH), role: result.invite.role });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { code_start: code, role } = outcome.value;
    return {
      text: t('team-invite-cancelled', { code: shownCode(code), role: roleWord(role) }),
      tone: 'success',
      replaceOriginal: ctx.viaAction,
    };
  },
});

export const team = verbCommand({
  id: 'team',
  description: () => t('cmd-team'),
  details: () => t('cmd-team-details'),
  unlinkedGroupUsesActiveAccount: true,
  scopes: ['private', 'group'],
  defaultVerb: 'members',
  verbs: [teamMembers, teamInvite, teamInvites, teamCancel, teamLink, teamUnlink, teamRevoke],
});
