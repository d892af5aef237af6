// Telegram updates (messages and button presses) parsed into core events, with a sent
// file judged and downloaded first, and the core's replies delivered to the chat.
import type { Bot, Context } from 'grammy';
import type { fetch } from 'undici';
import type { ChatCore } from '../../src/core/chat-core.js';
import type { ChatEvent, ChatInput } from '../../src/domain/chat-input.js';
import { fileTooLargeReply } from '../../src/core/file-offer.js';
import type { Reply } from '../../src/domain/reply.js';
import { DEFAULT_LOCALE, matchLocale, translate, withLocale } from '../../src/i18n/index.js';
import type { Logger } from '../../src/log/logger.js';
import { BodyTooLargeError } from '../../src/net/capped-body.js';
import { actorOf, messageRef, placeOf, replyToBot } from './chat-event.js';
import type { commandIdResolver } from './command-names.js';
import type { DashboardMenuButton } from './dashboard-menu-button.js';
import { deliverReplies, type ReplyTarget } from './deliver-replies.js';
import { downloadFile } from './download-file.js';
import { messageInput } from './incoming-input.js';
import { describeError } from './telegram-errors.js';

/** What the update handlers share: the bot, the core, and how files are fetched. */
export interface UpdateContext {
  bot: Bot;
  core: ChatCore;
  logger: Logger;
  apiRoot: string;
  fetch: typeof fetch;
  resolveCommand: ReturnType<typeof commandIdResolver>;
  menuButton: DashboardMenuButton;
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

async function handle(updates: UpdateContext, event: ChatEvent, target: ReplyTarget): Promise<void> {
  let replies: Reply[];
  try {
    replies = await updates.core.handle(event);
  } catch (error) {
    updates.logger.error({ err: describeError(error), chatId: target.chatId }, 'the core failed on an update');
    replies = [somethingWentWrong(appLocale(event.locale))];
  }
  await deliver(updates, target, replies);
  // After the answer, so a `join` or `link` just made counts: the person is on a team now.
  if (event.place.kind === 'private') {
    const locale = replies.find((reply) => reply.locale !== undefined)?.locale ?? appLocale(event.locale);
    await updates.menuButton.offer(event.actor, target.chatId, locale);
  }
}

function deliver(updates: UpdateContext, target: ReplyTarget, replies: Reply[]): Promise<void> {
  const { bot, core, logger } = updates;
  return deliverReplies({ api: bot.api, core, logger, botUsername: bot.botInfo.username }, target, replies);
}

export async function handleMessage(updates: UpdateContext, ctx: Context): Promise<void> {
  const { bot, logger, resolveCommand } = updates;
  const message = ctx.message;
  if (!message?.from || message.from.is_bot) return;
  const place = placeOf(message.chat);
  if (!place) return;
  const isGroup = place.kind === 'group';
  const target: ReplyTarget = { chatId: message.chat.id, isGroup, userId: message.from.id, userMessageId: message.message_id };
  const actor = actorOf(message.from);
  const languageCode = message.from.language_code;
  const replyTo = replyToBot(message, bot.botInfo.id);
  const fetchFile = async (fileId: string, announcedSize: number | undefined, caption: string | undefined) => {
    const verdict = await updates.core.judgeFile({
      actor,
      place,
      ...(replyTo ? { replyTo } : {}),
      ...(announcedSize !== undefined ? { size: announcedSize } : {}),
      ...(caption !== undefined ? { caption } : {}),
    });
    if (!verdict.accept) throw new FileRefused(verdict.reply);
    try {
      return await downloadFile(bot.api, { apiRoot: updates.apiRoot, fetch: updates.fetch }, fileId, verdict.maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
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
    await deliver(updates, target, [error instanceof FileRefused ? error.reply : downloadFailed(appLocale(languageCode))]);
    return;
  }
  if (!input) return;
  await handle(updates, { actor, place, input, message: messageRef(message.chat.id, message.message_id), ...hint(languageCode) }, target);
}

export async function handlePress(updates: UpdateContext, ctx: Context): Promise<void> {
  const query = ctx.callbackQuery;
  if (!query?.data) return;
  // Answered at once so the client stops its spinner, whatever the core does next.
  const answered = ctx
    .answerCallbackQuery()
    .catch((error: unknown) => updates.logger.warn({ err: describeError(error) }, 'could not answer a callback query'));
  try {
    const pressed = query.message;
    const place = pressed ? placeOf(pressed.chat) : null;
    if (!pressed || !place) return;
    await handle(
      updates,
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
