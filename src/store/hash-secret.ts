import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { KeyVault } from './key-vault.js';

const OWNER = 'hawker:hash-secret';

/**
 * A random secret for keyed hashes (key fingerprints, restocked-code dedupe), kept in
 * Redis sealed by the vault. Deriving it from a master key instead would change every
 * hash when the master key rotates and forget every code already added.
 */
export class HashSecret {
  private secret: Promise<Buffer> | undefined;
  private readonly key: string;

  constructor(
    private readonly redis: RedisConnection,
    namespace: string,
    private readonly vault: KeyVault,
  ) {
    this.key = `${namespace}:vault:hash-secret`;
  }

  /** HMAC-SHA256 of `data` under a subkey for `purpose`, hex. */
  async hmac(purpose: string, data: string): Promise<string> {
    const subkey = await this.subkey(purpose);
    return createHmac('sha256', subkey).update(data, 'utf8').digest('hex');
  }

  async subkey(purpose: string): Promise<Buffer> {
    const secret = await this.load();
    return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `hawker:${purpose}`, 32));
  }

  /** Seals the secret again under the newest master key. `failed`: no ring key opens it (keyed hashes are unusable). */
  async reseal(): Promise<'resealed' | 'current' | 'failed'> {
    try {
      await this.load();
    } catch {
      return 'failed';
    }
    const sealed = await this.redis.get(this.key);
    if (sealed === null || !this.vault.needsReseal(sealed)) return 'current';
    await this.redis.set(this.key, this.vault.reseal(OWNER, sealed));
    return 'resealed';
  }

  private load(): Promise<Buffer> {
    this.secret ??= this.loadOrCreate().catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }

  private async loadOrCreate(): Promise<Buffer> {
    const fresh = this.vault.seal(OWNER, randomBytes(32).toString('base64'));
    await this.redis.set(this.key, fresh, 'NX');
    const sealed = await this.redis.get(this.key);
    if (sealed === null) throw new Error('hash secret vanished from Redis');
    return Buffer.from(this.vault.open(OWNER, sealed), 'base64');
  }
}
