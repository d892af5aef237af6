// An order's later webhook event waiting behind its earlier one goes as soon as the earlier is
// through: the job that finishes an event wakes the next. The look-again wait is set to an hour
// here, so only that wake can bring the later event within the test.
import type { ServerResponse } from 'node:http';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

afterAll(async () => {
  await localCalls.close();
  await h.close();
});

const typeOf = (body: string) => (JSON.parse(body) as { type: string }).type;

describe('an order’s events to one endpoint', () => {
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
      await h.startWorker({ webhookSequenceWaitMs: 60 * 60_000 }, { signedHttp: localCalls });

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
});
