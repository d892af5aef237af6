import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { run, sequentialize, type RunnerHandle } from '@grammyjs/runner';
import { Bot, type Context } from 'grammy';
import type { Dispatcher } from 'undici';
import type { ChatCore } from '../../src/core/chat-core.js';
import { createLogger, type Logger } from '../../src/log/logger.js';
import { fetchThrough } from '../../src/net/outgoing-dispatcher.js';
import { botApiFetch } from './bot-api-fetch.js';
import { publishCommandMenus } from './command-menu.js';
import { commandIdResolver } from './command-names.js';
import { DashboardMenuButton } from './dashboard-menu-button.js';
import { createTelegramOutgoing, type TelegramOutgoing } from './outgoing/outgoing-path.js';
import { describeError } from './telegram-errors.js';
import { handleMessage, handlePress, type UpdateContext } from './update-handler.js';
import { listenForWebhook, type WebhookOptions } from './webhook-server.js';

const TELEGRAM_API_ROOT = 'https://api.telegram.org';
const ALLOWED_UPDATES = ['message', 'callback_query'] as const;

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

/** The Telegram adapter: parses updates into core events and renders the core's replies. No seller logic lives here. */
export function createTelegramBot(options: TelegramBotOptions): TelegramBot {
  const apiRoot = options.apiRoot ?? TELEGRAM_API_ROOT;
  const logger = options.logger ?? createLogger({ name: 'telegram' });
  const fetch = fetchThrough(options.dispatcher);
  const bot = new Bot(options.token, { client: { apiRoot, fetch: botApiFetch(fetch, options.dispatcher) } });
  (options.outgoing ?? createTelegramOutgoing()).install(bot.api);
  const resolveCommand = commandIdResolver(options.core.commands());
  let runner: RunnerHandle | null = null;
  let server: Server | null = null;
  let finished: Promise<void> = Promise.resolve();

  const menuButton = new DashboardMenuButton(bot.api, options.core, logger);
  const updates: UpdateContext = { bot, core: options.core, logger, apiRoot, fetch, resolveCommand, menuButton };

  // Chats are independent, but one chat's updates must be handled in order (a flow's steps).
  bot.use(sequentialize((ctx: Context) => (ctx.chat ? String(ctx.chat.id) : undefined)));
  bot.on('callback_query:data', (ctx) => handlePress(updates, ctx));
  bot.on('message', (ctx) => handleMessage(updates, ctx));
  bot.catch((error) => {
    logger.error({ err: describeError(error.error), updateId: error.ctx.update.update_id }, 'a Telegram update failed');
  });

  async function startWebhook(webhook: WebhookOptions): Promise<void> {
    const listening = await listenForWebhook(bot, webhook, logger);
    server = listening.server;
    await bot.api.setWebhook(listening.url, { secret_token: webhook.secretToken, allowed_updates: [...ALLOWED_UPDATES] });
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
