// Sealed API keys end to end, through the core over real Redis and the sandbox:
// a sealed key that was altered or moved onto another account is refused (and never
// reaches the marketplace), and rotating the master key keeps every key usable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeTestCore } from '../support/composed.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { TestAdapter, textOf, type TestUser } from '../support/test-adapter.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { demoKey, startStack, type Stack } from './support/stack.js';
import { accountRecordKey } from '../../src/store/records.js';

let s: Stack;
let guard: ProcessGuard;
let alice: TestUser;
let bob: TestUser;
let aliceAccount: string;
let bobAccount: string;
let bobKey: string;

const sealedKeyOf = (accountId: string) => `${accountRecordKey(s.testRedis.namespace, accountId)}:sealed-key`;
const accountOf = async (platform: 'test', userId: string) =>
  (await s.stores.identities.activeAccount(await s.stores.identities.resolve(platform, userId)))?.accountId ?? '';

beforeAll(async () => {
  guard = guardProcess();
  s = await startStack('rel-vault');
  alice = s.adapter.user('alice');
  bob = s.adapter.user('bob');
  await alice.dm.command('connect', `${demoKey(s)} Alice shop`);
  bobKey = (await s.control<{ apiKey: string }>('POST', '/_sandbox/sellers', {})).body.apiKey;
  await bob.dm.command('connect', `${bobKey} Bob shop`);
  aliceAccount = await accountOf('test', 'alice');
  bobAccount = await accountOf('test', 'bob');
});

afterAll(async () => {
  await s.close();
  guard.stop();
});

function botCalls(): number {
  return s.logs.lines.filter((line) => line.includes('"seller api call')).length;
}

describe('a sealed key that was tampered with', () => {
  it('is refused when altered: the command says so in a sentence and nothing reaches the marketplace', async () => {
    const sealed = (await s.testRedis.redis.get(sealedKeyOf(aliceAccount))) ?? '';
    const parts = sealed.split('.');
    const ciphertext = parts[4] ?? '';
    const flipped = (ciphertext[0] === 'A' ? 'B' : 'A') + ciphertext.slice(1);
    await s.testRedis.redis.set(sealedKeyOf(aliceAccount), [...parts.slice(0, 4), flipped].join('.'));
    await s.core.services.forgetClient(aliceAccount);
    const calls = botCalls();
    const replies = await alice.dm.send('/listings');
    expect(replies[0]?.tone).toBe('error');
    expect(textOf(replies[0] ?? {})).not.toContain(sealed.slice(0, 12));
    expect(botCalls()).toBe(calls);
    await s.testRedis.redis.set(sealedKeyOf(aliceAccount), sealed);
    await alice.dm.send('/listings');
    expect(alice.dm.lastText()).toMatch(/Pixel Raiders/);
  });

  it("is refused when moved onto another account: Bob's account never acts with Alice's key", async () => {
    const bobSealed = (await s.testRedis.redis.get(sealedKeyOf(bobAccount))) ?? '';
    await s.testRedis.redis.set(sealedKeyOf(bobAccount), (await s.testRedis.redis.get(sealedKeyOf(aliceAccount))) ?? '');
    await s.core.services.forgetClient(bobAccount);
    const calls = botCalls();
    const replies = await bob.dm.send('/listings');
    expect(replies[0]?.tone).toBe('error');
    expect(textOf(replies[0] ?? {})).not.toMatch(/Pixel Raiders/);
    expect(botCalls()).toBe(calls);
    await s.testRedis.redis.set(sealedKeyOf(bobAccount), bobSealed);
    await s.core.services.forgetClient(bobAccount);
    await bob.dm.send('/listings');
    expect(bob.dm.last().tone).not.toBe('error');
    expect(bob.dm.lastText()).not.toMatch(/Pixel Raiders/);
  });
});

describe('rotating the master key', () => {
  it('keeps every key, flow and code hash usable: before re-sealing, after, and once the old key is gone', async () => {
    const topUp = s.listingId('1000 Neon credits code');
    await alice.dm.send(`/restock ${topUp} ROTATE-CODE-1`);
    expect(alice.dm.last().tone).not.toBe('error');
    const order = await s.placeOrder(s.listingId('Starfall crystals by player id'));
    await alice.dm.command('deliver', `${order.id} ROTATE-GOODS-1`);
    const confirm = alice.dm.findAction('Confirm delivery') ?? '';

    const fresh = generateKeyRingEntry('rel2');
    const bothRing = parseKeyRing(`${fresh},${s.keyRing}`);
    const rotated = createStores(s.testRedis.redis, s.testRedis.namespace, bothRing);
    const afterRotation = new TestAdapter(
      composeTestCore(
        { redis: s.testRedis.redis, namespace: s.testRedis.namespace, stores: rotated, logger: s.logs.logger('bot-rotated') },
        s.sandbox.baseUrl,
      ),
    );
    const aliceNow = afterRotation.user('alice');
    const bobNow = afterRotation.user('bob');

    // New ring deployed, nothing re-sealed yet: old values open with the older key.
    await aliceNow.dm.send('/listings');
    expect(aliceNow.dm.lastText()).toMatch(/Pixel Raiders/);
    const report = await rotated.resealAll();
    expect(report).toMatchObject({ failed: [], hashSecret: 'resealed' });
    expect(report.resealed).toBeGreaterThanOrEqual(2);
    for (const account of [aliceAccount, bobAccount]) expect(await s.testRedis.redis.get(sealedKeyOf(account))).toMatch(/^v1\.rel2\./);
    // A flow whose goods were sealed under the old key, confirmed after re-sealing, still delivers.
    await aliceNow.dm.pressAction(confirm);
    expect(aliceNow.dm.lastText()).toMatch(/handed over/);

    // The old master key retired: only the fresh one is left.
    const onlyFresh = createStores(s.testRedis.redis, s.testRedis.namespace, parseKeyRing(fresh));
    const core = composeTestCore(
      { redis: s.testRedis.redis, namespace: s.testRedis.namespace, stores: onlyFresh, logger: s.logs.logger('bot-fresh') },
      s.sandbox.baseUrl,
    );
    const retired = new TestAdapter(core);
    await retired.user('alice').dm.send('/listings');
    expect(retired.user('alice').dm.lastText()).toMatch(/Pixel Raiders/);
    await retired.user('bob').dm.send('/account');
    expect(retired.user('bob').dm.lastText()).toMatch(/Bob shop/);
    // A code added before the rotation is still recognised (the hash secret was re-sealed too).
    await retired.user('alice').dm.send(`/restock ${topUp} ROTATE-CODE-1`);
    expect(retired.user('alice').dm.lastText()).toMatch(/before|already|duplicate/i);
    await bobNow.dm.send('/account');
    expect(bobNow.dm.lastText()).toMatch(/Bob shop/);
    await core.close();
    expect(guard.fired).toEqual([]);
  });
});
