import type { ChatActor } from '../domain/chat-input.js';
import type { Attachment } from '../domain/reply.js';
import type { Notifier } from './notifier.js';

/** Whether a file reached the person: `unreachable` where Hawker has no private chat with them on their platform. */
type PrivateSendOutcome = 'sent' | 'unreachable' | 'failed';

/**
 * Sends a file to one person's private chat on their own platform: what the dashboard hands
 * over when a secret (a pool's codes) must never be shown on a page. The process serving the
 * dashboard implements it with the chats it runs (Telegram, Discord or the terminal).
 */
export interface PrivateDelivery {
  sendFile(person: Pick<ChatActor, 'platform' | 'userId'>, file: Attachment, text: string): Promise<PrivateSendOutcome>;
}

/** The delivery over the process's notifiers: a person on a platform without one, or who never opened the bot, is unreachable. */
export function privateDeliveryOver(notifiers: readonly Notifier[]): PrivateDelivery {
  return {
    async sendFile(person, file, text) {
      const notifier = notifiers.find((candidate) => candidate.platform === person.platform);
      if (notifier === undefined) return 'unreachable';
      const sent = await notifier.send({ platform: person.platform, kind: 'user', id: person.userId }, { text, attachments: [file] });
      if (sent.ok) return 'sent';
      return sent.reason === 'target_gone' ? 'unreachable' : 'failed';
    },
  };
}
