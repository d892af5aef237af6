import type { TelegramBot } from '../../../../adapters/telegram/index.js';
import type { RunningSandbox } from '../../../../sandbox/index.js';
import type { HawkerCore } from '../../../../src/core/hawker-core.js';
import { createLogger } from '../../../../src/log/logger.js';
import { generateKeyRingEntry, parseKeyRing } from '../../../../src/store/key-ring.js';
import { createStores, type Stores } from '../../../../src/store/stores.js';
import { startFakeTelegram, type FakeTelegram } from '../../../fakes/telegram-bot-api/index.js';
import { composeTestCore } from '../../../support/composed.js';
import { createTestRedis, type TestRedis } from '../../../support/test-redis.js';
import { FAST_FAKE_LIMITS, startBotOnFake } from './bot-support.js';

/** The real core on a real Redis and the sandbox, with the Telegram bot on the fake Bot API. */
export interface TelegramStack {
  testRedis: TestRedis;
  stores: Stores;
  core: HawkerCore;
  fake: FakeTelegram;
  bot: TelegramBot;
  /** Stops the bot, the core, the fake and the sandbox, then drops the test's Redis keys. */
  close(): Promise<void>;
}

/** `label` names the Redis namespace, `keyRingId` the key that seals the stored API keys. */
export async function startTelegramStack(sandbox: RunningSandbox, label: string, keyRingId: string): Promise<TelegramStack> {
  const testRedis = createTestRedis(label);
  const stores = createStores(testRedis.redis, testRedis.namespace, parseKeyRing(generateKeyRingEntry(keyRingId)));
  const logger = createLogger({ level: 'silent' });
  const core = composeTestCore({ redis: testRedis.redis, namespace: testRedis.namespace, stores, logger }, sandbox.baseUrl);
  const fake = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
  const bot = await startBotOnFake(fake, core);
  return {
    testRedis,
    stores,
    core,
    fake,
    bot,
    async close() {
      await bot.stop();
      await core.close();
      await fake.close();
      await sandbox.close();
      await testRedis.cleanup();
    },
  };
}
