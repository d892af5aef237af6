import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKey, startHarness, type Harness } from '../harness.js';
import { keysMatching } from '../../support/test-redis.js';
import { keyScope } from '../../../src/store/key-scope.js';
import { accountRecordKey } from '../../../src/store/records.js';

describe('connect', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('core-connect');
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses a key pasted in a group, asks to delete it and to rotate the key, and stores nothing', async () => {
    const mallory = h.adapter.user('mallory');
    const group = mallory.in(h.adapter.group('g-public'));
    const [reply] = await group.command('connect', demoKey(h));
    expect(reply?.deleteUserMessage).toBe(true);
    expect(reply?.text).toMatch(/private chat/);
    expect(reply?.text).toMatch(/revoke it/);
    expect(group.deleted).toHaveLength(1);
    expect(group.transcript()).not.toContain(demoKey(h));
    const [account] = await mallory.dm.command('account');
    expect(account?.text).toMatch(/no seller account/);
  });

  it('refuses a key the marketplace does not accept, without storing it', async () => {
    const bob = h.adapter.user('bob');
    const [reply] = await bob.dm.command('connect', 'sk_not_a_real_key_123456');
    expect(reply?.tone).toBe('error');
    expect(reply?.text).toMatch(/does not accept this key/);
    expect(await h.stores.accounts.findByKey('sk_not_a_real_key_123456')).toBeNull();
  });

  it('connects through the secret prompt, seals the key and shows the account without it', async () => {
    const alice = h.adapter.user('alice');
    const [ask] = await alice.dm.command('connect');
    expect(ask?.prompt?.kind).toBe('secret');
    const [done] = await alice.dm.answer(demoKey(h));
    expect(done?.title).toBe('Account connected');
    expect(done?.deleteUserMessage).toBe(true);
    await alice.dm.command('account');
    const text = alice.dm.lastText();
    expect(text).toMatch(/Your role: owner/);
    expect(text).toMatch(/Read budget: \d+ of 500 left/);
    expect(text).toMatch(/Write budget: \d+ of 250 left/);
    expect(text).toMatch(/Instant sales: \d+ delivered automatically/);
    expect(alice.dm.transcript()).not.toContain(demoKey(h));
    const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', 'alice')))?.accountId ?? '';
    await h.redis.redis.hset(`${keyScope(h.redis.namespace, accountId)}:sales:${accountId}`, {
      instant: '7',
      lastAt: String(Date.now() - 3_600_000),
    });
    await alice.dm.command('account');
    expect(alice.dm.lastText()).toMatch(/Instant sales: 7 delivered automatically from stock, last 1 h ago/);
    const keys = await keysMatching(h.redis.redis, `${h.redis.namespace}:*`);
    const values = await Promise.all(keys.map(async (key) => ((await h.redis.redis.type(key)) === 'string' ? h.redis.redis.get(key) : '')));
    expect(values.join('\n')).not.toContain(demoKey(h));
  });

  it('takes the key from a form (Discord modal) as well', async () => {
    const carol = h.adapter.user('carol');
    await carol.dm.command('connect', '', { label: 'Carol shop' });
    const [done] = await carol.dm.submitForm({ key: demoKey(h) });
    expect(done?.text).toMatch(/already connected/);
  });

  it('marks the key invalid on a 401, tells the seller, and refuses marketplace commands until a new key', async () => {
    const created = await h.control<{ id: string; apiKey: string; keyId: string }>('POST', '/_sandbox/sellers', {});
    const dave = h.adapter.user('dave');
    await dave.dm.command('connect', `${created.apiKey} Dave store`);
    expect(dave.dm.lastText()).toMatch(/connected/);
    await h.control('DELETE', `/_sandbox/sellers/${created.id}/keys/${created.keyId}`);
    const [refused] = await dave.dm.command('listings');
    expect(refused?.text).toMatch(/no longer accepts this API key/);
    expect(refused?.text).toMatch(/marked the key invalid/);
    const [blocked] = await dave.dm.command('orders');
    expect(blocked?.text).toMatch(/refused this account's API key/);
    // A verb that finds a listing declares the marketplace, so it gets the same answer, not a failure of its own.
    const [lowStock] = await dave.dm.command('alerts', 'lowstock 11111111 3');
    expect(lowStock?.text).toBe(
      "The marketplace refused this account's API key. The owner must create a new key under Seller → API keys and send `connect` to the bot in a private chat (with the account's label to replace its key).",
    );
    // Verbs that change Hawker's own settings, and the status page, still answer.
    await dave.dm.command('alerts', 'mute 30');
    expect(dave.dm.last().title).toBe('Alerts of Dave store');
    await dave.dm.command('away', 'swamped 5');
    expect(dave.dm.lastText()).toMatch(/5 or more orders/);
    const [awayNow] = await dave.dm.command('away', 'now');
    expect(awayNow?.text).toMatch(/refused this account's API key/);
    await dave.dm.command('account');
    expect(dave.dm.last().fields?.find((field) => field.label === 'Key')?.value).toMatch(/^refused by the marketplace/);
    const fresh = await h.control<{ apiKey: string }>('POST', `/_sandbox/sellers/${created.id}/keys`, {});
    await dave.dm.command('connect', `${fresh.apiKey} Dave store`);
    expect(dave.dm.lastText()).toMatch(/Key replaced/);
    const [listings] = await dave.dm.command('listings');
    expect(listings?.text).toMatch(/no listings yet/);
  });

  it('refuses a sealed key that was tampered with or moved to another account, without showing anything of it', async () => {
    const frank = h.adapter.user('frank');
    const first = await h.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    const second = await h.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {});
    await frank.dm.command('connect', `${first.apiKey} First`);
    await frank.dm.command('connect', `${second.apiKey} Second`);
    const [a, b] = await h.stores.identities.accountsOf(await h.stores.identities.resolve('test', 'frank'));
    const sealedKey = (id: string) => `${accountRecordKey(h.redis.namespace, id)}:sealed-key`;
    const sealedOfB = (await h.redis.redis.get(sealedKey(b?.accountId ?? ''))) ?? '';
    await h.redis.redis.set(sealedKey(a?.accountId ?? ''), sealedOfB);
    await frank.dm.command('switch', a?.accountId ?? '');
    await frank.dm.command('listings');
    expect(frank.dm.lastText()).toMatch(/cannot open this account's stored API key/);
    const parts = sealedOfB.split('.');
    // The first character carries six whole bits of the tag: changing it always changes the tag
    // (the last ones may only change padding bits a decoder ignores).
    const tag = parts[4] ?? '';
    parts[4] = `${tag.startsWith('A') ? 'B' : 'A'}${tag.slice(1)}`;
    await h.redis.redis.set(sealedKey(b?.accountId ?? ''), parts.join('.'));
    await h.core.services.forgetClient(b?.accountId ?? '');
    await frank.dm.command('switch', b?.accountId ?? '');
    await frank.dm.command('orders');
    expect(frank.dm.lastText()).toMatch(/cannot open this account's stored API key/);
    expect(frank.dm.transcript()).not.toContain(second.apiKey);
  });
});
