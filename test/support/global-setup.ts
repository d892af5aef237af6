import { Redis } from 'ioredis';

// Every integration test needs the real Redis: say so once, clearly, instead of
// letting each file time out on its own.
export default async function checkRedis(): Promise<void> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Tests need a Redis at ${url} (run .ci/run, or start redis-server): ${String(error)}`, { cause: error });
  } finally {
    redis.disconnect();
  }
}
