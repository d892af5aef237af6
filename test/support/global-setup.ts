import { openRedis } from '../../src/runtime/redis-connection.js';
import { testRedisTarget } from './test-redis.js';

// Every integration test needs the real Redis: say so once, clearly, instead of
// letting each file time out on its own.
export default async function checkRedis(): Promise<void> {
  const target = testRedisTarget();
  const where =
    target.kind === 'cluster'
      ? `the cluster at ${target.nodes.map((node) => `${node.host}:${node.port}`).join(',')}`
      : JSON.stringify(target);
  const redis = openRedis(target, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Tests need ${where} (run .ci/run, or start redis-server): ${String(error)}`, { cause: error });
  } finally {
    redis.disconnect();
  }
}
