import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SaleRecord } from '../../../src/store/sales-book.js';
import { openHarness, waitFor, type Harness, type TestSeller } from '../support/jobs-harness.js';
import { shopsInVisitOrder } from '../support/visit-order.js';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('daily-digest');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

function sale(orderId: string, at: string, amountCents: number, outcome: SaleRecord['outcome'] = 'delivered_elsewhere'): SaleRecord {
  return {
    orderId,
    at: Date.parse(at),
    listingId: 'listing-1',
    title: 'Starfall crystals',
    category: 'top_up',
    game: 'Starfall Odyssey',
    quantity: 1,
    amountCents,
    costCents: null,
    estimated: false,
    deliveryType: 'manual',
    deliveredBy: null,
    deliverySeconds: 120,
    outcome,
    source: 'live',
  };
}

describe('daily sales digest', () => {
  it("arrives once a day at the account's local time, whichever of two workers looks, names autopilot's orders, and not on a day without sales", async () => {
    const seller = await h.seller();
    // Berlin is UTC+2 in July: 21:00 there is 19:00 UTC. The 23:30 sale of the 9th (Berlin) belongs to the day before.
    await h.stores.alertSettings.update(seller.accountId, { digest: { time: '21:00', timeZone: 'Europe/Berlin' } });
    for (const record of [
      sale('yesterday-late', '2026-07-09T21:30:00Z', 700),
      sale('morning', '2026-07-10T06:00:00Z', 1499),
      sale('evening', '2026-07-10T18:10:00Z', 2500, 'delivered_autopilot'),
    ]) {
      await h.stores.salesBook.record(seller.accountId, record);
    }
    const clock = { now: Date.parse('2026-07-10T18:58:00Z') };
    const overrides = { digestCheckEveryMs: 100, now: () => clock.now };
    await Promise.all([h.startWorker(overrides), h.startWorker(overrides)]);
    const digests = () => h.notifier.inChat(seller.teamChat).filter((message) => message.versions[0]?.title?.startsWith('Sales today'));

    await h.drain();
    expect(digests()).toHaveLength(0);

    clock.now = Date.parse('2026-07-10T19:00:30Z');
    const [digest] = await waitFor('the digest', () => digests().length === 1 && digests());
    expect(digest!.versions[0]!.title).toBe('Sales today (2026-07-10)');
    const field = (label: string) => digest!.versions[0]!.fields?.find((entry) => entry.label === label)?.value;
    expect(field('Revenue')).toBe('$39.99');
    expect(field('Orders')).toBe('2');
    expect(field('Delivered by autopilot')).toBe('1');
    const chart = digest!.versions[0]!.attachments?.[0];
    expect(chart?.contentType).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(chart!.data));
    expect([png.width, png.height]).toEqual([1000, 560]);
    let barPixels = 0;
    for (let at = 0; at < png.data.length; at += 4)
      if (png.data[at] === 0x00 && png.data[at + 1] === 0x72 && png.data[at + 2] === 0xb2) barPixels += 1;
    // The day's revenue bar, in the first colour.
    expect(barPixels).toBeGreaterThan(500);
    await h.drain();
    expect(digests()).toHaveLength(1);

    clock.now = Date.parse('2026-07-11T19:05:00Z');
    await h.drain();
    expect(digests()).toHaveLength(1);
  });

  it('sends the other shops their daily digest while one shop’s digest fails, and retries that one later', async () => {
    const [broken, healthy] = (await shopsInVisitOrder(h, 2)) as [TestSeller, TestSeller];
    for (const shop of [broken, healthy])
      await h.stores.salesBook.record(shop.accountId, sale(`morning-${shop.accountId}`, '2026-07-10T06:00:00Z', 1499));
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
