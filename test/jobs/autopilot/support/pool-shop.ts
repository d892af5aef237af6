import type { AutopilotBinding } from '../../../../src/store/autopilot-store.js';
import type { Harness, TestSeller } from '../../support/jobs-harness.js';

/** Shops whose manual listing autopilot delivers from pool `steam`, on the harness `harness()` answers (opened in a beforeAll). */
export function poolShops(harness: () => Harness) {
  /** Puts the listing on autopilot from pool `steam`, since the sandbox's now, as Alice; `binding` changes any of it. */
  async function bind(seller: TestSeller, offerId: string, binding: Partial<AutopilotBinding> = {}): Promise<void> {
    const h = harness();
    await h.stores.autopilot.bind(seller.accountId, {
      listingId: offerId,
      title: 'Starfall crystals by player id',
      mode: { kind: 'deliver', source: { kind: 'pool', pool: 'steam' }, template: null },
      capOrders: null,
      capCents: null,
      since: h.sandbox.core.clock.now(),
      by: 'Alice',
      ...binding,
    });
  }
  return {
    bind,
    /** A seller whose manual listing autopilot delivers from pool `steam`, filled with `codes`. */
    async shopOnAutopilot(codes: string[], binding: Partial<AutopilotBinding> = {}): Promise<{ seller: TestSeller; offerId: string }> {
      const h = harness();
      const seller = await h.seller();
      const offerId = await h.manualListing(seller);
      if (codes.length > 0) await h.stores.pools.add(seller.accountId, 'steam', codes, Date.now());
      await bind(seller, offerId, binding);
      return { seller, offerId };
    },
    /** Every message about the order in the seller's test chats (team and owner), as sent. */
    orderMessages(seller: TestSeller, orderId: string) {
      const { notifier } = harness();
      return [...notifier.orderAlerts(seller.teamChat, orderId), ...notifier.orderAlerts(seller.ownerChat, orderId)];
    },
  };
}
