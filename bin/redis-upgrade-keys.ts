import { upgradeKeyLayout } from '../src/store/key-layout-upgrade.js';
import { compactListingSnapshots } from '../src/store/listing-snapshots.js';
import { runOnRedis } from './runtime/run-command-line.js';

// Usage: npm run redis:upgrade-keys [-- --namespace hawker]
// Once, with the bot and the workers stopped, on the Redis an earlier release wrote.
runOnRedis('redis:upgrade-keys', async (redis, namespace) => {
  const report = await upgradeKeyLayout(redis, namespace);
  console.log(`Moved ${report.renamed} key(s) to their key groups and split ${report.split} index(es) into one set per group.`);
  console.log(`Rewrote ${await compactListingSnapshots(redis, namespace)} listing snapshot(s) kept as a hash as one string.`);
  if (report.conflicts.length === 0) return 0;
  console.error(`${report.conflicts.length} key(s) were left as they are because their new name is taken: ${report.conflicts.join(', ')}`);
  return 1;
});
