// The Discord bot: a discord.js client on the gateway whose interactions and DM
// messages go to their handlers (interaction-handler.ts, message-handler.ts), which
// parse them into core events and render the core's replies.
import { Client, Events, GatewayIntentBits, Partials } from 'discord.js';
import type { Dispatcher } from 'undici';
import type { ChatCore } from '../../src/core/chat-core.js';
import { createLogger, type Logger } from '../../src/log/logger.js';
import { fetchThrough } from '../../src/net/outgoing-dispatcher.js';
import type { DiscordBotContext } from './bot-context.js';
import { restRoute } from './discord-rest.js';
import { handleInteraction } from './interaction-handler.js';
import { handleMessage } from './message-handler.js';
import { CommandLookup } from './slash-commands.js';

export interface DiscordBotOptions {
  token: string;
  /** REST root (DISCORD_API_ROOT), `https://discord.com/api` with or without `/v10`; the gateway URL comes from it. */
  apiRoot?: string;
  core: ChatCore;
  logger?: Logger;
  /** Answer within this time or defer (Discord drops an interaction unanswered after 3 s). */
  deferAfterMs?: number;
  /** Autocomplete cannot be deferred: suggestions later than this are dropped. */
  autocompleteTimeoutMs?: number;
  /** Also read messages in server channels (replies to alerts there; `DISCORD_SERVER_MESSAGES`); needs the privileged Message Content intent. */
  serverMessages?: boolean;
  /** Largest file a person may send the bot (codes, pictures). */
  maxFileBytes?: number;
  /**
   * The process's outgoing dispatcher (`createOutgoingDispatcher`): REST calls and file
   * downloads go through it and its proxy. The gateway's WebSocket does not: discord.js
   * opens it with no way to pass a proxy (docs/discord.md, "Behind a proxy").
   */
  dispatcher?: Dispatcher;
}

export interface DiscordBot {
  readonly client: Client;
  /** Logs in and resolves once the gateway session is ready. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

function createClient(options: DiscordBotOptions): Client {
  const intents = [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages];
  if (options.serverMessages) intents.push(GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent);
  return new Client({
    intents,
    // DM channels are not cached until used; without this, DM messages are dropped.
    partials: [Partials.Channel],
    rest: restRoute(options),
    allowedMentions: { parse: [] },
  });
}

/** Hands the client's events to their handlers; a handler's failure is logged, never thrown into discord.js. */
function wireEvents(client: Client, ctx: DiscordBotContext): void {
  const logFailure = (what: string, run: () => Promise<void>) => {
    run().catch((error: unknown) => {
      ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, `Discord ${what} failed`);
    });
  };
  client.on(Events.InteractionCreate, (interaction) => logFailure('interaction', () => handleInteraction(ctx, interaction)));
  client.on(Events.MessageCreate, (message) => logFailure('message', () => handleMessage(ctx, message)));
  client.on(Events.Error, (error) => ctx.logger.warn({ err: error.message }, 'Discord client error'));
}

export function createDiscordBot(options: DiscordBotOptions): DiscordBot {
  const { core } = options;
  const logger = options.logger ?? createLogger({ name: 'discord' });
  const client = createClient(options);
  let lookup = new CommandLookup(core.commands());
  const ctx: DiscordBotContext = {
    core,
    logger,
    lookup: () => lookup,
    deferAfterMs: options.deferAfterMs ?? 2000,
    autocompleteTimeoutMs: options.autocompleteTimeoutMs ?? 2500,
    maxFileBytes: options.maxFileBytes ?? 8 * 1024 * 1024,
    serverMessages: options.serverMessages ?? false,
    download: fetchThrough(options.dispatcher),
  };
  wireEvents(client, ctx);

  return {
    client,
    async start() {
      lookup = new CommandLookup(core.commands());
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      await client.login(options.token);
      await ready;
      logger.info({ user: client.user?.username, guilds: client.guilds.cache.size }, 'Discord bot ready');
    },
    async stop() {
      await client.destroy();
    },
  };
}
