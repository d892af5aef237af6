import type { Api } from 'grammy';
import type { Logger } from '../../src/log/logger.js';
import type { Reply } from '../../src/core/reply.js';
import { renderReply } from './render/render-reply.js';
import { replaceWithRendered, sendRendered } from './send-rendered.js';
import { classifyTelegramError } from './telegram-errors.js';

export interface ReplyTarget {
  chatId: number;
  isGroup: boolean;
  /** The person's own message, if the update was one. */
  userMessageId?: number;
  /** The bot message whose button was pressed, if the update was a press. */
  pressedMessageId?: number;
}

export const COULD_NOT_DELETE =
  'I could not delete your message above, and it holds a secret. Delete it yourself now. ' +
  '(In a group I need to be an admin with the “Delete messages” right to do it for you.)';

async function deleteUserMessage(api: Api, target: ReplyTarget, logger: Logger): Promise<boolean> {
  if (target.userMessageId === undefined) return true;
  try {
    await api.deleteMessage(target.chatId, target.userMessageId);
    return true;
  } catch (error) {
    logger.warn({ chatId: target.chatId, failure: classifyTelegramError(error) }, 'could not delete a message carrying a secret');
    return false;
  }
}

/**
 * Renders the core's replies into the chat. A secret the person sent is removed
 * first, before anything else is said; if that is impossible they are told.
 */
export async function deliverReplies(api: Api, target: ReplyTarget, replies: Reply[], logger: Logger): Promise<void> {
  let userMessageGone = false;
  let deletionFailed = false;
  if (replies.some((reply) => reply.deleteUserMessage)) {
    userMessageGone = await deleteUserMessage(api, target, logger);
    deletionFailed = !userMessageGone;
  }
  const replyTo = target.isGroup && !userMessageGone ? target.userMessageId : undefined;
  for (const reply of replies) {
    const rendered = renderReply(reply);
    if (reply.replaceOriginal && target.pressedMessageId !== undefined) {
      await replaceWithRendered(api, target.chatId, target.pressedMessageId, rendered);
    } else {
      await sendRendered(api, target.chatId, rendered, replyTo !== undefined ? { replyTo } : {});
    }
  }
  if (deletionFailed) await sendRendered(api, target.chatId, renderReply({ text: COULD_NOT_DELETE, tone: 'warning' }));
}
