import type { RedisConnection } from '../runtime/redis-connection.js';
import type { z } from 'zod';

/**
 * Conversation state that outlives a restart and is shared by every bot process.
 * Keys are the caller's (for example `flow:<identity>:<place>`); every value expires.
 */
export class FlowStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async save(key: string, state: unknown, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.key(key), JSON.stringify(state), 'EX', ttlSeconds);
  }

  /** The saved state, or null when absent, expired, or no longer matching the schema. */
  async load<T>(key: string, schema: z.ZodType<T>): Promise<T | null> {
    return this.parse(await this.redis.get(this.key(key)), schema);
  }

  /** Loads and deletes in one step: of two processes taking the same state, one gets it. */
  async take<T>(key: string, schema: z.ZodType<T>): Promise<T | null> {
    return this.parse(await this.redis.getdel(this.key(key)), schema);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  /** True for the first caller only, until the claim expires: exactly-once confirmations. */
  async claimOnce(key: string, ttlSeconds: number): Promise<boolean> {
    return (await this.redis.set(this.claimKey(key), '1', 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  /** Gives a claim back (the claimed call was never made), so a retry may claim it again. */
  async releaseClaim(key: string): Promise<void> {
    await this.redis.del(this.claimKey(key));
  }

  private parse<T>(raw: string | null, schema: z.ZodType<T>): T | null {
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  }

  private key(key: string): string {
    return `${this.namespace}:flow:${key}`;
  }

  private claimKey(key: string): string {
    return `${this.namespace}:claim:${key}`;
  }
}
