import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { MAX_API_TOKENS } from '../../store/api-token-store.js';
import { ROLES, type Role } from '../../domain/roles.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { AccountContext } from '../context.js';
import { roleWord } from '../format/role-words.js';
import { formatUtc } from '../format/time.js';
import { errorReply } from '../reply-helpers.js';
import type { Reply } from '../../domain/reply.js';
import { verbCommand } from '../verb-command.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';
import { ShownOnce } from '../typed/shown-once.js';

/** A label is typed in commands and shown in the audit: short, plain, one word. */
const LABEL = /^[a-z0-9][a-z0-9_-]{0,31}$/;

const tokenArguments = commandArguments({
  action: argument(z.enum(['create', 'revoke']), {
    description: () => t('cmd-api-action'),
    choiceLabels: { create: () => t('cmd-api-action-create'), revoke: () => t('cmd-api-action-revoke') },
  }),
  value: argument(z.string().trim().toLowerCase(), { description: () => t('cmd-api-value') }),
  label: argument(z.string().trim().toLowerCase().optional(), { description: () => t('cmd-api-label') }),
});

/** A token of the shop's as `api tokens` lists it (times in ms); its secret is never kept to show again. */
export interface ApiTokenFacts {
  label: string;
  role: Role;
  created_at: number;
  last_used_at: number | null;
  actions: 'revoke'[];
}

export const apiTokens = typedVerb<Record<string, never>, { tokens: ApiTokenFacts[] }, never, 'apiTokens'>('api', {
  name: 'tokens',
  description: () => t('cmd-api-action-tokens'),
  ...commandArguments({}),
  role: 'owner',
  writes: false,
  marketplace: 'none',
  stores: ['apiTokens'],
  async run(ctx) {
    const list = await ctx.services.stores.apiTokens.list(ctx.account.id);
    return done({
      tokens: list.map((token) => ({
        label: token.label,
        role: token.role,
        created_at: token.createdAt,
        last_used_at: token.lastUsedAt,
        actions: ['revoke'],
      })),
    });
  },
  chat(outcome, ctx): Reply {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const list = outcome.value.tokens;
    if (list.length === 0) return { text: t('api-tokens-none', { label: ctx.account.label }), tone: 'info' };
    return {
      title: t('api-tokens-title', { label: ctx.account.label }),
      text: t('api-tokens-hint'),
      list: {
        items: list.map((token) => ({
          title: `${token.label} · ${roleWord(token.role)}`,
          detail: t('api-token-detail', {
            created: formatUtc(token.created_at),
            used: token.last_used_at === null ? t('api-token-never-used') : formatUtc(token.last_used_at),
          }),
        })),
        page: 1,
        pageCount: 1,
        total: list.length,
      },
    };
  },
});

/** What `api token` did: a token made (its secret shown to the owner once, in private) or one revoked. */
export type ApiTokenChange = { action: 'created'; label: string; role: Role; token: ShownOnce } | { action: 'revoked'; label: string };

type TokenArgs = { action: 'create' | 'revoke'; value: string; label?: string | undefined };

export const apiToken = typedVerb<TokenArgs, ApiTokenChange, never, 'apiTokens'>('api', {
  name: 'token',
  description: () => t('cmd-api-action-token'),
  ...tokenArguments,
  role: 'owner',
  writes: true,
  marketplace: 'none',
  stores: ['apiTokens'],
  secretAnswer: { what: () => t('api-secret-what'), when: { argument: 'action', values: ['create'] } },
  run: (ctx, args) => (args.action === 'create' ? create(ctx, args.value, args.label) : revoke(ctx, args.value)),
  chat(outcome, ctx): Reply {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const change = outcome.value;
    if (change.action === 'revoked') return { text: t('api-token-revoked', { label: change.label }), tone: 'success' };
    return {
      title: t('api-token-title'),
      text: t('api-token-created', {
        token: change.token.reveal(),
        label: change.label,
        role: roleWord(change.role),
        shop: ctx.account.label,
      }),
      visibility: 'private',
      tone: 'success',
    };
  },
});

async function create(
  ctx: AccountContext<'apiTokens'>,
  typedRole: string,
  typedLabel: string | undefined,
): Promise<Outcome<ApiTokenChange>> {
  const role = z.enum(ROLES).safeParse(typedRole);
  if (!role.success) return refused('refused', t('api-token-which-role'));
  const label = typedLabel ?? (await freeLabel(ctx, role.data));
  if (!LABEL.test(label)) return refused('refused', t('api-token-label-rule', { label }));
  const created = await ctx.services.stores.apiTokens.create(ctx.account.id, label, role.data, ctx.identityId, ctx.now());
  if (!created.ok && created.reason === 'label_taken') return refused('refused', t('api-token-label-taken', { label }));
  if (!created.ok) return refused('refused', t('api-token-too-many', { max: MAX_API_TOKENS }));
  await ctx.audit(msg('audit-api-token-created', { role: role.data, token: label }));
  return done({ action: 'created', label, role: role.data, token: new ShownOnce(created.token) });
}

/** `viewer-1`, `viewer-2`…: the first the shop does not use yet. */
async function freeLabel(ctx: AccountContext<'apiTokens'>, role: Role): Promise<string> {
  const taken = new Set((await ctx.services.stores.apiTokens.list(ctx.account.id)).map((entry) => entry.label));
  let n = 1;
  while (taken.has(`${role}-${n}`)) n += 1;
  return `${role}-${n}`;
}

async function revoke(ctx: AccountContext<'apiTokens'>, label: string): Promise<Outcome<ApiTokenChange>> {
  if (!(await ctx.services.stores.apiTokens.revoke(ctx.account.id, label))) return refused('not_found', t('api-token-unknown', { label }));
  await ctx.audit(msg('audit-api-token-revoked', { token: label }));
  return done({ action: 'revoked', label });
}

export const api = verbCommand({
  id: 'api',
  description: () => t('cmd-api'),
  details: () => t('cmd-api-details'),
  scopes: ['private'],
  defaultVerb: 'tokens',
  verbs: [apiTokens, apiToken],
});
