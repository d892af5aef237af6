import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commandAction } from '../../src/core/action-id.js';
import { RecordingNotifier } from '../support/recording-notifier.js';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('order-alerts');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

const alertsFor = (chatId: string, orderId: string) => h.notifier.orderAlerts(chatId, orderId);

describe('order alerts', () => {
  it('alerts each new order once, in the private chat and the team group, with what was bought, price, time left and a Deliver action', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller, 2);
    const worker = await h.startWorker();
    const order = await h.placeOrder(offerId, 2);

    const [privateAlert] = await waitFor(
      'the private alert',
      () => alertsFor(seller.ownerChat, order.id).length > 0 && alertsFor(seller.ownerChat, order.id),
    );
    await waitFor('the team alert', () => alertsFor(seller.teamChat, order.id).length > 0);
    await h.drain();

    expect(alertsFor(seller.ownerChat, order.id)).toHaveLength(1);
    expect(alertsFor(seller.teamChat, order.id)).toHaveLength(1);
    const alert = privateAlert!.versions[0]!;
    expect(alert.title).toContain('Starfall crystals by player id × 2');
    const fields = Object.fromEntries((alert.fields ?? []).map((field) => [field.label, field.value]));
    expect(fields.Account).toBe(seller.label);
    expect(fields.Price).toBe('$29.98');
    expect(fields.Quantity).toBe('2');
    expect(fields['Time left']).toMatch(/^(2 h|1 h 5\d min)$/);
    expect(fields.Deadline).toMatch(/UTC$/);
    expect(alert.buttons?.flat().map((button) => button.action)).toContain(commandAction(`deliver ${order.id}`, seller.accountId));

    const subject = await h.stores.alertMessages.orderFor(privateAlert!.ref);
    expect(subject).toEqual({ accountId: seller.accountId, orderId: order.id });
    await worker.close();
  });

  it('shows what the buyer filled in for the delivery method (player id, server): what the seller delivers to', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller, 2);
    const worker = await h.startWorker();
    const answer = await h.admin<{ id: string }>('POST', '/_sandbox/orders', {
      offer_id: offerId,
      quantity: 1,
      buyer_fields: { player_id: 'PLAYER-7781', server: 'eu-1' },
    });
    const [alert] = await waitFor(
      'the alert',
      () => alertsFor(seller.ownerChat, answer.body.id).length > 0 && alertsFor(seller.ownerChat, answer.body.id),
    );
    const fields = Object.fromEntries((alert!.versions[0]!.fields ?? []).map((field) => [field.label, field.value]));
    expect(fields['Player id']).toBe('PLAYER-7781');
    expect(fields.Server).toBe('eu-1');
    await worker.close();
  });

  it('shows what the buyer typed and the listing title on one line, without characters that fake lines or reverse text', async () => {
    const seller = await h.seller();
    const listing = await seller.client.listings.createTopUp({
      brand: 'starfall-odyssey',
      title: 'Starfall\ncrystals \u202eby\u202c player id 💎 Кристаллы 水晶 👩‍💻',
      price: 1499,
      delivery_type: 'manual',
      delivery_method: 'player_id',
      delivery_instructions: 'Send your player id and server.',
      attributes: { region: 'asia' },
      manual_delivery_value: 2,
      manual_delivery_unit: 'hours',
    });
    await seller.client.listings.publish('top_up', listing!.id);
    const worker = await h.startWorker();
    const answer = await h.admin<{ id: string }>('POST', '/_sandbox/orders', {
      offer_id: listing!.id,
      quantity: 1,
      buyer_fields: {
        player_id: 'PLAYER-7781\nServer: eu-2\r\n\u202e1877\u200b\u2066-REYALP\u2069\u2067\u2068\ufeff',
        server: 'eu\u2060-1',
      },
    });
    const [alert] = await waitFor(
      'the alert',
      () => alertsFor(seller.ownerChat, answer.body.id).length > 0 && alertsFor(seller.ownerChat, answer.body.id),
    );
    const shown = alert!.versions[0]!;
    const fields = Object.fromEntries((shown.fields ?? []).map((field) => [field.label, field.value]));
    expect(fields['Player id']).toBe('PLAYER-7781 Server: eu-2 1877-REYALP');
    expect(fields.Server).toBe('eu-1');
    // Cyrillic, CJK and emoji stay as written, a joined emoji (👩‍💻) included.
    expect(shown.title).toContain('Starfall crystals by player id 💎 Кристаллы 水晶 👩‍💻');
    for (const text of [shown.title ?? '', ...Object.values(fields)])
      expect(text).not.toMatch(/[\n\r\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/);
    await worker.close();
  });

  it('alerts on every linked platform: each chat of each platform gets the alert once', async () => {
    const seller = await h.seller();
    const discord = new RecordingNotifier('discord');
    const telegram = new RecordingNotifier('telegram');
    // The owner's Discord login, joined to their identity with a link code: private alerts follow the person's role.
    const code = await h.stores.identities.createLinkCode(seller.identityId, {
      platform: 'test',
      userId: seller.ownerChat,
      displayName: null,
    });
    await h.stores.identities.redeemLinkCode(code, 'discord', 'discord-owner');
    await h.stores.alertSettings.addPrivateTarget(seller.accountId, { platform: 'discord', kind: 'user', id: 'discord-owner' });
    await h.stores.team.linkPlace(seller.accountId, { platform: 'telegram', chatId: '-100777' });
    const offerId = await h.manualListing(seller);
    const worker = await h.startWorker({}, { notifiers: [discord, telegram] });
    const order = await h.placeOrder(offerId);
    const ofOrder = (notifier: RecordingNotifier, chatId: string) =>
      notifier
        .inChat(chatId)
        .filter((message) => message.versions[0]?.fields?.some((field) => field.label === 'Order' && field.value === order.id));
    await waitFor(
      'the alert on every platform',
      () =>
        ofOrder(discord, 'discord-owner').length > 0 &&
        ofOrder(telegram, '-100777').length > 0 &&
        alertsFor(seller.teamChat, order.id).length > 0,
    );
    await h.drain();
    expect(ofOrder(discord, 'discord-owner')).toHaveLength(1);
    expect(ofOrder(telegram, '-100777')).toHaveLength(1);
    expect(alertsFor(seller.ownerChat, order.id)).toHaveLength(1);
    expect(alertsFor(seller.teamChat, order.id)).toHaveLength(1);
    expect(await h.stores.alertMessages.orderFor(ofOrder(telegram, '-100777')[0]!.ref)).toEqual({
      accountId: seller.accountId,
      orderId: order.id,
    });
    await worker.close();
  });

  it('catches up on orders placed while no worker ran, without alerting earlier ones again', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller, 2);
    const first = await h.startWorker();
    const early = await h.placeOrder(offerId);
    await waitFor('the early alert', () => alertsFor(seller.ownerChat, early.id).length === 1);
    await first.close();

    const during = [await h.placeOrder(offerId), await h.placeOrder(offerId, 3)];
    expect(alertsFor(seller.ownerChat, during[0]!.id)).toHaveLength(0);

    const second = await h.startWorker();
    for (const order of during) await waitFor(`catch-up alert for ${order.id}`, () => alertsFor(seller.ownerChat, order.id).length === 1);
    await h.drain();
    expect(alertsFor(seller.ownerChat, early.id)).toHaveLength(1);
    for (const order of during) {
      expect(alertsFor(seller.ownerChat, order.id)).toHaveLength(1);
      expect(alertsFor(seller.teamChat, order.id)).toHaveLength(1);
    }
    await second.close();
  });

  it('sends no duplicate when two workers share the accounts', async () => {
    const sellers = [await h.seller(), await h.seller()];
    const offers = [await h.manualListing(sellers[0]!), await h.manualListing(sellers[1]!)];
    const workers = [await h.startWorker(), await h.startWorker()];
    const orders: { chat: string; team: string; id: string }[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const [index, seller] of sellers.entries()) {
        const order = await h.placeOrder(offers[index]!);
        orders.push({ chat: seller.ownerChat, team: seller.teamChat, id: order.id });
      }
      // Each round's orders are found by a poll of their own, whichever worker's sweep claims it.
      await h.drain();
    }
    for (const order of orders) await waitFor(`alert for ${order.id}`, () => alertsFor(order.team, order.id).length > 0);
    await h.drain();
    for (const order of orders) {
      expect(alertsFor(order.chat, order.id)).toHaveLength(1);
      expect(alertsFor(order.team, order.id)).toHaveLength(1);
    }
    await Promise.all(workers.map((worker) => worker.close()));
  });

  it('turns the alert into its final state: delivered, or cancelled when the deadline passed', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller, 1);
    const worker = await h.startWorker();
    const delivered = await h.placeOrder(offerId);
    const expiring = await h.placeOrder(offerId);
    await waitFor(
      'both alerts',
      () => alertsFor(seller.teamChat, delivered.id).length === 1 && alertsFor(seller.teamChat, expiring.id).length === 1,
    );

    const result = await seller.client.orders.deliver(delivered.id, [{ code: 'STAR-1' }]);
    expect(result.outcome).toBe('delivered');
    const deliveredAlert = alertsFor(seller.teamChat, delivered.id)[0]!;
    await waitFor('the delivered state', () => h.notifier.latest(deliveredAlert).title?.startsWith('Delivered'));
    expect(h.notifier.latest(deliveredAlert).buttons ?? []).toHaveLength(0);
    expect(h.notifier.latest(deliveredAlert).text).not.toContain('STAR-1');

    await h.advanceClock(61 * 60_000);
    const expiredAlert = alertsFor(seller.ownerChat, expiring.id)[0]!;
    await waitFor('the cancelled state', () => h.notifier.latest(expiredAlert).title?.startsWith('Cancelled'));
    expect(h.notifier.latest(expiredAlert).text).toContain('deadline passed');
    await worker.close();
  });
});
