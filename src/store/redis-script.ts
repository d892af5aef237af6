import type { RedisConnection } from '../runtime/redis-connection.js';

type ScriptCall = (numberOfKeys: number, ...keysThenArgs: Array<string | number>) => Promise<unknown>;

/**
 * A Lua script run through ioredis's `defineCommand`: the script text goes over a
 * connection once, then every call is an EVALSHA of its 40-character digest. When Redis
 * has forgotten it (SCRIPT FLUSH, a restart), ioredis answers the NOSCRIPT by sending
 * the script again, so callers never see that error.
 */
export class RedisScript {
  private readonly command: string;

  /** `name` must be unique among Hawker's scripts: it becomes a method of each Redis client. */
  constructor(
    name: string,
    private readonly lua: string,
  ) {
    this.command = `hawkerScript_${name}`;
  }

  run(redis: RedisConnection, keys: readonly string[], args: ReadonlyArray<string | number>): Promise<unknown> {
    const commands = redis as unknown as Record<string, ScriptCall | undefined>;
    let call = commands[this.command];
    if (call === undefined) {
      redis.defineCommand(this.command, { lua: this.lua });
      call = commands[this.command];
      if (call === undefined) throw new Error(`ioredis did not define ${this.command}`);
    }
    return call.call(redis, keys.length, ...keys, ...args);
  }
}
