import { DEFAULT_LOCALE, withLocale } from '../i18n/index.js';
import type { Suggestion } from './chat-core.js';
import type { ChatActor, ChatPlace } from '../domain/chat-input.js';
import { listingStatusWord } from './format/marketplace-words.js';
import { orderTitle } from './order-row.js';
import type { CoreServices } from './services.js';

const MAX_SUGGESTIONS = 25;

/** Listing and order ids of the asker's acting account while they type; nothing for a stranger. */
export async function suggestions(
  services: CoreServices,
  actor: ChatActor,
  place: ChatPlace,
  kind: 'listing' | 'order',
  typed: string,
): Promise<Suggestion[]> {
  try {
    const { identities, team } = services.stores;
    const identityId = await identities.resolve(actor.platform, actor.userId);
    const accountId =
      (place.kind === 'group' ? await team.accountForPlace(place.platform, place.chatId) : null) ??
      (await identities.activeAccount(identityId))?.accountId ??
      null;
    if (accountId === null || (await team.roleOf(accountId, identityId)) === null) return [];
    const api = await services.clientFor(accountId);
    const locale = (await services.stores.languages.ofPerson(identityId)) ?? DEFAULT_LOCALE;
    const needle = typed.trim().toLowerCase();
    if (kind === 'listing') {
      const { offers } = await api.listings.listMine(needle && !/^[0-9a-f-]+$/.test(needle) ? { title: needle } : {});
      return offers
        .filter((row) => !needle || row.id.startsWith(needle) || row.title.toLowerCase().includes(needle))
        .slice(0, MAX_SUGGESTIONS)
        .map((row) => ({
          label: withLocale(locale, () => `${row.title} · ${listingStatusWord(row.status)}`).slice(0, 100),
          value: row.id,
        }));
    }
    const { orders } = await api.orders.list('awaiting_delivery');
    return orders
      .filter((order) => !needle || order.id.startsWith(needle) || (order.title ?? '').toLowerCase().includes(needle))
      .slice(0, MAX_SUGGESTIONS)
      .map((order) => ({ label: withLocale(locale, () => orderTitle(order)).slice(0, 100), value: order.id }));
  } catch (error) {
    services.logger.warn({ err: error instanceof Error ? error.name : 'error' }, 'suggestions failed');
    return [];
  }
}
