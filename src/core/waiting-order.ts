import { z } from 'zod';
import type { Order } from '../api/schemas/order.js';
import { t } from '../i18n/index.js';
import { argument } from './command-arguments.js';
import type { MarketplaceContext } from './context.js';
import { UserFacingError } from './user-facing-error.js';

/** An order id as typed or carried by a button: the whole uuid or its start. */
const orderIdInput = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F-]{8,36}$/, { error: () => t('lookup-order-id-form') })
  .transform((id) => id.toLowerCase());

/** A command's order argument: the same for `deliver` and `take`, and for their menus. */
export const orderArgument = argument(orderIdInput, { description: () => t('cmd-order-argument'), autocomplete: 'order' });

/** The one waiting order whose id starts with `typed`, or a sentence saying why there is none. */
export async function findWaitingOrder(ctx: MarketplaceContext, typed: string): Promise<Order> {
  const { orders } = await ctx.api.orders.list('awaiting_delivery');
  const matches = orders.filter((order) => order.id.toLowerCase().startsWith(typed.toLowerCase()) && order.status === 'awaiting_delivery');
  if (matches.length > 1) throw new UserFacingError(t('lookup-order-ambiguous', { id: typed }));
  const [order] = matches;
  if (!order) throw new UserFacingError(t('lookup-order-none', { id: typed, shop: ctx.account.label }));
  return order;
}
