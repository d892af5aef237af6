import { z } from 'zod';
import { personCommand } from '../command.js';
import { errorReply } from '../reply-helpers.js';

export const link = personCommand({
  id: 'link',
  description: 'Join your Discord and Telegram identities with a one-time code',
  details:
    '`link` gives a one-time code; send `link <code>` on the other platform within 10 minutes. Both logins then act on the same seller accounts.',
  arguments: [{ name: 'code', description: 'The code `link` gave you on the other platform', type: 'string', required: false }],
  schema: z.strictObject({ code: z.string().trim().min(4).max(20).optional() }),
  role: 'none',
  scopes: ['private'],
  secretAnswer: { what: 'a one-time link code' },
  async run(ctx, args) {
    const { identities } = ctx.services.stores;
    if (args.code === undefined) {
      const code = await identities.createLinkCode(ctx.identityId);
      return { title: 'Link code', text: `Send \`link ${code}\` to Hawker on your other platform within 10 minutes. Both logins then act on the same seller accounts.`, visibility: 'private' };
    }
    const result = await identities.redeemLinkCode(args.code, ctx.actor.platform, ctx.actor.userId);
    if (result.ok) return { text: 'Linked: this login now shares your seller accounts and roles with your other platform.', tone: 'success' };
    if (result.reason === 'already_linked') return { text: 'This login is already part of that identity.', tone: 'info' };
    if (result.reason === 'platform_taken') return errorReply(`Both sides already have a ${result.platform} login; one person links one login per platform.`);
    return errorReply('That code is unknown, used or expired. Create a new one with `link` on the other platform.');
  },
});
