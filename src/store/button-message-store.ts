import type { RedisConnection } from '../runtime/redis-connection.js';
import type { MessageRef } from '../core/chat-input.js';

/** As long as a finished flow's buttons answer "already done": after that a press sends a new message. */
export const BUTTON_MESSAGE_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Which action ids Hawker put on which of its messages. A press may claim any message
 * (Telegram does not check callback data), so a reply replaces a message only when
 * the pressed action is one Hawker put on that very message.
 */
export class ButtonMessageStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  /** The message's buttons now; an edit that changed them replaces the old set. */
  async remember(ref: MessageRef, actions: readonly string[]): Promise<void> {
    const key = this.key(ref);
    const transaction = this.redis.multi().del(key);
    if (actions.length > 0) transaction.sadd(key, ...actions).expire(key, BUTTON_MESSAGE_TTL_SECONDS);
    await transaction.exec();
  }

  async carries(ref: MessageRef, action: string): Promise<boolean> {
    return (await this.redis.sismember(this.key(ref), action)) === 1;
  }

  private key(ref: MessageRef): string {
    return `${this.namespace}:buttons:${ref.platform}:${ref.chatId}:${ref.messageId}`;
  }
}
