import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { POOL_MAX_CODES, type PoolSummary } from '../../store/pool-store.js';
import { utcDay } from '../../store/sales-book.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { AccountContext } from '../context.js';
import { formatCents, formatCount } from '../format/money.js';
import type { PoolData, Reply } from '../../domain/reply.js';
import { errorReply, infoReply } from '../reply-helpers.js';
import { verbCommand } from '../verb-command.js';
import { poolAdd, poolAddFlow } from './pool-add.js';
import { done, refused } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';
import { poolCost } from './pool-cost.js';

const nameArgument = argument(z.string().trim().max(64), { description: () => t('cmd-pool-name') });

/** The pools `pool` shows: every pool of the shop, or the one named. Counts only, never a code. */
export interface PoolsShown {
  pools: PoolData[];
}

/** `pool` lists every pool, `pool <name>` shows one. */
export const poolShow = typedVerb<{ name?: string | undefined }, PoolsShown, never, 'pools' | 'autopilot' | 'costs'>('pool', {
  name: 'show',
  description: () => t('cmd-pool-action-show'),
  ...commandArguments({ name: argument(z.string().trim().max(64).optional(), { description: () => t('cmd-pool-name') }) }),
  role: 'viewer',
  writes: false,
  marketplace: 'none',
  stores: ['pools', 'autopilot', 'costs'],
  async run(ctx, args) {
    const name = args.name?.toLowerCase() ?? '';
    const { pools } = ctx.services.stores;
    const shown = name === '' ? await pools.list(ctx.account.id) : [await pools.get(ctx.account.id, name)];
    if (shown[0] === null) return refused('not_found', await noSuchPool(ctx, name));
    return done({ pools: await Promise.all(shown.flatMap((one) => (one === null ? [] : [poolData(ctx, one)]))) });
  },
  chat(outcome, _ctx, args) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const [one] = outcome.value.pools;
    return args.name === undefined || args.name === '' || one === undefined ? listReply(outcome.value.pools) : showReply(one);
  },
});

/** A pool's low-water mark now: the team is told when fewer codes than `threshold` are left; null is none. */
export interface PoolLowSet {
  pool: string;
  threshold: number | null;
}

/** `pool low <name> <n|off>`: the team is told when fewer codes than this are left. */
export const poolLow = typedVerb<{ name: string; threshold?: string | undefined }, PoolLowSet, never, 'pools'>('pool', {
  name: 'low',
  description: () => t('cmd-pool-action-low'),
  ...commandArguments({
    name: nameArgument,
    threshold: argument(z.string().trim().optional(), { description: () => t('cmd-pool-threshold') }),
  }),
  role: 'manager',
  writes: true,
  marketplace: 'none',
  stores: ['pools'],
  async run(ctx, args) {
    const name = args.name.toLowerCase();
    const typed = args.threshold?.toLowerCase() ?? '';
    const at = typed === 'off' ? null : /^\d{1,6}$/.test(typed) ? Number(typed) : Number.NaN;
    if (at !== null && (!Number.isInteger(at) || at < 1 || at > POOL_MAX_CODES)) {
      return refused('refused', t('pool-low-usage', { name, max: formatCount(POOL_MAX_CODES) }));
    }
    if (!(await ctx.services.stores.pools.setLowWater(ctx.account.id, name, at))) return refused('not_found', await noSuchPool(ctx, name));
    await ctx.audit(at === null ? msg('audit-pool-low-off', { pool: name }) : msg('audit-pool-low', { pool: name, threshold: at }));
    return done({ pool: name, threshold: at });
  },
  chat(outcome) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { pool, threshold } = outcome.value;
    return {
      text: threshold === null ? t('pool-low-cleared', { pool }) : t('pool-low-set', { pool, threshold }),
      tone: 'success',
    };
  },
});

/** The file of codes taken out of a pool, for the owner's private chat alone: never shown on a page or logged. */
type CodesFile = ReturnType<typeof codesFile>;

/** Codes taken out of a pool (`withdrawn` of them, `left` still in it), as the file the owner is sent privately. */
interface PoolWithdrawn {
  pool: string;
  withdrawn: number;
  left: number;
  file: CodesFile | null;
}

/** What withdrawing asks first: this many of the pool's available codes. */
interface PoolWithdrawPreview {
  pool: string;
  count: number;
  available: number;
}

/** The owner takes unsold codes back, as a file in their private chat. */
export const poolWithdraw = typedVerb<{ name: string; count?: string | undefined }, PoolWithdrawn, PoolWithdrawPreview, 'pools'>('pool', {
  name: 'withdraw',
  description: () => t('cmd-pool-action-withdraw'),
  ...commandArguments({ name: nameArgument, count: argument(z.string().trim().optional(), { description: () => t('cmd-pool-count') }) }),
  role: 'owner',
  writes: true,
  marketplace: 'none',
  stores: ['pools'],
  secretAnswer: { what: () => t('pool-secret-what') },
  async ask(ctx, args) {
    const count = withdrawCount(args.count);
    const pool = await ctx.services.stores.pools.get(ctx.account.id, args.name.toLowerCase());
    if (count === undefined || pool === null || pool.available === 0) return null;
    const taken = count === null ? pool.available : Math.min(count, pool.available);
    return {
      question: t('pool-withdraw-confirm', { pool: pool.name, count: taken, available: formatCount(pool.available) }),
      preview: { pool: pool.name, count: taken, available: pool.available },
    };
  },
  async run(ctx, args) {
    const name = args.name.toLowerCase();
    const count = withdrawCount(args.count);
    if (count === undefined) return refused('refused', t('pool-withdraw-usage', { name }));
    const { pools } = ctx.services.stores;
    if ((await pools.get(ctx.account.id, name)) === null) return refused('not_found', await noSuchPool(ctx, name));
    const codes = await pools.withdraw(ctx.account.id, name, count);
    if (codes.length === 0) return done({ pool: name, withdrawn: 0, left: 0, file: null });
    await ctx.audit(msg('audit-pool-withdrawn', { pool: name, count: codes.length }));
    const left = (await pools.get(ctx.account.id, name))?.available ?? 0;
    return done({ pool: name, withdrawn: codes.length, left, file: codesFile(ctx, name, 'withdrawn', codes) });
  },
  chat(outcome) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { pool, withdrawn, left, file } = outcome.value;
    if (file === null) return infoReply(t('pool-withdraw-none', { pool }));
    return {
      text: t('pool-withdrawn', { pool, count: withdrawn, left: formatCount(left) }),
      tone: 'success',
      visibility: 'private',
      attachments: [file],
    };
  },
});

/** A pool deleted, with its `removed` unsold codes as the file the owner is sent privately (null when there were none). */
interface PoolRemoved {
  pool: string;
  removed: number;
  file: CodesFile | null;
}

/** The owner deletes a pool no listing uses and no order holds; its unsold codes come back as a file. */
export const poolRemove = typedVerb<{ name: string }, PoolRemoved, { pool: string; count: number }, 'pools' | 'autopilot'>('pool', {
  name: 'remove',
  description: () => t('cmd-pool-action-remove'),
  ...commandArguments({ name: nameArgument }),
  role: 'owner',
  writes: true,
  marketplace: 'none',
  stores: ['pools', 'autopilot'],
  secretAnswer: { what: () => t('pool-secret-what') },
  async ask(ctx, args) {
    const name = args.name.toLowerCase();
    const pool = await ctx.services.stores.pools.get(ctx.account.id, name);
    // A pool that cannot be removed is refused by the run itself, without asking first.
    if (pool === null || pool.held > 0 || (await boundTitles(ctx, name)).length > 0) return null;
    return { question: t('pool-remove-confirm', { pool: name, count: pool.available }), preview: { pool: name, count: pool.available } };
  },
  async run(ctx, args) {
    const name = args.name.toLowerCase();
    const { pools } = ctx.services.stores;
    if ((await pools.get(ctx.account.id, name)) === null) return refused('not_found', await noSuchPool(ctx, name));
    const bound = await boundTitles(ctx, name);
    if (bound.length > 0) return refused('refused', t('pool-remove-bound', { pool: name, listings: bound.join(', ') }));
    const removed = await pools.remove(ctx.account.id, name);
    if (removed.status !== 'removed') {
      return removed.status === 'held'
        ? refused('refused', t('pool-remove-held', { pool: name }))
        : refused('not_found', await noSuchPool(ctx, name));
    }
    await ctx.audit(msg('audit-pool-removed', { pool: name, count: removed.codes.length }));
    const file = removed.codes.length > 0 ? codesFile(ctx, name, 'removed', removed.codes) : null;
    return done({ pool: name, removed: removed.codes.length, file });
  },
  chat(outcome) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { pool, removed, file } = outcome.value;
    return {
      text: t('pool-removed', { pool, count: removed }),
      tone: 'success',
      visibility: 'private',
      ...(file === null ? {} : { attachments: [file] }),
    };
  },
});

export const pool = verbCommand({
  id: 'pool',
  description: () => t('cmd-pool'),
  details: () => t('cmd-pool-details', { max: formatCount(POOL_MAX_CODES) }),
  scopes: ['private', 'group'],
  flows: [poolAddFlow],
  verbs: [poolShow, poolAdd, poolLow, poolWithdraw, poolRemove, poolCost],
  defaultVerb: 'show',
});

/** Null when `n` is not typed (every code), undefined when it is not a whole number from 1. */
function withdrawCount(typed: string | undefined): number | null | undefined {
  if (typed === undefined || typed === '') return null;
  if (!/^\d{1,6}$/.test(typed)) return undefined;
  const count = Number(typed);
  return count >= 1 ? count : undefined;
}

function listReply(pools: readonly PoolData[]): Reply {
  if (pools.length === 0) return infoReply(t('pool-none'));
  return { title: t('pool-list-title'), text: pools.map(summaryLine).join('\n'), tone: 'info' };
}

function summaryLine(pool: PoolData): string {
  const line = t('pool-list-line', { pool: pool.name, available: formatCount(pool.available), held: formatCount(pool.held) });
  return pool.low_at !== null && pool.low ? `${line} ${t('pool-list-low', { threshold: formatCount(pool.low_at) })}` : line;
}

function isLow(pool: PoolSummary): boolean {
  return pool.lowWater !== null && pool.available < pool.lowWater;
}

function showReply(pool: PoolData): Reply {
  const { name } = pool;
  return {
    title: t('pool-title', { pool: name }),
    fields: [
      { label: t('pool-available-label'), value: formatCount(pool.available), inline: true },
      { label: t('pool-held-label'), value: formatCount(pool.held), inline: true },
      { label: t('pool-delivered-label', { day: pool.day }), value: formatCount(pool.delivered_today), inline: true },
      {
        label: t('pool-low-label'),
        value: pool.low_at === null ? t('pool-low-unset', { pool: name }) : formatCount(pool.low_at),
        inline: true,
      },
      ...(pool.cost_cents === null ? [] : [{ label: t('pool-cost-label'), value: formatCents(pool.cost_cents), inline: true }]),
      {
        label: t('pool-bound-label'),
        value: pool.bound.length === 0 ? t('pool-bound-none') : pool.bound.map((listing) => boundTitle(listing.title)).join('\n'),
      },
    ],
    tone: pool.low ? 'warning' : 'info',
  };
}

/** A pool's counts as data: today's deliveries (UTC, as `pool <name>` counts them) and the listings it serves. */
async function poolData(ctx: AccountContext<'pools' | 'autopilot' | 'costs'>, pool: PoolSummary): Promise<PoolData> {
  const day = utcDay(ctx.now());
  const [delivered, bindings, cost] = await Promise.all([
    ctx.services.stores.pools.deliveredOn(ctx.account.id, pool.name, day),
    ctx.services.stores.autopilot.listingsUsingPool(ctx.account.id, pool.name),
    ctx.services.stores.costs.get(ctx.account.id, { kind: 'pool', pool: pool.name }),
  ]);
  return {
    name: pool.name,
    available: pool.available,
    held: pool.held,
    delivered_today: delivered,
    day,
    low_at: pool.lowWater,
    low: isLow(pool),
    cost_cents: cost,
    bound: bindings.map((binding) => ({ listing_id: binding.listingId, title: binding.title, mode: binding.mode.kind })),
  };
}

/** A bound listing's title as it was when bound. */
function boundTitle(title: string): string {
  return t('pool-bound-title', { title });
}

/** The titles of the listings autopilot serves from this pool, as they were when bound. */
async function boundTitles(ctx: AccountContext<'autopilot'>, name: string): Promise<string[]> {
  return (await ctx.services.stores.autopilot.listingsUsingPool(ctx.account.id, name)).map((binding) => boundTitle(binding.title));
}

async function noSuchPool(ctx: AccountContext<'pools'>, name: string): Promise<string> {
  const names = (await ctx.services.stores.pools.list(ctx.account.id)).map((pool) => pool.name);
  if (names.length === 0) return t('pool-not-found-none', { name });
  return t('pool-not-found', { name, pools: names.join(', ') });
}

/** The codes in clear, one per line: sent only in the owner's private chat (the verbs' `secretAnswer`). */
function codesFile(ctx: AccountContext, pool: string, why: 'withdrawn' | 'removed', codes: readonly string[]) {
  return {
    filename: `pool-${pool}-${why}-${utcDay(ctx.now())}.txt`,
    contentType: 'text/plain',
    data: new TextEncoder().encode(`${codes.join('\n')}\n`),
  };
}
