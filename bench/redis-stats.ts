import type { Redis } from 'ioredis';

/** Bytes Redis holds for every key under a namespace (MEMORY USAGE, all elements counted). */
export async function namespaceBytes(redis: Redis, namespace: string): Promise<number> {
  return Object.values(await bytesByKeyShape(redis, namespace)).reduce((sum, bytes) => sum + bytes, 0);
}

/** CPU time the Redis server has used since it started (user plus system), seconds. */
export async function redisCpuSeconds(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const field = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? 0);
  return field('used_cpu_user') + field('used_cpu_sys');
}

// Ids in key names (UUIDs, hex fingerprints, numeric chat ids) become `*`, so keys of one kind add up.
const ID_PART = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[0-9a-f]{16,}\b|\b\d{3,}\b/g;

/** Bytes per kind of key under a namespace: where the memory goes. */
export async function bytesByKeyShape(redis: Redis, namespace: string): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 1000);
    cursor = next;
    const pipeline = redis.pipeline();
    for (const key of keys) pipeline.memory('USAGE', key, 'SAMPLES', 0);
    const sizes = (await pipeline.exec()) ?? [];
    keys.forEach((key, index) => {
      const shape = key.slice(namespace.length + 1).replace(ID_PART, '*');
      totals[shape] = (totals[shape] ?? 0) + Number(sizes[index]?.[1] ?? 0);
    });
  } while (cursor !== '0');
  return totals;
}

/** The server's whole `used_memory`, bytes: includes the keyspace's own per-key bookkeeping that MEMORY USAGE leaves out. */
export async function redisUsedMemory(redis: Redis): Promise<number> {
  const info = await redis.info('memory');
  return Number(/^used_memory:(\d+)/m.exec(info)?.[1] ?? 0);
}
