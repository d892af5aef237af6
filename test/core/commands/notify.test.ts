import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertTarget } from '../../../src/domain/alert-target.js';
import type { TestUser } from '../../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from '../harness.js';
import { inviteCode, joinedAs } from './support/demo-shop.js';

/** Who gets a shop's order alerts in a private chat: what the owner sees and removes, and what leaving the team takes away. */
describe('private alerts follow the team', () => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;

  const inviteFor = (role: string) => inviteCode(owner, role);
  const memberIdOf = async (identityId: string): Promise<string> => {
    await owner.dm.command('team', 'members');
    const row = owner.dm.last().list?.items.find((item) => identityId.startsWith(item.title.split(' ')[0] ?? '-'));
    if (!row) throw new Error('member not listed');
    return row.title.split(' ')[0] ?? '';
  };
  const privateChats = async (): Promise<string[]> =>
    (await h.stores.alertSettings.privateTargets(accountId)).map((target) => `${target.platform} ${target.id}`).sort();
  const joined = (userId: string, role: string, platform?: 'telegram' | 'discord') => joinedAs(h, owner, userId, role, platform);

  beforeAll(async () => {
    h = await startHarness('private-alerts');
    owner = h.adapter.user('owner');
    await owner.dm.command('connect', `${demoKey(h)} Demo`);
    accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'owner')))?.accountId ?? '';
  });
  afterAll(async () => {
    await h.close();
  });

  it('the owner sees who gets private alerts, by member id, and stops anyone’s with the Stop button or `notify off <member id>`', async () => {
    const olga = await joined('olga', 'operator');
    await olga.dm.command('notify', 'on');
    const olgaId = await memberIdOf(await h.stores.identities.resolve('test', 'olga'));

    await owner.dm.command('alerts');
    const recipients = owner.dm.last().fields?.find((field) => field.label === 'Private alerts go to')?.value ?? '';
    expect(recipients.split('\n')).toContain(`${olgaId}: test`);
    await owner.dm.press(`Stop ${olgaId}`);
    expect(owner.dm.lastText()).toMatch(new RegExp(`Member ${olgaId} no longer gets the order alerts of "Demo"`));
    expect(await privateChats()).not.toContain('test olga');

    await olga.dm.command('notify', 'on');
    await owner.dm.command('notify', `off ${olgaId}`);
    expect(await privateChats()).not.toContain('test olga');
    await owner.dm.command('alerts');
    expect(owner.dm.lastText()).not.toMatch(new RegExp(olgaId));

    // A member stops only their own; `notify off` alone keeps working.
    const pavel = await joined('pavel', 'operator');
    await pavel.dm.command('notify', 'on');
    await olga.dm.command('notify', 'on');
    await pavel.dm.command('notify', `off ${olgaId}`);
    expect(pavel.dm.lastText()).toMatch(/Only the owner stops another member's private alerts/);
    await pavel.dm.command('notify', 'off');
    expect(await privateChats()).toContain('test olga');
    expect(await privateChats()).not.toContain('test pavel');
  });

  it('`team revoke` ends the private alerts the member asked for, on every login', async () => {
    const ivan = await joined('ivan', 'operator');
    await ivan.dm.command('notify', 'on');
    expect(await privateChats()).toContain('test ivan');
    await owner.dm.command('team', `revoke ${await memberIdOf(await h.stores.identities.resolve('test', 'ivan'))}`);
    expect(owner.dm.lastText()).toMatch(/no longer has a role/);
    expect(await privateChats()).not.toContain('test ivan');
    // Invited again, as a viewer this time: nothing left over from before.
    await ivan.dm.command('join', await inviteFor('viewer'));
    expect(await privateChats()).not.toContain('test ivan');
  });

  it('`link remove` ends the private alerts of the login cut off; the person keeps theirs elsewhere', async () => {
    const onTelegram = await joined('tg-nina', 'operator', 'telegram');
    const onDiscord = h.adapter.user('ds-nina', 'Nina', 'discord');
    await onTelegram.dm.command('link');
    const code = /`link (\S+)`/.exec(onTelegram.dm.turnText())?.[1] ?? '';
    await onDiscord.dm.command('link', code);
    await onDiscord.dm.press('Confirm');
    await onTelegram.dm.command('notify', 'on');
    await onDiscord.dm.command('notify', 'on');
    expect(await privateChats()).toEqual(expect.arrayContaining(['telegram tg-nina', 'discord ds-nina']));

    await onTelegram.dm.command('link', 'remove discord');
    expect(onTelegram.dm.lastText()).toMatch(/no longer joined|no longer linked/);
    expect(await privateChats()).toContain('telegram tg-nina');
    expect(await privateChats()).not.toContain('discord ds-nina');
    const discordChat: AlertTarget = { platform: 'discord', kind: 'user', id: 'ds-nina' };
    expect(await h.stores.alertSettings.targetsFor(accountId)).not.toContainEqual(discordChat);
  });
});
