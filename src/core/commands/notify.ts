import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';

export const notify = accountCommand({
  id: 'notify',
  description: () => t('cmd-notify'),
  ...commandArguments({
    state: argument(z.enum(['on', 'off']), {
      description: () => t('cmd-notify-state'),
      choiceLabels: { on: () => t('cmd-notify-state-on'), off: () => t('cmd-notify-state-off') },
    }),
  }),
  role: 'operator',
  writes: true,
  usesMarketplace: false,
  scopes: ['private'],
  async run(ctx, args) {
    const target = { platform: ctx.actor.platform, kind: 'user' as const, id: ctx.actor.userId };
    if (args.state === 'on') await ctx.services.stores.alertSettings.addPrivateTarget(ctx.account.id, target);
    else await ctx.services.stores.alertSettings.removePrivateTarget(ctx.account.id, target);
    await ctx.audit(msg('audit-notify', { state: args.state, platform: ctx.actor.platform, user: ctx.actor.userId }));
    return {
      text: args.state === 'on' ? t('notify-on', { label: ctx.account.label }) : t('notify-off'),
      tone: 'success',
    };
  },
});
