import type { Redis } from 'ioredis';
import { mastersOf, type RedisConnection } from '../runtime/redis-connection.js';

/**
 * Walks every key matching a SCAN pattern, a batch at a time, on every master: in a cluster
 * each master holds its own keys. For rare whole-keyspace work (re-sealing, a disconnect,
 * deleting a namespace); SCAN may hand a key over twice, so `visit` must not mind.
 */
export async function forEachKeyBatch(
  redis: RedisConnection,
  pattern: string,
  batch: number,
  visit: (keys: string[], master: Redis) => Promise<void>,
): Promise<void> {
  for (const master of mastersOf(redis)) {
    let cursor = '0';
    do {
      const [next, keys] = await master.scan(cursor, 'MATCH', pattern, 'COUNT', batch);
      cursor = next;
      if (keys.length > 0) await visit(keys, master);
    } while (cursor !== '0');
  }
}
