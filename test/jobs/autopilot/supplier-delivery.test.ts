// Autopilot delivering from the seller's own supplier: a real HTTP supplier on 127.0.0.1
// verifying Hawker's signature, the worker as bin/worker.ts composes it, the sandbox
// marketplace over HTTP. Each order is delivered once with the supplier's goods, or given
// to people with the supplier's last answer on its alert.
import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { SignedHttpClient } from '../../../src/net/signed-http-client.js';
import { newSigningSecret } from '../../../src/net/signing-secret.js';
import { AutopilotOrderStore } from '../../../src/store/autopilot-order-store.js';
import { answerJson, LocalReceiver, type ReceiverHandler } from '../../support/local-receiver.js';
import { autopilotViews } from './support/autopilot-views.js';
import { openHarness, waitFor, type Harness, type TestSeller } from '../support/jobs-harness.js';
import { spawnChildWorker } from '../support/spawn-child-worker.js';

let h: Harness;
// The worker's signed client as an operator sets it for a local demo: a supplier on this machine may be called.
let localCalls: SignedHttpClient;
const receivers: LocalReceiver[] = [];
let child: ChildProcess | null = null;

beforeAll(async () => {
  h = await openHarness('supplier');
  localCalls = new SignedHttpClient({ allowPrivateNetworks: true });
});

afterEach(async () => {
  await h.admin('DELETE', '/_sandbox/faults');
  await h.closeWorkers();
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await localCalls.close();
  await h.close();
});

const DELIVER_PATH = '/v1/orders/';

/** Retries a test can wait for: a failed ask is asked again a tenth of a second later. */
const FAST_ASKS = { supplierTimeoutMs: 1_000, supplierRetryBaseMs: 100, supplierRetryMaxMs: 200 };

interface SupplierShop {
  seller: TestSeller;
  offerId: string;
  supplier: LocalReceiver;
  secret: string;
}

/** A seller whose manual listing autopilot delivers from a supplier on this machine, answering by `handler`. */
async function shopWithSupplier(handler: ReceiverHandler, url?: (supplier: LocalReceiver) => string): Promise<SupplierShop> {
  const supplier = await LocalReceiver.start(handler);
  receivers.push(supplier);
  const seller = await h.seller();
  const offerId = await h.manualListing(seller);
  const secret = newSigningSecret();
  await h.stores.autopilot.bind(
    seller.accountId,
    {
      listingId: offerId,
      title: 'Starfall crystals by player id',
      mode: { kind: 'deliver', source: { kind: 'supplier', url: url ? url(supplier) : supplier.url }, template: null },
      capOrders: null,
      capCents: null,
      since: Date.now(),
      by: 'Alice',
    },
    secret,
  );
  return { seller, offerId, supplier, secret };
}

/** Answers each order's codes as a careful supplier does: the same again for an order it already answered. */
function issuing(prefix: string): ReceiverHandler {
  const given = new Map<string, string[]>();
  let next = 1;
  return (request, response) => {
    const { order } = JSON.parse(request.body) as { order: { id: string; quantity: number } };
    if (!given.has(order.id))
      given.set(
        order.id,
        Array.from({ length: order.quantity }, () => `${prefix}-${next++}`),
      );
    answerJson(200, given.get(order.id))(request, response);
  };
}

async function placeOrder(offerId: string, quantity = 1): Promise<string> {
  const placed = await h.admin<{ id: string }>('POST', '/_sandbox/orders', {
    offer_id: offerId,
    quantity,
    buyer_fields: { player_id: 'PLAYER-7781', server: 'eu-1' },
  });
  if (placed.status !== 201) throw new Error(`sandbox refused the order: ${placed.status}`);
  return placed.body.id;
}

const { buyerGoods, teamAlert, everythingSent, autopilotAudits } = autopilotViews(() => h);

describe('autopilot delivering from the seller’s supplier', () => {
  it('asks the supplier once, signed and keyed by the order, and delivers its goods once', async () => {
    const { seller, offerId, supplier, secret } = await shopWithSupplier(issuing('GEM'));
    const worker = await h.startWorker(FAST_ASKS, { signedHttp: localCalls });
    const orderId = await placeOrder(offerId, 2);
    const alert = await teamAlert(seller, orderId);
    await waitFor('the alert saying autopilot delivered', () => h.notifier.latest(alert).text?.match(/Delivered by autopilot in/));
    await h.drain();

    expect(buyerGoods(orderId)).toEqual([{ code: 'GEM-1' }, { code: 'GEM-2' }]);
    expect(supplier.received).toHaveLength(1);
    const [asked] = supplier.received;
    expect(new Webhook(secret).verify(asked!.body, asked!.headers as Record<string, string>)).toEqual({
      type: 'order.awaiting_delivery',
      order: {
        id: orderId,
        listing_id: offerId,
        listing_title: 'Starfall crystals by player id',
        quantity: 2,
        buyer_inputs: { player_id: 'PLAYER-7781', server: 'eu-1' },
        deadline_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as unknown,
      },
    });
    expect(asked!.headers).toMatchObject({ 'idempotency-key': orderId, 'webhook-id': `order_${orderId}` });
    expect(h.notifier.latest(alert).fields?.find((field) => field.label === 'Codes sent')?.value).toBe('G•••1\nG•••2');
    expect(everythingSent()).not.toContain('GEM-1');
    expect(await autopilotAudits(seller.accountId)).toEqual(['audit-autopilot-delivered-supplier']);
    expect(await h.stores.supplierGoods.get(seller.accountId, orderId)).toBeNull();
    await worker.close();
  });

  it('asks again after the supplier failed on its side, and delivers once', async () => {
    let asks = 0;
    const answer = issuing('RETRY');
    const { seller, offerId, supplier } = await shopWithSupplier((request, response) => {
      asks += 1;
      if (asks === 1) answerJson(503, { error: 'busy' })(request, response);
      else answer(request, response);
    });
    const worker = await h.startWorker(FAST_ASKS, { signedHttp: localCalls });
    const orderId = await placeOrder(offerId);
    const alert = await teamAlert(seller, orderId);
    await waitFor('the alert saying autopilot delivered', () => h.notifier.latest(alert).text?.includes('Delivered by autopilot'));
    await h.drain();

    expect(buyerGoods(orderId)).toEqual([{ code: 'RETRY-1' }]);
    expect(supplier.received).toHaveLength(2);
    expect(new Set(supplier.received.map((request) => request.headers['webhook-id']))).toEqual(new Set([`order_${orderId}`]));
    expect(await autopilotAudits(seller.accountId)).toEqual(['audit-autopilot-delivered-supplier']);
    await worker.close();
  });

  it('gives the order to people when the supplier answers 3 codes for 2 units, and the alert says so', async () => {
    const { seller, offerId, supplier } = await shopWithSupplier(answerJson(200, ['BAD-1', 'BAD-2', 'BAD-3']));
    const worker = await h.startWorker(FAST_ASKS, { signedHttp: localCalls });
    const orderId = await placeOrder(offerId, 2);
    const alert = await teamAlert(seller, orderId);
    await waitFor('the alert saying why autopilot did not deliver', () =>
      h.notifier
        .latest(alert)
        .text?.includes(
          'Autopilot did not deliver: Your supplier answered 3 codes for 2 units: it must answer exactly one code per unit. Deliver it by replying',
        ),
    );
    await h.drain();

    expect(buyerGoods(orderId)).toEqual([]);
    expect(supplier.received).toHaveLength(1);
    expect(everythingSent()).not.toContain('BAD-1');
    expect((await h.stores.autopilot.lastFailure(seller.accountId, offerId))?.reason).toBe('supplier-answer-wrong-count');
    expect(await h.stores.claims.holder(`deliver-order:${seller.accountId}:${orderId}`)).toBeNull();
    expect(await autopilotAudits(seller.accountId)).toEqual(['audit-autopilot-handed-over']);
    await worker.close();
  });

  it('after a deliver answer lost to a slow marketplace, reads the order back and delivers once, asking the supplier once', async () => {
    const { seller, offerId, supplier } = await shopWithSupplier(issuing('SLOW'));
    await h.admin('POST', '/_sandbox/faults', { kind: 'delay', delay_ms: 700, method: 'POST', path_prefix: DELIVER_PATH, times: 1 });
    const worker = await h.startWorker(FAST_ASKS, { signedHttp: localCalls, deliverTimeoutMs: 400 });
    const orderId = await placeOrder(offerId);
    const alert = await teamAlert(seller, orderId);
    await waitFor('the alert saying autopilot delivered', () => h.notifier.latest(alert).text?.includes('Delivered by autopilot'));
    await h.drain();

    expect(buyerGoods(orderId)).toEqual([{ code: 'SLOW-1' }]);
    expect(supplier.received).toHaveLength(1);
    expect(await autopilotAudits(seller.accountId)).toEqual(['audit-autopilot-delivered-supplier']);
    await worker.close();
  });

  it('delivers the goods the supplier answered once when its worker is killed in the middle of the delivery', async () => {
    const { seller, offerId, supplier } = await shopWithSupplier(issuing('KILL'));
    await h.admin('POST', '/_sandbox/faults', { kind: 'delay', delay_ms: 1_000, method: 'POST', path_prefix: DELIVER_PATH, times: 1 });
    const orders = new AutopilotOrderStore(h.redis, h.namespace);
    child = await spawnChildWorker(h, { notifier: 'print', allowPrivateNetworks: true }, []);
    const orderId = await placeOrder(offerId);
    await waitFor('the child sending the supplier’s goods', async () => {
      const state = await orders.get(seller.accountId, orderId);
      return state?.phase === 'sending' && state.sends === 1;
    });
    const killed = child;
    killed.kill('SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));

    const worker = await h.startWorker(
      { ...FAST_ASKS, lockDurationMs: 2_000, stalledIntervalMs: 500 },
      { signedHttp: localCalls, deliverTimeoutMs: 1_000 },
    );
    await waitFor(
      'the survivor finishing the delivery',
      async () => (await orders.get(seller.accountId, orderId))?.phase === 'delivered',
      30_000,
    );
    await h.drain();
    expect(buyerGoods(orderId)).toEqual([{ code: 'KILL-1' }]);
    expect(supplier.received).toHaveLength(1);
    expect(await autopilotAudits(seller.accountId)).toEqual(['audit-autopilot-delivered-supplier']);
    await worker.close();
  });

  it('says on the alert that the supplier’s goods were not delivered when the marketplace refuses them', async () => {
    const { seller, offerId } = await shopWithSupplier(issuing('REFUSED'));
    await h.admin('POST', '/_sandbox/faults', {
      kind: 'status',
      status: 400,
      error: 'invalid_goods',
      method: 'POST',
      path_prefix: DELIVER_PATH,
      times: 1,
    });
    const worker = await h.startWorker(FAST_ASKS, { signedHttp: localCalls });
    const orderId = await placeOrder(offerId);
    const alert = await teamAlert(seller, orderId);
    await waitFor('the alert saying the marketplace refused', () =>
      h.notifier
        .latest(alert)
        .text?.includes("the marketplace refused the delivery (invalid_goods); your supplier's goods were not delivered."),
    );
    await h.drain();
    expect(buyerGoods(orderId)).toEqual([]);
    expect(await h.stores.supplierGoods.get(seller.accountId, orderId)).toBeNull();
    await worker.close();
  });

  it('without private networks allowed, refuses a supplier on 127.0.0.1 and the alert says why', async () => {
    const { seller, offerId, supplier } = await shopWithSupplier(issuing('PRIVATE'), (local) => `https://127.0.0.1:${local.port}/hook`);
    const worker = await h.startWorker(FAST_ASKS);
    const orderId = await placeOrder(offerId);
    const alert = await teamAlert(seller, orderId);
    await waitFor('the alert saying the address is private', () =>
      h.notifier
        .latest(alert)
        .text?.includes(
          "Autopilot did not deliver: Your supplier's address is on a private network, which Hawker does not call. Where the supplier runs beside Hawker (on its machine or network), whoever runs Hawker can allow such addresses with the setting `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`.",
        ),
    );
    await h.drain();
    expect(supplier.received).toHaveLength(0);
    expect(buyerGoods(orderId)).toEqual([]);
    await worker.close();
  });

  // Last: it moves the marketplace's clock on by most of a two-hour window.
  it('asks a supplier that does not answer again until the cutoff before the deadline, then gives the order to people', async () => {
    const { seller, offerId, supplier } = await shopWithSupplier(() => undefined);
    const worker = await h.startWorker({ ...FAST_ASKS, supplierTimeoutMs: 200 }, { signedHttp: localCalls });
    const orderId = await placeOrder(offerId);
    await waitFor('the supplier asked again', () => supplier.received.length >= 2);
    // While autopilot may still deliver it, nobody is asked to.
    expect(h.notifier.orderAlerts(seller.teamChat, orderId)).toEqual([]);

    // Two hours to deliver: the cutoff is 12 minutes (a tenth of the window) before the deadline.
    await h.advanceClock(2 * 3600_000 - 11 * 60_000);
    const alert = await teamAlert(seller, orderId);
    expect(alert.silent).toBe(false);
    await waitFor('the alert saying the supplier did not answer', () =>
      h.notifier.latest(alert).text?.includes('Autopilot did not deliver: Your supplier did not answer within 0.2 s.'),
    );
    await h.drain();
    expect(buyerGoods(orderId)).toEqual([]);
    expect((await h.stores.autopilot.lastFailure(seller.accountId, offerId))?.reason).toBe('supplier-timeout');
    expect(await h.stores.claims.holder(`deliver-order:${seller.accountId}:${orderId}`)).toBeNull();
    await worker.close();
  });
});
