import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { POOL_MAX_CODES, POOL_NAME } from '../../store/pool-store.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { AccountContext } from '../context.js';
import { accountFlow } from '../flow-definition.js';
import type { FlowInput } from '../flow-types.js';
import { formatCount } from '../format/money.js';
import { promptsArePrivate } from '../../domain/platform.js';
import type { CodeRow } from '../code-rows.js';
import { parsePoolCodes, POOL_FILE_MAX_BYTES, type PoolCodesInput } from '../pool-codes.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply, infoReply } from '../reply-helpers.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';

const POOL_FLOW = 'pool-add';
/** Duplicates are named by their line numbers, the first this many. */
const DUPLICATE_LINES_SHOWN = 20;
/** `pool`'s verbs: a pool named like one could never be read back (`pool add add …`). */
const POOL_VERB_NAMES = ['show', 'add', 'low', 'withdraw', 'remove', 'cost'];

/**
 * Codes added to a pool, counted (never a code): the rows skipped as duplicates, and the pool's
 * codes now. Or, with no codes given, the question for them (`ask_codes`), or where the chat
 * cannot ask privately, the sentence that they go only to a private chat (`private_only`).
 */
export type PoolCodesAdded = CodesAdded | { kind: 'ask_codes'; pool: string } | { kind: 'private_only'; pool: string };

interface CodesAdded {
  kind: 'added';
  pool: string;
  added: number;
  /** The rows (lines of the message or file) of the codes skipped as already in a pool or a listing. */
  duplicateRows: number[];
  available: number;
}

/** Codes typed after the name, or asked for: in a private chat, or in a form only the asker sees. */
export const poolAdd = typedVerb<{ name: string; codes: PoolCodesInput | null }, PoolCodesAdded, never, 'pools'>('pool', {
  name: 'add',
  description: () => t('cmd-pool-action-add'),
  ...poolAddArguments(),
  role: 'operator',
  writes: true,
  marketplace: 'none',
  stores: ['pools'],
  async run(ctx, args) {
    // Codes typed into a group were seen by everyone there: they are not taken.
    if (ctx.place.kind === 'group' && args.codes !== null) return refused('refused', t('pool-codes-in-group', { name: args.name }));
    const name = poolName(args.name);
    if (!name.ok) return refused('refused', name.message);
    if (args.codes !== null) return addCodes(ctx, name.value, args.codes);
    if (ctx.place.kind === 'group' && !promptsArePrivate(ctx.place.platform)) return done({ kind: 'private_only', pool: name.value });
    return done({ kind: 'ask_codes', pool: name.value });
  },
  async chat(outcome, ctx, args) {
    const typed = args.codes !== null;
    // The message with the codes goes: in a group, where everyone saw them, and wherever they were taken.
    if (typed && ctx.place.kind === 'group') return codesInGroup(args.name);
    if (!outcome.ok) return typed && poolName(args.name).ok ? addedChat(outcome) : errorReply(outcome.refusal.message);
    const added = outcome.value;
    if (added.kind === 'ask_codes') return ctx.startFlow({ kind: POOL_FLOW, step: 'codes', data: { pool: added.pool } });
    if (added.kind === 'private_only') return infoReply(t('pool-add-private-only', { name: added.pool }));
    return addedChat(done(added));
  },
});

function poolAddArguments() {
  const typed = commandArguments({
    name: argument(z.string().trim().max(64), { description: () => t('cmd-pool-name') }),
    codes: argument(z.string().optional(), { description: () => t('cmd-pool-codes'), rest: true, secret: true }),
  });
  return {
    arguments: typed.arguments,
    schema: typed.schema.transform(({ name, codes }) => {
      const line = codes?.trim() ?? '';
      return { name, codes: line === '' ? null : { commandLine: line } };
    }),
  };
}

export const poolAddFlow = accountFlow({
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
    const reply = addedChat(await addParsed(ctx, pool, parsed.value));
    return { replies: [reply], done: msg('pool-done-codes-added', { pool }) };
  },
});

/** A new pool's name as typed, lower-cased; the command's own verbs are refused, or `pool add` could never be read. */
function poolName(typed: string): { ok: true; value: string } | { ok: false; message: string } {
  const name = typed.toLowerCase();
  if (POOL_VERB_NAMES.includes(name)) return { ok: false, message: t('pool-name-is-verb', { name }) };
  if (!POOL_NAME.test(name)) return { ok: false, message: t('pool-name-rule', { name: typed }) };
  return { ok: true, value: name };
}

/** Said to the whole group, as a key posted there is: everyone there may have read the codes. */
function codesInGroup(name: string): Reply {
  return { text: t('pool-codes-in-group', { name }), tone: 'error', deleteUserMessage: true };
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

async function addCodes(ctx: AccountContext<'pools'>, pool: string, input: PoolCodesInput): Promise<Outcome<CodesAdded>> {
  const parsed = parsePoolCodes(input);
  if (!parsed.ok) return refused('refused', parsed.message);
  return addParsed(ctx, pool, parsed.value);
}

async function addParsed(ctx: AccountContext<'pools'>, pool: string, codes: CodeRow[]): Promise<Outcome<CodesAdded>> {
  const result = await ctx.services.stores.pools.add(
    ctx.account.id,
    pool,
    codes.map(({ code }) => code),
    ctx.now(),
  );
  if (result.status === 'too-many') {
    return refused(
      'refused',
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
  const duplicateRows = result.duplicates.map((place) => codes[place]?.row ?? place + 1);
  return done({ kind: 'added', pool, added: result.added, duplicateRows, available: result.available });
}

/** What adding codes said, on a reply that takes the message with the codes away. */
function addedChat(outcome: Outcome<CodesAdded>): Reply {
  if (!outcome.ok) return { ...errorReply(outcome.refusal.message), deleteUserMessage: true };
  const { pool, added, duplicateRows, available } = outcome.value;
  const lines = [t('pool-added', { pool, count: added })];
  if (duplicateRows.length > 0) {
    const shown = duplicateRows.slice(0, DUPLICATE_LINES_SHOWN).map(String);
    if (duplicateRows.length > DUPLICATE_LINES_SHOWN) shown.push('…');
    lines.push(t('pool-duplicates', { count: duplicateRows.length, lines: shown.join(', ') }));
  }
  lines.push(t('pool-now-has', { pool, count: available }));
  return {
    title: t('pool-title', { pool }),
    text: lines.join('\n'),
    tone: duplicateRows.length > 0 ? 'warning' : 'success',
    deleteUserMessage: true,
  };
}
