/** The facts of one order a supplier needs to produce its goods; nothing of the seller's key or other orders. */
export interface SupplierOrder {
  id: string;
  listingId: string;
  listingTitle: string;
  quantity: number;
  /** The buyer's inputs by the listing's field keys (`player_id` → `12345`). */
  buyerInputs: Record<string, string>;
  /** When the marketplace cancels the order undelivered, as it wrote it (ISO 8601), or null. */
  deadlineAt: string | null;
}

/** The request a supplier receives, in snake_case like the marketplace's own documents (docs/autopilot.md). */
export function supplierRequestBody(order: SupplierOrder): unknown {
  return {
    type: 'order.awaiting_delivery',
    order: {
      id: order.id,
      listing_id: order.listingId,
      listing_title: order.listingTitle,
      quantity: order.quantity,
      buyer_inputs: order.buyerInputs,
      deadline_at: order.deadlineAt,
    },
  };
}

/**
 * The Standard Webhooks message id of an order's request: the same on every retry, as
 * the specification has it, so a supplier that saw the id already answers the same goods
 * instead of buying them twice. The order id also goes as `idempotency-key`.
 */
export function supplierMessageId(order: Pick<SupplierOrder, 'id'>): string {
  return `order_${order.id}`;
}
