import type { RedisConnection } from '../runtime/redis-connection.js';
import type { Platform } from '../domain/platform.js';
import { DEFAULT_LOCALE, matchLocale } from '../i18n/index.js';
import type { AccountStore } from './account-store.js';
import type { IdentityStore } from './identity-store.js';
import { accountRecordKey, identityRecordKey, LANGUAGE_FIELD, TEAM_LANGUAGE_FIELD } from './records.js';

/** Who a message goes to, as the jobs address them. */
export interface LanguageTarget {
  platform: Platform;
  kind: 'user' | 'channel';
  id: string;
}

/**
 * The language each person reads Hawker in (a field of their identity, so linked
 * Discord and Telegram logins share it) and the language of each shop's team messages
 * (a field of the account). Stored values are always languages Hawker has a file for.
 */
export class LanguageStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly identities: IdentityStore,
    private readonly accounts: AccountStore,
  ) {}

  /** The person's chosen language, or null while they have none. */
  async ofPerson(identityId: string): Promise<string | null> {
    return matchLocale(await this.redis.hget(identityRecordKey(this.namespace, identityId), LANGUAGE_FIELD));
  }

  /**
   * The language to answer a person in. On first contact the platform's hint (Telegram's
   * `language_code`, Discord's `locale`) is remembered; after that only `language` changes it.
   */
  async settleForPerson(identityId: string, platformHint: string | undefined): Promise<string> {
    const chosen = await this.ofPerson(identityId);
    if (chosen !== null) return chosen;
    const hinted = matchLocale(platformHint);
    if (hinted === null) return DEFAULT_LOCALE;
    await this.redis.hsetnx(identityRecordKey(this.namespace, identityId), LANGUAGE_FIELD, hinted);
    return (await this.ofPerson(identityId)) ?? hinted;
  }

  async setForPerson(identityId: string, locale: string): Promise<void> {
    await this.redis.hset(identityRecordKey(this.namespace, identityId), LANGUAGE_FIELD, locale);
  }

  /** What the owner set for the team's groups and channels, or null (then the owner's own language is used). */
  async teamChoice(accountId: string): Promise<string | null> {
    return matchLocale(await this.redis.hget(accountRecordKey(this.namespace, accountId), TEAM_LANGUAGE_FIELD));
  }

  /** `null` goes back to following the owner's own language. */
  async setForTeam(accountId: string, locale: string | null): Promise<void> {
    const key = accountRecordKey(this.namespace, accountId);
    if (locale === null) await this.redis.hdel(key, TEAM_LANGUAGE_FIELD);
    else await this.redis.hset(key, TEAM_LANGUAGE_FIELD, locale);
  }

  /** The language of a shop's team messages: the owner's setting, else the owner's own language, else the default. */
  async ofTeam(accountId: string): Promise<string> {
    const chosen = await this.teamChoice(accountId);
    if (chosen !== null) return chosen;
    const account = await this.accounts.get(accountId);
    return (account ? await this.ofPerson(account.ownerIdentityId) : null) ?? DEFAULT_LOCALE;
  }

  /** A private message goes out in its reader's language; a group's or channel's in its shop's team language. */
  async forTarget(accountId: string, target: LanguageTarget): Promise<string> {
    if (target.kind === 'channel') return this.ofTeam(accountId);
    const identityId = await this.identities.identityOfLogin(target.platform, target.id);
    return (identityId === null ? null : await this.ofPerson(identityId)) ?? DEFAULT_LOCALE;
  }
}
