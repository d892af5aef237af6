import type { ChatActor } from '../domain/chat-input.js';
import { opensWebApps } from '../domain/platform.js';
import type { CoreServices } from './services.js';

/**
 * The page a person's private-chat menu button opens: the dashboard as a Web App, for people
 * on a team only (anyone else would open a page that refuses them), where the platform opens
 * Web Apps and the dashboard is on https (Telegram opens no other). No shop is named: the page
 * opens the person's active one. Null: leave the menu as it is.
 */
export async function dashboardMenuUrl(services: CoreServices, actor: ChatActor): Promise<string | null> {
  const base = services.dashboardUrl();
  if (base === null || !opensWebApps(actor.platform) || new URL(base).protocol !== 'https:') return null;
  const identityId = await services.stores.identities.identityOfLogin(actor.platform, actor.userId);
  if (identityId === null) return null;
  const accounts = await services.stores.identities.accountsOf(identityId);
  return accounts.length > 0 ? base : null;
}
