import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WorkingHours } from '../../src/domain/working-hours.js';
import { localTime } from '../../src/domain/local-time.js';
import { SWAMPED_RULE } from '../../src/domain/away-origin.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';

let h: Harness;
let core: HawkerCore;

beforeAll(async () => {
  h = await openHarness('away-hours');
  core = h.botCore();
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

const HOUR = 3_600_000;

describe('working hours', () => {
  it('takes manual listings off sale when the hours end and puts them back when they start, telling the team each time', async () => {
    const seller = await h.seller();
    const listings = [await h.manualListing(seller), await h.manualListing(seller)];
    const now = h.sandbox.core.clock.now();
    const { minute } = localTime(now, 'UTC');
    // Working hours every day that start two hours from now and last twenty: it is outside them now.
    const start = (minute + 120) % 1440;
    const hours: WorkingHours = {
      timeZone: 'UTC',
      ranges: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({ day, start, end: (start + 1200) % 1440 })),
    };
    await h.stores.away.setHours(seller.accountId, hours);
    await h.startWorker();

    await waitFor('both listings off sale', () => listings.every((id) => h.sandbox.core.state.listings.get(id)?.status === 'draft'));
    const away = await waitFor('the team told', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.title === 'Away: manual listings off sale'),
    );
    expect(away.versions[0]?.text).toMatch(/Hawker took off sale 2 manual-delivery listings/);

    await h.advanceClock(2 * HOUR + 60_000);
    await waitFor('both listings back on sale', () => listings.every((id) => h.sandbox.core.state.listings.get(id)?.status === 'active'));
    const back = await waitFor('the team told again', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.title === 'Back: manual listings on sale again'),
    );
    expect(back.versions[0]?.text).toMatch(/Hawker put back on sale 2 manual-delivery listings/);
    const audit = await h.stores.audit.latest(seller.accountId, 5);
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['away', 'back']));
  });

  it('carries a switch through a storm of 429s until every listing is off sale, and announces it once', async () => {
    const seller = await h.seller();
    const listings = [await h.manualListing(seller), await h.manualListing(seller), await h.manualListing(seller)];
    await h.admin('POST', '/_sandbox/faults', { kind: 'status', status: 429, method: 'POST', path_prefix: '/v1/offers/', times: 4 });
    await h.stores.away.switchTo(seller.accountId, {
      away: true,
      since: h.sandbox.core.clock.now(),
      until: null,
      by: { kind: 'person', identityId: null, name: 'test' },
    });
    // Fewer 429s than one listing's five writes a minute: the storm alone must not lock a listing out for a minute.
    await h.startWorker();
    // Each 429 puts the next try 5 s later on the worker's clock: the test moves it on.
    await waitFor('every listing off sale despite the 429s', async () => {
      await h.advanceClock(2_000);
      return listings.every((id) => h.sandbox.core.state.listings.get(id)?.status === 'draft');
    });
    await waitFor('the team told', () =>
      h.notifier.inChat(seller.ownerChat).some((message) => message.versions[0]?.title === 'Away: manual listings off sale'),
    );
    await h.drain();
    expect(
      h.notifier.inChat(seller.ownerChat).filter((message) => message.versions[0]?.title === 'Away: manual listings off sale'),
    ).toHaveLength(1);
    expect(await h.stores.away.pendingSwitch(seller.accountId)).toBeNull();
  });

  it('takes manual listings off sale while the swamped rule number of orders wait, and puts them back once the queue drains', async () => {
    const seller = await h.seller();
    const listings = [await h.manualListing(seller), await h.manualListing(seller)];
    await h.stores.away.setSwampedAt(seller.accountId, 2);
    await h.startWorker();
    const first = await h.placeOrder(listings[0]!);
    await waitFor('the first alert', () => h.notifier.orderAlerts(seller.teamChat, first.id).length > 0);
    await h.drain();
    expect(listings.map((id) => h.sandbox.core.state.listings.get(id)?.status)).toEqual(['active', 'active']);

    await h.placeOrder(listings[1]!);
    await waitFor('both listings off sale', () => listings.every((id) => h.sandbox.core.state.listings.get(id)?.status === 'draft'));
    expect((await h.stores.away.state(seller.accountId))?.by).toEqual(SWAMPED_RULE);
    await waitFor('the team told', () =>
      h.notifier.inChat(seller.teamChat).some((message) => message.versions[0]?.title === 'Away: manual listings off sale'),
    );

    // One delivered leaves one waiting: half of two, the queue has drained.
    expect((await seller.client.orders.deliver(first.id, [{ code: 'STAR-1' }])).outcome).toBe('delivered');
    await waitFor('both listings back on sale', async () => {
      await h.advanceClock(5_000);
      return listings.every((id) => h.sandbox.core.state.listings.get(id)?.status === 'active');
    });
    await waitFor('the team told again', () =>
      h.notifier.inChat(seller.teamChat).some((message) => message.versions[0]?.title === 'Back: manual listings on sale again'),
    );
    expect(await h.stores.away.swamped(seller.accountId)).toBe(false);
  });

  it('keeps the shop away when the queue drains if a manager whose name is "the swamped rule" sent it away meanwhile', async () => {
    const seller = await h.seller();
    const listings = [await h.manualListing(seller), await h.manualListing(seller)];
    const managerChat = `${seller.ownerChat}-manager`;
    await h.stores.team.grant(seller.accountId, await h.stores.identities.resolve('test', managerChat), 'manager');
    await h.stores.away.setSwampedAt(seller.accountId, 2);
    await h.startWorker();
    const first = await h.placeOrder(listings[0]!);
    await h.placeOrder(listings[1]!);
    await waitFor('the swamped rule done taking both listings off sale', async () => {
      const done = (await h.stores.away.pendingSwitch(seller.accountId)) === null;
      return done && listings.every((id) => h.sandbox.core.state.listings.get(id)?.status === 'draft');
    });

    // A person's word: away until someone says `back`, whatever the queue does.
    const replies = await core.handle({
      actor: { platform: 'test', userId: managerChat, displayName: 'the swamped rule' },
      place: { platform: 'test', chatId: managerChat, kind: 'private' },
      input: { type: 'text', text: '/away now' },
    });
    expect(replies.map((reply) => reply.text ?? '').join('\n')).toMatch(/Already away/);

    expect((await seller.client.orders.deliver(first.id, [{ code: 'STAR-1' }])).outcome).toBe('delivered');
    await waitFor('the rule seeing the queue drained', async () => {
      await h.advanceClock(5_000);
      return !(await h.stores.away.swamped(seller.accountId));
    });
    await h.drain();
    expect(listings.map((id) => h.sandbox.core.state.listings.get(id)?.status)).toEqual(['draft', 'draft']);
    expect((await h.stores.away.state(seller.accountId))?.away).toBe(true);
  });

  it('tells the team about a switch a command finished, once, from the next sweep', async () => {
    const seller = await h.seller();
    await h.stores.away.queueAnnouncement(seller.accountId, {
      direction: 'away',
      summary: 'Hawker took off sale 2 manual-delivery listings: "A", "B".',
      since: 1_000,
    });
    expect(await h.stores.away.pendingAccounts()).toContain(seller.accountId);
    await Promise.all([h.startWorker(), h.startWorker()]);
    const told = () =>
      h.notifier.inChat(seller.teamChat).filter((message) => message.versions[0]?.title === 'Away: manual listings off sale');
    await waitFor('the team told', () => told().length === 1);
    await h.drain();
    expect(told()).toHaveLength(1);
    expect(told()[0]?.versions[0]?.text).toBe('Hawker took off sale 2 manual-delivery listings: "A", "B".');
    expect(await h.stores.away.pendingAccounts()).not.toContain(seller.accountId);
  });
});
