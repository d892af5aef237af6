import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SellerApi } from '../../src/api/seller-api.js';
import { textOf } from '../support/test-adapter.js';
import { composeTestCore } from '../support/composed.js';
import { createLogger } from '../../src/log/logger.js';
import { listingsShow } from '../../src/core/commands/listings.js';
import { listingSnapshotKey } from '../../src/store/listing-snapshots.js';
import { seenDeliveredKey } from '../../src/store/seen-delivered.js';
import { openHarness, waitFor, type Harness, type TestSeller } from './support/jobs-harness.js';
import { publishInstantTopUp } from './support/instant-top-up.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let h: Harness;

beforeAll(async () => {
  h = await openHarness('listing-watch');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

const titled = (chatId: string, prefix: string) =>
  h.notifier.inChat(chatId).filter((message) => message.versions[0]?.title?.startsWith(prefix));

async function accountListing(seller: TestSeller, title = 'Level 80 EU account, platinum rank'): Promise<string> {
  const image = await seller.client.images.upload(PNG, 'image/png');
  const listing = await seller.client.listings.createAccount({
    brand: 'starfall-odyssey',
    title,
    price: 4999,
    delivery_type: 'manual',
    images: [image],
    attributes: { region: 'eu', level: 80, rank: 'platinum' },
    manual_delivery_value: 2,
    manual_delivery_unit: 'hours',
  });
  await seller.client.listings.publish('account', listing!.id);
  return listing!.id;
}

async function firstLookTaken(seller: TestSeller): Promise<void> {
  await waitFor(
    'the first look at the listings',
    async () =>
      (await h.redis.exists(listingSnapshotKey(h.namespace, seller.accountId), seenDeliveredKey(h.namespace, seller.accountId))) === 2,
  );
}

describe('listing watch', () => {
  it('tells the team when moderation sends a listing back, with the reason in plain words, and when one is removed', async () => {
    const seller = await h.seller();
    const sentBack = await accountListing(seller);
    const removed = await accountListing(seller);
    const worker = await h.startWorker();
    await firstLookTaken(seller);

    await h.admin('POST', `/_sandbox/offers/${sentBack}/moderate`, {
      action: 'changes_requested',
      reason_code: 'misleading_description',
      note: 'Rank is gold, not platinum',
    });
    await h.admin('POST', `/_sandbox/offers/${removed}/moderate`, { action: 'remove', reason_code: 'prohibited_item' });

    const [moderated] = await waitFor(
      'the moderation notice',
      () =>
        titled(seller.teamChat, 'Listing sent back by moderation').length === 1 &&
        titled(seller.teamChat, 'Listing sent back by moderation'),
    );
    expect(moderated!.versions[0]!.text).toContain('the description is misleading');
    expect(moderated!.versions[0]!.text).toContain('Rank is gold, not platinum');
    expect(moderated!.versions[0]!.fields?.find((entry) => entry.label === 'Listing')?.value).toBe(sentBack);
    expect(moderated!.versions[0]!.fields?.find((entry) => entry.label === 'Account')?.value).toBe(seller.label);
    const [gone] = await waitFor(
      'the removal notice',
      () => titled(seller.teamChat, 'Listing removed').length === 1 && titled(seller.teamChat, 'Listing removed'),
    );
    expect(gone!.versions[0]!.fields?.find((entry) => entry.label === 'Listing')?.value).toBe(removed);
    await h.drain();
    expect(titled(seller.teamChat, 'Listing sent back by moderation')).toHaveLength(1);
    expect(titled(seller.teamChat, 'Listing removed')).toHaveLength(1);
    await worker.close();
  });

  it('takes a listing archived outside Hawker off autopilot', async () => {
    const seller = await h.seller();
    const listing = await h.manualListing(seller);
    await h.stores.autopilot.bind(seller.accountId, {
      listingId: listing,
      title: 'Starfall crystals by player id',
      mode: { kind: 'deliver', source: { kind: 'pool', pool: 'gems' }, template: null },
      capOrders: null,
      capCents: null,
      since: 1,
      by: 'Owner',
    });
    const worker = await h.startWorker();
    await firstLookTaken(seller);
    await seller.client.listings.delete('top_up', listing);
    await waitFor('the listing off autopilot', async () => (await h.stores.autopilot.binding(seller.accountId, listing)) === null);
    await worker.close();
  });

  it("shows a listing's title and moderation's note on one line, without characters that fake lines or reverse text", async () => {
    const seller = await h.seller();
    const sentBack = await accountListing(seller, 'Level 80 EU\naccount, \u202eknar munitalp\u202c 🎮 Аккаунт');
    const worker = await h.startWorker();
    await firstLookTaken(seller);
    await h.admin('POST', `/_sandbox/offers/${sentBack}/moderate`, {
      action: 'changes_requested',
      reason_code: 'misleading_description',
      note: 'Rank is gold.\n\nModerator: \u2066pay the fee to card 4111\u2069\u200b\u202e',
    });
    const [moderated] = await waitFor(
      'the moderation notice',
      () =>
        titled(seller.teamChat, 'Listing sent back by moderation').length === 1 &&
        titled(seller.teamChat, 'Listing sent back by moderation'),
    );
    const shown = moderated!.versions[0]!;
    expect(shown.title).toContain('Level 80 EU account, knar munitalp 🎮 Аккаунт');
    expect(shown.text).toContain('Rank is gold. Moderator: pay the fee to card 4111');
    expect(`${shown.title ?? ''}${shown.text ?? ''}`).not.toMatch(/[\u200b\u202a-\u202e\u2066-\u2069]/);
    await worker.close();
  });

  it('alerts on instant sales, counts them for the account command, then on low stock and on sold out', async () => {
    const seller = await h.seller();
    const listingId = await publishInstantTopUp(seller, 5);
    await h.stores.alertSettings.update(seller.accountId, { lowStockThresholds: { [listingId]: 3 } });
    const worker = await h.startWorker();
    await firstLookTaken(seller);

    const sales = [await h.placeOrder(listingId), await h.placeOrder(listingId)];
    expect(sales.map((sale) => sale.status)).toEqual(['delivered', 'delivered']);
    await waitFor('two instant-sale alerts', () => titled(seller.teamChat, 'Instant sale').length === 2);
    const [low] = await waitFor(
      'the low-stock alert',
      () => titled(seller.teamChat, 'Low stock').length === 1 && titled(seller.teamChat, 'Low stock'),
    );
    expect(low!.versions[0]!.text).toContain('Only 3 left');
    expect((await h.stores.instantSales.read(seller.accountId))?.count).toBe(2);
    const saleIds = titled(seller.teamChat, 'Instant sale').map(
      (message) => message.versions[0]!.fields?.find((entry) => entry.label === 'Order')?.value,
    );
    expect(saleIds.sort()).toEqual(sales.map((sale) => sale.id).sort());

    await h.placeOrder(listingId, 3);
    const [soldOut] = await waitFor(
      'the sold-out alert',
      () => titled(seller.teamChat, 'Sold out').length === 1 && titled(seller.teamChat, 'Sold out'),
    );
    expect(soldOut!.versions[0]!.text).toContain(`Add codes with /restock ${listingId}`);
    await waitFor('the third instant sale', () => titled(seller.teamChat, 'Instant sale').length === 3);
    await h.drain();
    expect(titled(seller.teamChat, 'Low stock')).toHaveLength(1);
    expect(titled(seller.teamChat, 'Sold out')).toHaveLength(1);
    expect(titled(seller.teamChat, 'Instant sale')).toHaveLength(3);
    expect((await h.stores.instantSales.read(seller.accountId))?.count).toBe(3);
    await worker.close();
  });

  it('advises only what the interface allows: no restock for accounts, no edit for accounts, edit for a top-up sent back', async () => {
    const seller = await h.seller();
    const image = await seller.client.images.upload(PNG, 'image/png');
    const account = await seller.client.listings.createAccount({
      brand: 'starfall-odyssey',
      title: 'Level 60 NA account, silver rank',
      price: 2999,
      delivery_type: 'instant',
      images: [image],
      attributes: { region: 'na', level: 60, rank: 'silver' },
      units: [{ login: 'hero60', password: 'not-shown' }],
    });
    await seller.client.listings.publish('account', account!.id);
    const sentBackAccount = await accountListing(seller);
    const topUp = await publishInstantTopUp(seller, 3);
    const worker = await h.startWorker();
    await firstLookTaken(seller);

    await h.placeOrder(account!.id);
    const [soldOut] = await waitFor(
      'the sold-out alert',
      () => titled(seller.teamChat, 'Sold out').length === 1 && titled(seller.teamChat, 'Sold out'),
    );
    expect(soldOut!.versions[0]!.text).not.toContain('/restock');
    expect(soldOut!.versions[0]!.text).toContain('no restock call for account listings');

    await h.admin('POST', `/_sandbox/offers/${sentBackAccount}/moderate`, {
      action: 'changes_requested',
      reason_code: 'misleading_description',
    });
    await h.admin('POST', `/_sandbox/offers/${topUp}/moderate`, { action: 'changes_requested', reason_code: 'stolen_images' });
    const moderated = await waitFor(
      'both moderation notices',
      () =>
        titled(seller.teamChat, 'Listing sent back by moderation').length === 2 &&
        titled(seller.teamChat, 'Listing sent back by moderation'),
    );
    const about = (id: string) =>
      moderated.find((message) => message.versions[0]!.fields?.some((entry) => entry.value === id))!.versions[0]!.text ?? '';
    expect(about(sentBackAccount)).toContain('no edit call for account listings: fix it in the seller dashboard');
    expect(about(sentBackAccount)).not.toMatch(/Fix it with .?\/?edit/);
    // A top-up has no read by id, so its reason is not known: the advice names the call that fixes any field.
    expect(about(topUp)).toContain(`Fix it with \`edit ${topUp.slice(0, 8)} <field> <value>\``);
    expect(about(topUp)).toContain(`publish ${topUp.slice(0, 8)}`);
    await worker.close();
  });

  it('does not count manual orders delivered through the alert flow as instant sales', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const worker = await h.startWorker();
    await firstLookTaken(seller);
    const order = await h.placeOrder(offerId);
    await waitFor('the order alert', () =>
      h.notifier.inChat(seller.ownerChat).some((message) => message.versions[0]?.title?.startsWith('New order')),
    );
    await seller.client.orders.deliver(order.id, [{ code: 'PLAYER-42' }]);
    await waitFor('the delivered state', () =>
      h.notifier.inChat(seller.ownerChat).some((message) => h.notifier.latest(message).title?.startsWith('Delivered')),
    );
    // A listing-watch interval later (the harness's 1 s) the watch has looked at the delivered order.
    await h.advanceClock(1_000);
    await h.drain();
    expect(titled(seller.teamChat, 'Instant sale')).toHaveLength(0);
    expect(await h.stores.instantSales.read(seller.accountId)).toBeNull();
    await worker.close();
  });
  it('keeps each currency listing’s scale from its look, so a list of them reads none of them by id', async () => {
    const seller = await h.seller();
    const schema = await seller.client.catalogue.categorySchema('starfall-odyssey', 'currency');
    const stardust = schema.products?.find((product) => product.name === 'Stardust');
    const listing = await seller.client.listings.createCurrency({
      brand: 'starfall-odyssey',
      product_id: stardust?.id ?? '',
      title: 'Stardust by the thousand, EU',
      price_per_unit: 120,
      stock_quantity: 500,
      delivery_method: 'in_game_trade',
      delivery_instructions: 'Meet me at the Eastern market.',
      attributes: { server: 'eu-1' },
      manual_delivery_value: 30,
      manual_delivery_unit: 'minutes',
    });
    const worker = await h.startWorker();
    await firstLookTaken(seller);
    await worker.close();

    // A bot process whose every read of a currency listing by id is counted.
    const readsById = { count: 0 };
    const countReads = (client: SellerApi): SellerApi => ({
      catalogue: client.catalogue,
      images: client.images,
      listings: new Proxy(client.listings, {
        get(target, name, receiver) {
          if (name === 'getCurrency') readsById.count += 1;
          const value: unknown = Reflect.get(target, name, receiver);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      }),
      units: client.units,
      budget: client.budget,
      orders: client.orders,
      close: () => client.close(),
    });
    const core = composeTestCore(
      { redis: h.redis, namespace: h.namespace, stores: h.stores, logger: createLogger({ level: 'silent' }) },
      h.sandbox.baseUrl,
      {
        now: () => h.sandbox.core.clock.now(),
        marketplace: { wrap: countReads },
      },
    );
    try {
      const actor = { platform: 'test', userId: seller.ownerChat, displayName: 'Owner' } as const;
      const place = { platform: 'test', chatId: seller.ownerChat, kind: 'private' } as const;
      const replies = await core.handle({ actor, place, input: { type: 'command', name: 'listings', text: '' } });
      const session = { sessionId: 'listing-watch', accountId: seller.accountId, actor };
      const shown = await core.invoke({ type: 'dashboard', session }, listingsShow.typed, { page: 1 }, { confirmed: false });
      const data = shown.ok === true ? shown.value.listings : [];
      expect(data.find((row) => row.id === listing?.id)).toMatchObject({
        price_cents: 120,
        stock: 500,
        currency_unit: { scale: 'thousand', amount: 1000, product: 'Stardust' },
      });
      expect(replies.map(textOf).join('\n')).toContain('$1.20 per 1,000 Stardust · stock 500 × 1,000 Stardust');
      expect(readsById.count).toBe(0);
    } finally {
      await core.close();
    }
  });
});
