// The bot and the worker as bin/ composes them, for tests: no chat platform from the
// configuration (the test brings its adapter or notifiers), everything else as shipped.
import {
  composeBot,
  composeWorker,
  type BotConfig,
  type BotOverrides,
  type ProcessParts,
  type WorkerConfig,
  type WorkerOverrides,
} from '../../bin/runtime/compose.js';
import { DEFAULT_JOBS_CONFIG } from '../../jobs/jobs-config.js';
import type { RunningWorker } from '../../jobs/worker.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';

/** A bot's configuration on the given marketplace with no chat platform. */
export function testBotConfig(marketplaceBaseUrl: string): BotConfig {
  return { marketplaceBaseUrl, marketplaceAllowPlainHttp: false, telegram: null, discord: null, proxy: null };
}

/** A worker's configuration with no chat platform. */
export const TEST_WORKER_CONFIG: WorkerConfig = {
  marketplaceAllowPlainHttp: false,
  telegram: null,
  discord: null,
  proxy: null,
  pollIntervalMs: DEFAULT_JOBS_CONFIG.pollIntervalMs,
  listingWatchIntervalMs: DEFAULT_JOBS_CONFIG.listingWatchIntervalMs,
};

/** The core as bin/bot.ts composes it; closing it closes the whole bot, its marketplace connections too. */
export function composeTestCore(parts: ProcessParts, marketplaceUrl: string, overrides: BotOverrides = {}): HawkerCore {
  const bot = composeBot(testBotConfig(marketplaceUrl), parts, overrides);
  return { ...bot.core, close: () => bot.close() };
}

/** The worker as bin/worker.ts composes it; closing it closes its marketplace connections too. */
export async function composeTestWorker(parts: ProcessParts, overrides: WorkerOverrides): Promise<RunningWorker> {
  const composed = await composeWorker(TEST_WORKER_CONFIG, parts, overrides);
  return { syncNow: () => composed.worker.syncNow(), close: () => composed.close() };
}
