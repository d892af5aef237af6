import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClaimStore } from '../../src/store/claim-store.js';
import { FlowStore } from '../../src/store/flow-store.js';
import { createTestRedis } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('flow-store');
afterAll(cleanup);

const flows = new FlowStore(redis, namespace);
const claimStore = new ClaimStore(redis, namespace);
const createFlow = z.object({ step: z.enum(['brand', 'category', 'title']), brand: z.string().optional() });

describe('flow store', () => {
  it('keeps a flow across store instances (a restart, another bot process) until it expires', async () => {
    await flows.save('create:id-1:chat-1', { step: 'category', brand: 'genshin' }, 900);
    const otherProcess = new FlowStore(redis, namespace);
    expect(await otherProcess.load('create:id-1:chat-1', createFlow)).toEqual({ step: 'category', brand: 'genshin' });
    const ttl = await redis.ttl(`${namespace}:flow:create:id-1:chat-1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(900);
  });

  it('forgets a flow that expired', async () => {
    await redis.set(`${namespace}:flow:gone`, JSON.stringify({ step: 'brand' }), 'PX', 1);
    await expect.poll(() => flows.load('gone', createFlow), { timeout: 5_000 }).toBeNull();
  });

  it('treats a state saved by an older version that no longer fits as no state', async () => {
    await flows.save('old-shape', { step: 'pictures' }, 60);
    expect(await flows.load('old-shape', createFlow)).toBeNull();
  });

  it('hands a state to exactly one of several concurrent takers', async () => {
    await flows.save('confirm:x', { step: 'title' }, 60);
    const taken = await Promise.all(Array.from({ length: 8 }, () => flows.take('confirm:x', createFlow)));
    expect(taken.filter((state) => state !== null)).toEqual([{ step: 'title' }]);
    expect(await flows.load('confirm:x', createFlow)).toBeNull();
  });

  it('lets exactly one of many concurrent confirmations claim a delivery', async () => {
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => new ClaimStore(redis, namespace).claimOnce('deliver:acc:order-1', 3600)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimStore.claimOnce('deliver:acc:order-1', 3600)).toBe(false);
    expect(await claimStore.claimOnce('deliver:acc:order-2', 3600)).toBe(true);
  });

  it('lets a claim be given back when the call was never made', async () => {
    expect(await claimStore.claimOnce('deliver:acc:order-3', 3600)).toBe(true);
    await claimStore.release('deliver:acc:order-3');
    expect(await claimStore.claimOnce('deliver:acc:order-3', 3600)).toBe(true);
  });

  it('deletes a flow', async () => {
    await flows.save('cancel-me', { step: 'brand' }, 60);
    await flows.delete('cancel-me');
    expect(await flows.load('cancel-me', createFlow)).toBeNull();
  });
});
