import { afterAll, describe, expect, it } from 'vitest';
import { DueSet } from '../../src/store/due-set.js';
import { groupedDueKey } from '../../src/store/poll-schedule.js';
import { createTestRedis } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('due-set');

afterAll(async () => {
  await cleanup();
});

describe('due set', () => {
  it('hands each due account to exactly one of many concurrent claimers, and none that is not due yet', async () => {
    const set = new DueSet(redis, groupedDueKey(namespace, 'due'));
    for (let index = 0; index < 500; index += 1) await set.addIfAbsent(`account-${index}`, 1_000 + index);
    await set.addIfAbsent('later', 5_000);
    const claims = await Promise.all(Array.from({ length: 8 }, () => set.claim(2_000, 100, 60_000)));
    const claimed = claims.flat().map((item) => item.member);
    expect(claimed).toHaveLength(500);
    expect(new Set(claimed).size).toBe(500);
    expect(claimed).not.toContain('later');
  });

  it('adds a batch without moving entries already scheduled, and counts only the new ones', async () => {
    const set = new DueSet(redis, groupedDueKey(namespace, 'batch'));
    await set.addIfAbsent('running', 9_000);
    expect(
      await set.addAllIfAbsent([
        { member: 'running', dueAt: 1_000 },
        { member: 'new', dueAt: 1_500 },
      ]),
    ).toBe(1);
    expect(await set.addAllIfAbsent([])).toBe(0);
    expect(await set.claim(2_000, 10, 60_000)).toEqual([{ member: 'new', dueAt: 1_500 }]);
  });

  it('adds a whole page of accounts, many to each group, each at its own time', async () => {
    const set = new DueSet(redis, groupedDueKey(namespace, 'page'));
    const page = Array.from({ length: 400 }, (_, index) => ({ member: `account-${index}`, dueAt: 1_000 + index }));
    expect(await set.addAllIfAbsent(page)).toBe(400);
    const claimed = await set.claim(5_000, 1_000, 60_000);
    expect(claimed.sort((a, b) => a.dueAt - b.dueAt)).toEqual(page);
  });

  it('gives a claimed entry back after its lease when its worker never rescheduled it', async () => {
    const set = new DueSet(redis, groupedDueKey(namespace, 'lease'));
    await set.addIfAbsent('account', 1_000);
    expect(await set.claim(1_000, 10, 30_000)).toEqual([{ member: 'account', dueAt: 1_000 }]);
    expect(await set.claim(20_000, 10, 30_000)).toEqual([]);
    expect((await set.claim(31_000, 10, 30_000)).map((item) => item.member)).toEqual(['account']);
  });

  it('lets a removal during a run win over the run rescheduling the entry', async () => {
    const set = new DueSet(redis, groupedDueKey(namespace, 'removal'));
    await set.addIfAbsent('account', 1_000);
    await set.claim(1_000, 10, 30_000);
    await set.remove('account');
    await set.reschedule('account', 2_000);
    expect(await redis.zscore(set.key.of('account'), 'account')).toBeNull();
  });
});
