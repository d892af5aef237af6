import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { deleteNamespace } from '../../src/store/delete-namespace.js';

export { deleteNamespace };

export interface TestRedis {
  redis: Redis;
  /** A namespace no other test file or run shares; pass it to every store under test. */
  namespace: string;
  /** Deletes every key under the namespace and closes the connection. */
  cleanup(): Promise<void>;
}

export function redisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

export function createTestRedis(label: string): TestRedis {
  const namespace = `hawker-test:${label}:${randomBytes(4).toString('hex')}`;
  const redis = new Redis(redisUrl(), { maxRetriesPerRequest: 3 });
  return {
    redis,
    namespace,
    async cleanup() {
      await deleteNamespace(redis, namespace);
      redis.disconnect();
    },
  };
}
