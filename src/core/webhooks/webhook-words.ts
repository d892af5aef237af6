import { t } from '../../i18n/index.js';
import type { SupplierUrlProblem } from '../autopilot/supplier-url.js';
import { formatWhen } from '../format/time.js';
import type { WebhookAttemptFacts, WebhookEndpointFacts } from './webhook-facts.js';

/** An endpoint as lists and answers name it: its number, host and path. */
export function shownEndpoint(endpoint: WebhookEndpointFacts): string {
  return `${endpoint.number} · ${endpoint.host}${endpoint.path}`;
}

/** Event types are names a receiver matches on, shown as typed in every language. */
export function typedNames(names: readonly string[]): string {
  return names.map((name) => `\`${name}\``).join(', ');
}

export function eventsWord(endpoint: { events: readonly string[] | null }): string {
  return endpoint.events === null ? t('webhooks-events-all') : typedNames(endpoint.events);
}

export function urlProblem(problem: SupplierUrlProblem): string {
  switch (problem) {
    case 'not-http':
      return t('webhooks-url-malformed');
    case 'plain-http':
      return t('webhooks-url-plain-http');
    case 'private-address':
      return t('webhooks-url-private');
    case 'credentials':
      return t('webhooks-url-credentials');
  }
}

/** What became of one attempt, in a few words: `200`, `timeout`…; of an event given up, that. */
export function resultWord(attempt: WebhookAttemptFacts): string {
  return attempt.given_up ? t('webhooks-result-given-up') : attemptWord(attempt);
}

function attemptWord(attempt: WebhookAttemptFacts): string {
  return t('webhooks-result', { problem: attempt.problem ?? 'none', status: attempt.status ?? 0 });
}

/** A line of `webhooks log`: an attempt's latency and number, or an event given up with its attempts and the last one's result. */
export function logDetail(attempt: WebhookAttemptFacts, now: number): string {
  const when = formatWhen(attempt.at, now);
  if (attempt.given_up && attempt.problem === 'waited') return t('webhooks-log-given-up-waited', { when, delivery: attempt.delivery_id });
  if (attempt.given_up)
    return t('webhooks-log-given-up', { attempts: attempt.attempt, result: attemptWord(attempt), when, delivery: attempt.delivery_id });
  return t('webhooks-log-detail', { ms: attempt.latency_ms, attempt: attempt.attempt, when, delivery: attempt.delivery_id });
}
