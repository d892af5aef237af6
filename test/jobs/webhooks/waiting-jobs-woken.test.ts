// A webhook job waiting its turn goes as soon as its turn comes: an order's later event as soon
// as the earlier is through, an event for a busy endpoint as soon as the call ahead is answered.
// The look-again waits are set to an hour here, so only those wakes can bring an event within a test.
import type { ServerResponse } from 'node:http';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../../jobs/job-names.js';
import { SignedHttpClient } from '../../../src/net/signed-http-client.js';
import { newSigningSecret } from '../../../src/net/signing-secret.js';
import { duplicateRedis } from '../../../src/runtime/redis-connection.js';
import { LocalReceiver } from '../../support/local-receiver.js';
import { openHarness, waitFor, type Harness } from '../support/jobs-harness.js';

let h: Harness;
let localCalls: SignedHttpClient;

beforeAll(async () => {
  h = await openHarness('webhook-sequence-wake');
  localCalls = new SignedHttpClient({ allowPrivateNetworks: true });
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await localCalls.close();
  await h.close();
});

const typeOf = (body: string) => (JSON.parse(body) as { type: string }).type;

const HOUR_MS = 60 * 60_000;

describe('webhook jobs waiting their turn', () => {
  it('the delivered event raised while the waiting one is still in flight goes the moment that one is answered', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const held: ServerResponse[] = [];
    const shop = await LocalReceiver.start((request, response) => {
      if (typeOf(request.body) === 'order.awaiting_delivery') held.push(response);
      else response.writeHead(204).end();
    });
    const connection = duplicateRedis(h.redis, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUES.webhooks, { connection, prefix: h.queuePrefix });
    try {
      const added = await h.stores.webhooks.add(
        seller.accountId,
        { url: shop.url, events: null, enabled: true, createdAt: h.sandbox.core.clock.now(), by: seller.identityId, previousUntil: null },
        newSigningSecret(),
      );
      expect(added).not.toBeNull();
      await h.startWorker({ webhookSequenceWaitMs: HOUR_MS }, { signedHttp: localCalls });

      const order = await h.placeOrder(offerId);
      await waitFor('the waiting event at the receiver, unanswered', () => held.length === 1);
      await h.stores.deliveredBy.record(seller.accountId, order.id, { platform: 'test', userId: 'mira', displayName: 'Mira' }, Date.now());
      await seller.client.orders.deliver(order.id, [{ code: 'STAR-1' }]);
      await waitFor('the delivered event waiting behind it', async () => (await queue.getDelayedCount()) === 1);

      held.splice(0).forEach((response) => response.writeHead(204).end());
      await waitFor('the delivered event at the receiver', () => shop.received.length === 2);
      expect(shop.received.map((call) => typeOf(call.body))).toEqual(['order.awaiting_delivery', 'order.delivered']);
    } finally {
      held.splice(0).forEach((response) => response.writeHead(204).end());
      await queue.close();
      connection.disconnect();
      await shop.close();
    }
  });

  it('an event for an endpoint busy with another call goes the moment that call is answered', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const held: ServerResponse[] = [];
    const shop = await LocalReceiver.start((_request, response) => held.push(response));
    const connection = duplicateRedis(h.redis, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUES.webhooks, { connection, prefix: h.queuePrefix });
    try {
      const added = await h.stores.webhooks.add(
        seller.accountId,
        { url: shop.url, events: null, enabled: true, createdAt: h.sandbox.core.clock.now(), by: seller.identityId, previousUntil: null },
        newSigningSecret(),
      );
      expect(added).not.toBeNull();
      await h.startWorker({ webhookBusyWaitMs: HOUR_MS }, { signedHttp: localCalls });

      const first = await h.placeOrder(offerId);
      await waitFor('the first order at the receiver, unanswered', () => held.length === 1);
      const second = await h.placeOrder(offerId);
      await waitFor('the second order waiting for the endpoint', async () => (await queue.getDelayedCount()) === 1);

      held.splice(0).forEach((response) => response.writeHead(204).end());
      await waitFor('the second order at the receiver', () => held.length === 1);
      const orderOf = (body: string) => (JSON.parse(body) as { data: { order_id: string } }).data.order_id;
      expect(shop.received.map((call) => orderOf(call.body))).toEqual([first.id, second.id]);
    } finally {
      held.splice(0).forEach((response) => response.writeHead(204).end());
      await queue.close();
      connection.disconnect();
      await shop.close();
    }
  });
});
