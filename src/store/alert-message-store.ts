import type { ChainableCommander, Redis } from 'ioredis';
import type { MessageRef } from '../core/chat-input.js';

export interface AlertSubject {
  accountId: string;
  orderId: string;
}

/** Alerts matter while an order can still be delivered, and a little after. */
export const ALERT_MESSAGE_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Which chat messages alert about which order: a reply to one delivers that order; jobs edit them. */
export class AlertMessageStore {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  async remember(ref: MessageRef, subject: AlertSubject, ttlSeconds = ALERT_MESSAGE_TTL_SECONDS): Promise<void> {
    await this.rememberIn(this.redis.multi(), ref, subject, ttlSeconds).exec();
  }

  /** `remember`'s writes added to the caller's transaction, to land together with its own. */
  rememberIn(
    transaction: ChainableCommander,
    ref: MessageRef,
    subject: AlertSubject,
    ttlSeconds = ALERT_MESSAGE_TTL_SECONDS,
  ): ChainableCommander {
    const refsKey = this.refsKey(subject);
    return transaction
      .set(this.messageKey(ref), JSON.stringify(subject), 'EX', ttlSeconds)
      .sadd(refsKey, JSON.stringify([ref.platform, ref.chatId, ref.messageId]))
      .expire(refsKey, ttlSeconds);
  }

  async orderFor(ref: MessageRef): Promise<AlertSubject | null> {
    const raw = await this.redis.get(this.messageKey(ref));
    return raw === null ? null : (JSON.parse(raw) as AlertSubject);
  }

  async refsFor(accountId: string, orderId: string): Promise<MessageRef[]> {
    const members = await this.redis.smembers(this.refsKey({ accountId, orderId }));
    return members.map((member) => {
      const [platform, chatId, messageId] = JSON.parse(member) as [MessageRef['platform'], string, string];
      return { platform, chatId, messageId };
    });
  }

  async forget(accountId: string, orderId: string): Promise<void> {
    const refs = await this.refsFor(accountId, orderId);
    await this.redis.del(this.refsKey({ accountId, orderId }), ...refs.map((ref) => this.messageKey(ref)));
  }

  private messageKey(ref: MessageRef): string {
    return `${this.namespace}:alert-msg:${ref.platform}:${ref.chatId}:${ref.messageId}`;
  }

  private refsKey(subject: AlertSubject): string {
    return `${this.namespace}:alert-refs:${subject.accountId}:${subject.orderId}`;
  }
}
