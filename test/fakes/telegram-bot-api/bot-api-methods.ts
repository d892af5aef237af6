import { badRequest, BotApiError, GONE_ANSWERS } from './bot-api-error.js';
import type { ChatState, FakeState, StoredFile, StoredMessage } from './fake-state.js';
import { nowSeconds } from './fake-state.js';
import { mentionEntities, type TgEntity } from './auto-entities.js';
import { parseHtmlMarkup } from './html-markup.js';
import { parseMarkdownV2 } from './markdown-v2-markup.js';
import type { RateLimiter } from './rate-limits.js';
import type { ParsedRequest } from './request-body.js';
import type { TgBotCommand, TgMenuButton, TgMessage, TgReplyMarkup, TgUpdate, TgUser } from './types.js';

const MAX_TEXT = 4096;
const MAX_CAPTION = 1024;
const MAX_CALLBACK_DATA_BYTES = 64;

export interface MethodContext {
  state: FakeState;
  bot: TgUser;
  limiter: RateLimiter | null;
  /** When the request arrived: rate limits are judged at arrival, like the real server. */
  receivedAt: number;
  /**
   * Waits for updates for a long poll; resolves early when the client goes away,
   * or with `superseded` when another getUpdates starts meanwhile.
   */
  waitForUpdates(timeoutMs: number): Promise<'done' | 'superseded'>;
  webhook: { url: string; secretToken?: string } | null;
  setWebhook(webhook: { url: string; secretToken?: string } | null, dropPending: boolean): void;
}

type Handler = (ctx: MethodContext, request: ParsedRequest) => unknown;

function integer(fields: Record<string, unknown>, name: string): number | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(parsed)) throw badRequest(`invalid ${name} specified`);
  return parsed;
}

function requiredInteger(fields: Record<string, unknown>, name: string): number {
  const value = integer(fields, name);
  if (value === undefined) throw badRequest(`${name} is empty`);
  return value;
}

function text(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

/** The chat a send or edit targets, refusing chats that are gone the way Telegram does. */
function targetChat(ctx: MethodContext, fields: Record<string, unknown>): ChatState {
  const chatId = integer(fields, 'chat_id');
  if (chatId === undefined) throw badRequest('chat_id is empty');
  const chat = ctx.state.chat(chatId);
  // A person who never started the bot has no private chat with it yet: the bot may not write first.
  if (!chat && ctx.state.isUser(chatId)) throw GONE_ANSWERS.not_started();
  if (!chat) throw GONE_ANSWERS.not_found();
  if (chat.gone) throw GONE_ANSWERS[chat.gone]();
  return chat;
}

function admitRate(ctx: MethodContext, chat: ChatState): void {
  if (!ctx.limiter) return;
  const verdict = ctx.limiter.admit(String(chat.chat.id), chat.chat.type !== 'private', ctx.receivedAt);
  if (!verdict.ok) {
    throw new BotApiError(429, `Too Many Requests: retry after ${verdict.retryAfter}`, { retry_after: verdict.retryAfter });
  }
}

/**
 * Visible text after entity parsing, or Telegram's "can't parse entities" error, with the
 * mentions Telegram detects in it by itself. (MarkdownV2's code spans are not tracked:
 * Hawker writes HTML.)
 */
function parseFormatted(raw: string, parseMode: string | undefined): { visible: string; mentions: TgEntity[] } {
  if (parseMode === 'HTML') {
    const { visible, code } = parseHtmlMarkup(raw);
    return { visible, mentions: mentionEntities(visible, code) };
  }
  let visible: string;
  if (parseMode === undefined || parseMode === '') visible = raw;
  else if (parseMode === 'MarkdownV2') visible = parseMarkdownV2(raw);
  else throw badRequest('unsupported parse_mode');
  return { visible, mentions: mentionEntities(visible, []) };
}

/**
 * A link button's address as Telegram takes it: http, https or tg, and a host with a dot
 * (`localhost` is refused; `127.0.0.1` is taken).
 */
function checkButtonUrl(url: string): void {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !['http:', 'https:', 'tg:'].includes(parsed.protocol))
    throw badRequest(`inline keyboard button URL '${url}' is invalid: Unsupported URL protocol`);
  if (parsed.protocol !== 'tg:' && !parsed.hostname.includes('.'))
    throw badRequest(`inline keyboard button URL '${url}' is invalid: Wrong HTTP URL`);
}

/** A Mini App opens only from a private chat, and only over https. */
function checkWebApp(webApp: unknown, chat: ChatState): void {
  if (chat.chat.type !== 'private') throw badRequest('BUTTON_TYPE_INVALID');
  const url = typeof webApp === 'object' && webApp !== null && 'url' in webApp && typeof webApp.url === 'string' ? webApp.url : '';
  if (!URL.canParse(url) || new URL(url).protocol !== 'https:')
    throw badRequest(`inline keyboard button Web App URL '${url}' is invalid: Only HTTPS links are allowed`);
}

function validateMarkup(value: unknown, inlineOnly: boolean, chat: ChatState): TgReplyMarkup | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'object') throw badRequest("can't parse reply keyboard markup JSON object");
  const markup = value as TgReplyMarkup;
  if (markup.inline_keyboard !== undefined) {
    if (!Array.isArray(markup.inline_keyboard) || markup.inline_keyboard.some((row) => !Array.isArray(row))) {
      throw badRequest('field "inline_keyboard" of the InlineKeyboardMarkup must be an Array of Arrays');
    }
    for (const button of markup.inline_keyboard.flat()) {
      if (typeof button.text !== 'string' || button.text === '') throw badRequest('text buttons are unallowed in the inline keyboard');
      if (button.callback_data === undefined && button.url === undefined && button.web_app === undefined)
        throw badRequest('text buttons are unallowed in the inline keyboard');
      if (button.callback_data !== undefined) {
        const bytes = Buffer.byteLength(button.callback_data, 'utf8');
        if (bytes < 1 || bytes > MAX_CALLBACK_DATA_BYTES) throw badRequest('BUTTON_DATA_INVALID');
      }
      if (button.url !== undefined) checkButtonUrl(button.url);
      if (button.web_app !== undefined) checkWebApp(button.web_app, chat);
    }
    return { inline_keyboard: markup.inline_keyboard };
  }
  if (inlineOnly) throw badRequest('inline keyboard expected');
  if (markup.force_reply === true) {
    if ((markup.input_field_placeholder ?? '').length > 64) throw badRequest('input field placeholder is too long');
    return markup;
  }
  throw badRequest("can't parse reply keyboard markup JSON object");
}

function replyTarget(chat: ChatState, fields: Record<string, unknown>): TgMessage | undefined {
  const parameters = fields.reply_parameters as { message_id?: number; allow_sending_without_reply?: boolean } | undefined;
  const replyId = parameters?.message_id ?? integer(fields, 'reply_to_message_id');
  if (replyId === undefined) return undefined;
  const target = chat.messages.get(Number(replyId));
  if (!target || target.deleted) {
    if (parameters?.allow_sending_without_reply) return undefined;
    throw badRequest('message to be replied not found');
  }
  return target.message;
}

function ownMessage(chat: ChatState, fields: Record<string, unknown>, missing: string): StoredMessage {
  const messageId = requiredInteger(fields, 'message_id');
  const stored = chat.messages.get(messageId);
  if (!stored || stored.deleted) throw badRequest(missing);
  return stored;
}

function uploadedFile(ctx: MethodContext, request: ParsedRequest, field: string, folder: 'documents' | 'photos'): StoredFile {
  const value = request.fields[field];
  const attached =
    typeof value === 'string' && value.startsWith('attach://')
      ? request.files.get(value.slice('attach://'.length))
      : request.files.get(field);
  if (attached) return ctx.state.storeFile(attached.data, folder, attached.filename, attached.contentType || undefined);
  if (typeof value === 'string') {
    const known = ctx.state.files.get(value);
    if (known) return known;
  }
  throw badRequest(`there is no ${field} in the request`);
}

function sendMedia(ctx: MethodContext, request: ParsedRequest, kind: 'document' | 'photo'): TgMessage {
  const chat = targetChat(ctx, request.fields);
  admitRate(ctx, chat);
  const caption = text(request.fields, 'caption');
  const parseMode = text(request.fields, 'parse_mode');
  const parsed = caption === undefined ? undefined : parseFormatted(caption, parseMode);
  const visible = parsed?.visible;
  if (visible !== undefined && visible.length > MAX_CAPTION) throw badRequest('message caption is too long');
  const markup = validateMarkup(request.fields.reply_markup, false, chat);
  const replyTo = replyTarget(chat, request.fields);
  const file = uploadedFile(ctx, request, kind, kind === 'document' ? 'documents' : 'photos');
  const media =
    kind === 'document'
      ? {
          document: {
            file_id: file.fileId,
            file_unique_id: file.uniqueId,
            file_size: file.data.length,
            ...(file.filename ? { file_name: file.filename } : {}),
            ...(file.mimeType ? { mime_type: file.mimeType } : {}),
          },
        }
      : { photo: [{ file_id: file.fileId, file_unique_id: file.uniqueId, width: 320, height: 240, file_size: file.data.length }] };
  return ctx.state.storeMessage(
    chat,
    {
      from: ctx.bot,
      ...media,
      ...(visible ? { caption: visible } : {}),
      ...(parsed && parsed.mentions.length > 0 ? { caption_entities: parsed.mentions } : {}),
      ...(markup?.inline_keyboard ? { reply_markup: markup } : {}),
      ...(replyTo ? { reply_to_message: replyTo } : {}),
    },
    true,
    caption === undefined ? undefined : { text: caption, ...(parseMode ? { parseMode } : {}) },
  ).message;
}

function editMessage(ctx: MethodContext, request: ParsedRequest, withText: boolean): TgMessage {
  const { fields } = request;
  if (fields.inline_message_id !== undefined) throw badRequest('inline messages are not supported by this server');
  const chat = targetChat(ctx, fields);
  const stored = ownMessage(chat, fields, 'message to edit not found');
  if (!stored.fromBot) throw badRequest("message can't be edited");
  admitRate(ctx, chat);
  const markup = validateMarkup(fields.reply_markup, true, chat);
  const before = stored.message;
  let next: TgMessage = { ...before, edit_date: nowSeconds() };
  if (markup) next.reply_markup = markup;
  else delete next.reply_markup;
  let raw = stored.raw;
  let parseMode = stored.parseMode;
  if (withText) {
    if (before.text === undefined) throw badRequest('there is no text in the message to edit');
    const newRaw = text(fields, 'text') ?? '';
    parseMode = text(fields, 'parse_mode');
    const { visible, mentions } = parseFormatted(newRaw, parseMode);
    if (visible.trim() === '') throw badRequest('message text is empty');
    if (visible.length > MAX_TEXT) throw badRequest('message is too long');
    next = { ...next, text: visible };
    if (mentions.length > 0) next.entities = mentions;
    else delete next.entities;
    raw = newRaw;
  }
  const sameText = next.text === before.text && raw === stored.raw;
  if (sameText && JSON.stringify(next.reply_markup) === JSON.stringify(before.reply_markup)) {
    throw badRequest(
      'message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
    );
  }
  stored.history.push(before);
  stored.message = next;
  if (raw !== undefined) stored.raw = raw;
  if (parseMode !== undefined) stored.parseMode = parseMode;
  else delete stored.parseMode;
  return next;
}

function validateCommands(value: unknown): TgBotCommand[] {
  if (!Array.isArray(value)) throw badRequest('commands must be an Array');
  if (value.length > 100) throw badRequest('too many commands');
  return value.map((entry: TgBotCommand) => {
    if (!/^[a-z0-9_]{1,32}$/.test(entry.command)) throw badRequest('BOT_COMMAND_INVALID');
    if (typeof entry.description !== 'string' || entry.description.length < 1 || entry.description.length > 256) {
      throw badRequest('BOT_COMMAND_DESCRIPTION_INVALID');
    }
    return { command: entry.command, description: entry.description };
  });
}

function scopeKey(value: unknown): string {
  if (value && typeof value === 'object' && 'type' in value) {
    const scope = value as { type: string; chat_id?: number | string };
    return scope.chat_id === undefined ? scope.type : `${scope.type}:${scope.chat_id}`;
  }
  return 'default';
}

/**
 * A command menu is kept per scope and language: `language_code` is a two-letter ISO 639-1
 * code (the menu of people whose app is in that language), or empty for everyone else.
 */
function menuKey(fields: Record<string, unknown>): string {
  const language = text(fields, 'language_code') ?? '';
  if (language !== '' && !/^[a-z]{2}$/.test(language)) throw badRequest('LANG_CODE_INVALID');
  const scope = scopeKey(fields.scope);
  return language === '' ? scope : `${scope}#${language}`;
}

/** A menu button as `setChatMenuButton` takes it; absent means the default one. */
function validateMenuButton(value: unknown): TgMenuButton {
  if (value === undefined || value === null || value === '') return { type: 'default' };
  if (typeof value !== 'object') throw badRequest("can't parse menu button JSON object");
  const button = value as Partial<{ type: string; text: unknown; web_app: unknown }>;
  if (button.type === 'commands' || button.type === 'default') return { type: button.type };
  if (button.type !== 'web_app') throw badRequest('unsupported menu button type');
  if (typeof button.text !== 'string' || button.text === '') throw badRequest('menu button text is empty');
  const url =
    typeof button.web_app === 'object' && button.web_app !== null && 'url' in button.web_app && typeof button.web_app.url === 'string'
      ? button.web_app.url
      : '';
  if (!URL.canParse(url) || new URL(url).protocol !== 'https:')
    throw badRequest(`menu button Web App URL '${url}' is invalid: Only HTTPS links are allowed`);
  return { type: 'web_app', text: button.text, web_app: { url } };
}

/** The private chat a menu button call names, or the default for every chat when none is named. */
function menuButtonChat(ctx: MethodContext, fields: Record<string, unknown>): number | 'default' {
  if (fields.chat_id === undefined || fields.chat_id === null || fields.chat_id === '') return 'default';
  const chat = targetChat(ctx, fields);
  // Only private chats have a menu button of their own.
  if (chat.chat.type !== 'private') throw badRequest('chat not found');
  return chat.chat.id;
}

async function getUpdates(ctx: MethodContext, request: ParsedRequest): Promise<TgUpdate[]> {
  if (ctx.webhook)
    throw new BotApiError(
      409,
      "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
    );
  const offset = integer(request.fields, 'offset') ?? 0;
  const limit = Math.min(100, Math.max(1, integer(request.fields, 'limit') ?? 100));
  const timeout = Math.max(0, integer(request.fields, 'timeout') ?? 0);
  if (offset > 0) ctx.state.confirmBelow(offset);
  if (ctx.state.pending.length === 0 && timeout > 0 && (await ctx.waitForUpdates(timeout * 1000)) === 'superseded') {
    throw new BotApiError(409, 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running');
  }
  return ctx.state.pending.slice(0, limit);
}

export const METHODS: Record<string, Handler> = {
  getMe: (ctx) => ({ ...ctx.bot, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false }),
  getUpdates,
  setWebhook: (ctx, { fields }) => {
    const url = text(fields, 'url') ?? '';
    const secretToken = text(fields, 'secret_token');
    if (secretToken !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(secretToken))
      throw badRequest('secret token contains unallowed characters');
    ctx.setWebhook(
      url === '' ? null : { url, ...(secretToken ? { secretToken } : {}) },
      fields.drop_pending_updates === true || fields.drop_pending_updates === 'true',
    );
    return true;
  },
  deleteWebhook: (ctx, { fields }) => {
    ctx.setWebhook(null, fields.drop_pending_updates === true || fields.drop_pending_updates === 'true');
    return true;
  },
  getWebhookInfo: (ctx) => ({ url: ctx.webhook?.url ?? '', has_custom_certificate: false, pending_update_count: ctx.state.pending.length }),
  sendMessage: (ctx, { fields }) => {
    const chat = targetChat(ctx, fields);
    admitRate(ctx, chat);
    const raw = text(fields, 'text') ?? '';
    const parseMode = text(fields, 'parse_mode');
    const { visible, mentions } = parseFormatted(raw, parseMode);
    if (visible.trim() === '') throw badRequest('message text is empty');
    if (visible.length > MAX_TEXT) throw badRequest('message is too long');
    const markup = validateMarkup(fields.reply_markup, false, chat);
    const replyTo = replyTarget(chat, fields);
    return ctx.state.storeMessage(
      chat,
      {
        from: ctx.bot,
        text: visible,
        ...(mentions.length > 0 ? { entities: mentions } : {}),
        ...(markup?.inline_keyboard ? { reply_markup: markup } : {}),
        ...(replyTo ? { reply_to_message: replyTo } : {}),
      },
      true,
      { text: raw, ...(parseMode ? { parseMode } : {}) },
    ).message;
  },
  sendDocument: (ctx, request) => sendMedia(ctx, request, 'document'),
  sendPhoto: (ctx, request) => sendMedia(ctx, request, 'photo'),
  editMessageText: (ctx, request) => editMessage(ctx, request, true),
  editMessageReplyMarkup: (ctx, request) => editMessage(ctx, request, false),
  deleteMessage: (ctx, { fields }) => {
    const chat = targetChat(ctx, fields);
    const stored = ownMessage(chat, fields, 'message to delete not found');
    if (!stored.fromBot && chat.chat.type !== 'private' && !chat.botIsAdmin) throw badRequest("message can't be deleted");
    stored.deleted = true;
    return true;
  },
  answerCallbackQuery: (ctx, { fields }) => {
    const id = text(fields, 'callback_query_id') ?? '';
    const query = ctx.state.callbacks.get(id);
    if (!query || query.answered) throw badRequest('query is too old and response timeout expired or query ID is invalid');
    query.answered = true;
    const answerText = text(fields, 'text');
    if (answerText !== undefined) {
      if (answerText.length > 200) throw badRequest('MESSAGE_TOO_LONG');
      query.text = answerText;
    }
    query.showAlert = fields.show_alert === true || fields.show_alert === 'true';
    return true;
  },
  getFile: (ctx, { fields }) => {
    const file = ctx.state.files.get(text(fields, 'file_id') ?? '');
    if (!file) throw badRequest('invalid file_id');
    return {
      file_id: file.fileId,
      file_unique_id: file.uniqueId,
      ...(file.sizeUnknown ? {} : { file_size: file.data.length }),
      file_path: file.path,
    };
  },
  setMyCommands: (ctx, { fields }) => {
    ctx.state.commandMenus.set(menuKey(fields), validateCommands(fields.commands));
    return true;
  },
  getMyCommands: (ctx, { fields }) => ctx.state.commandMenus.get(menuKey(fields)) ?? [],
  deleteMyCommands: (ctx, { fields }) => {
    ctx.state.commandMenus.delete(menuKey(fields));
    return true;
  },
  setChatMenuButton: (ctx, { fields }) => {
    ctx.state.menuButtons.set(menuButtonChat(ctx, fields), validateMenuButton(fields.menu_button));
    return true;
  },
  getChatMenuButton: (ctx, { fields }) => {
    const chat = menuButtonChat(ctx, fields);
    return ctx.state.menuButtons.get(chat) ?? ctx.state.menuButtons.get('default') ?? { type: 'commands' };
  },
  getChat: (ctx, { fields }) => targetChat(ctx, fields).chat,
  getChatMember: (ctx, { fields }) => {
    const chat = targetChat(ctx, fields);
    const userId = requiredInteger(fields, 'user_id');
    if (userId === ctx.bot.id)
      return { status: chat.botIsAdmin ? 'administrator' : 'member', user: ctx.bot, can_delete_messages: chat.botIsAdmin };
    const status = chat.chat.type === 'private' && chat.chat.id === userId ? 'member' : chat.members.get(userId);
    if (!status) throw badRequest('user not found');
    return { status, user: { id: userId, is_bot: false, first_name: `user${userId}` } };
  },
  getChatAdministrators: (ctx, { fields }) => {
    const chat = targetChat(ctx, fields);
    const admins = [...chat.members]
      .filter(([, status]) => status !== 'member')
      .map(([id, status]) => ({ status, user: { id, is_bot: false, first_name: `user${id}` } }));
    if (chat.botIsAdmin) admins.push({ status: 'administrator', user: ctx.bot });
    return admins;
  },
};
