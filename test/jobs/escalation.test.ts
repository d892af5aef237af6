import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commandAction } from '../../src/core/action-id.js';
import type { Role } from '../../src/domain/roles.js';
import { openHarness, waitFor, type Harness, type TestSeller } from './support/jobs-harness.js';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('escalation');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

let memberCount = 0;

/** A team member who can be reached privately: their identity has a login whose chat id is returned. */
async function member(seller: TestSeller, role: Role): Promise<{ chat: string; identityId: string }> {
  memberCount += 1;
  const chat = `${role}-escalation-${memberCount}`;
  const identityId = await h.stores.identities.resolve('test', chat);
  await h.stores.team.grant(seller.accountId, identityId, role);
  return { chat, identityId };
}

const STEP_TITLES = ['Nobody has delivered yet', 'Still waiting', 'Last call'] as const;

/** The escalation messages for one order in one chat, by step title. */
function calls(chat: string, orderId: string): string[] {
  return h.notifier
    .orderAlerts(chat, orderId)
    .map((message) => message.versions[0]?.title ?? '')
    .filter((title) => STEP_TITLES.some((step) => title.startsWith(step)))
    .map((title) => title.split(':')[0] ?? '');
}

describe('escalation', () => {
  it('calls operators at 10 minutes, the team and owner at 75 %, everyone at 90 %, once each across two workers and a restart; then reports the loss', async () => {
    const seller = await h.seller();
    const operator = await member(seller, 'operator');
    const viewer = await member(seller, 'viewer');
    const offerId = await h.manualListing(seller, 2);
    await Promise.all([h.startWorker(), h.startWorker()]);
    const order = await h.placeOrder(offerId);
    await waitFor('the alert', () => h.notifier.orderAlerts(seller.teamChat, order.id).length > 0);
    expect(calls(operator.chat, order.id)).toEqual([]);

    await h.advanceClock(11 * 60_000);
    await waitFor(
      'the operators called',
      () => calls(operator.chat, order.id).length === 1 && calls(seller.ownerChat, order.id).length === 1,
    );
    const first = h.notifier.orderAlerts(operator.chat, order.id)[0]!.versions[0]!;
    expect(first.title).toMatch(/^Nobody has delivered yet: 1 h 4\d min left/);
    expect(first.buttons?.flat().map((button) => button.label)).toEqual(['Deliver', 'Take']);
    // Escalation messages take the goods by reply like the alert.
    expect(await h.stores.alertMessages.orderFor(h.notifier.orderAlerts(operator.chat, order.id)[0]!.ref)).toEqual({
      accountId: seller.accountId,
      orderId: order.id,
    });
    expect(calls(seller.teamChat, order.id)).toEqual([]);

    await h.closeWorkers();
    await h.advanceClock(80 * 60_000);
    await Promise.all([h.startWorker(), h.startWorker()]);
    await waitFor('the team called', () => calls(seller.teamChat, order.id).length === 1);
    await waitFor('the owner called again', () => calls(seller.ownerChat, order.id).length === 2);
    expect(calls(operator.chat, order.id)).toEqual(['Nobody has delivered yet']);

    await h.advanceClock(18 * 60_000);
    await waitFor('everyone called', () => calls(operator.chat, order.id).length === 2);
    await waitFor('the last call in the group', () => calls(seller.teamChat, order.id).length === 2);
    await h.drain();
    expect(calls(seller.ownerChat, order.id)).toEqual(['Nobody has delivered yet', 'Still waiting', 'Last call']);
    expect(calls(seller.teamChat, order.id)).toEqual(['Still waiting', 'Last call']);
    expect(calls(operator.chat, order.id)).toEqual(['Nobody has delivered yet', 'Last call']);
    expect(h.notifier.inChat(viewer.chat)).toEqual([]);

    await h.advanceClock(12 * 60_000);
    const lost = await waitFor('the loss reported to the team', () =>
      h.notifier.inChat(seller.teamChat).find((message) => message.versions[0]?.title?.startsWith('Lost to the deadline')),
    );
    const notice = lost.versions[0]!;
    const called = notice.fields?.find((field) => field.label === 'Who was called')?.value ?? '';
    expect(called.split('\n')).toHaveLength(4);
    expect(called).toMatch(/the alert \(2 chats\)/);
    expect(called).toMatch(/operators, managers and the owner, privately \(2 chats\)/);
    expect(called).toMatch(/the team's groups and the owner \(2 chats\)/);
    expect(called).toMatch(/everyone: the groups, and each operator privately \(3 chats\)/);
    expect(notice.buttons?.flat()).toContainEqual({
      label: 'Away now',
      action: commandAction('away now', seller.accountId),
      style: 'danger',
    });
    await h.drain();
    expect(
      h.notifier.inChat(seller.teamChat).filter((message) => message.versions[0]?.title?.startsWith('Lost to the deadline')),
    ).toHaveLength(1);
  });

  it('calls only whoever took the order at the next step, names them on the alert, then the whole step after', async () => {
    const seller = await h.seller();
    const operator = await member(seller, 'operator');
    const offerId = await h.manualListing(seller, 2);
    await h.startWorker();
    const order = await h.placeOrder(offerId);
    const [alert] = await waitFor('the alert', () => {
      const found = h.notifier.orderAlerts(seller.teamChat, order.id);
      return found.length > 0 && found;
    });
    await h.stores.orderTakes.take(seller.accountId, order.id, {
      identityId: operator.identityId,
      name: 'Olga',
      at: h.sandbox.core.clock.now(),
    });

    await h.advanceClock(11 * 60_000);
    await waitFor('the operator called alone', () => calls(operator.chat, order.id).length === 1);
    await waitFor('the alert naming the taker', () =>
      h.notifier.latest(alert!).fields?.some((field) => field.label === 'Taken by' && field.value === 'Olga'),
    );
    expect(
      h.notifier
        .latest(alert!)
        .buttons?.flat()
        .map((button) => button.label),
    ).toEqual(['Deliver']);
    await h.drain();
    expect(calls(seller.ownerChat, order.id)).toEqual([]);

    await h.stores.alertSettings.update(seller.accountId, { escalationRole: '424242' });
    await h.advanceClock(80 * 60_000);
    await waitFor('the team called at 75 %', () => calls(seller.teamChat, order.id).length === 1);
    expect(calls(seller.ownerChat, order.id)).toEqual(['Still waiting']);
    // The team step pings the role the owner named; the private step before it pinged nobody.
    const teamCall = h.notifier
      .orderAlerts(seller.teamChat, order.id)
      .find((message) => message.versions[0]?.title?.startsWith('Still waiting'));
    expect(teamCall?.versions[0]?.pingRoles).toEqual(['424242']);
    expect(h.notifier.orderAlerts(operator.chat, order.id)[0]?.versions[0]?.pingRoles).toBeUndefined();
  });

  it('calls the whole step when whoever took the order was revoked or demoted since, and stops naming them', async () => {
    const seller = await h.seller();
    const revokedTaker = await member(seller, 'operator');
    const demotedTaker = await member(seller, 'operator');
    const other = await member(seller, 'operator');
    const offerId = await h.manualListing(seller, 2);
    await h.startWorker();
    const revokedOrder = await h.placeOrder(offerId);
    const demotedOrder = await h.placeOrder(offerId);
    await waitFor('both alerts', () => h.notifier.orderAlerts(seller.teamChat, demotedOrder.id).length > 0);
    const at = h.sandbox.core.clock.now();
    await h.stores.orderTakes.take(seller.accountId, revokedOrder.id, { identityId: revokedTaker.identityId, name: 'Rita', at });
    await h.stores.orderTakes.take(seller.accountId, demotedOrder.id, { identityId: demotedTaker.identityId, name: 'Dima', at });
    await h.stores.team.revoke(seller.accountId, revokedTaker.identityId);
    await h.stores.team.revoke(seller.accountId, demotedTaker.identityId);
    await h.stores.team.grant(seller.accountId, demotedTaker.identityId, 'viewer');

    await h.advanceClock(11 * 60_000);
    for (const order of [revokedOrder, demotedOrder]) {
      await waitFor(
        'the other operator and the owner called',
        () => calls(other.chat, order.id).length === 1 && calls(seller.ownerChat, order.id).length === 1,
      );
      const call = h.notifier.orderAlerts(other.chat, order.id)[0]!.versions[0]!;
      expect(call.fields?.some((field) => field.label === 'Taken by')).toBe(false);
      expect(call.buttons?.flat().map((button) => button.label)).toEqual(['Deliver', 'Take']);
    }
    const [alert] = h.notifier.orderAlerts(seller.teamChat, revokedOrder.id);
    await waitFor('the alert refreshed after the step', () => alert!.versions.length > 1);
    expect(h.notifier.latest(alert!).fields?.some((field) => field.label === 'Taken by')).toBe(false);
    await h.drain();
    expect(calls(revokedTaker.chat, revokedOrder.id)).toEqual([]);
    expect(calls(demotedTaker.chat, demotedOrder.id)).toEqual([]);
  });

  it('stops once the order is delivered, and calls nobody while alerts are muted', async () => {
    const seller = await h.seller();
    const operator = await member(seller, 'operator');
    const offerId = await h.manualListing(seller, 2);
    await h.startWorker();
    const delivered = await h.placeOrder(offerId);
    const muted = await h.placeOrder(offerId);
    await waitFor('both alerts', () => h.notifier.orderAlerts(seller.teamChat, muted.id).length > 0);
    expect((await seller.client.orders.deliver(delivered.id, [{ code: 'STAR-1' }])).outcome).toBe('delivered');
    await h.advanceClock(2 * 60_000);
    await h.stores.alertSettings.update(seller.accountId, { mutedUntil: h.sandbox.core.clock.now() + 3 * 3600_000 });

    await h.advanceClock(100 * 60_000);
    await h.drain();
    expect(calls(operator.chat, delivered.id)).toEqual([]);
    expect(calls(operator.chat, muted.id)).toEqual([]);
    expect(calls(seller.ownerChat, muted.id)).toEqual([]);
  });
});
