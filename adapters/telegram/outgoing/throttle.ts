import type { Transformer } from 'grammy';
import { pause } from './pause.js';
import { LocalGlobalBudget, type GlobalBudget } from './global-budget.js';
import { SendSlots, type SlotRule } from './send-slots.js';

export interface ThrottleLimits {
  /** Any one chat: Telegram asks for about one message a second. */
  perChat: SlotRule;
  /** Groups, on top of the per-chat rule: Telegram allows 20 messages a minute. */
  perGroup: SlotRule;
  /** The whole bot: Telegram allows about 30 messages a second. */
  global: SlotRule;
}

// Telegram's numbers, set here and nowhere else (the jobs' pacer reads them
// through the notifier's `pace`): a little under the published limits, with small
// bursts, since a send is judged when it arrives and arrivals bunch up a little on the way.
export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perChat: { intervalMs: 1050, burst: 2 },
  perGroup: { intervalMs: 3150, burst: 18 },
  global: { intervalMs: 36, burst: 10 },
};

/** Calls that post or change a message, which Telegram counts against its limits. */
const COUNTED_METHODS = new Set([
  'sendMessage',
  'sendDocument',
  'sendPhoto',
  'sendMediaGroup',
  'sendAudio',
  'sendVideo',
  'sendAnimation',
  'sendVoice',
  'sendSticker',
  'copyMessage',
  'copyMessages',
  'forwardMessage',
  'forwardMessages',
  'editMessageText',
  'editMessageCaption',
  'editMessageMedia',
  'editMessageReplyMarkup',
]);

function chatOf(payload: unknown): { key: string; isGroup: boolean } | null {
  if (typeof payload !== 'object' || payload === null || !('chat_id' in payload)) return null;
  const chatId = payload.chat_id;
  if (typeof chatId === 'number') return { key: String(chatId), isGroup: chatId < 0 };
  if (typeof chatId === 'string') return { key: chatId, isGroup: chatId.startsWith('-') || chatId.startsWith('@') };
  return null;
}

/** Spaces out sends so they stay inside Telegram's limits; one instance per bot token. */
export class Throttle {
  private readonly chats: SendSlots;
  private readonly groups: SendSlots;
  private readonly global: GlobalBudget;
  /** Telegram asked everything to wait (a 429 on a call without a chat) until then. */
  private heldUntil = 0;
  /** The last send waiting in each chat, so the next one queues behind it. */
  private readonly queues = new Map<string, Promise<void>>();

  /** `global` shares the bot-wide rate with other processes; this process alone by default. */
  constructor(limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS, global?: GlobalBudget) {
    this.chats = new SendSlots(limits.perChat);
    this.groups = new SendSlots(limits.perGroup);
    this.global = global ?? new LocalGlobalBudget(limits.global);
  }

  /**
   * Waits until this send may go. One chat's sends pass one at a time, in call
   * order; each waits for its chat's (and group's) turn, then for a global slot,
   * and the chat's turn is booked only when it actually leaves, so a wait for the
   * global slot can never bunch one chat's messages together.
   */
  async admit(method: string, payload: unknown, signal?: unknown): Promise<void> {
    if (!COUNTED_METHODS.has(method)) return;
    const chat = chatOf(payload);
    if (!chat) {
      await this.globalSlot(signal);
      return;
    }
    const previous = this.queues.get(chat.key);
    let release = (): void => undefined;
    const mine = new Promise<void>((resolve) => (release = resolve));
    this.queues.set(chat.key, mine);
    try {
      await previous;
      const now = Date.now();
      const at = Math.max(this.chats.earliest(chat.key, now), chat.isGroup ? this.groups.earliest(chat.key, now) : now);
      if (at > now) await pause(at - now, signal);
      await this.globalSlot(signal);
      const sentAt = Date.now();
      this.chats.commit(chat.key, sentAt);
      if (chat.isGroup) this.groups.commit(chat.key, sentAt);
    } finally {
      release();
      if (this.queues.get(chat.key) === mine) this.queues.delete(chat.key);
    }
  }

  private async globalSlot(signal: unknown): Promise<void> {
    const held = this.heldUntil - Date.now();
    if (held > 0) await pause(held, signal);
    const wait = await this.global.reserve();
    if (wait > 0) await pause(wait, signal);
  }

  /** Telegram answered 429 for this call: nothing more goes to that chat (or anywhere) until then. */
  hold(payload: unknown, retryAfterSeconds: number): void {
    const until = Date.now() + retryAfterSeconds * 1000;
    const chat = chatOf(payload);
    if (!chat) {
      this.heldUntil = Math.max(this.heldUntil, until);
      return;
    }
    this.chats.holdUntil(chat.key, until);
    if (chat.isGroup) this.groups.holdUntil(chat.key, until);
  }

  transformer(): Transformer {
    return async (prev, method, payload, signal) => {
      await this.admit(method, payload, signal);
      return prev(method, payload, signal);
    };
  }
}
