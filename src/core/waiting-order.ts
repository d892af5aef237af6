import { z } from 'zod';
import type { Order } from '../api/schemas/order.js';
import { argument } from './command-arguments.js';
import type { AccountContext } from './context.js';
import { UserFacingError } from './user-facing-error.js';

/** An order id as typed or carried by a button: the whole uuid or its start. */
export const orderIdInput = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F-]{8,36}$/, 'an order id is the uuid `orders` shows (its first 8 characters are enough)')
  .transform((id) => id.toLowerCase());

/** A command's order argument: the same for `deliver` and `take`, and for their menus. */
export const orderArgument = argument(orderIdInput, { description: 'Order id (its first 8 characters are enough)', autocomplete: 'order' });

/** The one waiting order whose id starts with `typed`, or a sentence saying why there is none. */
export async function findWaitingOrder(ctx: AccountContext, typed: string): Promise<Order> {
  const { orders } = await ctx.api.orders.list('awaiting_delivery');
  const matches = orders.filter((order) => order.id.toLowerCase().startsWith(typed.toLowerCase()) && order.status === 'awaiting_delivery');
  if (matches.length > 1) throw new UserFacingError(`Several waiting orders start with ${typed}: type more of the id.`);
  const [order] = matches;
  if (!order)
    throw new UserFacingError(
      `No order ${typed} waits for delivery on "${ctx.account.label}". It may be delivered or cancelled already: see \`orders\`.`,
    );
  return order;
}
