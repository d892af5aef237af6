import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { roleAtLeast, ROLES } from '../../src/domain/roles.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('identity-team');
afterAll(cleanup);

const { identities, team } = createStores(redis, namespace, parseKeyRing(generateKeyRingEntry('t')));

let counter = 0;
function user(): string {
  counter += 1;
  return `user-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

describe('roles', () => {
  it('orders viewer < operator < manager < owner, and nobody is nothing', () => {
    expect(ROLES).toEqual(['viewer', 'operator', 'manager', 'owner']);
    expect(roleAtLeast('viewer', 'operator')).toBe(false);
    expect(roleAtLeast('operator', 'operator')).toBe(true);
    expect(roleAtLeast('owner', 'manager')).toBe(true);
    expect(roleAtLeast(null, 'viewer')).toBe(false);
  });
});

describe('identities', () => {
  it('gives a platform login one identity, even when it is first seen by several processes at once', async () => {
    const userId = user();
    const ids = await Promise.all(Array.from({ length: 10 }, () => identities.resolve('telegram', userId)));
    expect(new Set(ids).size).toBe(1);
    expect(await identities.resolve('telegram', userId)).toBe(ids[0]);
    expect(await identities.resolve('discord', userId)).not.toBe(ids[0]);
  });

  it('joins a Discord and a Telegram login with a one-time code, carrying roles across', async () => {
    const discordUser = user();
    const telegramUser = user();
    const discordIdentity = await identities.resolve('discord', discordUser);
    const telegramIdentity = await identities.resolve('telegram', telegramUser);
    await team.grant('acc-a', discordIdentity, 'owner');
    await team.grant('acc-b', telegramIdentity, 'operator');
    await team.grant('acc-a', telegramIdentity, 'viewer');
    await identities.setActiveAccount(telegramIdentity, 'acc-b');

    const code = await identities.createLinkCode(discordIdentity, { platform: 'discord', userId: discordUser, displayName: 'Dee' });
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    expect(await identities.redeemLinkCode(code.toLowerCase(), 'telegram', telegramUser)).toEqual({
      ok: true,
      identityId: discordIdentity,
    });

    expect(await identities.resolve('telegram', telegramUser)).toBe(discordIdentity);
    expect(await identities.accountsOf(discordIdentity)).toEqual([
      { accountId: 'acc-a', role: 'owner' },
      { accountId: 'acc-b', role: 'operator' },
    ]);
    expect(await team.roleOf('acc-a', telegramIdentity)).toBeNull();
    expect((await identities.logins(discordIdentity)).map((login) => login.platform).sort()).toEqual(['discord', 'telegram']);
    expect(await identities.redeemLinkCode(code, 'telegram', telegramUser)).toEqual({ ok: false, reason: 'unknown_code' });
  });

  it('refuses a code redeemed on the same platform login twice or by a second login of a platform already joined', async () => {
    const own = await identities.resolve('discord', user());
    const selfCode = await identities.createLinkCode(own, { platform: 'discord', userId: 'own', displayName: null });
    const [discordLogin] = await identities.logins(own);
    expect(await identities.redeemLinkCode(selfCode, 'discord', discordLogin?.userId ?? '')).toEqual({
      ok: false,
      reason: 'already_linked',
    });

    const other = await identities.createLinkCode(own, { platform: 'discord', userId: 'own', displayName: null });
    expect(await identities.redeemLinkCode(other, 'discord', user())).toEqual({ ok: false, reason: 'platform_taken', platform: 'discord' });
  });

  it('lets one code join only once under concurrent redeems', async () => {
    const target = await identities.resolve('discord', user());
    const code = await identities.createLinkCode(target, { platform: 'discord', userId: 'target', displayName: null });
    const results = await Promise.all(Array.from({ length: 5 }, () => identities.redeemLinkCode(code, 'telegram', user())));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it('acts on the chosen account only while the person still has a role there', async () => {
    const person = await identities.resolve('telegram', user());
    expect(await identities.activeAccount(person)).toBeNull();
    await team.grant('acc-1', person, 'viewer');
    await team.grant('acc-2', person, 'manager');
    expect(await identities.activeAccount(person)).toEqual({ accountId: 'acc-1', role: 'viewer' });
    expect(await identities.setActiveAccount(person, 'acc-2')).toBe(true);
    expect(await identities.activeAccount(person)).toEqual({ accountId: 'acc-2', role: 'manager' });
    expect(await identities.setActiveAccount(person, 'acc-stranger')).toBe(false);
    await team.revoke('acc-2', person);
    expect(await identities.activeAccount(person)).toEqual({ accountId: 'acc-1', role: 'viewer' });
  });
});

describe('team', () => {
  it('grants a role through a one-time invite, never lowering a higher one', async () => {
    const owner = await identities.resolve('discord', user());
    const joiner = await identities.resolve('telegram', user());
    await team.grant('shop', owner, 'owner');
    const code = await team.createInvite('shop', 'operator', owner);
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    expect(await team.redeemInvite(` ${code.slice(0, 5)}-${code.slice(5)} `, joiner)).toEqual({
      ok: true,
      accountId: 'shop',
      role: 'operator',
    });
    expect(await team.redeemInvite(code, joiner)).toEqual({ ok: false, reason: 'unknown_code' });
    expect(await team.roleOf('shop', joiner)).toBe('operator');

    const lower = await team.createInvite('shop', 'viewer', owner);
    expect(await team.redeemInvite(lower, joiner)).toEqual({ ok: true, accountId: 'shop', role: 'operator' });
    expect(await team.members('shop')).toEqual(
      expect.arrayContaining([
        { identityId: owner, role: 'owner' },
        { identityId: joiner, role: 'operator' },
      ]),
    );
  });

  it('lets an invite be used by one person only, even when redeemed concurrently', async () => {
    const owner = await identities.resolve('discord', user());
    await team.grant('race-shop', owner, 'owner');
    const code = await team.createInvite('race-shop', 'manager', owner);
    const people = await Promise.all(Array.from({ length: 6 }, () => identities.resolve('discord', user())));
    const results = await Promise.all(people.map((person) => team.redeemInvite(code, person)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await team.members('race-shop')).toHaveLength(2);
  });

  it('expires invites', async () => {
    const code = await team.createInvite('shop', 'viewer', 'x', 60);
    const ttl = await redis.ttl(`${namespace}:invite:${code}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it('links a group to one account and refuses to hand it to another', async () => {
    const place = { platform: 'telegram' as const, chatId: '-1001234' };
    expect(await team.linkPlace('shop-1', place)).toEqual({ ok: true });
    expect(await team.linkPlace('shop-1', place)).toEqual({ ok: true });
    expect(await team.linkPlace('shop-2', place)).toEqual({ ok: false, reason: 'linked_elsewhere', accountId: 'shop-1' });
    expect(await team.accountForPlace('telegram', '-1001234')).toBe('shop-1');
    expect(await team.accountForPlace('discord', '-1001234')).toBeNull();
    expect(await team.placesOf('shop-1')).toEqual([place]);

    await team.unlinkPlace('shop-2', place);
    expect(await team.accountForPlace('telegram', '-1001234')).toBe('shop-1');
    await team.unlinkPlace('shop-1', place);
    expect(await team.accountForPlace('telegram', '-1001234')).toBeNull();
    expect(await team.placesOf('shop-1')).toEqual([]);
    expect(await team.linkPlace('shop-2', place)).toEqual({ ok: true });
  });

  it('shows a stranger no role at all', async () => {
    const stranger = await identities.resolve('discord', user());
    expect(await team.roleOf('shop', stranger)).toBeNull();
    expect(await identities.accountsOf(stranger)).toEqual([]);
  });
});
