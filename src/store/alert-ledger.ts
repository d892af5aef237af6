import type { ChainableCommander } from 'ioredis';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { MessageRef } from '../domain/chat-input.js';
import { z } from 'zod';
import type { Message } from '../i18n/index.js';
import { ESCALATION_AUDIENCES, type EscalationAudience } from '../domain/escalation-step.js';
import type { AlertTarget } from '../domain/alert-target.js';
import type { FinalOutcome, OrderFacts } from './alerted-order.js';
import { targetKey } from './alert-target-key.js';
import { keyScope } from './key-scope.js';

/** Kept after an order is final so a late duplicate poll still finds it settled. */
const FINAL_TTL_SECONDS = 14 * 24 * 3600;
const OPEN_TTL_SECONDS = 45 * 24 * 3600;

export interface LedgerEntry {
  facts: OrderFacts;
  /** The first alert message per target, keyed by `targetKey`. */
  sent: Map<string, MessageRef>;
  remindersSent: Set<number>;
  /** Escalation steps done (by their place in the ladder): when they went out (ms, jobs clock) and to whom. */
  escalated: Map<number, EscalationCall>;
  /** How many chats each escalation step reached (claimed sends). */
  escalationChats: Map<number, number>;
  /** When a poll first found the order waiting (ms, jobs clock); null in entries written before it was kept. */
  openedAt: number | null;
  final: FinalOutcome | null;
  /** Messages about the order (by `messageKey`) that already show the final state. */
  finalShown: Set<string>;
  /** Why autopilot gave the order to people, shown on its alert; null when it did not. */
  handOver: HandOverReason | null;
}

/**
 * Why autopilot gave an order to people, kept as message keys and worded when shown: a
 * phrase of autopilot's own ("pool steam is empty"), or the last answer of the seller's
 * supplier, a sentence of its own ("Your supplier answered 3 codes for 2 units: …").
 */
export type HandOverReason = { kind: 'autopilot'; why: Message } | { kind: 'supplier'; answer: Message };

export interface EscalationCall {
  at: number;
  audience: EscalationAudience;
  /** Set when the step called only the person who took the order. */
  taker?: string;
}

const escalationCall: z.ZodType<EscalationCall> = z.object({
  at: z.number(),
  audience: z.enum(ESCALATION_AUDIENCES),
  taker: z.string().exactOptional(),
});

const storedMessage = z.object({
  key: z.string(),
  args: z.record(z.string(), z.union([z.string(), z.number()])).exactOptional(),
});

const handOverReason: z.ZodType<HandOverReason, unknown> = z.union([
  z.object({ kind: z.literal('autopilot'), why: storedMessage }),
  z.object({ kind: z.literal('supplier'), answer: storedMessage }),
  // Kept before a reason had a kind: autopilot's own phrase.
  storedMessage.transform((why) => ({ kind: 'autopilot' as const, why })),
]);

/** When the seller's race with the deadline began: the later of the order's placing and its first sighting. */
export function startedAt(entry: LedgerEntry): number | null {
  const known = [entry.facts.createdAt, entry.openedAt].filter((at): at is number => at !== null);
  return known.length === 0 ? null : Math.max(...known);
}

/**
 * What Hawker did for each order, in one hash: the facts it alerted, which
 * targets already hold the alert (so a retried or duplicated job never sends it
 * twice), which reminders went out, and the final state; and, per account, the set of
 * orders still open, which settling an order leaves in the same transaction (both carry
 * the account's hash tag).
 */
export class AlertLedger {
  private readonly keys: { order(accountId: string, orderId: string): string; openOrders(accountId: string): string };

  constructor(
    private readonly redis: RedisConnection,
    namespace: string,
  ) {
    this.keys = {
      order: (accountId, orderId) => orderLedgerKey(namespace, accountId, orderId),
      openOrders: (accountId) => openOrdersKey(namespace, accountId),
    };
  }

  async open(facts: OrderFacts, now: number): Promise<void> {
    const key = this.keys.order(facts.accountId, facts.orderId);
    await this.redis
      .multi()
      .hsetnx(key, 'facts', JSON.stringify(facts))
      .hsetnx(key, 'openedAt', String(now))
      .expire(key, OPEN_TTL_SECONDS)
      .exec();
  }

  async get(accountId: string, orderId: string): Promise<LedgerEntry | null> {
    const raw = await this.redis.hgetall(this.keys.order(accountId, orderId));
    if (!raw.facts) return null;
    const sent = new Map<string, MessageRef>();
    const remindersSent = new Set<number>();
    const escalated = new Map<number, EscalationCall>();
    const escalationChats = new Map<number, number>();
    const finalShown = new Set<string>();
    for (const [field, value] of Object.entries(raw)) {
      if (field.startsWith('sent:')) sent.set(field.slice(5), JSON.parse(value) as MessageRef);
      if (field.startsWith('reminder:')) remindersSent.add(Number(field.slice(9)));
      if (field.startsWith('escalated:')) {
        const call = escalationCall.safeParse(JSON.parse(value));
        if (call.success) escalated.set(Number(field.slice(10)), call.data);
      }
      if (field.startsWith('esent:')) {
        const step = Number(field.split(':')[1]);
        escalationChats.set(step, (escalationChats.get(step) ?? 0) + 1);
      }
      if (field.startsWith('shown:')) finalShown.add(field.slice(6));
    }
    return {
      facts: JSON.parse(raw.facts) as OrderFacts,
      sent,
      remindersSent,
      escalated,
      escalationChats,
      openedAt: raw.openedAt ? Number(raw.openedAt) : null,
      final: raw.final ? (JSON.parse(raw.final) as FinalOutcome) : null,
      finalShown,
      handOver: raw.handover ? (handOverReason.safeParse(JSON.parse(raw.handover)).data ?? null) : null,
    };
  }

  /** Which of these orders Hawker has an entry for (alerted or queued), in the same order. */
  async known(accountId: string, orderIds: readonly string[]): Promise<boolean[]> {
    if (orderIds.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const orderId of orderIds) pipeline.exists(this.keys.order(accountId, orderId));
    const results = (await pipeline.exec()) ?? [];
    return orderIds.map((_, index) => results[index]?.[1] !== 0);
  }

  /**
   * Records "sent to this target as this message" in one transaction with what `alongside`
   * adds on the order's slot (the order's list of its messages), so neither is kept without the other.
   */
  async recordSent(
    accountId: string,
    orderId: string,
    target: AlertTarget,
    ref: MessageRef,
    alongside: (transaction: ChainableCommander) => ChainableCommander,
  ): Promise<void> {
    const transaction = this.redis.multi().hset(this.keys.order(accountId, orderId), `sent:${targetKey(target)}`, JSON.stringify(ref));
    await alongside(transaction).exec();
  }

  /** True for the one caller that may send this reminder to this target; a repeated or concurrent step gets false. */
  async claimReminder(accountId: string, orderId: string, minutes: number, target: AlertTarget): Promise<boolean> {
    return (await this.redis.hsetnx(this.keys.order(accountId, orderId), `rsent:${minutes}:${targetKey(target)}`, '1')) === 1;
  }

  /** The send failed: the next step tries this target again. */
  async releaseReminder(accountId: string, orderId: string, minutes: number, target: AlertTarget): Promise<void> {
    await this.redis.hdel(this.keys.order(accountId, orderId), `rsent:${minutes}:${targetKey(target)}`);
  }

  /** Every target holds the reminder (or a tighter one passed at the same time). */
  async markReminders(accountId: string, orderId: string, minutes: readonly number[]): Promise<void> {
    if (minutes.length === 0) return;
    await this.redis.hset(this.keys.order(accountId, orderId), Object.fromEntries(minutes.map((value) => [`reminder:${value}`, '1'])));
  }

  /** True for the one caller that may send this escalation step to this target. */
  async claimEscalation(accountId: string, orderId: string, step: number, target: AlertTarget): Promise<boolean> {
    return (await this.redis.hsetnx(this.keys.order(accountId, orderId), `esent:${step}:${targetKey(target)}`, '1')) === 1;
  }

  /** The send failed: the next step tries this target again. */
  async releaseEscalation(accountId: string, orderId: string, step: number, target: AlertTarget): Promise<void> {
    await this.redis.hdel(this.keys.order(accountId, orderId), `esent:${step}:${targetKey(target)}`);
  }

  /** These steps are done; the first time written stays (the lost-order notice tells when the team was called). */
  async markEscalated(accountId: string, orderId: string, steps: ReadonlyMap<number, EscalationCall>): Promise<void> {
    const key = this.keys.order(accountId, orderId);
    const transaction = this.redis.multi();
    for (const [step, call] of steps) transaction.hsetnx(key, `escalated:${step}`, JSON.stringify(call));
    await transaction.exec();
  }

  /** Autopilot gave the order to people, for this reason: its alert says so from now on. */
  async recordHandOver(accountId: string, orderId: string, reason: HandOverReason): Promise<void> {
    await this.redis.hset(this.keys.order(accountId, orderId), 'handover', JSON.stringify(reason));
  }

  /** When a poll first found the order delivered (set once, by the first poll that did). */
  async deliveredSeenAt(accountId: string, orderId: string, now: number): Promise<number> {
    const key = this.keys.order(accountId, orderId);
    const results = await this.redis.multi().hsetnx(key, 'deliveredSeenAt', String(now)).hget(key, 'deliveredSeenAt').exec();
    const seen = results?.[1]?.[1];
    return typeof seen === 'string' ? Number(seen) : now;
  }

  /** `key`: the message's `messageKey`. */
  async markFinalShown(accountId: string, orderId: string, key: string): Promise<void> {
    await this.redis.hset(this.keys.order(accountId, orderId), `shown:${key}`, '1');
  }

  /** Records the final state once; the first writer wins and later ones read it back. */
  async settle(accountId: string, orderId: string, outcome: FinalOutcome): Promise<FinalOutcome> {
    const key = this.keys.order(accountId, orderId);
    const results = await this.redis
      .multi()
      .hsetnx(key, 'final', JSON.stringify(outcome))
      .hget(key, 'final')
      .expire(key, FINAL_TTL_SECONDS)
      .srem(this.keys.openOrders(accountId), orderId)
      .exec();
    const current = results?.[1]?.[1];
    return typeof current === 'string' ? (JSON.parse(current) as FinalOutcome) : outcome;
  }

  /** The orders alerted (or queued) and not yet final: a departure from the marketplace's list is noticed against these. */
  async openOrderIds(accountId: string): Promise<Set<string>> {
    return new Set(await this.redis.smembers(this.keys.openOrders(accountId)));
  }

  /** How many orders Hawker knows to be waiting (the swamped rule counts them). */
  async openCount(accountId: string): Promise<number> {
    return this.redis.scard(this.keys.openOrders(accountId));
  }

  /** These orders' alerts are queued: the next poll does not queue them again. */
  async markOpen(accountId: string, orderIds: readonly string[]): Promise<void> {
    if (orderIds.length === 0) return;
    await this.redis.sadd(this.keys.openOrders(accountId), ...orderIds);
  }

  /** The order's final state is queued: it leaves the open set. */
  async markClosed(accountId: string, orderId: string): Promise<void> {
    await this.redis.srem(this.keys.openOrders(accountId), orderId);
  }

  /** A disconnected account's open set goes; each order's entry expires on its own. */
  async forgetOpen(accountId: string): Promise<void> {
    await this.redis.del(this.keys.openOrders(accountId));
  }
}

/** One order's entry: facts, the targets holding the alert, reminders, escalations, the final state. */
function orderLedgerKey(namespace: string, accountId: string, orderId: string): string {
  return `${keyScope(namespace, accountId)}:jobs:order:${accountId}:${orderId}`;
}

/** Orders alerted (or queued) and not yet final, per account: a departure from the list is noticed here. */
export function openOrdersKey(namespace: string, accountId: string): string {
  return `${keyScope(namespace, accountId)}:jobs:open:${accountId}`;
}
