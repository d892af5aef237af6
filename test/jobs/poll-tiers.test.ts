import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, waitFor, type Harness, type TestSeller } from './support/jobs-harness.js';
import { publishInstantTopUp } from './support/instant-top-up.js';

/**
 * The listing watch's interval here, and so an idle shop's order poll: long beside the
 * harness's 250 ms fast poll, so a shop's next poll tells its tier. Time moves on the
 * sandbox clock (`advanceClock`), never by waiting.
 */
const WATCH_MS = 20_000;

/** A listing watch late by seconds on a loaded machine puts an idle shop's next poll nearer than usual for one round. */
const BUSY_MACHINE_MS = 40_000;

let h: Harness;

beforeAll(async () => {
  h = await openHarness('poll-tiers');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

const now = () => h.sandbox.core.clock.now();
/** How far the shop's next order poll is (a poll in flight holds it a lease of 4 s ahead). */
const nextPollIn = async (seller: TestSeller) => ((await h.stores.schedule.ordersDueAt(seller.accountId)) ?? Infinity) - now();
const polledFast = async (seller: TestSeller) =>
  (await h.stores.schedule.tier(seller.accountId)) === 'fast' && (await nextPollIn(seller)) <= 250;
const polledIdle = async (seller: TestSeller) =>
  (await h.stores.schedule.tier(seller.accountId)) === 'idle' && (await nextPollIn(seller)) > WATCH_MS / 4;
const inChat = (chatId: string, prefix: string) =>
  h.notifier.inChat(chatId).filter((message) => message.versions[0]?.title?.startsWith(prefix));

/** A shop selling only an instant top-up, looked at once by the listing watch (as `connect` has it looked at). */
async function instantOnlyShop(): Promise<{ seller: TestSeller; instant: string }> {
  const seller = await h.seller();
  const instant = await publishInstantTopUp(seller, 5);
  await h.stores.schedule.dueNow(seller.accountId, now());
  await waitFor('the instant-only shop idled by its first listing watch', () => polledIdle(seller), BUSY_MACHINE_MS);
  return { seller, instant };
}

describe('polling by what a shop can have waiting', () => {
  it('polls an instant-only shop at the listing watch pace and still counts its instant sales', async () => {
    await h.startWorker({ listingWatchIntervalMs: WATCH_MS });
    const { seller, instant } = await instantOnlyShop();
    const sale = await h.placeOrder(instant);
    expect(sale.status).toBe('delivered');
    await h.advanceClock(WATCH_MS);
    await waitFor('the instant sale told', () => inChat(seller.teamChat, 'Instant sale').length === 1);
    expect((await h.stores.instantSales.read(seller.accountId))?.count).toBe(1);
    await waitFor('the shop still idle', () => polledIdle(seller), BUSY_MACHINE_MS);
  });

  it('moves a shop to fast polling when the listing watch sees a manual listing put on sale outside Hawker', async () => {
    await h.startWorker({ listingWatchIntervalMs: WATCH_MS });
    const { seller } = await instantOnlyShop();
    const manual = await h.manualListing(seller);
    await h.advanceClock(WATCH_MS);
    await waitFor('the shop polled fast', () => polledFast(seller));
    const order = await h.placeOrder(manual);
    await waitFor('the alert', () =>
      inChat(seller.ownerChat, 'New order').some((message) => message.versions[0]?.fields?.some((field) => field.value === order.id)),
    );
  });

  it('keeps polling a shop fast while an order is open, though its manual listing left sale, and idles it once the order closes', async () => {
    await h.startWorker({ listingWatchIntervalMs: WATCH_MS });
    const seller = await h.seller();
    const manual = await h.manualListing(seller);
    await h.stores.schedule.dueNow(seller.accountId, now());
    const order = await h.placeOrder(manual);
    await waitFor('the alert', () => inChat(seller.ownerChat, 'New order').length === 1);

    await seller.client.listings.unpublish('top_up', manual);
    await h.advanceClock(WATCH_MS);
    await waitFor('the listing watch idling the shop', async () => (await h.stores.schedule.tier(seller.accountId)) === 'idle');
    // Every due poll has run since, each after the shop's tier said idle.
    await h.drain();
    expect(await nextPollIn(seller)).toBeLessThanOrEqual(250);

    await seller.client.orders.deliver(order.id, [{ code: 'STAR-1' }]);
    await waitFor('the shop idle once the order closed', () => polledIdle(seller), BUSY_MACHINE_MS);
  });
});
