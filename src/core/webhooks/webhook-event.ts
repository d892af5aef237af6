import { createHash, randomUUID } from 'node:crypto';

/**
 * An event as a receiver gets it: a versioned document whose shape is fixed by its JSON
 * Schema in `schemas/webhooks/`. `id` is Standard Webhooks' `webhook-id` as well, the same
 * on every attempt, so a receiver drops repeats. Goods and keys are never part of one.
 */
export interface WebhookEvent {
  id: string;
  type: string;
  version: 1;
  created_at: string;
  account: { id: string; label: string };
  data: Record<string, unknown>;
}

export function webhookEvent(
  type: string,
  account: { id: string; label: string },
  data: Record<string, unknown>,
  now: number,
  id = `evt_${randomUUID().replaceAll('-', '')}`,
): WebhookEvent {
  return {
    id,
    type,
    version: 1,
    created_at: new Date(now).toISOString(),
    account: { id: account.id, label: account.label },
    data,
  };
}

/**
 * The id of the event a fact of the shop raises (`subject`: the order or listing and the state
 * it reached): a worker step run twice raises the same id, so the event is queued and received once.
 */
export function webhookEventId(type: string, accountId: string, subject: string): string {
  return `evt_${createHash('sha256').update(`${type}\n${accountId}\n${subject}`).digest('hex').slice(0, 32)}`;
}
