import { z } from 'zod';
import { msg, t, type LazyText } from '../../i18n/index.js';
import { newSigningSecret } from '../../net/signing-secret.js';
import { KEPT_PER_ENDPOINT, type WebhookDelivery } from '../../store/webhook-delivery-store.js';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEndpoint } from '../../store/webhook-endpoint-store.js';
import { hostOf } from '../autopilot/autopilot-overview.js';
import { checkSupplierUrl, type SupplierUrlProblem } from '../autopilot/supplier-url.js';
import { argument, commandArguments, type ArgumentDeclaration } from '../command-arguments.js';
import type { AccountContext } from '../context.js';
import { formatWhen } from '../format/time.js';
import { errorReply } from '../reply-helpers.js';
import type { Reply } from '../../domain/reply.js';
import { accountVerb, verbCommand } from '../verb-command.js';
import { sendToEndpoint } from '../webhooks/send-to-endpoint.js';
import { webhookEvent } from '../webhooks/webhook-event.js';
import { parseEventList, WEBHOOK_EVENTS } from '../webhooks/webhook-events.js';

/** The latest attempts `webhooks log` shows. */
const LOG_SHOWN = 15;

/** How far back `webhooks` counts the events given up: long enough to notice over a weekend. */
const GIVEN_UP_SHOWN_MS = 7 * 24 * 60 * 60_000;

const endpointNumber = argument(z.string().trim().optional(), { description: () => t('cmd-webhooks-number') });
const deliveryId = argument(z.string().trim().optional(), { description: () => t('cmd-webhooks-delivery') });

/** The verbs that change Hawker's own settings (none writes to the marketplace). */
const CHANGES = new Set(['add', 'rotate', 'remove']);

/** What every verb of `webhooks` reaches: the endpoints with their secrets, and their latest attempts. */
const WEBHOOK_STORES = ['webhooks', 'webhookDeliveries'] as const;

type WebhooksContext = AccountContext<(typeof WEBHOOK_STORES)[number]>;

/** Every verb of `webhooks` is the owner's: where the shop's events go and the secrets that sign them. */
function ownerVerb<A>(
  name: string,
  description: LazyText,
  declared: { arguments: ArgumentDeclaration[]; schema: z.ZodType<A> },
  run: (ctx: WebhooksContext, args: A) => Promise<Reply>,
) {
  return accountVerb({
    name,
    description,
    ...declared,
    role: 'owner',
    writes: CHANGES.has(name),
    marketplace: 'none',
    stores: WEBHOOK_STORES,
    run,
  });
}

/** An endpoint as lists and answers name it: its number, host and path (the query may carry a token). */
function shownEndpoint(endpoint: WebhookEndpoint): string {
  const url = new URL(endpoint.url);
  return `${endpoint.number} · ${url.host}${url.pathname}`;
}

/** Event types are names a receiver matches on, shown as typed in every language. */
function typedNames(names: readonly string[]): string {
  return names.map((name) => `\`${name}\``).join(', ');
}

function eventsWord(endpoint: WebhookEndpoint): string {
  return endpoint.events === null ? t('webhooks-events-all') : typedNames(endpoint.events);
}

async function typedEndpoint(ctx: WebhooksContext, typed: string | undefined, usage: string): Promise<WebhookEndpoint | Reply> {
  const number = Number(typed ?? '');
  if (!Number.isInteger(number) || number < 1) return errorReply(usage);
  const endpoint = await ctx.services.stores.webhooks.endpoint(ctx.account.id, number);
  return endpoint ?? errorReply(t('webhooks-unknown', { number }));
}

function urlProblem(problem: SupplierUrlProblem): string {
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
function resultWord(delivery: WebhookDelivery): string {
  return delivery.givenUp ? t('webhooks-result-given-up') : attemptWord(delivery);
}

function attemptWord(delivery: WebhookDelivery): string {
  return t('webhooks-result', { problem: delivery.problem ?? 'none', status: delivery.status ?? 0 });
}

/** One row of the list: the endpoint, its state and events, what became of its last delivery, and the events given up lately. */
async function endpointItem(ctx: WebhooksContext, endpoint: WebhookEndpoint): Promise<{ title: string; detail: string }> {
  const log = await ctx.services.stores.webhookDeliveries.latest(ctx.account.id, endpoint.number, KEPT_PER_ENDPOINT);
  const [last] = log;
  const state = t('webhooks-detail', { events: eventsWord(endpoint), state: endpoint.enabled ? 'enabled' : 'disabled' });
  const lastDelivery =
    last === undefined ? t('webhooks-never-sent') : t('webhooks-last', { result: resultWord(last), when: formatWhen(last.at, ctx.now()) });
  const givenUp = log.filter((delivery) => delivery.givenUp && ctx.now() - delivery.at < GIVEN_UP_SHOWN_MS).length;
  const lately = givenUp === 0 ? [] : [t('webhooks-given-up-lately', { count: givenUp, number: endpoint.number })];
  return { title: shownEndpoint(endpoint), detail: [state, lastDelivery, ...lately].join(' · ') };
}

/** A line of `webhooks log`: an attempt's latency and number, or an event given up with its attempts and the last one's result. */
function logDetail(delivery: WebhookDelivery, now: number): string {
  const when = formatWhen(delivery.at, now);
  if (delivery.givenUp && delivery.problem === 'waited') return t('webhooks-log-given-up-waited', { when, delivery: delivery.id });
  if (delivery.givenUp)
    return t('webhooks-log-given-up', { attempts: delivery.attempt, result: attemptWord(delivery), when, delivery: delivery.id });
  return t('webhooks-log-detail', { ms: delivery.latencyMs, attempt: delivery.attempt, when, delivery: delivery.id });
}

const list = ownerVerb(
  'list',
  () => t('cmd-webhooks-action-list'),
  commandArguments({}),
  async (ctx) => {
    const endpoints = await ctx.services.stores.webhooks.endpoints(ctx.account.id);
    if (endpoints.length === 0) return { text: t('webhooks-none'), tone: 'info' };
    return {
      title: t('webhooks-title', { label: ctx.account.label }),
      text: t('webhooks-hint'),
      list: {
        items: await Promise.all(endpoints.map((endpoint) => endpointItem(ctx, endpoint))),
        page: 1,
        pageCount: 1,
        total: endpoints.length,
      },
    };
  },
);

const add = ownerVerb(
  'add',
  () => t('cmd-webhooks-action-add'),
  commandArguments({
    url: argument(z.string().trim().optional(), { description: () => t('cmd-webhooks-url') }),
    events: argument(z.string().trim().optional(), { description: () => t('cmd-webhooks-events'), rest: true }),
  }),
  async (ctx, args) => {
    if (args.url === undefined || args.url === '') return errorReply(t('webhooks-add-usage'));
    const checked = checkSupplierUrl(args.url, ctx.services.webhookAllowPrivateNetworks);
    if (!checked.ok) return errorReply(urlProblem(checked.problem));
    const events = parseEventList(args.events);
    if (!events.ok) return errorReply(t('webhooks-event-unknown', { event: events.unknown, known: typedNames(WEBHOOK_EVENTS) }));
    const secret = newSigningSecret();
    const endpoint = await ctx.services.stores.webhooks.add(
      ctx.account.id,
      { url: checked.url, events: events.events, enabled: true, createdAt: ctx.now(), by: ctx.identityId, previousUntil: null },
      secret,
    );
    if (endpoint === null) return errorReply(t('webhooks-too-many', { count: MAX_WEBHOOK_ENDPOINTS }));
    await ctx.audit(msg('audit-webhooks-added', { number: endpoint.number, host: hostOf(endpoint.url), events: eventsWord(endpoint) }));
    return {
      title: t('webhooks-added-title'),
      text: [
        t('webhooks-added', { endpoint: shownEndpoint(endpoint), events: eventsWord(endpoint) }),
        t('webhooks-secret', { secret }),
        t('webhooks-secret-docs'),
      ].join('\n'),
      tone: 'success',
      visibility: 'private',
    };
  },
);

const rotate = ownerVerb(
  'rotate',
  () => t('cmd-webhooks-action-rotate'),
  commandArguments({ number: endpointNumber }),
  async (ctx, args) => {
    const found = await typedEndpoint(ctx, args.number, t('webhooks-rotate-usage'));
    if (!('number' in found)) return found;
    const secret = newSigningSecret();
    const rotated = await ctx.services.stores.webhooks.rotate(ctx.account.id, found.number, secret, ctx.now());
    if (rotated === null) return errorReply(t('webhooks-unknown', { number: found.number }));
    await ctx.audit(msg('audit-webhooks-rotated', { number: rotated.number, host: hostOf(rotated.url) }));
    return {
      title: t('webhooks-rotated-title'),
      text: [t('webhooks-rotated', { endpoint: shownEndpoint(rotated) }), t('webhooks-secret', { secret })].join('\n'),
      tone: 'success',
      visibility: 'private',
    };
  },
);

function sendParts(ctx: WebhooksContext) {
  const { stores } = ctx.services;
  return { client: ctx.services.signedHttp, endpoints: stores.webhooks, deliveries: stores.webhookDeliveries, now: () => ctx.now() };
}

const test = ownerVerb(
  'test',
  () => t('cmd-webhooks-action-test'),
  commandArguments({ number: endpointNumber }),
  async (ctx, args) => {
    const found = await typedEndpoint(ctx, args.number, t('webhooks-test-usage'));
    if (!('number' in found)) return found;
    const { stores } = ctx.services;
    const ping = webhookEvent('ping', ctx.account, { endpoint: found.number }, ctx.now());
    const delivery = await sendToEndpoint(sendParts(ctx), ctx.account.id, found, ping, 1);
    const endpoint = shownEndpoint(found);
    const result = resultWord(delivery);
    if (delivery.problem !== null) return errorReply(t('webhooks-test-failed', { endpoint, result }));
    const ok = t('webhooks-test-ok', { endpoint, result, ms: delivery.latencyMs });
    // An endpoint switched off after days of failures is switched on by the seller showing it answers again.
    const switchedOn = !found.enabled && (await stores.webhooks.setEnabled(ctx.account.id, found.number, true));
    return { text: switchedOn ? `${ok}\n${t('webhooks-test-enabled')}` : ok, tone: 'success' };
  },
);

const log = ownerVerb(
  'log',
  () => t('cmd-webhooks-action-log'),
  commandArguments({ number: endpointNumber }),
  async (ctx, args) => {
    const found = await typedEndpoint(ctx, args.number, t('webhooks-log-usage'));
    if (!('number' in found)) return found;
    const deliveries = await ctx.services.stores.webhookDeliveries.latest(ctx.account.id, found.number, LOG_SHOWN);
    if (deliveries.length === 0) return { text: t('webhooks-log-empty', { endpoint: shownEndpoint(found) }), tone: 'info' };
    return {
      title: t('webhooks-log-title', { endpoint: shownEndpoint(found) }),
      list: {
        items: deliveries.map((delivery) => ({
          title: `\`${delivery.type}\` · ${resultWord(delivery)}`,
          detail: logDetail(delivery, ctx.now()),
        })),
        page: 1,
        pageCount: 1,
        total: deliveries.length,
      },
    };
  },
);

/**
 * Sends a logged delivery's event again, now, to the endpoint it went to, whether that is
 * switched on or not: the same event and id (a receiver that has it drops the repeat), as the next attempt.
 */
const replay = ownerVerb(
  'replay',
  () => t('cmd-webhooks-action-replay'),
  commandArguments({ delivery: deliveryId }),
  async (ctx, args) => {
    const typed = args.delivery ?? '';
    if (!/^dlv_[0-9a-f]{16}$/.test(typed)) return errorReply(t('webhooks-replay-usage'));
    const { stores } = ctx.services;
    for (const endpoint of await stores.webhooks.endpoints(ctx.account.id)) {
      const log = await stores.webhookDeliveries.latest(ctx.account.id, endpoint.number, KEPT_PER_ENDPOINT);
      const found = log.find((delivery) => delivery.id === typed);
      if (found === undefined) continue;
      if (found.event === undefined) break;
      const attempts = log.filter((delivery) => delivery.eventId === found.eventId).map((delivery) => delivery.attempt);
      const delivery = await sendToEndpoint(sendParts(ctx), ctx.account.id, endpoint, found.event, Math.max(...attempts) + 1);
      const shown = { endpoint: shownEndpoint(endpoint), event: found.type, result: resultWord(delivery) };
      return delivery.problem === null
        ? { text: t('webhooks-replay-ok', { ...shown, ms: delivery.latencyMs }), tone: 'success' }
        : errorReply(t('webhooks-replay-failed', shown));
    }
    return errorReply(t('webhooks-replay-unknown', { delivery: typed }));
  },
);

const remove = ownerVerb(
  'remove',
  () => t('cmd-webhooks-action-remove'),
  commandArguments({ number: endpointNumber }),
  async (ctx, args) => {
    const found = await typedEndpoint(ctx, args.number, t('webhooks-remove-usage'));
    if (!('number' in found)) return found;
    if (!(await ctx.services.stores.webhooks.remove(ctx.account.id, found.number)))
      return errorReply(t('webhooks-unknown', { number: found.number }));
    await ctx.services.stores.webhookDeliveries.forget(ctx.account.id, found.number);
    await ctx.audit(msg('audit-webhooks-removed', { number: found.number, host: hostOf(found.url) }));
    return { text: t('webhooks-removed', { endpoint: shownEndpoint(found) }), tone: 'success' };
  },
);

export const webhooks = verbCommand({
  id: 'webhooks',
  description: () => t('cmd-webhooks'),
  details: () => t('cmd-webhooks-details'),
  // Secrets are shown once: the whole command stays out of groups.
  scopes: ['private'],
  defaultVerb: 'list',
  verbs: [list, add, test, log, replay, rotate, remove],
});
