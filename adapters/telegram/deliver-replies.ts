import type { Api } from 'grammy';
import type { Chat, Message } from 'grammy/types';
import type { ChatCore } from '../../src/core/chat-core.js';
import type { ChatActor } from '../../src/domain/chat-input.js';
import { deliverReplies as deliverThrough } from '../../src/core/reply-delivery.js';
import type { Reply } from '../../src/domain/reply.js';
import type { Logger } from '../../src/log/logger.js';
import { messageRef } from './chat-event.js';
import { renderReply } from './render/render-reply.js';
import { replaceWithRendered, sendRendered, type ChatId } from './send-rendered.js';
import { classifyTelegramError } from './telegram-errors.js';

export interface ReplyTarget {
  chatId: number;
  isGroup: boolean;
  /** The person who sent the input: their private chat has their id. */
  userId: number;
  /** The person's own message, if the update was one. */
  userMessageId?: number;
  /** The bot message whose button was pressed, and the action pressed, if the update was a press. */
  pressed?: { messageId: number; action: string };
}

export interface DeliveryContext {
  api: Api;
  core: ChatCore;
  logger: Logger;
  botUsername: string;
}

/** The `/start` payload of the deep link offered when Hawker cannot write to someone first; it carries no secret. */
const PRIVATE_START_PAYLOAD = 'private';

function telegramPerson(userId: number): ChatActor {
  return { platform: 'telegram', userId: String(userId) };
}

/** Whose private chat this is; none for a group. Telegram numbers a private chat by its person's user id. */
function privateChatOf(chat: Chat): ChatActor | undefined {
  return chat.type === 'private' ? telegramPerson(chat.id) : undefined;
}

/** Telegram has no replies visible to one person in a group: those go to the private chat. */
export async function deliverReplies(context: DeliveryContext, target: ReplyTarget, replies: Reply[]): Promise<void> {
  const { api, core, logger } = context;
  const remember = async (chatId: ChatId, sent: Message[]) => {
    for (const message of sent) {
      const actions = (message.reply_markup?.inline_keyboard ?? [])
        .flat()
        .flatMap((button) => ('callback_data' in button ? [button.callback_data] : []));
      if (actions.length > 0) await core.rememberButtons(messageRef(chatId, message.message_id), actions, privateChatOf(message.chat));
    }
  };
  const send = async (chatId: ChatId, reply: Reply, privateChat: boolean, replyTo?: number) => {
    const rendered = renderReply(reply, { privateChat });
    await remember(chatId, await sendRendered(api, chatId, rendered, replyTo !== undefined ? { replyTo } : {}));
  };
  const { pressed, userMessageId } = target;
  await deliverThrough(replies, {
    inGroup: target.isGroup,
    send: (reply, { answering }) => send(target.chatId, reply, !target.isGroup, target.isGroup && answering ? userMessageId : undefined),
    ...(userMessageId === undefined
      ? {}
      : {
          deleteUserMessage: async () => {
            try {
              await api.deleteMessage(target.chatId, userMessageId);
              return true;
            } catch (error) {
              logger.warn({ chatId: target.chatId, failure: classifyTelegramError(error) }, 'could not delete a message carrying a secret');
              return false;
            }
          },
        }),
    ...(pressed === undefined
      ? {}
      : {
          replaceOriginal: async (reply) => {
            // Telegram does not check callback data: a forged press may name any message of the chat.
            const original = messageRef(target.chatId, pressed.messageId);
            if (!(await core.messageCarriesAction(original, pressed.action, target.isGroup ? undefined : telegramPerson(target.userId))))
              return false;
            const rendered = renderReply(reply, { privateChat: !target.isGroup });
            await remember(target.chatId, await replaceWithRendered(api, target.chatId, pressed.messageId, rendered));
            return true;
          },
        }),
    sendPrivately: async (reply) => {
      try {
        await send(target.userId, reply, true);
        return 'sent';
      } catch (error) {
        const failure = classifyTelegramError(error);
        if (failure.reason !== 'target_gone') throw error;
        logger.info({ chatId: target.chatId }, 'could not write a private answer to its asker');
        return 'unreachable';
      }
    },
    privateChatLink: `https://t.me/${context.botUsername}?start=${PRIVATE_START_PAYLOAD}`,
  });
}
