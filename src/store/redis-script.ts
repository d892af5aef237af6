import { createHash } from 'node:crypto';
import type { ChainableCommander } from 'ioredis';
import type { RedisConnection } from '../runtime/redis-connection.js';

/**
 * A Lua script sent as an EVALSHA of its digest; when Redis has forgotten it (SCRIPT
 * FLUSH, a restart) the NOSCRIPT answer is followed by one EVAL of the text, which loads
 * it again, so callers never see that error (a script refused by NOSCRIPT never ran).
 * Both are plain commands, sent like any other: nothing is defined on the connection
 * first (ioredis's `defineCommand` scripts, defined on first use, broke a pipeline opened
 * in the same turn before the definition).
 */
export class RedisScript {
  private readonly sha: string;

  /** `name` says which script a slow log or a failure is about. */
  constructor(
    readonly name: string,
    private readonly lua: string,
  ) {
    this.sha = createHash('sha1').update(lua).digest('hex');
  }

  /**
   * Queues the script on a pipeline as an EVALSHA: run it once on the same slot first, so Redis
   * knows it, and send what answers NOSCRIPT again with `run` (see `forgotten`).
   */
  queue(pipeline: ChainableCommander, keys: readonly string[], args: ReadonlyArray<string | number>): void {
    pipeline.evalsha(this.sha, keys.length, ...keys, ...args);
  }

  /** A queued run's error saying Redis had forgotten the script: it did not run. */
  static forgotten(error: Error | null): boolean {
    return error !== null && error.message.startsWith('NOSCRIPT');
  }

  async run(redis: RedisConnection, keys: readonly string[], args: ReadonlyArray<string | number>): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(this.lua, keys.length, ...keys, ...args);
    }
  }
}
