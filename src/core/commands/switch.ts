import { z } from 'zod';
import { argument, commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';
import { buttonRows, errorReply } from '../reply-helpers.js';

export const switchAccount = personCommand({
  id: 'switch',
  description: 'Show the seller accounts you hold a role on, or make one your active account',
  ...commandArguments({
    account: argument(z.string().trim().min(1).optional(), { description: 'Label or id of the account', rest: true }),
  }),
  role: 'none',
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const { identities, accounts } = ctx.services.stores;
    const held = await identities.accountsOf(ctx.identityId);
    const known = (await Promise.all(held.map(async (entry) => ({ ...entry, account: await accounts.get(entry.accountId) })))).filter(
      (entry) => entry.account !== null,
    );
    if (known.length === 0) return errorReply('You hold no seller account yet: `connect` one in a private chat, or `join` a team.');
    if (args.account !== undefined) {
      const wanted = args.account.toLowerCase();
      const match = known.find((entry) => entry.accountId.startsWith(wanted) || entry.account?.label.toLowerCase() === wanted);
      if (!match) return errorReply(`You hold no account called "${args.account}". Send \`switch\` to see yours.`);
      await identities.setActiveAccount(ctx.identityId, match.accountId);
      return { text: `Now acting on "${match.account?.label}" (${match.role}).`, tone: 'success', replaceOriginal: ctx.viaAction };
    }
    const active = await identities.activeAccount(ctx.identityId);
    const buttons = await Promise.all(
      known.slice(0, 25).map(async (entry) => ({
        label: entry.account?.label.slice(0, 60) ?? entry.accountId,
        action: await ctx.actionFor(`switch ${entry.accountId}`),
      })),
    );
    return {
      title: 'Your seller accounts',
      list: {
        items: known.map((entry) => ({
          title: `${entry.account?.label}${entry.accountId === active?.accountId ? ' (active)' : ''}`,
          detail: `${entry.role} · ${entry.accountId.slice(0, 8)}`,
        })),
        page: 1,
        pageCount: 1,
        total: known.length,
      },
      buttons: buttonRows(buttons),
    };
  },
});
