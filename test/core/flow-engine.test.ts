import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../support/test-adapter.js';
import { demoKey, startHarness, type Harness } from './harness.js';
import { keysMatching } from '../support/test-redis.js';

describe('a conversation whose saved state no longer fits its flow', () => {
  let h: Harness;
  let alice: TestUser;

  beforeAll(async () => {
    h = await startHarness('core-flow-state');
    alice = h.adapter.user('alice');
    await alice.dm.command('connect', `${demoKey(h)} Demo`);
  });
  afterAll(async () => {
    await h.close();
  });

  it('ends with a sentence instead of acting on half-read data, and the next message is a fresh start', async () => {
    const topUp = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === '1000 Neon credits code');
    if (!topUp) throw new Error('the demo has the Neon credits top-up');
    const unitsBefore = topUp.units.length;
    await alice.dm.command('restock', topUp.id.slice(0, 8));
    expect(alice.dm.last().prompt?.kind).toBe('goods');

    // What an older or newer Hawker might have left: the listing id stored as a number.
    const [stateKey] = await keysMatching(h.redis.redis, `${h.redis.namespace}:flow:state:*`);
    if (!stateKey) throw new Error('the restock flow should be saved');
    const ttl = await h.redis.redis.ttl(stateKey);
    const saved = JSON.parse((await h.redis.redis.get(stateKey)) ?? '{}') as { data: Record<string, unknown> };
    await h.redis.redis.set(stateKey, JSON.stringify({ ...saved, data: { listingId: 42 } }), 'EX', ttl);

    await alice.dm.answer('CODE-AFTER-UPDATE-1');
    expect(alice.dm.lastText()).toMatch(/could not read where this conversation was .*: run the command again\./);
    expect(h.sandbox.core.state.listings.get(topUp.id)?.units.length).toBe(unitsBefore);
    await alice.dm.answer('listings status=paused');
    expect(alice.dm.last().list?.items.map((item) => item.title)).toEqual(['Neon Drift $10 gift card']);
  });

  it("answers a question saved before the owner's own platform was kept, pressed by its owner", async () => {
    const topUp = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === '1000 Neon credits code');
    await alice.dm.command('price', `${topUp?.id.slice(0, 8) ?? ''} 99999c`);
    expect(alice.dm.last().data?.kind).toBe('confirm');
    const keys = await keysMatching(h.redis.redis, `${h.redis.namespace}:flow:state:*`);
    const states = await Promise.all(keys.map(async (key) => [key, await h.redis.redis.get(key)] as const));
    const [stateKey, raw] = states.find(([, value]) => value?.includes('"confirm"')) ?? ['', null];
    const { actorPlatform: _written, ...before } = JSON.parse(raw ?? '{}') as Record<string, unknown>;
    await h.redis.redis.set(stateKey, JSON.stringify(before), 'EX', 600);
    await alice.dm.press('Confirm');
    expect(alice.dm.last().tone).toBe('success');
    expect(alice.dm.last().text).toMatch(/999[.,]99/);
  });
});
