import { z } from 'zod';
import { msg, t, type LazyText } from '../../i18n/index.js';
import { newSigningSecret } from '../../net/signing-secret.js';
import { KEPT_PER_ENDPOINT } from '../../store/webhook-delivery-store.js';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEndpoint } from '../../store/webhook-endpoint-store.js';
import { hostOf } from '../autopilot/autopilot-overview.js';
import { checkSupplierUrl } from '../autopilot/supplier-url.js';
import { argument, commandArguments, type ArgumentDeclaration } from '../command-arguments.js';
import type { AccountContext } from '../context.js';
import { formatWhen } from '../format/time.js';
import { errorReply } from '../reply-helpers.js';
import type { Reply } from '../../domain/reply.js';
import { verbCommand } from '../verb-command.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import { ShownOnce } from '../typed/shown-once.js';
import { typedVerb } from '../typed/typed-command.js';
import { sendToEndpoint } from '../webhooks/send-to-endpoint.js';
import { webhookEvent } from '../webhooks/webhook-event.js';
import { parseEventList, WEBHOOK_EVENTS } from '../webhooks/webhook-events.js';
import {
  attemptFacts,
  endpointFacts,
  type WebhookAttemptFacts,
  type WebhookEndpointFacts,
  type WebhookEndpointRow,
} from '../webhooks/webhook-facts.js';
import { eventsWord, logDetail, resultWord, shownEndpoint, typedNames, urlProblem } from '../webhooks/webhook-words.js';

/** The latest attempts `webhooks log` shows. */
const LOG_SHOWN = 15;

/** How far back `webhooks` counts the events given up: long enough to notice over a weekend. */
const GIVEN_UP_SHOWN_MS = 7 * 24 * 60 * 60_000;

const endpointNumber = argument(z.string().trim().optional(), { description: () => t('cmd-webhooks-number') });
const deliveryId = argument(z.string().trim().optional(), { description: () => t('cmd-webhooks-delivery') });

/** The stores every verb of `webhooks` reaches: the endpoints and their deliveries' log. */
const WEBHOOK_STORES = ['webhooks', 'webhookDeliveries'] as const;

type WebhooksContext = AccountContext<(typeof WEBHOOK_STORES)[number]>;

/** The verbs that change Hawker's own settings (none writes to the marketplace). */
const CHANGES = new Set(['add', 'rotate', 'remove']);

/**
 * Every verb of `webhooks` is the owner's: where the shop's events go and the secrets that sign
 * them. `run` answers the verb's facts; `chat` words them, and a refusal is its sentence.
 */
function ownerVerb<A, T>(
  name: string,
  description: LazyText,
  declared: { arguments: ArgumentDeclaration[]; schema: z.ZodType<A> },
  run: (ctx: WebhooksContext, args: A) => Promise<Outcome<T>>,
  chat: (facts: T, ctx: WebhooksContext) => Reply,
) {
  return typedVerb<A, T, never, (typeof WEBHOOK_STORES)[number]>('webhooks', {
    name,
    description,
    ...declared,
    role: 'owner',
    writes: CHANGES.has(name),
    marketplace: 'none',
    stores: WEBHOOK_STORES,
    run,
    chat: (outcome, ctx) => (outcome.ok ? chat(outcome.value, ctx) : errorReply(outcome.refusal.message)),
  });
}

type Refused = ReturnType<typeof refused>;

async function typedEndpoint(ctx: WebhooksContext, typed: string | undefined, usage: string): Promise<WebhookEndpoint | Refused> {
  const number = Number(typed ?? '');
  if (!Number.isInteger(number) || number < 1) return refused('refused', usage);
  const endpoint = await ctx.services.stores.webhooks.endpoint(ctx.account.id, number);
  return endpoint ?? refused('not_found', t('webhooks-unknown', { number }));
}

/** One row of the list: the endpoint, what became of its last delivery, and the events given up lately. */
async function endpointRow(ctx: WebhooksContext, endpoint: WebhookEndpoint): Promise<WebhookEndpointRow> {
  const log = await ctx.services.stores.webhookDeliveries.latest(ctx.account.id, endpoint.number, KEPT_PER_ENDPOINT);
  const [last] = log;
  return {
    ...endpointFacts(endpoint),
    last: last === undefined ? null : attemptFacts(last),
    given_up_lately: log.filter((delivery) => delivery.givenUp && ctx.now() - delivery.at < GIVEN_UP_SHOWN_MS).length,
    actions: ['test', 'log', 'rotate', 'remove'],
  };
}

function endpointItem(row: WebhookEndpointRow, now: number): { title: string; detail: string } {
  const state = t('webhooks-detail', { events: eventsWord(row), state: row.enabled ? 'enabled' : 'disabled' });
  const lastDelivery =
    row.last === null ? t('webhooks-never-sent') : t('webhooks-last', { result: resultWord(row.last), when: formatWhen(row.last.at, now) });
  const lately = row.given_up_lately === 0 ? [] : [t('webhooks-given-up-lately', { count: row.given_up_lately, number: row.number })];
  return { title: shownEndpoint(row), detail: [state, lastDelivery, ...lately].join(' · ') };
}

export const webhooksList = ownerVerb<Record<string, never>, { endpoints: WebhookEndpointRow[] }>(
  'list',
  () => t('cmd-webhooks-action-list'),
  commandArguments({}),
  async (ctx) => {
    const endpoints = await ctx.services.stores.webhooks.endpoints(ctx.account.id);
    return done({ endpoints: await Promise.all(endpoints.map((endpoint) => endpointRow(ctx, endpoint))) });
  },
  ({ endpoints }, ctx) => {
    if (endpoints.length === 0) return { text: t('webhooks-none'), tone: 'info' };
    return {
      title: t('webhooks-title', { label: ctx.account.label }),
      text: t('webhooks-hint'),
      list: { items: endpoints.map((row) => endpointItem(row, ctx.now())), page: 1, pageCount: 1, total: endpoints.length },
    };
  },
);

/** An endpoint added or its secret rotated: the new signing secret, for the owner's private reply only. */
export interface WebhookSecretFacts {
  endpoint: WebhookEndpointFacts;
  secret: ShownOnce;
}

export const webhooksAdd = ownerVerb<{ url?: string | undefined; events?: string | undefined }, WebhookSecretFacts>(
  'add',
  () => t('cmd-webhooks-action-add'),
  commandArguments({
    url: argument(z.string().trim().optional(), { description: () => t('cmd-webhooks-url') }),
    events: argument(z.string().trim().optional(), { description: () => t('cmd-webhooks-events'), rest: true }),
  }),
  async (ctx, args) => {
    if (args.url === undefined || args.url === '') return refused('refused', t('webhooks-add-usage'));
    const checked = checkSupplierUrl(args.url, ctx.services.webhookAllowPrivateNetworks);
    if (!checked.ok) return refused('refused', urlProblem(checked.problem));
    const events = parseEventList(args.events);
    if (!events.ok) return refused('refused', t('webhooks-event-unknown', { event: events.unknown, known: typedNames(WEBHOOK_EVENTS) }));
    const secret = newSigningSecret();
    const endpoint = await ctx.services.stores.webhooks.add(
      ctx.account.id,
      { url: checked.url, events: events.events, enabled: true, createdAt: ctx.now(), by: ctx.identityId, previousUntil: null },
      secret,
    );
    if (endpoint === null) return refused('refused', t('webhooks-too-many', { count: MAX_WEBHOOK_ENDPOINTS }));
    await ctx.audit(msg('audit-webhooks-added', { number: endpoint.number, host: hostOf(endpoint.url), events: eventsWord(endpoint) }));
    return done({ endpoint: endpointFacts(endpoint), secret: new ShownOnce(secret) });
  },
  ({ endpoint, secret }) => ({
    title: t('webhooks-added-title'),
    text: [
      t('webhooks-added', { endpoint: shownEndpoint(endpoint), events: eventsWord(endpoint) }),
      t('webhooks-secret', { secret: secret.reveal() }),
      t('webhooks-secret-docs'),
    ].join('\n'),
    tone: 'success',
    visibility: 'private',
  }),
);

const rotate = ownerVerb<{ number?: string | undefined }, WebhookSecretFacts>(
  'rotate',
  () => t('cmd-webhooks-action-rotate'),
  commandArguments({ number: endpointNumber }),
  async (ctx, args) => {
    const found = await typedEndpoint(ctx, args.number, t('webhooks-rotate-usage'));
    if ('refusal' in found) return found;
    const secret = newSigningSecret();
    const rotated = await ctx.services.stores.webhooks.rotate(ctx.account.id, found.number, secret, ctx.now());
    if (rotated === null) return refused('not_found', t('webhooks-unknown', { number: found.number }));
    await ctx.audit(msg('audit-webhooks-rotated', { number: rotated.number, host: hostOf(rotated.url) }));
    return done({ endpoint: endpointFacts(rotated), secret: new ShownOnce(secret) });
  },
  ({ endpoint, secret }) => ({
    title: t('webhooks-rotated-title'),
    text: [t('webhooks-rotated', { endpoint: shownEndpoint(endpoint) }), t('webhooks-secret', { secret: secret.reveal() })].join('\n'),
    tone: 'success',
    visibility: 'private',
  }),
);

function sendParts(ctx: WebhooksContext) {
  const { stores } = ctx.services;
  return { client: ctx.services.signedHttp, endpoints: stores.webhooks, deliveries: stores.webhookDeliveries, now: () => ctx.now() };
}

/** A test ping or a replay sent: the attempt (its `problem` null when the receiver answered 2xx). */
interface WebhookSentFacts {
  endpoint: WebhookEndpointFacts;
  attempt: WebhookAttemptFacts;
  /** A switched-off endpoint that answered the test is switched on again. */
  switched_on: boolean;
}

const test = ownerVerb<{ number?: string | undefined }, WebhookSentFacts>(
  'test',
  () => t('cmd-webhooks-action-test'),
  commandArguments({ number: endpointNumber }),
  async (ctx, args) => {
    const found = await typedEndpoint(ctx, args.number, t('webhooks-test-usage'));
    if ('refusal' in found) return found;
    const ping = webhookEvent('ping', ctx.account, { endpoint: found.number }, ctx.now());
    const delivery = await sendToEndpoint(sendParts(ctx), ctx.account.id, found, ping, 1);
    // An endpoint switched off after days of failures is switched on by the seller showing it answers again.
    const switchedOn =
      delivery.problem === null && !found.enabled && (await ctx.services.stores.webhooks.setEnabled(ctx.account.id, found.number, true));
    return done({ endpoint: endpointFacts(found), attempt: attemptFacts(delivery), switched_on: switchedOn });
  },
  (sent) => {
    const endpoint = shownEndpoint(sent.endpoint);
    const result = resultWord(sent.attempt);
    if (sent.attempt.problem !== null) return errorReply(t('webhooks-test-failed', { endpoint, result }));
    const ok = t('webhooks-test-ok', { endpoint, result, ms: sent.attempt.latency_ms });
    return { text: sent.switched_on ? `${ok}\n${t('webhooks-test-enabled')}` : ok, tone: 'success' };
  },
);

/** An endpoint's latest attempts, newest first. */
interface WebhookLogFacts {
  endpoint: WebhookEndpointFacts;
  attempts: WebhookAttemptFacts[];
}

const log = ownerVerb<{ number?: string | undefined }, WebhookLogFacts>(
  'log',
  () => t('cmd-webhooks-action-log'),
  commandArguments({ number: endpointNumber }),
  async (ctx, args) => {
    const found = await typedEndpoint(ctx, args.number, t('webhooks-log-usage'));
    if ('refusal' in found) return found;
    const deliveries = await ctx.services.stores.webhookDeliveries.latest(ctx.account.id, found.number, LOG_SHOWN);
    return done({ endpoint: endpointFacts(found), attempts: deliveries.map(attemptFacts) });
  },
  ({ endpoint, attempts }, ctx) => {
    if (attempts.length === 0) return { text: t('webhooks-log-empty', { endpoint: shownEndpoint(endpoint) }), tone: 'info' };
    return {
      title: t('webhooks-log-title', { endpoint: shownEndpoint(endpoint) }),
      list: {
        items: attempts.map((attempt) => ({
          title: `\`${attempt.event_type}\` · ${resultWord(attempt)}`,
          detail: logDetail(attempt, ctx.now()),
        })),
        page: 1,
        pageCount: 1,
        total: attempts.length,
      },
    };
  },
);

/**
 * Sends a logged delivery's event again, now, to the endpoint it went to, whether that is
 * switched on or not: the same event and id (a receiver that has it drops the repeat), as the next attempt.
 */
const replay = ownerVerb<{ delivery?: string | undefined }, WebhookSentFacts>(
  'replay',
  () => t('cmd-webhooks-action-replay'),
  commandArguments({ delivery: deliveryId }),
  async (ctx, args) => {
    const typed = args.delivery ?? '';
    if (!/^dlv_[0-9a-f]{16}$/.test(typed)) return refused('refused', t('webhooks-replay-usage'));
    const { stores } = ctx.services;
    for (const endpoint of await stores.webhooks.endpoints(ctx.account.id)) {
      const log = await stores.webhookDeliveries.latest(ctx.account.id, endpoint.number, KEPT_PER_ENDPOINT);
      const found = log.find((delivery) => delivery.id === typed);
      if (found === undefined) continue;
      if (found.event === undefined) break;
      const attempts = log.filter((delivery) => delivery.eventId === found.eventId).map((delivery) => delivery.attempt);
      const delivery = await sendToEndpoint(sendParts(ctx), ctx.account.id, endpoint, found.event, Math.max(...attempts) + 1);
      return done({ endpoint: endpointFacts(endpoint), attempt: attemptFacts(delivery), switched_on: false });
    }
    return refused('not_found', t('webhooks-replay-unknown', { delivery: typed }));
  },
  ({ endpoint, attempt }) => {
    const shown = { endpoint: shownEndpoint(endpoint), event: attempt.event_type, result: resultWord(attempt) };
    return attempt.problem === null
      ? { text: t('webhooks-replay-ok', { ...shown, ms: attempt.latency_ms }), tone: 'success' }
      : errorReply(t('webhooks-replay-failed', shown));
  },
);

const remove = ownerVerb<{ number?: string | undefined }, { endpoint: WebhookEndpointFacts }>(
  'remove',
  () => t('cmd-webhooks-action-remove'),
  commandArguments({ number: endpointNumber }),
  async (ctx, args) => {
    const found = await typedEndpoint(ctx, args.number, t('webhooks-remove-usage'));
    if ('refusal' in found) return found;
    if (!(await ctx.services.stores.webhooks.remove(ctx.account.id, found.number)))
      return refused('not_found', t('webhooks-unknown', { number: found.number }));
    await ctx.services.stores.webhookDeliveries.forget(ctx.account.id, found.number);
    await ctx.audit(msg('audit-webhooks-removed', { number: found.number, host: hostOf(found.url) }));
    return done({ endpoint: endpointFacts(found) });
  },
  ({ endpoint }) => ({ text: t('webhooks-removed', { endpoint: shownEndpoint(endpoint) }), tone: 'success' }),
);

export const webhooks = verbCommand({
  id: 'webhooks',
  description: () => t('cmd-webhooks'),
  details: () => t('cmd-webhooks-details'),
  // Secrets are shown once: the whole command stays out of groups.
  scopes: ['private'],
  defaultVerb: 'list',
  verbs: [webhooksList, webhooksAdd, test, log, replay, rotate, remove],
});
