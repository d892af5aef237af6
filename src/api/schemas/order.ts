import { z } from 'zod';
import { openEnum } from './open-enum.js';
import { shownString } from './shown-string.js';

/** `cancelled` is named by the spec's order table; the full set is not shown. */
const ORDER_STATUSES = ['awaiting_delivery', 'delivered', 'cancelled'] as const;
const orderStatus = openEnum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/**
 * The spec shows only `id`, `status` and `deadline_at`. Everything else is what the
 * sandbox sends and a real server may omit, so it is optional and never relied on.
 */
export const order = z.looseObject({
  id: z.string().min(1),
  status: orderStatus,
  deadline_at: z.string().nullable().optional(),
  offer_id: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
  title: shownString.nullable().optional(),
  quantity: z.number().int().positive().nullable().optional(),
  price: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  created_at: z.string().nullable().optional(),
  delivered_at: z.string().nullable().optional(),
});
export type Order = z.infer<typeof order>;
