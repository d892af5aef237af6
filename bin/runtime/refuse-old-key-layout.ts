import type { RedisConnection } from '../../src/runtime/redis-connection.js';
import { oldKeyLayoutPresent } from '../../src/store/key-layout-upgrade.js';

/**
 * A Redis written by a release before key groups would look empty to this one: its shops
 * would stop getting alerts without a word. Stop instead, and say what to run.
 */
export async function refuseOldKeyLayout(redis: RedisConnection, namespace: string): Promise<void> {
  if (!(await oldKeyLayoutPresent(redis, namespace))) return;
  console.error(
    'This Redis holds Hawker keys in the layout of an earlier release. Stop every bot and worker, run `npm run redis:upgrade-keys` once, then start again.',
  );
  process.exit(2);
}
