import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bucketFor } from '../../src/api/budget-window.js';
import { RedisBudgetStore } from '../../src/api/redis-budget-store.js';
import { pollScheduleKeys } from '../../src/store/poll-schedule.js';
import { createHawkerMetrics } from '../../src/ops/hawker-metrics.js';
import { counterValue } from '../support/metric-value.js';
import { openHarness, waitFor, type Harness } from './support/jobs-harness.js';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('failures');
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

const titled = (chatId: string, prefix: string) =>
  h.notifier.inChat(chatId).filter((message) => message.versions[0]?.title?.startsWith(prefix));
const orderAlerts = (chatId: string, orderId: string) => h.notifier.orderAlerts(chatId, orderId);

describe('marketplace failures', () => {
  it('stops polling an account whose key is revoked and tells the owner to reconnect', async () => {
    const seller = await h.seller();
    const worker = await h.startWorker();
    await waitFor(
      'the account in the poll schedule',
      async () => (await h.redis.zscore(pollScheduleKeys(h.namespace).orders.of(seller.accountId), seller.accountId)) !== null,
    );

    expect((await h.admin('DELETE', `/_sandbox/sellers/${seller.sellerId}/keys/${seller.keyId}`)).status).toBe(204);
    const [notice] = await waitFor(
      'the reconnect notice',
      () => titled(seller.ownerChat, 'Hawker can no longer reach').length > 0 && titled(seller.ownerChat, 'Hawker can no longer reach'),
    );
    expect(notice!.versions[0]!.text).toContain('/connect');
    expect((await h.stores.accounts.get(seller.accountId))?.keyStatus).toBe('invalid');
    await waitFor('the account out of the schedules', async () => {
      const schedule = pollScheduleKeys(h.namespace);
      return (
        (await h.redis.zscore(schedule.orders.of(seller.accountId), seller.accountId)) === null &&
        (await h.redis.zscore(schedule.listings.of(seller.accountId), seller.accountId)) === null
      );
    });
    await h.drain();
    expect(await h.redis.zscore(pollScheduleKeys(h.namespace).orders.of(seller.accountId), seller.accountId)).toBeNull();
    expect(titled(seller.ownerChat, 'Hawker can no longer reach')).toHaveLength(1);
    await worker.close();
  });

  it('pauses a suspended account, tells the owner, and resumes with the orders that waited', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const worker = await h.startWorker();
    await h.admin('POST', `/_sandbox/sellers/${seller.sellerId}/suspend`);
    await waitFor('the suspension notice', () => titled(seller.ownerChat, 'Your seller account is suspended').length === 1);
    expect((await h.stores.accounts.get(seller.accountId))?.keyStatus).toBe('suspended');

    await h.admin('POST', `/_sandbox/sellers/${seller.sellerId}/unsuspend`);
    const order = await h.placeOrder(offerId);
    await waitFor('alerts are back', () => titled(seller.ownerChat, 'Alerts are back on').length === 1);
    await waitFor('the order that waited', () => orderAlerts(seller.ownerChat, order.id).length === 1);
    expect((await h.stores.accounts.get(seller.accountId))?.keyStatus).toBe('ok');
    expect(titled(seller.ownerChat, 'Your seller account is suspended')).toHaveLength(1);
    await worker.close();
  });

  it('loses no alert through connection resets, 5xx and 429 answers: it retries with backoff', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const worker = await h.startWorker();
    await h.admin('POST', '/_sandbox/faults', { kind: 'reset', path_prefix: '/v1/orders/me', times: 3 });
    await h.admin('POST', '/_sandbox/faults', {
      kind: 'status',
      status: 503,
      error: 'service_unavailable',
      path_prefix: '/v1/orders/me',
      times: 3,
    });
    await h.admin('POST', '/_sandbox/faults', {
      kind: 'status',
      status: 429,
      error: 'rate_limited',
      path_prefix: '/v1/orders/me',
      times: 2,
    });
    const order = await h.placeOrder(offerId);
    await waitFor('the alert after the faults', () => orderAlerts(seller.teamChat, order.id).length === 1);
    await h.drain();
    expect(orderAlerts(seller.teamChat, order.id)).toHaveLength(1);
    expect(orderAlerts(seller.ownerChat, order.id)).toHaveLength(1);
    await h.admin('DELETE', '/_sandbox/faults');
    await worker.close();
  });
});

describe('read budget', () => {
  it('skips ticks while the key has no read left, never queues them, and alerts the order once the budget frees', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    const metrics = createHawkerMetrics();
    const readsPerWindow = 4;
    const windowMs = 3_000;
    const worker = await h.startWorker({ listingWatchIntervalMs: 3_600_000 }, { limits: { readsPerWindow, windowMs }, metrics });
    await waitFor('ticks skipped on the spent budget', async () => (await counterValue(metrics.polls, { outcome: 'skipped_budget' })) > 0);
    const order = await h.placeOrder(offerId);
    await waitFor('the alert once reads are free again', () => orderAlerts(seller.ownerChat, order.id).length === 1);
    await h.drain();
    expect(orderAlerts(seller.ownerChat, order.id)).toHaveLength(1);
    const log = `${h.namespace}:budget:{${await h.stores.accounts.fingerprint(seller.apiKey)}}:reads`;
    expect(await h.redis.exists(log)).toBe(1);
    const window = {
      budget: 'reads',
      key: log,
      limit: readsPerWindow,
      windowMs,
      retainMs: windowMs,
      bucketMs: bucketFor(windowMs),
    } as const;
    expect((await RedisBudgetStore.on(h.redis).usage(window)).used).toBeLessThanOrEqual(readsPerWindow);
    await worker.close();
  });
});

describe('chat failures', () => {
  it('waits out a chat platform 429 and still sends the alert once', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    h.notifier.rateLimit(seller.teamChat, 2, 200);
    const worker = await h.startWorker();
    const order = await h.placeOrder(offerId);
    await waitFor('the alert after the 429s', () => orderAlerts(seller.teamChat, order.id).length === 1);
    await h.drain();
    expect(orderAlerts(seller.teamChat, order.id)).toHaveLength(1);
    expect(orderAlerts(seller.ownerChat, order.id)).toHaveLength(1);
    await worker.close();
  });

  it('switches off a chat the bot was removed from and tells the owner, instead of retrying forever', async () => {
    const seller = await h.seller();
    const offerId = await h.manualListing(seller);
    h.notifier.removeChat(seller.teamChat);
    const worker = await h.startWorker();
    const first = await h.placeOrder(offerId);
    await waitFor('the owner told', () => titled(seller.ownerChat, 'Alerts switched off for one chat').length === 1);
    await waitFor('the private alert', () => orderAlerts(seller.ownerChat, first.id).length === 1);
    const targets = await h.stores.alertSettings.targetsFor(seller.accountId);
    expect(targets.map((target) => target.id)).toEqual([seller.ownerChat]);

    const second = await h.placeOrder(offerId);
    await waitFor('the next alert', () => orderAlerts(seller.ownerChat, second.id).length === 1);
    await h.drain();
    expect(titled(seller.ownerChat, 'Alerts switched off for one chat')).toHaveLength(1);
    expect(h.notifier.inChat(seller.teamChat)).toHaveLength(0);
    await worker.close();
  });
});
