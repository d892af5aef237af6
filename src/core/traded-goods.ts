import type { GoodsEntry } from '../api/schemas/requests.js';
import { t } from '../i18n/index.js';
import type { MarketplaceContext } from './context.js';
import { formatUtc } from './format/time.js';
import { deliverKinds } from './listing-capabilities.js';
import type { Parsed } from './goods-input.js';

/** The English word is understood whatever the person's language, as buttons and the API send it. */
const TRADED = 'traded';

/** `traded` (or the person's language's word) alone: the answer that an in-game trade is done. */
export function isTradedAnswer(text: string): boolean {
  const typed = text.trim().toLowerCase();
  return typed === TRADED || typed === t('deliver-traded-word').toLowerCase();
}

/** The order as the deliver flow knows it: enough to tell an in-game currency trade and how many units it is for. */
interface TradedOrder {
  orderId: string;
  quantity?: number | null | undefined;
  category?: string | null | undefined;
  listingId?: string | null | undefined;
}

/**
 * What a "traded" answer sends. The marketplace takes one goods entry per unit bought, and
 * Hawker refuses two equal entries (they would hand two units the same code), so each unit
 * gets its own line saying which of the order's units it is and when the seller said it was
 * traded: distinct, and readable by the buyer and by anyone reviewing the order later.
 * Only a currency order is answered so; the order list names its category where the
 * marketplace gives it, else the listing watch's snapshot of its listing does.
 */
export async function tradedGoods(ctx: MarketplaceContext<'listingSnapshots'>, order: TradedOrder): Promise<Parsed<GoodsEntry[]>> {
  const short = order.orderId.slice(0, 8);
  const category = order.category ?? (await seenCategory(ctx, order.listingId ?? null));
  if (!deliverKinds(category).includes('traded')) return { ok: false, message: t('deliver-traded-not-currency', { order: short }) };
  const count = order.quantity;
  if (typeof count !== 'number') return { ok: false, message: t('deliver-traded-no-quantity', { order: short }) };
  const at = formatUtc(ctx.now());
  return {
    ok: true,
    value: Array.from({ length: count }, (_, index) => ({ code: t('deliver-traded-entry', { unit: index + 1, count, at }) })),
  };
}

async function seenCategory(ctx: MarketplaceContext<'listingSnapshots'>, listingId: string | null): Promise<string | null> {
  if (listingId === null) return null;
  const seen = await ctx.services.stores.listingSnapshots.seen(ctx.account.id, listingId);
  return seen?.category ?? null;
}
