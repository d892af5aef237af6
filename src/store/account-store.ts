import type { RedisConnection } from '../runtime/redis-connection.js';
import { forEachKeyBatch } from './key-scan.js';
import type { HashSecret } from './hash-secret.js';
import type { KeyVault } from './key-vault.js';
import { KEY_GROUPS, everyGroupPattern, groupScope, keyScope } from './key-scope.js';
import { accountRecordKey, newRecordId } from './records.js';
import { RedisScript } from './redis-script.js';

const KEY_STATUSES = ['ok', 'invalid', 'suspended'] as const;
export type KeyStatus = (typeof KEY_STATUSES)[number];

/** A seller account as Hawker knows it. The API key itself is kept apart, sealed. */
export interface SellerAccount {
  id: string;
  label: string;
  /** Base address of the marketplace the key belongs to (the sandbox's in development). */
  marketplaceUrl: string;
  /** Keyed hash of the API key: names its rate budgets and spots the same key connected twice. */
  keyFingerprint: string;
  keyStatus: KeyStatus;
  alertsEnabled: boolean;
  ownerIdentityId: string;
  createdAt: number;
}

export interface NewSellerAccount {
  label: string;
  apiKey: string;
  ownerIdentityId: string;
  marketplaceUrl: string;
}

export interface AccountPage {
  ids: string[];
  /** Pass back to get the next page; null at the end. */
  cursor: string | null;
}

export interface ResealReport {
  resealed: number;
  current: number;
  /** Accounts whose sealed key does not open with any ring key; left untouched. */
  failed: string[];
}

// Compare-and-set: a key replaced while re-sealing ran is never overwritten with the old one.
const SET_IF_UNCHANGED = new RedisScript(
  'setIfUnchanged',
  `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2]) return 1 end return 0`,
);

const DELETE_FIELD_IF = new RedisScript(
  'deleteFieldIf',
  `if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then return redis.call('HDEL', KEYS[1], ARGV[1]) end return 0`,
);

/** The record's fields an account is read from, in the order `accountFromProfile` takes their values. */
export const PROFILE_FIELDS = [
  'label',
  'marketplaceUrl',
  'keyFingerprint',
  'keyStatus',
  'alertsEnabled',
  'ownerIdentityId',
  'createdAt',
] as const;
type ProfileFields = Record<(typeof PROFILE_FIELDS)[number], string>;

const SEALED_KEY_SUFFIX = ':sealed-key';
const POLLABLE_SUFFIX = ':accounts:alert-enabled';
const ACCOUNT_INFIX = ':account:';

/**
 * Seller accounts and their sealed API keys. The profile is a set of fields of the
 * account's record (see records.ts); the sealed key, longer than a compact record
 * value may be, is a key of its own. Accounts that background jobs poll (alerts on
 * and a working key) sit in a lexicographic sorted set, so pollers page through ten
 * thousand of them with a stable cursor.
 */
export class AccountStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly vault: KeyVault,
    private readonly hashes: HashSecret,
  ) {}

  fingerprint(apiKey: string): Promise<string> {
    return this.hashes.hmac('key-fingerprint', apiKey).then((hex) => hex.slice(0, 32));
  }

  async create(input: NewSellerAccount): Promise<SellerAccount> {
    const account: SellerAccount = {
      id: newRecordId(),
      label: input.label,
      marketplaceUrl: input.marketplaceUrl,
      keyFingerprint: await this.fingerprint(input.apiKey),
      keyStatus: 'ok',
      alertsEnabled: true,
      ownerIdentityId: input.ownerIdentityId,
      createdAt: Date.now(),
    };
    // The key's index first: one left behind by a crash names no account and is ignored.
    await this.redis.hset(this.fingerprintKey(account.keyFingerprint), account.keyFingerprint, account.id);
    await this.redis
      .multi()
      .hset(this.accountKey(account.id), serialize(account))
      .set(this.sealedKey(account.id), this.vault.seal(account.id, input.apiKey))
      .zadd(this.pollableKey(account.id), 0, account.id)
      .exec();
    return account;
  }

  async get(id: string): Promise<SellerAccount | null> {
    return accountFromProfile(id, await this.redis.hmget(this.accountKey(id), ...PROFILE_FIELDS));
  }

  async exists(id: string): Promise<boolean> {
    return (await this.redis.exists(this.accountKey(id))) === 1;
  }

  /** The account already connected with this very key, if any. */
  async findByKey(apiKey: string): Promise<SellerAccount | null> {
    const fingerprint = await this.fingerprint(apiKey);
    const id = await this.redis.hget(this.fingerprintKey(fingerprint), fingerprint);
    const account = id === null ? null : await this.get(id);
    // The index is written apart from the account (another slot in a cluster): the account has the last word.
    return account?.keyFingerprint === fingerprint ? account : null;
  }

  /** Opens the vault; throws VaultError if the sealed key was tampered with or moved. Null when no account. */
  async apiKey(id: string): Promise<string | null> {
    const sealed = await this.redis.get(this.sealedKey(id));
    return sealed === null ? null : this.vault.open(id, sealed);
  }

  /** A rotated key: sealed afresh, status back to ok, polling resumes if alerts are on. */
  async replaceKey(id: string, apiKey: string): Promise<SellerAccount | null> {
    const account = await this.get(id);
    if (!account) return null;
    const keyFingerprint = await this.fingerprint(apiKey);
    await this.redis.hset(this.fingerprintKey(keyFingerprint), keyFingerprint, id);
    const multi = this.redis
      .multi()
      .set(this.sealedKey(id), this.vault.seal(id, apiKey))
      .hset(this.accountKey(id), { keyFingerprint, keyStatus: 'ok' });
    if (account.alertsEnabled) multi.zadd(this.pollableKey(id), 0, id);
    await multi.exec();
    await this.dropFingerprint(account.keyFingerprint, id);
    return { ...account, keyFingerprint, keyStatus: 'ok' };
  }

  /**
   * Removes the account's record, with every field other stores keep there, and its
   * sealed key. Indexes elsewhere (a person's accounts, linked places) are the
   * TeamStore's to clear first (see Stores.removeAccount).
   */
  async delete(id: string): Promise<boolean> {
    const account = await this.get(id);
    if (!account) return false;
    await this.redis.multi().del(this.accountKey(id), this.sealedKey(id)).zrem(this.pollableKey(id), id).exec();
    await this.dropFingerprint(account.keyFingerprint, id);
    return true;
  }

  /** `invalid` (a 401) or `suspended` stops background work for the account until the key is ok again. */
  async setKeyStatus(id: string, keyStatus: KeyStatus): Promise<void> {
    const account = await this.get(id);
    if (!account) return;
    const multi = this.redis.multi().hset(this.accountKey(id), 'keyStatus', keyStatus);
    if (keyStatus === 'ok' && account.alertsEnabled) multi.zadd(this.pollableKey(id), 0, id);
    else multi.zrem(this.pollableKey(id), id);
    await multi.exec();
  }

  async setAlertsEnabled(id: string, alertsEnabled: boolean): Promise<void> {
    const account = await this.get(id);
    if (!account) return;
    const multi = this.redis.multi().hset(this.accountKey(id), 'alertsEnabled', alertsEnabled ? '1' : '0');
    if (alertsEnabled && account.keyStatus === 'ok') multi.zadd(this.pollableKey(id), 0, id);
    else multi.zrem(this.pollableKey(id), id);
    await multi.exec();
  }

  /**
   * Accounts with alerts on and a working key, up to `count` at a time, one key group
   * after another; start with a null cursor (`<group>|<last id>` after that).
   */
  async listAlertEnabled(cursor: string | null, count: number): Promise<AccountPage> {
    const at = cursor === null ? -1 : cursor.indexOf('|');
    let group = at < 0 ? 0 : Number(cursor?.slice(0, at));
    let after = at < 0 ? null : (cursor?.slice(at + 1) ?? null);
    const ids: string[] = [];
    while (group < KEY_GROUPS && ids.length < count) {
      const want = count - ids.length;
      const found = await this.redis.zrangebylex(
        `${groupScope(this.namespace, group)}${POLLABLE_SUFFIX}`,
        after === null ? '-' : `(${after}`,
        '+',
        'LIMIT',
        0,
        want,
      );
      ids.push(...found);
      if (found.length === want) return { ids, cursor: `${group}|${found.at(-1) ?? ''}` };
      group += 1;
      after = null;
    }
    return { ids, cursor: null };
  }

  /**
   * Re-seals every stored key still sealed under an older master key. An operator's
   * rare command, so it scans the keyspace for sealed keys rather than Redis keeping an
   * index of every account for it. SCAN may return a key twice; each counts once.
   */
  async resealAll(): Promise<ResealReport> {
    const report: ResealReport = { resealed: 0, current: 0, failed: [] };
    const seen = new Set<string>();
    await forEachKeyBatch(this.redis, `${everyGroupPattern(this.namespace)}${ACCOUNT_INFIX}*${SEALED_KEY_SUFFIX}`, 1000, async (keys) => {
      for (const key of keys) {
        const id = key.slice(key.indexOf(ACCOUNT_INFIX, this.namespace.length) + ACCOUNT_INFIX.length, -SEALED_KEY_SUFFIX.length);
        if (seen.has(id)) continue;
        seen.add(id);
        await this.reseal(id, key, report);
      }
    });
    return report;
  }

  private async reseal(id: string, key: string, report: ResealReport): Promise<void> {
    const sealed = await this.redis.get(key);
    if (sealed === null) return;
    if (!this.vault.needsReseal(sealed)) {
      report.current += 1;
      return;
    }
    try {
      const resealed = this.vault.reseal(id, sealed);
      const swapped = await SET_IF_UNCHANGED.run(this.redis, [key], [sealed, resealed]);
      if (swapped === 1) report.resealed += 1;
      else report.current += 1;
    } catch {
      report.failed.push(id);
    }
  }

  private accountKey(id: string): string {
    return accountRecordKey(this.namespace, id);
  }

  private sealedKey(id: string): string {
    return `${this.accountKey(id)}${SEALED_KEY_SUFFIX}`;
  }

  private pollableKey(id: string): string {
    return `${keyScope(this.namespace, id)}${POLLABLE_SUFFIX}`;
  }

  /** One hash per key group, chosen by the fingerprint: `connect` looks a key up without knowing its account. */
  private fingerprintKey(fingerprint: string): string {
    return `${keyScope(this.namespace, fingerprint)}:accounts:by-fingerprint`;
  }

  /** Forgets a fingerprint unless it was already given to another account. */
  private async dropFingerprint(fingerprint: string, id: string): Promise<void> {
    await DELETE_FIELD_IF.run(this.redis, [this.fingerprintKey(fingerprint)], [fingerprint, id]);
  }
}

function serialize(account: SellerAccount): ProfileFields {
  return {
    label: account.label,
    marketplaceUrl: account.marketplaceUrl,
    keyFingerprint: account.keyFingerprint,
    keyStatus: account.keyStatus,
    alertsEnabled: account.alertsEnabled ? '1' : '0',
    ownerIdentityId: account.ownerIdentityId,
    createdAt: String(account.createdAt),
  };
}

/** The account from its record's `PROFILE_FIELDS` values, read in that order; null when the record has none of them. */
export function accountFromProfile(id: string, values: readonly (string | null)[]): SellerAccount | null {
  if (values.every((value) => value === null)) return null;
  // By position, without an object of fields in between: every order poll reads an account.
  const [label, marketplaceUrl, keyFingerprint, keyStatus, alertsEnabled, ownerIdentityId, createdAt] = values;
  return {
    id,
    label: label ?? '',
    marketplaceUrl: marketplaceUrl ?? '',
    keyFingerprint: keyFingerprint ?? '',
    keyStatus: KEY_STATUSES.find((status) => status === keyStatus) ?? 'invalid',
    alertsEnabled: alertsEnabled === '1',
    ownerIdentityId: ownerIdentityId ?? '',
    createdAt: Number(createdAt ?? ''),
  };
}
