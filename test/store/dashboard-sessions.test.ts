import { afterAll, describe, expect, it } from 'vitest';
import { DASHBOARD_SESSION_TTL_SECONDS } from '../../src/store/dashboard-sessions.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis, keysMatching } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('dashboard-sessions');
afterAll(cleanup);

const { dashboardSessions } = createStores(redis, namespace, parseKeyRing(generateKeyRingEntry('sessions')));
const actor = { platform: 'telegram' as const, userId: '4242', displayName: 'Mira Sold' };

describe('dashboard sessions', () => {
  it('keeps a session under a hash of its token, never the token, and opens it with the token alone', async () => {
    const { token, session } = await dashboardSessions.create({ accountId: 'acc-1', actor });
    const [key] = await keysMatching(redis, `${namespace}:dashboard-session:*`);
    expect(key).not.toContain(token);
    expect(await redis.get(key ?? '')).not.toContain(token);
    expect(await dashboardSessions.open(token)).toEqual(session);
    expect(await dashboardSessions.open(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
  });

  it('moves the expiry 12 hours on at each use, and a session past it opens nothing', async () => {
    const { token } = await dashboardSessions.create({ accountId: 'acc-2', actor });
    const keys = await keysMatching(redis, `${namespace}:dashboard-session:*`);
    const values = await Promise.all(keys.map((each) => redis.get(each)));
    const key = keys[values.findIndex((value) => value?.includes('acc-2'))] ?? '';
    // The session as it stands a minute before its end.
    await redis.expire(key, 60);
    await dashboardSessions.open(token);
    expect(await redis.ttl(key)).toBeGreaterThan(DASHBOARD_SESSION_TTL_SECONDS - 5);
    await redis.del(key);
    expect(await dashboardSessions.open(token)).toBeNull();
  });

  it("ends the sessions of a member's logins on one shop, and only those", async () => {
    const other = { platform: 'discord' as const, userId: '4242' };
    const [first, second, elsewhere, someoneElse] = await Promise.all([
      dashboardSessions.create({ accountId: 'acc-3', actor }),
      dashboardSessions.create({ accountId: 'acc-3', actor }),
      dashboardSessions.create({ accountId: 'acc-4', actor }),
      dashboardSessions.create({ accountId: 'acc-3', actor: other }),
    ]);
    expect(await dashboardSessions.endFor('acc-3', [{ platform: 'telegram', userId: '4242' }])).toBe(2);
    expect(await dashboardSessions.open(first.token)).toBeNull();
    expect(await dashboardSessions.open(second.token)).toBeNull();
    expect(await dashboardSessions.open(elsewhere.token)).toEqual(elsewhere.session);
    expect(await dashboardSessions.open(someoneElse.token)).toEqual(someoneElse.session);
  });
});
