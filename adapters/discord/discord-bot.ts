// The Discord bot: a discord.js client on the gateway that parses interactions
// and DM messages into core events and renders the core's replies. Slow calls
// are deferred before Discord's 3-second window closes.
import {
  Client,
  Events,
  GatewayIntentBits,
  MessageFlags,
  Partials,
  type AutocompleteInteraction,
  type Interaction,
  type Message,
} from 'discord.js';
import type { ChatCore } from '../../src/core/chat-core.js';
import type { ChatEvent } from '../../src/core/chat-input.js';
import type { Reply } from '../../src/core/reply.js';
import { DEFAULT_LOCALE, matchLocale, translate } from '../../src/i18n/index.js';
import { createLogger, type Logger } from '../../src/log/logger.js';
import { restRoute } from './discord-rest.js';
import type { Dispatcher } from 'undici';
import { fetchThrough } from '../../src/net/outgoing-dispatcher.js';
import { fileTooLargeReply } from '../../src/core/file-offer.js';
import { deliverReplies } from '../../src/core/reply-delivery.js';
import { downloadAttachment } from './download-attachment.js';
import { errorCode } from './notify-outcome.js';
import {
  type DownloadedFile,
  actorOf,
  autocompleteInput,
  commandEvent,
  componentEvent,
  messageEvent,
  modalEvent,
  placeOf,
} from './interaction-events.js';
import { respond, type Acknowledgement, type AnswerableInteraction } from './interaction-responder.js';
import { renderModal } from './render-modal.js';
import { renderReply } from './render-reply.js';
import { CommandLookup } from './slash-commands.js';
import { clip } from './text-limits.js';

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

const TIMED_OUT = Symbol('timed out');

function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The language of a person Hawker answers without the core (it failed, a button is stale):
 * what their Discord app is set to, as far as Hawker speaks it. A plain message tells none.
 */
function appLocale(discordLocale: string | undefined): string {
  return matchLocale(discordLocale) ?? DEFAULT_LOCALE;
}

function failure(locale: string): Reply {
  return { tone: 'error', text: translate(locale, 'discord-failure'), visibility: 'private', locale };
}

function downloadFailed(locale: string): Reply {
  return { tone: 'error', text: translate(locale, 'discord-download-failed'), visibility: 'private', locale };
}

/** Discord's code for a user whose DMs are closed to the bot. */
const CANNOT_DM_USER = 50007;

function messageOptions(reply: Reply) {
  const rendered = renderReply(reply);
  return {
    content: rendered.content ?? '',
    embeds: rendered.embeds,
    components: rendered.components,
    files: rendered.files.map((f) => ({ attachment: f.data, name: f.name })),
    allowedMentions: { parse: [] },
  };
}

export function createDiscordBot(options: DiscordBotOptions): DiscordBot {
  const { core } = options;
  const logger = options.logger ?? createLogger({ name: 'discord' });
  const deferAfterMs = options.deferAfterMs ?? 2000;
  const autocompleteTimeoutMs = options.autocompleteTimeoutMs ?? 2500;
  const maxFileBytes = options.maxFileBytes ?? 8 * 1024 * 1024;
  const intents = [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages];
  if (options.serverMessages) intents.push(GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent);
  const client = new Client({
    intents,
    // DM channels are not cached until used; without this, DM messages are dropped.
    partials: [Partials.Channel],
    rest: restRoute(options),
    allowedMentions: { parse: [] },
  });
  const download = fetchThrough(options.dispatcher);
  let lookup = new CommandLookup(core.commands());

  const handled = async (event: ChatEvent): Promise<Reply[]> => {
    try {
      return await core.handle(event);
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, 'the core failed on a Discord event');
      return [failure(appLocale(event.locale))];
    }
  };

  async function answer(interaction: AnswerableInteraction, event: ChatEvent): Promise<void> {
    const work = handled(event);
    const early = await within(work, deferAfterMs);
    let acknowledged: Acknowledgement = 'none';
    if (early === TIMED_OUT) {
      if (interaction.isButton() || interaction.isStringSelectMenu()) {
        await interaction.deferUpdate();
        acknowledged = 'deferred-update';
      } else {
        // Ephemeral in a server until the replies say otherwise: nothing private leaks while waiting.
        await interaction.deferReply(interaction.inGuild() ? { flags: MessageFlags.Ephemeral } : {});
        acknowledged = 'deferred-reply';
      }
    }
    await respond(interaction, early === TIMED_OUT ? await work : early, acknowledged);
  }

  async function autocomplete(interaction: AutocompleteInteraction): Promise<void> {
    const input = autocompleteInput(lookup, interaction.commandName, interaction.options.getFocused(true));
    const place = placeOf(interaction);
    if (!input || !place) return void (await interaction.respond([]));
    const suggestions = await within(core.suggest(actorOf(interaction.user), place, input.kind, input.typed), autocompleteTimeoutMs).catch(
      (error: unknown) => {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'autocomplete failed');
        return [];
      },
    );
    const choices = suggestions === TIMED_OUT ? [] : suggestions;
    await interaction.respond(
      choices
        .filter((suggestion) => suggestion.value.length <= 100)
        .slice(0, 25)
        .map((suggestion) => ({ name: clip(suggestion.label.trim() || suggestion.value, 100), value: suggestion.value })),
    );
  }

  async function onInteraction(interaction: Interaction): Promise<void> {
    if (interaction.isAutocomplete()) return autocomplete(interaction);
    // What Hawker says here without the core (a stale button, a modal's input label) follows the person's app.
    const locale = appLocale(interaction.locale);
    if (interaction.isChatInputCommand()) {
      const event = commandEvent(lookup, interaction.user, interaction, {
        commandName: interaction.commandName,
        options: interaction.options.data,
      });
      if (!event) {
        return void (await interaction.reply({ content: translate(locale, 'discord-unknown-command'), flags: MessageFlags.Ephemeral }));
      }
      return answer(interaction, event);
    }
    if (interaction.isButton() || interaction.isStringSelectMenu()) {
      const values = interaction.isStringSelectMenu() ? interaction.values : [];
      const outcome = componentEvent(interaction.user, interaction, interaction.customId, values);
      if (outcome.kind === 'open-form') {
        const title = interaction.message.embeds[0]?.title ?? 'Hawker';
        const modal = renderModal(outcome.form, { label: title }, locale);
        if (modal) return void (await interaction.showModal(modal));
      }
      if (outcome.kind !== 'event') {
        return void (await interaction.reply({
          content: translate(locale, 'discord-stale-button'),
          flags: MessageFlags.Ephemeral,
        }));
      }
      return answer(interaction, outcome.event);
    }
    if (interaction.isModalSubmit()) {
      const values: Record<string, string> = {};
      for (const [id, field] of interaction.fields.fields) {
        if ('value' in field && typeof field.value === 'string') values[id] = field.value;
      }
      const event = modalEvent(lookup, interaction.user, interaction, { customId: interaction.customId, values });
      if (!event)
        return void (await interaction.reply({
          content: translate(locale, 'discord-stale-form'),
          flags: MessageFlags.Ephemeral,
        }));
      return answer(interaction, event);
    }
  }

  async function onMessage(message: Message): Promise<void> {
    if (message.author.bot || message.system) return;
    if (message.guildId && !options.serverMessages) return;
    const channel = message.channel;
    if (!channel.isSendable()) return;
    let answered = false;
    const deliver = (replies: Reply[]) =>
      deliverReplies(replies, {
        inGroup: message.inGuild(),
        send: async (reply, { answering }) => {
          const first = answering && !answered;
          answered = true;
          await channel.send({
            ...messageOptions(reply),
            ...(first ? { reply: { messageReference: message.id, failIfNotExists: false } } : {}),
          });
        },
        deleteUserMessage: () =>
          message.delete().then(
            () => true,
            () => false,
          ),
        // A plain message in a server channel has no ephemeral answer: a private one goes to the person's DMs.
        sendPrivately: async (reply) => {
          try {
            await message.author.send(messageOptions(reply));
            return 'sent';
          } catch (error) {
            if (errorCode(error) === CANNOT_DM_USER) return 'unreachable';
            throw error;
          }
        },
      });
    const attachment = message.attachments.first();
    let file: DownloadedFile | null = null;
    if (attachment) {
      const place = placeOf(message);
      if (!place) return;
      const referenceId = message.reference?.messageId;
      const verdict = await core.judgeFile({
        actor: actorOf(message.author),
        place,
        ...(referenceId ? { replyTo: { platform: 'discord', chatId: place.chatId, messageId: referenceId } } : {}),
        size: attachment.size,
      });
      if (!verdict.accept) return deliver([verdict.reply]);
      const limit = Math.min(verdict.maxBytes, maxFileBytes);
      // A plain message tells nothing of its writer's language: these two are worded in the default one.
      if (attachment.size > limit) return deliver([fileTooLargeReply(limit, attachment.size)]);
      file = await downloadAttachment(attachment, limit, download).catch(() => null);
      if (!file) return deliver([downloadFailed(DEFAULT_LOCALE)]);
    }
    const event = messageEvent(
      message.author,
      message,
      { id: message.id, content: message.content, ...(message.reference?.messageId ? { referenceId: message.reference.messageId } : {}) },
      file,
    );
    if (!event) return;
    await deliver(await handled(event));
  }

  const guard = (what: string, run: () => Promise<void>) => {
    run().catch((error: unknown) => {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, `Discord ${what} failed`);
    });
  };
  client.on(Events.InteractionCreate, (interaction) => guard('interaction', () => onInteraction(interaction)));
  client.on(Events.MessageCreate, (message) => guard('message', () => onMessage(message)));
  client.on(Events.Error, (error) => logger.warn({ err: error.message }, 'Discord client error'));

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
