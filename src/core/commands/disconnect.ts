import { t } from '../../i18n/index.js';
import { commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';

export const disconnect = accountCommand({
  id: 'disconnect',
  description: () => t('cmd-disconnect'),
  ...commandArguments({}),
  role: 'owner',
  writes: true,
  marketplace: 'none',
  scopes: ['private', 'group'],
  stores: ['removeAccount'],
  confirm: (ctx) => t('disconnect-confirm', { label: ctx.account.label }),
  async run(ctx) {
    await ctx.services.forgetClient(ctx.account.id);
    await ctx.services.stores.removeAccount(ctx.account.id);
    return {
      title: t('disconnect-done-title'),
      text: t('disconnect-done', { label: ctx.account.label }),
      tone: 'success',
      replaceOriginal: ctx.viaAction,
    };
  },
});
