import { groupedDueKey, type GroupedKey } from './poll-schedule.js';

/**
 * The countdowns' due set: one member per open order with a deadline, due at its next
 * reminder or escalation, in the set of its account's group.
 */
export function countdownsDueKey(namespace: string): GroupedKey {
  return groupedDueKey(namespace, 'countdowns', (member) => parseCountdownMember(member)?.accountId ?? member);
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
