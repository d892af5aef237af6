import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESCALATION } from '../../src/domain/escalation-step.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis } from '../support/test-redis.js';
import { keyScope } from '../../src/store/key-scope.js';
import type { AlertTarget } from '../../src/domain/alert-target.js';
import type { Role } from '../../src/domain/roles.js';

const { redis, namespace, cleanup } = createTestRedis('alerts');
afterAll(cleanup);

const { alertSettings, team, identities, alertMessages, audit } = createStores(redis, namespace, parseKeyRing(generateKeyRingEntry('t')));
const ownerDm = { platform: 'telegram' as const, kind: 'user' as const, id: '1111' };
const operatorDm = { platform: 'discord' as const, kind: 'user' as const, id: '2222' };
const group = { platform: 'telegram' as const, kind: 'channel' as const, id: '-100999' };

/** The person behind a private chat holds `role` on the account: private alerts go only to operators and up. */
async function holds(accountId: string, chat: AlertTarget, role: Role): Promise<string> {
  const identityId = await identities.resolve(chat.platform, chat.id);
  await team.grant(accountId, identityId, role);
  return identityId;
}

describe('alert settings', () => {
  it('starts with both private chats and team places, reminders at 30 and 10 minutes', async () => {
    expect(await alertSettings.get('fresh')).toEqual({
      mode: 'both',
      reminderMinutes: [30, 10],
      mutedUntil: null,
      lowStockThresholds: {},
      digest: null,
      escalation: [...DEFAULT_ESCALATION],
      escalationRole: null,
      autopilot: 'quiet',
    });
  });

  it('sends to the people who asked and the linked groups as the mode says', async () => {
    await holds('shop', ownerDm, 'owner');
    await holds('shop', operatorDm, 'operator');
    await alertSettings.addPrivateTarget('shop', ownerDm);
    await alertSettings.addPrivateTarget('shop', operatorDm);
    await team.linkPlace('shop', { platform: 'telegram', chatId: '-100999' });
    expect(await alertSettings.targetsFor('shop')).toEqual(expect.arrayContaining([ownerDm, operatorDm, group]));
    expect(await alertSettings.targetsFor('shop')).toHaveLength(3);

    await alertSettings.update('shop', { mode: 'team' });
    expect(await alertSettings.targetsFor('shop')).toEqual([group]);
    await alertSettings.update('shop', { mode: 'private' });
    expect(await alertSettings.targetsFor('shop')).toEqual(expect.arrayContaining([ownerDm, operatorDm]));
    expect(await alertSettings.targetsFor('shop')).toHaveLength(2);

    await alertSettings.removePrivateTarget('shop', operatorDm);
    expect(await alertSettings.targetsFor('shop')).toEqual([ownerDm]);
  });

  it('stays quiet while muted and speaks again afterwards', async () => {
    const now = 1_700_000_000_000;
    await alertSettings.update('muted', { mutedUntil: now + 60_000 });
    await alertSettings.addPrivateTarget('muted', ownerDm);
    await holds('muted', ownerDm, 'owner');
    expect(await alertSettings.targetsFor('muted', now)).toEqual([]);
    expect(await alertSettings.targetsFor('muted', now + 60_001)).toEqual([ownerDm]);
  });

  it('stops sending to a target the platform reports gone until it is enabled again', async () => {
    await alertSettings.update('gone', { mode: 'both' });
    await alertSettings.addPrivateTarget('gone', operatorDm);
    await holds('gone', operatorDm, 'operator');
    await alertSettings.disableTarget(operatorDm);
    expect(await alertSettings.targetsFor('gone')).toEqual([]);
    await alertSettings.enableTarget(operatorDm);
    expect(await alertSettings.targetsFor('gone')).toEqual([operatorDm]);
  });

  it('sends a private chat nothing while its person holds less than operator, and lists who gets them by person', async () => {
    const viewerDm = { platform: 'telegram' as const, kind: 'user' as const, id: '3333' };
    const strangerDm = { platform: 'discord' as const, kind: 'user' as const, id: '4444' };
    for (const chat of [ownerDm, operatorDm, viewerDm, strangerDm]) await alertSettings.addPrivateTarget('roles', chat);
    const ownerId = await holds('roles', ownerDm, 'owner');
    const operatorId = await holds('roles', operatorDm, 'operator');
    await holds('roles', viewerDm, 'viewer');
    expect(await alertSettings.targetsFor('roles')).toEqual(expect.arrayContaining([ownerDm, operatorDm]));
    expect(await alertSettings.targetsFor('roles')).toHaveLength(2);
    expect(await alertSettings.privateRecipients('roles')).toEqual(
      [
        { identityId: ownerId, targets: [ownerDm] },
        { identityId: operatorId, targets: [operatorDm] },
      ].sort((a, b) => a.identityId.localeCompare(b.identityId)),
    );

    await team.revoke('roles', operatorId);
    expect(await alertSettings.targetsFor('roles')).toEqual([ownerDm]);
    expect(await alertSettings.currentOnly('roles', [operatorDm, group])).toEqual([group]);
    await alertSettings.removePrivateTargetsOf('roles', [{ platform: operatorDm.platform, userId: operatorDm.id }]);
    expect(await alertSettings.privateTargets('roles')).not.toContainEqual(operatorDm);
  });

  it('keeps reminders unique and largest first, and low-stock thresholds per listing', async () => {
    const settings = await alertSettings.update('tidy', { reminderMinutes: [5, 60, 5, 15], lowStockThresholds: { 'listing-1': 3 } });
    expect(settings.reminderMinutes).toEqual([60, 15, 5]);
    expect(await alertSettings.get('tidy')).toEqual({
      mode: 'both',
      reminderMinutes: [60, 15, 5],
      mutedUntil: null,
      lowStockThresholds: { 'listing-1': 3 },
      digest: null,
      escalation: [...DEFAULT_ESCALATION],
      escalationRole: null,
      autopilot: 'quiet',
    });
  });
});

describe('alert messages', () => {
  it('finds the order an alert message is about, on every platform it went to', async () => {
    const telegramRef = { platform: 'telegram' as const, chatId: '-100999', messageId: '42' };
    const discordRef = { platform: 'discord' as const, chatId: '5550001', messageId: '123456789' };
    await alertMessages.remember(
      telegramRef,
      { platform: 'telegram', kind: 'channel', id: '-100999' },
      { accountId: 'shop', orderId: 'order-1' },
    );
    await alertMessages.remember(
      discordRef,
      { platform: 'discord', kind: 'user', id: '4440001' },
      { accountId: 'shop', orderId: 'order-1' },
    );
    expect(await alertMessages.orderFor(telegramRef)).toEqual({ accountId: 'shop', orderId: 'order-1' });
    expect(await alertMessages.orderFor({ ...telegramRef, messageId: '43' })).toBeNull();
    expect(await alertMessages.refsFor('shop', 'order-1')).toEqual(expect.arrayContaining([telegramRef, discordRef]));
    // A Discord DM's channel is not its person's id: the chat each went to is kept, so the jobs can close it in its language.
    expect(await alertMessages.messagesOf('shop', 'order-1')).toContainEqual({
      ref: discordRef,
      target: { platform: 'discord', kind: 'user', id: '4440001' },
    });

    await alertMessages.forget('shop', 'order-1');
    expect(await alertMessages.orderFor(discordRef)).toBeNull();
    expect(await alertMessages.refsFor('shop', 'order-1')).toEqual([]);
  });
});

describe('audit log', () => {
  it('shows the latest write actions first and keeps only the most recent', async () => {
    const actor = { platform: 'discord' as const, userId: '77', displayName: 'Ana' };
    for (let index = 1; index <= 1005; index += 1) {
      await audit.record({ accountId: 'audited', actor, action: 'price', summary: `price of listing ${index} set`, at: index });
    }
    const latest = await audit.latest('audited', 3);
    expect(latest.map((entry) => entry.at)).toEqual([1005, 1004, 1003]);
    expect(latest[0]).toEqual({ accountId: 'audited', actor, action: 'price', summary: 'price of listing 1005 set', at: 1005 });
    expect(await redis.llen(`${keyScope(namespace, 'audited')}:audit:audited`)).toBe(1000);
    expect(await audit.latest('nobody')).toEqual([]);
  });
});
