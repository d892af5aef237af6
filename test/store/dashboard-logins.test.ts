import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('dashboard-logins');
afterAll(cleanup);

const { dashboardLogins } = createStores(redis, namespace, parseKeyRing(generateKeyRingEntry('logins')));
const grant = { identityId: 'person-1', accountId: 'acc-1', actor: { platform: 'discord' as const, userId: '1001', displayName: 'Mira' } };

describe('dashboard login tokens', () => {
  it('are 32 random bytes that log in once: presented by two pages at once, one of them gets the grant', async () => {
    const token = await dashboardLogins.issue(grant);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const both = await Promise.all([dashboardLogins.redeem(token), dashboardLogins.redeem(token)]);
    expect(both.filter((each) => each !== null)).toEqual([grant]);
    expect(await dashboardLogins.redeem(token)).toBeNull();
  });

  it('open nothing for a token never issued or not of their form', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'A'.repeat(43)}\n`]) expect(await dashboardLogins.redeem(token)).toBeNull();
  });
});
