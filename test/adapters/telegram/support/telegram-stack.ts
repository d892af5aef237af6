import type { TelegramBot } from '../../../../adapters/telegram/index.js';
import type { RunningSandbox } from '../../../../sandbox/index.js';
import { startFakeTelegram, type FakeTelegram } from '../../../fakes/telegram-bot-api/index.js';
import { composeCoreOnSandbox, type CoreOnSandbox, type CoreOptions } from '../../../support/core-on-sandbox.js';
import { FAST_FAKE_LIMITS, startBotOnFake } from './bot-support.js';

/** The real core on a real Redis and the sandbox, with the Telegram bot on the fake Bot API. */
export interface TelegramStack extends CoreOnSandbox {
  fake: FakeTelegram;
  bot: TelegramBot;
  /** Stops the bot and the fake, closes the core and the sandbox, then drops the test's Redis keys. */
  close(): Promise<void>;
}

/** `label` names the Redis namespace, `keyRingId` the key that seals the stored API keys. */
export async function startTelegramStack(
  sandbox: RunningSandbox,
  label: string,
  keyRingId: string,
  options: CoreOptions = {},
): Promise<TelegramStack> {
  const composed = composeCoreOnSandbox(sandbox, label, keyRingId, options);
  const fake = await startFakeTelegram({ rateLimits: FAST_FAKE_LIMITS });
  const bot = await startBotOnFake(fake, composed.core);
  return {
    ...composed,
    fake,
    bot,
    async close() {
      await bot.stop();
      await fake.close();
      await composed.close();
    },
  };
}
