import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../harness.js';

// Security review item 11: invites die with their maker's right to invite, can be listed
// and cancelled, and members are revoked by an id that does not shift.
describe('team invites and revoking members', () => {
  let h: Harness;
  let owner: TestUser;
  const inviteBy = async (who: TestUser, role: string): Promise<string> => {
    await who.dm.command('team', `invite ${role}`);
    const code = /join ([0-9A-Z]+)/.exec(who.dm.lastText())?.[1];
    if (!code) throw new Error(`no invite code shown: ${who.dm.lastText()}`);
    return code;
  };
  const memberIdOf = (listed: string, role: string): string => new RegExp(`([0-9a-f]{8}) · ${role}`).exec(listed)?.[1] ?? '';

  beforeAll(async () => {
    h = await startHarness('core-invites');
    owner = h.adapter.user('first-owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
  });
  afterAll(async () => {
    await h.close();
  });

  it('an invite made by an owner stops working once that owner loses the role', async () => {
    const coOwner = h.adapter.user('co-owner');
    await coOwner.dm.command('join', await inviteBy(owner, 'owner'));
    expect(coOwner.dm.lastText()).toMatch(/joined "Demo" as owner/);
    const pending = await inviteBy(coOwner, 'manager');
    const unlisted = await inviteBy(coOwner, 'operator');
    await owner.dm.command('team', 'members');
    await owner.dm.command('team', `revoke ${memberIdOf(owner.dm.lastText(), 'owner(?! \\(you\\))')}`);
    expect(owner.dm.lastText()).toMatch(/\(owner\) no longer has a role on "Demo"/);

    const intruder = h.adapter.user('intruder');
    await intruder.dm.command('join', pending);
    expect(intruder.dm.lastText()).toMatch(/That invite no longer works: whoever made it is no longer an owner of the account/);
    await intruder.dm.command('listings');
    expect(intruder.dm.lastText()).toMatch(/You have no seller account in Hawker yet/);

    await owner.dm.command('team', 'invites');
    expect(owner.dm.lastText()).not.toContain(`${unlisted.slice(0, 4)}…`);
    await intruder.dm.command('join', unlisted);
    expect(intruder.dm.lastText()).toMatch(/no longer works|unknown, used, cancelled or expired/);
    await intruder.dm.command('listings');
    expect(intruder.dm.lastText()).toMatch(/You have no seller account in Hawker yet/);
  });

  it('lists open invites, and a cancelled one lets nobody in', async () => {
    const viewerCode = await inviteBy(owner, 'viewer');
    const operatorCode = await inviteBy(owner, 'operator');
    await owner.dm.command('team', 'invites');
    const listed = owner.dm.lastText();
    expect(listed).toContain(`${viewerCode.slice(0, 4)}… · viewer`);
    expect(listed).toContain(`${operatorCode.slice(0, 4)}… · operator`);
    expect(listed).not.toContain(operatorCode);

    await owner.dm.press(`Cancel ${operatorCode.slice(0, 4)}…`);
    expect(owner.dm.lastText()).toMatch(/\(operator\) is cancelled: nobody can join with it/);
    const late = h.adapter.user('late-operator');
    await late.dm.command('join', operatorCode);
    expect(late.dm.lastText()).toMatch(/unknown, used, cancelled or expired/);

    await owner.dm.command('team', 'invites');
    expect(owner.dm.lastText()).not.toContain(`${operatorCode.slice(0, 4)}…`);
    await h.adapter.user('a-viewer').dm.command('join', viewerCode);
    await owner.dm.command('team', 'invites');
    expect(owner.dm.lastText()).toMatch(/has no open invite/);
  });

  it('revokes by member id: the id names the same person after others join or leave, and a list position is refused', async () => {
    const operator = h.adapter.user('op-keep');
    await operator.dm.command('join', await inviteBy(owner, 'operator'));
    await owner.dm.command('team', 'members');
    const operatorId = memberIdOf(owner.dm.lastText(), 'operator');
    expect(operatorId).toMatch(/^[0-9a-f]{8}$/);

    await owner.dm.command('team', 'revoke 2');
    expect(owner.dm.lastText()).toMatch(/Say which member by the id `team members` shows/);
    for (const name of ['newcomer-1', 'newcomer-2']) await h.adapter.user(name).dm.command('join', await inviteBy(owner, 'viewer'));

    await owner.dm.command('team', `revoke ${operatorId}`);
    expect(owner.dm.lastText()).toBe(`Member ${operatorId} (operator) no longer has a role on "Demo".`);
    await operator.dm.command('orders');
    expect(operator.dm.lastText()).toMatch(/You have no seller account in Hawker yet/);
    await owner.dm.command('team', 'members');
    expect(owner.dm.lastText()).toMatch(/· viewer/);
  });
});
