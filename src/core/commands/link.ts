import { z } from 'zod';
import { t } from '../../i18n/index.js';
import type { LinkMaker, PlatformUser } from '../../store/identity-store.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { CommandResult } from '../command.js';
import type { PersonContext } from '../context.js';
import { personFlow } from '../flow-definition.js';
import { platformName } from '../format/platform-name.js';
import { PLATFORMS, type Platform } from '../../domain/platform.js';
import { buttonRows, errorReply, infoReply } from '../reply-helpers.js';
import type { Reply } from '../../domain/reply.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import { ShownOnce } from '../typed/shown-once.js';
import { typedPersonCommand } from '../typed/typed-person-command.js';

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

/** Another platform's login joined to the person: its platform and the user id there. */
interface JoinedLogin {
  platform: Platform;
  user_id: string;
}

/** The login whose code is redeemed, as the redeemer is asked to check it. */
interface CodeMaker {
  platform: Platform;
  user_id: string;
  display_name: string | null;
}

/**
 * What `link` did: a code made for the person to type on their other platform (a secret shown
 * once, with the logins already joined), a login cut off, a code already the person's own, or a
 * code whose maker the person must confirm (chat asks in a conversation of its own; the typed
 * answer names the maker and joins nothing).
 */
export type LinkFacts =
  | { kind: 'code'; code: ShownOnce; joined: JoinedLogin[] }
  | { kind: 'removed'; platform: Platform; user_id: string }
  | { kind: 'already_joined' }
  | { kind: 'confirm'; identity_id: string; maker: CodeMaker };

type LinkArgs = { code?: string | undefined; platform?: Platform | undefined };

/** The stores `link` reads and writes: the person's logins and, on unlinking, their alert settings. */
type LinkStores = 'identities' | 'alertSettings';

export const link = typedPersonCommand<LinkArgs, LinkFacts, LinkStores>({
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
    if (found === null) return refused('not_found', t('link-unknown-code'));
    if (found.identityId === ctx.identityId) return done({ kind: 'already_joined' });
    const [mine, theirs] = await Promise.all([identities.logins(ctx.identityId), identities.logins(found.identityId)]);
    const taken = mine.find((login) => theirs.some((other) => other.platform === login.platform));
    if (taken) return refused('refused', platformTaken(taken.platform));
    const { platform, userId, displayName } = found.maker;
    return done({ kind: 'confirm', identity_id: found.identityId, maker: { platform, user_id: userId, display_name: displayName } });
  },
  chat: linkChat,
});

async function linkChat(outcome: Outcome<LinkFacts>, ctx: PersonContext<LinkStores>, args: LinkArgs): Promise<CommandResult> {
  if (!outcome.ok) return errorReply(outcome.refusal.message);
  const facts = outcome.value;
  switch (facts.kind) {
    case 'code':
      return codeReplies(ctx, facts.code, facts.joined);
    case 'removed':
      return {
        text: t('link-removed', { platform: platformName(facts.platform), id: facts.user_id }),
        tone: 'success',
        replaceOriginal: ctx.viaAction,
      };
    case 'already_joined':
      return infoReply(t('link-already-joined'));
    case 'confirm': {
      const { platform, user_id: userId, display_name: displayName } = facts.maker;
      return ctx.startFlow({
        kind: LINK_FLOW,
        step: 'confirm',
        data: { identityId: facts.identity_id, maker: { platform, userId, displayName } },
        ...(args.code === undefined ? {} : { secret: args.code }),
      });
    }
  }
}

function platformTaken(platform: Platform): string {
  return t('link-platform-taken', { platform });
}

async function offer(ctx: PersonContext<LinkStores>): Promise<Outcome<LinkFacts>> {
  const { identities } = ctx.services.stores;
  const maker: LinkMaker = { platform: ctx.actor.platform, userId: ctx.actor.userId, displayName: ctx.actor.displayName ?? null };
  const code = await identities.createLinkCode(ctx.identityId, maker);
  const others = (await identities.logins(ctx.identityId)).filter((login) => login.platform !== ctx.actor.platform);
  return done({
    kind: 'code',
    code: new ShownOnce(code),
    joined: others.map((login) => ({ platform: login.platform, user_id: login.userId })),
  });
}

async function codeReplies(ctx: PersonContext<LinkStores>, code: ShownOnce, others: JoinedLogin[]): Promise<Reply[]> {
  const replies: Reply[] = [
    {
      title: t('link-code-title'),
      text: t('link-code', { code: code.reveal() }),
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
        logins: others.map((login) => t('link-joined-login', { platform: platformName(login.platform), id: login.user_id })).join(', '),
      }),
      buttons: buttonRows(buttons),
      visibility: 'private',
    });
  }
  return replies;
}

async function remove(ctx: PersonContext<LinkStores>, platform: Platform | undefined): Promise<Outcome<LinkFacts>> {
  if (platform === undefined) return refused('refused', t('link-remove-which'));
  const result = await ctx.services.stores.identities.unlink(ctx.identityId, platform, ctx.actor.platform);
  if (!result.ok && result.reason === 'own_login')
    return refused('refused', t('link-remove-own', { platform: platformName(platform), typed: platform }));
  if (!result.ok) return refused('not_found', t('link-remove-none', { platform: platformName(platform) }));
  // The login cut off holds no role: the private alerts it asked for stop on every account the person keeps.
  const { alertSettings, identities } = ctx.services.stores;
  for (const { accountId } of await identities.accountsOf(ctx.identityId))
    await alertSettings.removePrivateTargetsOf(accountId, [{ platform, userId: result.userId }]);
  return done({ kind: 'removed', platform, user_id: result.userId });
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
