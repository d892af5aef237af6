import { createDiscordNotifier } from '../../../adapters/discord/discord-notifier.js';
import { createTelegramNotifier, createTelegramOutgoing } from '../../../adapters/telegram/index.js';
import type { Notifier } from '../../../src/notify/notifier.js';
import { FAST_THROTTLE } from '../../adapters/telegram/support/bot-support.js';
import { startFakeDiscord, type FakeDiscord } from '../../fakes/discord/index.js';
import { startFakeTelegram, type FakeTelegram } from '../../fakes/telegram-bot-api/index.js';

export interface WireNotifiers {
  telegram: FakeTelegram;
  discord: FakeDiscord;
  /** The real Telegram and Discord notifiers, speaking to the fakes' wire protocols. */
  notifiers: Notifier[];
  close(): Promise<void>;
}

/** Fake Telegram and Discord servers with the shipped notifiers on them, for a worker to alert through. */
export async function openWireNotifiers(): Promise<WireNotifiers> {
  const telegram = await startFakeTelegram({ rateLimits: false });
  const discord = await startFakeDiscord();
  const notifiers = [
    createTelegramNotifier({
      token: telegram.token,
      apiRoot: telegram.apiRoot,
      outgoing: createTelegramOutgoing({ limits: FAST_THROTTLE }),
    }),
    createDiscordNotifier({ token: discord.token, apiRoot: discord.apiRoot }),
  ];
  return {
    telegram,
    discord,
    notifiers,
    async close() {
      await telegram.close();
      await discord.close();
    },
  };
}
