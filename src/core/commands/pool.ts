import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { POOL_MAX_CODES, POOL_NAME, type AddToPoolResult, type PoolSummary } from '../../store/pool-store.js';
import { utcDay } from '../../store/sales-book.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { AccountContext } from '../context.js';
import { accountFlow } from '../flow-definition.js';
import type { FlowInput } from '../flow-types.js';
import { formatCount } from '../format/money.js';
import { promptsArePrivate } from '../../domain/platform.js';
import { rowList, type CodeRow } from '../code-rows.js';
import { parsePoolCodes, POOL_FILE_MAX_BYTES, type PoolCodesInput } from '../pool-codes.js';
import type { PoolData, Reply } from '../../domain/reply.js';
import { errorReply, infoReply } from '../reply-helpers.js';
import { accountVerb, verbCommand } from '../verb-command.js';
import { done, refused } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';

const POOL_FLOW = 'pool-add';
/** Duplicates are named by their line numbers, the first this many. */
const DUPLICATE_LINES_SHOWN = 20;

const nameArgument = argument(z.string().trim().max(64), { description: () => t('cmd-pool-name') });

/** The pools `pool` shows: every pool of the shop, or the one named. Counts only, never a code. */
export interface PoolsShown {
  pools: PoolData[];
}

/** `pool` lists every pool, `pool <name>` shows one. */
export const poolShow = typedVerb<{ name?: string | undefined }, PoolsShown, never, 'pools' | 'autopilot'>('pool', {
  name: 'show',
  description: () => t('cmd-pool-action-show'),
  ...commandArguments({ name: argument(z.string().trim().max(64).optional(), { description: () => t('cmd-pool-name') }) }),
  role: 'viewer',
  writes: false,
  marketplace: 'none',
  stores: ['pools', 'autopilot'],
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

/** Codes typed after the name, or asked for: in a private chat, or in a form only the asker sees. */
const add = accountVerb({
  name: 'add',
  description: () => t('cmd-pool-action-add'),
  ...commandArguments({
    name: nameArgument,
    codes: argument(z.string().optional(), { description: () => t('cmd-pool-codes'), rest: true, secret: true }),
  }),
  role: 'operator',
  writes: true,
  marketplace: 'none',
  stores: ['pools'],
  async run(ctx, args) {
    const typed = args.codes?.trim() ?? '';
    const inGroup = ctx.place.kind === 'group';
    // Codes typed into a group were seen by everyone there: they are not taken, and the message goes.
    if (inGroup && typed !== '') return codesInGroup(args.name);
    const name = poolName(args.name);
    if (!name.ok) return errorReply(name.message);
    if (typed !== '') return { ...(await addCodes(ctx, name.value, { commandLine: typed })), deleteUserMessage: true };
    if (inGroup && !promptsArePrivate(ctx.place.platform)) return infoReply(t('pool-add-private-only', { name: name.value }));
    return ctx.startFlow({ kind: POOL_FLOW, step: 'codes', data: { pool: name.value } });
  },
});

const addFlow = accountFlow({
  kind: POOL_FLOW,
  stores: ['pools'],
  role: 'operator',
  ttlSeconds: 30 * 60,
  acceptsFile: { codes: POOL_FILE_MAX_BYTES },
  schema: z.object({ pool: z.string() }),
  async handle(ctx, flow, input) {
    const { pool } = flow.data;
    const waiting = { step: 'codes', data: flow.data };
    if (input.type === 'start' || input.type === 'choice') {
      return {
        replies: [
          {
            text: t('pool-send-codes', { pool, max: formatCount(POOL_MAX_CODES) }),
            prompt: { kind: 'goods', label: t('pool-codes-label'), formId: flow.token, multiline: true },
          },
        ],
        next: waiting,
      };
    }
    // Asked for in a group, codes come only through the form only the asker sees.
    if (ctx.place.kind === 'group' && input.type !== 'form') {
      return { replies: [codesInGroup(pool)], next: waiting };
    }
    const source = codesSource(input);
    if (source === null) return { replies: [errorReply(t('pool-text-or-file'))], next: waiting };
    const parsed = parsePoolCodes(source);
    if (!parsed.ok) return { replies: [{ ...errorReply(parsed.message), deleteUserMessage: true }], next: waiting };
    const reply = await addParsed(ctx, pool, parsed.value);
    return { replies: [{ ...reply, deleteUserMessage: true }], done: msg('pool-done-codes-added', { pool }) };
  },
});

/** `pool low <name> <n|off>`: the team is told when fewer codes than this are left. */
const low = accountVerb({
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
      return errorReply(t('pool-low-usage', { name, max: formatCount(POOL_MAX_CODES) }));
    }
    if (!(await ctx.services.stores.pools.setLowWater(ctx.account.id, name, at))) return errorReply(await noSuchPool(ctx, name));
    await ctx.audit(at === null ? msg('audit-pool-low-off', { pool: name }) : msg('audit-pool-low', { pool: name, threshold: at }));
    return {
      text: at === null ? t('pool-low-cleared', { pool: name }) : t('pool-low-set', { pool: name, threshold: at }),
      tone: 'success',
    };
  },
});

/** The owner takes unsold codes back, as a file in their private chat. */
const withdraw = accountVerb({
  name: 'withdraw',
  description: () => t('cmd-pool-action-withdraw'),
  ...commandArguments({ name: nameArgument, count: argument(z.string().trim().optional(), { description: () => t('cmd-pool-count') }) }),
  role: 'owner',
  writes: true,
  marketplace: 'none',
  stores: ['pools'],
  secretAnswer: { what: () => t('pool-secret-what') },
  async confirm(ctx, args) {
    const count = withdrawCount(args.count);
    const pool = await ctx.services.stores.pools.get(ctx.account.id, args.name.toLowerCase());
    if (count === undefined || pool === null || pool.available === 0) return null;
    const taken = count === null ? pool.available : Math.min(count, pool.available);
    return t('pool-withdraw-confirm', { pool: pool.name, count: taken, available: formatCount(pool.available) });
  },
  async run(ctx, args) {
    const name = args.name.toLowerCase();
    const count = withdrawCount(args.count);
    if (count === undefined) return errorReply(t('pool-withdraw-usage', { name }));
    const { pools } = ctx.services.stores;
    if ((await pools.get(ctx.account.id, name)) === null) return errorReply(await noSuchPool(ctx, name));
    const codes = await pools.withdraw(ctx.account.id, name, count);
    if (codes.length === 0) return infoReply(t('pool-withdraw-none', { pool: name }));
    await ctx.audit(msg('audit-pool-withdrawn', { pool: name, count: codes.length }));
    const left = (await pools.get(ctx.account.id, name))?.available ?? 0;
    return {
      text: t('pool-withdrawn', { pool: name, count: codes.length, left: formatCount(left) }),
      tone: 'success',
      visibility: 'private',
      attachments: [codesFile(ctx, name, 'withdrawn', codes)],
    };
  },
});

/** The owner deletes a pool no listing uses and no order holds; its unsold codes come back as a file. */
const remove = accountVerb({
  name: 'remove',
  description: () => t('cmd-pool-action-remove'),
  ...commandArguments({ name: nameArgument }),
  role: 'owner',
  writes: true,
  marketplace: 'none',
  stores: ['pools', 'autopilot'],
  secretAnswer: { what: () => t('pool-secret-what') },
  async confirm(ctx, args) {
    const name = args.name.toLowerCase();
    const pool = await ctx.services.stores.pools.get(ctx.account.id, name);
    // A pool that cannot be removed is refused by the run itself, without asking first.
    if (pool === null || pool.held > 0 || (await boundTitles(ctx, name)).length > 0) return null;
    return t('pool-remove-confirm', { pool: name, count: pool.available });
  },
  async run(ctx, args) {
    const name = args.name.toLowerCase();
    const { pools } = ctx.services.stores;
    if ((await pools.get(ctx.account.id, name)) === null) return errorReply(await noSuchPool(ctx, name));
    const bound = await boundTitles(ctx, name);
    if (bound.length > 0) return errorReply(t('pool-remove-bound', { pool: name, listings: bound.join(', ') }));
    const removed = await pools.remove(ctx.account.id, name);
    if (removed.status !== 'removed') {
      return errorReply(removed.status === 'held' ? t('pool-remove-held', { pool: name }) : await noSuchPool(ctx, name));
    }
    await ctx.audit(msg('audit-pool-removed', { pool: name, count: removed.codes.length }));
    return {
      text: t('pool-removed', { pool: name, count: removed.codes.length }),
      tone: 'success',
      visibility: 'private',
      ...(removed.codes.length > 0 ? { attachments: [codesFile(ctx, name, 'removed', removed.codes)] } : {}),
    };
  },
});

const verbs = [poolShow, add, low, withdraw, remove];

export const pool = verbCommand({
  id: 'pool',
  description: () => t('cmd-pool'),
  details: () => t('cmd-pool-details', { max: formatCount(POOL_MAX_CODES) }),
  scopes: ['private', 'group'],
  flows: [addFlow],
  verbs,
  defaultVerb: 'show',
});

/** A new pool's name as typed, lower-cased; the command's own verbs are refused, or `pool add` could never be read. */
function poolName(typed: string): { ok: true; value: string } | { ok: false; message: string } {
  const name = typed.toLowerCase();
  if (verbs.some((verb) => verb.name === name)) return { ok: false, message: t('pool-name-is-verb', { name }) };
  if (!POOL_NAME.test(name)) return { ok: false, message: t('pool-name-rule', { name: typed }) };
  return { ok: true, value: name };
}

/** Said to the whole group, as a key posted there is: everyone there may have read the codes. */
function codesInGroup(name: string): Reply {
  return { text: t('pool-codes-in-group', { name }), tone: 'error', deleteUserMessage: true };
}

/** Null when `n` is not typed (every code), undefined when it is not a whole number from 1. */
function withdrawCount(typed: string | undefined): number | null | undefined {
  if (typed === undefined || typed === '') return null;
  if (!/^\d{1,6}$/.test(typed)) return undefined;
  const count = Number(typed);
  return count >= 1 ? count : undefined;
}

function codesSource(input: FlowInput): PoolCodesInput | null {
  switch (input.type) {
    case 'text':
      return { lines: input.text };
    case 'file':
      return { filename: input.filename, data: input.data };
    case 'form':
      return { lines: Object.values(input.values).join('\n') };
    default:
      return null;
  }
}

async function addCodes(ctx: AccountContext<'pools'>, pool: string, input: PoolCodesInput): Promise<Reply> {
  const parsed = parsePoolCodes(input);
  if (!parsed.ok) return errorReply(parsed.message);
  return addParsed(ctx, pool, parsed.value);
}

async function addParsed(ctx: AccountContext<'pools'>, pool: string, codes: CodeRow[]): Promise<Reply> {
  const result = await ctx.services.stores.pools.add(
    ctx.account.id,
    pool,
    codes.map(({ code }) => code),
    ctx.now(),
  );
  if (result.status === 'too-many') {
    return errorReply(
      t('pool-full', {
        pool,
        count: codes.length,
        available: result.available,
        room: Math.max(0, POOL_MAX_CODES - result.available),
        max: formatCount(POOL_MAX_CODES),
      }),
    );
  }
  if (result.added > 0) await ctx.audit(msg('audit-pool-added', { pool, count: result.added }));
  return {
    title: t('pool-title', { pool }),
    text: addedText(pool, codes, result),
    tone: result.duplicates.length > 0 ? 'warning' : 'success',
  };
}

function addedText(pool: string, codes: readonly CodeRow[], result: AddToPoolResult & { status: 'added' }): string {
  const lines = [t('pool-added', { pool, count: result.added })];
  if (result.duplicates.length > 0) {
    const rows = rowList(codes, result.duplicates, DUPLICATE_LINES_SHOWN);
    lines.push(t('pool-duplicates', { count: result.duplicates.length, lines: rows }));
  }
  lines.push(t('pool-now-has', { pool, count: result.available }));
  return lines.join('\n');
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
      {
        label: t('pool-bound-label'),
        value: pool.bound.length === 0 ? t('pool-bound-none') : pool.bound.map((listing) => boundTitle(listing.title)).join('\n'),
      },
    ],
    tone: pool.low ? 'warning' : 'info',
  };
}

/** A pool's counts as data: today's deliveries (UTC, as `pool <name>` counts them) and the listings it serves. */
async function poolData(ctx: AccountContext<'pools' | 'autopilot'>, pool: PoolSummary): Promise<PoolData> {
  const day = utcDay(ctx.now());
  const [delivered, bindings] = await Promise.all([
    ctx.services.stores.pools.deliveredOn(ctx.account.id, pool.name, day),
    ctx.services.stores.autopilot.listingsUsingPool(ctx.account.id, pool.name),
  ]);
  return {
    name: pool.name,
    available: pool.available,
    held: pool.held,
    delivered_today: delivered,
    day,
    low_at: pool.lowWater,
    low: isLow(pool),
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
