import { badRequest, conflict, notFound } from './api-error.js';
import type { Catalogue } from './catalogue.js';
import type { SandboxClock } from './clock.js';
import type { GoodsVault } from './goods-vault.js';
import { asBody, handoverMs } from './listing-input.js';
import { page, readPaging, readStatuses } from './paging.js';
import type { Random } from './random.js';
import type { Listing, Order, SandboxState } from './state.js';
import { availableUnits, orderView } from './views.js';

export interface OrderDeps {
  state: SandboxState;
  catalogue: Catalogue;
  clock: SandboxClock;
  random: Random;
  vault: GoodsVault;
  /** Told when an expiry cancelled orders, which no request asked for. */
  changed(): void;
}

export class Orders {
  constructor(private readonly deps: OrderDeps) {}

  /** A buyer's purchase (control interface and background buyers). */
  place(offerId: unknown, quantity: unknown, buyerFields?: unknown, withoutPrice = false): Order {
    const listing = typeof offerId === 'string' ? this.deps.state.listings.get(offerId) : undefined;
    if (!listing || listing.removed) throw notFound();
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1) throw badRequest('invalid_quantity');
    if (listing.status !== 'active') throw conflict('not_buyable');
    this.expire();
    const now = this.deps.clock.now();
    const order: Order = {
      id: this.deps.random.uuid(),
      seq: this.deps.state.nextSeq(),
      sellerId: listing.sellerId,
      listing,
      quantity,
      price: withoutPrice ? null : listing.price * quantity,
      status: 'awaiting_delivery',
      createdAt: now,
      deadlineAt: null,
      deliveredAt: null,
      goods: [],
      buyerFields: {},
    };
    if (listing.category === 'currency') {
      if (quantity < listing.minOrderQuantity) throw badRequest('invalid_quantity');
      if (quantity > listing.stockQuantity) throw conflict('insufficient_stock');
      listing.stockQuantity -= quantity;
      listing.reservedQuantity += quantity;
    } else if (listing.deliveryType === 'instant') {
      const units = listing.units.filter((unit) => unit.status === 'available').slice(0, quantity);
      if (units.length < quantity) throw conflict('insufficient_stock');
      for (const unit of units) unit.status = 'sold';
      order.goods = units.map((unit) => unit.goods);
      order.status = 'delivered';
      order.deliveredAt = now;
    }
    if (order.status === 'awaiting_delivery') {
      order.buyerFields = this.buyerFieldsFor(listing, buyerFields, order.seq);
      order.deadlineAt = now + handoverMs(listing.manualDeliveryValue ?? 1, listing.manualDeliveryUnit ?? 'days');
      this.deps.state.openOrders.add(order);
    }
    this.deps.state.orders.set(order.id, order);
    if (order.status === 'delivered') this.settle(listing);
    return order;
  }

  /**
   * The buyer's answers to the delivery method's buyer fields: the given ones it asks
   * for, and a made-up value for a required one left out (background buyers give none).
   */
  private buyerFieldsFor(listing: Listing, given: unknown, seq: number): Record<string, string> {
    const method = listing.deliveryMethod === null ? undefined : this.deps.catalogue.deliveryMethod(listing.deliveryMethod);
    const answers = typeof given === 'object' && given !== null && !Array.isArray(given) ? (given as Record<string, unknown>) : {};
    const fields: Record<string, string> = {};
    for (const field of method?.buyer_fields ?? []) {
      const key = String(field.key);
      const answer = answers[key];
      if (typeof answer === 'string' && answer !== '') fields[key] = answer;
      else if (field.required === true)
        fields[key] = Array.isArray(field.enum_values) && typeof field.enum_values[0] === 'string' ? field.enum_values[0] : `${key}-${seq}`;
    }
    return fields;
  }

  own(sellerId: string, id: string): Order {
    this.expire();
    const order = this.deps.state.orders.get(id);
    if (!order || order.sellerId !== sellerId) throw notFound();
    return order;
  }

  deliver(sellerId: string, id: string, rawBody: unknown): Order {
    const order = this.own(sellerId, id);
    if (order.status !== 'awaiting_delivery') throw conflict('order_not_awaiting_delivery');
    const goods = asBody(rawBody).goods;
    if (!Array.isArray(goods)) throw badRequest('invalid_goods');
    for (const item of goods) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badRequest('invalid_goods');
    }
    if (goods.length !== order.quantity) throw badRequest('invalid_goods_count');
    order.goods = goods.map((item) => this.deps.vault.seal(item));
    order.status = 'delivered';
    order.deliveredAt = this.deps.clock.now();
    this.deps.state.openOrders.delete(order);
    if (order.listing.category === 'currency') order.listing.reservedQuantity -= order.quantity;
    this.settle(order.listing);
    return order;
  }

  /** `sold` once the last of the stock has gone to closed orders. */
  private settle(listing: Listing): void {
    if (listing.status !== 'active') return;
    const stockLeft = listing.category === 'currency' ? listing.stockQuantity + listing.reservedQuantity : availableUnits(listing);
    const manualFixedPrice = listing.category !== 'currency' && listing.deliveryType !== 'instant';
    if (manualFixedPrice || stockLeft > 0) return;
    listing.status = 'sold';
    listing.updatedAt = this.deps.clock.now();
  }

  /** Orders past their deadline cancel themselves and give their stock back. */
  expire(): void {
    if (this.deps.state.openOrders.size === 0) return;
    const now = this.deps.clock.now();
    let cancelled = 0;
    for (const order of this.deps.state.openOrders) {
      if (order.deadlineAt === null || order.deadlineAt > now) continue;
      cancelled += 1;
      order.status = 'cancelled';
      this.deps.state.openOrders.delete(order);
      if (order.listing.category === 'currency') {
        order.listing.reservedQuantity -= order.quantity;
        order.listing.stockQuantity += order.quantity;
      }
    }
    if (cancelled > 0) this.deps.changed();
  }

  list(sellerId: string, query: URLSearchParams): Record<string, unknown> {
    this.expire();
    const statuses = readStatuses(query);
    const paging = readPaging(query);
    const rows: Order[] = [];
    for (const order of this.deps.state.orders.values()) {
      if (order.sellerId === sellerId && (statuses === null || statuses.has(order.status))) rows.push(order);
    }
    rows.sort((a, b) => b.createdAt - a.createdAt || b.seq - a.seq);
    return { orders: page(rows, paging).map(orderView), total: rows.length };
  }

  /** What the buyer received, for tests that check a delivery end to end. */
  buyerView(id: string): Record<string, unknown> {
    const order = this.deps.state.orders.get(id);
    if (!order) throw notFound();
    return { ...orderView(order), goods: order.goods.map((sealed) => this.deps.vault.open(sealed)) };
  }
}
