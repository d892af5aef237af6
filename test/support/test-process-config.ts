// The configuration a test's bot and worker run on: no chat platform (the test brings its
// adapter or notifiers), no proxy, the shipped intervals. Apart from composed.ts so that a
// worker child process loads no chat library it does not use.
import type { BotConfig } from '../../bin/runtime/compose-bot.js';
import type { WorkerConfig } from '../../bin/runtime/compose-worker.js';
import { DEFAULT_JOBS_CONFIG } from '../../jobs/jobs-config.js';
import type { AttemptRule } from '../../src/store/attempt-limit.js';

/** A bot's configuration on the given marketplace with no chat platform. */
export function testBotConfig(marketplaceBaseUrl: string): BotConfig {
  return {
    marketplaceBaseUrl,
    marketplaceAllowPlainHttp: false,
    webhookAllowPrivateNetworks: false,
    telegram: null,
    discord: null,
    proxy: null,
    pollIntervalMs: DEFAULT_JOBS_CONFIG.pollIntervalMs,
    listingWatchIntervalMs: DEFAULT_JOBS_CONFIG.listingWatchIntervalMs,
  };
}

/** A worker's configuration with no chat platform. */
export const TEST_WORKER_CONFIG: WorkerConfig = {
  marketplaceAllowPlainHttp: false,
  telegram: null,
  discord: null,
  proxy: null,
  webhookAllowPrivateNetworks: false,
  pollIntervalMs: DEFAULT_JOBS_CONFIG.pollIntervalMs,
  listingWatchIntervalMs: DEFAULT_JOBS_CONFIG.listingWatchIntervalMs,
};

/**
 * Tests drive one person through dozens of commands a second, far past what a person sends:
 * their bots count calls against this limit, which no test run reaches, in place of the
 * shipped `PERSON_CALL_LIMIT`, which the tests of the limit itself run on.
 */
export const TEST_CALL_LIMIT: AttemptRule = { name: 'calls', limit: 1_000_000, windowMs: 60_000 };
