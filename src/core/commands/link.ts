import { z } from 'zod';
import type { LinkMaker, PlatformUser } from '../../store/identity-store.js';
import { argument, commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';
import type { PersonContext } from '../context.js';
import { personFlow } from '../flow-definition.js';
import { PLATFORMS, type Platform } from '../platform.js';
import { buttonRows, errorReply, infoReply } from '../reply-helpers.js';
import type { Reply } from '../reply.js';

export const LINK_FLOW = 'link';

const PLATFORM_NAMES: Record<Platform, string> = { telegram: 'Telegram', discord: 'Discord', console: 'terminal', test: 'test' };

export const link = personCommand({
  id: 'link',
  description: 'Join your Discord and Telegram identities with a one-time code, see or undo links',
  details:
    "`link` gives a one-time code and shows the logins joined to yours; send `link <code>` on the other platform within 10 minutes and confirm. Both logins then act on the same seller accounts. `link remove <platform>` cuts the other platform's login off again.",
  ...commandArguments({
    code: argument(z.string().trim().min(4).max(20).optional(), {
      description: 'The code `link` gave you on the other platform, or `remove`',
    }),
    platform: argument(z.enum(PLATFORMS).optional(), {
      description: 'With `remove`: the platform whose login to cut off',
      offered: ['discord', 'telegram'],
    }),
  }),
  role: 'none',
  scopes: ['private'],
  secretAnswer: { what: 'a one-time link code' },
  async run(ctx, args) {
    if (args.code === undefined) return offer(ctx);
    if (args.code.toLowerCase() === 'remove') return remove(ctx, args.platform);
    const { identities } = ctx.services.stores;
    const found = await identities.peekLinkCode(args.code);
    if (found === null) return errorReply(UNKNOWN_CODE);
    if (found.identityId === ctx.identityId) return infoReply('This login is already part of that identity.');
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

/**
 * Redeeming a code joins the redeemer's roles to someone else's identity: a code passed
 * on by a stranger would hand them everything. The redeemer is shown whose identity it
 * is, and only a press of Confirm joins them.
 */
const linkMaker = z.object({ platform: z.enum(PLATFORMS), userId: z.string(), displayName: z.string().nullable() });

export const linkFlow = personFlow({
  kind: LINK_FLOW,
  role: 'none',
  ttlSeconds: 10 * 60,
  schema: z.object({ identityId: z.string(), maker: linkMaker }),
  async handle(ctx, flow, input) {
    const { maker, identityId } = flow.data;
    if (flow.secret === null) return { replies: [errorReply('This link request is not valid any more: send `link <code>` again.')] };
    if (input.type === 'start') {
      return {
        replies: [
          {
            title: 'Join identities?',
            text: `This joins your ${PLATFORM_NAMES[ctx.actor.platform]} login to the ${describeLogin(maker)}. Everything you can do here, they can do, and the reverse: every seller account and role of either of you becomes shared. Confirm only if that is your own other login.`,
            tone: 'warning',
            buttons: [
              [
                { label: 'Confirm', action: flow.choiceAction('yes'), style: 'danger' },
                { label: 'Cancel', action: flow.choiceAction('no'), style: 'secondary' },
              ],
            ],
          },
        ],
        next: { step: 'confirm', data: flow.data },
      };
    }
    if (input.type !== 'choice')
      return {
        replies: [infoReply('Press Confirm or Cancel on the question above, or send `cancel`.')],
        next: { step: 'confirm', data: flow.data },
      };
    if (input.choice !== 'yes')
      return { replies: [{ ...infoReply('Cancelled: nothing was joined.'), replaceOriginal: true }], done: 'cancelled' };
    const result = await ctx.services.stores.identities.redeemLinkCode(flow.secret, ctx.actor.platform, ctx.actor.userId, identityId);
    if (result.ok) {
      return {
        replies: [
          {
            text: `Linked to the ${describeLogin(maker)}: this login now shares seller accounts and roles with it. Send \`link\` to see joined logins, \`link remove <platform>\` to undo.`,
            tone: 'success',
            replaceOriginal: true,
          },
        ],
        done: 'the logins were joined',
      };
    }
    if (result.reason === 'already_linked') return { replies: [infoReply('This login is already part of that identity.')] };
    if (result.reason === 'platform_taken') return { replies: [errorReply(platformTaken(result.platform))] };
    return { replies: [errorReply(UNKNOWN_CODE)] };
  },
});

const UNKNOWN_CODE = 'That code is unknown, used or expired. Create a new one with `link` on the other platform.';

function platformTaken(platform: Platform): string {
  return `Both sides already have a ${platform} login; one person links one login per platform.`;
}

async function offer(ctx: PersonContext): Promise<Reply[]> {
  const { identities } = ctx.services.stores;
  const maker: LinkMaker = { platform: ctx.actor.platform, userId: ctx.actor.userId, displayName: ctx.actor.displayName ?? null };
  const code = await identities.createLinkCode(ctx.identityId, maker);
  const others = (await identities.logins(ctx.identityId)).filter((login) => login.platform !== ctx.actor.platform);
  const replies: Reply[] = [
    {
      title: 'Link code',
      text: `Send \`link ${code}\` to Hawker on your other platform within 10 minutes, then confirm there. Both logins then act on the same seller accounts. Give this code to nobody else: it would share all your accounts with them.`,
      visibility: 'private',
    },
  ];
  if (others.length > 0) {
    const buttons = await Promise.all(
      others.map(async (login) => ({
        label: `Unlink ${PLATFORM_NAMES[login.platform]}`,
        action: await ctx.actionFor(`link remove ${login.platform}`),
        style: 'danger' as const,
      })),
    );
    replies.push({
      title: 'Joined logins',
      text: `Joined to this one: ${others.map((login) => `${PLATFORM_NAMES[login.platform]} user id ${login.userId}`).join(', ')}. If you did not join one of them yourself, unlink it now.`,
      buttons: buttonRows(buttons),
      visibility: 'private',
    });
  }
  return replies;
}

async function remove(ctx: PersonContext, platform: Platform | undefined): Promise<Reply> {
  if (platform === undefined) return errorReply('Say which login to cut off: `link remove discord` or `link remove telegram`.');
  const result = await ctx.services.stores.identities.unlink(ctx.identityId, platform, ctx.actor.platform);
  if (!result.ok && result.reason === 'own_login')
    return errorReply(`This is your ${PLATFORM_NAMES[platform]} login: send \`link remove ${platform}\` from your other login instead.`);
  if (!result.ok) return errorReply(`No ${PLATFORM_NAMES[platform]} login is joined to yours. Send \`link\` to see the joined ones.`);
  return {
    text: `The ${PLATFORM_NAMES[platform]} login (user id ${result.userId}) is no longer joined to yours: it keeps no seller account or role of yours, and yours stay here.`,
    tone: 'success',
    replaceOriginal: ctx.viaAction,
  };
}

/** A display name can be copied by anyone: the user id beside it is what tells two people apart. */
function describeLogin(login: PlatformUser & { displayName: string | null }): string {
  const name = login.displayName === null ? '' : ` "${login.displayName}"`;
  return `${PLATFORM_NAMES[login.platform]} user${name} (user id ${login.userId})`;
}
