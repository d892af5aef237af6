import { msg, t } from '../../i18n/index.js';
import { newSigningSecret } from '../../net/signing-secret.js';
import type { AutopilotBinding } from '../../store/autopilot-store.js';
import { POOL_NAME, type PoolSummary } from '../../store/pool-store.js';
import type { AccountContext, MarketplaceContext } from '../context.js';
import type { LocatedListing } from '../listing-lookup.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import { buyerFieldKeys } from './autopilot-listing.js';
import { hostOf } from './autopilot-overview.js';
import { allowedPlaceholders, checkTemplate } from './goods-template.js';
import { checkSupplierUrl, type SupplierUrlProblem } from './supplier-url.js';

/** A template is one goods entry's text: far shorter than anything a buyer is sent at once. */
const MAX_TEMPLATE_LENGTH = 500;

/**
 * A listing put on autopilot: delivered from a pool (`available` codes in it now), by the
 * seller's supplier (named by its host; `signingSecret` is shown this once, to the one who
 * bound it, and kept sealed after), or kept stocked to `units` from a pool. `waiting` counts
 * the listing's orders waiting now, which autopilot delivers too.
 */
export type AutopilotBound =
  | { kind: 'pool'; listingId: string; title: string; pool: string; available: number; waiting: number }
  | { kind: 'supplier'; listingId: string; title: string; host: string; waiting: number; signingSecret: string }
  | { kind: 'keep'; listingId: string; title: string; pool: string; units: number; available: number };

export async function bindPool(
  ctx: MarketplaceContext<'autopilot' | 'pools' | 'schedule'>,
  located: LocatedListing,
  typedPool: string,
  template: string | null,
): Promise<Outcome<AutopilotBound>> {
  const pool = await existingPool(ctx, typedPool);
  if ('refusal' in pool) return refused('not_found', pool.refusal);
  if (template !== null) {
    const refusal = await templateRefusal(ctx, located, template);
    if (refusal !== null) return refused('refused', refusal);
  }
  const { row } = located;
  const waiting = await waitingOrders(ctx, row.id);
  await bind(ctx, row.id, row.title, { kind: 'deliver', source: { kind: 'pool', pool: pool.name }, template });
  await ctx.audit(msg('audit-autopilot-pool', { listing: row.id.slice(0, 8), title: row.title, pool: pool.name }));
  return done({ kind: 'pool', listingId: row.id, title: row.title, pool: pool.name, available: pool.summary.available, waiting });
}

export async function bindSupplier(
  ctx: MarketplaceContext<'autopilot' | 'schedule'>,
  located: LocatedListing,
  typed: string,
): Promise<Outcome<AutopilotBound>> {
  const checked = checkSupplierUrl(typed, ctx.services.webhookAllowPrivateNetworks);
  if (!checked.ok) return refused('refused', supplierProblem(checked.problem));
  const { row } = located;
  const waiting = await waitingOrders(ctx, row.id);
  const signingSecret = newSigningSecret();
  const host = hostOf(checked.url);
  await bind(ctx, row.id, row.title, { kind: 'deliver', source: { kind: 'supplier', url: checked.url }, template: null }, signingSecret);
  await ctx.audit(msg('audit-autopilot-supplier', { listing: row.id.slice(0, 8), title: row.title, host }));
  return done({ kind: 'supplier', listingId: row.id, title: row.title, host, waiting, signingSecret });
}

export async function bindKeep(
  ctx: MarketplaceContext<'autopilot' | 'pools' | 'schedule'>,
  located: LocatedListing,
  typedPool: string,
  units: number,
): Promise<Outcome<AutopilotBound>> {
  const pool = await existingPool(ctx, typedPool);
  if ('refusal' in pool) return refused('not_found', pool.refusal);
  const { row } = located;
  await bind(ctx, row.id, row.title, { kind: 'keep', pool: pool.name, units });
  await ctx.audit(msg('audit-autopilot-keep', { listing: row.id.slice(0, 8), title: row.title, pool: pool.name, units }));
  return done({ kind: 'keep', listingId: row.id, title: row.title, pool: pool.name, units, available: pool.summary.available });
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
    by: ctx.actor.displayName ?? ctx.actor.userId,
  };
  await autopilot.bind(ctx.account.id, binding, supplierSecret);
  await ctx.services.stores.schedule.dueNow(ctx.account.id, ctx.now());
}

/** How many of the listing's orders wait now (autopilot delivers them too), read before anything is bound. */
async function waitingOrders(ctx: MarketplaceContext, listingId: string): Promise<number> {
  const { orders } = await ctx.api.orders.list('awaiting_delivery');
  return orders.filter((order) => order.offer_id === listingId && order.status === 'awaiting_delivery').length;
}

async function existingPool(
  ctx: AccountContext<'pools'>,
  typed: string,
): Promise<{ name: string; summary: PoolSummary } | { refusal: string }> {
  const name = typed.toLowerCase();
  const summary = POOL_NAME.test(name) ? await ctx.services.stores.pools.get(ctx.account.id, name) : null;
  if (summary !== null) return { name, summary };
  const known = (await ctx.services.stores.pools.list(ctx.account.id)).map((pool) => pool.name);
  return {
    refusal:
      known.length === 0
        ? t('autopilot-no-pools', { pool: typed })
        : t('autopilot-no-such-pool', { pool: typed, pools: known.map((each) => `\`${each}\``).join(', ') }),
  };
}

async function templateRefusal(ctx: MarketplaceContext, located: LocatedListing, template: string): Promise<string | null> {
  if (template.length > MAX_TEMPLATE_LENGTH) return t('autopilot-template-too-long', { max: MAX_TEMPLATE_LENGTH });
  const allowed = allowedPlaceholders(await buyerFieldKeys(ctx.api, located));
  const checked = checkTemplate(template, allowed);
  if (checked.ok) return null;
  const placeholders = allowed.map((name) => `\`{${name}}\``).join(', ');
  return checked.problem === 'no-code'
    ? t('autopilot-template-no-code', { placeholders })
    : t('autopilot-template-unknown', { unknown: checked.unknown.map((name) => `\`{${name}}\``).join(', '), placeholders });
}
