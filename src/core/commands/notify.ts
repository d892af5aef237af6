import { z } from 'zod';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';

export const notify = accountCommand({
  id: 'notify',
  description: "Get (or stop getting) this account's order alerts in your private chat",
  ...commandArguments({ state: argument(z.enum(['on', 'off']), { description: 'on or off' }) }),
  role: 'operator',
  writes: true,
  usesMarketplace: false,
  scopes: ['private'],
  async run(ctx, args) {
    const target = { platform: ctx.actor.platform, kind: 'user' as const, id: ctx.actor.userId };
    if (args.state === 'on') await ctx.services.stores.alertSettings.addPrivateTarget(ctx.account.id, target);
    else await ctx.services.stores.alertSettings.removePrivateTarget(ctx.account.id, target);
    await ctx.audit(`private alerts ${args.state} for ${ctx.actor.platform} ${ctx.actor.userId}`);
    return {
      text:
        args.state === 'on'
          ? `Order alerts of "${ctx.account.label}" now come to this chat (when alerts go to private or both).`
          : 'No more order alerts in this chat.',
      tone: 'success',
    };
  },
});
