import { keyScope } from '../src/store/key-scope.js';
import { groupedDueKey, pollScheduleKeys } from '../src/store/poll-schedule.js';

/**
 * Redis keys the jobs own, all under the namespace so a test namespace cleans them up.
 * An account's keys carry its key group's hash tag (see src/store/key-scope.ts); the
 * others (a chat's send pace, a notice job's receipts) stand alone.
 */
export function jobKeys(namespace: string) {
  const base = `${namespace}:jobs`;
  const of = (accountId: string) => `${keyScope(namespace, accountId)}:jobs`;
  const schedule = pollScheduleKeys(namespace);
  return {
    ordersDue: schedule.orders,
    listingsDue: schedule.listings,
    countdownsDue: groupedDueKey(namespace, 'countdowns', (member) => parseCountdownMember(member)?.accountId ?? member),
    /** Orders alerted (or queued) and not yet final, per account: a departure from the list is noticed here. */
    openOrders: (accountId: string) => `${of(accountId)}:open:${accountId}`,
    order: (accountId: string, orderId: string) => `${of(accountId)}:order:${accountId}:${orderId}`,
    /** Present while the account is known suspended: one worker wins each transition and tells the owner. */
    suspended: (accountId: string) => `${of(accountId)}:suspended:${accountId}`,
    /** Last seen state of each own listing: `status|stock`. */
    listingSnapshot: (accountId: string) => `${of(accountId)}:listings:${accountId}`,
    /** Delivered order ids already counted, newest kept, for instant-sale detection. */
    seenDelivered: (accountId: string) => `${of(accountId)}:delivered:${accountId}`,
    /** Set by the one worker that sends (or skips) an account's digest for a local day. */
    digestDay: (accountId: string, localDay: string) => `${of(accountId)}:digest:${accountId}:${localDay}`,
    /** Targets that already hold one notice, so a retried notice job skips them. */
    noticeSent: (jobId: string) => `${base}:notice-sent:${jobId}`,
    /** The jobs' send schedule of one chat, a hash of one slot time per platform rate. */
    sendPace: (platform: string, chatId: string) => `${base}:send-pace:${platform}:${chatId}`,
  };
}

export type JobKeys = ReturnType<typeof jobKeys>;

/**
 * The prefix of BullMQ's own keys (`startWorker`'s `queuePrefix` in production). Hash-tagged,
 * as BullMQ requires in a cluster: its scripts touch several keys of a queue at once.
 */
export function queuePrefix(namespace: string): string {
  return `${namespace}:{bull}`;
}

/** A countdown entry names its order; account ids and order ids never hold a `|`. */
export function countdownMember(accountId: string, orderId: string): string {
  return `${accountId}|${orderId}`;
}

export function parseCountdownMember(member: string): { accountId: string; orderId: string } | null {
  const at = member.indexOf('|');
  if (at <= 0 || at === member.length - 1) return null;
  return { accountId: member.slice(0, at), orderId: member.slice(at + 1) };
}
