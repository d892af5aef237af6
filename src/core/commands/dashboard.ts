import { t } from '../../i18n/index.js';
import { DASHBOARD_LOGIN_TTL_SECONDS } from '../../store/dashboard-logins.js';
import { commandArguments } from '../command-arguments.js';
import { errorReply } from '../reply-helpers.js';
import { done } from '../typed/outcome.js';
import { typedCommand } from '../typed/typed-command.js';
import type { AccountContext } from '../context.js';
import { opensWebApps } from '../../domain/platform.js';

/**
 * What opens the dashboard: a Telegram Mini App's address, or an address carrying a one-time
 * login valid `expires_in_seconds`; `not_served` where this Hawker serves no dashboard.
 */
export type DashboardOpened =
  { opens: 'not_served' } | { opens: 'web_app'; url: string } | { opens: 'login_link'; url: string; expires_in_seconds: number };

/**
 * Opens the web dashboard on the shop of this chat. Always a private answer: the button on
 * Telegram opens a Mini App that signs who opened it, everywhere else the address carries a
 * one-time login, which must never be read in a group.
 */
export const dashboard = typedCommand<Record<string, never>, DashboardOpened, never, 'dashboardLogins'>({
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
    if (base === null) return done({ opens: 'not_served' });
    // Telegram opens only https pages as Mini Apps; over plain http (this machine) it gets the login link too.
    if (opensWebApps(ctx.actor.platform) && new URL(base).protocol === 'https:')
      return done({ opens: 'web_app', url: webAppUrl(base, ctx.account.id) });
    return done({ opens: 'login_link', url: await loginUrl(ctx, base), expires_in_seconds: DASHBOARD_LOGIN_TTL_SECONDS });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const opened = outcome.value;
    if (opened.opens === 'not_served') return { text: t('dashboard-not-served'), tone: 'warning', visibility: 'private' };
    const label = t('dashboard-button');
    if (opened.opens === 'web_app')
      return {
        text: t('dashboard-open-app', { shop: ctx.account.label }),
        tone: 'info',
        link: { label, url: opened.url, webApp: true },
        visibility: 'private',
      };
    return {
      text: t('dashboard-open-link', { shop: ctx.account.label, minutes: opened.expires_in_seconds / 60 }),
      tone: 'info',
      link: { label, url: opened.url },
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
