import { mastersOf, type RedisConnection } from '../src/runtime/redis-connection.js';

/** Bytes Redis holds for every key under a namespace (MEMORY USAGE, all elements counted), on every master. */
export async function namespaceBytes(redis: RedisConnection, namespace: string): Promise<number> {
  return Object.values(await bytesByKeyShape(redis, namespace)).reduce((sum, bytes) => sum + bytes, 0);
}

/** CPU time the Redis server (every master of a cluster, added up) has used since it started, user plus system, seconds. */
export async function redisCpuSeconds(redis: RedisConnection): Promise<number> {
  const each = await Promise.all(mastersOf(redis).map((master) => masterCpuSeconds(master.info('cpu'))));
  return each.reduce((sum, seconds) => sum + seconds, 0);
}

/** CPU seconds of each master, in `mastersOf` order: how evenly a cluster shares the work. */
export async function redisCpuSecondsPerMaster(redis: RedisConnection): Promise<number[]> {
  return Promise.all(mastersOf(redis).map((master) => masterCpuSeconds(master.info('cpu'))));
}

async function masterCpuSeconds(answer: Promise<string>): Promise<number> {
  const info = await answer;
  const field = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? 0);
  return field('used_cpu_user') + field('used_cpu_sys');
}

// Ids in key names (UUIDs, hex fingerprints, numeric chat ids) and key groups' hash tags become `*`, so keys of one kind add up.
const ID_PART = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[0-9a-f]{16,}\b|\b\d{3,}\b|\{g\d+\}/g;

/** Bytes per kind of key under a namespace: where the memory goes. */
export async function bytesByKeyShape(redis: RedisConnection, namespace: string): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for (const master of mastersOf(redis)) {
    let cursor = '0';
    do {
      const [next, keys] = await master.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 1000);
      cursor = next;
      const pipeline = master.pipeline();
      for (const key of keys) pipeline.memory('USAGE', key, 'SAMPLES', 0);
      const sizes = (await pipeline.exec()) ?? [];
      keys.forEach((key, index) => {
        const shape = key.slice(namespace.length + 1).replace(ID_PART, '*');
        totals[shape] = (totals[shape] ?? 0) + Number(sizes[index]?.[1] ?? 0);
      });
    } while (cursor !== '0');
  }
  return totals;
}

/** The servers' whole `used_memory` added up, bytes: includes the keyspace's own per-key bookkeeping that MEMORY USAGE leaves out. */
export async function redisUsedMemory(redis: RedisConnection): Promise<number> {
  const each = await Promise.all(
    mastersOf(redis).map(async (master) => Number(/^used_memory:(\d+)/m.exec(await master.info('memory'))?.[1] ?? 0)),
  );
  return each.reduce((sum, bytes) => sum + bytes, 0);
}
