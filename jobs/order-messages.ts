import type { MessageRef } from '../src/domain/chat-input.js';
import type { OrderMessage } from '../src/store/alert-message-store.js';
import type { LedgerEntry } from '../src/store/alert-ledger.js';
import { targetKey, targetOf } from '../src/store/alert-target-key.js';
import type { JobContext } from './job-context.js';

/** Names one message among an order's: the ledger marks by it which ones already show the final state. */
export function messageKey(ref: MessageRef): string {
  return `${ref.platform}|${ref.chatId}|${ref.messageId}`;
}

/**
 * Every message Hawker sent about an order, once each: its alerts (the ledger keeps the
 * chat each went to) and its reminders and escalation calls (kept with the alert messages).
 * Whatever the order ends as, each of them is closed, or one would keep live buttons.
 */
export async function orderMessages(ctx: JobContext, entry: LedgerEntry): Promise<OrderMessage[]> {
  const { accountId, orderId } = entry.facts;
  const messages = new Map<string, OrderMessage>();
  for (const [key, ref] of entry.sent) messages.set(messageKey(ref), { ref, target: targetOf(key) });
  for (const message of await ctx.stores.alertMessages.messagesOf(accountId, orderId)) {
    if (!messages.has(messageKey(message.ref))) messages.set(messageKey(message.ref), message);
  }
  return [...messages.values()];
}

/** The messages whose chat may still hear about the account: a private chat whose person lost the role gets no edit either. */
export async function stillHeard(ctx: JobContext, accountId: string, messages: readonly OrderMessage[]): Promise<OrderMessage[]> {
  const current = await ctx.stores.alertSettings.currentOnly(
    accountId,
    messages.map((message) => message.target),
  );
  const heard = new Set(current.map(targetKey));
  return messages.filter((message) => heard.has(targetKey(message.target)));
}
