import type { Harness } from '../../../core/harness.js';

/** Books a sale made just now to the terminal user's active account, so `/stats today` has a chart to draw. */
export async function bookTerminalSale(h: Harness, orderId: string): Promise<void> {
  const accountId =
    (await h.stores.identities.activeAccount(await h.stores.identities.resolve('console', 'console-user')))?.accountId ?? '';
  await h.stores.salesBook.record(accountId, {
    orderId,
    at: Date.now(),
    listingId: null,
    title: 'Starfall crystals',
    category: null,
    game: null,
    quantity: 1,
    amountCents: 1499,
    costCents: null,
    estimated: false,
    deliveryType: 'manual',
    deliveredBy: null,
    deliverySeconds: null,
    outcome: 'delivered_elsewhere',
    source: 'live',
  });
}
