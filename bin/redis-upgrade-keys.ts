import { openRedis } from '../src/runtime/redis-connection.js';
import { loadConfig } from '../src/config/config.js';
import { ConfigError } from '../src/config/config-error.js';
import { loadDotenv } from '../src/config/load-dotenv.js';
import { upgradeKeyLayout } from '../src/store/key-layout-upgrade.js';

// Usage: npm run redis:upgrade-keys [-- --namespace hawker]
// Once, with the bot and the workers stopped, on the Redis an earlier release wrote.
const namespaceFlag = process.argv.indexOf('--namespace');
const namespace = (namespaceFlag >= 0 ? process.argv[namespaceFlag + 1] : undefined) ?? 'hawker';

async function main(): Promise<number> {
  loadDotenv();
  const config = loadConfig();
  const redis = openRedis(config.redis, { maxRetriesPerRequest: 3 });
  try {
    const report = await upgradeKeyLayout(redis, namespace);
    console.log(`Moved ${report.renamed} key(s) to their key groups and split ${report.split} index(es) into one set per group.`);
    if (report.conflicts.length > 0) {
      console.error(
        `${report.conflicts.length} key(s) were left as they are because their new name is taken: ${report.conflicts.join(', ')}`,
      );
    }
    return report.conflicts.length > 0 ? 1 : 0;
  } finally {
    redis.disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? `Configuration: ${error.message}`
        : `redis:upgrade-keys failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
