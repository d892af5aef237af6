import type { fetch } from 'undici';
import type { ChatCore } from '../../src/core/chat-core.js';
import type { ChatEvent } from '../../src/domain/chat-input.js';
import type { Reply } from '../../src/domain/reply.js';
import { DEFAULT_LOCALE, matchLocale, translate } from '../../src/i18n/index.js';
import type { Logger } from '../../src/log/logger.js';
import type { CommandLookup } from './slash-commands.js';

/** What the bot's interaction and message handlers share: the core, the timings, and the commands as last read. */
export interface DiscordBotContext {
  core: ChatCore;
  logger: Logger;
  /** The slash commands as the core declared them when the bot started. */
  lookup(): CommandLookup;
  deferAfterMs: number;
  autocompleteTimeoutMs: number;
  maxFileBytes: number;
  serverMessages: boolean;
  download: typeof fetch;
}

/**
 * The language of a person Hawker answers without the core (it failed, a button is stale):
 * what their Discord app is set to, as far as Hawker speaks it. A plain message tells none.
 */
export function appLocale(discordLocale: string | undefined): string {
  return matchLocale(discordLocale) ?? DEFAULT_LOCALE;
}

function failure(locale: string): Reply {
  return { tone: 'error', text: translate(locale, 'discord-failure'), visibility: 'private', locale };
}

/** The core's replies to an event; a failure of the core is logged and answered with a sentence. */
export async function handled(ctx: DiscordBotContext, event: ChatEvent): Promise<Reply[]> {
  try {
    return await ctx.core.handle(event);
  } catch (error) {
    ctx.logger.error({ err: error instanceof Error ? error.message : String(error) }, 'the core failed on a Discord event');
    return [failure(appLocale(event.locale))];
  }
}
