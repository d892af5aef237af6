import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { openDemoShop } from './support/demo-shop.js';

describe('cancel', () => {
  let h: Harness;
  let alice: TestUser;
  let manualTopUp: string;
  const place = (quantity: number) => h.control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: manualTopUp, quantity });

  beforeAll(async () => {
    ({ h, owner: alice, manualTopUp } = await openDemoShop('core-cancel', { ownerId: 'alice' }));
  });
  afterAll(async () => {
    await h.close();
  });

  it('stops a flow on cancel', async () => {
    const order = await place(1);
    await alice.dm.command('deliver', order.id);
    await alice.dm.send('/cancel');
    expect(alice.dm.lastText()).toMatch(/Stopped/);
    await alice.dm.send('SHOULD-NOT-GO');
    expect(alice.dm.lastText()).toMatch(/help/);
  });

  it('stops a delivery before anything is sent, and says so when nothing is in progress', async () => {
    const order = await place(1);
    await alice.dm.command('deliver', order.id);
    await alice.dm.command('cancel');
    expect(alice.dm.lastText()).toBe('Stopped. Nothing more will be sent for it.');
    await alice.dm.command('cancel');
    expect(alice.dm.lastText()).toBe('There is nothing in progress to stop.');
    expect(h.deliverCalls.count).toBe(0);
    expect((await h.control<{ status: string }>('GET', `/_sandbox/orders/${order.id}/goods`)).status).toBe('awaiting_delivery');
  });
});
