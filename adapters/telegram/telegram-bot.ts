import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { run, sequentialize, type RunnerHandle } from '@grammyjs/runner';
import { Bot, webhookCallback, type Context } from 'grammy';
import type { Dispatcher } from 'undici';
import type { ChatCore } from '../../src/core/chat-core.js';
import type { ChatEvent, ChatInput } from '../../src/core/chat-input.js';
import type { Reply } from '../../src/core/reply.js';
import { DEFAULT_LOCALE, matchLocale, translate, withLocale } from '../../src/i18n/index.js';
import { createLogger, type Logger } from '../../src/log/logger.js';
import { actorOf, messageRef, placeOf, replyToBot } from './chat-event.js';
import { publishCommandMenus } from './command-menu.js';
import { commandIdResolver } from './command-names.js';
import { fileTooLargeReply } from '../../src/core/file-offer.js';
import { deliverReplies, type ReplyTarget } from './deliver-replies.js';
import { downloadFile, FileTooLargeError } from './download-file.js';
import { messageInput } from './incoming-input.js';
import { createTelegramOutgoing, type TelegramOutgoing } from './outgoing/outgoing-path.js';
import { describeError } from './telegram-errors.js';
import { botApiFetch } from './bot-api-fetch.js';
import { fetchThrough } from '../../src/net/outgoing-dispatcher.js';

const TELEGRAM_API_ROOT = 'https://api.telegram.org';
const ALLOWED_UPDATES = ['message', 'callback_query'] as const;

export interface WebhookOptions {
  /**
   * The public HTTPS URL Telegram posts to; its path is the path served locally.
   * A function gets the local address once listening (port 0 in tests).
   */
  url: string | ((address: { host: string; port: number }) => string);
  /** Checked against `X-Telegram-Bot-Api-Secret-Token` on every request (1-256 of A-Z a-z 0-9 _ -). */
  secretToken: string;
  /** Local listening address; port 0 picks a free one. */
  port: number;
  host?: string;
}

export interface TelegramBotOptions {
  token: string;
  core: ChatCore;
  /** `TELEGRAM_API_ROOT`: a self-hosted Bot API server, or the fake in tests. */
  apiRoot?: string;
  mode: { type: 'polling'; concurrency?: number } | { type: 'webhook'; webhook: WebhookOptions };
  logger?: Logger;
  /** Shared with the notifier in one process, so both stay inside the same limits. */
  outgoing?: TelegramOutgoing;
  /** The process's outgoing dispatcher (`createOutgoingDispatcher`): Bot API calls and downloads go through it and its proxy. */
  dispatcher?: Dispatcher;
}

export interface TelegramBot {
  readonly bot: Bot;
  /** Connects (getMe), publishes the command menus, then polls or registers the webhook. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Settles when polling ends: resolves after `stop()`, rejects when Telegram
   * refuses for good (token revoked: 401; another instance or a webhook: 409).
   */
  finished(): Promise<void>;
  /** Where the webhook server listens, once started in webhook mode. */
  webhookAddress(): { host: string; port: number } | null;
}

/**
 * The language of a person Hawker answers without the core (it failed, or a file never
 * arrived): what their Telegram app is set to, as far as Hawker speaks it.
 */
function appLocale(languageCode: string | undefined): string {
  return matchLocale(languageCode) ?? DEFAULT_LOCALE;
}

function somethingWentWrong(locale: string): Reply {
  return { text: translate(locale, 'telegram-something-went-wrong'), tone: 'error', locale };
}

function downloadFailed(locale: string): Reply {
  return { text: translate(locale, 'telegram-download-failed'), tone: 'error', locale };
}

/** The language the person's Telegram app is set to: the core takes it on first contact only. */
function hint(languageCode: string | undefined): Pick<ChatEvent, 'locale'> {
  return languageCode ? { locale: languageCode } : {};
}

/** The core did not want the file: its reply says why. Nothing was downloaded. */
class FileRefused extends Error {
  constructor(readonly reply: Reply) {
    super('file refused');
    this.name = 'FileRefused';
  }
}

/** The Telegram adapter: parses updates into core events and renders the core's replies. No seller logic lives here. */
export function createTelegramBot(options: TelegramBotOptions): TelegramBot {
  const apiRoot = options.apiRoot ?? TELEGRAM_API_ROOT;
  const logger = options.logger ?? createLogger({ name: 'telegram' });
  const fetch = fetchThrough(options.dispatcher);
  const bot = new Bot(options.token, { client: { apiRoot, fetch: botApiFetch(fetch) } });
  (options.outgoing ?? createTelegramOutgoing()).install(bot.api);
  const resolveCommand = commandIdResolver(options.core.commands());
  let runner: RunnerHandle | null = null;
  let server: Server | null = null;
  let finished: Promise<void> = Promise.resolve();

  async function handle(event: ChatEvent, target: ReplyTarget): Promise<void> {
    let replies: Reply[];
    try {
      replies = await options.core.handle(event);
    } catch (error) {
      logger.error({ err: describeError(error), chatId: target.chatId }, 'the core failed on an update');
      replies = [somethingWentWrong(appLocale(event.locale))];
    }
    await deliver(target, replies);
  }

  function deliver(target: ReplyTarget, replies: Reply[]): Promise<void> {
    return deliverReplies({ api: bot.api, core: options.core, logger, botUsername: bot.botInfo.username }, target, replies);
  }

  async function onMessage(ctx: Context): Promise<void> {
    const message = ctx.message;
    if (!message?.from || message.from.is_bot) return;
    const place = placeOf(message.chat);
    if (!place) return;
    const isGroup = place.kind === 'group';
    const target: ReplyTarget = { chatId: message.chat.id, isGroup, userId: message.from.id, userMessageId: message.message_id };
    const actor = actorOf(message.from);
    const languageCode = message.from.language_code;
    const replyTo = replyToBot(message, bot.botInfo.id);
    const fetchFile = async (fileId: string, announcedSize: number | undefined) => {
      const verdict = await options.core.judgeFile({
        actor,
        place,
        ...(replyTo ? { replyTo } : {}),
        ...(announcedSize !== undefined ? { size: announcedSize } : {}),
      });
      if (!verdict.accept) throw new FileRefused(verdict.reply);
      try {
        return await downloadFile(bot.api, { apiRoot, fetch }, fileId, verdict.maxBytes);
      } catch (error) {
        if (error instanceof FileTooLargeError) {
          const locale = appLocale(languageCode);
          throw new FileRefused({ ...withLocale(locale, () => fileTooLargeReply(error.maxBytes, error.size)), locale });
        }
        throw error;
      }
    };
    let input: ChatInput | null;
    try {
      input = await messageInput(message, { botUsername: bot.botInfo.username, isGroup, replyTo, resolveCommand, fetchFile });
    } catch (error) {
      if (!(error instanceof FileRefused)) logger.warn({ err: describeError(error), chatId: target.chatId }, 'could not download a file');
      await deliver(target, [error instanceof FileRefused ? error.reply : downloadFailed(appLocale(languageCode))]);
      return;
    }
    if (!input) return;
    await handle({ actor, place, input, message: messageRef(message.chat.id, message.message_id), ...hint(languageCode) }, target);
  }

  async function onPress(ctx: Context): Promise<void> {
    const query = ctx.callbackQuery;
    if (!query?.data) return;
    // Answered at once so the client stops its spinner, whatever the core does next.
    const answered = ctx
      .answerCallbackQuery()
      .catch((error: unknown) => logger.warn({ err: describeError(error) }, 'could not answer a callback query'));
    try {
      const pressed = query.message;
      const place = pressed ? placeOf(pressed.chat) : null;
      if (!pressed || !place) return;
      await handle(
        { actor: actorOf(query.from), place, input: { type: 'action', action: query.data }, ...hint(query.from.language_code) },
        {
          chatId: pressed.chat.id,
          isGroup: place.kind === 'group',
          userId: query.from.id,
          pressed: { messageId: pressed.message_id, action: query.data },
        },
      );
    } finally {
      await answered;
    }
  }

  // Chats are independent, but one chat's updates must be handled in order (a flow's steps).
  bot.use(sequentialize((ctx: Context) => (ctx.chat ? String(ctx.chat.id) : undefined)));
  bot.on('callback_query:data', onPress);
  bot.on('message', onMessage);
  bot.catch((error) => {
    logger.error({ err: describeError(error.error), updateId: error.ctx.update.update_id }, 'a Telegram update failed');
  });

  async function startWebhook(webhook: WebhookOptions): Promise<void> {
    let path = '';
    const callback = webhookCallback(bot, 'http', { secretToken: webhook.secretToken, onTimeout: 'return', timeoutMilliseconds: 50_000 });
    server = createServer((request, response) => {
      const requestPath = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (request.method !== 'POST' || requestPath !== path) {
        response.writeHead(404).end();
        return;
      }
      callback(request, response).catch((error: unknown) => {
        logger.error({ err: describeError(error) }, 'webhook request failed');
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(webhook.port, webhook.host ?? '127.0.0.1', resolve));
    const address = listening.address() as AddressInfo;
    const url = typeof webhook.url === 'string' ? webhook.url : webhook.url({ host: address.address, port: address.port });
    path = new URL(url).pathname;
    await bot.api.setWebhook(url, { secret_token: webhook.secretToken, allowed_updates: [...ALLOWED_UPDATES] });
  }

  return {
    bot,
    async start() {
      await bot.init();
      await publishCommandMenus(bot.api, () => options.core.commands());
      if (options.mode.type === 'webhook') {
        await startWebhook(options.mode.webhook);
        return;
      }
      await bot.api.deleteWebhook();
      runner = run(bot, {
        runner: { fetch: { timeout: 30, allowed_updates: [...ALLOWED_UPDATES] }, silent: true },
        sink: { concurrency: options.mode.concurrency ?? 100 },
      });
      finished = (runner.task() ?? Promise.resolve()).catch((error: unknown) => {
        logger.error({ err: describeError(error) }, 'Telegram polling stopped');
        throw error;
      });
      // Logged above; a caller that cares awaits `finished()`.
      finished.catch(() => undefined);
    },
    finished: () => finished,
    async stop() {
      if (runner?.isRunning()) await runner.stop();
      runner = null;
      if (server) {
        const closing = server;
        server = null;
        closing.closeAllConnections();
        await new Promise<void>((resolve) => closing.close(() => resolve()));
      }
    },
    webhookAddress() {
      const address = server?.address() as AddressInfo | null | undefined;
      return address ? { host: address.address, port: address.port } : null;
    },
  };
}
