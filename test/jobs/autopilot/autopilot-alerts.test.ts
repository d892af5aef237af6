// Autopilot goes first: nobody is pinged to deliver an order autopilot may still deliver.
// People hear of an order it hands over loudly, with the reason; of one it delivered as the
// owner chose (`alerts autopilot`): without a sound, only in the digest, or loud. The real
// worker, and the real Telegram and Discord notifiers on their fakes' wire protocols.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../../../src/store/sales-book.js';
import { openHarness, waitFor, type Harness } from '../support/jobs-harness.js';
import { openWireNotifiers, type WireNotifiers } from '../support/wire-notifiers.js';
import { autopilotViews } from './support/autopilot-views.js';
import { poolShops } from './support/pool-shop.js';

let h: Harness;
let wire: WireNotifiers;
let telegram: WireNotifiers['telegram'];
let discord: WireNotifiers['discord'];
let notifiers: WireNotifiers['notifiers'];

beforeAll(async () => {
  h = await openHarness('autopilot-alerts');
  wire = await openWireNotifiers();
  ({ telegram, discord, notifiers } = wire);
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
  await wire.close();
});

const { buyerGoods, teamAlert } = autopilotViews(() => h);

/** SUPPRESS_NOTIFICATIONS, Discord's message flag for "no push, no sound". */
const DISCORD_SILENT = 4096;

const { bind, shopOnAutopilot, orderMessages } = poolShops(() => h);

describe('alerts about orders on autopilot', () => {
  it('posts an order autopilot delivered once, without a notification sound, on Telegram and Discord too', async () => {
    const { seller, offerId } = await shopOnAutopilot(['QUIET-CODE-1']);
    const tgGroup = telegram.createGroup({ title: 'Shop team' });
    const dsOwner = discord.addUser('quiet-owner');
    const dsChannel = discord.channelNamed(discord.addGuild({ name: 'Shop', owner: dsOwner, channels: ['orders'] }), 'orders');
    await h.stores.team.linkPlace(seller.accountId, { platform: 'telegram', chatId: String(tgGroup.id) });
    await h.stores.team.linkPlace(seller.accountId, { platform: 'discord', chatId: dsChannel.id });
    await h.startWorker({}, { notifiers });
    const order = await h.placeOrder(offerId);
    await waitFor('the order delivered', () => (buyerGoods(order.id) as unknown[]).length === 1);
    await waitFor(
      'the Telegram and Discord posts',
      () => telegram.botMessages(tgGroup.id).length > 0 && discord.messages(dsChannel.id).length > 0,
    );
    await h.drain();

    const messages = orderMessages(seller, order.id);
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(message.silent).toBe(true);
      // Its first words already say it is delivered: no "waiting for you" came before.
      expect(message.versions[0]?.text).toMatch(/^Delivered by autopilot in \d+\.\d s\.$/);
      expect(message.versions[0]?.buttons ?? []).toEqual([]);
    }
    const tgSends = telegram.calls.filter((call) => call.method === 'sendMessage' && String(call.fields.chat_id) === String(tgGroup.id));
    expect(tgSends).toHaveLength(1);
    expect(tgSends[0]?.fields.disable_notification).toBe(true);
    expect(telegram.botMessages(tgGroup.id).map((stored) => stored.message.text ?? '')).toEqual([
      expect.stringContaining('Delivered by autopilot'),
    ]);
    const posted = discord.messages(dsChannel.id);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.flags & DISCORD_SILENT).toBe(DISCORD_SILENT);
  });

  it('with `alerts autopilot digest`, posts nothing about a delivered order and counts it in the digest', async () => {
    const { seller, offerId } = await shopOnAutopilot(['DIGEST-CODE-1']);
    await h.stores.alertSettings.update(seller.accountId, { autopilot: 'digest' });
    await h.startWorker();
    const order = await h.placeOrder(offerId);
    await waitFor('the order delivered', () => (buyerGoods(order.id) as unknown[]).length === 1);
    await h.drain();

    expect(orderMessages(seller, order.id)).toEqual([]);
    const [today] = await h.stores.salesBook.totals(seller.accountId, [utcDay(Date.parse(order.created_at ?? ''))], 'UTC');
    expect(today).toMatchObject({ orders: 1, autopilot: 1 });
  });

  it('with `alerts autopilot loud`, posts a delivered order with a sound, showing it delivered from the first', async () => {
    const { seller, offerId } = await shopOnAutopilot(['LOUD-CODE-1']);
    await h.stores.alertSettings.update(seller.accountId, { autopilot: 'loud' });
    await h.startWorker();
    const order = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, order.id);
    await h.drain();

    expect(alert.silent).toBe(false);
    expect(alert.versions[0]?.text).toMatch(/^Delivered by autopilot in/);
  });

  it('alerts people loudly, with the reason from the first, only when autopilot hands the order over', async () => {
    const { seller, offerId } = await shopOnAutopilot([]);
    await h.startWorker();
    const order = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, order.id);
    await h.drain();

    expect(alert.silent).toBe(false);
    expect(alert.versions[0]?.text).toContain('Autopilot did not deliver: pool steam no longer exists.');
    expect(alert.versions[0]?.buttons?.flat().map((button) => button.label)).toContain('Deliver');
    expect(h.notifier.orderAlerts(seller.teamChat, order.id)).toHaveLength(1);
  });

  it('hands an order without a price to people under a dollar cap, saying why', async () => {
    const { seller, offerId } = await shopOnAutopilot(['PRICELESS-1'], { capCents: 5_000 });
    await h.startWorker();
    const placed = await h.admin<{ id: string }>('POST', '/_sandbox/orders', { offer_id: offerId, quantity: 1, without_price: true });
    const alert = await teamAlert(seller, placed.body.id);
    await h.drain();

    expect(h.notifier.latest(alert).text).toContain(
      "Autopilot did not deliver: the marketplace gave no price for the order, so it cannot be counted against the listing's cap of $50.00 a day.",
    );
    expect(alert.silent).toBe(false);
    expect(buyerGoods(placed.body.id)).toEqual([]);
    expect(await h.stores.pools.get(seller.accountId, 'steam')).toMatchObject({ available: 1, held: 0 });
    expect((await h.stores.autopilot.lastFailure(seller.accountId, offerId))?.reason).toBe('autopilot-why-cap-no-price');
  });

  it('says how long autopilot took apart from how long the order had waited before it was switched on', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    await h.startWorker();
    const order = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, order.id);
    await h.drain();
    await h.advanceClock(40_000);

    await h.stores.pools.add(seller.accountId, 'steam', ['LATE-CODE-1'], Date.now());
    await bind(seller, offerId);
    const text = await waitFor('the order delivered', () => {
      const latest = h.notifier.latest(alert).text ?? '';
      return latest.startsWith('Delivered by autopilot') && latest;
    });
    const [, took, waited] =
      /^Delivered by autopilot in (\d+\.\d) s \(the order had waited (\d+\.\d) s before autopilot was on\)\.$/.exec(text) ?? [];
    expect(text, text).toMatch(/had waited/);
    expect(Number(took)).toBeLessThan(30);
    expect(Number(waited)).toBeGreaterThanOrEqual(40);
  });

  // Last: it moves the marketplace's clock to the next UTC midnight.
  it('counts the day cap on the day autopilot delivers, not the day the order was placed', async () => {
    const { seller, offerId } = await shopOnAutopilot(['NIGHT-CODE-1', 'NIGHT-CODE-2'], { capOrders: 1 });
    const now = h.sandbox.core.clock.now();
    const midnight = Date.parse(`${utcDay(now + 24 * 3600_000)}T00:00:00Z`);
    await h.advanceClock(midnight - now - 20_000);
    const lateOrder = await h.placeOrder(offerId);
    await h.advanceClock(40_000);
    await h.startWorker();
    await waitFor('the order placed before midnight delivered after it', () => (buyerGoods(lateOrder.id) as unknown[]).length === 1);

    const nextOrder = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, nextOrder.id);
    await waitFor('the next order given to people past the cap', () =>
      h.notifier.latest(alert).text?.includes('Autopilot did not deliver: the listing reached its cap of 1 order today.'),
    );
    await h.drain();
    expect(buyerGoods(nextOrder.id)).toEqual([]);
  });
});
