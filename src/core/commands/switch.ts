import { z } from 'zod';
import { t } from '../../i18n/index.js';
import type { Role } from '../../domain/roles.js';
import { argument, commandArguments } from '../command-arguments.js';
import { roleWord } from '../format/role-words.js';
import { buttonRows, errorReply } from '../reply-helpers.js';
import { done, refused } from '../typed/outcome.js';
import { typedPersonCommand } from '../typed/typed-person-command.js';

/** A shop the person is on, with their role, whether commands act on it now, and that they may switch to it. */
interface HeldShop {
  account_id: string;
  label: string;
  role: Role;
  active: boolean;
  actions: 'switch'[];
}

/** The person's shops; `switched` when the call made one of them the active one. */
export interface SwitchFacts {
  switched: boolean;
  shops: HeldShop[];
}

export const switchAccount = typedPersonCommand<{ account?: string | undefined }, SwitchFacts, 'identities' | 'accounts'>({
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
    const known = (await Promise.all(held.map(async (entry) => ({ ...entry, account: await accounts.get(entry.accountId) })))).flatMap(
      (entry) => (entry.account === null ? [] : [{ accountId: entry.accountId, role: entry.role, label: entry.account.label }]),
    );
    if (known.length === 0) return refused('not_found', t('switch-none'));
    const shops = (active: string | undefined) =>
      known.map((entry) => ({
        account_id: entry.accountId,
        label: entry.label,
        role: entry.role,
        active: entry.accountId === active,
        actions: ['switch' as const],
      }));
    if (args.account !== undefined) {
      const wanted = args.account.toLowerCase();
      const match = known.find((entry) => entry.accountId.startsWith(wanted) || entry.label.toLowerCase() === wanted);
      if (!match) return refused('not_found', t('switch-unknown', { name: args.account }));
      await identities.setActiveAccount(ctx.identityId, match.accountId);
      return done({ switched: true, shops: shops(match.accountId) });
    }
    return done({ switched: false, shops: shops((await identities.activeAccount(ctx.identityId))?.accountId) });
  },
  async chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { switched, shops } = outcome.value;
    const active = shops.find((shop) => shop.active);
    if (switched && active)
      return {
        text: t('switch-done', { label: active.label, role: roleWord(active.role) }),
        tone: 'success',
        replaceOriginal: ctx.viaAction,
      };
    const buttons = await Promise.all(
      shops.slice(0, 25).map(async (shop) => ({
        label: shop.label.slice(0, 60),
        action: await ctx.actionFor(`switch ${shop.account_id}`),
      })),
    );
    return {
      title: t('switch-title'),
      list: {
        items: shops.map((shop) => ({
          title: shop.active ? t('switch-active-item', { label: shop.label }) : shop.label,
          detail: `${roleWord(shop.role)} · ${shop.account_id.slice(0, 8)}`,
        })),
        page: 1,
        pageCount: 1,
        total: shops.length,
      },
      buttons: buttonRows(buttons),
    };
  },
});
