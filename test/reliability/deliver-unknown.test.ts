// A deliver whose outcome is unknown: the marketplace acted (or did not) and the
// answer was lost. Hawker reads the order lists before saying anything and never
// sends the goods again blindly.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../support/test-adapter.js';
import { AnswerDroppingProxy, type AnswerFate } from './support/answer-dropping-proxy.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { demoKey, startStack, type Stack } from './support/stack.js';

let s: Stack;
let proxy: AnswerDroppingProxy;
let guard: ProcessGuard;
let alice: TestUser;
let manualTopUp: string;
let lostAnswers = 0;

const goodsOf = async (orderId: string) =>
  (await s.control<{ status: string; goods: { code: string }[] | null }>('GET', `/_sandbox/orders/${orderId}/goods`)).body;

beforeAll(async () => {
  guard = guardProcess();
  s = await startStack('rel-deliver-unknown', {
    clientTimeoutMs: 1_500,
    marketplaceVia: async (sandboxUrl) => {
      proxy = await AnswerDroppingProxy.start(sandboxUrl);
      return proxy.baseUrl;
    },
  });
  alice = s.adapter.user('alice');
  await alice.dm.command('connect', `${demoKey(s)} Demo`);
  manualTopUp = s.listingId('Starfall crystals by player id');
});

afterAll(async () => {
  await s.close();
  await proxy.close();
  guard.stop();
  recordFigures('deliver-unknown', { lostAnswers });
});

/** Past twice the client's timeout since the send, a request can no longer land and the verdict may be read: the bot's clock is moved there. */
const waitOutLateRequests = () => s.control('POST', '/_sandbox/clock', { advance_ms: 3_000 });

async function previewDelivery(code: string): Promise<string> {
  const order = await s.placeOrder(manualTopUp);
  await alice.dm.command('deliver', `${order.id} ${code}`);
  expect(alice.dm.lastText()).toMatch(/Deliver 1 unit/);
  return order.id;
}

describe('a deliver whose answer is lost after the marketplace acted', () => {
  const fates: { name: string; fate: AnswerFate }[] = [
    { name: 'the connection drops', fate: { kind: 'drop' } },
    { name: 'a 502 comes back instead', fate: { kind: 'replace', status: 502 } },
    { name: 'the answer comes after the timeout', fate: { kind: 'hold', ms: 3_000 } },
  ];

  it.each(fates)('is reconciled as delivered when $name, and a second Confirm sends nothing', async ({ fate }) => {
    const orderId = await previewDelivery(`LOST-${fate.kind}-1`);
    proxy.loseAnswers('POST', `/v1/orders/${orderId}/deliver`, fate);
    lostAnswers += 1;
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/does not know yet whether the goods arrived/);
    await waitOutLateRequests();
    await alice.dm.press('Check');
    expect(alice.dm.lastText()).toMatch(/is delivered: the marketplace's answer was lost, and its order list confirms it/);
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/Already done/);
    await alice.dm.command('deliver', `${orderId} LOST-${fate.kind}-AGAIN`);
    expect(alice.dm.lastText()).toMatch(/No order .* waits for delivery/);
    expect(s.deliverRequests(orderId)).toBe(1);
    expect(await goodsOf(orderId)).toMatchObject({ status: 'delivered', goods: [{ code: `LOST-${fate.kind}-1` }] });
  });
});

describe('a deliver whose request reaches the marketplace only after the client gave up', () => {
  it('says "checking" at once, allows no second deliver meanwhile, and reads the order only once the request can no longer land', async () => {
    const orderId = await previewDelivery('LATE-1');
    // The sandbox acts on the request 2.5 s after it arrives; the client gives up after 1.5 s.
    s.sandbox.core.faults.add({ kind: 'delay', delay_ms: 2_500, method: 'POST', path_prefix: `/v1/orders/${orderId}/deliver`, times: 1 });
    lostAnswers += 1;
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/answer for order .* was lost, so Hawker does not know yet whether the goods arrived/);
    expect(alice.dm.lastText()).not.toMatch(/nothing was delivered/);
    await alice.dm.press('Check');
    expect(alice.dm.lastText()).toMatch(/Still checking order/);
    await alice.dm.command('deliver', `${orderId} LATE-2`);
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/still being checked/);

    while ((await goodsOf(orderId)).status !== 'delivered') await sleep(100);
    await waitOutLateRequests();
    await alice.dm.press('Check');
    expect(alice.dm.lastText()).toMatch(/is delivered: the marketplace's answer was lost, and its order list confirms it/);
    expect(s.deliverRequests(orderId)).toBe(1);
    expect(await goodsOf(orderId)).toMatchObject({ status: 'delivered', goods: [{ code: 'LATE-1' }] });
  });
});

describe('a deliver whose answer is lost and whose order list cannot be read either', () => {
  it('says nothing false, and once the marketplace is back the same order is delivered exactly once', async () => {
    const orderId = await previewDelivery('UNREAD-1');
    // The deliver never lands (the sandbox's reset acts before any change) and the order list fails too.
    s.sandbox.core.faults.add({ kind: 'reset', method: 'POST', path_prefix: `/v1/orders/${orderId}/deliver`, times: 1 });
    const listFault = s.sandbox.core.faults.add({ kind: 'status', status: 503, method: 'GET', path_prefix: '/v1/orders/me' });
    lostAnswers += 1;
    await alice.dm.press('Confirm delivery');
    await waitOutLateRequests();
    await alice.dm.press('Check');
    expect(alice.dm.lastText()).toMatch(/cannot read the order list/);
    expect(alice.dm.lastText()).not.toMatch(/handed over|is delivered|Already done/);
    s.sandbox.core.faults.remove(listFault.id);

    await alice.dm.press('Check');
    expect(alice.dm.lastText()).toMatch(/shows order .* still waiting .*, so nothing was delivered/);
    await alice.dm.press('Confirm delivery');
    expect(alice.dm.lastText()).toMatch(/handed over/);
    expect(await goodsOf(orderId)).toMatchObject({ status: 'delivered', goods: [{ code: 'UNREAD-1' }] });
  });

  it('after a lost answer that did land and an unreadable order list, never sends the goods a second time', async () => {
    const orderId = await previewDelivery('LANDED-1');
    proxy.loseAnswers('POST', `/v1/orders/${orderId}/deliver`, { kind: 'drop' });
    const listFault = s.sandbox.core.faults.add({ kind: 'status', status: 503, method: 'GET', path_prefix: '/v1/orders/me' });
    lostAnswers += 1;
    await alice.dm.press('Confirm delivery');
    await waitOutLateRequests();
    await alice.dm.press('Check');
    expect(alice.dm.lastText()).toMatch(/cannot read the order list/);
    s.sandbox.core.faults.remove(listFault.id);

    await alice.dm.press('Check');
    expect(alice.dm.lastText()).toMatch(/is delivered: the marketplace's answer was lost/);
    await alice.dm.command('deliver', `${orderId} LANDED-2`);
    expect(s.deliverRequests(orderId)).toBe(1);
    expect(await goodsOf(orderId)).toMatchObject({ status: 'delivered', goods: [{ code: 'LANDED-1' }] });
    expect(guard.fired).toEqual([]);
  });
});
