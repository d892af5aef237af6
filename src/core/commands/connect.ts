import { z } from 'zod';
import { SellerApiError } from '../../api/errors.js';
import { msg, t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';
import type { PersonContext } from '../context.js';
import { errorSentence } from '../error-sentences.js';
import { formatSpan, formatWhen } from '../format/time.js';
import { personFlow } from '../flow-definition.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';

const apiKey = z
  .string()
  .trim()
  .min(8, { error: () => t('connect-key-too-short') })
  .max(512)
  .regex(/^\S+$/, { error: () => t('connect-key-has-spaces') });
const label = z.string().trim().min(1).max(40);

const CONNECT_FLOW = 'connect';

/** Waits for the key in the next private message or the modal, so it never sits in a command line. */
const connectFlow = personFlow({
  kind: CONNECT_FLOW,
  stores: ['accounts', 'team', 'identities', 'alertSettings', 'audit', 'connectAttempts', 'schedule'],
  role: 'none',
  ttlSeconds: 10 * 60,
  schema: z.object({ label: z.string().nullable() }),
  async handle(ctx, flow, input) {
    if (input.type === 'start') {
      return {
        replies: [
          {
            text: t('connect-key-ask'),
            prompt: { kind: 'secret', label: t('connect-key-prompt-label'), formId: flow.token },
          },
        ],
        next: { step: 'key', data: flow.data },
      };
    }
    const typed =
      input.type === 'text' ? input.text : input.type === 'form' ? (input.values.key ?? Object.values(input.values)[0] ?? '') : '';
    const parsed = apiKey.safeParse(typed);
    if (!parsed.success) {
      return {
        replies: [errorReply(t('connect-key-malformed'))],
        next: { step: 'key', data: flow.data },
      };
    }
    return { replies: await connectKey(ctx, parsed.data, flow.data.label ?? undefined) };
  },
});

export const connect = personCommand({
  id: 'connect',
  description: () => t('cmd-connect'),
  details: () => t('cmd-connect-details'),
  ...commandArguments({
    key: argument(apiKey.optional(), { description: () => t('cmd-connect-key'), secret: true }),
    label: argument(label.optional(), { description: () => t('cmd-connect-account-name'), rest: true }),
  }),
  role: 'none',
  scopes: ['private'],
  stores: ['accounts', 'team', 'identities', 'alertSettings', 'audit', 'connectAttempts', 'schedule'],
  flows: [connectFlow],
  async run(ctx, args) {
    if (args.key === undefined) return ctx.startFlow({ kind: CONNECT_FLOW, step: 'key', data: { label: args.label ?? null } });
    return connectKey(ctx, args.key, args.label);
  },
});

async function connectKey(
  ctx: PersonContext<'accounts' | 'team' | 'identities' | 'alertSettings' | 'audit' | 'connectAttempts' | 'schedule'>,
  key: string,
  chosenLabel: string | undefined,
): Promise<Reply[]> {
  const { accounts, team, identities, alertSettings, audit, connectAttempts } = ctx.services.stores;
  const attempt = await connectAttempts.take(ctx.identityId);
  if (!attempt.allowed) {
    // Rounded up to the minute: "try again at" must never name a moment that is still refused.
    const until = Math.ceil((ctx.now() + attempt.retryAfterMs) / 60_000) * 60_000;
    return [
      {
        ...errorReply(
          t('connect-too-many-keys', {
            count: connectAttempts.limit,
            span: formatSpan(connectAttempts.windowMs),
            when: formatWhen(until, ctx.now()),
          }),
        ),
        deleteUserMessage: true,
      },
    ];
  }
  const check = ctx.services.clientForKey(key);
  try {
    await check.listings.listMine({ limit: 1 });
  } catch (error) {
    const refused = error instanceof SellerApiError && error.status === 401;
    return [
      {
        ...errorReply(refused ? t('connect-key-refused') : t('connect-nothing-stored', { problem: errorSentence(error, ctx.now()) })),
        deleteUserMessage: true,
      },
    ];
  } finally {
    await check.close();
  }
  const actor = {
    platform: ctx.actor.platform,
    userId: ctx.actor.userId,
    ...(ctx.actor.displayName ? { displayName: ctx.actor.displayName } : {}),
  };
  const same = await accounts.findByKey(key);
  if (same) {
    const role = await team.roleOf(same.id, ctx.identityId);
    if (role === null)
      return [
        {
          ...errorReply(t('connect-key-taken')),
          deleteUserMessage: true,
        },
      ];
    await identities.setActiveAccount(ctx.identityId, same.id);
    return [{ text: t('connect-key-known', { label: same.label }), tone: 'info', deleteUserMessage: true }];
  }
  const mine = await identities.accountsOf(ctx.identityId);
  for (const held of mine) {
    const existing = held.role === 'owner' ? await accounts.get(held.accountId) : null;
    if (existing && chosenLabel !== undefined && existing.label.toLowerCase() === chosenLabel.toLowerCase()) {
      await accounts.replaceKey(existing.id, key);
      await ctx.services.forgetClient(existing.id);
      await ctx.services.stores.schedule.dueNow(existing.id, ctx.now());
      await audit.record({ accountId: existing.id, actor, action: 'connect', summary: msg('audit-connect-key-replaced'), at: ctx.now() });
      return [
        {
          title: t('connect-key-replaced-title'),
          text: t('connect-key-replaced', { label: existing.label }),
          tone: 'success',
          deleteUserMessage: true,
        },
      ];
    }
  }
  const created = await accounts.create({
    label: chosenLabel ?? t('connect-default-label', { number: String(mine.length + 1) }),
    apiKey: key,
    ownerIdentityId: ctx.identityId,
    marketplaceUrl: ctx.services.marketplaceUrl,
  });
  await team.grant(created.id, ctx.identityId, 'owner');
  await identities.setActiveAccount(ctx.identityId, created.id);
  await alertSettings.addPrivateTarget(created.id, { platform: ctx.actor.platform, kind: 'user', id: ctx.actor.userId });
  await audit.record({ accountId: created.id, actor, action: 'connect', summary: msg('audit-connect-connected'), at: ctx.now() });
  // Last, once targets and roles exist: the worker's first poll may come at once.
  await ctx.services.stores.schedule.dueNow(created.id, ctx.now());
  return [
    {
      title: t('connect-done-title'),
      text: t('connect-done', { label: created.label }),
      tone: 'success',
      deleteUserMessage: true,
    },
  ];
}
