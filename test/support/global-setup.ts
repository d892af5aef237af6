import { openRedis } from '../../src/runtime/redis-connection.js';
import { testRedisTarget } from './test-redis.js';

// Every integration test needs the real Redis: say so once, clearly, instead of
// letting each file time out on its own.
export default async function checkRedis(): Promise<void> {
  const target = testRedisTarget();
  // Named by address only: the target also holds passwords and the TLS client key.
  const where =
    target.kind === 'cluster'
      ? `the cluster at ${target.nodes.map((node) => `${node.host}:${node.port}`).join(',')}`
      : target.kind === 'url'
        ? target.url
        : `the Sentinels at ${target.sentinels.map((node) => `${node.host}:${node.port}`).join(',')}`;
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
