import type { Dispatcher } from 'undici';
import type { RedisConnection } from '../../src/runtime/redis-connection.js';
import { createDiscordBot, createDiscordNotifier } from '../../adapters/discord/index.js';
import { createTelegramFromConfig } from '../../adapters/telegram/index.js';
import type { Config } from '../../src/config/config.js';
import type { ChatCore } from '../../src/core/chat-core.js';
import type { Logger } from '../../src/log/logger.js';
import type { Notifier } from '../../src/notify/notifier.js';

export interface ChatAdapters {
  /** Alert senders for a worker in the same process. */
  notifiers: Notifier[];
  names: string[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The real chat adapters the configuration names (a token each). */
export function chatAdaptersFromConfig(
  config: Pick<Config, 'telegram' | 'discord'>,
  deps: {
    core: ChatCore;
    logger: Logger;
    redis: RedisConnection;
    namespace: string;
    /** The process's outgoing dispatcher: every call to Telegram and Discord goes through it (and its proxy). */
    dispatcher: Dispatcher;
  },
): ChatAdapters {
  const { core, logger, dispatcher } = deps;
  const notifiers: Notifier[] = [];
  const names: string[] = [];
  const starts: (() => Promise<void>)[] = [];
  const stops: (() => Promise<void>)[] = [];

  if (config.telegram) {
    const telegram = createTelegramFromConfig(config.telegram, {
      core,
      logger: logger.child({ adapter: 'telegram' }),
      // Bot and workers together stay under Telegram's overall rate.
      shared: { redis: deps.redis, namespace: deps.namespace },
      dispatcher,
    });
    notifiers.push(telegram.notifier);
    names.push(`Telegram (${config.telegram.mode})`);
    starts.push(async () => {
      await telegram.bot.start();
      telegram.bot.finished().catch((error: unknown) => {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, 'Telegram stopped delivering updates');
      });
    });
    stops.push(() => telegram.bot.stop());
  }
  if (config.discord) {
    const discord = createDiscordBot({
      token: config.discord.token,
      apiRoot: config.discord.apiRoot,
      serverMessages: config.discord.serverMessages,
      core,
      logger: logger.child({ adapter: 'discord' }),
      dispatcher,
    });
    notifiers.push(createDiscordNotifier({ token: config.discord.token, apiRoot: config.discord.apiRoot, dispatcher }));
    names.push('Discord');
    starts.push(() => discord.start());
    stops.push(() => discord.stop());
  }
  return {
    notifiers,
    names,
    async start() {
      for (const start of starts) await start();
    },
    async stop() {
      await Promise.allSettled(stops.map((stop) => stop()));
    },
  };
}
