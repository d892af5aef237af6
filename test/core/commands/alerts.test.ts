import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { joinedAs, openDemoShop } from './support/demo-shop.js';

describe('alerts', () => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;
  let topUp: string;
  const joined = (userId: string, role: string) => joinedAs(h, owner, userId, role);

  beforeAll(async () => {
    ({ h, owner, accountId, manualTopUp: topUp } = await openDemoShop('core-alerts'));
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses team-only alerts while no group is linked, and private chats keep the alerts', async () => {
    await owner.dm.command('alerts', 'mode team');
    expect(owner.dm.lastText()).toMatch(/No group or channel is linked to this account yet/);
    expect((await h.stores.alertSettings.get(accountId)).mode).toBe('both');
    // A setting made before the check (or a group unlinked since) still reaches the private chats.
    await h.stores.alertSettings.update(accountId, { mode: 'team' });
    expect(await h.stores.alertSettings.targetsFor(accountId)).toEqual([{ platform: 'test', kind: 'user', id: 'owner' }]);
    await h.stores.alertSettings.update(accountId, { mode: 'both' });
  });

  it('an operator sees the alert settings, with or without `show`; changing them stays the owner’s, and a viewer sees nothing', async () => {
    const oleg = await joined('oleg', 'operator');
    await oleg.dm.command('alerts');
    expect(oleg.dm.last().title).toBe('Alerts of Demo');
    await oleg.dm.command('alerts', 'show');
    expect(oleg.dm.last().title).toBe('Alerts of Demo');
    await oleg.dm.command('alerts', 'mute 30');
    expect(oleg.dm.lastText()).toMatch(/`alerts` needs the owner role/);
    expect((await h.stores.alertSettings.get(accountId)).mutedUntil).toBeNull();
    const vera = await joined('vera', 'viewer');
    await vera.dm.command('alerts');
    expect(vera.dm.lastText()).toMatch(/`alerts` needs the operator role/);
    // Text that starts with no verb is refused with the verbs it could have been.
    await owner.dm.command('alerts', 'snooze 30');
    expect(owner.dm.lastText()).toMatch(/`action` is one of: show, mode, reminders, mute, unmute, off, on, lowstock/);
  });

  it('counts a one-minute mute in the singular', async () => {
    await owner.dm.command('alerts', 'mute 1');
    expect(owner.dm.lastText()).toMatch(/Muted: until \d{4}-\d\d-\d\d \d\d:\d\d UTC, in (1 min|less than a minute)/);
    await owner.dm.command('alerts', 'unmute');
  });

  it('sets alerts: mode, reminders, mute, and a member adds their private chat', async () => {
    await owner.in(h.adapter.group('team-room')).command('team', 'link');
    const operator = await joined('operator', 'operator');
    await owner.dm.command('alerts', 'mode team');
    await owner.dm.command('alerts', 'reminders 60,15');
    await owner.dm.command('alerts', 'mute 30');
    const text = owner.dm.lastText();
    expect(text).toMatch(/Mode: team/);
    expect(text).toMatch(/Reminders: 60 min, 15 min before the deadline/);
    expect(text).toMatch(/Muted: until \d{4}-\d\d-\d\d \d\d:\d\d UTC, in (29|30) min/);
    expect(text).toMatch(/Linked groups: 1/);
    expect(await h.stores.alertSettings.targetsFor(accountId)).toEqual([]);
    await owner.dm.command('alerts', 'unmute');
    expect(await h.stores.alertSettings.targetsFor(accountId)).toEqual([{ platform: 'test', kind: 'channel', id: 'team-room' }]);
    await operator.dm.command('notify', 'on');
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

  it('sets and refuses a digest time in plain sentences', async () => {
    await owner.dm.command('alerts', 'digest 21:00 Europe/Berlin');
    expect(owner.dm.lastText()).toMatch(/Daily sales digest: 21:00 Europe\/Berlin/);
    const [refused] = await owner.dm.command('alerts', 'digest 25:00 Mars/Base');
    expect(refused?.tone).toBe('error');
    expect(refused?.text).toMatch(/Give the time and your time zone/);
    await owner.dm.command('alerts', 'digest off');
    expect(owner.dm.lastText()).toMatch(/Daily sales digest: off/);
  });

  it('chooses how an order autopilot delivered is posted, for the owner only, and says when the digest it relies on is off', async () => {
    await owner.dm.command('alerts');
    expect(owner.dm.lastText()).toMatch(/Orders autopilot delivered: posted without a notification sound/);
    await owner.dm.command('alerts', 'autopilot digest');
    expect(owner.dm.lastText()).toMatch(/Orders autopilot delivered: only counted in the daily digest, which is off: `alerts digest 21:00/);
    expect((await h.stores.alertSettings.get(accountId)).autopilot).toBe('digest');
    const [refused] = await owner.dm.command('alerts', 'autopilot sometimes');
    expect(refused?.tone).toBe('error');
    expect(refused?.text).toMatch(/^Say how an order autopilot delivered reaches you: `alerts autopilot quiet`/);
    const olga = await joined('olga-autopilot', 'operator');
    await olga.dm.command('alerts', 'autopilot loud');
    expect(olga.dm.lastText()).toMatch(/`alerts` needs the owner role/);
    await owner.dm.command('alerts', 'autopilot quiet');
    expect((await h.stores.alertSettings.get(accountId)).autopilot).toBe('quiet');
  });

  it('sets, shows and refuses escalation ladders, for the owner only', async () => {
    await owner.dm.command('alerts');
    expect(owner.dm.lastText()).toMatch(/Escalation: operators at 10 min or 50%, team at 75%, everyone at 90% of the time/);
    await owner.dm.command('alerts', 'escalation operators 20m 40%, everyone 80%');
    expect(owner.dm.lastText()).toMatch(/Escalation: operators at 20 min or 40%, everyone at 80%/);
    expect((await h.stores.alertSettings.get(accountId)).escalation).toEqual([
      { audience: 'operators', afterMinutes: 20, atPercent: 40 },
      { audience: 'everyone', afterMinutes: null, atPercent: 80 },
    ]);
    const [late] = await owner.dm.command('alerts', 'escalation team 75%, operators 50%');
    expect(late?.tone).toBe('error');
    expect(late?.text).toMatch(/comes at or before the step before it/);
    const [unknown] = await owner.dm.command('alerts', 'escalation managers 50%');
    expect(unknown?.text).toMatch(/does not start with operators, team or everyone/);
    await owner.dm.command('alerts', 'escalation role <@&987654321>');
    expect(owner.dm.lastText()).toMatch(/pings <@&987654321> in Discord/);
    expect((await h.stores.alertSettings.get(accountId)).escalationRole).toBe('987654321');
    const [badRole] = await owner.dm.command('alerts', 'escalation role @Sellers');
    expect(badRole?.text).toMatch(/Name the Discord role/);
    await owner.dm.command('alerts', 'escalation role off');
    expect((await h.stores.alertSettings.get(accountId)).escalationRole).toBeNull();
    await owner.dm.command('alerts', 'escalation off');
    expect(owner.dm.lastText()).toMatch(/Escalation: off/);
    await owner.dm.command('alerts', 'escalation default');
    expect((await h.stores.alertSettings.get(accountId)).escalation).toHaveLength(3);
    const olga = (await joined('olga', 'operator')).dm;
    await olga.command('alerts', 'escalation off');
    expect(olga.lastText()).toMatch(/needs the owner role/);
  });
});
