// Every Lua script of the tree (request budget and its settling, restocked-code registry, key reseal,
// due sets, chat send pacing, Telegram's global budget, buttoned messages) runs as EVALSHA, and keeps
// working after Redis forgets its scripts (SCRIPT FLUSH) and after a restart.
// A private redis-server: flushing scripts on the shared one would disturb other runs.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCORD_CHAT_PACE } from '../../adapters/discord/outgoing/discord-limits.js';
import { RedisGlobalBudget } from '../../adapters/telegram/outgoing/redis-global-budget.js';
import { groupedDueKey } from '../../src/store/poll-schedule.js';
import { DueSet } from '../../src/store/due-set.js';
import { SendPaceStore, sendPaceKey } from '../../src/store/send-pace-store.js';
import type { WindowCheck } from '../../src/api/budget-window.js';
import { RedisBudgetStore } from '../../src/api/redis-budget-store.js';
import { ButtonMessageStore } from '../../src/store/button-message-store.js';
import { generateKeyRingEntry, parseKeyRing } from '../../src/store/key-ring.js';
import { createStores } from '../../src/store/stores.js';
import { PrivateRedis } from '../reliability/support/private-redis.js';

const NAMESPACE = 'hawker-scripts';
const oldEntry = generateKeyRingEntry('old');
const newEntry = generateKeyRingEntry('new');

let server: PrivateRedis;
let redis: Redis;

beforeAll(async () => {
  server = await PrivateRedis.start();
  redis = new Redis(server.url, { maxRetriesPerRequest: 20 });
  // The restart below drops the connection on purpose; ioredis reconnects by itself.
  redis.on('error', () => undefined);
});

afterAll(async () => {
  redis.disconnect();
  await server.stop();
});

async function commandCalls(name: 'eval' | 'evalsha'): Promise<number> {
  const stats = await redis.info('commandstats');
  const line = stats.split('\r\n').find((each) => each.startsWith(`cmdstat_${name}:`));
  return Number(/calls=(\d+)/.exec(line ?? '')?.[1] ?? 0);
}

/** Runs each script once through the class that owns it and checks its answer. */
async function runEveryScript(round: number): Promise<void> {
  const budgetCheck: WindowCheck = {
    budget: 'reads',
    key: `${NAMESPACE}:budget:${round}`,
    limit: 2,
    windowMs: 60_000,
    retainMs: 60_000,
    bucketMs: 1_000,
  };
  const budget = new RedisBudgetStore(redis);
  const taken = await budget.take([budgetCheck], 2, false);
  if (!taken.ok) throw new Error('an empty window has room for two');
  expect(await budget.take([budgetCheck], 1, false)).toMatchObject({ ok: false, budget: 'reads' });
  expect((await budget.usage(budgetCheck)).used).toBe(2);
  // Two requests taken a second ago (logged as a release before rings did) and answered now count from now's bucket instead.
  const takenAt = taken.at - budgetCheck.bucketMs;
  const settling = { ...budgetCheck, key: `${budgetCheck.key}:settled` };
  await redis.hset(settling.key, String(takenAt - (takenAt % settling.bucketMs)), '2');
  await budget.settle({ checks: [settling], count: 2, takenAt, askedAt: 0 }, settling.bucketMs);
  const settled = await budget.usage(settling);
  expect(settled.used).toBe(2);
  expect(settled.oldestAt).toBeGreaterThan(takenAt - (takenAt % settling.bucketMs) + settling.bucketMs);

  const stores = createStores(redis, NAMESPACE, parseKeyRing(oldEntry));
  expect(await stores.codes.addIfNew(`account-${round}`, ['CODE-A', 'CODE-B'])).toEqual({ added: 2, duplicates: [] });
  expect(await stores.codes.addIfNew(`account-${round}`, ['CODE-B', 'CODE-C'])).toEqual({ added: 1, duplicates: [0] });

  await stores.accounts.create({
    label: `shop ${round}`,
    apiKey: `key-${round}`,
    ownerIdentityId: 'owner',
    marketplaceUrl: 'https://market.example',
  });
  const resealed = await createStores(redis, NAMESPACE, parseKeyRing(`${newEntry},${oldEntry}`)).accounts.resealAll();
  expect(resealed.resealed).toBe(1);

  const due = new DueSet(redis, groupedDueKey(NAMESPACE, `due-${round}`));
  await due.addIfAbsent('account-due', 1_000);
  expect(await due.claim(2_000, 10, 5_000)).toEqual([{ member: 'account-due', dueAt: 1_000 }]);
  expect(await due.claim(2_000, 10, 5_000)).toEqual([]);

  // The first reservation of a chat's slot is free; only a second one would wait.
  expect(await new SendPaceStore(redis, `${NAMESPACE}:${round}`).reserve('discord', 'chat-1', DISCORD_CHAT_PACE.channel)).toBe(0);
  expect(Number(await redis.pttl(sendPaceKey(`${NAMESPACE}:${round}`, 'discord', 'chat-1')))).toBeGreaterThan(0);

  const buttons = new ButtonMessageStore(redis, NAMESPACE);
  const message = { platform: 'telegram' as const, chatId: `-${round}`, messageId: '7' };
  await buttons.remember(message, ['c:help']);
  expect(await buttons.carries(message, 'c:help')).toBe(true);

  const global = new RedisGlobalBudget(redis, `${NAMESPACE}:global:${round}`, { intervalMs: 60_000, burst: 1 });
  expect(await global.reserve()).toBe(0);
  expect(await global.reserve()).toBeGreaterThan(50_000);
}

describe('Lua scripts', () => {
  it('run as EVALSHA once a connection has each script, and survive SCRIPT FLUSH and a Redis restart', async () => {
    await runEveryScript(1);
    await runEveryScript(2);
    const evalCalls = await commandCalls('eval');
    const evalshaCalls = await commandCalls('evalsha');
    // Round 1 sends each of the nine scripts once in full; round 2 sends none, and runs 15 as EVALSHA (a claim of a set with nothing due runs no script).
    expect(evalCalls).toBeLessThanOrEqual(9);
    expect(evalshaCalls).toBeGreaterThanOrEqual(15);

    await redis.script('FLUSH');
    await runEveryScript(3);

    await server.kill();
    await server.restart();
    await runEveryScript(4);
  });
});
