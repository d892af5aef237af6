import { z } from 'zod';
import { t } from '../../i18n/index.js';
import type { LinkMaker, PlatformUser } from '../../store/identity-store.js';
import { argument, commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';
import type { PersonContext } from '../context.js';
import { personFlow } from '../flow-definition.js';
import { platformName } from '../format/platform-name.js';
import { PLATFORMS, type Platform } from '../../domain/platform.js';
import { buttonRows, errorReply, infoReply } from '../reply-helpers.js';
import type { Reply } from '../../domain/reply.js';

const LINK_FLOW = 'link';

/**
 * Redeeming a code joins the redeemer's roles to someone else's identity: a code passed
 * on by a stranger would hand them everything. The redeemer is shown whose identity it
 * is, and only a press of Confirm joins them.
 */
const linkMaker = z.object({ platform: z.enum(PLATFORMS), userId: z.string(), displayName: z.string().nullable() });

const linkFlow = personFlow({
  kind: LINK_FLOW,
  stores: ['identities'],
  role: 'none',
  ttlSeconds: 10 * 60,
  schema: z.object({ identityId: z.string(), maker: linkMaker }),
  async handle(ctx, flow, input) {
    const { maker, identityId } = flow.data;
    if (flow.secret === null) return { replies: [errorReply(t('link-request-invalid'))] };
    if (input.type === 'start') {
      return {
        replies: [
          {
            title: t('link-confirm-title'),
            text: confirmQuestion(ctx.actor.platform, maker),
            tone: 'warning',
            buttons: [
              [
                { label: t('link-confirm-button'), action: flow.choiceAction('yes'), style: 'danger' },
                { label: t('link-cancel-button'), action: flow.choiceAction('no'), style: 'secondary' },
              ],
            ],
          },
        ],
        next: { step: 'confirm', data: flow.data },
      };
    }
    if (input.type !== 'choice')
      return {
        replies: [infoReply(t('link-press-a-button'))],
        next: { step: 'confirm', data: flow.data },
      };
    if (input.choice !== 'yes') return { replies: [{ ...infoReply(t('link-cancelled')), replaceOriginal: true }], done: 'cancelled' };
    const result = await ctx.services.stores.identities.redeemLinkCode(flow.secret, ctx.actor.platform, ctx.actor.userId, identityId);
    if (result.ok) {
      return {
        replies: [
          {
            text: linkedSentence(maker),
            tone: 'success',
            replaceOriginal: true,
          },
        ],
        done: t('link-done'),
      };
    }
    if (result.reason === 'already_linked') return { replies: [infoReply(t('link-already-joined'))] };
    if (result.reason === 'platform_taken') return { replies: [errorReply(platformTaken(result.platform))] };
    return { replies: [errorReply(t('link-unknown-code'))] };
  },
});

export const link = personCommand({
  id: 'link',
  description: () => t('cmd-link'),
  details: () => t('cmd-link-details'),
  ...commandArguments({
    code: argument(z.string().trim().min(4).max(20).optional(), {
      description: () => t('cmd-link-code'),
    }),
    platform: argument(z.enum(PLATFORMS).optional(), {
      description: () => t('cmd-link-platform'),
      choiceLabels: { discord: () => t('cmd-link-platform-discord'), telegram: () => t('cmd-link-platform-telegram') },
      offered: ['discord', 'telegram'],
    }),
  }),
  role: 'none',
  scopes: ['private'],
  stores: ['identities', 'alertSettings'],
  secretAnswer: { what: () => t('link-secret-what') },
  flows: [linkFlow],
  async run(ctx, args) {
    if (args.code === undefined) return offer(ctx);
    if (args.code.toLowerCase() === 'remove') return remove(ctx, args.platform);
    const { identities } = ctx.services.stores;
    const found = await identities.peekLinkCode(args.code);
    if (found === null) return errorReply(t('link-unknown-code'));
    if (found.identityId === ctx.identityId) return infoReply(t('link-already-joined'));
    const [mine, theirs] = await Promise.all([identities.logins(ctx.identityId), identities.logins(found.identityId)]);
    const taken = mine.find((login) => theirs.some((other) => other.platform === login.platform));
    if (taken) return errorReply(platformTaken(taken.platform));
    return ctx.startFlow({
      kind: LINK_FLOW,
      step: 'confirm',
      data: { identityId: found.identityId, maker: { ...found.maker } },
      secret: args.code,
    });
  },
});

function platformTaken(platform: Platform): string {
  return t('link-platform-taken', { platform });
}

async function offer(ctx: PersonContext<'identities'>): Promise<Reply[]> {
  const { identities } = ctx.services.stores;
  const maker: LinkMaker = { platform: ctx.actor.platform, userId: ctx.actor.userId, displayName: ctx.actor.displayName ?? null };
  const code = await identities.createLinkCode(ctx.identityId, maker);
  const others = (await identities.logins(ctx.identityId)).filter((login) => login.platform !== ctx.actor.platform);
  const replies: Reply[] = [
    {
      title: t('link-code-title'),
      text: t('link-code', { code }),
      visibility: 'private',
    },
  ];
  if (others.length > 0) {
    const buttons = await Promise.all(
      others.map(async (login) => ({
        label: t('link-unlink-button', { platform: platformName(login.platform) }),
        action: await ctx.actionFor(`link remove ${login.platform}`),
        style: 'danger' as const,
      })),
    );
    replies.push({
      title: t('link-joined-title'),
      text: t('link-joined', {
        logins: others.map((login) => t('link-joined-login', { platform: platformName(login.platform), id: login.userId })).join(', '),
      }),
      buttons: buttonRows(buttons),
      visibility: 'private',
    });
  }
  return replies;
}

async function remove(ctx: PersonContext<'identities' | 'alertSettings'>, platform: Platform | undefined): Promise<Reply> {
  if (platform === undefined) return errorReply(t('link-remove-which'));
  const result = await ctx.services.stores.identities.unlink(ctx.identityId, platform, ctx.actor.platform);
  if (!result.ok && result.reason === 'own_login')
    return errorReply(t('link-remove-own', { platform: platformName(platform), typed: platform }));
  if (!result.ok) return errorReply(t('link-remove-none', { platform: platformName(platform) }));
  // The login cut off holds no role: the private alerts it asked for stop on every account the person keeps.
  const { alertSettings, identities } = ctx.services.stores;
  for (const { accountId } of await identities.accountsOf(ctx.identityId))
    await alertSettings.removePrivateTargetsOf(accountId, [{ platform, userId: result.userId }]);
  return {
    text: t('link-removed', { platform: platformName(platform), id: result.userId }),
    tone: 'success',
    replaceOriginal: ctx.viaAction,
  };
}

/** A display name can be copied by anyone: the user id beside it is what tells two people apart. */
function confirmQuestion(own: Platform, maker: PlatformUser & { displayName: string | null }): string {
  const other = { platform: platformName(own), otherPlatform: platformName(maker.platform), id: maker.userId };
  return maker.displayName === null ? t('link-confirm-unnamed', other) : t('link-confirm-named', { ...other, name: maker.displayName });
}

function linkedSentence(maker: PlatformUser & { displayName: string | null }): string {
  const other = { otherPlatform: platformName(maker.platform), id: maker.userId };
  return maker.displayName === null ? t('link-linked-unnamed', other) : t('link-linked-named', { ...other, name: maker.displayName });
}
