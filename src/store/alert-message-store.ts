import type { ChainableCommander } from 'ioredis';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { MessageRef } from '../domain/chat-input.js';
import type { AlertTarget } from '../domain/alert-target.js';
import { keyScope } from './key-scope.js';

export interface AlertSubject {
  accountId: string;
  orderId: string;
}

/** One message Hawker sent about an order, and the chat it went to (its kind paces edits, its person's role and language apply). */
export interface OrderMessage {
  ref: MessageRef;
  target: AlertTarget;
}

/** Alerts matter while an order can still be delivered, and a little after. */
const ALERT_MESSAGE_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Which chat messages are about which order (its alerts, reminders and escalation calls):
 * a reply to one delivers that order; the jobs close every one of them when the order ends.
 */
export class AlertMessageStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
  ) {}

  async remember(ref: MessageRef, target: AlertTarget, subject: AlertSubject, ttlSeconds = ALERT_MESSAGE_TTL_SECONDS): Promise<void> {
    await this.rememberMessage(ref, subject, ttlSeconds);
    await this.rememberRefIn(this.redis.multi(), ref, target, subject, ttlSeconds).exec();
  }

  /**
   * The first half of `remember`: what a reply to the message looks up. The message's
   * key lives in its own slot in a cluster, apart from the order's keys, so it is written
   * first and on its own.
   */
  async rememberMessage(ref: MessageRef, subject: AlertSubject, ttlSeconds = ALERT_MESSAGE_TTL_SECONDS): Promise<void> {
    await this.redis.set(this.messageKey(ref), JSON.stringify(subject), 'EX', ttlSeconds);
  }

  /** The second half: the order's list of its messages, added to the caller's transaction on the order's slot. */
  rememberRefIn(
    transaction: ChainableCommander,
    ref: MessageRef,
    target: AlertTarget,
    subject: AlertSubject,
    ttlSeconds = ALERT_MESSAGE_TTL_SECONDS,
  ): ChainableCommander {
    const refsKey = this.refsKey(subject);
    const member = JSON.stringify([ref.platform, ref.chatId, ref.messageId, target.kind, target.id]);
    return transaction.sadd(refsKey, member).expire(refsKey, ttlSeconds);
  }

  async orderFor(ref: MessageRef): Promise<AlertSubject | null> {
    const raw = await this.redis.get(this.messageKey(ref));
    return raw === null ? null : (JSON.parse(raw) as AlertSubject);
  }

  async refsFor(accountId: string, orderId: string): Promise<MessageRef[]> {
    return (await this.messagesOf(accountId, orderId)).map((message) => message.ref);
  }

  /** Every message recorded about the order; one recorded before its chat was kept is taken for a channel's. */
  async messagesOf(accountId: string, orderId: string): Promise<OrderMessage[]> {
    const members = await this.redis.smembers(this.refsKey({ accountId, orderId }));
    return members.map((member) => {
      const [platform, chatId, messageId, kind = 'channel', targetId = chatId] = JSON.parse(member) as [
        MessageRef['platform'],
        string,
        string,
        AlertTarget['kind']?,
        string?,
      ];
      return { ref: { platform, chatId, messageId }, target: { platform, kind, id: targetId } };
    });
  }

  async forget(accountId: string, orderId: string): Promise<void> {
    const refs = await this.refsFor(accountId, orderId);
    await Promise.all(refs.map((ref) => this.redis.del(this.messageKey(ref))));
    await this.redis.del(this.refsKey({ accountId, orderId }));
  }

  private messageKey(ref: MessageRef): string {
    return `${this.namespace}:alert-msg:${ref.platform}:${ref.chatId}:${ref.messageId}`;
  }

  private refsKey(subject: AlertSubject): string {
    return `${keyScope(this.namespace, subject.accountId)}:alert-refs:${subject.accountId}:${subject.orderId}`;
  }
}
