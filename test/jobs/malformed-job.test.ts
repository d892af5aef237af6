import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_JOBS, QUEUES } from '../../jobs/job-names.js';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';
import { duplicateRedis } from '../../src/runtime/redis-connection.js';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('malformed-job');
});

afterAll(async () => {
  await h.close();
});

const alertsFor = (chatId: string, orderId: string) => h.notifier.orderAlerts(chatId, orderId);

describe('a job whose data does not fit its schema', () => {
  it('fails once, for good, naming the fields at fault, and the worker goes on alerting', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    await h.startWorker();
    const connection = duplicateRedis(h.redis, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUES.notify, { connection, prefix: h.queuePrefix });
    try {
      // An alert queued by some other version, its order id a number and its label missing.
      const job = await queue.add(
        NOTIFY_JOBS.alert,
        { order: { accountId: seller.accountId, orderId: 42 } },
        { attempts: 5, backoff: { type: 'fixed', delay: 10 } },
      );
      const failed = await waitFor('the malformed job failed', async () =>
        (await job.getState()) === 'failed' ? queue.getJob(job.id ?? '') : false,
      );
      expect(failed?.attemptsMade).toBe(1);
      expect(failed?.failedReason).toMatch(/^malformed order-alert job data: .*order\.orderId/);
      expect(failed?.failedReason).toMatch(/order\.accountLabel/);
      expect(h.notifier.inChat(seller.ownerChat)).toHaveLength(0);

      const order = await h.placeOrder(offerId);
      await waitFor('the next real order alerted', () => alertsFor(seller.ownerChat, order.id).length === 1);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
