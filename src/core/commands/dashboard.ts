import { t } from '../../i18n/index.js';
import { DASHBOARD_LOGIN_TTL_SECONDS } from '../../store/dashboard-logins.js';
import { commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { opensWebApps } from '../../domain/platform.js';

/**
 * Opens the web dashboard on the shop of this chat. Always a private answer: the button on
 * Telegram opens a Mini App that signs who opened it, everywhere else the address carries a
 * one-time login, which must never be read in a group.
 */
export const dashboard = accountCommand({
  id: 'dashboard',
  description: () => t('cmd-dashboard'),
  details: () => t('cmd-dashboard-details'),
  ...commandArguments({}),
  role: 'viewer',
  writes: false,
  marketplace: 'none',
  scopes: ['private', 'group'],
  stores: ['dashboardLogins'],
  async run(ctx) {
    const base = ctx.services.dashboardUrl();
    if (base === null) return { text: t('dashboard-not-served'), tone: 'warning', visibility: 'private' };
    const label = t('dashboard-button');
    // Telegram opens only https pages as Mini Apps; over plain http (this machine) it gets the login link too.
    if (opensWebApps(ctx.actor.platform) && new URL(base).protocol === 'https:') {
      return {
        text: t('dashboard-open-app', { shop: ctx.account.label }),
        tone: 'info',
        link: { label, url: webAppUrl(base, ctx.account.id), webApp: true },
        visibility: 'private',
      };
    }
    return {
      text: t('dashboard-open-link', { shop: ctx.account.label, minutes: DASHBOARD_LOGIN_TTL_SECONDS / 60 }),
      tone: 'info',
      link: { label, url: await loginUrl(ctx, base) },
      visibility: 'private',
    };
  },
});

/** The Mini App's address names the shop; Telegram's init data says who opened it. */
function webAppUrl(base: string, accountId: string): string {
  const url = new URL(base);
  url.searchParams.set('account', accountId);
  return url.toString();
}

/** The login travels in the fragment, which no server log or Referer header sees. */
async function loginUrl(ctx: AccountContext<'dashboardLogins'>, base: string): Promise<string> {
  const token = await ctx.services.stores.dashboardLogins.issue({
    identityId: ctx.identityId,
    accountId: ctx.account.id,
    actor: ctx.actor,
  });
  const url = new URL(base);
  url.hash = `login=${token}`;
  return url.toString();
}
