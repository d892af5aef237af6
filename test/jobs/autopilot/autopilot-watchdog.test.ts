// The watchdog under autopilot: an order handed to autopilot reaches people loudly, with the
// reason, once autopilot should have been done with it and is not (its job never finishes:
// a worker down or crash-looping), never before; autopilot, late, then delivers nothing. A
// quick delivery is left alone. The real worker on the sandbox, its queues on the real Redis.
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { autopilotWatchdogJobId, QUEUES } from '../../../jobs/job-names.js';
import { AUTOPILOT_CLAIM_HOLDER, orderClaimKey } from '../../../src/store/order-claim.js';
import { duplicateRedis } from '../../../src/runtime/redis-connection.js';
import { openHarness, waitFor, type Harness } from '../support/jobs-harness.js';
import { autopilotViews } from './support/autopilot-views.js';
import { poolShops } from './support/pool-shop.js';

let h: Harness;
let autopilotQueue: Queue;
let notifyQueue: Queue;

beforeAll(async () => {
  h = await openHarness('autopilot-watchdog');
  const connection = duplicateRedis(h.redis, { maxRetriesPerRequest: null });
  autopilotQueue = new Queue(QUEUES.autopilot, { connection, prefix: h.queuePrefix });
  notifyQueue = new Queue(QUEUES.notify, { connection, prefix: h.queuePrefix });
});

afterEach(async () => {
  await autopilotQueue.resume();
  await h.closeWorkers();
});

afterAll(async () => {
  await autopilotQueue.close();
  await notifyQueue.close();
  await h.close();
});

const { buyerGoods, teamAlert } = autopilotViews(() => h);

/** How long autopilot may take in these tests; deliveries wait 200 ms, so a pool's own retries are over in 1.2 s. */
const WATCHDOG_MS = 3_000;
const WORKER = [{ autopilotWatchdogMs: WATCHDOG_MS }, { deliverTimeoutMs: 200 }] as const;

// The sandbox's manual listings give an order two hours to its deadline.
const { shopOnAutopilot, orderMessages } = poolShops(() => h);

describe('the watchdog of an order on autopilot', () => {
  it('gives the order to people loudly, with the reason, when autopilot has not finished by its time, and not before', async () => {
    const { seller, offerId } = await shopOnAutopilot(['STUCK-CODE-1']);
    // Autopilot's worker never runs its job, as when it crashes on it again and again.
    await autopilotQueue.pause();
    await h.startWorker(...WORKER);
    const order = await h.placeOrder(offerId);
    const watchdog = await waitFor('the order handed to autopilot', () =>
      notifyQueue.getJob(autopilotWatchdogJobId(seller.accountId, order.id)),
    );
    expect(orderMessages(seller, order.id)).toEqual([]);

    const alert = await teamAlert(seller, order.id);
    const alertedAfter = Date.now() - watchdog.timestamp;
    expect(alertedAfter).toBeGreaterThanOrEqual(WATCHDOG_MS);
    expect(alertedAfter).toBeLessThan(WATCHDOG_MS + 5_000);
    expect(alert.silent).toBe(false);
    expect(alert.versions[0]?.text).toContain('Autopilot did not deliver: it has not finished with this order in 1 min.');
    expect(alert.versions[0]?.buttons?.flat().map((button) => button.label)).toContain('Deliver');

    // Autopilot comes back late: the order is people's, so it delivers nothing and holds nothing.
    await autopilotQueue.resume();
    await h.drain();
    expect(buyerGoods(order.id)).toEqual([]);
    expect(await h.stores.pools.get(seller.accountId, 'steam')).toMatchObject({ available: 1, held: 0 });
    expect(await h.stores.claims.holder(orderClaimKey(seller.accountId, order.id))).not.toBe(AUTOPILOT_CLAIM_HOLDER);
    expect(h.notifier.orderAlerts(seller.teamChat, order.id)).toHaveLength(1);
    expect((await h.stores.autopilot.lastFailure(seller.accountId, offerId))?.reason).toBe('autopilot-why-stalled');
  });

  it('leaves an order autopilot delivered alone: one quiet post, one delivery', async () => {
    const { seller, offerId } = await shopOnAutopilot(['QUICK-CODE-1']);
    await h.startWorker(...WORKER);
    const order = await h.placeOrder(offerId);
    await waitFor('the order delivered', () => (buyerGoods(order.id) as unknown[]).length === 1);
    const watchdog = await waitFor('the watchdog', () => notifyQueue.getJob(autopilotWatchdogJobId(seller.accountId, order.id)));
    await waitFor('the watchdog done', async () => (await watchdog.getState()) === 'completed', WATCHDOG_MS + 10_000);
    await h.drain();

    const messages = orderMessages(seller, order.id);
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(message.silent).toBe(true);
      expect(h.notifier.latest(message).text).toMatch(/^Delivered by autopilot in/);
    }
    expect(buyerGoods(order.id)).toHaveLength(1);
    expect(await h.stores.autopilot.lastFailure(seller.accountId, offerId)).toBeNull();
  });
});
