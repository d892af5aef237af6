import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAlert } from '../../../jobs/alert-render.js';
import type { TestUser } from '../../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../harness.js';
import { inviteCode } from './support/demo-shop.js';

describe('take', () => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;
  let topUp: string;
  const inviteFor = (role: string) => inviteCode(owner, role);
  const place = async () => (await h.control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: topUp, quantity: 1 })).id;

  beforeAll(async () => {
    h = await startHarness('core-take');
    owner = h.adapter.user('owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'owner')))?.accountId ?? '';
    for (const listing of h.sandbox.core.state.listings.values())
      if (listing.title === 'Starfall crystals by player id') topUp = listing.id;
    await h.adapter.user('olga').dm.command('join', await inviteFor('operator'));
    await h.adapter.user('victor').dm.command('join', await inviteFor('viewer'));
  });
  afterAll(async () => {
    await h.close();
  });

  it('lets the first operator take a waiting order from the button; the next presser is told who has it', async () => {
    const orderId = await place();
    const alert = renderAlert(
      {
        accountId,
        accountLabel: 'Demo',
        orderId,
        title: 'Starfall',
        quantity: 1,
        priceCents: 1499,
        deadlineAt: null,
        offerId: topUp,
        createdAt: null,
      },
      Date.now(),
    );
    const takeAction = alert.buttons?.flat().find((button) => button.label === 'Take')?.action ?? '';
    const olga = h.adapter.user('olga').dm;
    await olga.pressAction(takeAction);
    expect(olga.lastText()).toMatch(new RegExp(`You took order ${orderId.slice(0, 8)}`));
    expect((await h.stores.orderTakes.takenBy(accountId, orderId))?.identityId).toBe(await h.stores.identities.resolve('test', 'olga'));

    await owner.dm.pressAction(takeAction);
    expect(owner.dm.lastText()).toMatch(new RegExp(`olga took order ${orderId.slice(0, 8)} less than a minute ago`));
    await olga.command('take', orderId.slice(0, 8));
    expect(olga.lastText()).toMatch(/You took order .* already/);
    await owner.dm.command('audit');
    expect(owner.dm.lastText()).toMatch(/took order/);
  });

  it('lets another operator take an order whose taker was revoked: a take holds only while its taker is an operator', async () => {
    const orderId = await place();
    const boris = h.adapter.user('boris');
    await boris.dm.command('join', await inviteFor('operator'));
    await boris.dm.command('take', orderId.slice(0, 8));
    expect(boris.dm.lastText()).toMatch(/You took order/);
    await owner.dm.command('team', 'members');
    const borisId = await h.stores.identities.resolve('test', 'boris');
    const memberId = owner.dm
      .last()
      .list?.items.find((item) => borisId.startsWith(item.title.split(' ')[0] ?? '-'))
      ?.title.split(' ')[0];
    await owner.dm.command('team', `revoke ${memberId}`);
    expect(await h.stores.orderTakes.takenBy(accountId, orderId)).toBeNull();

    const olga = h.adapter.user('olga').dm;
    await olga.command('take', orderId.slice(0, 8));
    expect(olga.lastText()).toMatch(new RegExp(`You took order ${orderId.slice(0, 8)}`));
    expect((await h.stores.orderTakes.takenBy(accountId, orderId))?.identityId).toBe(await h.stores.identities.resolve('test', 'olga'));
  });

  it('names a member as the team reads them, whatever their display name hides', async () => {
    const mallory = h.adapter.user('mallory', 'Mal\u202elory\u202c\n(owner)\u200b 🦊').dm;
    await mallory.command('join', await inviteFor('operator'));
    const orderId = await place();
    await mallory.command('take', orderId.slice(0, 8));
    await owner.dm.command('take', orderId.slice(0, 8));
    expect(owner.dm.lastText()).toMatch(new RegExp(`Mallory \\(owner\\) 🦊 took order ${orderId.slice(0, 8)}`));
    expect((await h.stores.orderTakes.takenBy(accountId, orderId))?.name).toBe('Mallory (owner) 🦊');
  });

  it('refuses a viewer, and answers an order that no longer waits with a sentence', async () => {
    const orderId = await place();
    const victor = h.adapter.user('victor').dm;
    await victor.command('take', orderId);
    expect(victor.lastText()).toMatch(/needs the operator role; you are a viewer/);
    expect(await h.stores.orderTakes.takenBy(accountId, orderId)).toBeNull();
    await h.adapter.user('olga').dm.command('take', '00000000');
    expect(h.adapter.user('olga').dm.lastText()).toMatch(/No order 00000000 waits for delivery on "Demo"/);
  });
});
