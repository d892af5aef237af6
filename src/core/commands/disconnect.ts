import { commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';

export const disconnect = accountCommand({
  id: 'disconnect',
  description: 'Remove the seller account from Hawker: its sealed key, team, links, alerts and audit',
  ...commandArguments({}),
  role: 'owner',
  writes: true,
  usesMarketplace: false,
  scopes: ['private', 'group'],
  confirm: (ctx) =>
    `Remove "${ctx.account.label}" from Hawker? Its sealed key, team roles, linked groups, alert settings and audit log are deleted. The key itself stays valid on the marketplace: revoke it there if you no longer use it.`,
  async run(ctx) {
    await ctx.services.forgetClient(ctx.account.id);
    await ctx.services.stores.removeAccount(ctx.account.id);
    return {
      title: 'Disconnected',
      text: `"${ctx.account.label}" is no longer in Hawker. Revoke its key under Seller → API keys if nothing else uses it.`,
      tone: 'success',
      replaceOriginal: ctx.viaAction,
    };
  },
});
