import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAlert } from '../../../jobs/alert-render.js';
import { orderFacts } from '../../../jobs/order-facts.js';
import type { TestUser } from '../../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../harness.js';
import { keysMatching } from '../../support/test-redis.js';
import { draftNeonDriftPack } from '../../support/neon-drift-pack.js';

interface PlacedOrder {
  id: string;
  quantity: number;
}

describe('deliver', () => {
  let h: Harness;
  let alice: TestUser;
  let manualTopUp: string;
  let stardust: string;
  const place = (quantity: number, offerId = manualTopUp) =>
    h.control<PlacedOrder>('POST', '/_sandbox/orders', { offer_id: offerId, quantity });
  const goodsOf = (orderId: string) => h.control<{ status: string; goods: unknown[] | null }>('GET', `/_sandbox/orders/${orderId}/goods`);

  beforeAll(async () => {
    h = await startHarness('core-deliver', { timeoutMs: 1_500 });
    alice = h.adapter.user('alice');
    await alice.dm.command('connect', `${demoKey(h)} Demo`);
    for (const listing of h.sandbox.core.state.listings.values())
      if (listing.title === 'Starfall crystals by player id') manualTopUp = listing.id;
      else if (listing.title === 'Stardust, fast trade on EU servers') stardust = listing.id;
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses the same goods twice in one delivery, sending nothing', async () => {
    const order = await place(2);
    await alice.dm.command('deliver', `${order.id} SAME-CODE-1\nSAME-CODE-1`);
    expect(alice.dm.lastText()).toMatch(/The same goods appear more than once \(entries 2\)/);
    await alice.dm.answer('{"code":"J-1","server":"eu"}\n{"server":"eu","code":"J-1"}');
    expect(alice.dm.lastText()).toMatch(/The same goods appear more than once/);
    expect(alice.dm.findAction('Confirm delivery')).toBeUndefined();
    expect((await goodsOf(order.id)).status).toBe('awaiting_delivery');
  });

  it('previews masked goods, checks the count against the quantity, and a double confirmation calls the marketplace once', async () => {
    const order = await place(2);
    await alice.dm.command('deliver', order.id.slice(0, 8));
    expect(alice.dm.last().prompt?.kind).toBe('goods');
    await alice.dm.answer('PLAYER-SECRET-0001');
    expect(alice.dm.lastText()).toMatch(/order is for 2 units but you sent 1/);
    await alice.dm.answer('PLAYER-SECRET-0001\nPLAYER-SECRET-0002');
    const preview = alice.dm.lastText();
    expect(preview).toMatch(/Deliver 2 units/);
    expect(preview).toMatch(/code: PL•+02 \(18 chars\)/);
    expect(alice.dm.transcript()).not.toContain('PLAYER-SECRET');
    const confirm = alice.dm.findAction('Confirm delivery') ?? '';
    const before = h.deliverCalls.count;
    const [first, second] = await Promise.all([alice.dm.pressAction(confirm), alice.dm.pressAction(confirm)]);
    const texts = [first?.[0]?.text ?? '', second?.[0]?.text ?? ''];
    expect(texts.filter((text) => /handed over/.test(text))).toHaveLength(1);
    expect(texts.filter((text) => /Already done/.test(text))).toHaveLength(1);
    await alice.dm.pressAction(confirm);
    expect(alice.dm.lastText()).toMatch(/Already done/);
    expect(h.deliverCalls.count - before).toBe(1);
    expect(await goodsOf(order.id)).toMatchObject({
      status: 'delivered',
      goods: [{ code: 'PLAYER-SECRET-0001' }, { code: 'PLAYER-SECRET-0002' }],
    });
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    expect((await h.stores.deliveredBy.delivery(accountId, order.id))?.by).toBe('alice');
    const redisDump = await Promise.all(
      (await keysMatching(h.redis.redis, `${h.redis.namespace}:*`)).map(async (key) =>
        (await h.redis.redis.type(key)) === 'string' ? h.redis.redis.get(key) : '',
      ),
    );
    expect(redisDump.join('\n')).not.toContain('PLAYER-SECRET');
  });

  it('never delivers the same order twice through two separate previews', async () => {
    const order = await place(1);
    await alice.dm.command('deliver', `${order.id} CODE-A`);
    const firstConfirm = alice.dm.findAction('Confirm delivery') ?? '';
    const bob = h.adapter.user('bob');
    const aliceIdentity = await h.stores.identities.resolve('test', 'alice');
    const code = await h.stores.team.createInvite(
      (await h.stores.identities.activeAccount(aliceIdentity))?.accountId ?? '',
      'operator',
      aliceIdentity,
    );
    await bob.dm.command('join', code);
    await bob.dm.command('deliver', `${order.id} CODE-B`);
    const before = h.deliverCalls.count;
    await alice.dm.pressAction(firstConfirm);
    await bob.dm.press('Confirm delivery');
    expect(bob.dm.lastText()).toMatch(/no order .* waits|Already done/i);
    expect(h.deliverCalls.count - before).toBe(1);
  });

  it('delivers from a reply to the order alert, with a file of JSON objects', async () => {
    const order = await place(2);
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    const account = await h.stores.accounts.get(accountId);
    const { orders } = await (await h.core.services.clientFor(accountId)).orders.list('awaiting_delivery');
    const waiting = orders.find((each) => each.id === order.id);
    if (!account || !waiting) throw new Error('order should wait');
    const alert = renderAlert(orderFacts(account, waiting), Date.now());
    expect(alert.text).toMatch(/Reply to this message/);
    const ref = h.adapter.messageRef(alice.dm.place);
    await h.stores.alertMessages.remember(ref, { platform: ref.platform, kind: 'user', id: ref.chatId }, { accountId, orderId: order.id });
    await alice.dm.upload(
      'goods.json',
      JSON.stringify([
        { player_id: 'P-1', server: 'eu' },
        { player_id: 'P-2', server: 'eu' },
      ]),
      'application/json',
      ref,
    );
    expect(alice.dm.lastText()).toMatch(/Deliver 2 units/);
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/handed over/);
    expect((await goodsOf(order.id)).goods).toEqual([
      { player_id: 'P-1', server: 'eu' },
      { player_id: 'P-2', server: 'eu' },
    ]);
  });

  /** The alert the worker would post for a waiting order, and a message of it in Alice's chat that a reply answers. */
  const alertOf = async (orderId: string) => {
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    const account = await h.stores.accounts.get(accountId);
    const { orders } = await (await h.core.services.clientFor(accountId)).orders.list('awaiting_delivery');
    const waiting = orders.find((each) => each.id === orderId);
    if (!account || !waiting) throw new Error('order should wait');
    const ref = h.adapter.messageRef(alice.dm.place);
    await h.stores.alertMessages.remember(ref, { platform: ref.platform, kind: 'user', id: ref.chatId }, { accountId, orderId });
    return { alert: renderAlert(orderFacts(account, waiting), Date.now()), ref };
  };
  const tradedLines = (count: number) =>
    Array.from(
      { length: count },
      (_, index) => new RegExp(`${index + 1}\\. Traded in game: ${index + 1} of ${count}, \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC`),
    );

  it('answers a currency trade done in the game with `traded` replied to its alert: a line per unit, shown before Confirm, sent once', async () => {
    const order = await place(5, stardust);
    const { ref } = await alertOf(order.id);
    await alice.dm.replyTo(ref, 'traded');
    const preview = alice.dm.lastText();
    expect(preview).toMatch(/Deliver 5 units/);
    expect(preview).toContain('the buyer gets these 5 lines, saying the trade happened in the game');
    for (const line of tradedLines(5)) expect(preview).toMatch(line);
    const before = h.deliverCalls.count;
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/handed over/);
    await alice.dm.press('Confirm delivery');
    expect(h.deliverCalls.count - before).toBe(1);
    // The sandbox took them as the interface says: one entry per unit bought, each its own.
    const { status, goods } = await goodsOf(order.id);
    expect(status).toBe('delivered');
    expect(goods).toHaveLength(5);
    expect(new Set(goods?.map((entry) => JSON.stringify(entry))).size).toBe(5);
    expect(goods?.[4]).toEqual({ code: expect.stringMatching(/^Traded in game: 5 of 5, /) as unknown });
  });

  it('offers Traded on a currency order’s alert only; the button previews the trade’s lines and delivers once', async () => {
    const topUpOrder = await place(1);
    expect((await alertOf(topUpOrder.id)).alert.buttons?.flat().map((button) => button.label)).toEqual(['Deliver', 'Take']);
    const order = await place(6, stardust);
    const { alert } = await alertOf(order.id);
    expect(alert.buttons?.flat().map((button) => button.label)).toEqual(['Deliver', 'Traded', 'Take']);
    await alice.dm.pressAction(alert.buttons?.flat().find((button) => button.label === 'Traded')?.action ?? '');
    for (const line of tradedLines(6)) expect(alice.dm.lastText()).toMatch(line);
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/handed over/);
    expect((await goodsOf(order.id)).goods).toHaveLength(6);
  });

  it('refuses `traded` for an order that is not a currency trade, sending nothing', async () => {
    const order = await place(1);
    const before = h.deliverCalls.count;
    await alice.dm.command('deliver', `${order.id} traded`);
    expect(alice.dm.lastText()).toMatch(/`traded` answers only an in-game currency trade/);
    expect(alice.dm.last().buttons ?? []).toEqual([]);
    expect(h.deliverCalls.count).toBe(before);
    expect((await goodsOf(order.id)).status).toBe('awaiting_delivery');
  });

  it('reconciles a lost answer by reading the order list once the request can no longer land, in another bot process too, then lets the seller retry', async () => {
    const order = await place(1);
    await alice.dm.command('deliver', `${order.id} LOST-1`);
    h.sandbox.core.faults.add({ kind: 'reset', method: 'POST', path_prefix: `/v1/orders/${order.id}/deliver`, times: 1 });
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/does not know yet whether the goods arrived/);
    await alice.dm.send('LOST-2');
    expect(alice.dm.lastText()).toMatch(/still checking whether order .* was delivered/);
    // Twice the deliver timeout after the send, the request can no longer land: the core's clock is moved there.
    await h.control('POST', '/_sandbox/clock', { advance_ms: 3_000 });
    const check = alice.dm.findAction('Check') ?? '';
    const verdict = await h.otherProcess().handle({ actor: alice.actor, place: alice.dm.place, input: { type: 'action', action: check } });
    expect(verdict[0]?.text).toMatch(
      /answer was lost, and the order list, read once the delivery could no longer arrive, shows order .* still waiting/,
    );
    expect((await goodsOf(order.id)).status).toBe('awaiting_delivery');
    await alice.dm.pressAction(verdict[0]?.buttons?.flat().find((button) => button.label === 'Confirm delivery')?.action ?? '');
    expect(alice.dm.lastText()).toMatch(/handed over/);
    expect(await goodsOf(order.id)).toMatchObject({ status: 'delivered', goods: [{ code: 'LOST-1' }] });
  });

  it('continues a flow in another bot process (state in Redis survives a restart)', async () => {
    const order = await place(1);
    await alice.dm.command('deliver', order.id);
    const other = h.otherProcess();
    const prompt = alice.dm.lastPrompt();
    const replies = await other.handle({
      actor: alice.actor,
      place: alice.dm.place,
      input: { type: 'text', text: 'RESTART-1', ...(prompt ? { replyTo: prompt.ref } : {}) },
    });
    const confirm = replies[0]?.buttons?.flat().find((button) => button.label === 'Confirm delivery')?.action ?? '';
    const done = await other.handle({ actor: alice.actor, place: alice.dm.place, input: { type: 'action', action: confirm } });
    expect(done[0]?.text).toMatch(/handed over/);
  });

  it('speaks of one unit in the singular when delivering it', async () => {
    const listing = draftNeonDriftPack(h.sandbox, 'Neon drift single pack', 300);
    h.sandbox.core.listings.publish(listing);
    const order = h.sandbox.core.orders.place(listing.id, 1);
    await alice.dm.command('deliver', `${order.id} CODE-AAA-1\nCODE-AAA-2`);
    expect(alice.dm.lastText()).toMatch(/The order is for 1 unit but you sent 2\. Send exactly 1 entry\./);
    await alice.dm.command('cancel');
    await alice.dm.command('deliver', `${order.id} CODE-AAA-1`);
    expect(alice.dm.lastText()).toMatch(/Deliver 1 unit for order/);
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/1 unit handed over\. The buyer sees it now\./);
  });
});
