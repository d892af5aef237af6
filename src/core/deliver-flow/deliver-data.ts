import { z } from 'zod';
import { goodsEntry } from '../../api/schemas/requests.js';
import type { Order } from '../../api/schemas/order.js';
import type { TypedFlowView } from '../flow-definition.js';

/** A delivery whose answer was lost, waiting until its request can no longer land. */
export const CHECKING_STEP = 'checking';

/** The goods shown in the preview, kept in the flow's sealed secret until Confirm sends them. */
export const storedGoods = z.array(goodsEntry);

/** What the deliver flow keeps: the order, and what was learned of it (a reply to an alert starts with the id alone). */
export const deliverData = z.object({
  orderId: z.string(),
  quantity: z.number().int().nullable().optional(),
  title: z.string().nullable().optional(),
  deadline: z.string().nullable().optional(),
  /** The listing's category and id, as the order list gives them: a currency order may be answered `traded`. */
  category: z.string().nullable().optional(),
  listingId: z.string().nullable().optional(),
  /** A delivery's answer was lost: read the order before sending again. */
  uncertain: z.boolean().optional(),
  /** When a lost delivery can no longer land, so the order list tells the truth. */
  checkAfter: z.number().optional(),
});
export type DeliverData = z.infer<typeof deliverData>;
export type DeliverView = TypedFlowView<DeliverData>;

/** What the flow starts with: the order as the order list gives it. */
export function orderData(order: Order): DeliverData {
  return {
    orderId: order.id,
    quantity: order.quantity ?? null,
    title: order.title ?? null,
    deadline: order.deadline_at ?? null,
    category: order.category ?? null,
    listingId: order.offer_id ?? null,
  };
}
