// The bot and the worker as bin/ composes them, for tests: no chat platform from the
// configuration (the test brings its adapter or notifiers), everything else as shipped.
import { composeBot, type BotConfig, type BotOverrides } from '../../bin/runtime/compose-bot.js';
import type { ProcessParts } from '../../bin/runtime/compose-parts.js';
import { composeWorker, type WorkerOverrides } from '../../bin/runtime/compose-worker.js';
import type { RunningWorker } from '../../jobs/worker.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { TEST_CALL_LIMIT, TEST_WORKER_CONFIG, testBotConfig } from './test-process-config.js';

/**
 * The core as bin/bot.ts composes it; closing it closes the whole bot, its marketplace connections too.
 * `config` is what an operator would set otherwise (`webhookAllowPrivateNetworks` for a local receiver).
 */
export function composeTestCore(
  parts: ProcessParts,
  marketplaceUrl: string,
  overrides: BotOverrides = {},
  config: Partial<BotConfig> = {},
): HawkerCore {
  const bot = composeBot({ ...testBotConfig(marketplaceUrl), ...config }, parts, { callLimit: TEST_CALL_LIMIT, ...overrides });
  return { ...bot.core, close: () => bot.close() };
}

/** The worker as bin/worker.ts composes it; closing it closes its marketplace connections too. */
export async function composeTestWorker(parts: ProcessParts, overrides: WorkerOverrides): Promise<RunningWorker> {
  const composed = await composeWorker(TEST_WORKER_CONFIG, parts, overrides);
  return {
    syncNow: () => composed.worker.syncNow(),
    drain: (timeoutMs) => composed.worker.drain(timeoutMs),
    close: () => composed.close(),
  };
}
