import type { Message } from 'grammy/types';
import type { ChatInput, MessageRef } from '../../src/core/chat-input.js';
import { parseCommandText } from './command-names.js';

export interface InputContext {
  botUsername: string;
  isGroup: boolean;
  replyTo: MessageRef | undefined;
  resolveCommand: (typed: string) => string | undefined;
  /** Downloads a file the person sent, once the core said it is wanted; throws when it is not. */
  fetchFile: (fileId: string, announcedSize: number | undefined) => Promise<Uint8Array>;
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
  if (context.isGroup && !context.replyTo) return null;
  const caption = message.caption !== undefined ? { caption: message.caption } : {};
  if (message.document) {
    const { document } = message;
    const data = await context.fetchFile(document.file_id, document.file_size);
    return {
      type: 'file',
      filename: document.file_name ?? `${document.file_unique_id}.bin`,
      contentType: document.mime_type ?? 'application/octet-stream',
      data,
      ...caption,
      ...replyTo,
    };
  }
  const photo = message.photo?.at(-1);
  if (photo) {
    const data = await context.fetchFile(photo.file_id, photo.file_size);
    return { type: 'file', filename: `photo-${photo.file_unique_id}.jpg`, contentType: 'image/jpeg', data, ...caption, ...replyTo };
  }
  return null;
}
