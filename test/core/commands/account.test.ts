import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import { demoKey, type Harness } from '../harness.js';
import { account } from '../../../src/core/commands/account.js';
import { openDemoShop, typedAs } from './support/demo-shop.js';

describe('account', () => {
  let h: Harness;
  let alice: TestUser;
  let accountId: string;
  let topUp: string;

  beforeAll(async () => {
    ({ h, owner: alice, accountId, manualTopUp: topUp } = await openDemoShop('core-account', { ownerId: 'alice' }));
  });
  afterAll(async () => {
    await h.close();
  });

  it("counts the demo shop's one delivered order in the singular", async () => {
    await alice.dm.command('account');
    expect(alice.dm.lastText()).toMatch(/\(of 1 delivered order\)/);
  });

  it("shows what polling spends of the read budget at the shop's pace: fast with a manual listing on sale, idle without", async () => {
    await alice.dm.command('account');
    expect(alice.dm.lastText()).toMatch(
      /Order polling: every 3 s while a manual listing is on sale or an order is open · 20\.4 reads a minute with the listing watch, 4\.1% of the 500-a-minute read budget/,
    );
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    // As the listing watch leaves a shop with no manual listing on sale.
    await h.stores.schedule.idleUnlessWoken(accountId, await h.stores.schedule.tierToken(accountId));
    await alice.dm.command('account');
    expect(alice.dm.lastText()).toMatch(
      /Order polling: every 5 min: no manual listing on sale and no order open \(every 3 s once there is\) · 0\.6 reads a minute with the listing watch, 0\.1% of the 500-a-minute read budget/,
    );
  });

  it('shows what polling every second costs when POLL_INTERVAL_MS is 1000', async () => {
    const { h: fast, owner } = await openDemoShop('core-account-1s', { ownerId: 'bea', pollIntervalMs: 1_000 });
    try {
      await owner.dm.command('account');
      expect(owner.dm.lastText()).toMatch(
        /Order polling: every 1 s while a manual listing is on sale or an order is open · 60\.4 reads a minute with the listing watch, 12\.1% of the 500-a-minute read budget/,
      );
    } finally {
      await fast.close();
    }
  });

  it("gives the shop's health as data for the dashboard: key, budgets, polling, away and autopilot failures, and no key", async () => {
    // Idle, as the listing watch leaves a shop with no manual listing on sale.
    await h.stores.schedule.idleUnlessWoken(accountId, await h.stores.schedule.tierToken(accountId));
    const answered = await typedAs({ h, accountId }, 'alice', account.typed, {});
    await alice.dm.command('account');
    const shown = alice.dm.lastText();
    const fingerprint = /fingerprint ([0-9a-f]{8})/.exec(shown)?.[1];
    expect(answered).toMatchObject({
      ok: true,
      value: {
        account: {
          id: accountId,
          name: 'Demo',
          role: 'owner',
          key: { health: 'ok', fingerprint },
          alerts_enabled: true,
          budget: {
            reads: { used: expect.any(Number), remaining: expect.any(Number), limit: 500, next_slot_at: expect.stringMatching(/Z$/) },
            writes: { used: 0, remaining: 250, limit: 250, next_slot_at: null },
          },
          polling: { pace: 'idle', every_seconds: 300, reads_per_minute: 0.6, share_percent: 0.1 },
          away: { away: false, since: null, until: null, by: null },
          autopilot_failures: [],
        },
      },
    });
    const data = answered.ok === true ? answered.value : null;
    if (data === null || data.account.budget === null) throw new Error('no budgets');
    // The text gives the budget too (read after the facts); the facts' used and left make up the limit.
    const { reads } = data.account.budget;
    expect(shown).toMatch(/\d+ of 500 left this minute/);
    expect(reads.used + reads.remaining).toBe(reads.limit);
    expect(JSON.stringify(data)).not.toContain(demoKey(h));

    await alice.dm.command('away', 'now for 2h');
    const failedAt = h.sandbox.core.clock.now();
    await h.stores.autopilot.bind(accountId, {
      listingId: topUp,
      title: 'Starfall crystals by player id',
      mode: { kind: 'deliver', source: { kind: 'pool', pool: 'steam' }, template: null },
      capOrders: 1,
      capCents: null,
      since: 1,
      by: 'alice',
    });
    await h.stores.autopilot.recordFailure(accountId, topUp, {
      at: failedAt,
      orderId: 'order-1',
      reason: 'autopilot-why-cap-orders',
      args: { cap: 1 },
    });
    const again = await typedAs({ h, accountId }, 'alice', account.typed, {});
    if (again.ok !== true) throw new Error('no account facts');
    const later = again.value;
    expect(later.account.away).toEqual({
      away: true,
      since: expect.stringMatching(/Z$/),
      until: expect.stringMatching(/Z$/),
      by: { kind: 'person', name: 'alice' },
    });
    // `away 2h` reads the clock for its start and again for its end: two hours apart, to the second.
    const { since, until } = later.account.away;
    expect(Math.round((Date.parse(until ?? '') - Date.parse(since ?? '')) / 1000)).toBe(2 * 3600);
    expect(later.account.autopilot_failures).toEqual([
      {
        listing_id: topUp,
        title: 'Starfall crystals by player id',
        at: new Date(failedAt).toISOString(),
        reason: 'the listing reached its cap of 1 order today',
        order_id: 'order-1',
      },
    ]);
    await alice.dm.command('back');
  });
});
