import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestChat, TestUser } from '../../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../harness.js';
import { teamCancel, teamInvite, teamInvites, teamLink, teamMembers } from '../../../src/core/commands/team.js';
import { inviteCode, typedAs } from './support/demo-shop.js';

describe('team roles and linked groups', () => {
  let h: Harness;
  let owner: TestUser;
  let group: TestChat;
  const inviteFor = (role: string) => inviteCode(owner, role);
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

  it('gives members, linked chats and open invites as facts, an invite code cut as short as the text shows it', async () => {
    const shop = { h, accountId: await accountOf(h, 'owner') };
    const answered = await typedAs(shop, 'owner', teamMembers.typed, {});
    if (answered.ok !== true) throw new Error('team refused its owner');
    const team = { team: answered.value };
    await owner.dm.command('team');
    expect(team.team.linked_chats).toEqual([{ platform: group.place.platform, chat_id: group.place.chatId }]);
    expect(team.team.members).toContainEqual({
      member_id: expect.stringMatching(/^[0-9a-z]{8}$/),
      role: 'owner',
      you: true,
      logins: [{ platform: 'test', user_id: 'owner' }],
    });
    expect(team.team.members).toContainEqual(
      expect.objectContaining({ role: 'viewer', you: false, logins: [{ platform: 'test', user_id: 'viewer' }] }),
    );
    // The ids `team revoke` takes are the ones the text lists.
    const listed = (owner.dm.last().list?.items ?? []).map((item) => item.title.split(' ')[0]);
    expect(team.team.members.map((member) => member.member_id)).toEqual(listed);

    const code = await inviteFor('operator');
    const open = await typedAs(shop, 'owner', teamInvites.typed, {});
    if (open.ok !== true) throw new Error('team invites refused its owner');
    const invites = open.value;
    const made = invites.invites.find((invite) => code.startsWith(invite.code_start));
    expect(made).toEqual({
      code_start: code.slice(0, 4),
      role: 'operator',
      created_by: team.team.members.find((member) => member.you)?.member_id,
      expires_at: expect.stringMatching(/Z$/),
    });
    // An invite lasts a day from when it was made, a moment ago.
    expect(Math.abs(Date.parse(made?.expires_at ?? '') - (Date.now() + 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect(JSON.stringify(invites)).not.toContain(code.slice(0, 5));

    await owner.dm.command('team', `cancel ${code.slice(0, 4)}`);
    expect(await typedAs(shop, 'owner', teamInvites.typed, {})).toEqual({
      ok: true,
      value: { invites: invites.invites.filter((invite) => invite !== made) },
    });

    // The write verbs answer what they did: the code made and its role, the invite cancelled, or why not.
    const typedInvite = await typedAs(shop, 'owner', teamInvite.typed, { value: 'manager' });
    expect(typedInvite).toEqual({ ok: true, value: { code: expect.stringMatching(/^[0-9A-Z]+$/), role: 'manager' } });
    const typedCode = typedInvite.ok === true ? typedInvite.value.code : '';
    expect(await typedAs(shop, 'owner', teamCancel.typed, { value: typedCode.slice(0, 4) })).toEqual({
      ok: true,
      value: { code_start: typedCode.slice(0, 4), role: 'manager' },
    });
    expect(await typedAs(shop, 'owner', teamInvite.typed, { value: 'king' })).toMatchObject({ ok: false, refusal: { code: 'refused' } });
    // A dashboard page is no group chat to link.
    expect(await typedAs(shop, 'owner', teamLink.typed, {})).toMatchObject({ ok: false, refusal: { code: 'refused' } });
  });
});

async function accountOf(h: Harness, userId: string): Promise<string> {
  const identity = await h.stores.identities.resolve('test', userId);
  return (await h.stores.identities.activeAccount(identity))?.accountId ?? '';
}
