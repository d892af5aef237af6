import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { keyScope } from '../../src/store/key-scope.js';
import { createStores } from '../../src/store/stores.js';
import { createTestRedis } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('guard-store');
afterAll(cleanup);

const { away } = createStores(redis, namespace, parseKeyRing(generateKeyRingEntry('t')));

/** An away state as the release before typed origins wrote it: `by` a plain text. */
async function storeOldState(accountId: string, by: string): Promise<void> {
  await redis.hset(
    `${keyScope(namespace, accountId)}:guard:${accountId}`,
    'state',
    JSON.stringify({ away: true, since: 1_000, until: null, by }),
  );
}

describe('away state', () => {
  it('keeps a person whose name is a rule’s marker a person', async () => {
    const person = { kind: 'person', identityId: 'identity-1', name: 'the swamped rule' } as const;
    await away.switchTo('named-like-a-rule', { away: true, since: 1_000, until: null, by: person });
    expect((await away.state('named-like-a-rule'))?.by).toEqual(person);
  });

  it('reads states stored before origins were typed: the rules’ texts as the rules, any other text as a person', async () => {
    await storeOldState('old-swamped', 'the swamped rule');
    await storeOldState('old-hours', 'working hours');
    await storeOldState('old-end', 'the end of the away time');
    await storeOldState('old-person', 'Alice');
    expect((await away.state('old-swamped'))?.by).toEqual({ kind: 'swamped_rule' });
    expect((await away.state('old-hours'))?.by).toEqual({ kind: 'working_hours' });
    expect((await away.state('old-end'))?.by).toEqual({ kind: 'away_time_end' });
    expect(await away.state('old-person')).toEqual({
      away: true,
      since: 1_000,
      until: null,
      by: { kind: 'person', identityId: null, name: 'Alice' },
    });
  });
});
