// The configuration a test's bot and worker run on: no chat platform (the test brings its
// adapter or notifiers), no proxy, the shipped intervals. Apart from composed.ts so that a
// worker child process loads no chat library it does not use.
import type { BotConfig } from '../../bin/runtime/compose-bot.js';
import type { WorkerConfig } from '../../bin/runtime/compose-worker.js';
import { DEFAULT_JOBS_CONFIG } from '../../jobs/jobs-config.js';

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
