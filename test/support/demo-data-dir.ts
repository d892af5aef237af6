import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoNamespace } from '../../src/runtime/demo-namespace.js';
import { openRedis } from '../../src/runtime/redis-connection.js';
import { deleteNamespace } from '../../src/store/delete-namespace.js';
import { demoLockKey } from '../../src/store/demo-lock.js';
import { testRedisTarget } from './test-redis.js';

export interface DemoDataDir {
  /** The folder, absolute: pass it as HAWKER_DATA_DIR. */
  dir: string;
  /** The Redis namespace a demo started on this folder keeps its data under. */
  namespace(): string;
  /** Deletes the demo's keys and lock from Redis and the folder from disk. */
  cleanup(): Promise<void>;
}

/**
 * A data folder of a test's own for `npm start` (HAWKER_DATA_DIR), so a spawned demo never
 * shares its namespace, key ring or log with a person's demo in `.data` or another test's.
 */
export function demoDataDir(): DemoDataDir {
  const dir = mkdtempSync(join(tmpdir(), 'hawker-demo-data-'));
  return {
    dir,
    namespace: () => demoNamespace(dir),
    async cleanup() {
      const redis = openRedis(testRedisTarget(), { maxRetriesPerRequest: 3 });
      const namespace = demoNamespace(dir);
      await deleteNamespace(redis, namespace);
      await redis.del(demoLockKey(namespace));
      redis.disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
