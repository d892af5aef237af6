// Redis killed and restarted in the middle of a run (a private redis-server with the
// append-only file on): the bot and a worker process reconnect on their own and carry
// on, and nothing already accepted is lost (account, key, team link, a flow in
// progress, the alert ledger).
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { generateKeyRingEntry } from '../../src/store/key-ring.js';
import { waitFor } from '../jobs/support/jobs-harness.js';
import { drainChild } from './support/child-workers.js';
import { textOf } from '../support/test-adapter.js';
import { unclearReply } from './support/clear-sentence.js';
import { recordFigures } from './support/figures.js';
import { PrivateRedis } from './support/private-redis.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { LogCapture } from './support/stack.js';
import { openTelegramShop, type TelegramShop } from './support/telegram-shop.js';

const RESTARTS = 2;

let guard: ProcessGuard;
let redisServer: PrivateRedis;
let redis: Redis;
let shop: TelegramShop;
const logs = new LogCapture();
/** Connection errors the bot's Redis client reported while the server was down. */
let connectionErrors = 0;

beforeAll(async () => {
  guard = guardProcess();
  redisServer = await PrivateRedis.start();
  // As bin/worker.ts connects: ioredis reconnects by itself, a command waits for it a few tries.
  redis = new Redis(redisServer.url, { maxRetriesPerRequest: 3 });
  redis.on('error', () => {
    connectionErrors += 1;
  });
  shop = await openTelegramShop({ redis, redisEnv: { REDIS_URL: redisServer.url }, keyRing: generateKeyRingEntry('restart'), logs });
});

afterAll(async () => {
  await shop.close();
  redis.disconnect();
  await redisServer.stop();
  guard.stop();
});

describe('Redis restarted in the middle of a run', () => {
  it('the bot and the worker reconnect on their own, and nothing accepted is lost', async () => {
    const orders: string[] = [];
    let commandsWhileDown = 0;
    for (let round = 0; round < RESTARTS; round += 1) {
      const before = [await shop.placeOrder(), await shop.placeOrder()];
      orders.push(...before);
      await waitFor('the alerts before the restart', () => shop.alertedEverywhere(orders), 60_000);
      // A delivery previewed before the restart, confirmed after it.
      await shop.owner.dm.command('deliver', `${before[0]} RESTART-GOODS-${round}`);
      const confirm = shop.owner.dm.findAction('Confirm delivery');
      expect(confirm).toBeDefined();

      await redisServer.kill();
      orders.push(await shop.placeOrder());
      const started = Date.now();
      const whileDown = await shop.owner.dm.send('/account');
      commandsWhileDown += 1;
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(unclearReply(whileDown)).toBeNull();
      // Redis stays down a while, as a restart takes: the outage is what is under test.
      await sleep(1_000);
      await redisServer.restart();

      await waitFor('the bot answering again', async () => /Demo/.test(textOf((await shop.owner.dm.send('/account'))[0] ?? {})), 30_000);
      await shop.owner.dm.pressAction(confirm ?? '');
      expect(shop.owner.dm.lastText()).toMatch(/handed over/);
      orders.push(await shop.placeOrder());
      await waitFor('every order alerted in both chats after the restart', () => shop.alertedEverywhere(orders), 90_000);
    }
    await drainChild(shop.worker);
    const duplicates = shop.notAlertedOnce(orders);
    recordFigures('redis-restart', {
      restarts: RESTARTS,
      orders: orders.length,
      commandsWhileDown,
      connectionErrors,
      duplicateAlerts: duplicates.length,
    });
    expect(connectionErrors).toBeGreaterThan(0);
    expect(duplicates).toEqual([]);
    expect(shop.worker.process.exitCode).toBeNull();
    expect(guard.fired).toEqual([]);
  });
});
