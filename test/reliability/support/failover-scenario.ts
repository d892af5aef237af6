import { expect } from 'vitest';
import { waitFor } from '../../jobs/support/jobs-harness.js';
import { textOf } from '../../support/test-adapter.js';
import { AutopilotOrders } from './autopilot-orders.js';
import { drainChild } from './child-workers.js';
import { recordFigures } from './figures.js';
import type { TelegramShop } from './telegram-shop.js';

/** The Redis setup under test: how to take its master away and how to see the promotion. */
export interface MasterFailure {
  /** Kills the master (SIGKILL) once its replica holds every acknowledged write. */
  kill(): Promise<void>;
  /** The replica serves as master now. */
  promoted(): Promise<boolean>;
}

/**
 * What both failover tests (Sentinel and Cluster) check: orders before, during and after
 * a master's death, a delivery previewed before and confirmed after. Every order is
 * alerted exactly once in both chats, the delivery is made once, and the bot answers
 * within 10 s of the promotion. Meanwhile a listing on autopilot from a pool gets an
 * order every quarter second from before the death until the bot answers again: each is
 * delivered by one request with its own codes, and the pool loses none.
 */
export async function runMasterFailover(shop: TelegramShop, failure: MasterFailure, figuresName: string): Promise<void> {
  const autopilot = await AutopilotOrders.open(shop);
  const orders = [await shop.placeOrder(), await shop.placeOrder()];
  await autopilot.place();
  await autopilot.place();
  await waitFor('the alerts before the failover', () => shop.alertedEverywhere(orders), 60_000);
  await waitFor('autopilot delivering before the failover', async () => (await autopilot.undelivered()).length === 0, 60_000);
  await shop.owner.dm.command('deliver', `${orders[0]} FAILOVER-GOODS-1`);
  const confirm = shop.owner.dm.findAction('Confirm delivery');
  expect(confirm).toBeDefined();

  autopilot.startStream();
  await waitFor('autopilot orders under way', () => autopilot.placed.length >= 6, 10_000);
  const killedAt = Date.now();
  await failure.kill();
  // Orders keep coming while there is no master.
  orders.push(await shop.placeOrder(), await shop.placeOrder());
  await waitFor('the replica promoted', () => failure.promoted(), 30_000);
  const promotedAt = Date.now();
  await waitFor('the bot answering again', async () => /Demo/.test(textOf((await shop.owner.dm.send('/account'))[0] ?? {})), 30_000);
  const answeredAt = Date.now();
  expect(answeredAt - promotedAt).toBeLessThan(10_000);
  await autopilot.stopStream();

  await shop.owner.dm.pressAction(confirm ?? '');
  expect(shop.owner.dm.lastText()).toMatch(/handed over/);
  orders.push(await shop.placeOrder());
  await autopilot.place();
  await waitFor('every order alerted in both chats after the failover', () => shop.alertedEverywhere(orders), 90_000);
  await autopilot.settled(90_000);
  await drainChild(shop.worker);

  const duplicates = shop.notAlertedOnce(orders);
  recordFigures(figuresName, {
    orders: orders.length,
    promotionMs: promotedAt - killedAt,
    answerAfterPromotionMs: answeredAt - promotedAt,
    duplicateAlerts: duplicates.length,
    autopilotOrders: autopilot.placed.length,
    autopilotCodesDelivered: await autopilot.expectExactlyOnce(),
  });
  expect(duplicates).toEqual([]);
  expect(shop.sandbox.core.state.orders.get(orders[0] ?? '')?.status).toBe('delivered');
  expect(shop.worker.process.exitCode).toBeNull();
}
