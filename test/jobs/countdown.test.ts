import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commandAction } from '../../src/core/action-id.js';
import type { RecordedMessage } from '../support/recording-notifier.js';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('countdown');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

const field = (message: RecordedMessage, label: string, version = message.versions.length - 1) =>
  message.versions[version]?.fields?.find((entry) => entry.label === label)?.value;

describe('countdowns', () => {
  it('edits the alert as the deadline nears and sends reminders at 30 and 10 minutes left', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller, 1);
    const worker = await h.startWorker();
    const order = await h.placeOrder(offerId);
    const alert = await waitFor('the alert', () =>
      h.notifier.inChat(seller.teamChat).find((message) => field(message, 'Order', 0) === order.id),
    );
    expect(field(alert, 'Time left', 0)).toMatch(/^(1 h|5\d min)$/);

    await h.advanceClock(25 * 60_000);
    await waitFor('an edit showing about 35 minutes left', () => /^3[45] min$/.test(field(alert, 'Time left') ?? ''));
    const reminders = () => h.notifier.inChat(seller.teamChat).filter((message) => message.versions[0]?.title?.startsWith('Reminder'));
    expect(reminders()).toHaveLength(0);

    await h.advanceClock(6 * 60_000);
    const [thirty] = await waitFor('the 30-minute reminder', () => reminders().length === 1 && reminders());
    expect(thirty!.versions[0]!.title).toMatch(/Reminder: 2\d min left/);
    expect(thirty!.versions[0]!.buttons?.flat().map((button) => button.action)).toContain(
      commandAction(`deliver ${order.id}`, seller.accountId),
    );
    expect(await h.stores.alertMessages.orderFor(thirty!.ref)).toEqual({ accountId: seller.accountId, orderId: order.id });

    await h.advanceClock(20 * 60_000);
    await waitFor('the 10-minute reminder', () => reminders().length === 2);
    expect(reminders()[1]!.versions[0]!.title).toMatch(/Reminder: \d min left/);
    await waitFor('the alert showing single-digit minutes', () => /^\d min$/.test(field(alert, 'Time left') ?? ''));
    expect(h.notifier.inChat(seller.ownerChat).filter((message) => message.versions[0]?.title?.startsWith('Reminder'))).toHaveLength(2);

    await h.advanceClock(10 * 60_000);
    await waitFor('the cancelled final state', () => h.notifier.latest(alert).title?.startsWith('Cancelled'));
    expect(reminders()).toHaveLength(2);
    await worker.close();
  });

  it('sends only the tightest reminder when both thresholds passed while no worker ran', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller, 1);
    const first = await h.startWorker();
    const order = await h.placeOrder(offerId);
    await waitFor('the alert', () => h.notifier.inChat(seller.ownerChat).some((message) => field(message, 'Order', 0) === order.id));
    await first.close();

    await h.advanceClock(52 * 60_000);
    const second = await h.startWorker();
    const reminders = () => h.notifier.inChat(seller.ownerChat).filter((message) => message.versions[0]?.title?.startsWith('Reminder'));
    await waitFor('a reminder', () => reminders().length > 0);
    await h.drain();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.versions[0]!.title).toMatch(/Reminder: \d min left/);
    await second.close();
  });

  it('skips a reminder threshold the order started below: a 30-minute order gets no 30-minute reminder, only the 10-minute one', async () => {
    const seller = await h.seller();
    const listing = await seller.client.listings.createTopUp({
      brand: 'starfall-odyssey',
      title: 'Starfall crystals within half an hour',
      price: 999,
      delivery_type: 'manual',
      delivery_method: 'player_id',
      delivery_instructions: 'Send your player id.',
      attributes: { region: 'asia' },
      manual_delivery_value: 30,
      manual_delivery_unit: 'minutes',
    });
    await seller.client.listings.publish('top_up', listing!.id);
    const worker = await h.startWorker();
    const order = await h.placeOrder(listing!.id);
    const alert = await waitFor('the alert', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => field(message, 'Order', 0) === order.id),
    );
    const reminders = () => h.notifier.inChat(seller.ownerChat).filter((message) => message.versions[0]?.title?.startsWith('Reminder'));

    await h.advanceClock(2 * 60_000);
    await waitFor('an edit showing 28 minutes left', () => /^2[78] min$/.test(field(alert, 'Time left') ?? ''));
    expect(reminders()).toHaveLength(0);

    await h.advanceClock(19 * 60_000);
    const [ten] = await waitFor('the 10-minute reminder', () => reminders().length > 0 && reminders());
    expect(ten!.versions[0]!.title).toMatch(/Reminder: \d min left/);
    await h.drain();
    expect(reminders()).toHaveLength(1);
    await worker.close();
  });
});
