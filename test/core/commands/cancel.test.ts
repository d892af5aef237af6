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

  it('leaves a question on the word typed without the slash, in any case, in any language Hawker speaks', async () => {
    for (const word of ['cancel', '  Cancel ', 'ОТМЕНА', 'скасувати']) {
      const order = await place(1);
      await alice.dm.command('deliver', order.id);
      expect(alice.dm.lastText()).toContain('\nTo stop, send `cancel`.\n');
      await alice.dm.answer(word);
      expect(alice.dm.lastText()).toBe('Stopped. Nothing more will be sent for it.');
      await alice.dm.send('SHOULD-NOT-GO');
      expect(alice.dm.lastText()).toMatch(/help/);
    }
    expect(h.deliverCalls.count).toBe(0);
  });

  it('leaves a question answered by a form (a Discord modal, the dashboard) with the word', async () => {
    const order = await place(1);
    await alice.dm.command('deliver', order.id);
    await alice.dm.submitForm({ goods: 'Cancel' });
    expect(alice.dm.lastText()).toBe('Stopped. Nothing more will be sent for it.');
    expect(h.deliverCalls.count).toBe(0);
  });

  it('takes an answer that only contains the word as the answer, and says no more under a question with its own Cancel', async () => {
    const order = await place(1);
    await alice.dm.command('deliver', order.id);
    await alice.dm.answer('CANCEL-PROOF-CODE');
    expect(alice.dm.lastText()).toMatch(/\[Confirm delivery\] \[Cancel\]/);
    expect(alice.dm.lastText()).not.toMatch(/To stop/);
    await alice.dm.press('Cancel');
    expect(h.deliverCalls.count).toBe(0);
  });

  it("says how to leave in the person's language, and takes that word", async () => {
    await alice.dm.command('language', 'ru');
    try {
      const order = await place(1);
      await alice.dm.command('deliver', order.id);
      expect(alice.dm.lastText()).toContain('\nЧтобы отменить, отправьте `отмена`.\n');
      await alice.dm.answer('Отмена');
      expect(alice.dm.lastText()).toBe('Остановлено. По нему больше ничего не будет отправлено.');
    } finally {
      await alice.dm.command('language', 'en');
    }
  });
});
