// From the notifiers' own modules, not the adapters' indexes: those load the bots too
// (discord.js's gateway client, grammy's runner), which a worker never starts.
import { createDiscordNotifier } from '../../adapters/discord/discord-notifier.js';
import { createTelegramOutgoing } from '../../adapters/telegram/outgoing/outgoing-path.js';
import { createTelegramNotifier } from '../../adapters/telegram/telegram-notifier.js';
import type { Dispatcher } from 'undici';
import type { Config } from '../../src/config/config.js';
import type { Notifier } from '../../src/notify/notifier.js';
import type { RedisConnection } from '../../src/runtime/redis-connection.js';

/** Alert senders for a worker without chat adapters in its process: one per platform the configuration names. */
export function notifiersFromConfig(
  config: Pick<Config, 'telegram' | 'discord'>,
  shared: { redis: RedisConnection; namespace: string },
  /** The process's outgoing dispatcher: every alert goes through it (and its proxy). */
  dispatcher: Dispatcher,
): Notifier[] {
  const notifiers: Notifier[] = [];
  if (config.telegram) {
    // The same Redis-held send rate as the bot processes: together they stay under Telegram's overall limit.
    const outgoing = createTelegramOutgoing({ shared });
    notifiers.push(createTelegramNotifier({ token: config.telegram.token, apiRoot: config.telegram.apiRoot, outgoing, dispatcher }));
  }
  if (config.discord) notifiers.push(createDiscordNotifier({ token: config.discord.token, apiRoot: config.discord.apiRoot, dispatcher }));
  return notifiers;
}
