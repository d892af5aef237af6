import type { RedisConnection } from '../runtime/redis-connection.js';
import type { Platform } from '../domain/platform.js';
import { generateOneTimeCode, normalizeOneTimeCode } from './one-time-code.js';
import {
  accountRecordKey,
  fieldsWithPrefix,
  HELD_ACCOUNT_FIELD,
  identityRecordKey,
  INVITE_FIELD,
  PLACE_FIELD,
  ROLE_FIELD,
} from './records.js';
import { isRole, roleAtLeast, type Role } from '../domain/roles.js';

/** A Discord channel or Telegram group linked to a seller account. */
export interface LinkedPlace {
  platform: Platform;
  chatId: string;
}

export interface TeamMember {
  identityId: string;
  role: Role;
}

export interface AccountRole {
  accountId: string;
  role: Role;
}

export interface InviteInfo {
  accountId: string;
  role: Role;
  createdBy: string;
  createdAt: number;
}

/** An invite not used, cancelled or expired yet, whose maker may still make it. */
export interface OpenInvite extends InviteInfo {
  code: string;
  expiresAt: number;
}

export type RedeemInviteResult =
  | { ok: true; accountId: string; role: Role }
  | { ok: false; reason: 'unknown_code' }
  /** Whoever made the invite no longer holds the role that makes invites on the account. */
  | { ok: false; reason: 'maker_lost_role' };

export type CancelInviteResult = { ok: true; invite: OpenInvite } | { ok: false; reason: 'unknown' | 'ambiguous' };

/** The role that makes invites (`team invite`): an invite lives only while its maker holds it. */
const INVITING_ROLE: Role = 'owner';

export type LinkPlaceResult = { ok: true } | { ok: false; reason: 'linked_elsewhere'; accountId: string };

const INVITE_TTL_SECONDS = 24 * 60 * 60;

/**
 * Who may do what on which seller account, one-time invites, and the group chats
 * linked to an account. Roles are fields of both records, the account's and the
 * person's (see records.ts), so "my accounts" and "the team" are one read each.
 */
export class TeamStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async roleOf(accountId: string, identityId: string): Promise<Role | null> {
    const role = await this.redis.hget(this.accountKey(accountId), ROLE_FIELD + identityId);
    return role !== null && isRole(role) ? role : null;
  }

  // The account's record is the authority (roleOf reads it) and the person's record an
  // index; in a cluster they sit on different slots, so they are written one after the
  // other, ordered so that a crash between the two never leaves a right nobody granted.
  async grant(accountId: string, identityId: string, role: Role): Promise<void> {
    await this.redis.hset(this.identityKey(identityId), HELD_ACCOUNT_FIELD + accountId, role);
    await this.redis.hset(this.accountKey(accountId), ROLE_FIELD + identityId, role);
  }

  async revoke(accountId: string, identityId: string): Promise<void> {
    await this.redis.hdel(this.accountKey(accountId), ROLE_FIELD + identityId);
    await this.redis.hdel(this.identityKey(identityId), HELD_ACCOUNT_FIELD + accountId);
  }

  async members(accountId: string): Promise<TeamMember[]> {
    const record = await this.redis.hgetall(this.accountKey(accountId));
    return fieldsWithPrefix(record, ROLE_FIELD).flatMap(([identityId, role]) => (isRole(role) ? [{ identityId, role }] : []));
  }

  /** Every seller account this identity holds a role on. */
  async accountsOf(identityId: string): Promise<AccountRole[]> {
    const record = await this.redis.hgetall(this.identityKey(identityId));
    return fieldsWithPrefix(record, HELD_ACCOUNT_FIELD)
      .flatMap(([accountId, role]) => (isRole(role) ? [{ accountId, role }] : []))
      .sort((a, b) => a.accountId.localeCompare(b.accountId));
  }

  async createInvite(accountId: string, role: Role, createdBy: string, ttlSeconds = INVITE_TTL_SECONDS): Promise<string> {
    const invite: InviteInfo = { accountId, role, createdBy, createdAt: Date.now() };
    for (;;) {
      const code = generateOneTimeCode(10);
      const stored = await this.redis.set(this.inviteKey(code), JSON.stringify(invite), 'EX', ttlSeconds, 'NX');
      if (stored === 'OK') {
        await this.redis.hset(this.accountKey(accountId), INVITE_FIELD + code, '');
        return code;
      }
    }
  }

  /**
   * Consumes the code (once, even under concurrent redeems); never lowers a role already held.
   * Checked against its maker's role now, not when it was made: an invite dies with its maker's right to invite.
   */
  async redeemInvite(code: string, identityId: string): Promise<RedeemInviteResult> {
    const normalized = normalizeOneTimeCode(code);
    const raw = await this.redis.getdel(this.inviteKey(normalized));
    if (raw === null) return { ok: false, reason: 'unknown_code' };
    const invite = JSON.parse(raw) as InviteInfo;
    await this.redis.hdel(this.accountKey(invite.accountId), INVITE_FIELD + normalized);
    if (!this.makerMayInvite(invite, await this.roleOf(invite.accountId, invite.createdBy)))
      return { ok: false, reason: 'maker_lost_role' };
    const current = await this.roleOf(invite.accountId, identityId);
    if (current !== null && roleAtLeast(current, invite.role)) return { ok: true, accountId: invite.accountId, role: current };
    await this.grant(invite.accountId, identityId, invite.role);
    return { ok: true, accountId: invite.accountId, role: invite.role };
  }

  /** The account's open invites, oldest first; used, expired and orphaned ones are cleared on the way. */
  async openInvites(accountId: string): Promise<OpenInvite[]> {
    const codes = fieldsWithPrefix(await this.redis.hgetall(this.accountKey(accountId)), INVITE_FIELD).map(([code]) => code);
    if (codes.length === 0) return [];
    // Each invite is a key of its own slot: asked one by one, not in one pipeline.
    const answers = await Promise.all(
      codes.map((code) => Promise.all([this.redis.get(this.inviteKey(code)), this.redis.pttl(this.inviteKey(code))])),
    );
    const members = new Map((await this.members(accountId)).map((member) => [member.identityId, member.role]));
    const open: OpenInvite[] = [];
    const gone: string[] = [];
    codes.forEach((code, index) => {
      const [raw, ttl] = answers[index] ?? [null, 0];
      const invite = raw === null ? null : (JSON.parse(raw) as InviteInfo);
      if (invite && this.makerMayInvite(invite, members.get(invite.createdBy) ?? null))
        open.push({ ...invite, code, expiresAt: Date.now() + Math.max(0, ttl) });
      else gone.push(code);
    });
    if (gone.length > 0) {
      await this.redis.hdel(this.accountKey(accountId), ...gone.map((code) => INVITE_FIELD + code));
      await Promise.all(gone.map((code) => this.redis.del(this.inviteKey(code))));
    }
    return open.sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Cancels the open invite whose code starts with `typed` (its first characters are enough). */
  async cancelInvite(accountId: string, typed: string): Promise<CancelInviteResult> {
    const prefix = normalizeOneTimeCode(typed);
    const matching = prefix === '' ? [] : (await this.openInvites(accountId)).filter((invite) => invite.code.startsWith(prefix));
    const [invite, ...others] = matching;
    if (!invite) return { ok: false, reason: 'unknown' };
    if (others.length > 0) return { ok: false, reason: 'ambiguous' };
    await this.redis.del(this.inviteKey(invite.code));
    await this.redis.hdel(this.accountKey(accountId), INVITE_FIELD + invite.code);
    return { ok: true, invite };
  }

  /** A place serves one account at a time: linking one that serves another is refused. */
  async linkPlace(accountId: string, place: LinkedPlace): Promise<LinkPlaceResult> {
    const key = this.placeKey(place);
    const stored = await this.redis.set(key, accountId, 'NX');
    if (stored !== 'OK') {
      const current = await this.redis.get(key);
      if (current !== null && current !== accountId) return { ok: false, reason: 'linked_elsewhere', accountId: current };
    }
    await this.redis.hset(this.accountKey(accountId), placeField(place), '');
    return { ok: true };
  }

  async unlinkPlace(accountId: string, place: LinkedPlace): Promise<void> {
    const key = this.placeKey(place);
    await this.redis.hdel(this.accountKey(accountId), placeField(place));
    const current = await this.redis.get(key);
    if (current === accountId) await this.redis.del(key);
  }

  async accountForPlace(platform: Platform, chatId: string): Promise<string | null> {
    return this.redis.get(this.placeKey({ platform, chatId }));
  }

  async placesOf(accountId: string): Promise<LinkedPlace[]> {
    const record = await this.redis.hgetall(this.accountKey(accountId));
    return fieldsWithPrefix(record, PLACE_FIELD)
      .map(([place]) => decodePlace(place))
      .sort((a, b) => `${a.platform}:${a.chatId}`.localeCompare(`${b.platform}:${b.chatId}`));
  }

  /** Moves every role of one identity to another (identities joined by a link code); keeps the higher role. */
  async mergeIdentity(fromIdentityId: string, intoIdentityId: string): Promise<void> {
    for (const { accountId, role } of await this.accountsOf(fromIdentityId)) {
      const existing = await this.roleOf(accountId, intoIdentityId);
      if (!roleAtLeast(existing, role)) await this.grant(accountId, intoIdentityId, role);
      await this.revoke(accountId, fromIdentityId);
    }
  }

  /** Drops every role and place of an account that is being removed, from both sides. */
  async forgetAccount(accountId: string): Promise<void> {
    for (const invite of await this.openInvites(accountId)) await this.redis.del(this.inviteKey(invite.code));
    for (const member of await this.members(accountId)) await this.revoke(accountId, member.identityId);
    for (const place of await this.placesOf(accountId)) await this.unlinkPlace(accountId, place);
  }

  private makerMayInvite(invite: InviteInfo, makerRole: Role | null): boolean {
    return roleAtLeast(makerRole, INVITING_ROLE) && roleAtLeast(makerRole, invite.role);
  }

  private accountKey(accountId: string): string {
    return accountRecordKey(this.namespace, accountId);
  }

  private identityKey(identityId: string): string {
    return identityRecordKey(this.namespace, identityId);
  }

  private inviteKey(code: string): string {
    return `${this.namespace}:invite:${code}`;
  }

  private placeKey(place: LinkedPlace): string {
    return `${this.namespace}:place:${place.platform}:${place.chatId}`;
  }
}

function placeField(place: LinkedPlace): string {
  return `${PLACE_FIELD}${place.platform}:${place.chatId}`;
}

// A platform name holds no colon; a chat id might, so it is everything after the first.
function decodePlace(encoded: string): LinkedPlace {
  const colon = encoded.indexOf(':');
  return { platform: encoded.slice(0, colon) as Platform, chatId: encoded.slice(colon + 1) };
}
