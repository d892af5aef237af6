import { z } from 'zod';
import { msg, t, type Message } from '../../i18n/index.js';
import type { AutopilotBinding } from '../../store/autopilot-store.js';
import { KEEP_STOCK_WRITES } from '../../store/keep-stock-store.js';
import { bindKeep, bindPool, bindSupplier, type AutopilotBound } from '../autopilot/autopilot-bind.js';
import { boundListing, handOverOf } from '../autopilot/autopilot-listing.js';
import { autopilotFacts, capsLine, overviewReply, type AutopilotListingFacts } from '../autopilot/autopilot-overview.js';
import { looksLikeUrl } from '../autopilot/supplier-url.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { CommandResult } from '../command.js';
import { formatCents, parsePrice } from '../format/money.js';
import { listingIdInput, locateListing } from '../listing-lookup.js';
import { errorReply } from '../reply-helpers.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';
import { verbCommand } from '../verb-command.js';

/** Units kept on an instant listing: only these are exposed to a listing moderation might remove. */
const MAX_KEEP_UNITS = 1000;
const MAX_CAP_ORDERS = 100_000;

const listingArgument = { description: () => t('cmd-listing-id-short'), autocomplete: 'listing' } as const;
const someListing = argument(listingIdInput.optional(), listingArgument);
const oneListing = argument(listingIdInput, listingArgument);
/** A verb's own text, checked by the verb, which answers a wrong value with its own usage sentence. */
const text = (description: () => string, rest = false) =>
  argument(z.string().trim().min(1), { description, ...(rest ? { rest: true } : {}) });
const optionalText = (description: () => string, rest = false) =>
  argument(z.string().trim().optional(), { description, ...(rest ? { rest: true } : {}) });

/** Typed in a sentence (`… template {code}`, `keep 5 from gems`), absent from a Discord option: either way it is the same. */
function withoutWord(value: string | undefined, word: string): string {
  return (value ?? '').replace(new RegExp(`^${word}(\\s+|$)`, 'i'), '').trim();
}

/** The listings on autopilot `autopilot` shows: every one, or the one asked about. */
export interface AutopilotShown {
  listings: AutopilotListingFacts[];
}

export const autopilotShow = typedVerb<{ listing?: string | undefined }, AutopilotShown, never, 'autopilot' | 'pools'>('autopilot', {
  name: 'show',
  description: () => t('cmd-autopilot-action-show'),
  ...commandArguments({ listing: someListing }),
  role: 'viewer',
  writes: false,
  marketplace: 'none',
  stores: ['autopilot', 'pools'],
  async run(ctx, args) {
    if (args.listing === undefined) return done({ listings: await autopilotFacts(ctx) });
    const only = boundListing(await ctx.services.stores.autopilot.bindings(ctx.account.id), args.listing);
    return done({ listings: await autopilotFacts(ctx, only) });
  },
  chat: (outcome, ctx) => (outcome.ok ? overviewReply(ctx, outcome.value.listings) : errorReply(outcome.refusal.message)),
});

export const autopilotFrom = typedVerb<
  { listing: string; source: string; template?: string | undefined },
  AutopilotBound,
  never,
  'autopilot' | 'pools' | 'schedule'
>('autopilot', {
  name: 'from',
  description: () => t('cmd-autopilot-action-from'),
  ...commandArguments({
    listing: oneListing,
    source: text(() => t('cmd-autopilot-source')),
    template: optionalText(() => t('cmd-autopilot-template'), true),
  }),
  role: 'manager',
  // It changes Hawker's own settings only; its marketplace calls (the listing, its waiting orders) are reads.
  writes: false,
  marketplace: 'needed',
  stores: ['autopilot', 'pools', 'schedule'],
  async run(ctx, args) {
    const { source } = args;
    // Refused before any read: the secret must not be made where a group would see it.
    if (looksLikeUrl(source) && ctx.place.kind === 'group') return refused('not_allowed', t('autopilot-supplier-in-group'));
    const located = await locateListing(ctx.api, args.listing);
    const handOver = handOverOf(located);
    if (handOver === 'instant-top-up') return refused('refused', t('autopilot-instant-use-keep', { listing: located.row.id.slice(0, 8) }));
    if (handOver === 'instant-other') return refused('refused', t('autopilot-instant-other', { title: located.row.title }));
    const template = withoutWord(args.template, 'template');
    if (looksLikeUrl(source)) {
      if (template !== '') return refused('refused', t('autopilot-supplier-no-template'));
      return bindSupplier(ctx, located, source);
    }
    return bindPool(ctx, located, source, template === '' ? null : template);
  },
  chat: (outcome) => boundChat(outcome),
});

/** What binding said: the source, the orders waiting, and a supplier's signing secret, in the binder's private chat alone. */
function boundChat(outcome: Outcome<AutopilotBound>): CommandResult {
  if (!outcome.ok) return errorReply(outcome.refusal.message);
  const bound = outcome.value;
  const title = t('autopilot-on-title');
  switch (bound.kind) {
    case 'pool': {
      const lines = [
        t('autopilot-bound-pool', { title: bound.title, pool: bound.pool, count: bound.available }),
        waitingLine(bound.waiting),
        ...(bound.available === 0 ? [t('autopilot-pool-empty', { pool: bound.pool })] : []),
      ];
      return [{ title, text: lines.join('\n'), tone: bound.available === 0 ? 'warning' : 'success' }];
    }
    case 'supplier': {
      const lines = [
        t('autopilot-bound-supplier', { title: bound.title, host: bound.host }),
        waitingLine(bound.waiting),
        t('autopilot-secret', { secret: bound.signingSecret }),
        t('autopilot-secret-docs'),
      ];
      return [{ title, text: lines.join('\n'), tone: 'success', visibility: 'private' }];
    }
    case 'keep': {
      const { perMinute, perHour } = KEEP_STOCK_WRITES;
      const words = { title: bound.title, pool: bound.pool, units: bound.units, count: bound.available, perMinute, perHour };
      return { title, text: t('autopilot-bound-keep', words), tone: bound.available === 0 ? 'warning' : 'success' };
    }
  }
}

function waitingLine(count: number): string {
  return count === 0 ? t('autopilot-waiting-none') : t('autopilot-waiting', { count });
}

/** A listing autopilot no longer serves, and what it did for it. */
export interface AutopilotOff {
  listingId: string;
  title: string;
  mode: 'deliver' | 'keep';
}

export const autopilotOff = typedVerb<{ listing: string }, AutopilotOff, never, 'autopilot'>('autopilot', {
  name: 'off',
  description: () => t('cmd-autopilot-action-off'),
  ...commandArguments({ listing: oneListing }),
  role: 'manager',
  writes: true,
  marketplace: 'none',
  stores: ['autopilot'],
  async run(ctx, args) {
    const { autopilot } = ctx.services.stores;
    const binding = boundListing(await autopilot.bindings(ctx.account.id), args.listing);
    await autopilot.unbind(ctx.account.id, binding.listingId);
    await ctx.audit(msg('audit-autopilot-off', { listing: binding.listingId.slice(0, 8), title: binding.title }));
    return done({ listingId: binding.listingId, title: binding.title, mode: binding.mode.kind });
  },
  chat(outcome) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { title, mode } = outcome.value;
    return { text: mode === 'keep' ? t('autopilot-off-keep', { title }) : t('autopilot-off', { title }), tone: 'success' };
  },
});

/** A listing's daily caps now: past either in a UTC day its orders go to people. Null is no cap. */
export interface AutopilotCapped {
  listingId: string;
  title: string;
  capOrders: number | null;
  capCents: number | null;
}

export const autopilotCap = typedVerb<
  { listing: string; orders: string; dollars?: string | undefined },
  AutopilotCapped,
  never,
  'autopilot'
>('autopilot', {
  name: 'cap',
  description: () => t('cmd-autopilot-action-cap'),
  ...commandArguments({
    listing: oneListing,
    orders: text(() => t('cmd-autopilot-cap-orders')),
    dollars: optionalText(() => t('cmd-autopilot-cap-dollars')),
  }),
  role: 'manager',
  writes: true,
  marketplace: 'none',
  stores: ['autopilot'],
  async run(ctx, args) {
    const { autopilot } = ctx.services.stores;
    const binding = boundListing(await autopilot.bindings(ctx.account.id), args.listing);
    if (binding.mode.kind === 'keep') return refused('refused', t('autopilot-cap-keep', { title: binding.title }));
    const caps = readCaps(args.orders, args.dollars);
    if ('problem' in caps) return refused('refused', caps.problem);
    if (!(await autopilot.update(ctx.account.id, { ...binding, ...caps })))
      return refused('not_found', t('autopilot-not-bound', { id: args.listing }));
    await ctx.audit(capsAudit(binding, caps));
    return done({ listingId: binding.listingId, title: binding.title, ...caps });
  },
  chat(outcome) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { title, capOrders, capCents } = outcome.value;
    const text =
      capOrders === null ? t('autopilot-cap-cleared', { title }) : t('autopilot-capped', { title, caps: capsLine(capOrders, capCents) });
    return { text, tone: 'success' };
  },
});

type Caps = { capOrders: number | null; capCents: number | null };

/** `cap 20`, `cap 20 50`, `cap 20 $49.99`, or `cap off`. */
function readCaps(orders: string, dollars: string | undefined): Caps | { problem: string } {
  if (orders.toLowerCase() === 'off' && dollars === undefined) return { capOrders: null, capCents: null };
  const count = Number(orders);
  if (!/^\d+$/.test(orders) || count < 1 || count > MAX_CAP_ORDERS) return { problem: t('autopilot-cap-usage') };
  if (dollars === undefined) return { capOrders: count, capCents: null };
  const price = parsePrice(dollars);
  if (!price.ok) return { problem: price.message };
  if (price.cents <= 0) return { problem: t('autopilot-cap-usage') };
  return { capOrders: count, capCents: price.cents };
}

function capsAudit(binding: AutopilotBinding, caps: Caps): Message {
  const listing = { listing: binding.listingId.slice(0, 8), title: binding.title };
  if (caps.capOrders === null) return msg('audit-autopilot-cap-off', listing);
  if (caps.capCents === null) return msg('audit-autopilot-cap', { ...listing, orders: caps.capOrders });
  return msg('audit-autopilot-cap-dollars', { ...listing, orders: caps.capOrders, dollars: formatCents(caps.capCents) });
}

export const autopilotKeep = typedVerb<
  { listing: string; units: string; pool: string },
  AutopilotBound,
  never,
  'autopilot' | 'pools' | 'schedule'
>('autopilot', {
  name: 'keep',
  description: () => t('cmd-autopilot-action-keep'),
  ...commandArguments({
    listing: oneListing,
    units: text(() => t('cmd-autopilot-keep-units')),
    pool: text(() => t('cmd-autopilot-keep-pool'), true),
  }),
  role: 'manager',
  // It changes Hawker's own settings only; finding the listing is a read.
  writes: false,
  marketplace: 'needed',
  stores: ['autopilot', 'pools', 'schedule'],
  async run(ctx, args) {
    const units = Number(args.units);
    const typedPool = withoutWord(args.pool, 'from');
    if (!/^\d+$/.test(args.units) || units < 1 || units > MAX_KEEP_UNITS || typedPool === '') {
      return refused('refused', t('autopilot-keep-usage', { max: MAX_KEEP_UNITS }));
    }
    const located = await locateListing(ctx.api, args.listing);
    const { row } = located;
    const handOver = handOverOf(located);
    if (handOver === 'manual') return refused('refused', t('autopilot-keep-manual', { listing: row.id.slice(0, 8) }));
    if (handOver === 'instant-other') return refused('refused', t('autopilot-instant-other', { title: row.title }));
    return bindKeep(ctx, located, typedPool, units);
  },
  chat: (outcome) => boundChat(outcome),
});

export const autopilot = verbCommand({
  id: 'autopilot',
  description: () => t('cmd-autopilot'),
  details: () => t('cmd-autopilot-details'),
  scopes: ['private', 'group'],
  verbs: [autopilotShow, autopilotFrom, autopilotOff, autopilotCap, autopilotKeep],
  defaultVerb: 'show',
  // `autopilot <listing> from <pool>`: the listing comes first, as in `restock <listing> remove <unit>`.
  verbAfter: 1,
});
