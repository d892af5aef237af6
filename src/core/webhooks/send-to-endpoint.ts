import { randomUUID } from 'node:crypto';
import type { SignedHttpClient, SignedPostResult } from '../../net/signed-http-client.js';
import type { WebhookDelivery, WebhookDeliveryStore } from '../../store/webhook-delivery-store.js';
import type { WebhookEndpoint, WebhookEndpointStore } from '../../store/webhook-endpoint-store.js';
import type { WebhookEvent } from './webhook-event.js';

/** A receiver answers at once and works later; one that takes longer is counted as failed and tried again. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** The most of a receiver's answer read: only its status matters. */
const WEBHOOK_MAX_ANSWER_BYTES = 64 * 1024;

export interface WebhookSendParts {
  client: Pick<SignedHttpClient, 'post'>;
  endpoints: WebhookEndpointStore;
  deliveries: WebhookDeliveryStore;
  now(): number;
}

/**
 * One attempt to deliver an event to an endpoint: signed with every secret that signs now
 * (two within a day of a rotation), recorded in the endpoint's log whatever became of it.
 */
export async function sendToEndpoint(
  parts: WebhookSendParts,
  accountId: string,
  endpoint: WebhookEndpoint,
  event: WebhookEvent,
  attempt: number,
): Promise<WebhookDelivery> {
  const secrets = await parts.endpoints.signingSecrets(accountId, endpoint.number, parts.now());
  const started = performance.now();
  const result = await parts.client.post(endpoint.url, event, {
    messageId: event.id,
    secrets,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    maxResponseBytes: WEBHOOK_MAX_ANSWER_BYTES,
  });
  const delivery: WebhookDelivery = {
    id: newDeliveryId(),
    eventId: event.id,
    type: event.type,
    at: parts.now(),
    attempt,
    ...outcome(result),
    latencyMs: Math.round(performance.now() - started),
    event,
  };
  await parts.deliveries.record(accountId, endpoint.number, delivery);
  return delivery;
}

/** What `webhooks log` shows and `webhooks replay` names: `dlv_` and 16 hex digits. */
export function newDeliveryId(): string {
  return `dlv_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

function outcome(result: SignedPostResult): Pick<WebhookDelivery, 'status' | 'problem'> {
  switch (result.kind) {
    case 'answered':
      return { status: result.status, problem: result.status >= 200 && result.status < 300 ? null : 'status' };
    case 'redirected':
      return { status: result.status, problem: 'redirected' };
    default:
      return { status: null, problem: result.kind };
  }
}
