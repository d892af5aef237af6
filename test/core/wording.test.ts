import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from './harness.js';

describe('wording of a session with the demo shop', () => {
  let h: Harness;
  let alice: TestUser;

  beforeAll(async () => {
    h = await startHarness('core-wording');
    alice = h.adapter.user('alice');
    await alice.dm.command('connect', `${demoKey(h)} Demo`);
  });
  afterAll(async () => {
    await h.close();
  });

  it("counts the demo shop's one delivered order in the singular", async () => {
    await alice.dm.command('account');
    expect(alice.dm.lastText()).toMatch(/\(of 1 delivered order\)/);
  });

  it('speaks of one unit in the singular when delivering it', async () => {
    const sellerId = h.sandbox.sellers[0]?.id ?? '';
    const listing = h.sandbox.core.listings.create(
      sellerId,
      'top_up',
      {
        brand: 'neon-drift',
        title: 'Neon drift single pack',
        price: 300,
        delivery_type: 'manual',
        delivery_method: 'player_id',
        delivery_instructions: 'Send your id.',
        attributes: { region: 'eu' },
        manual_delivery_value: 1,
        manual_delivery_unit: 'hours',
      },
      false,
    );
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

  it('counts one minute, and closes the moderation note once', async () => {
    await alice.dm.command('alerts', 'mute 1');
    expect(alice.dm.lastText()).toMatch(/Muted: until \d{4}-\d\d-\d\d \d\d:\d\d UTC, in (1 min|less than a minute)/);
    await alice.dm.command('audit');
    expect(alice.dm.lastText()).toMatch(/muted alerts for 1 minute\b/);
    expect(alice.dm.lastText()).not.toMatch(/1 minutes/);
    const flagged = [...h.sandbox.core.state.listings.values()].find((each) => each.title === 'Cheapest stardust on NA');
    await alice.dm.command('listing', flagged?.id ?? '');
    expect(alice.dm.lastText()).toMatch(/The price looks like a typo\. Fix it with/);
    expect(alice.dm.lastText()).not.toMatch(/\.\./);
  });
});
