import type { RedisConnection } from '../runtime/redis-connection.js';
import type { z } from 'zod';
import { parseStored } from './stored-json.js';

/**
 * Conversation state that outlives a restart and is shared by every bot process: each
 * flow's state, its done marker and each place's current conversation. Keys are the
 * flow engine's (`state:`, `done:`, `conversation:`); every value expires.
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
    return parseStored(await this.redis.get(this.key(key)), schema);
  }

  /** Loads and deletes in one step: of two processes taking the same state, one gets it. */
  async take<T>(key: string, schema: z.ZodType<T>): Promise<T | null> {
    return parseStored(await this.redis.getdel(this.key(key)), schema);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  private key(key: string): string {
    return `${this.namespace}:flow:${key}`;
  }
}
