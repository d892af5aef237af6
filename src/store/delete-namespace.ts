import type { RedisConnection } from '../runtime/redis-connection.js';
import { forEachKeyBatch } from './key-scan.js';

/**
 * Deletes every key under a namespace (a demo start, a test's cleanup), in batches, on
 * every master of a cluster. One UNLINK per key: a cluster refuses one command over
 * keys of several slots even on the same node.
 */
export async function deleteNamespace(redis: RedisConnection, namespace: string): Promise<void> {
  await forEachKeyBatch(redis, `${namespace}:*`, 500, async (keys, master) => {
    const pipeline = master.pipeline();
    for (const key of keys) pipeline.unlink(key);
    await pipeline.exec();
  });
}
