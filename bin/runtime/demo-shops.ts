import type { Reply } from '../../src/domain/reply.js';
import type { SaleRecord } from '../../src/store/sales-book.js';
import type { Stores } from '../../src/store/stores.js';
import type { DemoSeller } from '../../sandbox/demo-seed.js';
import type { RunningSandbox } from '../../sandbox/index.js';
import type { Order } from '../../sandbox/state.js';

/** The demo shops' names in Hawker, as `connect` is given them: the demo shop, then the second one. */
export const DEMO_SHOP_LABELS = ['Demo shop', 'Second shop'] as const;

export interface DemoShopsOptions {
  sandbox: RunningSandbox;
  stores: Stores;
  /** The name the terminal's person goes by: who delivered the past's manual orders. */
  deliveredBy: string | null;
  /** Runs a command as the terminal's person would type it. */
  command(name: string, text: string): Promise<Reply[]>;
}

/**
 * What the demo's goods cost its seller, per unit: about three fifths of the price, so stats
 * show a margin; an account's cost is left unknown, so they show that case too.
 */
function demoUnitCost(listing: Order['listing']): number | null {
  return listing.category === 'account' ? null : Math.round(listing.price * 0.62);
}

/**
 * An order of the sandbox's history as the sales book would have counted it, had Hawker
 * watched then: instant sales, the manual ones its person delivered, the lost ones.
 */
function pastSale(order: Order, deliveredBy: string | null): SaleRecord {
  const { listing } = order;
  const instant = listing.category !== 'currency' && listing.deliveryType === 'instant';
  const delivered = order.status === 'delivered';
  const amountCents = order.price ?? 0;
  return {
    orderId: order.id,
    at: order.createdAt,
    listingId: listing.id,
    title: listing.title,
    category: listing.category,
    game: listing.brand.name,
    quantity: order.quantity,
    amountCents: delivered ? amountCents : 0,
    costCents: delivered ? costOf(order) : null,
    estimated: false,
    deliveryType: instant ? 'instant' : 'manual',
    deliveredBy: delivered && !instant ? deliveredBy : null,
    deliverySeconds: delivered && !instant && order.deliveredAt !== null ? Math.round((order.deliveredAt - order.createdAt) / 1000) : null,
    outcome: !delivered ? 'lost' : instant ? 'instant' : 'delivered_hawker',
    source: 'live',
  };
}

function costOf(order: Order): number | null {
  const unit = demoUnitCost(order.listing);
  return unit === null ? null : unit * order.quantity;
}

/** The settled orders placed before today: the demo's past (today's are Hawker's to watch live). */
function pastOrders(sandbox: RunningSandbox, sellerId: string): Order[] {
  const today = new Date(sandbox.core.clock.now()).setUTCHours(0, 0, 0, 0);
  return [...sandbox.core.state.orders.values()].filter(
    (order) => order.sellerId === sellerId && order.createdAt < today && order.status !== 'awaiting_delivery',
  );
}

/**
 * Connects the demo shops to the terminal's person when Hawker has neither (a first start,
 * `--fresh`, or a Redis that kept nothing while the sandbox's state was kept), the second
 * first so that the demo shop is the one in use, and writes the demo shop's past into its
 * sales book in one go. Answers the first failure's reply, or null.
 */
export async function connectDemoShops(options: DemoShopsOptions): Promise<Reply | null> {
  const { sandbox, stores } = options;
  const known = await Promise.all(sandbox.sellers.map((seller) => stores.accounts.findByKey(seller.apiKey)));
  if (known.some((account) => account !== null)) return null;
  const order = [...sandbox.sellers.keys()].reverse();
  for (const index of order) {
    const seller = sandbox.sellers[index] as DemoSeller;
    const replies = await options.command('connect', `${seller.apiKey} ${DEMO_SHOP_LABELS[index] ?? `Demo shop ${index + 1}`}`);
    const failed = replies.find((reply) => reply.tone === 'error');
    if (failed) return failed;
    const account = await stores.accounts.findByKey(seller.apiKey);
    if (!account) continue;
    const sales = pastOrders(sandbox, seller.id).map((past) => pastSale(past, options.deliveredBy));
    await stores.salesBook.recordAll(account.id, sales);
    // The same costs for what sells from now on, as a seller would have set them with `cost`.
    for (const listing of sandbox.core.state.listings.values()) {
      const unit = listing.sellerId === seller.id ? demoUnitCost(listing) : null;
      if (unit !== null) await stores.costs.set(account.id, { kind: 'listing', listingId: listing.id }, unit);
    }
  }
  return null;
}
