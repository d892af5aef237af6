import { randomBytes } from 'node:crypto';
import { keyScope } from './key-scope.js';

/**
 * One Redis hash per seller account and one per person, instead of a key per fact:
 * every key costs Redis 100 to 130 bytes before its value, and a seller connected
 * through chat held eight of them. Each store owns its own fields of a record, named by the
 * prefixes below. Values that can grow past Redis's 64-byte listpack limit (the
 * sealed key, the alert settings) stay in keys of their own, so a record remains a
 * compact listpack.
 */
export const accountRecordKey = (namespace: string, accountId: string): string => `${keyScope(namespace, accountId)}:account:${accountId}`;
export const identityRecordKey = (namespace: string, identityId: string): string =>
  `${keyScope(namespace, identityId)}:identity:${identityId}`;

/** Account record fields: `role:<identity>` -> role (TeamStore). */
export const ROLE_FIELD = 'role:';
/** Account record fields: `place:<platform>:<chat>` -> '' (TeamStore). */
export const PLACE_FIELD = 'place:';
/** Account record fields: `invite:<code>` -> '' for each invite made, open until used, cancelled or expired (TeamStore). */
export const INVITE_FIELD = 'invite:';
/** Account record fields: `private:<platform>:<kind>:<id>` -> '' (AlertSettingsStore). */
export const PRIVATE_TARGET_FIELD = 'private:';
/** Identity record fields: `login:<platform>` -> user id (IdentityStore). */
export const LOGIN_FIELD = 'login:';
/** Identity record fields: `account:<account>` -> role (TeamStore, the reverse of ROLE_FIELD). */
export const HELD_ACCOUNT_FIELD = 'account:';
/** Identity record field: the account commands act on (IdentityStore). */
export const ACTIVE_ACCOUNT_FIELD = 'active';
/** Identity record field: the language the person reads Hawker in (LanguageStore). */
export const LANGUAGE_FIELD = 'language';
/** Account record field: the language of the team's messages in its groups and channels (LanguageStore). */
export const TEAM_LANGUAGE_FIELD = 'team-language';
/** Account record field: whether the shop can have a waiting order, `f<n>` or `i<n>` (PollSchedule). */
export const POLL_TIER_FIELD = 'poll-tier';

/** Fields of a record hash that start with `prefix`, the prefix cut off. */
export function fieldsWithPrefix(record: Record<string, string>, prefix: string): [string, string][] {
  return Object.entries(record).flatMap(([field, value]) =>
    field.startsWith(prefix) ? [[field.slice(prefix.length), value] as [string, string]] : [],
  );
}

/**
 * A new account or identity id: 80 random bits as 20 lowercase hex characters. Ids
 * repeat in key names and index entries of every account, so a UUID's 36 characters
 * cost Redis about 170 bytes per seller; lowercase so a prefix typed in chat matches.
 */
export function newRecordId(): string {
  return randomBytes(10).toString('hex');
}
