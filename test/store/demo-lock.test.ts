import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { demoLockKey, takeDemoLock, type DemoHolder } from '../../src/store/demo-lock.js';
import { createTestRedis } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('demo-lock');
afterAll(async () => {
  await redis.del(demoLockKey(namespace));
  await cleanup();
});

const neverLost = { onLost: () => undefined };

/** The pid of a process that has already exited on this machine. */
function deadPid(): number {
  const child = spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('the demo lock', () => {
  it('refuses a second holder with who holds it, and is free again once released', async () => {
    const first = await takeDemoLock(redis, namespace, '/home/ann/hawker/.data', neverLost);
    expect(first.taken).toBe(true);
    const second = await takeDemoLock(redis, namespace, '/home/ann/hawker/.data', neverLost);
    expect(second).toEqual({ taken: false, holder: { pid: process.pid, host: hostname(), folder: '/home/ann/hawker/.data' } });
    if (first.taken) await first.release();
    const third = await takeDemoLock(redis, namespace, '/home/ann/hawker/.data', neverLost);
    expect(third.taken).toBe(true);
    if (third.taken) await third.release();
    expect(await redis.exists(demoLockKey(namespace))).toBe(0);
  });

  it('takes over a lock left by a process gone from this machine, but not one held on another host', async () => {
    const key = demoLockKey(namespace);
    await redis.set(key, JSON.stringify({ pid: deadPid(), host: hostname(), folder: '/crashed' }), 'PX', 30_000);
    const afterCrash = await takeDemoLock(redis, namespace, '/here', neverLost);
    expect(afterCrash.taken).toBe(true);
    if (afterCrash.taken) await afterCrash.release();

    const elsewhere = { pid: deadPid(), host: `${hostname()}-other`, folder: '/there' };
    await redis.set(key, JSON.stringify(elsewhere), 'PX', 30_000);
    expect(await takeDemoLock(redis, namespace, '/here', neverLost)).toEqual({ taken: false, holder: elsewhere });
    await redis.del(key);
  });

  it('tells its holder when another process has taken the lock since', async () => {
    let lost: (holder: DemoHolder) => void = () => undefined;
    const told = new Promise<DemoHolder>((resolve) => (lost = resolve));
    const lock = await takeDemoLock(redis, namespace, '/here', { ttlMs: 300, onLost: (holder) => lost(holder) });
    expect(lock.taken).toBe(true);
    const thief = { pid: 4242, host: 'elsewhere', folder: '/there' };
    await redis.set(demoLockKey(namespace), JSON.stringify(thief), 'PX', 30_000);
    expect(await told).toEqual(thief);
    if (lock.taken) await lock.release();
    // Released only while it is its own: the other process keeps the lock.
    expect(JSON.parse((await redis.get(demoLockKey(namespace))) ?? '')).toEqual(thief);
    await redis.del(demoLockKey(namespace));
  });
});
