import type { Redis } from 'ioredis';
import type { Platform } from '../core/platform.js';
import { generateOneTimeCode, normalizeOneTimeCode } from './one-time-code.js';
import { isRole, roleAtLeast, type Role } from './roles.js';

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

export type RedeemInviteResult =
  | { ok: true; accountId: string; role: Role }
  | { ok: false; reason: 'unknown_code' };

export type LinkPlaceResult = { ok: true } | { ok: false; reason: 'linked_elsewhere'; accountId: string };

export const INVITE_TTL_SECONDS = 24 * 60 * 60;

/**
 * Who may do what on which seller account, one-time invites, and the group chats
 * linked to an account. Roles are indexed both ways so "my accounts" is one read.
 */
export class TeamStore {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  async roleOf(accountId: string, identityId: string): Promise<Role | null> {
    const role = await this.redis.hget(this.rolesKey(accountId), identityId);
    return role !== null && isRole(role) ? role : null;
  }

  async grant(accountId: string, identityId: string, role: Role): Promise<void> {
    await this.redis
      .multi()
      .hset(this.rolesKey(accountId), identityId, role)
      .hset(this.accountsKey(identityId), accountId, role)
      .exec();
  }

  async revoke(accountId: string, identityId: string): Promise<void> {
    await this.redis.multi().hdel(this.rolesKey(accountId), identityId).hdel(this.accountsKey(identityId), accountId).exec();
  }

  async members(accountId: string): Promise<TeamMember[]> {
    const entries = await this.redis.hgetall(this.rolesKey(accountId));
    return Object.entries(entries).flatMap(([identityId, role]) => (isRole(role) ? [{ identityId, role }] : []));
  }

  /** Every seller account this identity holds a role on. */
  async accountsOf(identityId: string): Promise<AccountRole[]> {
    const entries = await this.redis.hgetall(this.accountsKey(identityId));
    return Object.entries(entries)
      .flatMap(([accountId, role]) => (isRole(role) ? [{ accountId, role }] : []))
      .sort((a, b) => a.accountId.localeCompare(b.accountId));
  }

  async createInvite(accountId: string, role: Role, createdBy: string, ttlSeconds = INVITE_TTL_SECONDS): Promise<string> {
    const invite: InviteInfo = { accountId, role, createdBy, createdAt: Date.now() };
    for (;;) {
      const code = generateOneTimeCode(10);
      const stored = await this.redis.set(this.inviteKey(code), JSON.stringify(invite), 'EX', ttlSeconds, 'NX');
      if (stored === 'OK') return code;
    }
  }

  /** Consumes the code (once, even under concurrent redeems); never lowers a role already held. */
  async redeemInvite(code: string, identityId: string): Promise<RedeemInviteResult> {
    const raw = await this.redis.getdel(this.inviteKey(normalizeOneTimeCode(code)));
    if (raw === null) return { ok: false, reason: 'unknown_code' };
    const invite = JSON.parse(raw) as InviteInfo;
    const current = await this.roleOf(invite.accountId, identityId);
    if (current !== null && roleAtLeast(current, invite.role)) return { ok: true, accountId: invite.accountId, role: current };
    await this.grant(invite.accountId, identityId, invite.role);
    return { ok: true, accountId: invite.accountId, role: invite.role };
  }

  /** A place serves one account at a time: linking one that serves another is refused. */
  async linkPlace(accountId: string, place: LinkedPlace): Promise<LinkPlaceResult> {
    const key = this.placeKey(place);
    const stored = await this.redis.set(key, accountId, 'NX');
    if (stored !== 'OK') {
      const current = await this.redis.get(key);
      if (current !== null && current !== accountId) return { ok: false, reason: 'linked_elsewhere', accountId: current };
    }
    await this.redis.sadd(this.placesKey(accountId), encodePlace(place));
    return { ok: true };
  }

  async unlinkPlace(accountId: string, place: LinkedPlace): Promise<void> {
    const key = this.placeKey(place);
    await this.redis.srem(this.placesKey(accountId), encodePlace(place));
    const current = await this.redis.get(key);
    if (current === accountId) await this.redis.del(key);
  }

  async accountForPlace(platform: Platform, chatId: string): Promise<string | null> {
    return this.redis.get(this.placeKey({ platform, chatId }));
  }

  async placesOf(accountId: string): Promise<LinkedPlace[]> {
    const members = await this.redis.smembers(this.placesKey(accountId));
    return members.map(decodePlace).sort((a, b) => `${a.platform}:${a.chatId}`.localeCompare(`${b.platform}:${b.chatId}`));
  }

  /** Moves every role of one identity to another (identities joined by a link code); keeps the higher role. */
  async mergeIdentity(fromIdentityId: string, intoIdentityId: string): Promise<void> {
    for (const { accountId, role } of await this.accountsOf(fromIdentityId)) {
      const existing = await this.roleOf(accountId, intoIdentityId);
      if (!roleAtLeast(existing, role)) await this.grant(accountId, intoIdentityId, role);
      await this.revoke(accountId, fromIdentityId);
    }
  }

  /** Drops every role and place of an account that is being removed. */
  async forgetAccount(accountId: string): Promise<void> {
    for (const member of await this.members(accountId)) await this.revoke(accountId, member.identityId);
    for (const place of await this.placesOf(accountId)) await this.unlinkPlace(accountId, place);
    await this.redis.del(this.rolesKey(accountId), this.placesKey(accountId));
  }

  private rolesKey(accountId: string): string {
    return `${this.namespace}:team:${accountId}:roles`;
  }

  private accountsKey(identityId: string): string {
    return `${this.namespace}:identity:${identityId}:accounts`;
  }

  private inviteKey(code: string): string {
    return `${this.namespace}:invite:${code}`;
  }

  private placeKey(place: LinkedPlace): string {
    return `${this.namespace}:place:${place.platform}:${place.chatId}`;
  }

  private placesKey(accountId: string): string {
    return `${this.namespace}:team:${accountId}:places`;
  }
}

function encodePlace(place: LinkedPlace): string {
  return JSON.stringify([place.platform, place.chatId]);
}

function decodePlace(encoded: string): LinkedPlace {
  const [platform, chatId] = JSON.parse(encoded) as [Platform, string];
  return { platform, chatId };
}
