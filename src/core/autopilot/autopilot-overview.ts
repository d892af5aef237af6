import { render, t } from '../../i18n/index.js';
import type { AutopilotBinding, AutopilotFailure } from '../../store/autopilot-store.js';
import type { PoolSummary } from '../../store/pool-store.js';
import { utcDay } from '../../store/sales-book.js';
import type { AccountContext } from '../context.js';
import { formatCents } from '../format/money.js';
import { formatWhen } from '../format/time.js';
import type { Reply, ReplyField } from '../../domain/reply.js';

/** Discord shows at most 25 fields in one embed: one listing each. */
const MAX_SHOWN = 25;

/** Where a bound listing's goods come from; `left` is what its pool holds now, null when the pool is gone. */
type AutopilotSource =
  | { kind: 'pool'; pool: string; left: number | null; template: string | null }
  | { kind: 'supplier'; host: string }
  | { kind: 'keep'; pool: string; left: number | null; units: number };

/** One listing on autopilot: its source, today's deliveries (UTC), its caps and the last time it handed an order to people. */
export interface AutopilotListingFacts {
  listingId: string;
  title: string;
  source: AutopilotSource;
  deliveredToday: number;
  capOrders: number | null;
  capCents: number | null;
  /** `reason` is worded in the reader's language. */
  lastFailure: { at: number; orderId: string | null; reason: string } | null;
}

/** What `autopilot` shows: every listing on autopilot (or the one asked about). */
export async function autopilotFacts(
  ctx: AccountContext<'autopilot' | 'pools'>,
  only: AutopilotBinding | null = null,
): Promise<AutopilotListingFacts[]> {
  const { autopilot, pools } = ctx.services.stores;
  const bindings = only === null ? await autopilot.bindings(ctx.account.id) : [only];
  const poolsByName = new Map((await pools.list(ctx.account.id)).map((pool) => [pool.name, pool]));
  const day = utcDay(ctx.now());
  return Promise.all(
    bindings.map(async (binding): Promise<AutopilotListingFacts> => {
      const [delivered, failure] = await Promise.all([
        autopilot.deliveredOn(ctx.account.id, binding.listingId, day),
        autopilot.lastFailure(ctx.account.id, binding.listingId),
      ]);
      return {
        listingId: binding.listingId,
        title: binding.title,
        source: sourceOf(binding, poolsByName),
        deliveredToday: delivered,
        capOrders: binding.capOrders,
        capCents: binding.capCents,
        lastFailure: failure === null ? null : { at: failure.at, orderId: failure.orderId, reason: failureReason(failure) },
      };
    }),
  );
}

function sourceOf({ mode }: AutopilotBinding, pools: ReadonlyMap<string, PoolSummary>): AutopilotSource {
  const left = (name: string) => pools.get(name)?.available ?? null;
  if (mode.kind === 'keep') return { kind: 'keep', pool: mode.pool, left: left(mode.pool), units: mode.units };
  if (mode.source.kind === 'supplier') return { kind: 'supplier', host: hostOf(mode.source.url) };
  return { kind: 'pool', pool: mode.source.pool, left: left(mode.source.pool), template: mode.template };
}

/** `autopilot`'s reply: one field per listing, with its source, counts, caps and last failure. */
export function overviewReply(ctx: AccountContext, listings: readonly AutopilotListingFacts[]): Reply {
  const title = t('autopilot-title', { account: ctx.account.label });
  if (listings.length === 0) return { title, text: t('autopilot-none'), tone: 'info' };
  const shown = listings.slice(0, MAX_SHOWN);
  const fields = shown.map((listing): ReplyField => {
    const lines = [
      modeLine(listing.source),
      ...(listing.source.kind === 'keep'
        ? []
        : [t('autopilot-delivered-today', { count: listing.deliveredToday }), capsLine(listing.capOrders, listing.capCents)]),
      ...(listing.lastFailure === null ? [] : [failureLine(listing.lastFailure, ctx.now())]),
    ];
    return {
      label: t('autopilot-listing-label', { title: listing.title, listing: listing.listingId.slice(0, 8) }),
      value: lines.join('\n'),
    };
  });
  const more = listings.length - shown.length;
  return { title, fields, ...(more > 0 ? { text: t('autopilot-more', { count: more }) } : {}), tone: 'info' };
}

/** Where the listing's goods come from: a pool (with what is left in it), a supplier's host, or stock kept from a pool. */
function modeLine(source: AutopilotSource): string {
  if (source.kind === 'keep') return t('autopilot-mode-keep', { units: source.units, pool: source.pool, left: poolLeft(source.left) });
  if (source.kind === 'supplier') return t('autopilot-mode-supplier', { host: source.host });
  const line = t('autopilot-mode-pool', { pool: source.pool, left: poolLeft(source.left) });
  return source.template === null ? line : `${line}\n${t('autopilot-template-line', { template: source.template })}`;
}

function poolLeft(left: number | null): string {
  return left === null ? t('autopilot-pool-gone') : t('autopilot-pool-codes', { count: left });
}

/** The caps as one line, in the words `cap` sets them with. */
export function capsLine(capOrders: number | null, capCents: number | null): string {
  if (capOrders === null && capCents === null) return t('autopilot-caps-none');
  if (capCents === null) return t('autopilot-caps-orders', { orders: capOrders ?? 0 });
  if (capOrders === null) return t('autopilot-caps-dollars', { dollars: formatCents(capCents) });
  return t('autopilot-caps-both', { orders: capOrders, dollars: formatCents(capCents) });
}

/** The last time autopilot handed an order to people, worded now in the reader's language. */
function failureLine(failure: { at: number; orderId: string | null; reason: string }, now: number): string {
  const when = formatWhen(failure.at, now);
  const why = failure.reason;
  return failure.orderId === null
    ? t('autopilot-last-failure', { when, why })
    : t('autopilot-last-failure-order', { when, why, order: failure.orderId.slice(0, 8) });
}

/** Why autopilot failed: the worker stored the sentence as its key and arguments, worded here in the reader's language. */
export function failureReason(failure: AutopilotFailure): string {
  return render({ key: failure.reason, args: failure.args });
}

/** A supplier is named by its host: the path may carry a token the seller would not want shown in a group. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
