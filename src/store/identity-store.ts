import type { Redis } from 'ioredis';
import type { Platform } from '../core/platform.js';
import { generateOneTimeCode, normalizeOneTimeCode } from './one-time-code.js';
import { ACTIVE_ACCOUNT_FIELD, fieldsWithPrefix, identityRecordKey, LOGIN_FIELD, newRecordId } from './records.js';
import type { AccountRole, TeamStore } from './team-store.js';

/** One platform login of a person. */
export interface PlatformUser {
  platform: Platform;
  userId: string;
}

export type RedeemLinkResult =
  | { ok: true; identityId: string }
  /** Unknown, used or expired code. */
  | { ok: false; reason: 'unknown_code' }
  /** The person redeemed their own code on a login already joined. */
  | { ok: false; reason: 'already_linked' }
  /** Both identities already hold a login on the same platform: one person has one login per platform. */
  | { ok: false; reason: 'platform_taken'; platform: Platform };

export const LINK_CODE_TTL_SECONDS = 10 * 60;

/**
 * A person across platforms. Each platform login maps to one identity, created on
 * first sight; a one-time link code joins a Discord and a Telegram login into one
 * identity, carrying their team roles along. An identity's logins (one per platform)
 * and active account are fields of its record (see records.ts).
 */
export class IdentityStore {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
    private readonly team: TeamStore,
  ) {}

  async resolve(platform: Platform, userId: string): Promise<string> {
    const key = this.loginKey({ platform, userId });
    const existing = await this.redis.get(key);
    if (existing !== null) return existing;
    const created = newRecordId();
    if ((await this.redis.set(key, created, 'NX')) === 'OK') {
      await this.redis.hset(this.recordKey(created), LOGIN_FIELD + platform, userId);
      return created;
    }
    const winner = await this.redis.get(key);
    if (winner === null) throw new Error('identity mapping vanished from Redis');
    return winner;
  }

  async logins(identityId: string): Promise<PlatformUser[]> {
    const record = await this.redis.hgetall(this.recordKey(identityId));
    return fieldsWithPrefix(record, LOGIN_FIELD).map(([platform, userId]) => ({ platform: platform as Platform, userId }));
  }

  async createLinkCode(identityId: string, ttlSeconds = LINK_CODE_TTL_SECONDS): Promise<string> {
    for (;;) {
      const code = generateOneTimeCode(8);
      if ((await this.redis.set(this.linkCodeKey(code), identityId, 'EX', ttlSeconds, 'NX')) === 'OK') return code;
    }
  }

  /** The redeeming login (and every other login of its identity) joins the identity that made the code. */
  async redeemLinkCode(code: string, platform: Platform, userId: string): Promise<RedeemLinkResult> {
    const target = await this.redis.getdel(this.linkCodeKey(normalizeOneTimeCode(code)));
    if (target === null) return { ok: false, reason: 'unknown_code' };
    const source = await this.resolve(platform, userId);
    if (source === target) return { ok: false, reason: 'already_linked' };
    const [sourceLogins, targetLogins] = await Promise.all([this.logins(source), this.logins(target)]);
    const taken = sourceLogins.find((login) => targetLogins.some((other) => other.platform === login.platform));
    if (taken) return { ok: false, reason: 'platform_taken', platform: taken.platform };
    for (const login of sourceLogins) {
      await this.redis
        .multi()
        .set(this.loginKey(login), target)
        .hset(this.recordKey(target), LOGIN_FIELD + login.platform, login.userId)
        .hdel(this.recordKey(source), LOGIN_FIELD + login.platform)
        .exec();
    }
    await this.team.mergeIdentity(source, target);
    const sourceActive = await this.redis.hget(this.recordKey(source), ACTIVE_ACCOUNT_FIELD);
    if (sourceActive !== null) await this.redis.hsetnx(this.recordKey(target), ACTIVE_ACCOUNT_FIELD, sourceActive);
    await this.redis.del(this.recordKey(source));
    return { ok: true, identityId: target };
  }

  /** The seller accounts this person holds a role on. */
  accountsOf(identityId: string): Promise<AccountRole[]> {
    return this.team.accountsOf(identityId);
  }

  /** The account commands act on: the chosen one while the person still has a role there, else their first. */
  async activeAccount(identityId: string): Promise<AccountRole | null> {
    const [chosen, accounts] = await Promise.all([this.redis.hget(this.recordKey(identityId), ACTIVE_ACCOUNT_FIELD), this.accountsOf(identityId)]);
    return accounts.find((account) => account.accountId === chosen) ?? accounts[0] ?? null;
  }

  /** Refused (false) when the person holds no role on that account. */
  async setActiveAccount(identityId: string, accountId: string): Promise<boolean> {
    const accounts = await this.accountsOf(identityId);
    if (!accounts.some((account) => account.accountId === accountId)) return false;
    await this.redis.hset(this.recordKey(identityId), ACTIVE_ACCOUNT_FIELD, accountId);
    return true;
  }

  private loginKey(login: PlatformUser): string {
    return `${this.namespace}:login:${login.platform}:${login.userId}`;
  }

  private recordKey(identityId: string): string {
    return identityRecordKey(this.namespace, identityId);
  }

  private linkCodeKey(code: string): string {
    return `${this.namespace}:link-code:${code}`;
  }
}
