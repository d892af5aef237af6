import { z } from 'zod';
import { SellerApiError } from '../../api/errors.js';
import { argument, commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';
import type { PersonContext } from '../context.js';
import { errorSentence } from '../error-sentences.js';
import { formatSpan, formatWhen } from '../format/time.js';
import { personFlow } from '../flow-definition.js';
import type { Reply } from '../reply.js';
import { errorReply } from '../reply-helpers.js';

const apiKey = z.string().trim().min(8, 'an API key is longer than that').max(512).regex(/^\S+$/, 'an API key has no spaces');
const label = z.string().trim().min(1).max(40);

export const CONNECT_FLOW = 'connect';

export const connect = personCommand({
  id: 'connect',
  description: 'Connect a seller account with its API key (private chat only)',
  details:
    'Create a key under Seller → API keys and send it here in a private chat. Hawker checks it with a cheap read, seals it, and deletes your message where it can. With the label of an account you own, the new key replaces its old one.',
  ...commandArguments({
    key: argument(apiKey.optional(), { description: 'API key from Seller → API keys', secret: true }),
    label: argument(label.optional(), { description: 'A name for the account in Hawker', rest: true }),
  }),
  role: 'none',
  scopes: ['private'],
  async run(ctx, args) {
    if (args.key === undefined) return ctx.startFlow({ kind: CONNECT_FLOW, step: 'key', data: { label: args.label ?? null } });
    return connectKey(ctx, args.key, args.label);
  },
});

/** Waits for the key in the next private message or the modal, so it never sits in a command line. */
export const connectFlow = personFlow({
  kind: CONNECT_FLOW,
  role: 'none',
  ttlSeconds: 10 * 60,
  schema: z.object({ label: z.string().nullable() }),
  async handle(ctx, flow, input) {
    if (input.type === 'start') {
      return {
        replies: [
          {
            text: 'Send your API key (Seller → API keys) as the next message. Hawker checks it, seals it, and deletes your message where it can.',
            prompt: { kind: 'secret', label: 'API key', formId: flow.token },
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
        replies: [errorReply('That does not look like an API key. Send the key alone, or `cancel`.')],
        next: { step: 'key', data: flow.data },
      };
    }
    return { replies: await connectKey(ctx, parsed.data, flow.data.label ?? undefined) };
  },
});

async function connectKey(ctx: PersonContext, key: string, chosenLabel: string | undefined): Promise<Reply[]> {
  const { accounts, team, identities, alertSettings, audit, connectAttempts } = ctx.services.stores;
  const attempt = await connectAttempts.take(ctx.identityId);
  if (!attempt.allowed) {
    // Rounded up to the minute: "try again at" must never name a moment that is still refused.
    const until = Math.ceil((ctx.now() + attempt.retryAfterMs) / 60_000) * 60_000;
    return [
      {
        ...errorReply(
          `You tried ${connectAttempts.limit} keys in ${formatSpan(connectAttempts.windowMs)}: that is the most Hawker checks for one person. Nothing was stored. Try again ${formatWhen(until, ctx.now())}.`,
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
        ...errorReply(
          refused
            ? 'The marketplace does not accept this key (unknown, revoked, or outside its address allowlist). Nothing was stored. Check it under Seller → API keys and try again.'
            : `Nothing was stored. ${errorSentence(error, ctx.now())}`,
        ),
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
          ...errorReply('This key is already connected to Hawker by someone else. Ask its owner for an invite code.'),
          deleteUserMessage: true,
        },
      ];
    await identities.setActiveAccount(ctx.identityId, same.id);
    return [
      { text: `This key is already connected as "${same.label}". It is now your active account.`, tone: 'info', deleteUserMessage: true },
    ];
  }
  const mine = await identities.accountsOf(ctx.identityId);
  for (const held of mine) {
    const existing = held.role === 'owner' ? await accounts.get(held.accountId) : null;
    if (existing && chosenLabel !== undefined && existing.label.toLowerCase() === chosenLabel.toLowerCase()) {
      await accounts.replaceKey(existing.id, key);
      await ctx.services.forgetClient(existing.id);
      await ctx.services.stores.schedule.dueNow(existing.id, ctx.now());
      await audit.record({ accountId: existing.id, actor, action: 'connect', summary: 'replaced the API key', at: ctx.now() });
      return [
        {
          title: 'Key replaced',
          text: `"${existing.label}" now uses the new key, and background work resumed. Revoke the old key in the seller dashboard.`,
          tone: 'success',
          deleteUserMessage: true,
        },
      ];
    }
  }
  const created = await accounts.create({
    label: chosenLabel ?? `Seller account ${mine.length + 1}`,
    apiKey: key,
    ownerIdentityId: ctx.identityId,
    marketplaceUrl: ctx.services.marketplaceUrl,
  });
  await team.grant(created.id, ctx.identityId, 'owner');
  await identities.setActiveAccount(ctx.identityId, created.id);
  await alertSettings.addPrivateTarget(created.id, { platform: ctx.actor.platform, kind: 'user', id: ctx.actor.userId });
  await audit.record({ accountId: created.id, actor, action: 'connect', summary: 'connected the account', at: ctx.now() });
  // Last, once targets and roles exist: the worker's first poll may come at once.
  await ctx.services.stores.schedule.dueNow(created.id, ctx.now());
  return [
    {
      title: 'Account connected',
      text: `"${created.label}" is connected and is your active account. The key is sealed; Hawker never shows it again. Order alerts come to this chat. Next: \`listings\`, \`orders\`, or \`team\` to share it.`,
      tone: 'success',
      deleteUserMessage: true,
    },
  ];
}
