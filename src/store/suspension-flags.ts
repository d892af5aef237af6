import type { RedisConnection } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';

/**
 * Present while an account is known suspended, holding its key's fingerprint: both the
 * order poll and the listing watch notice a suspension and its end, and only the one
 * that changes the flag tells the owner.
 */
export class SuspensionFlags {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  /**
   * True for the one detection that tells the owner. The flag holds the key's fingerprint,
   * so a flag left from a key since replaced does not silence the next one.
   */
  async claim(accountId: string, keyFingerprint: string): Promise<boolean> {
    const key = suspendedKey(this.namespace, accountId);
    if ((await this.redis.set(key, keyFingerprint, 'NX')) === 'OK') return true;
    if ((await this.redis.get(key)) === keyFingerprint) return false;
    await this.redis.set(key, keyFingerprint);
    return true;
  }

  /** True for the one caller that cleared a set flag: the account has resumed. */
  async clear(accountId: string): Promise<boolean> {
    return (await this.redis.del(suspendedKey(this.namespace, accountId))) === 1;
  }
}

function suspendedKey(namespace: string, accountId: string): string {
  return `${keyScope(namespace, accountId)}:jobs:suspended:${accountId}`;
}
