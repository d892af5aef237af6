import type { Listing, Order } from './state.js';

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

export function availableUnits(listing: Listing): number {
  let count = 0;
  for (const unit of listing.units) if (unit.status === 'available') count += 1;
  return count;
}

/** What is left to sell: the currency stock, else the units in the pool (none for a manual listing, which is handed over by hand). */
function stockOf(listing: Listing): number {
  return listing.category === 'currency' ? listing.stockQuantity : availableUnits(listing);
}

function commonFields(listing: Listing): Record<string, unknown> {
  return {
    id: listing.id,
    title: listing.title,
    description: listing.description,
    attributes: listing.attributes,
    tags: listing.tags,
    status: listing.status,
    created_at: iso(listing.createdAt),
    updated_at: iso(listing.updatedAt),
    published_at: iso(listing.publishedAt),
    moderation_reason_code: listing.moderationReasonCode,
    moderation_note: listing.moderationNote,
    manual_delivery_value: listing.manualDeliveryValue,
    manual_delivery_unit: listing.manualDeliveryUnit,
  };
}

/** The listing as read by id, with the read-only extras; create, edit and actions answer the same. */
export function listingView(listing: Listing): Record<string, unknown> {
  const brandExtras = { brand_id: listing.brand.id, brand_slug: listing.brand.slug };
  if (listing.category === 'currency') {
    return {
      ...commonFields(listing),
      product_id: listing.product?.id ?? null,
      currency: 'USD',
      price_per_unit: listing.price,
      stock_quantity: listing.stockQuantity,
      min_order_quantity: listing.minOrderQuantity,
      delivery_method: listing.deliveryMethod,
      delivery_instructions: listing.deliveryInstructions,
      ...brandExtras,
      product_scale: listing.product?.scale ?? null,
    };
  }
  const view: Record<string, unknown> = {
    ...commonFields(listing),
    price: listing.price,
    currency: 'USD',
    images: listing.images,
    delivery_type: listing.deliveryType,
  };
  if (listing.category === 'top_up' || listing.category === 'gift_card') view.delivery_method = listing.deliveryMethod;
  if (listing.category === 'top_up') view.delivery_instructions = listing.deliveryInstructions;
  return {
    ...view,
    ...brandExtras,
    available_units: availableUnits(listing),
    units: listing.units.filter((unit) => unit.status !== 'sold').map((unit) => ({ id: unit.id, status: unit.status })),
  };
}

export function summaryRow(listing: Listing, withCategory: boolean): Record<string, unknown> {
  const row: Record<string, unknown> = {
    id: listing.id,
    title: listing.title,
    status: listing.status,
    updated_at: iso(listing.updatedAt),
    game_name: listing.brand.name,
    game_slug: listing.brand.slug,
    game_icon_url: listing.brand.icon_url,
    price: listing.price,
    currency: 'USD',
    images: listing.images,
    stock: stockOf(listing),
  };
  // The document gives a currency listing no delivery_type, so its row carries none either.
  if (listing.category !== 'currency') row.delivery_type = listing.deliveryType;
  if (listing.category !== 'account') row.delivery_method = listing.deliveryMethod;
  if (withCategory) row.category = listing.category;
  return row;
}

export function orderView(order: Order): Record<string, unknown> {
  return {
    id: order.id,
    status: order.status,
    offer_id: order.listing.id,
    category: order.listing.category,
    title: order.listing.title,
    quantity: order.quantity,
    price: order.price,
    currency: 'USD',
    created_at: iso(order.createdAt),
    deadline_at: iso(order.deadlineAt),
    delivered_at: iso(order.deliveredAt),
    ...(Object.keys(order.buyerFields).length > 0 ? { buyer_fields: { ...order.buyerFields } } : {}),
  };
}
