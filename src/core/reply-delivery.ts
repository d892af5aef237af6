import { currentLocale, translate } from '../i18n/index.js';
import type { Reply } from '../domain/reply.js';

/**
 * What one platform can do with the replies to one input. The shared routine
 * below decides the order and the words; adapters only supply these.
 */
export interface ReplyPrimitives {
  /** The input came from a group or server channel, where others read along. */
  inGroup: boolean;
  /** Sends a reply where the input came from; `answering` asks it to quote the person's message. */
  send(reply: Reply, options: { answering: boolean }): Promise<void>;
  /** Removes the person's own message; false when the platform refused. Absent when there is none. */
  deleteUserMessage?: () => Promise<boolean>;
  /**
   * Puts the reply in place of the message whose button was pressed; false when that is
   * not a message Hawker put this very action on (the reply is then sent as a new message).
   */
  replaceOriginal?: (reply: Reply) => Promise<boolean>;
  /**
   * Sends a private reply to the person's private chat, for platforms that cannot show a
   * message in a group to one person only. `unreachable` when they never opened one with the bot.
   */
  sendPrivately?: (reply: Reply) => Promise<'sent' | 'unreachable'>;
  /** Where the person opens a private chat with the bot (a deep link that carries no secret). */
  privateChatLink?: string;
}

/** The person's own message with a secret stayed up: they must delete it themselves. */
export function secretNotDeleted(locale = currentLocale()): string {
  return translate(locale, 'core-secret-not-deleted');
}

/** The pointer left in a group to an answer sent privately. */
export function sentPrivately(locale = currentLocale()): string {
  return translate(locale, 'core-sent-privately');
}

function cannotWritePrivately(link: string | undefined, locale = currentLocale()): string {
  return link === undefined
    ? translate(locale, 'core-cannot-write-privately')
    : translate(locale, 'core-cannot-write-privately-link', { link });
}

/**
 * Renders the core's replies through one platform's primitives. A secret the person
 * sent is removed first (it stays visible the shortest time), before anything is
 * said; private replies asked for in a group go to the person's private chat where
 * the platform has no replies visible to one person; a reply replaces a message only
 * when the platform confirms Hawker put the pressed button there.
 */
export async function deliverReplies(replies: readonly Reply[], platform: ReplyPrimitives): Promise<void> {
  // Hawker's own additions speak the language the replies were written in.
  const locale = replies.find((reply) => reply.locale !== undefined)?.locale ?? currentLocale();
  let userMessageGone = false;
  let deletionFailed = false;
  if (platform.deleteUserMessage && replies.some((reply) => reply.deleteUserMessage)) {
    userMessageGone = await platform.deleteUserMessage();
    deletionFailed = !userMessageGone;
  }
  let sentAnyPrivately = false;
  let unreachable = false;
  for (const reply of replies) {
    // A prompt is answered where its flow lives, so it stays in the place it was asked in.
    if (platform.inGroup && platform.sendPrivately && reply.visibility === 'private' && !reply.prompt) {
      if (unreachable) continue;
      const outcome = await platform.sendPrivately(reply);
      sentAnyPrivately ||= outcome === 'sent';
      unreachable = outcome === 'unreachable';
      continue;
    }
    if (reply.replaceOriginal && platform.replaceOriginal && (await platform.replaceOriginal(reply))) continue;
    await platform.send(reply, { answering: !userMessageGone });
  }
  if (unreachable)
    await platform.send(
      { text: cannotWritePrivately(platform.privateChatLink, locale), tone: 'warning', locale },
      { answering: !userMessageGone },
    );
  else if (sentAnyPrivately) await platform.send({ text: sentPrivately(locale), tone: 'info', locale }, { answering: !userMessageGone });
  if (deletionFailed) await platform.send({ text: secretNotDeleted(locale), tone: 'warning', locale }, { answering: false });
}
