import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatActor, ChatPlace } from '../../../src/domain/chat-input.js';
import type { HawkerCore } from '../../../src/core/hawker-core.js';
import type { AutopilotBinding } from '../../../src/store/autopilot-store.js';
import { utcDay } from '../../../src/store/sales-book.js';
import { autopilotViews } from './support/autopilot-views.js';
import { openHarness, waitFor, type Harness, type TestSeller } from '../support/jobs-harness.js';
import { spawnChildWorker } from '../support/spawn-child-worker.js';

let h: Harness;
let core: HawkerCore;
let child: ChildProcess | null = null;

beforeAll(async () => {
  h = await openHarness('autopilot');
  core = h.botCore();
});

afterEach(async () => {
  await h.admin('DELETE', '/_sandbox/faults');
  await h.closeWorkers();
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await h.close();
});

const DELIVER_PATH = '/v1/orders/';

/** A seller whose manual listing autopilot delivers from pool `steam`, filled with `codes`. */
async function shopOnAutopilot(codes: string[], binding: Partial<AutopilotBinding> = {}): Promise<{ seller: TestSeller; offerId: string }> {
  const seller = await h.seller();
  const offerId = await h.manualListing(seller);
  await h.stores.pools.add(seller.accountId, 'steam', codes, Date.now());
  await bind(seller, offerId, binding);
  return { seller, offerId };
}

async function bind(seller: TestSeller, offerId: string, binding: Partial<AutopilotBinding> = {}): Promise<void> {
  await h.stores.autopilot.bind(seller.accountId, {
    listingId: offerId,
    title: 'Starfall crystals by player id',
    mode: { kind: 'deliver', source: { kind: 'pool', pool: 'steam' }, template: null },
    capOrders: null,
    capCents: null,
    since: Date.now(),
    by: 'Alice',
    ...binding,
  });
}

const { buyerGoods, teamAlert, everythingSent, autopilotAudits } = autopilotViews(() => h);

describe('autopilot delivering from a pool', () => {
  it('delivers a new order once, and its alert says autopilot delivered it with the codes masked', async () => {
    const { seller, offerId } = await shopOnAutopilot(['STEAM-AAAA-0001', 'STEAM-AAAA-0002', 'STEAM-AAAA-0003']);
    const worker = await h.startWorker();
    const order = await h.placeOrder(offerId, 2);
    const alert = await teamAlert(seller, order.id);
    await waitFor('the alert saying autopilot delivered', () =>
      h.notifier.latest(alert).text?.match(/Delivered by autopilot in \d+\.\d s\./),
    );
    await h.drain();

    expect(buyerGoods(order.id)).toEqual([{ code: 'STEAM-AAAA-0001' }, { code: 'STEAM-AAAA-0002' }]);
    const final = h.notifier.latest(alert);
    expect(final.title).toMatch(/^Delivered: /);
    expect(final.buttons ?? []).toHaveLength(0);
    expect(final.fields?.find((field) => field.label === 'Codes sent')?.value).toBe('ST•••••••••••01\nST•••••••••••02');
    expect(everythingSent()).not.toContain('STEAM-AAAA-0001');
    expect(await h.stores.pools.get(seller.accountId, 'steam')).toMatchObject({ available: 1, held: 0 });
    expect(await h.stores.autopilot.deliveredOn(seller.accountId, offerId, utcDay(h.sandbox.core.clock.now()))).toBe(1);
    expect(await autopilotAudits(seller.accountId)).toEqual(['audit-autopilot-delivered']);
    const [today] = await h.stores.salesBook.totals(
      seller.accountId,
      [utcDay(order.created_at ? Date.parse(order.created_at) : Date.now())],
      'UTC',
    );
    expect(today).toMatchObject({ orders: 1, autopilot: 1 });
    await worker.close();
  });

  it('shapes each entry by the template, from the order and what the buyer typed', async () => {
    const { seller, offerId } = await shopOnAutopilot(['TPL-CODE-1'], {
      mode: { kind: 'deliver', source: { kind: 'pool', pool: 'steam' }, template: '{code} for {player_id} ({order})' },
    });
    const worker = await h.startWorker();
    const placed = await h.admin<{ id: string }>('POST', '/_sandbox/orders', {
      offer_id: offerId,
      quantity: 1,
      buyer_fields: { player_id: 'PLAYER-7781', server: 'eu-1' },
    });
    const orderId = placed.body.id;
    const alert = await teamAlert(seller, orderId);
    await waitFor('the order delivered', () => h.notifier.latest(alert).text?.includes('Delivered by autopilot'));
    expect(buyerGoods(orderId)).toEqual([{ code: `TPL-CODE-1 for PLAYER-7781 (${orderId})` }]);
    await worker.close();
  });

  it('tells the team once when a delivery leaves the pool below its low-water mark', async () => {
    const { seller, offerId } = await shopOnAutopilot(['LOW-CODE-1', 'LOW-CODE-2', 'LOW-CODE-3', 'LOW-CODE-4']);
    await h.stores.pools.setLowWater(seller.accountId, 'steam', 2);
    const worker = await h.startWorker();
    const lowNotices = () =>
      h.notifier.inChat(seller.teamChat).filter((message) => message.versions[0]?.title === 'Pool steam is running low');
    const first = await h.placeOrder(offerId, 2);
    await waitFor('the first order delivered', () => (buyerGoods(first.id) as unknown[]).length === 2);
    await h.drain();
    expect(lowNotices()).toHaveLength(0);

    const second = await h.placeOrder(offerId);
    await waitFor('the low-water notice', () => lowNotices().length === 1);
    expect(lowNotices()[0]!.versions[0]!.text).toMatch(/^Only 1 code is left in pool steam \(you asked to hear below 2\)/);
    const third = await h.placeOrder(offerId);
    await waitFor('the third order delivered', () => (buyerGoods(third.id) as unknown[]).length === 1);
    await h.drain();
    expect(buyerGoods(second.id)).toEqual([{ code: 'LOW-CODE-3' }]);
    expect(lowNotices()).toHaveLength(1);
    await worker.close();
  });

  it('delivers an order that was already waiting when the listing was put on autopilot', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const worker = await h.startWorker();
    const order = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, order.id);
    await h.drain();
    expect(buyerGoods(order.id)).toEqual([]);

    await h.stores.pools.add(seller.accountId, 'steam', ['WAITING-CODE-1'], Date.now());
    await bind(seller, offerId);
    await waitFor('the waiting order delivered', () => h.notifier.latest(alert).text?.includes('Delivered by autopilot'));
    await h.drain();
    expect(buyerGoods(order.id)).toEqual([{ code: 'WAITING-CODE-1' }]);
    await worker.close();
  });

  it('past the day cap, gives the order to people and its alert says why', async () => {
    const { seller, offerId } = await shopOnAutopilot(['CAP-CODE-1', 'CAP-CODE-2', 'CAP-CODE-3'], { capOrders: 1 });
    const worker = await h.startWorker();
    const first = await h.placeOrder(offerId);
    await waitFor('the first order delivered', () => (buyerGoods(first.id) as unknown[]).length === 1);
    const second = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, second.id);
    await waitFor('the alert saying why autopilot did not deliver', () =>
      h.notifier.latest(alert).text?.includes('Autopilot did not deliver: the listing reached its cap of 1 order today.'),
    );
    await h.drain();

    expect(buyerGoods(second.id)).toEqual([]);
    expect(
      h.notifier
        .latest(alert)
        .buttons?.flat()
        .map((button) => button.label),
    ).toContain('Deliver');
    expect(await h.stores.pools.get(seller.accountId, 'steam')).toMatchObject({ available: 2, held: 0 });
    expect((await h.stores.autopilot.lastFailure(seller.accountId, offerId))?.reason).toBe('autopilot-why-cap-orders');
    expect(await h.stores.claims.holder(`deliver-order:${seller.accountId}:${second.id}`)).toBeNull();
    await worker.close();
  });

  it('counts against the day cap only what it delivered: an order given to people for an empty pool leaves the cap free', async () => {
    const { seller, offerId } = await shopOnAutopilot([], { capOrders: 1 });
    const worker = await h.startWorker();
    const first = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, first.id);
    await waitFor('the first order given to people', () =>
      h.notifier.latest(alert).text?.includes('Autopilot did not deliver: pool steam is empty.'),
    );
    await h.stores.pools.add(seller.accountId, 'steam', ['FREED-CAP-1'], Date.now());
    const second = await h.placeOrder(offerId);
    await waitFor('the second order delivered within the cap', () => (buyerGoods(second.id) as unknown[]).length === 1);
    await h.drain();
    expect(buyerGoods(second.id)).toEqual([{ code: 'FREED-CAP-1' }]);
    await worker.close();
  });

  it('with the pool empty, gives the order to people, worded in the team language', async () => {
    const { seller, offerId } = await shopOnAutopilot([]);
    await h.stores.languages.setForTeam(seller.accountId, 'ru');
    const worker = await h.startWorker();
    const order = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, order.id);
    await waitFor('the alert saying the pool is empty', () =>
      h.notifier.latest(alert).text?.includes('Автопилот не выдал заказ: пул steam пуст.'),
    );
    await h.drain();
    expect(buyerGoods(order.id)).toEqual([]);
    await worker.close();
  });

  it('on a clear refusal, puts the codes back in the pool and gives the order to people', async () => {
    const { seller, offerId } = await shopOnAutopilot(['REFUSED-CODE-1', 'REFUSED-CODE-2']);
    await h.admin('POST', '/_sandbox/faults', {
      kind: 'status',
      status: 400,
      error: 'invalid_goods',
      method: 'POST',
      path_prefix: DELIVER_PATH,
      times: 1,
    });
    const worker = await h.startWorker();
    const order = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, order.id);
    await waitFor('the alert saying the marketplace refused', () =>
      h.notifier.latest(alert).text?.includes('the marketplace refused the delivery (invalid_goods)'),
    );
    await h.drain();

    expect(buyerGoods(order.id)).toEqual([]);
    expect(await h.stores.pools.get(seller.accountId, 'steam')).toMatchObject({ available: 2, held: 0 });
    // The codes went back to the front: the next order gets the same first code.
    expect(await h.stores.pools.withdraw(seller.accountId, 'steam', null)).toEqual(['REFUSED-CODE-2', 'REFUSED-CODE-1']);
    await worker.close();
  });

  it('after an answer lost to a slow marketplace, reads the order back and counts the delivery once', async () => {
    const { seller, offerId } = await shopOnAutopilot(['SLOW-CODE-1', 'SLOW-CODE-2']);
    // The request lands after the client gave up waiting: the outcome is unknown until the lists are read.
    await h.admin('POST', '/_sandbox/faults', { kind: 'delay', delay_ms: 700, method: 'POST', path_prefix: DELIVER_PATH, times: 1 });
    const worker = await h.startWorker({}, { deliverTimeoutMs: 400 });
    const order = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, order.id);
    await waitFor('the alert saying autopilot delivered', () => h.notifier.latest(alert).text?.includes('Delivered by autopilot'));
    await h.drain();

    expect(buyerGoods(order.id)).toEqual([{ code: 'SLOW-CODE-1' }]);
    expect(await h.stores.pools.get(seller.accountId, 'steam')).toMatchObject({ available: 1, held: 0 });
    expect(await autopilotAudits(seller.accountId)).toEqual(['audit-autopilot-delivered']);
    await worker.close();
  });

  it('after a connection reset, finds the order still waiting and sends the same codes again, once', async () => {
    const { seller, offerId } = await shopOnAutopilot(['RESET-CODE-1', 'RESET-CODE-2']);
    await h.admin('POST', '/_sandbox/faults', { kind: 'reset', method: 'POST', path_prefix: DELIVER_PATH, times: 1 });
    const worker = await h.startWorker({}, { deliverTimeoutMs: 300 });
    const order = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, order.id);
    await waitFor('the alert saying autopilot delivered', () => h.notifier.latest(alert).text?.includes('Delivered by autopilot'));
    await h.drain();

    expect(buyerGoods(order.id)).toEqual([{ code: 'RESET-CODE-1' }]);
    expect(await h.stores.pools.get(seller.accountId, 'steam')).toMatchObject({ available: 1, held: 0 });
    expect(await autopilotAudits(seller.accountId)).toEqual(['audit-autopilot-delivered']);
    await worker.close();
  });

  it('gives the order to people with its codes back after three deliveries that never landed', async () => {
    const { seller, offerId } = await shopOnAutopilot(['LOST-CODE-1', 'LOST-CODE-2']);
    await h.admin('POST', '/_sandbox/faults', { kind: 'status', status: 503, method: 'POST', path_prefix: DELIVER_PATH, times: 3 });
    const worker = await h.startWorker({}, { deliverTimeoutMs: 300 });
    const order = await h.placeOrder(offerId);
    const alert = await teamAlert(seller, order.id);
    await waitFor('the alert saying the delivery was never confirmed', () =>
      h.notifier.latest(alert).text?.includes('Autopilot did not deliver: the marketplace did not confirm the delivery'),
    );
    await h.drain();

    expect(buyerGoods(order.id)).toEqual([]);
    expect(await h.stores.pools.get(seller.accountId, 'steam')).toMatchObject({ available: 2, held: 0 });
    expect(await h.stores.claims.holder(`deliver-order:${seller.accountId}:${order.id}`)).toBeNull();
    expect(await autopilotAudits(seller.accountId)).toEqual(['audit-autopilot-handed-over']);
    await worker.close();
  });

  it('tells a person pressing Deliver that autopilot is delivering the order while it holds it', async () => {
    const { seller, offerId } = await shopOnAutopilot(['HELD-CODE-1']);
    // A 503 leaves the outcome unknown: autopilot holds the order until it has read it back.
    await h.admin('POST', '/_sandbox/faults', { kind: 'status', status: 503, method: 'POST', path_prefix: DELIVER_PATH, times: 1 });
    const worker = await h.startWorker({}, { deliverTimeoutMs: 1_500 });
    const order = await h.placeOrder(offerId);
    await waitFor('autopilot holding the order', async () => (await h.stores.pools.get(seller.accountId, 'steam'))?.held === 1);

    const actor: ChatActor = { platform: 'test', userId: seller.ownerChat, displayName: 'Alice' };
    const place: ChatPlace = { platform: 'test', chatId: seller.ownerChat, kind: 'private' };
    const preview = await core.handle({ actor, place, input: { type: 'text', text: `deliver ${order.id} PERSON-CODE-1` } });
    const confirm = preview.flatMap((reply) => reply.buttons?.flat() ?? []).find((button) => button.label === 'Confirm delivery');
    expect(confirm, JSON.stringify(preview)).toBeDefined();
    const answer = await core.handle({ actor, place, input: { type: 'action', action: confirm!.action } });
    expect(answer.map((reply) => reply.text ?? '').join('\n')).toMatch(/Autopilot is delivering order/);

    const alert = await teamAlert(seller, order.id);
    await waitFor('autopilot delivering it after the check', () => h.notifier.latest(alert).text?.includes('Delivered by autopilot'));
    await h.drain();
    expect(buyerGoods(order.id)).toEqual([{ code: 'HELD-CODE-1' }]);
    await worker.close();
  });

  it('delivers exactly once when its worker is killed in the middle of the delivery', async () => {
    const { seller, offerId } = await shopOnAutopilot(['KILL-CODE-1', 'KILL-CODE-2']);
    await h.admin('POST', '/_sandbox/faults', { kind: 'delay', delay_ms: 1_000, method: 'POST', path_prefix: DELIVER_PATH, times: 1 });
    const output: string[] = [];
    child = await spawnChildWorker(h, { notifier: 'print' }, output);
    const order = await h.placeOrder(offerId);
    await waitFor('the child sending the delivery', async () => (await h.stores.pools.get(seller.accountId, 'steam'))?.held === 1);
    const killed = child;
    killed.kill('SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));

    const worker = await h.startWorker({ lockDurationMs: 2_000, stalledIntervalMs: 500 }, { deliverTimeoutMs: 1_000 });
    await waitFor(
      'the survivor finishing the delivery',
      async () => (await h.stores.pools.get(seller.accountId, 'steam'))?.held === 0,
      30_000,
    );
    await h.drain();
    expect(buyerGoods(order.id)).toEqual([{ code: 'KILL-CODE-1' }]);
    expect(await h.stores.pools.get(seller.accountId, 'steam')).toMatchObject({ available: 1, held: 0 });
    expect(await autopilotAudits(seller.accountId)).toEqual(['audit-autopilot-delivered']);
    await worker.close();
    // A child worker's start, its kill and the survivor's wait for the stalled job, besides its own 30 s wait.
  }, 60_000);
});
