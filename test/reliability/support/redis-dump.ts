import { mastersOf, type RedisConnection } from '../../../src/runtime/redis-connection.js';

/** Every value stored under a namespace, whatever its type (strings, hashes, lists, sets, sorted sets, streams), as text. */
export async function dumpNamespace(connection: RedisConnection, namespace: string): Promise<{ keys: number; text: string }> {
  const parts: string[] = [];
  let keys = 0;
  for (const redis of mastersOf(connection)) {
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `${namespace}*`, 'COUNT', 500);
      cursor = next;
      for (const key of found) {
        keys += 1;
        parts.push(key);
        const type = await redis.type(key);
        if (type === 'string') parts.push((await redis.get(key)) ?? '');
        else if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
        else if (type === 'list') parts.push(JSON.stringify(await redis.lrange(key, 0, -1)));
        else if (type === 'set') parts.push(JSON.stringify(await redis.smembers(key)));
        else if (type === 'zset') parts.push(JSON.stringify(await redis.zrange(key, 0, -1, 'WITHSCORES')));
        else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
      }
    } while (cursor !== '0');
  }
  return { keys, text: parts.join('\n') };
}
