import type { Message } from 'grammy/types';
import type { ChatInput, MessageRef } from '../../src/domain/chat-input.js';
import { parseCommandText } from './command-names.js';

export interface InputContext {
  botUsername: string;
  isGroup: boolean;
  replyTo: MessageRef | undefined;
  resolveCommand: (typed: string) => string | undefined;
  /** Downloads a file the person sent, once the core said it is wanted (its caption may say what for); throws when it is not. */
  fetchFile: (fileId: string, announcedSize: number | undefined, caption: string | undefined) => Promise<Uint8Array>;
}

function commandInput(text: string, context: InputContext): ChatInput | null {
  const parsed = parseCommandText(text, context.botUsername);
  if (!parsed) return null;
  if (parsed.kind === 'other-bot') return null;
  const id = context.resolveCommand(parsed.name);
  // `/start` (a deep link's payload included, which never carries anything secret) greets with help.
  if (!id && parsed.name === 'start') {
    const help = context.resolveCommand('help');
    if (help) return { type: 'command', name: help, text: '' };
  }
  // In a group a bare `/cmd` the registry does not know is another bot's business.
  if (!id && context.isGroup && !parsed.mentioned) return null;
  return { type: 'command', name: id ?? parsed.name, text: parsed.text };
}

/**
 * Turns a Telegram message into core input, or `null` when it is not for
 * Hawker. In groups only commands and answers to the bot's own messages count:
 * everything else is the team talking among themselves.
 */
export async function messageInput(message: Message, context: InputContext): Promise<ChatInput | null> {
  const replyTo = context.replyTo ? { replyTo: context.replyTo } : {};
  if (message.text !== undefined) {
    if (message.text.startsWith('/')) {
      const command = commandInput(message.text, context);
      if (command || context.isGroup) return command;
    }
    if (context.isGroup && !context.replyTo) return null;
    return { type: 'text', text: message.text, ...replyTo };
  }
  const caption = captionOf(message.caption, context);
  if (caption === null || (context.isGroup && !context.replyTo && caption.command !== true)) return null;
  const captioned = caption.text === undefined ? {} : { caption: caption.text };
  if (message.document) {
    const { document } = message;
    const data = await context.fetchFile(document.file_id, document.file_size, caption.text);
    return {
      type: 'file',
      filename: document.file_name ?? `${document.file_unique_id}.bin`,
      contentType: document.mime_type ?? 'application/octet-stream',
      data,
      ...captioned,
      ...replyTo,
    };
  }
  const photo = message.photo?.at(-1);
  if (photo) {
    const data = await context.fetchFile(photo.file_id, photo.file_size, caption.text);
    return { type: 'file', filename: `photo-${photo.file_unique_id}.jpg`, contentType: 'image/jpeg', data, ...captioned, ...replyTo };
  }
  return null;
}

/**
 * A file's caption: a command typed there (`/listings import`, `/listings@bot import`) as its
 * name and text, which the core runs with the file; null for a command to another bot.
 */
function captionOf(caption: string | undefined, context: InputContext): { text?: string; command?: true } | null {
  if (caption === undefined) return {};
  if (!caption.startsWith('/')) return { text: caption };
  const command = commandInput(caption, context);
  if (command === null) return context.isGroup ? null : { text: caption };
  return command.type === 'command' ? { text: `${command.name} ${command.text}`.trim(), command: true } : { text: caption };
}
