import { ConfigError } from '../../src/config/config-error.js';
import { loadConfig, type Config } from '../../src/config/config.js';
import { loadDotenv } from '../../src/config/load-dotenv.js';

/** Reads `.env` and the environment; a bad setting stops the start with its one-line reason. */
export function configOrExit(): Config {
  loadDotenv();
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}
