import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/roles.js';
import { openHarness, waitFor, type Harness, type TestSeller } from './support/jobs-harness.js';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('removed-member');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

let memberCount = 0;

/** A member who asked for the shop's alerts in their private chat (`notify on`). */
async function privateMember(seller: TestSeller, role: Role): Promise<{ chat: string; identityId: string }> {
  memberCount += 1;
  const chat = `${role}-removed-${memberCount}`;
  const identityId = await h.stores.identities.resolve('test', chat);
  await h.stores.team.grant(seller.accountId, identityId, role);
  await h.stores.alertSettings.addPrivateTarget(seller.accountId, { platform: 'test', kind: 'user', id: chat });
  return { chat, identityId };
}

describe('a member who leaves the team', () => {
  it('gets no new alert, countdown edit, reminder or final state once revoked or demoted to viewer, whatever they had asked for', async () => {
    const seller = await h.seller();
    const revoked = await privateMember(seller, 'operator');
    const demoted = await privateMember(seller, 'operator');
    const kept = await privateMember(seller, 'operator');
    // Escalation calls operators by role anyway; this is about the private alerts they asked for.
    await h.stores.alertSettings.update(seller.accountId, { escalation: [] });
    const offerId = await h.manualListing(seller, 1);
    await h.startWorker();
    const first = await h.placeOrder(offerId);
    await waitFor('the alert in each private chat', () =>
      [revoked, demoted, kept].every((member) => h.notifier.orderAlerts(member.chat, first.id).length === 1),
    );

    // The roles change as `team revoke` and a new invite would leave them, the requests still stored.
    await h.stores.team.revoke(seller.accountId, revoked.identityId);
    await h.stores.team.revoke(seller.accountId, demoted.identityId);
    await h.stores.team.grant(seller.accountId, demoted.identityId, 'viewer');
    const second = await h.placeOrder(offerId);
    await waitFor('the second alert to the member kept', () => h.notifier.orderAlerts(kept.chat, second.id).length === 1);

    await h.advanceClock(31 * 60_000);
    await waitFor('the reminder to the member kept', () => h.notifier.orderAlerts(kept.chat, first.id).length === 2);
    const keptAlert = h.notifier.orderAlerts(kept.chat, first.id)[0]!;
    await waitFor('the countdown edit for the member kept', () => keptAlert.versions.length > 1);
    expect((await seller.client.orders.deliver(first.id, [{ code: 'STAR-1' }])).outcome).toBe('delivered');
    await waitFor('the delivered state for the member kept', () => h.notifier.latest(keptAlert).title?.startsWith('Delivered'));
    await h.drain();

    for (const gone of [revoked, demoted]) {
      expect(h.notifier.orderAlerts(gone.chat, second.id)).toEqual([]);
      const [alert, ...after] = h.notifier.orderAlerts(gone.chat, first.id);
      expect(after).toEqual([]);
      expect(alert?.versions).toHaveLength(1);
    }
    expect(await h.stores.alertSettings.targetsFor(seller.accountId, h.sandbox.core.clock.now())).not.toContainEqual(
      expect.objectContaining({ id: revoked.chat }),
    );
  });
});
