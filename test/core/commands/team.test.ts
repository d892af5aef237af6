import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestChat, TestUser } from '../../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../harness.js';

describe('team roles, linked groups and identities', () => {
  let h: Harness;
  let owner: TestUser;
  let group: TestChat;
  const inviteFor = async (role: string): Promise<string> => {
    await owner.dm.command('team', `invite ${role}`);
    const code = /join ([0-9A-Z]+)/.exec(owner.dm.lastText())?.[1];
    if (!code) throw new Error('no invite code shown');
    return code;
  };
  let orderId: string;
  let topUp: string;

  beforeAll(async () => {
    h = await startHarness('core-team');
    owner = h.adapter.user('owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    group = owner.in(h.adapter.group('team-room'));
    for (const listing of h.sandbox.core.state.listings.values())
      if (listing.title === 'Starfall crystals by player id') topUp = listing.id;
    orderId = (await h.control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: topUp, quantity: 1 })).id;
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses team-only alerts while no group is linked, and private chats keep the alerts', async () => {
    await owner.dm.command('alerts', 'mode team');
    expect(owner.dm.lastText()).toMatch(/No group or channel is linked to this account yet/);
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'owner')))?.accountId ?? '';
    expect((await h.stores.alertSettings.get(accountId)).mode).toBe('both');
    // A setting made before the check (or a group unlinked since) still reaches the private chats.
    await h.stores.alertSettings.update(accountId, { mode: 'team' });
    expect(await h.stores.alertSettings.targetsFor(accountId)).toEqual([{ platform: 'test', kind: 'user', id: 'owner' }]);
    await h.stores.alertSettings.update(accountId, { mode: 'both' });
  });

  it('an unlinked group serves nobody; the owner links it with team link', async () => {
    const stranger = h.adapter.user('stranger').in(h.adapter.group('team-room'));
    await stranger.command('listings');
    expect(stranger.lastText()).toMatch(/not linked to a seller account/);
    await group.command('team', 'link');
    expect(group.lastText()).toMatch(/now serves "Demo"/);
  });

  it('a stranger in the linked group sees nothing of the account', async () => {
    const stranger = h.adapter.user('stranger').in(h.adapter.group('team-room'));
    for (const command of ['listings', 'orders', 'account', 'audit']) {
      const [reply] = await stranger.command(command);
      expect(reply?.tone).toBe('error');
      expect(reply?.text).toMatch(/no role on the seller account/);
      expect(reply?.text).not.toMatch(/Demo/);
    }
    await stranger.pressAction(`c:listing ${topUp}`);
    expect(stranger.lastText()).toMatch(/no role/);
    expect(await h.core.suggest(stranger.actor, stranger.place, 'listing', '')).toEqual([]);
  });

  it('a viewer reads but cannot deliver, restock or price; buttons are checked again on press', async () => {
    const viewer = h.adapter.user('viewer');
    await viewer.dm.command('join', await inviteFor('viewer'));
    expect(viewer.dm.lastText()).toMatch(/joined "Demo" as viewer/);
    const inGroup = viewer.in(h.adapter.group('team-room'));
    await inGroup.command('orders');
    expect(inGroup.lastText()).toMatch(/order/);
    await inGroup.command('deliver', `${orderId} SOME-CODE`);
    expect(inGroup.lastText()).toMatch(/needs the operator role; you are a viewer/);
    await inGroup.command('price', `${topUp} 10`);
    expect(inGroup.lastText()).toMatch(/needs the manager role/);
    await inGroup.pressAction(`c:archive ${topUp}`);
    expect(inGroup.lastText()).toMatch(/needs the manager role/);
    await inGroup.command('listing', topUp);
    expect(inGroup.lastText()).not.toMatch(/\[Unpublish\]|\[Archive\]/);
    expect((await h.core.suggest(viewer.actor, inGroup.place, 'order', '')).map((s) => s.value)).toContain(orderId);
  });

  it('an operator delivers and restocks but cannot price or publish; a confirmation by someone else is refused', async () => {
    const operator = h.adapter.user('operator');
    await operator.dm.command('join', await inviteFor('operator'));
    const inGroup = operator.in(h.adapter.group('team-room'));
    await inGroup.command('price', `${topUp} 10`);
    expect(inGroup.lastText()).toMatch(/needs the manager role/);
    await inGroup.command('deliver', `${orderId} OP-CODE-1`);
    const confirm = inGroup.findAction('Confirm delivery') ?? '';
    const viewerInGroup = h.adapter.user('viewer').in(h.adapter.group('team-room'));
    await viewerInGroup.pressAction(confirm);
    expect(viewerInGroup.lastText()).toMatch(/Only the person who started this/);
    await inGroup.pressAction(confirm);
    expect(inGroup.lastText()).toMatch(/handed over/);
  });

  it('an invite works once; a revoked member loses access, even to a flow in progress', async () => {
    const code = await inviteFor('manager');
    const manager = h.adapter.user('manager');
    await manager.dm.command('join', code);
    await h.adapter.user('late').dm.command('join', code);
    expect(h.adapter.user('late').dm.lastText()).toMatch(/unknown, used, cancelled or expired/);
    await manager.dm.command('create');
    await owner.dm.command('team', 'members');
    const members = owner.dm.last().list?.items ?? [];
    const memberId = members.find((item) => item.title.includes('manager'))?.title.split(' ')[0] ?? '';
    await owner.dm.command('team', `revoke ${memberId}`);
    expect(owner.dm.lastText()).toMatch(/no longer has a role/);
    await manager.dm.press('Top-up');
    expect(manager.dm.lastText()).toMatch(/no longer hold|no seller account|no role/);
  });

  it('only an owner manages the team and alerts', async () => {
    const operatorDm = h.adapter.user('operator').dm;
    await operatorDm.command('team', 'invite owner');
    expect(operatorDm.lastText()).toMatch(/needs the owner role/);
    await operatorDm.command('alerts', 'mode team');
    expect(operatorDm.lastText()).toMatch(/needs the owner role/);
  });

  it('sets alerts: mode, reminders, mute, and a member adds their private chat', async () => {
    await owner.dm.command('alerts', 'mode team');
    await owner.dm.command('alerts', 'reminders 60,15');
    await owner.dm.command('alerts', 'mute 30');
    const text = owner.dm.lastText();
    expect(text).toMatch(/Mode: team/);
    expect(text).toMatch(/Reminders: 60 min, 15 min before the deadline/);
    expect(text).toMatch(/Muted: until \d{4}-\d\d-\d\d \d\d:\d\d UTC, in (29|30) min/);
    expect(text).toMatch(/Linked groups: 1/);
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'owner')))?.accountId ?? '';
    expect(await h.stores.alertSettings.targetsFor(accountId)).toEqual([]);
    await owner.dm.command('alerts', 'unmute');
    expect(await h.stores.alertSettings.targetsFor(accountId)).toEqual([{ platform: 'test', kind: 'channel', id: 'team-room' }]);
    await h.adapter.user('operator').dm.command('notify', 'on');
    await owner.dm.command('alerts', 'mode both');
    expect((await h.stores.alertSettings.targetsFor(accountId)).map((target) => target.id)).toEqual(
      expect.arrayContaining(['owner', 'operator', 'team-room']),
    );
    await owner.dm.command('alerts', `lowstock ${topUp.slice(0, 8)} 3`);
    expect(owner.dm.lastText()).toMatch(new RegExp(`Low-stock alerts: ${topUp.slice(0, 8)} at 3`));
    expect((await h.stores.alertSettings.get(accountId)).lowStockThresholds).toEqual({ [topUp]: 3 });
    await owner.dm.command('alerts', `lowstock ${topUp} off`);
    expect((await h.stores.alertSettings.get(accountId)).lowStockThresholds).toEqual({});
  });

  it('links a Discord and a Telegram login into one person acting on the same accounts', async () => {
    const onTelegram = h.adapter.user('tg-owner', 'Owner', 'telegram');
    const onDiscord = h.adapter.user('dc-owner', 'Owner', 'discord');
    const created = await h.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    await onTelegram.dm.command('connect', `${created.apiKey} Second shop`);
    await onDiscord.dm.command('account');
    expect(onDiscord.dm.lastText()).toMatch(/no seller account/);
    await onTelegram.dm.command('link');
    const code = /link ([0-9A-Z]+)/.exec(onTelegram.dm.lastText())?.[1] ?? '';
    await onDiscord.dm.command('link', code);
    expect(onDiscord.dm.lastText()).toMatch(/This joins your Discord login to the Telegram user "Owner" \(user id tg-owner\)/);
    await onDiscord.dm.press('Confirm');
    expect(onDiscord.dm.lastText()).toMatch(/Linked/);
    await onDiscord.dm.command('account');
    expect(onDiscord.dm.lastText()).toMatch(/Second shop/);
  });

  it('one person holds several accounts and switches between them', async () => {
    const created = await h.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    await owner.dm.command('connect', `${created.apiKey} Side shop`);
    await owner.dm.command('account');
    expect(owner.dm.lastText()).toMatch(/Side shop/);
    await owner.dm.command('switch');
    expect(owner.dm.last().list?.items.map((item) => item.title)).toEqual(expect.arrayContaining(['Demo', 'Side shop (active)']));
    await owner.dm.press('Demo');
    await owner.dm.command('account');
    expect(owner.dm.lastText()).toMatch(/Account: Demo/);
  });

  it('help lists the commands with roles, and group help leaves private-only commands out', async () => {
    await owner.dm.command('help');
    expect(owner.dm.lastText()).toMatch(/deliver \(operator\)/);
    expect(owner.dm.lastText()).toMatch(/connect \(anyone\)/);
    await group.command('help');
    expect(group.lastText()).not.toMatch(/connect \(anyone\)/);
    await owner.dm.command('help', 'price');
    expect(owner.dm.lastText()).toMatch(/Usage: price <id> <amount>/);
  });
});
