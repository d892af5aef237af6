import { InputFile, type Api } from 'grammy';
import type { ForceReply, InlineKeyboardMarkup, Message } from 'grammy/types';
import type { RenderedMessage, RenderedReply } from './render/render-reply.js';
import { classifyTelegramError } from './telegram-errors.js';

export type ChatId = number | string;

export interface SendOptions {
  /** Answers this message of the chat (in groups, so the prompt reaches the right person). */
  replyTo?: number;
  /** Every message of the reply arrives without a notification sound. */
  silent?: boolean;
}

function markup(message: RenderedMessage, selective: boolean): InlineKeyboardMarkup | ForceReply | undefined {
  if (message.inlineKeyboard) return { inline_keyboard: message.inlineKeyboard };
  if (message.forceReply) {
    return {
      force_reply: true,
      ...(message.forceReply.placeholder ? { input_field_placeholder: message.forceReply.placeholder } : {}),
      ...(selective ? { selective: true } : {}),
    };
  }
  return undefined;
}

async function sendOne(
  api: Api,
  chatId: ChatId,
  message: RenderedMessage,
  replyTo: number | undefined,
  silent: boolean,
): Promise<Message.TextMessage> {
  const replyMarkup = markup(message, replyTo !== undefined);
  return api.sendMessage(chatId, message.html, {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    ...(replyMarkup ? { reply_markup: replyMarkup } : {}),
    ...(replyTo !== undefined ? { reply_parameters: { message_id: replyTo, allow_sending_without_reply: true } } : {}),
    ...(silent ? { disable_notification: true } : {}),
  });
}

/** Sends a rendered reply in order: text messages, then attachments (pictures as photos, the rest as documents). */
export async function sendRendered(api: Api, chatId: ChatId, rendered: RenderedReply, options: SendOptions = {}): Promise<Message[]> {
  const sent: Message[] = [];
  const silent = options.silent === true;
  for (const [index, message] of rendered.messages.entries()) {
    const replyTo = index === 0 || message.forceReply ? options.replyTo : undefined;
    sent.push(await sendOne(api, chatId, message, replyTo, silent));
  }
  for (const attachment of rendered.attachments) {
    const file = new InputFile(Buffer.from(attachment.data), attachment.filename);
    // A PNG or JPEG (a chart) shows inline as a photo; anything else stays a file to download.
    const photo = attachment.contentType === 'image/png' || attachment.contentType === 'image/jpeg';
    const quiet = silent ? { disable_notification: true } : {};
    sent.push(await (photo ? api.sendPhoto(chatId, file, quiet) : api.sendDocument(chatId, file, quiet)));
  }
  return sent;
}

/**
 * Puts a rendered reply in place of an existing message: the first message
 * replaces it, the rest (more text, a prompt, attachments) follow as new ones.
 * Gives the messages as they now stand, the edited one first.
 */
export async function replaceWithRendered(api: Api, chatId: ChatId, messageId: number, rendered: RenderedReply): Promise<Message[]> {
  const [first, ...rest] = rendered.messages;
  if (!first || first.forceReply) return sendRendered(api, chatId, rendered);
  const edited: Message[] = [];
  try {
    const result = await api.editMessageText(chatId, messageId, first.html, {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(first.inlineKeyboard ? { reply_markup: { inline_keyboard: first.inlineKeyboard } } : {}),
    });
    if (result !== true) edited.push(result);
  } catch (error) {
    const failure = classifyTelegramError(error);
    // A message that cannot be edited (a file, too old) still gets its answer, as a new message.
    if (failure.reason === 'failed') return sendRendered(api, chatId, rendered);
    if (failure.reason !== 'not_modified') throw error;
  }
  return [...edited, ...(await sendRendered(api, chatId, { messages: rest, attachments: rendered.attachments }))];
}
