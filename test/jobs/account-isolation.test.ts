import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localTime, WEEKDAYS, type WorkingHours } from '../../src/core/guard/working-hours.js';
import { keyGroupOf } from '../../src/store/key-scope.js';
import type { SaleRecord } from '../../src/store/sales-book.js';
import { openHarness, waitFor, type Harness, type TestSeller } from './support/jobs-harness.js';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('isolation');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

const HOUR = 3_600_000;

/**
 * `count` shops in the order the worker's loops visit them (key group first). A broken shop
 * must come before the healthy one for the test to mean anything: visited after it, the
 * healthy shop would be served even by a loop that stops at the first failure.
 */
async function shopsInVisitOrder(count: number): Promise<TestSeller[]> {
  const byGroup = new Map<number, TestSeller>();
  while (byGroup.size < count) {
    const shop = await h.seller();
    if (!byGroup.has(keyGroupOf(shop.accountId))) byGroup.set(keyGroupOf(shop.accountId), shop);
  }
  return [...byGroup.entries()].sort(([left], [right]) => left - right).map(([, shop]) => shop);
}

const titled = (chatId: string, title: string) => h.notifier.inChat(chatId).filter((message) => message.versions[0]?.title === title);
const status = (listingId: string) => h.sandbox.core.state.listings.get(listingId)?.status;

describe('one account failing in a loop over accounts', () => {
  it('leaves the deadline guard switching every other shop on time while one key is suspended and another revoked', async () => {
    const [suspended, revoked, healthy] = (await shopsInVisitOrder(3)) as [TestSeller, TestSeller, TestSeller];
    const listings = new Map<TestSeller, string>();
    for (const shop of [suspended, revoked, healthy]) listings.set(shop, await h.manualListing(shop));
    // Every day, from two hours from now for twenty hours: all three shops are outside their hours now.
    const start = (localTime(h.sandbox.core.clock.now(), 'UTC').minute + 120) % 1440;
    const hours: WorkingHours = { timeZone: 'UTC', ranges: WEEKDAYS.map((day) => ({ day, start, end: (start + 1200) % 1440 })) };
    for (const shop of [suspended, revoked, healthy]) await h.stores.guard.setHours(shop.accountId, hours);
    expect((await h.admin('POST', `/_sandbox/sellers/${suspended.sellerId}/suspend`)).status).toBe(204);
    expect((await h.admin('DELETE', `/_sandbox/sellers/${revoked.sellerId}/keys/${revoked.keyId}`)).status).toBe(204);
    await h.startWorker();

    await waitFor('the healthy shop off sale at the end of its hours', () => status(listings.get(healthy)!) === 'draft');
    await waitFor('its team told', () => titled(healthy.teamChat, 'Away: manual listings off sale').length === 1);
    expect([status(listings.get(suspended)!), status(listings.get(revoked)!)]).toEqual(['active', 'active']);

    await h.advanceClock(2 * HOUR + 60_000);
    await waitFor('the healthy shop back on sale when its hours start', () => status(listings.get(healthy)!) === 'active');
    await waitFor('its team told again', () => titled(healthy.teamChat, 'Back: manual listings on sale again').length === 1);
    expect((await h.stores.accounts.get(revoked.accountId))?.keyStatus).toBe('invalid');
    expect(titled(revoked.ownerChat, 'Hawker can no longer reach your seller account')).toHaveLength(1);
    expect(titled(suspended.ownerChat, 'Your seller account is suspended')).toHaveLength(1);
  });

  it('sends the other shops their daily digest while one shop’s digest fails, and retries that one later', async () => {
    const [broken, healthy] = (await shopsInVisitOrder(2)) as [TestSeller, TestSeller];
    const sale: Omit<SaleRecord, 'orderId'> = {
      at: Date.parse('2026-07-10T06:00:00Z'),
      listingId: 'listing-1',
      title: 'Starfall crystals',
      category: 'top_up',
      game: 'Starfall Odyssey',
      quantity: 1,
      amountCents: 1499,
      estimated: false,
      deliveryType: 'manual',
      deliveredBy: null,
      deliverySeconds: 120,
      outcome: 'delivered_elsewhere',
      source: 'live',
    };
    for (const shop of [broken, healthy])
      await h.stores.salesBook.record(shop.accountId, { ...sale, orderId: `morning-${shop.accountId}` });
    await h.stores.alertSettings.update(healthy.accountId, { digest: { time: '21:00', timeZone: 'Europe/Berlin' } });
    // A record from a release whose zone names this Node no longer knows: reading its local time throws.
    await h.stores.alertSettings.update(broken.accountId, { digest: { time: '21:00', timeZone: 'Mars/Olympus_Mons' } });
    const clock = { now: Date.parse('2026-07-10T19:00:30Z') };
    await h.startWorker({ digestCheckEveryMs: 100, now: () => clock.now });
    const digests = (shop: TestSeller) =>
      h.notifier.inChat(shop.teamChat).filter((message) => message.versions[0]?.title === 'Sales today (2026-07-10)');

    await waitFor('the healthy shop’s digest', () => digests(healthy).length === 1);
    expect(digests(broken)).toHaveLength(0);

    await h.stores.alertSettings.update(broken.accountId, { digest: { time: '21:00', timeZone: 'Europe/Berlin' } });
    clock.now += 60_000;
    await waitFor('the other shop’s digest once its turn works again', () => digests(broken).length === 1);
    expect(digests(healthy)).toHaveLength(1);
  });
});
