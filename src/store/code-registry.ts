import { createHmac } from 'node:crypto';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { HashSecret } from './hash-secret.js';
import { RedisScript } from './redis-script.js';
import { keyScope } from './key-scope.js';

export interface AddCodesResult {
  added: number;
  /** Indexes (into the codes given) of codes seen earlier in the batch or added before. */
  duplicates: number[];
}

// SADD per member, atomically, so two restocks racing with the same code add it once.
const ADD_EACH = new RedisScript(
  'codesAddEach',
  `local out = {} for i, member in ipairs(ARGV) do out[i] = redis.call('SADD', KEYS[1], member) end return out`,
);

/**
 * Remembers which goods codes this bot already added to an account, as keyed hashes
 * only: a code is never stored, and the hash cannot be checked without the secret.
 */
export class CodeRegistry {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly hashes: HashSecret,
  ) {}

  /** Registers the new codes; reports duplicates within the batch and against earlier batches. */
  async addIfNew(accountId: string, codes: readonly string[]): Promise<AddCodesResult> {
    const hashed = await this.hashAll(accountId, codes);
    const duplicates: number[] = [];
    const firstIndexes: number[] = [];
    const seen = new Set<string>();
    hashed.forEach((hash, index) => {
      if (seen.has(hash)) duplicates.push(index);
      else {
        seen.add(hash);
        firstIndexes.push(index);
      }
    });
    if (firstIndexes.length === 0) return { added: 0, duplicates };
    const results = (await ADD_EACH.run(
      this.redis,
      [this.key(accountId)],
      firstIndexes.map((index) => hashed[index] ?? ''),
    )) as number[];
    let added = 0;
    firstIndexes.forEach((index, position) => {
      if (results[position] === 1) added += 1;
      else duplicates.push(index);
    });
    return { added, duplicates: duplicates.sort((a, b) => a - b) };
  }

  /** Forgets codes whose upload failed, so sending them again is not refused as a duplicate. */
  async remove(accountId: string, codes: readonly string[]): Promise<void> {
    if (codes.length === 0) return;
    await this.redis.srem(this.key(accountId), ...(await this.hashAll(accountId, codes)));
  }

  private async hashAll(accountId: string, codes: readonly string[]): Promise<string[]> {
    // The subkey is derived once per batch, not per code: a pool's 50,000 codes hash in a fraction of a second.
    const subkey = await this.hashes.subkey('restock-code');
    // 128 bits of the HMAC tell codes apart just as well and halve the set's memory.
    return codes.map((code) => createHmac('sha256', subkey).update(`${accountId}\n${code}`, 'utf8').digest('hex').slice(0, 32));
  }

  private key(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:codes:${accountId}`;
  }
}
