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

/** What `autopilot` shows: every listing on autopilot (or the one asked about), with its source, counts, caps and last failure. */
export async function autopilotOverview(ctx: AccountContext<'autopilot' | 'pools'>, only: AutopilotBinding | null = null): Promise<Reply> {
  const { autopilot, pools } = ctx.services.stores;
  const bindings = only === null ? await autopilot.bindings(ctx.account.id) : [only];
  const title = t('autopilot-title', { account: ctx.account.label });
  if (bindings.length === 0) return { title, text: t('autopilot-none'), tone: 'info' };
  const poolsByName = new Map((await pools.list(ctx.account.id)).map((pool) => [pool.name, pool]));
  const day = utcDay(ctx.now());
  const shown = bindings.slice(0, MAX_SHOWN);
  const fields = await Promise.all(
    shown.map(async (binding): Promise<ReplyField> => {
      const [delivered, failure] = await Promise.all([
        autopilot.deliveredOn(ctx.account.id, binding.listingId, day),
        autopilot.lastFailure(ctx.account.id, binding.listingId),
      ]);
      const lines = [
        modeLine(binding, poolsByName),
        ...(binding.mode.kind === 'deliver'
          ? [t('autopilot-delivered-today', { count: delivered }), capsLine(binding.capOrders, binding.capCents)]
          : []),
        ...(failure === null ? [] : [failureLine(failure, ctx.now())]),
      ];
      return {
        label: t('autopilot-listing-label', { title: binding.title, listing: binding.listingId.slice(0, 8) }),
        value: lines.join('\n'),
      };
    }),
  );
  const more = bindings.length - shown.length;
  return { title, fields, ...(more > 0 ? { text: t('autopilot-more', { count: more }) } : {}), tone: 'info' };
}

/** Where the listing's goods come from: a pool (with what is left in it), a supplier's host, or stock kept from a pool. */
function modeLine(binding: AutopilotBinding, pools: ReadonlyMap<string, PoolSummary>): string {
  const { mode } = binding;
  if (mode.kind === 'keep') return t('autopilot-mode-keep', { units: mode.units, pool: mode.pool, left: poolLeft(mode.pool, pools) });
  if (mode.source.kind === 'supplier') return t('autopilot-mode-supplier', { host: hostOf(mode.source.url) });
  const line = t('autopilot-mode-pool', { pool: mode.source.pool, left: poolLeft(mode.source.pool, pools) });
  return mode.template === null ? line : `${line}\n${t('autopilot-template-line', { template: mode.template })}`;
}

function poolLeft(name: string, pools: ReadonlyMap<string, PoolSummary>): string {
  const pool = pools.get(name);
  return pool === undefined ? t('autopilot-pool-gone') : t('autopilot-pool-codes', { count: pool.available });
}

/** The caps as one line, in the words `cap` sets them with. */
export function capsLine(capOrders: number | null, capCents: number | null): string {
  if (capOrders === null && capCents === null) return t('autopilot-caps-none');
  if (capCents === null) return t('autopilot-caps-orders', { orders: capOrders ?? 0 });
  if (capOrders === null) return t('autopilot-caps-dollars', { dollars: formatCents(capCents) });
  return t('autopilot-caps-both', { orders: capOrders, dollars: formatCents(capCents) });
}

/** The last time autopilot handed an order to people, worded now in the reader's language. */
function failureLine(failure: AutopilotFailure, now: number): string {
  const why = failureReason(failure);
  const when = formatWhen(failure.at, now);
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
