// Webhook events as a receiver gets them: real HTTP receivers on 127.0.0.1 verifying each
// call with the Standard Webhooks library and checking it against its JSON Schema, the
// worker as bin/worker.ts composes it, the sandbox marketplace over HTTP and its clock.
import type { ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SignedHttpClient } from '../../../src/net/signed-http-client.js';
import { newSigningSecret } from '../../../src/net/signing-secret.js';
import { LocalReceiver, type Received, type ReceiverHandler } from '../../support/local-receiver.js';
import { PNG } from '../../sandbox/support/conformance.js';
import { localTime } from '../../../src/domain/local-time.js';
import { publishInstantTopUp } from '../support/instant-top-up.js';
import { listingSnapshotKey } from '../../../src/store/listing-snapshots.js';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import { composeBot } from '../../../bin/runtime/compose-bot.js';
import { createLogger } from '../../../src/log/logger.js';
import { testBotConfig } from '../../support/test-process-config.js';
import { openHarness, waitFor, type Harness, type TestSeller } from '../support/jobs-harness.js';

let h: Harness;
// The worker's signed client as an operator sets it for a local receiver: addresses on this machine may be called.
let localCalls: SignedHttpClient;
const receivers: LocalReceiver[] = [];

beforeAll(async () => {
  h = await openHarness('webhook-events');
  localCalls = new SignedHttpClient({ allowPrivateNetworks: true });
});

afterEach(async () => {
  await h.closeWorkers();
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

afterAll(async () => {
  await localCalls.close();
  await h.close();
});

const DAY_MS = 24 * 60 * 60_000;

/** Retries a test can wait for: a failed call is tried again within a tenth of a second. */
const FAST_RETRIES = { webhookRetryBaseMs: 50, webhookRetryMaxMs: 100, webhookBusyWaitMs: 50, webhookSequenceWaitMs: 50 };

const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false });
const schemas = new Map(
  [
    'order.awaiting_delivery',
    'order.taken',
    'order.delivered',
    'order.cancelled',
    'autopilot.failed',
    'listing.status_changed',
    'listing.moderated',
    'listing.sold_out',
    'stock.low',
    'key.invalid',
    'away.switched',
    'order.deadline_soon',
  ].map((type) => [
    type,
    ajv.compile(JSON.parse(readFileSync(new URL(`../../../schemas/webhooks/${type}.v1.json`, import.meta.url), 'utf8')) as object),
  ]),
);

interface Delivered {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** The event a call carried, once the Standard Webhooks library verified its signature and its schema accepted it. */
function verified(call: Received, secret: string): Delivered {
  const event = new Webhook(secret).verify(call.body, call.headers as Record<string, string>) as Delivered;
  const validate = schemas.get(event.type);
  if (!validate) throw new Error(`no schema for ${event.type}`);
  expect(validate(event), JSON.stringify(validate.errors)).toBe(true);
  expect(call.headers['webhook-id']).toBe(event.id);
  return event;
}

function answering(status: number): ReceiverHandler {
  return (_request, response) => {
    response.writeHead(status).end();
  };
}

async function receiver(handler: ReceiverHandler): Promise<LocalReceiver> {
  const started = await LocalReceiver.start(handler);
  receivers.push(started);
  return started;
}

/** The seller's team member `name` takes the order in the bot, as a chat's Take does; the bot's answer. */
async function take(core: HawkerCore, seller: TestSeller, orderId: string, name: string): Promise<string> {
  const replies = await core.handle({
    actor: { platform: 'test', userId: seller.ownerChat, displayName: name },
    place: { platform: 'test', chatId: seller.ownerChat, kind: 'private' },
    input: { type: 'command', name: 'take', text: orderId },
  });
  return replies.map((reply) => reply.text ?? '').join('\n');
}

/** The owner's `webhooks …` in the bot, as a private chat sends it; the bot's answer as one text. */
async function webhooksCommand(core: HawkerCore, seller: TestSeller, text: string): Promise<string> {
  const replies = await core.handle({
    actor: { platform: 'test', userId: seller.ownerChat, displayName: 'Owner' },
    place: { platform: 'test', chatId: seller.ownerChat, kind: 'private' },
    input: { type: 'command', name: 'webhooks', text },
  });
  return replies
    .map((reply) => [reply.title, reply.text, ...(reply.list?.items ?? []).map((item) => `${item.title}\n${item.detail ?? ''}`)].join('\n'))
    .join('\n');
}

/** An endpoint of the seller's at `url`, as `webhooks add` leaves it; its signing secret. */
async function endpoint(seller: TestSeller, url: string, events: string[] | null = null): Promise<{ number: number; secret: string }> {
  const secret = newSigningSecret();
  const added = await h.stores.webhooks.add(
    seller.accountId,
    { url, events, enabled: true, createdAt: h.sandbox.core.clock.now(), by: seller.identityId, previousUntil: null },
    secret,
  );
  if (!added) throw new Error('endpoint refused');
  return { number: added.number, secret };
}

describe('webhook events', () => {
  it('a receiver gets an order waiting, then delivered by a person, signed and as their schemas say; no body holds the code', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const shop = await receiver(answering(204));
    const { secret } = await endpoint(seller, shop.url);
    await h.startWorker({}, { signedHttp: localCalls });

    const order = await h.placeOrder(offerId);
    await waitFor('the order waiting', () => shop.received.length === 1);
    // What `deliver` does once the marketplace took the goods: the worker names the person on the final state.
    await h.stores.deliveredBy.record(seller.accountId, order.id, { platform: 'test', userId: 'mira', displayName: 'Mira' }, Date.now());
    const code = 'STAR-7731-SECRET-CODE';
    expect((await seller.client.orders.deliver(order.id, [{ code }])).outcome).toBe('delivered');
    await waitFor('the order delivered', () => shop.received.length === 2);
    await h.drain();

    const events = shop.received.map((call) => verified(call, secret));
    expect(events.map((event) => event.type)).toEqual(['order.awaiting_delivery', 'order.delivered']);
    expect(events.map((event) => event.data.order_id)).toEqual([order.id, order.id]);
    expect(events[1]?.data.by).toBe('Mira');
    expect(events[0]?.data.listing_id).toBe(offerId);
    for (const call of shop.received) expect(call.body).not.toContain(code);
    expect(shop.received).toHaveLength(2);
  });

  it('a receiver answering 500 twice then 200 gets the same event, with the same id, three times; the log shows each attempt', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    let calls = 0;
    const shop = await receiver((request, response) => {
      calls += 1;
      answering(calls <= 2 ? 500 : 200)(request, response);
    });
    const { number, secret } = await endpoint(seller, shop.url, ['order.awaiting_delivery']);
    await h.startWorker(FAST_RETRIES, { signedHttp: localCalls });

    await h.placeOrder(offerId);
    await waitFor('the third call', () => shop.received.length === 3);
    await h.drain();

    const ids = shop.received.map((call) => verified(call, secret).id);
    expect(new Set(ids).size).toBe(1);
    expect(shop.received).toHaveLength(3);
    const log = await h.stores.webhookDeliveries.latest(seller.accountId, number, 10);
    expect(log.map((entry) => [entry.attempt, entry.status])).toEqual([
      [3, 200],
      [2, 500],
      [1, 500],
    ]);
  });

  it('a receiver that holds its calls delays neither another endpoint nor anything but its own next event', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const held: ServerResponse[] = [];
    const slow = await receiver((_request, response) => held.push(response));
    const fast = await receiver(answering(200));
    const slowEndpoint = await endpoint(seller, slow.url, ['order.awaiting_delivery']);
    const fastEndpoint = await endpoint(seller, fast.url, ['order.awaiting_delivery']);
    await h.startWorker(FAST_RETRIES, { signedHttp: localCalls });

    const first = await h.placeOrder(offerId);
    await waitFor('the first order at both', () => slow.received.length === 1 && fast.received.length === 1);
    const second = await h.placeOrder(offerId);
    await waitFor('the second order at the fast receiver', () => fast.received.length === 2);
    // The slow endpoint is still busy with the first call: the second waits its turn there.
    expect(slow.received).toHaveLength(1);

    held.splice(0).forEach((response) => response.writeHead(200).end());
    await waitFor('the second order at the slow receiver, after the first', () => slow.received.length === 2);
    held.splice(0).forEach((response) => response.writeHead(200).end());
    const orderOf = (call: Received, secret: string) => verified(call, secret).data.order_id;
    expect(slow.received.map((call) => orderOf(call, slowEndpoint.secret))).toEqual([first.id, second.id]);
    expect(fast.received.map((call) => orderOf(call, fastEndpoint.secret))).toEqual([first.id, second.id]);
  });

  it('an endpoint failing for three days is switched off and its owner told once; nothing more is sent to it', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller, 200);
    const down = await receiver(answering(500));
    const { number } = await endpoint(seller, down.url, ['order.awaiting_delivery']);
    await h.startWorker(FAST_RETRIES, { signedHttp: localCalls });

    await h.placeOrder(offerId);
    await waitFor('a failed call', () => down.received.length >= 1);
    await h.advanceClock(DAY_MS / 2);
    await h.placeOrder(offerId);
    await waitFor(
      'the second order tried',
      async () => new Set((await h.stores.webhookDeliveries.latest(seller.accountId, number, 50)).map((entry) => entry.eventId)).size === 2,
    );
    expect((await h.stores.webhooks.endpoint(seller.accountId, number))?.enabled).toBe(true);

    await h.advanceClock(3 * DAY_MS);
    await h.placeOrder(offerId);
    await waitFor('the endpoint switched off', async () => (await h.stores.webhooks.endpoint(seller.accountId, number))?.enabled === false);
    await h.drain();
    const told = h.notifier.inChat(seller.ownerChat).filter((message) => message.versions[0]?.title?.includes('Webhook endpoint'));
    expect(told).toHaveLength(1);
    expect(told[0]?.versions[0]?.text).toContain(down.url);

    const callsWhenOff = down.received.length;
    await h.placeOrder(offerId);
    await h.drain();
    expect(down.received).toHaveLength(callsWhenOff);
  });

  it('autopilot: an order it delivered comes as delivered by autopilot without its code, one it could not as autopilot.failed with the reason', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const code = 'HAWK-POOL-0001-SECRET';
    await h.stores.pools.add(seller.accountId, 'steam', [code], Date.now());
    await h.stores.autopilot.bind(seller.accountId, {
      listingId: offerId,
      title: 'Starfall crystals by player id',
      mode: { kind: 'deliver', source: { kind: 'pool', pool: 'steam' }, template: null },
      capOrders: null,
      capCents: null,
      since: Date.now(),
      by: 'Alice',
    });
    const shop = await receiver(answering(200));
    const { secret } = await endpoint(seller, shop.url, ['order.delivered', 'autopilot.failed']);
    await h.startWorker({}, { signedHttp: localCalls });

    const delivered = await h.placeOrder(offerId);
    await waitFor('the delivery by autopilot', () => shop.received.length === 1);
    const short = await h.placeOrder(offerId, 2);
    await waitFor('the hand-over', () => shop.received.length === 2);
    await h.drain();

    const events = shop.received.map((call) => verified(call, secret));
    expect(events.map((event) => [event.type, event.data.order_id])).toEqual([
      ['order.delivered', delivered.id],
      ['autopilot.failed', short.id],
    ]);
    expect(events[0]?.data.by).toBe('autopilot');
    expect(events[1]?.data).toMatchObject({ source: 'autopilot', reason: 'autopilot-why-pool-short', quantity: 2 });
    for (const call of shop.received) expect(call.body).not.toContain(code);
  });

  it('the listing watch: moderation sending a listing back comes as listing.moderated and listing.status_changed, once', async () => {
    const seller = await h.seller();
    // An account listing: the marketplace gives moderation's reason on a read of one by id.
    const image = await seller.client.images.upload(PNG, 'image/png');
    const listing = await seller.client.listings.createAccount({
      brand: 'starfall-odyssey',
      title: 'Level 80 EU account, platinum rank',
      price: 4999,
      delivery_type: 'manual',
      images: [image],
      attributes: { region: 'eu', level: 80, rank: 'platinum' },
      manual_delivery_value: 2,
      manual_delivery_unit: 'hours',
    });
    const offerId = listing!.id;
    await seller.client.listings.publish('account', offerId);
    const shop = await receiver(answering(200));
    const { secret } = await endpoint(seller, shop.url, ['listing.moderated', 'listing.status_changed']);
    await h.startWorker({}, { signedHttp: localCalls });
    await waitFor(
      'the first look at the listings',
      async () => (await h.redis.exists(listingSnapshotKey(h.namespace, seller.accountId))) === 1,
    );

    await h.admin('POST', `/_sandbox/offers/${offerId}/moderate`, {
      action: 'changes_requested',
      reason_code: 'misleading_description',
      note: 'Rank is gold, not platinum',
    });
    await waitFor('both events', () => shop.received.length === 2);
    await h.advanceClock(2_000);
    await h.drain();

    const events = shop.received.map((call) => verified(call, secret));
    expect(events.map((event) => event.type).sort()).toEqual(['listing.moderated', 'listing.status_changed']);
    expect(events.find((event) => event.type === 'listing.moderated')?.data).toEqual({
      listing_id: offerId,
      title: 'Level 80 EU account, platinum rank',
      outcome: 'changes_requested',
      reason_code: 'misleading_description',
      note: 'Rank is gold, not platinum',
    });
    expect(events.find((event) => event.type === 'listing.status_changed')?.data).toMatchObject({
      from: 'active',
      to: 'changes_requested',
    });
    expect(shop.received).toHaveLength(2);
  });

  it('a revoked key comes as key.invalid, once', async () => {
    const seller = await h.seller();
    const shop = await receiver(answering(200));
    const { secret } = await endpoint(seller, shop.url, ['key.invalid']);
    await h.startWorker({}, { signedHttp: localCalls });

    expect((await h.admin('DELETE', `/_sandbox/sellers/${seller.sellerId}/keys/${seller.keyId}`)).status).toBe(204);
    await waitFor('the event', () => shop.received.length === 1);
    await h.drain();

    expect(verified(shop.received[0]!, secret)).toMatchObject({
      type: 'key.invalid',
      account: { id: seller.accountId, label: seller.label },
      data: {},
    });
    expect(shop.received).toHaveLength(1);
  });

  it('an order whose deadline passed comes as cancelled; a listing selling down as stock.low, then sold out', async () => {
    const seller = await h.seller();
    const manual = await h.manualListing(seller, 1);
    const instant = await publishInstantTopUp(seller, 3);
    await h.stores.alertSettings.update(seller.accountId, { lowStockThresholds: { [instant]: 2 } });
    const shop = await receiver(answering(200));
    const { secret } = await endpoint(seller, shop.url, ['order.cancelled', 'stock.low', 'listing.sold_out']);
    await h.startWorker({}, { signedHttp: localCalls });
    await waitFor(
      'the first look at the listings',
      async () => (await h.redis.exists(listingSnapshotKey(h.namespace, seller.accountId))) === 1,
    );

    const expiring = await h.placeOrder(manual);
    // Polled into the ledger before its deadline passes: cancelled, not an order never seen.
    await h.drain();
    await h.advanceClock(61 * 60_000);
    await waitFor('the cancellation', () => shop.received.length === 1);
    await h.placeOrder(instant);
    await waitFor('low stock', () => shop.received.length === 2);
    await h.placeOrder(instant);
    await h.placeOrder(instant);
    await waitFor('sold out', () => shop.received.length === 3);
    await h.drain();

    const events = shop.received.map((call) => verified(call, secret));
    expect(events.map((event) => event.type)).toEqual(['order.cancelled', 'stock.low', 'listing.sold_out']);
    expect(events[0]?.data).toMatchObject({ order_id: expiring.id, deadline_passed: true });
    expect(events[1]?.data).toMatchObject({ listing_id: instant, stock: 2, threshold: 2 });
    expect(events[2]?.data).toEqual({ listing_id: instant, title: '1000 Neon credits code' });
  });

  it('working hours ending and starting come as away.switched away, then back, once each', async () => {
    const seller = await h.seller();
    await h.manualListing(seller);
    const shop = await receiver(answering(200));
    const { secret } = await endpoint(seller, shop.url, ['away.switched']);
    const { minute } = localTime(h.sandbox.core.clock.now(), 'UTC');
    // Working hours every day that start two hours from now and last twenty: it is outside them now.
    const start = (minute + 120) % 1440;
    await h.stores.away.setHours(seller.accountId, {
      timeZone: 'UTC',
      ranges: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({ day, start, end: (start + 1200) % 1440 })),
    });
    await h.startWorker({}, { signedHttp: localCalls });

    await waitFor('away', () => shop.received.length === 1);
    await h.advanceClock(2 * 60 * 60_000 + 60_000);
    await waitFor('back', () => shop.received.length === 2);
    await h.drain();

    const events = shop.received.map((call) => verified(call, secret));
    expect(events.map((event) => event.data.direction)).toEqual(['away', 'back']);
    expect(shop.received).toHaveLength(2);
  });

  it("an order's later event waits behind an earlier one being retried, and comes after it", async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    let status = 500;
    const answered: number[] = [];
    const shop = await receiver((request, response) => {
      answered.push(status);
      answering(status)(request, response);
    });
    const { secret } = await endpoint(seller, shop.url);
    await h.startWorker(FAST_RETRIES, { signedHttp: localCalls });

    const order = await h.placeOrder(offerId);
    await waitFor('the waiting order tried', () => shop.received.length >= 1);
    await h.stores.deliveredBy.record(seller.accountId, order.id, { platform: 'test', userId: 'mira', displayName: 'Mira' }, Date.now());
    await seller.client.orders.deliver(order.id, [{ code: 'STAR-1' }]);
    await waitFor('the alert showing it delivered (its event raised)', () =>
      h.notifier.orderAlerts(seller.teamChat, order.id).some((alert) => h.notifier.latest(alert).title?.startsWith('Delivered')),
    );
    const triedBefore = shop.received.length;
    await waitFor('three more tries of the waiting event', () => shop.received.length >= triedBefore + 3);
    expect(shop.received.map((call) => verified(call, secret).type)).toEqual(shop.received.map(() => 'order.awaiting_delivery'));

    status = 200;
    await waitFor('the delivered event', () => shop.received.some((call) => verified(call, secret).type === 'order.delivered'));
    await h.drain();
    const types = shop.received.map((call) => verified(call, secret).type);
    const firstTaken = answered.indexOf(200);
    expect(types[firstTaken]).toBe('order.awaiting_delivery');
    expect(types.slice(firstTaken + 1)).toEqual(['order.delivered']);
  });

  it('an order nearing its deadline comes as order.deadline_soon at each reminder threshold, once each', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller, 1);
    const shop = await receiver(answering(200));
    const { secret } = await endpoint(seller, shop.url, ['order.deadline_soon']);
    await h.startWorker({}, { signedHttp: localCalls });

    const order = await h.placeOrder(offerId);
    await h.drain();
    await h.advanceClock(31 * 60_000);
    await waitFor('30 minutes left', () => shop.received.length === 1);
    await h.advanceClock(20 * 60_000);
    await waitFor('10 minutes left', () => shop.received.length === 2);
    await h.drain();

    const events = shop.received.map((call) => verified(call, secret));
    expect(events.map((event) => [event.data.order_id, event.data.minutes_left])).toEqual([
      [order.id, 30],
      [order.id, 10],
    ]);
  });

  it('an order taken in the bot comes as order.taken naming the taker, between waiting and delivered', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const shop = await receiver(answering(200));
    const { secret } = await endpoint(seller, shop.url, ['order.awaiting_delivery', 'order.taken', 'order.delivered']);
    await h.startWorker({ webhookOutboxRecheckMs: 100 }, { signedHttp: localCalls });

    const order = await h.placeOrder(offerId);
    await waitFor('the order waiting', () => shop.received.length === 1);
    expect(await take(h.botCore(), seller, order.id, 'Mira')).toMatch(/You took order/);
    await waitFor('the take', () => shop.received.length === 2);
    await h.stores.deliveredBy.record(seller.accountId, order.id, { platform: 'test', userId: 'mira', displayName: 'Mira' }, Date.now());
    await seller.client.orders.deliver(order.id, [{ code: 'STAR-1' }]);
    await waitFor('the order delivered', () => shop.received.length === 3);
    await h.drain();

    const events = shop.received.map((call) => verified(call, secret));
    expect(events.map((event) => event.type)).toEqual(['order.awaiting_delivery', 'order.taken', 'order.delivered']);
    expect(events[1]?.data).toEqual({ ...events[0]?.data, by: 'Mira' });
    expect(shop.received).toHaveLength(3);
  });

  it('an order taken while no worker runs comes once one starts, after its waiting event; a shop without an endpoint for it records nothing', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const shop = await receiver(answering(200));
    const { secret } = await endpoint(seller, shop.url, ['order.awaiting_delivery', 'order.taken']);
    const first = await h.startWorker({ webhookOutboxRecheckMs: 100 }, { signedHttp: localCalls });
    await h.drain();
    await first.close();

    // Taken the moment the marketplace lists it, before any poll saw it.
    const order = await h.placeOrder(offerId);
    const core = h.botCore();
    expect(await take(core, seller, order.id, 'Mira')).toMatch(/You took order/);
    expect(await h.stores.webhookOutbox.unread()).toBe(1);
    const other = await h.seller();
    const otherOrder = await h.placeOrder(await h.manualListing(other));
    await endpoint(other, shop.url, ['order.delivered']);
    expect(await take(core, other, otherOrder.id, 'Ivo')).toMatch(/You took order/);
    expect(await h.stores.webhookOutbox.unread()).toBe(1);
    expect(shop.received).toHaveLength(0);

    // A worker read it and died before raising it: the next worker takes it over once it has sat idle.
    const [held] = await h.stores.webhookOutbox.read('worker-that-died', { blockMs: 1, idleMs: DAY_MS, count: 10 });
    await h.startWorker({ webhookOutboxRecheckMs: 100 }, { signedHttp: localCalls });
    await waitFor('the take', () => shop.received.length === 2);
    await h.drain();
    const events = shop.received.map((call) => verified(call, secret));
    expect(events.map((event) => event.type)).toEqual(['order.awaiting_delivery', 'order.taken']);
    expect(events[1]).toMatchObject({ data: { order_id: order.id, by: 'Mira' } });
    expect(await h.stores.webhookOutbox.unread()).toBe(0);

    // A worker that raised it and died before acknowledging leaves it to be raised again: the same event, not a second one.
    await h.stores.webhookOutbox.record(held!.event!);
    await h.drain();
    expect(shop.received).toHaveLength(2);
  });

  it('an event still failing a day after it happened is given up: the log and the list say so, and replay sends it again', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    let status = 500;
    const shop = await receiver((request, response) => answering(status)(request, response));
    const { number, secret } = await endpoint(seller, shop.url, ['order.awaiting_delivery']);
    await h.startWorker(FAST_RETRIES, { signedHttp: localCalls });
    // The bot as an operator runs it beside a local receiver: `webhooks replay` may call this machine.
    const bot = composeBot(
      { ...testBotConfig(h.sandbox.baseUrl), webhookAllowPrivateNetworks: true },
      { redis: h.redis, namespace: h.namespace, stores: h.stores, logger: createLogger({ level: 'silent' }) },
      { now: () => h.sandbox.core.clock.now() },
    );
    try {
      await h.placeOrder(offerId);
      await waitFor('a failed call', () => shop.received.length >= 1);
      // The retries' backoff is real (a tenth of a second here); the day they are tried for is the sandbox's.
      await h.advanceClock(DAY_MS);
      const givenUp = await waitFor('the event given up', async () =>
        (await h.stores.webhookDeliveries.latest(seller.accountId, number, 50)).find((entry) => entry.givenUp),
      );
      await h.drain();
      const tried = shop.received.length;
      expect(givenUp).toMatchObject({ attempt: tried, status: 500, type: 'order.awaiting_delivery' });

      const log = await webhooksCommand(bot.core, seller, `log ${number}`);
      const attempts = tried === 1 ? '1 attempt' : `${tried} attempts`;
      expect(log).toContain(
        `\`order.awaiting_delivery\` · given up\ngiven up a day after the event, after ${attempts}, the last answered 500`,
      );
      expect(log).toContain(`\`webhooks replay ${givenUp.id}\` sends it again`);
      expect(await webhooksCommand(bot.core, seller, '')).toMatch(
        new RegExp(`last: given up, .* · 1 event given up in the last 7 days \\(\`webhooks log ${number}\`\\)`),
      );

      status = 200;
      expect(await webhooksCommand(bot.core, seller, `replay ${givenUp.id}`)).toMatch(/got `order\.awaiting_delivery` again: answered 200/);
      const calls = shop.received.map((call) => verified(call, secret));
      expect(calls).toHaveLength(tried + 1);
      expect(new Set(calls.map((call) => call.id)).size).toBe(1);
      const [replayed] = await h.stores.webhookDeliveries.latest(seller.accountId, number, 1);
      expect(replayed).toMatchObject({ attempt: tried + 1, status: 200 });
    } finally {
      await bot.close();
    }
  });
});
