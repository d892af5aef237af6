import type { Chat, Message, User } from 'grammy/types';
import type { ChatActor, ChatPlace, MessageRef } from '../../src/domain/chat-input.js';

export function actorOf(user: User): ChatActor {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
  return { platform: 'telegram', userId: String(user.id), ...(name ? { displayName: name } : {}) };
}

/** Private chats are DMs; groups and supergroups are team places. Channels take no commands. */
export function placeOf(chat: Chat): ChatPlace | null {
  if (chat.type === 'channel') return null;
  return { platform: 'telegram', chatId: String(chat.id), kind: chat.type === 'private' ? 'private' : 'group' };
}

export function messageRef(chatId: number | string, messageId: number): MessageRef {
  return { platform: 'telegram', chatId: String(chatId), messageId: String(messageId) };
}

/** The message this one answers, when it answers one of the bot's (an alert, a prompt). */
export function replyToBot(message: Message, botId: number): MessageRef | undefined {
  const target = message.reply_to_message;
  if (!target || target.from?.id !== botId) return undefined;
  return messageRef(message.chat.id, target.message_id);
}
