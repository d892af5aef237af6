import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WorkingHours } from '../../src/domain/working-hours.js';
import { localTime, WEEKDAYS } from '../../src/domain/local-time.js';
import { openHarness, waitFor, type Harness, type TestSeller } from './support/jobs-harness.js';
import { shopsInVisitOrder } from './support/visit-order.js';

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

const titled = (chatId: string, title: string) => h.notifier.inChat(chatId).filter((message) => message.versions[0]?.title === title);
const status = (listingId: string) => h.sandbox.core.state.listings.get(listingId)?.status;

describe('the deadline guard with one shop failing', () => {
  it('switches every other shop on time while one key is suspended and another revoked', async () => {
    const [suspended, revoked, healthy] = (await shopsInVisitOrder(h, 3)) as [TestSeller, TestSeller, TestSeller];
    const listings = new Map<TestSeller, string>();
    for (const shop of [suspended, revoked, healthy]) listings.set(shop, await h.manualListing(shop));
    // Every day, from two hours from now for twenty hours: all three shops are outside their hours now.
    const start = (localTime(h.sandbox.core.clock.now(), 'UTC').minute + 120) % 1440;
    const hours: WorkingHours = { timeZone: 'UTC', ranges: WEEKDAYS.map((day) => ({ day, start, end: (start + 1200) % 1440 })) };
    for (const shop of [suspended, revoked, healthy]) await h.stores.away.setHours(shop.accountId, hours);
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
});
