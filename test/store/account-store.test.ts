import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { VaultError } from '../../src/store/key-vault.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis, keysMatching } from '../support/test-redis.js';
import { accountRecordKey } from '../../src/store/records.js';

const { redis, namespace, cleanup } = createTestRedis('account-store');
afterAll(cleanup);

const oldEntry = generateKeyRingEntry('old');
const newEntry = generateKeyRingEntry('new');
const stores = createStores(redis, namespace, parseKeyRing(oldEntry));
const marketplaceUrl = 'http://127.0.0.1:8080';

function newKey(): string {
  return `sk_test_${crypto.randomUUID().replaceAll('-', '')}`;
}

async function everyValueInNamespace(): Promise<string> {
  const keys = await keysMatching(redis, `${namespace}:*`);
  const dumps = await Promise.all(
    keys.map(async (key) => {
      const type = await redis.type(key);
      if (type === 'string') return (await redis.get(key)) ?? '';
      if (type === 'hash') return JSON.stringify(await redis.hgetall(key));
      if (type === 'set') return (await redis.smembers(key)).join(' ');
      if (type === 'zset') return (await redis.zrange(key, 0, -1)).join(' ');
      if (type === 'list') return (await redis.lrange(key, 0, -1)).join(' ');
      return '';
    }),
  );
  return keys.join(' ') + dumps.join(' ');
}

async function allPages(
  list: (cursor: string | null, count: number) => Promise<{ ids: string[]; cursor: string | null }>,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(cursor, count);
    ids.push(...page.ids);
    cursor = page.cursor;
  } while (cursor !== null);
  return ids;
}

describe('account store', () => {
  it('keeps an account and opens its key, with the key nowhere in Redis in clear', async () => {
    const apiKey = newKey();
    const account = await stores.accounts.create({ label: 'Main shop', apiKey, ownerIdentityId: 'id-1', marketplaceUrl });
    expect(await stores.accounts.get(account.id)).toEqual(account);
    expect(account).toMatchObject({ keyStatus: 'ok', alertsEnabled: true, label: 'Main shop' });
    expect(await stores.accounts.apiKey(account.id)).toBe(apiKey);
    expect(JSON.stringify(account)).not.toContain(apiKey);
    const everything = await everyValueInNamespace();
    expect(everything).not.toContain(apiKey);
    expect(everything).not.toContain(apiKey.slice(8));
  });

  it('finds the account already connected with the same key', async () => {
    const apiKey = newKey();
    const account = await stores.accounts.create({ label: 'Twice', apiKey, ownerIdentityId: 'id-1', marketplaceUrl });
    expect((await stores.accounts.findByKey(apiKey))?.id).toBe(account.id);
    expect(await stores.accounts.findByKey(newKey())).toBeNull();
  });

  it('refuses a sealed key copied onto another account, and a tampered one', async () => {
    const victim = await stores.accounts.create({ label: 'Victim', apiKey: newKey(), ownerIdentityId: 'id-1', marketplaceUrl });
    const attacker = await stores.accounts.create({ label: 'Attacker', apiKey: newKey(), ownerIdentityId: 'id-2', marketplaceUrl });
    const victimSealed = await redis.get(`${accountRecordKey(namespace, victim.id)}:sealed-key`);
    expect(victimSealed).not.toBeNull();
    await redis.set(`${accountRecordKey(namespace, attacker.id)}:sealed-key`, victimSealed ?? '');
    await expect(stores.accounts.apiKey(attacker.id)).rejects.toBeInstanceOf(VaultError);

    const flipped = (victimSealed ?? '').replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    await redis.set(`${accountRecordKey(namespace, victim.id)}:sealed-key`, flipped);
    await expect(stores.accounts.apiKey(victim.id)).rejects.toBeInstanceOf(VaultError);
  });

  it('stops polling an account whose key went invalid and resumes when a new key is given', async () => {
    const account = await stores.accounts.create({ label: 'Revoked', apiKey: newKey(), ownerIdentityId: 'id-1', marketplaceUrl });
    const pollable = () => allPages((cursor, count) => stores.accounts.listAlertEnabled(cursor, count), 100);
    expect(await pollable()).toContain(account.id);

    await stores.accounts.setKeyStatus(account.id, 'invalid');
    expect((await stores.accounts.get(account.id))?.keyStatus).toBe('invalid');
    expect(await pollable()).not.toContain(account.id);

    const rotatedKey = newKey();
    const replaced = await stores.accounts.replaceKey(account.id, rotatedKey);
    expect(replaced?.keyStatus).toBe('ok');
    expect(await stores.accounts.apiKey(account.id)).toBe(rotatedKey);
    expect(await pollable()).toContain(account.id);

    await stores.accounts.setAlertsEnabled(account.id, false);
    expect(await pollable()).not.toContain(account.id);
    await stores.accounts.setAlertsEnabled(account.id, true);
    expect(await pollable()).toContain(account.id);
  });

  it('pages through many accounts, each exactly once, with accounts added while paging', async () => {
    const { redis: bulkRedis, namespace: bulkNamespace, cleanup: bulkCleanup } = createTestRedis('account-paging');
    try {
      const bulk = createStores(bulkRedis, bulkNamespace, parseKeyRing(oldEntry));
      const created = await Promise.all(
        Array.from({ length: 1200 }, (_, index) =>
          bulk.accounts.create({ label: `Shop ${index}`, apiKey: newKey(), ownerIdentityId: 'bulk', marketplaceUrl }),
        ),
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { ids: string[]; cursor: string | null } = await bulk.accounts.listAlertEnabled(cursor, 250);
        seen.push(...page.ids);
        cursor = page.cursor;
      } while (cursor !== null);
      expect(seen).toHaveLength(1200);
      expect(new Set(seen)).toEqual(new Set(created.map((account) => account.id)));
    } finally {
      await bulkCleanup();
    }
  });

  it('keeps every key readable through a master key rotation and re-seal', async () => {
    const { redis: rotRedis, namespace: rotNamespace, cleanup: rotCleanup } = createTestRedis('account-rotation');
    try {
      const before = createStores(rotRedis, rotNamespace, parseKeyRing(oldEntry));
      const keys = new Map<string, string>();
      for (let index = 0; index < 30; index += 1) {
        const apiKey = newKey();
        const account = await before.accounts.create({ label: `Shop ${index}`, apiKey, ownerIdentityId: 'owner', marketplaceUrl });
        keys.set(account.id, apiKey);
      }
      const codesBefore = await before.codes.addIfNew('acc', ['CODE-1', 'CODE-2']);
      expect(codesBefore.added).toBe(2);

      const rotated = createStores(rotRedis, rotNamespace, parseKeyRing(`${newEntry},${oldEntry}`));
      const report = await rotated.resealAll();
      expect(report).toMatchObject({ resealed: 30, current: 0, failed: [], hashSecret: 'resealed' });
      expect(await rotated.resealAll()).toMatchObject({ resealed: 0, current: 30, failed: [], hashSecret: 'current' });

      const newestOnly = createStores(rotRedis, rotNamespace, parseKeyRing(newEntry));
      for (const [id, apiKey] of keys) expect(await newestOnly.accounts.apiKey(id)).toBe(apiKey);
      const [someId, someKey] = [...keys][0] ?? ['', ''];
      expect((await newestOnly.accounts.findByKey(someKey))?.id).toBe(someId);
      expect(await newestOnly.codes.addIfNew('acc', ['CODE-2', 'CODE-3'])).toEqual({ added: 1, duplicates: [0] });
    } finally {
      await rotCleanup();
    }
  });

  it('reports values sealed under a master key no longer in the ring and leaves them alone', async () => {
    const { redis: lostRedis, namespace: lostNamespace, cleanup: lostCleanup } = createTestRedis('account-lost-key');
    try {
      const before = createStores(lostRedis, lostNamespace, parseKeyRing(oldEntry));
      const account = await before.accounts.create({ label: 'Orphan', apiKey: newKey(), ownerIdentityId: 'owner', marketplaceUrl });
      const sealed = await lostRedis.get(`${lostNamespace}:account:${account.id}:sealed-key`);
      const withoutOld = createStores(lostRedis, lostNamespace, parseKeyRing(newEntry));
      const report = await withoutOld.resealAll();
      expect(report).toMatchObject({ resealed: 0, current: 0, failed: [account.id], hashSecret: 'failed' });
      expect(await lostRedis.get(`${lostNamespace}:account:${account.id}:sealed-key`)).toBe(sealed);
    } finally {
      await lostCleanup();
    }
  });

  it('removes an account with its key, roles, places and settings', async () => {
    const account = await stores.accounts.create({ label: 'Leaving', apiKey: newKey(), ownerIdentityId: 'owner-x', marketplaceUrl });
    await stores.team.grant(account.id, 'owner-x', 'owner');
    await stores.team.linkPlace(account.id, { platform: 'telegram', chatId: '-100777' });
    await stores.alertSettings.addPrivateTarget(account.id, { platform: 'discord', kind: 'user', id: '4242' });
    await stores.alertSettings.update(account.id, { mode: 'team' });
    await stores.audit.record({
      accountId: account.id,
      actor: { platform: 'test', userId: 'u1' },
      action: 'price',
      summary: 'price 12.50',
      at: 1,
    });

    expect(await stores.removeAccount(account.id)).toBe(true);
    expect(await stores.accounts.get(account.id)).toBeNull();
    expect(await stores.accounts.apiKey(account.id)).toBeNull();
    expect(await stores.team.accountsOf('owner-x')).toEqual([]);
    expect(await stores.team.accountForPlace('telegram', '-100777')).toBeNull();
    expect(await stores.alertSettings.privateTargets(account.id)).toEqual([]);
    expect(await stores.audit.latest(account.id)).toEqual([]);
    expect(await keysMatching(redis, `${namespace}:*${account.id}*`)).toEqual([]);
    expect(await stores.removeAccount(account.id)).toBe(false);
  });

  it('knows no account from a role granted to it after it was removed', async () => {
    const account = await stores.accounts.create({ label: 'Gone soon', apiKey: newKey(), ownerIdentityId: 'owner-y', marketplaceUrl });
    await stores.removeAccount(account.id);
    await stores.team.grant(account.id, 'late-joiner', 'viewer');
    expect(await stores.accounts.get(account.id)).toBeNull();
  });
});
