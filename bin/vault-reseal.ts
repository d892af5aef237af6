import { openRedis } from '../src/runtime/redis-connection.js';
import { loadConfig } from '../src/config/config.js';
import { ConfigError } from '../src/config/config-error.js';
import { loadDotenv } from '../src/config/load-dotenv.js';
import { createStores } from '../src/store/stores.js';

// Usage: npm run vault:reseal [-- --namespace hawker]
const namespaceFlag = process.argv.indexOf('--namespace');
const namespace = (namespaceFlag >= 0 ? process.argv[namespaceFlag + 1] : undefined) ?? 'hawker';

async function main(): Promise<number> {
  loadDotenv();
  const config = loadConfig();
  const redis = openRedis(config.redis, { maxRetriesPerRequest: 3 });
  try {
    const stores = createStores(redis, namespace, config.masterKeys);
    const report = await stores.resealAll();
    console.log(
      `Re-sealed ${report.resealed} API key(s) under master key "${config.masterKeys.newest.id}"; ${report.current} already current; hash secret ${report.hashSecret === 'resealed' ? 're-sealed' : report.hashSecret === 'current' ? 'already current' : 'UNREADABLE'}.`,
    );
    if (report.hashSecret === 'failed') {
      console.error(
        'The hash secret does not open with any key in the ring: put the master key it was sealed under back into HAWKER_MASTER_KEYS.',
      );
    }
    if (report.failed.length > 0) {
      console.error(
        `${report.failed.length} key(s) do not open with any key in the ring and were left as they are: accounts ${report.failed.join(', ')}`,
      );
    }
    return report.failed.length > 0 || report.hashSecret === 'failed' ? 1 : 0;
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
        : `vault:reseal failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
