import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { openDemoShop } from './support/demo-shop.js';

describe('orders', () => {
  let h: Harness;
  let alice: TestUser;
  let manualTopUp: string;

  beforeAll(async () => {
    ({ h, owner: alice, manualTopUp } = await openDemoShop('core-orders', { ownerId: 'alice' }));
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists waiting orders with the time left, relative and in UTC', async () => {
    await alice.dm.command('orders');
    const text = alice.dm.lastText();
    expect(text).toMatch(/1 order waiting/);
    expect(text).toMatch(/qty 2 · .* · deliver in (\d+ h)? ?(\d+ min)? \(\d{4}-\d\d-\d\d \d\d:\d\d UTC\)/);
  });

  it('lists the order due soonest first, and says so once none waits', async () => {
    h.sandbox.core.clock.advance(60_000);
    const placed = await h.control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: manualTopUp, quantity: 1 });
    await alice.dm.command('orders');
    expect(alice.dm.lastText()).toMatch(/2 orders waiting/);
    const rows = alice.dm.last().list?.items ?? [];
    expect(rows.map((row) => row.detail)).toEqual([expect.stringMatching(/qty 2/), expect.stringMatching(/qty 1/)]);
    expect(rows[1]?.title).toMatch(new RegExp(`· ${placed.id.slice(0, 8)}$`));
    // Past every deadline the marketplace cancels the orders, and the list is empty.
    h.sandbox.core.clock.advance(7 * 24 * 60 * 60_000);
    h.sandbox.core.orders.expire();
    await alice.dm.command('orders');
    expect(alice.dm.lastText()).toBe('No order waits for delivery.');
  });
});
