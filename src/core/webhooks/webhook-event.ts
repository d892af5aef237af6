import { randomUUID } from 'node:crypto';

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
): WebhookEvent {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    type,
    version: 1,
    created_at: new Date(now).toISOString(),
    account: { id: account.id, label: account.label },
    data,
  };
}
