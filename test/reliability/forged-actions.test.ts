// Replayed and forged button presses: another person's callback data, a flow that
// expired, a button from before a role was taken away, and random or mutated action
// ids. None of them may act; each gets a sentence.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf, type TestUser } from '../support/test-adapter.js';
import { unclearReply } from './support/clear-sentence.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { demoKey, startStack, type Stack } from './support/stack.js';

const FUZZ_RUNS = 300;

let s: Stack;
let guard: ProcessGuard;
let owner: TestUser;
let operator: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let accountId: string;
let manualTopUp: string;

const goodsOf = async (orderId: string) =>
  (await s.control<{ status: string; goods: unknown[] | null }>('GET', `/_sandbox/orders/${orderId}/goods`)).body;
const marketplaceWrites = () =>
  s.logs.lines.filter((line) => line.includes('"seller api call"') && !line.includes('"method":"GET"')).length;

beforeAll(async () => {
  guard = guardProcess();
  s = await startStack('rel-forged');
  owner = s.adapter.user('owner');
  await owner.dm.command('connect', `${demoKey(s)} Demo`);
  accountId = (await s.stores.identities.activeAccount(await s.stores.identities.resolve('test', 'owner')))?.accountId ?? '';
  operator = s.adapter.user('operator');
  viewer = s.adapter.user('viewer');
  stranger = s.adapter.user('stranger');
  await operator.dm.command(
    'join',
    await s.stores.team.createInvite(accountId, 'operator', await s.stores.identities.resolve('test', 'owner')),
  );
  await viewer.dm.command(
    'join',
    await s.stores.team.createInvite(accountId, 'viewer', await s.stores.identities.resolve('test', 'owner')),
  );
  manualTopUp = s.listingId('Starfall crystals by player id');
});

afterAll(async () => {
  await s.close();
  guard.stop();
  recordFigures('forged-actions', { fuzzRuns: FUZZ_RUNS });
});

async function ownerDeliverPreview(code: string): Promise<{ orderId: string; confirm: string }> {
  const order = await s.placeOrder(manualTopUp);
  await owner.dm.command('deliver', `${order.id} ${code}`);
  const confirm = owner.dm.findAction('Confirm delivery');
  if (!confirm) throw new Error(`no Confirm delivery shown: ${owner.dm.lastText()}`);
  return { orderId: order.id, confirm };
}

describe('another person pressing a button', () => {
  it("refuses the owner's delivery confirmation pressed by a stranger, a viewer and even an operator of the account", async () => {
    const { orderId, confirm } = await ownerDeliverPreview('OWNERS-CODE-1');
    const writes = marketplaceWrites();
    for (const person of [stranger, viewer, operator]) {
      const replies = await person.dm.pressAction(confirm);
      expect(replies.map(textOf).join('\n')).toMatch(/Only the person who started this can answer it/);
    }
    expect(marketplaceWrites()).toBe(writes);
    expect((await goodsOf(orderId)).status).toBe('awaiting_delivery');
    await owner.dm.pressAction(confirm);
    expect(owner.dm.lastText()).toMatch(/handed over/);
  });

  it('refuses command buttons (pause, archive) to people whose role is too low, checking the role on the press', async () => {
    const gift = s.listingId('Pixel Raiders $25 gift card');
    await owner.dm.command('listing', gift);
    const pause = owner.dm.findAction('Pause');
    expect(pause).toBeDefined();
    const writes = marketplaceWrites();
    for (const person of [stranger, viewer, operator]) {
      const replies = await person.dm.pressAction(pause ?? '');
      expect(replies.map(textOf).join('\n')).toMatch(/needs the manager role|no role on the seller account|no seller account/);
    }
    expect(marketplaceWrites()).toBe(writes);
    expect(s.sandbox.core.state.listings.get(gift)?.status).toBe('active');
  });

  it('refuses a button kept from before the presser lost their role', async () => {
    const temp = s.adapter.user('temp-operator');
    await temp.dm.command(
      'join',
      await s.stores.team.createInvite(accountId, 'operator', await s.stores.identities.resolve('test', 'owner')),
    );
    const order = await s.placeOrder(manualTopUp);
    await temp.dm.command('deliver', `${order.id} TEMP-CODE-1`);
    const confirm = temp.dm.findAction('Confirm delivery') ?? '';
    await s.stores.team.revoke(accountId, await s.stores.identities.resolve('test', 'temp-operator'));
    await temp.dm.pressAction(confirm);
    expect(temp.dm.lastText()).toMatch(/no longer hold|no role|Only the person|expired/);
    expect((await goodsOf(order.id)).status).toBe('awaiting_delivery');
    expect(s.deliverRequests(order.id)).toBe(0);
  });
});

describe('a press after the fact', () => {
  it('does nothing for an expired flow', async () => {
    const { orderId, confirm } = await ownerDeliverPreview('EXPIRED-CODE-1');
    const token = confirm.split(':')[1] ?? '';
    // What the flow's Redis expiry does, without waiting 30 minutes.
    await s.testRedis.redis.del(`${s.testRedis.namespace}:flow:state:${token}`);
    await owner.dm.pressAction(confirm);
    expect(owner.dm.lastText()).toMatch(/expired/);
    expect(s.deliverRequests(orderId)).toBe(0);
    expect((await goodsOf(orderId)).status).toBe('awaiting_delivery');
  });

  it('does nothing for a replayed confirmation of a finished archive', async () => {
    const draft = s.listingId('Dune Riders spice pack (old)');
    await owner.dm.command('archive', draft);
    const confirm = owner.dm.findAction('Confirm') ?? '';
    await owner.dm.pressAction(confirm);
    const writes = marketplaceWrites();
    for (let replay = 0; replay < 3; replay += 1) {
      await owner.dm.pressAction(confirm);
      expect(owner.dm.lastText()).toMatch(/Already done/);
    }
    expect(marketplaceWrites()).toBe(writes);
  });
});

describe('forged action ids', () => {
  it(`never act and always answer with a sentence (${FUZZ_RUNS} random and mutated ids)`, async () => {
    const { orderId, confirm } = await ownerDeliverPreview('FUZZ-GUARDED-1');
    const gift = s.listingId('Neon Drift $10 gift card');
    const real = [
      confirm,
      `c:pause ${gift}`,
      `c:archive ${gift}`,
      `c:deliver ${orderId} X`,
      'r:AAAAAAAAAAAA',
      `f:${confirm.split(':')[1] ?? ''}:yes`,
    ];
    const mutated = fc
      .tuple(fc.constantFrom(...real), fc.nat(), fc.string({ minLength: 0, maxLength: 3 }))
      .map(([action, at, insert]) => action.slice(0, at % (action.length + 1)) + insert + action.slice((at % (action.length + 1)) + 1));
    const random = fc.oneof(
      fc.string({ maxLength: 64 }),
      fc.string({ unit: 'binary', maxLength: 64 }),
      fc
        .tuple(
          fc.constantFrom('c:', 'r:', 'f:', 'f::', 'a:', 'a:00000000:', 'c:deliver ', 'c:team ', 'c:disconnect', 'c:connect '),
          fc.string({ maxLength: 60 }),
        )
        .map(([prefix, rest]) => prefix + rest),
    );
    const writes = marketplaceWrites();
    const giftStatus = s.sandbox.core.state.listings.get(gift)?.status;
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated, random), fc.constantFrom('stranger', 'viewer'), async (action, who) => {
        const replies = await (who === 'stranger' ? stranger : viewer).dm.pressAction(action);
        expect(unclearReply(replies, action)).toBeNull();
      }),
      { numRuns: FUZZ_RUNS, seed: 20_261_121 },
    );
    expect(marketplaceWrites()).toBe(writes);
    expect((await goodsOf(orderId)).status).toBe('awaiting_delivery');
    expect(s.sandbox.core.state.listings.get(gift)?.status).toBe(giftStatus);
    expect(guard.fired).toEqual([]);
  });
});
