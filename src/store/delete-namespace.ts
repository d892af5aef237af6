import { mastersOf, type RedisConnection } from '../runtime/redis-connection.js';

/**
 * Deletes every key under a namespace (a demo start, a test's cleanup), in batches, on
 * every master of a cluster. One UNLINK per key: a cluster refuses one command over
 * keys of several slots even on the same node.
 */
export async function deleteNamespace(redis: RedisConnection, namespace: string): Promise<void> {
  for (const master of mastersOf(redis)) {
    let cursor = '0';
    do {
      const [next, keys] = await master.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length === 0) continue;
      const pipeline = master.pipeline();
      for (const key of keys) pipeline.unlink(key);
      await pipeline.exec();
    } while (cursor !== '0');
  }
}
