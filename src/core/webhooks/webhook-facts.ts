import type { WebhookDelivery } from '../../store/webhook-delivery-store.js';
import type { WebhookEndpoint } from '../../store/webhook-endpoint-store.js';

/** An endpoint as `webhooks` names it: its number, host and path (the query may carry a token, so it is left out). */
export interface WebhookEndpointFacts {
  number: number;
  host: string;
  path: string;
  /** The event types it gets; null for all of them. */
  events: string[] | null;
  enabled: boolean;
}

/** One logged attempt (or an event given up, with its last attempt's status and problem); `at` in ms. */
export interface WebhookAttemptFacts {
  delivery_id: string;
  event_type: string;
  at: number;
  attempt: number;
  /** The answer's HTTP status; null when no answer came. */
  status: number | null;
  /** Null when the receiver answered 2xx. */
  problem: WebhookDelivery['problem'];
  latency_ms: number;
  given_up: boolean;
}

/** An endpoint in the list: what became of its last delivery, the events given up lately, and what the owner may do with it. */
export interface WebhookEndpointRow extends WebhookEndpointFacts {
  last: WebhookAttemptFacts | null;
  given_up_lately: number;
  actions: ('test' | 'log' | 'rotate' | 'remove')[];
}

export function endpointFacts(endpoint: WebhookEndpoint): WebhookEndpointFacts {
  const url = new URL(endpoint.url);
  return {
    number: endpoint.number,
    host: url.host,
    path: url.pathname,
    events: endpoint.events === null ? null : [...endpoint.events],
    enabled: endpoint.enabled,
  };
}

export function attemptFacts(delivery: WebhookDelivery): WebhookAttemptFacts {
  return {
    delivery_id: delivery.id,
    event_type: delivery.type,
    at: delivery.at,
    attempt: delivery.attempt,
    status: delivery.status,
    problem: delivery.problem,
    latency_ms: delivery.latencyMs,
    given_up: delivery.givenUp === true,
  };
}
