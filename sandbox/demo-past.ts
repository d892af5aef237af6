import type { SandboxCore } from './core.js';
import { createRandom, type Random } from './random.js';
import type { Listing, Order } from './state.js';

/** How far back the demo shop's past reaches. */
export const DEMO_PAST_DAYS = 90;
/** The past's own seed: the same history on every machine, whatever the sandbox's ids are. */
const PAST_SEED = 20_261_207;
const DAY_MS = 24 * 3600 * 1000;
/** Orders on an ordinary weekday at the start of the past; the shop grows a little from there. */
const BASE_ORDERS_PER_DAY = 7;
const GROWTH_OVER_PAST = 0.35;
/** Sunday first, as Date#getUTCDay counts: weekends sell more, Monday least. */
const WEEKDAY_RHYTHM = [1.45, 0.75, 0.9, 0.95, 1.0, 1.25, 1.55];
/** Of the manually delivered orders, the share left to expire: a few lost sales. */
const LOST_SHARE = 0.04;

/** A listing's pull on buyers: the cheaper and the more everyday, the more often bought. */
function weightOf(listing: Listing): number {
  if (listing.category === 'currency') return 3;
  if (listing.category === 'top_up') return 4;
  if (listing.category === 'gift_card') return 2.5;
  return 1;
}

function pick(random: Random, listings: readonly Listing[], total: number): Listing {
  let left = random.next() * total;
  for (const listing of listings) {
    left -= weightOf(listing);
    if (left < 0) return listing;
  }
  return listings[listings.length - 1] as Listing;
}

/** A moment of the day, most of them in the afternoon and evening (UTC), when players buy. */
function momentOfDay(random: Random): number {
  const hour = Math.min(23.99, Math.max(0, 17 + (random.next() + random.next() + random.next() - 1.5) * 9));
  return Math.floor(hour * 3600 * 1000);
}

/** Orders that day: the weekday's rhythm on a slow growth, with some days better or worse than others. */
function ordersOnDay(random: Random, dayStart: number, daysAgo: number): number {
  const growth = 1 + GROWTH_OVER_PAST * (1 - daysAgo / DEMO_PAST_DAYS);
  const weather = 0.65 + random.next() * 0.7;
  const expected = BASE_ORDERS_PER_DAY * (WEEKDAY_RHYTHM[new Date(dayStart).getUTCDay()] ?? 1) * growth * weather;
  return Math.max(0, Math.round(expected + (random.next() - 0.5) * 2));
}

function quantityFor(random: Random, listing: Listing): number {
  if (listing.category !== 'currency') return random.next() < 0.1 ? 2 : 1;
  return listing.minOrderQuantity * (1 + Math.floor(random.next() * 4));
}

/** One past order, already settled: delivered (instantly, or by hand within the hour or two), or lost to its deadline. */
function pastOrder(core: SandboxCore, random: Random, listing: Listing, createdAt: number): Order {
  const quantity = quantityFor(random, listing);
  const instant = listing.category !== 'currency' && listing.deliveryType === 'instant';
  const lost = !instant && random.next() < LOST_SHARE;
  const handedOverAt = createdAt + Math.floor((4 + random.next() * 80) * 60_000);
  return {
    id: random.uuid(),
    seq: core.state.nextSeq(),
    sellerId: listing.sellerId,
    listing,
    quantity,
    price: listing.price * quantity,
    status: lost ? 'cancelled' : 'delivered',
    createdAt,
    deadlineAt: instant ? null : createdAt + 2 * DAY_MS,
    deliveredAt: lost ? null : instant ? createdAt : handedOverAt,
    goods: [],
    buyerFields: {},
  };
}

/**
 * The demo shop's last 90 days of orders, as the marketplace would hold them: a few a day on
 * the listings that were on sale (drafts never were), more at weekends, growing slowly, some
 * manual ones lost. Deterministic: the same seed and `now` give the same orders and ids. The
 * orders take no stock: their goods were handed over long ago, and today's stock is what
 * the shop has left.
 */
export function seedDemoPast(core: SandboxCore, sellerId: string, now: number): Order[] {
  const random = createRandom(PAST_SEED);
  const sold = core.state.listingsOf(sellerId).filter((listing) => listing.status !== 'draft');
  if (sold.length === 0) return [];
  const total = sold.reduce((sum, listing) => sum + weightOf(listing), 0);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const orders: Order[] = [];
  for (let daysAgo = DEMO_PAST_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const dayStart = today - daysAgo * DAY_MS;
    const count = ordersOnDay(random, dayStart, daysAgo);
    const moments = Array.from({ length: count }, () => dayStart + momentOfDay(random)).sort((a, b) => a - b);
    for (const createdAt of moments) {
      const order = pastOrder(core, random, pick(random, sold, total), createdAt);
      core.state.orders.set(order.id, order);
      orders.push(order);
    }
  }
  return orders;
}
