import type { RedisConnection } from '../runtime/redis-connection.js';
import { RedisScript } from './redis-script.js';

// KEYS: the claim. ARGV: its holder. Deletes it only while that holder has it.
const RELEASE_HELD = new RedisScript(
  'claimReleaseHeld',
  `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`,
);

/**
 * Claims that make a confirmation count once across every bot process: a flow's own
 * steps (`<flow token>:<name>`) and an order's delivery (`deliver-order:<account>:<order>`).
 * Keys are the caller's, under `<ns>:claim:`; every claim expires.
 */
export class ClaimStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  /** True for the first caller only, until the claim expires. */
  async claimOnce(key: string, ttlSeconds: number): Promise<boolean> {
    return (await this.redis.set(this.key(key), '1', 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  /**
   * True when the claim is now `holder`'s: taken here, or already its own. A job run again for
   * the same order finds its claim and goes on; anyone else holding it (a person's `deliver`)
   * gets false.
   */
  async claimAs(key: string, holder: string, ttlSeconds: number): Promise<boolean> {
    if ((await this.redis.set(this.key(key), holder, 'EX', ttlSeconds, 'NX')) === 'OK') return true;
    return (await this.redis.get(this.key(key))) === holder;
  }

  /** Who holds a claim taken with `claimAs` (`1` for `claimOnce`), or null when nobody does. */
  async holder(key: string): Promise<string | null> {
    return this.redis.get(this.key(key));
  }

  /** Gives a claim back (the claimed call was never made), so a retry may claim it again. */
  async release(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  /** Gives back a claim taken with `claimAs`, only while `holder` still has it: never one a person took since. */
  async releaseHeld(key: string, holder: string): Promise<void> {
    await RELEASE_HELD.run(this.redis, [this.key(key)], [holder]);
  }

  private key(key: string): string {
    return `${this.namespace}:claim:${key}`;
  }
}
