import { ConfigError } from '../../src/config/config-error.js';
import { loadConfig, type Config } from '../../src/config/config.js';
import { loadDotenv } from '../../src/config/load-dotenv.js';
import { openRedis, type RedisConnection } from '../../src/runtime/redis-connection.js';

/**
 * Runs an operator's command on the configured Redis (`--namespace`, default `hawker`):
 * exits with its code, or with one line saying why it failed (a bad setting, or anything else).
 */
export function runOnRedis(name: string, command: (redis: RedisConnection, namespace: string, config: Config) => Promise<number>): void {
  const namespaceFlag = process.argv.indexOf('--namespace');
  const namespace = (namespaceFlag >= 0 ? process.argv[namespaceFlag + 1] : undefined) ?? 'hawker';
  const main = async (): Promise<number> => {
    loadDotenv();
    const config = loadConfig();
    const redis = openRedis(config.redis, { maxRetriesPerRequest: 3 });
    try {
      return await command(redis, namespace, config);
    } finally {
      redis.disconnect();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        error instanceof ConfigError
          ? `Configuration: ${error.message}`
          : `${name} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
