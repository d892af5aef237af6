import { z } from 'zod';
import { msg, t, type Message } from '../../i18n/index.js';
import { newSigningSecret } from '../../net/signing-secret.js';
import type { AutopilotBinding } from '../../store/autopilot-store.js';
import { POOL_NAME, type PoolSummary } from '../../store/pool-store.js';
import { KEEP_STOCK_WRITES } from '../../store/keep-stock-store.js';
import { boundListing, buyerFieldKeys, handOverOf } from '../autopilot/autopilot-listing.js';
import { autopilotOverview, capsLine, hostOf } from '../autopilot/autopilot-overview.js';
import { allowedPlaceholders, checkTemplate } from '../autopilot/goods-template.js';
import { checkSupplierUrl, looksLikeUrl, type SupplierUrlProblem } from '../autopilot/supplier-url.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { AccountContext, MarketplaceContext } from '../context.js';
import { formatCents, parsePrice } from '../format/money.js';
import { listingIdInput, locateListing, type LocatedListing } from '../listing-lookup.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { accountVerb, verbCommand } from '../verb-command.js';

/** A template is one goods entry's text: far shorter than anything a buyer is sent at once. */
const MAX_TEMPLATE_LENGTH = 500;
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

function whoSwitched(ctx: AccountContext): string {
  return ctx.actor.displayName ?? ctx.actor.userId;
}

const show = accountVerb({
  name: 'show',
  description: () => t('cmd-autopilot-action-show'),
  ...commandArguments({ listing: someListing }),
  role: 'viewer',
  writes: false,
  marketplace: 'none',
  stores: ['autopilot', 'pools'],
  async run(ctx, args) {
    if (args.listing === undefined) return autopilotOverview(ctx);
    return autopilotOverview(ctx, boundListing(await ctx.services.stores.autopilot.bindings(ctx.account.id), args.listing));
  },
});

const from = accountVerb({
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
    if (looksLikeUrl(source) && ctx.place.kind === 'group') return errorReply(t('autopilot-supplier-in-group'));
    const located = await locateListing(ctx.api, args.listing);
    const handOver = handOverOf(located);
    if (handOver === 'instant-top-up') return errorReply(t('autopilot-instant-use-keep', { listing: located.row.id.slice(0, 8) }));
    if (handOver === 'instant-other') return errorReply(t('autopilot-instant-other', { title: located.row.title }));
    const template = withoutWord(args.template, 'template');
    if (looksLikeUrl(source)) {
      if (template !== '') return errorReply(t('autopilot-supplier-no-template'));
      return bindSupplier(ctx, located, source);
    }
    return bindPool(ctx, located, source, template === '' ? null : template);
  },
});

async function bindPool(
  ctx: MarketplaceContext<'autopilot' | 'pools' | 'schedule'>,
  located: LocatedListing,
  typedPool: string,
  template: string | null,
): Promise<Reply[]> {
  const pool = await existingPool(ctx, typedPool);
  if ('refusal' in pool) return [pool.refusal];
  if (template !== null) {
    const refusal = await templateRefusal(ctx, located, template);
    if (refusal !== null) return [refusal];
  }
  const { row } = located;
  const waiting = await waitingOrders(ctx, row.id);
  await bind(ctx, row.id, row.title, { kind: 'deliver', source: { kind: 'pool', pool: pool.name }, template });
  await ctx.audit(msg('audit-autopilot-pool', { listing: row.id.slice(0, 8), title: row.title, pool: pool.name }));
  const lines = [
    t('autopilot-bound-pool', { title: row.title, pool: pool.name, count: pool.summary.available }),
    waitingLine(waiting),
    ...(pool.summary.available === 0 ? [t('autopilot-pool-empty', { pool: pool.name })] : []),
  ];
  return [{ title: t('autopilot-on-title'), text: lines.join('\n'), tone: pool.summary.available === 0 ? 'warning' : 'success' }];
}

async function bindSupplier(ctx: MarketplaceContext<'autopilot' | 'schedule'>, located: LocatedListing, typed: string): Promise<Reply[]> {
  const checked = checkSupplierUrl(typed, ctx.services.webhookAllowPrivateNetworks);
  if (!checked.ok) return [errorReply(supplierProblem(checked.problem))];
  const { row } = located;
  const waiting = await waitingOrders(ctx, row.id);
  const secret = newSigningSecret();
  await bind(ctx, row.id, row.title, { kind: 'deliver', source: { kind: 'supplier', url: checked.url }, template: null }, secret);
  await ctx.audit(msg('audit-autopilot-supplier', { listing: row.id.slice(0, 8), title: row.title, host: hostOf(checked.url) }));
  return [
    {
      title: t('autopilot-on-title'),
      text: [
        t('autopilot-bound-supplier', { title: row.title, host: hostOf(checked.url) }),
        waitingLine(waiting),
        t('autopilot-secret', { secret }),
        t('autopilot-secret-docs'),
      ].join('\n'),
      tone: 'success',
      visibility: 'private',
    },
  ];
}

function supplierProblem(problem: SupplierUrlProblem): string {
  switch (problem) {
    case 'not-http':
      return t('autopilot-supplier-malformed');
    case 'plain-http':
      return t('autopilot-supplier-plain-http');
    case 'private-address':
      return t('autopilot-supplier-private');
    case 'credentials':
      return t('autopilot-supplier-credentials');
  }
}

/**
 * Binds (or rebinds) a listing; caps the seller set before stay, since a new source is no
 * reason to lift them. The account's next poll is made due at once, so the worker delivers
 * the orders already waiting (or tops the stock up) without waiting its turn.
 */
async function bind(
  ctx: AccountContext<'autopilot' | 'schedule'>,
  listingId: string,
  title: string,
  mode: AutopilotBinding['mode'],
  supplierSecret?: string,
): Promise<void> {
  const { autopilot } = ctx.services.stores;
  const before = await autopilot.binding(ctx.account.id, listingId);
  const binding: AutopilotBinding = {
    listingId,
    title,
    mode,
    capOrders: before?.capOrders ?? null,
    capCents: before?.capCents ?? null,
    since: ctx.now(),
    by: whoSwitched(ctx),
  };
  await autopilot.bind(ctx.account.id, binding, supplierSecret);
  await ctx.services.stores.schedule.dueNow(ctx.account.id, ctx.now());
}

/** How many of the listing's orders wait now (autopilot delivers them too), read before anything is bound. */
async function waitingOrders(ctx: MarketplaceContext, listingId: string): Promise<number> {
  const { orders } = await ctx.api.orders.list('awaiting_delivery');
  return orders.filter((order) => order.offer_id === listingId && order.status === 'awaiting_delivery').length;
}

function waitingLine(count: number): string {
  return count === 0 ? t('autopilot-waiting-none') : t('autopilot-waiting', { count });
}

async function existingPool(
  ctx: AccountContext<'pools'>,
  typed: string,
): Promise<{ name: string; summary: PoolSummary } | { refusal: Reply }> {
  const name = typed.toLowerCase();
  const summary = POOL_NAME.test(name) ? await ctx.services.stores.pools.get(ctx.account.id, name) : null;
  if (summary !== null) return { name, summary };
  const known = (await ctx.services.stores.pools.list(ctx.account.id)).map((pool) => pool.name);
  return {
    refusal: errorReply(
      known.length === 0
        ? t('autopilot-no-pools', { pool: typed })
        : t('autopilot-no-such-pool', { pool: typed, pools: known.map((each) => `\`${each}\``).join(', ') }),
    ),
  };
}

async function templateRefusal(ctx: MarketplaceContext, located: LocatedListing, template: string): Promise<Reply | null> {
  if (template.length > MAX_TEMPLATE_LENGTH) return errorReply(t('autopilot-template-too-long', { max: MAX_TEMPLATE_LENGTH }));
  const allowed = allowedPlaceholders(await buyerFieldKeys(ctx.api, located));
  const checked = checkTemplate(template, allowed);
  if (checked.ok) return null;
  const placeholders = allowed.map((name) => `\`{${name}}\``).join(', ');
  return errorReply(
    checked.problem === 'no-code'
      ? t('autopilot-template-no-code', { placeholders })
      : t('autopilot-template-unknown', { unknown: checked.unknown.map((name) => `\`{${name}}\``).join(', '), placeholders }),
  );
}

const off = accountVerb({
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
    return {
      text: binding.mode.kind === 'keep' ? t('autopilot-off-keep', { title: binding.title }) : t('autopilot-off', { title: binding.title }),
      tone: 'success',
    };
  },
});

const cap = accountVerb({
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
    if (binding.mode.kind === 'keep') return errorReply(t('autopilot-cap-keep', { title: binding.title }));
    const caps = readCaps(args.orders, args.dollars);
    if ('problem' in caps) return errorReply(caps.problem);
    if (!(await autopilot.update(ctx.account.id, { ...binding, ...caps })))
      return errorReply(t('autopilot-not-bound', { id: args.listing }));
    await ctx.audit(capsAudit(binding, caps));
    const text =
      caps.capOrders === null
        ? t('autopilot-cap-cleared', { title: binding.title })
        : t('autopilot-capped', { title: binding.title, caps: capsLine(caps.capOrders, caps.capCents) });
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

const keep = accountVerb({
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
      return errorReply(t('autopilot-keep-usage', { max: MAX_KEEP_UNITS }));
    }
    const located = await locateListing(ctx.api, args.listing);
    const { row } = located;
    const handOver = handOverOf(located);
    if (handOver === 'manual') return errorReply(t('autopilot-keep-manual', { listing: row.id.slice(0, 8) }));
    if (handOver === 'instant-other') return errorReply(t('autopilot-instant-other', { title: row.title }));
    const pool = await existingPool(ctx, typedPool);
    if ('refusal' in pool) return pool.refusal;
    await bind(ctx, row.id, row.title, { kind: 'keep', pool: pool.name, units });
    await ctx.audit(msg('audit-autopilot-keep', { listing: row.id.slice(0, 8), title: row.title, pool: pool.name, units }));
    return {
      title: t('autopilot-on-title'),
      text: t('autopilot-bound-keep', {
        title: row.title,
        pool: pool.name,
        units,
        count: pool.summary.available,
        perMinute: KEEP_STOCK_WRITES.perMinute,
        perHour: KEEP_STOCK_WRITES.perHour,
      }),
      tone: pool.summary.available === 0 ? 'warning' : 'success',
    };
  },
});

export const autopilot = verbCommand({
  id: 'autopilot',
  description: () => t('cmd-autopilot'),
  details: () => t('cmd-autopilot-details'),
  scopes: ['private', 'group'],
  verbs: [show, from, off, cap, keep],
  defaultVerb: 'show',
  // `autopilot <listing> from <pool>`: the listing comes first, as in `restock <listing> remove <unit>`.
  verbAfter: 1,
});
