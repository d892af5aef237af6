import { z } from 'zod';
import { t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { personCommand } from '../command.js';
import { roleWord } from '../format/role-words.js';
import { buttonRows, errorReply } from '../reply-helpers.js';

export const switchAccount = personCommand({
  id: 'switch',
  description: () => t('cmd-switch'),
  ...commandArguments({
    account: argument(z.string().trim().min(1).optional(), { description: () => t('cmd-switch-account'), rest: true }),
  }),
  role: 'none',
  scopes: ['private', 'group'],
  stores: ['identities', 'accounts'],
  async run(ctx, args) {
    const { identities, accounts } = ctx.services.stores;
    const held = await identities.accountsOf(ctx.identityId);
    const known = (await Promise.all(held.map(async (entry) => ({ ...entry, account: await accounts.get(entry.accountId) })))).filter(
      (entry) => entry.account !== null,
    );
    if (known.length === 0) return errorReply(t('switch-none'));
    if (args.account !== undefined) {
      const wanted = args.account.toLowerCase();
      const match = known.find((entry) => entry.accountId.startsWith(wanted) || entry.account?.label.toLowerCase() === wanted);
      if (!match) return errorReply(t('switch-unknown', { name: args.account }));
      await identities.setActiveAccount(ctx.identityId, match.accountId);
      return {
        text: t('switch-done', { label: match.account?.label ?? match.accountId, role: roleWord(match.role) }),
        tone: 'success',
        replaceOriginal: ctx.viaAction,
      };
    }
    const active = await identities.activeAccount(ctx.identityId);
    const buttons = await Promise.all(
      known.slice(0, 25).map(async (entry) => ({
        label: entry.account?.label.slice(0, 60) ?? entry.accountId,
        action: await ctx.actionFor(`switch ${entry.accountId}`),
      })),
    );
    return {
      title: t('switch-title'),
      list: {
        items: known.map((entry) => {
          const label = entry.account?.label ?? entry.accountId;
          return {
            title: entry.accountId === active?.accountId ? t('switch-active-item', { label }) : label,
            detail: `${roleWord(entry.role)} · ${entry.accountId.slice(0, 8)}`,
          };
        }),
        page: 1,
        pageCount: 1,
        total: known.length,
      },
      buttons: buttonRows(buttons),
    };
  },
});
