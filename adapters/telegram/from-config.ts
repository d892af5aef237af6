import type { Dispatcher } from 'undici';
import type { RedisConnection } from '../../src/runtime/redis-connection.js';
import type { TelegramConfig } from '../../src/config/config.js';
import type { ChatCore } from '../../src/core/chat-core.js';
import type { Logger } from '../../src/log/logger.js';
import type { Notifier } from '../../src/notify/notifier.js';
import { createTelegramOutgoing, type TelegramOutgoing } from './outgoing/outgoing-path.js';
import { createTelegramBot, type TelegramBot, type TelegramBotOptions } from './telegram-bot.js';
import { createTelegramNotifier } from './telegram-notifier.js';

export interface TelegramRuntime {
  bot: TelegramBot;
  /** Shares the bot's outgoing path: alerts and replies count against the same limits. */
  notifier: Notifier;
  outgoing: TelegramOutgoing;
}

function mode(config: TelegramConfig): TelegramBotOptions['mode'] {
  if (config.mode === 'polling') return { type: 'polling' };
  if (!config.webhookUrl || !config.webhookSecret || !config.webhookListen)
    throw new Error('webhook mode needs TELEGRAM_WEBHOOK_URL, TELEGRAM_WEBHOOK_SECRET and where to listen');
  return { type: 'webhook', webhook: { url: config.webhookUrl, secretToken: config.webhookSecret, ...config.webhookListen } };
}

/** The bot and its notifier for one process, as the configuration picks (polling or webhook, API root). */
export function createTelegramFromConfig(
  config: TelegramConfig,
  deps: {
    core: ChatCore;
    logger: Logger;
    /** Shares the bot-wide send rate with the workers' notifiers (pass the same to theirs). */
    shared?: { redis: RedisConnection; namespace: string };
    /** The process's outgoing dispatcher: the bot's and the notifier's calls go through it and its proxy. */
    dispatcher?: Dispatcher;
  },
): TelegramRuntime {
  const outgoing = createTelegramOutgoing(deps.shared ? { shared: deps.shared } : {});
  const bot = createTelegramBot({
    token: config.token,
    apiRoot: config.apiRoot,
    core: deps.core,
    mode: mode(config),
    logger: deps.logger,
    outgoing,
    ...(deps.dispatcher ? { dispatcher: deps.dispatcher } : {}),
  });
  const notifier = createTelegramNotifier({
    token: config.token,
    apiRoot: config.apiRoot,
    outgoing,
    ...(deps.dispatcher ? { dispatcher: deps.dispatcher } : {}),
  });
  return { bot, notifier, outgoing };
}
