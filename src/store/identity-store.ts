import type { RedisConnection } from '../runtime/redis-connection.js';
import { z } from 'zod';
import { PLATFORMS, type Platform } from '../domain/platform.js';
import { generateOneTimeCode, normalizeOneTimeCode } from './one-time-code.js';
import { ACTIVE_ACCOUNT_FIELD, fieldsWithPrefix, identityRecordKey, LANGUAGE_FIELD, LOGIN_FIELD, newRecordId } from './records.js';
import type { AccountRole, TeamStore } from './team-store.js';

/** One platform login of a person. */
export interface PlatformUser {
  platform: Platform;
  userId: string;
}

/** Who made a link code: shown to the person redeeming it before anything is joined. */
export interface LinkMaker extends PlatformUser {
  displayName: string | null;
}

export interface LinkOffer {
  identityId: string;
  maker: LinkMaker;
}

const linkOffer = z.object({
  identityId: z.string(),
  maker: z.object({ platform: z.enum(PLATFORMS), userId: z.string(), displayName: z.string().nullable() }),
});

export type UnlinkResult =
  | { ok: true; userId: string }
  /** The identity has no login on that platform. */
  | { ok: false; reason: 'not_linked' }
  /** The login the person is using cannot be cut off from itself. */
  | { ok: false; reason: 'own_login' };

export type RedeemLinkResult =
  | { ok: true; identityId: string }
  /** Unknown, used or expired code. */
  | { ok: false; reason: 'unknown_code' }
  /** The person redeemed their own code on a login already joined. */
  | { ok: false; reason: 'already_linked' }
  /** Both identities already hold a login on the same platform: one person has one login per platform. */
  | { ok: false; reason: 'platform_taken'; platform: Platform };

const LINK_CODE_TTL_SECONDS = 10 * 60;

/**
 * A person across platforms. Each platform login maps to one identity, created on
 * first sight; a one-time link code joins a Discord and a Telegram login into one
 * identity, carrying their team roles along. An identity's logins (one per platform)
 * and active account are fields of its record (see records.ts).
 */
export class IdentityStore {
  constructor(
    private readonly redis: RedisConnection,
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

  /** The person a platform login belongs to, without creating one (the jobs address logins they have only seen in settings). */
  identityOfLogin(platform: Platform, userId: string): Promise<string | null> {
    return this.redis.get(this.loginKey({ platform, userId }));
  }

  async logins(identityId: string): Promise<PlatformUser[]> {
    const record = await this.redis.hgetall(this.recordKey(identityId));
    return fieldsWithPrefix(record, LOGIN_FIELD).map(([platform, userId]) => ({ platform: platform as Platform, userId }));
  }

  async createLinkCode(identityId: string, maker: LinkMaker, ttlSeconds = LINK_CODE_TTL_SECONDS): Promise<string> {
    const offer: LinkOffer = { identityId, maker };
    for (;;) {
      const code = generateOneTimeCode(8);
      if ((await this.redis.set(this.linkCodeKey(code), JSON.stringify(offer), 'EX', ttlSeconds, 'NX')) === 'OK') return code;
    }
  }

  /** Whose identity a code would join, without using it: the redeemer sees this and confirms first. */
  async peekLinkCode(code: string): Promise<LinkOffer | null> {
    return parseOffer(await this.redis.get(this.linkCodeKey(normalizeOneTimeCode(code))));
  }

  /**
   * The redeeming login (and every other login of its identity) joins the identity that made the code.
   * `expectedIdentityId`: the identity the person confirmed joining; a code now pointing elsewhere is refused.
   */
  async redeemLinkCode(code: string, platform: Platform, userId: string, expectedIdentityId?: string): Promise<RedeemLinkResult> {
    const offer = parseOffer(await this.redis.getdel(this.linkCodeKey(normalizeOneTimeCode(code))));
    if (offer === null || (expectedIdentityId !== undefined && offer.identityId !== expectedIdentityId))
      return { ok: false, reason: 'unknown_code' };
    const target = offer.identityId;
    const source = await this.resolve(platform, userId);
    if (source === target) return { ok: false, reason: 'already_linked' };
    const [sourceLogins, targetLogins] = await Promise.all([this.logins(source), this.logins(target)]);
    const taken = sourceLogins.find((login) => targetLogins.some((other) => other.platform === login.platform));
    if (taken) return { ok: false, reason: 'platform_taken', platform: taken.platform };
    for (const login of sourceLogins) await this.moveLogin(login, source, target);
    await this.team.mergeIdentity(source, target);
    const sourceActive = await this.redis.hget(this.recordKey(source), ACTIVE_ACCOUNT_FIELD);
    if (sourceActive !== null) await this.redis.hsetnx(this.recordKey(target), ACTIVE_ACCOUNT_FIELD, sourceActive);
    // The code's maker chose theirs first: the joined person keeps it, or takes the redeemer's where they had none.
    const sourceLanguage = await this.redis.hget(this.recordKey(source), LANGUAGE_FIELD);
    if (sourceLanguage !== null) await this.redis.hsetnx(this.recordKey(target), LANGUAGE_FIELD, sourceLanguage);
    await this.redis.del(this.recordKey(source));
    return { ok: true, identityId: target };
  }

  /**
   * Cuts the identity's login on `platform` off into an identity of its own, with no
   * role: undoes a link. The identity keeps its roles, so whoever unlinks the other keeps them.
   */
  async unlink(identityId: string, platform: Platform, using: Platform): Promise<UnlinkResult> {
    if (platform === using) return { ok: false, reason: 'own_login' };
    const userId = await this.redis.hget(this.recordKey(identityId), LOGIN_FIELD + platform);
    if (userId === null) return { ok: false, reason: 'not_linked' };
    await this.moveLogin({ platform, userId }, identityId, newRecordId());
    return { ok: true, userId };
  }

  /**
   * The login key decides who a login is; the two records only list logins. They are
   * three slots in a cluster, written in an order that never leaves a login pointing at
   * a record that does not list it.
   */
  private async moveLogin(login: PlatformUser, from: string, to: string): Promise<void> {
    await this.redis.hset(this.recordKey(to), LOGIN_FIELD + login.platform, login.userId);
    await this.redis.set(this.loginKey(login), to);
    await this.redis.hdel(this.recordKey(from), LOGIN_FIELD + login.platform);
  }

  /** The seller accounts this person holds a role on. */
  accountsOf(identityId: string): Promise<AccountRole[]> {
    return this.team.accountsOf(identityId);
  }

  /** The account commands act on: the chosen one while the person still has a role there, else their first. */
  async activeAccount(identityId: string): Promise<AccountRole | null> {
    const [chosen, accounts] = await Promise.all([
      this.redis.hget(this.recordKey(identityId), ACTIVE_ACCOUNT_FIELD),
      this.accountsOf(identityId),
    ]);
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

function parseOffer(raw: string | null): LinkOffer | null {
  if (raw === null) return null;
  try {
    const parsed = linkOffer.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
