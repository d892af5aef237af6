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
import { accountVerb, verbCommand } from '../verb-command.js';

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

const tokens = accountVerb({
  name: 'tokens',
  description: () => t('cmd-api-action-tokens'),
  ...commandArguments({}),
  role: 'owner',
  writes: false,
  marketplace: 'none',
  stores: ['apiTokens'],
  async run(ctx): Promise<Reply> {
    const list = await ctx.services.stores.apiTokens.list(ctx.account.id);
    if (list.length === 0) return { text: t('api-tokens-none', { label: ctx.account.label }), tone: 'info' };
    return {
      title: t('api-tokens-title', { label: ctx.account.label }),
      text: t('api-tokens-hint'),
      list: {
        items: list.map((token) => ({
          title: `${token.label} · ${roleWord(token.role)}`,
          detail: t('api-token-detail', {
            created: formatUtc(token.createdAt),
            used: token.lastUsedAt === null ? t('api-token-never-used') : formatUtc(token.lastUsedAt),
          }),
        })),
        page: 1,
        pageCount: 1,
        total: list.length,
      },
    };
  },
});

const token = accountVerb({
  name: 'token',
  description: () => t('cmd-api-action-token'),
  ...tokenArguments,
  role: 'owner',
  writes: true,
  marketplace: 'none',
  stores: ['apiTokens'],
  secretAnswer: { what: () => t('api-secret-what'), when: { argument: 'action', values: ['create'] } },
  run: (ctx, args) => (args.action === 'create' ? create(ctx, args.value, args.label) : revoke(ctx, args.value)),
});

async function create(ctx: AccountContext<'apiTokens'>, typedRole: string, typedLabel: string | undefined): Promise<Reply> {
  const role = z.enum(ROLES).safeParse(typedRole);
  if (!role.success) return errorReply(t('api-token-which-role'));
  const label = typedLabel ?? (await freeLabel(ctx, role.data));
  if (!LABEL.test(label)) return errorReply(t('api-token-label-rule', { label }));
  const created = await ctx.services.stores.apiTokens.create(ctx.account.id, label, role.data, ctx.identityId, ctx.now());
  if (!created.ok && created.reason === 'label_taken') return errorReply(t('api-token-label-taken', { label }));
  if (!created.ok) return errorReply(t('api-token-too-many', { max: MAX_API_TOKENS }));
  await ctx.audit(msg('audit-api-token-created', { role: role.data, token: label }));
  return {
    title: t('api-token-title'),
    text: t('api-token-created', { token: created.token, label, role: roleWord(role.data), shop: ctx.account.label }),
    visibility: 'private',
    tone: 'success',
  };
}

/** `viewer-1`, `viewer-2`…: the first the shop does not use yet. */
async function freeLabel(ctx: AccountContext<'apiTokens'>, role: Role): Promise<string> {
  const taken = new Set((await ctx.services.stores.apiTokens.list(ctx.account.id)).map((entry) => entry.label));
  let n = 1;
  while (taken.has(`${role}-${n}`)) n += 1;
  return `${role}-${n}`;
}

async function revoke(ctx: AccountContext<'apiTokens'>, label: string): Promise<Reply> {
  if (!(await ctx.services.stores.apiTokens.revoke(ctx.account.id, label))) return errorReply(t('api-token-unknown', { label }));
  await ctx.audit(msg('audit-api-token-revoked', { token: label }));
  return { text: t('api-token-revoked', { label }), tone: 'success' };
}

export const api = verbCommand({
  id: 'api',
  description: () => t('cmd-api'),
  details: () => t('cmd-api-details'),
  scopes: ['private'],
  defaultVerb: 'tokens',
  verbs: [tokens, token],
});
