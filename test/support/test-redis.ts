import { randomBytes } from 'node:crypto';
import { readRedisTarget } from '../../src/config/redis-config.js';
import { mastersOf, openRedis, type RedisConnection, type RedisTarget } from '../../src/runtime/redis-connection.js';
import { deleteNamespace } from '../../src/store/delete-namespace.js';

export interface TestRedis {
  redis: RedisConnection;
  /** A namespace no other test file or run shares; pass it to every store under test. */
  namespace: string;
  /** Deletes every key under the namespace and closes the connection. */
  cleanup(): Promise<void>;
}

/**
 * The Redis the tests run on, read as every Hawker process reads it: `REDIS_URL` (by
 * default 127.0.0.1:6379), or `REDIS_CLUSTER_NODES` for the run against a cluster; over
 * TLS with `rediss://` or `REDIS_TLS` and its files, which child processes inherit.
 */
export function testRedisTarget(): RedisTarget {
  return readRedisTarget((name) => process.env[name] || undefined);
}

/** The variables a child process needs to reach the same Redis. */
export function testRedisEnv(): Record<string, string> {
  const target = testRedisTarget();
  if (target.kind === 'cluster')
    return { REDIS_URL: '', REDIS_CLUSTER_NODES: target.nodes.map((node) => `${node.host}:${node.port}`).join(',') };
  if (target.kind === 'url') return { REDIS_URL: target.url, REDIS_CLUSTER_NODES: '' };
  throw new Error('tests run on one Redis or a cluster, not through Sentinel');
}

function openTestRedis(): RedisConnection {
  return openRedis(testRedisTarget(), { maxRetriesPerRequest: 3 });
}

export function createTestRedis(label: string): TestRedis {
  const namespace = `hawker-test:${label}:${randomBytes(4).toString('hex')}`;
  const redis = openTestRedis();
  return {
    redis,
    namespace,
    async cleanup() {
      await deleteNamespace(redis, namespace);
      redis.disconnect();
    },
  };
}

/** KEYS on every master: a cluster answers KEYS from one node only. */
export async function keysMatching(redis: RedisConnection, pattern: string): Promise<string[]> {
  const each = await Promise.all(mastersOf(redis).map((master) => master.keys(pattern)));
  return each.flat();
}
