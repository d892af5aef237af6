import {
  createTelegramBot,
  createTelegramNotifier,
  createTelegramOutgoing,
  type TelegramBot,
  type TelegramBotOptions,
} from '../../../../adapters/telegram/index.js';
import type { Notifier } from '../../../../src/notify/notifier.js';
import type { ChatCore } from '../../../../src/core/chat-core.js';
import type { CommandInfo } from '../../../../src/core/command-info.js';
import { ScriptedCore } from '../../../support/scripted-core.js';
import { createLogger } from '../../../../src/log/logger.js';
import type { FakeTelegram } from '../../../fakes/telegram-bot-api/index.js';

/** Throttle rules ten times faster than Telegram's, matching `FAST_FAKE_LIMITS`, so tests stay quick. */
export const FAST_THROTTLE = {
  perChat: { intervalMs: 105, burst: 2 },
  perGroup: { intervalMs: 315, burst: 18 },
  global: { intervalMs: 36, burst: 10 },
};

export const FAST_FAKE_LIMITS = {
  perChat: { perInterval: 1, intervalMs: 100, burst: 3 },
  perGroup: { perInterval: 20, intervalMs: 6000, burst: 20 },
  global: { perInterval: 30, intervalMs: 1000, burst: 30 },
};

export const TEST_COMMANDS: CommandInfo[] = [
  { id: 'help', description: 'What Hawker can do', arguments: [], role: 'none', scopes: ['private', 'group'] },
  { id: 'connect', description: 'Connect a seller account', arguments: [], role: 'none', scopes: ['private'] },
  { id: 'listings', description: 'Your listings', arguments: [], role: 'viewer', scopes: ['private', 'group'] },
  { id: 'team-link', description: 'Link this group', arguments: [], role: 'owner', scopes: ['group'] },
];

/**
 * A core that records what the adapter parsed and answers with what the test
 * says, with the Telegram tests' command list: the adapter under test is real.
 */
export class RecordingCore extends ScriptedCore {
  constructor() {
    super(TEST_COMMANDS);
  }
}

export async function startBotOnFake(
  fake: FakeTelegram,
  core: ChatCore,
  mode: TelegramBotOptions['mode'] = { type: 'polling' },
  extra: Partial<TelegramBotOptions> = {},
): Promise<TelegramBot> {
  const bot = createTelegramBot({
    ...extra,
    token: fake.token,
    apiRoot: fake.apiRoot,
    core,
    mode,
    logger: createLogger({ level: 'silent' }),
    outgoing: createTelegramOutgoing({ limits: FAST_THROTTLE }),
  });
  await bot.start();
  return bot;
}

/** The worker's Telegram side, sending alerts to the fake Bot API under the fast throttle. */
export function telegramNotifierOnFake(fake: FakeTelegram): Notifier {
  return createTelegramNotifier({ token: fake.token, apiRoot: fake.apiRoot, outgoing: createTelegramOutgoing({ limits: FAST_THROTTLE }) });
}
