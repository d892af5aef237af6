import type { MessageRef } from '../../src/domain/chat-input.js';
import type { Platform } from '../../src/domain/platform.js';
import type { Reply } from '../../src/domain/reply.js';
import type { Notifier, NotifyOutcome, SendOptions } from '../../src/notify/notifier.js';
import type { AlertTarget } from '../../src/domain/alert-target.js';

export interface RecordedMessage {
  ref: MessageRef;
  target: AlertTarget;
  /** Every version of the message, first the one sent, then each edit. */
  versions: Reply[];
  deleted: boolean;
  /** Posted without a notification sound. */
  silent: boolean;
  /** When the platform accepted the first version. */
  sentAt: number;
}

/**
 * A chat platform in memory: it keeps every message as a person would see it,
 * with its edits. Faults are scripted per chat: a chat can be gone (bot removed)
 * or answer 429 a few times, as the real platforms do.
 */
export class RecordingNotifier implements Notifier {
  readonly messages: RecordedMessage[] = [];
  /** Every 429 answered, with when. */
  readonly rateLimited: { chatId: string; at: number }[] = [];
  private readonly gone = new Set<string>();
  private readonly rateLimits = new Map<string, { remaining: number; retryAfterMs: number }>();
  private nextId = 1;

  constructor(readonly platform: Platform = 'test') {}

  /** The chat disappears: every later send or edit there answers target_gone. */
  removeChat(chatId: string): void {
    this.gone.add(chatId);
  }

  /** The next `times` calls for this chat answer 429 with `retryAfterMs`. */
  rateLimit(chatId: string, times: number, retryAfterMs: number): void {
    this.rateLimits.set(chatId, { remaining: times, retryAfterMs });
  }

  send(target: AlertTarget, reply: Reply, options: SendOptions = {}): Promise<NotifyOutcome> {
    const refused = this.refusal(target.id);
    if (refused) return Promise.resolve(refused);
    const ref: MessageRef = { platform: this.platform, chatId: target.id, messageId: String(this.nextId++) };
    this.messages.push({
      ref,
      target,
      versions: [structuredClone(reply)],
      deleted: false,
      silent: options.silent === true,
      sentAt: Date.now(),
    });
    return Promise.resolve({ ok: true, ref });
  }

  edit(ref: MessageRef, reply: Reply): Promise<NotifyOutcome> {
    const refused = this.refusal(ref.chatId);
    if (refused) return Promise.resolve(refused);
    const message = this.find(ref);
    if (!message) return Promise.resolve({ ok: false, reason: 'failed', detail: 'no such message' });
    message.versions.push(structuredClone(reply));
    return Promise.resolve({ ok: true, ref });
  }

  delete(ref: MessageRef): Promise<NotifyOutcome> {
    const message = this.find(ref);
    if (message) message.deleted = true;
    return Promise.resolve({ ok: true, ref });
  }

  /** Messages in one chat, in the order they arrived. */
  inChat(chatId: string): RecordedMessage[] {
    return this.messages.filter((message) => message.ref.chatId === chatId);
  }

  /** The order alerts for one order in one chat: messages whose first version names it in its Order field. */
  orderAlerts(chatId: string, orderId: string): RecordedMessage[] {
    return this.inChat(chatId).filter((message) =>
      message.versions[0]?.fields?.some((field) => field.label === 'Order' && field.value === orderId),
    );
  }

  latest(message: RecordedMessage): Reply {
    return message.versions[message.versions.length - 1] as Reply;
  }

  private find(ref: MessageRef): RecordedMessage | undefined {
    return this.messages.find((message) => message.ref.chatId === ref.chatId && message.ref.messageId === ref.messageId);
  }

  private refusal(chatId: string): NotifyOutcome | null {
    if (this.gone.has(chatId)) return { ok: false, reason: 'target_gone', detail: 'chat not found' };
    const limit = this.rateLimits.get(chatId);
    if (limit && limit.remaining > 0) {
      limit.remaining -= 1;
      this.rateLimited.push({ chatId, at: Date.now() });
      return { ok: false, reason: 'rate_limited', retryAfterMs: limit.retryAfterMs };
    }
    return null;
  }
}
