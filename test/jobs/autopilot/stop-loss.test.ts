// Autopilot's stop-loss (`autopilot <listing> when-empty pause`): a listing whose pool runs out
// or whose supplier keeps failing goes off sale on the sandbox marketplace, the team and the
// webhooks are told why, and it comes back on sale once goods come again.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import { SignedHttpClient } from '../../../src/net/signed-http-client.js';
import { newSigningSecret } from '../../../src/net/signing-secret.js';
import type { AutopilotBinding } from '../../../src/store/autopilot-store.js';
import { answerJson, LocalReceiver, type ReceiverHandler } from '../../support/local-receiver.js';
import { autopilotViews } from './support/autopilot-views.js';
import { openHarness, waitFor, type Harness, type TestSeller } from '../support/jobs-harness.js';

let h: Harness;
let core: HawkerCore;
let localCalls: SignedHttpClient;
const receivers: LocalReceiver[] = [];

beforeAll(async () => {
  h = await openHarness('stop-loss');
  core = h.botCore();
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

const FAST_ASKS = { supplierTimeoutMs: 1_000, supplierRetryBaseMs: 100, supplierRetryMaxMs: 200 };

const { buyerGoods, teamAlert, autopilotAudits } = autopilotViews(() => h);

async function receiver(handler: ReceiverHandler): Promise<LocalReceiver> {
  const started = await LocalReceiver.start(handler);
  receivers.push(started);
  return started;
}

/** A manual listing on autopilot from `source`, and a webhook endpoint listening for its status changes. */
async function shop(source: AutopilotBinding['mode']) {
  const seller = await h.seller();
  const offerId = await h.manualListing(seller);
  const hooks = await receiver((_request, response) => {
    response.writeHead(200).end();
  });
  const hookSecret = newSigningSecret();
  await h.stores.webhooks.add(
    seller.accountId,
    {
      url: hooks.url,
      events: ['listing.status_changed'],
      enabled: true,
      createdAt: Date.now(),
      by: seller.identityId,
      previousUntil: null,
    },
    hookSecret,
  );
  const binding: AutopilotBinding = {
    listingId: offerId,
    title: 'Starfall crystals by player id',
    mode: source,
    capOrders: null,
    capCents: null,
    since: Date.now(),
    by: 'Alice',
  };
  await h.stores.autopilot.bind(seller.accountId, binding, newSigningSecret());
  return { seller, offerId, hooks, hookSecret };
}

/** The owner types `autopilot …` in a private chat; the bot's answer as one text. */
async function autopilotCommand(seller: TestSeller, text: string): Promise<string> {
  const replies = await core.handle({
    actor: { platform: 'test', userId: seller.ownerChat, displayName: 'Owner' },
    place: { platform: 'test', chatId: seller.ownerChat, kind: 'private' },
    input: { type: 'command', name: 'autopilot', text },
  });
  return replies.map((reply) => [reply.title, reply.text, ...(reply.fields ?? []).map((field) => field.value)].join('\n')).join('\n');
}

async function statusOf(seller: TestSeller, offerId: string): Promise<string | undefined> {
  const { offers } = await seller.client.listings.listMine();
  return offers.find((row) => row.id === offerId)?.status;
}

/** The reasons of the `listing.status_changed` events Hawker raised itself, verified and in order. */
function reasons(hooks: LocalReceiver, secret: string): unknown[] {
  return hooks.received
    .map((call) => new Webhook(secret).verify(call.body, call.headers as Record<string, string>) as { data: { reason?: string } })
    .flatMap((event) => (event.data.reason === undefined ? [] : [event.data.reason]));
}

function offSaleNotices(seller: TestSeller): string[] {
  return h.notifier
    .inChat(seller.teamChat)
    .filter((message) => message.versions[0]?.title === '"Starfall crystals by player id" is off sale')
    .map((message) => message.versions[0]?.text ?? '');
}

const fromPool: AutopilotBinding['mode'] = { kind: 'deliver', source: { kind: 'pool', pool: 'gems' }, template: null };

describe('autopilot stop-loss', () => {
  it('takes the listing off sale when its pool runs out, tells the team, and puts it back once codes are added', async () => {
    const { seller, offerId, hooks, hookSecret } = await shop(fromPool);
    await h.stores.pools.add(seller.accountId, 'gems', ['GEM-ONLY-1'], Date.now());
    expect(await autopilotCommand(seller, `${offerId.slice(0, 8)} when-empty pause`)).toContain('goes off sale');
    await h.startWorker({}, { signedHttp: localCalls });

    const order = await h.placeOrder(offerId);
    await waitFor('the listing off sale', async () => (await statusOf(seller, offerId)) === 'draft');
    expect(buyerGoods(order.id)).toEqual([{ code: 'GEM-ONLY-1' }]);
    await waitFor('the team told', () => offSaleNotices(seller).length === 1);
    expect(offSaleNotices(seller)[0]).toMatch(/its pool ran out\. It goes back on sale once codes are added/);
    await waitFor('the webhook', () => reasons(hooks, hookSecret).length === 1);
    expect(reasons(hooks, hookSecret)).toEqual(['autopilot_pool_empty']);
    expect(await autopilotCommand(seller, '')).toContain('Off sale now: its pool ran out');

    await h.stores.pools.add(seller.accountId, 'gems', ['GEM-MORE-1'], Date.now());
    await waitFor('the listing back on sale', async () => (await statusOf(seller, offerId)) === 'active');
    await waitFor('the webhook', () => reasons(hooks, hookSecret).length === 2);
    expect(reasons(hooks, hookSecret)).toEqual(['autopilot_pool_empty', 'autopilot_pool_restocked']);
    expect(await autopilotAudits(seller.accountId)).toEqual(expect.arrayContaining(['audit-autopilot-paused', 'audit-autopilot-resumed']));
    expect(await h.stores.stopLoss.paused(seller.accountId, offerId)).toBeNull();
  });

  it('with when-empty people (the default), an empty pool gives the order to people and the listing stays on sale', async () => {
    const { seller, offerId } = await shop(fromPool);
    await h.stores.pools.add(seller.accountId, 'gems', ['GEM-A'], Date.now());
    await autopilotCommand(seller, `${offerId.slice(0, 8)} when-empty pause`);
    expect(await autopilotCommand(seller, `${offerId.slice(0, 8)} when-empty people`)).toContain('go to people');
    await h.startWorker({}, { signedHttp: localCalls });
    const first = await h.placeOrder(offerId);
    await waitFor('the first order delivered', () => (buyerGoods(first.id) as unknown[]).length === 1);
    const second = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, second.id);
    await waitFor('the order given to people', () => JSON.stringify(h.notifier.latest(alert)).includes('pool gems is empty'));
    await h.drain();
    expect(await statusOf(seller, offerId)).toBe('active');
    expect(offSaleNotices(seller)).toEqual([]);
  });

  it('takes the listing off sale after its supplier failed 3 times in a row, and back once it answers', async () => {
    let failing = true;
    const supplier = await receiver((request, response) => {
      if (failing) return answerJson(503, { error: 'down' })(request, response);
      const { order } = JSON.parse(request.body) as { order: { id: string } };
      answerJson(200, [`CODE-${order.id}`])(request, response);
    });
    const { seller, offerId, hooks, hookSecret } = await shop({
      kind: 'deliver',
      source: { kind: 'supplier', url: supplier.url },
      template: null,
    });
    await autopilotCommand(seller, `${offerId.slice(0, 8)} when-empty pause`);
    await h.startWorker(FAST_ASKS, { signedHttp: localCalls });

    const order = await h.placeOrder(offerId);
    await waitFor('the listing off sale', async () => (await statusOf(seller, offerId)) === 'draft');
    expect(supplier.received.length).toBeGreaterThanOrEqual(3);
    await waitFor('the team told', () => offSaleNotices(seller).length === 1);
    expect(offSaleNotices(seller)[0]).toMatch(/the supplier failed 3 times in a row/);

    failing = false;
    await waitFor('the order delivered', () => (buyerGoods(order.id) as unknown[]).length === 1);
    await waitFor('the listing back on sale', async () => (await statusOf(seller, offerId)) === 'active');
    await waitFor('both webhooks', () => reasons(hooks, hookSecret).length === 2);
    expect(reasons(hooks, hookSecret)).toEqual(['autopilot_supplier_failing', 'autopilot_supplier_back']);
  });

  it('takes the listing off sale at once when its supplier says it is out of stock', async () => {
    const supplier = await receiver(answerJson(409, { out_of_stock: true }));
    const { seller, offerId, hooks, hookSecret } = await shop({
      kind: 'deliver',
      source: { kind: 'supplier', url: supplier.url },
      template: null,
    });
    await autopilotCommand(seller, `${offerId.slice(0, 8)} when-empty pause`);
    await h.startWorker(FAST_ASKS, { signedHttp: localCalls });
    const order = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, order.id);
    await waitFor('the listing off sale', async () => (await statusOf(seller, offerId)) === 'draft');
    expect(supplier.received).toHaveLength(1);
    await waitFor('the order given to people, saying why', () =>
      JSON.stringify(h.notifier.latest(alert)).includes('Your supplier is out of stock.'),
    );
    await waitFor('the webhook', () => reasons(hooks, hookSecret).length === 1);
    expect(reasons(hooks, hookSecret)).toEqual(['autopilot_supplier_out_of_stock']);
  });

  it('answers a wrong choice, and a listing kept stocked, with a sentence saying what to do', async () => {
    const { seller, offerId } = await shop(fromPool);
    expect(await autopilotCommand(seller, `${offerId.slice(0, 8)} when-empty maybe`)).toContain(
      'Say what autopilot does when the goods run out',
    );
    expect(await autopilotCommand(seller, `${offerId.slice(0, 8)} when-empty pause`)).toContain('goes off sale');
    expect(await autopilotCommand(seller, '')).toContain('Off sale when the goods run out');
    expect(await autopilotCommand(seller, 'ffffffff when-empty pause')).toMatch(/ffffffff/);
  });
});
