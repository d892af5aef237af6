import { t } from '../../i18n/index.js';
import { commandArguments } from '../command-arguments.js';
import { done } from '../typed/outcome.js';
import { typedCommand } from '../typed/typed-command.js';
import { errorReply } from '../reply-helpers.js';

/** The shop `disconnect` removes (or asks to remove): everything Hawker keeps of it goes. */
export interface DisconnectedShop {
  account_id: string;
  label: string;
}

export const disconnect = typedCommand<Record<string, never>, DisconnectedShop, DisconnectedShop, 'removeAccount'>({
  id: 'disconnect',
  description: () => t('cmd-disconnect'),
  ...commandArguments({}),
  role: 'owner',
  writes: true,
  marketplace: 'none',
  scopes: ['private', 'group'],
  stores: ['removeAccount'],
  ask: async (ctx) => ({
    question: t('disconnect-confirm', { label: ctx.account.label }),
    preview: { account_id: ctx.account.id, label: ctx.account.label },
  }),
  async run(ctx) {
    await ctx.services.forgetClient(ctx.account.id);
    await ctx.services.stores.removeAccount(ctx.account.id);
    return done({ account_id: ctx.account.id, label: ctx.account.label });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    return {
      title: t('disconnect-done-title'),
      text: t('disconnect-done', { label: outcome.value.label }),
      tone: 'success',
      replaceOriginal: ctx.viaAction,
    };
  },
});
