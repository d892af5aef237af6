// A Redis Cluster shard gone silent, master and replica at once (both SIGSTOPped, as a
// frozen machine or a cut network looks): the cluster reports itself failing and
// nothing can take the shard over. The shard holding BullMQ's queues is the one that
// matters: the worker's blocking reads hang on it, and BullMQ reconnects them while the
// cluster is failing. Once the shard answers again the worker must go on by itself:
// every order placed before, during and after the outage alerted exactly once in both
// chats, with no restart.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuePrefix } from '../../jobs/job-keys.js';
import { QUEUES } from '../../jobs/job-names.js';
import { waitFor } from '../jobs/support/jobs-harness.js';
import { drainChild } from './support/child-workers.js';
import { openClusterShop, type ClusterShop } from './support/cluster-shop.js';
import { recordFigures } from './support/figures.js';

/** Long enough for BullMQ's watchdog to give up on a blocking read and reconnect more than once. */
const OUTAGE_MS = 10_000;

let setup: ClusterShop;

beforeAll(async () => {
  setup = await openClusterShop('cluster-outage');
}, 90_000);

afterAll(() => setup.close());

describe('the Redis Cluster shard holding the queues silent for a while, master and replica', () => {
  it('alerts every order exactly once in both chats once the shard answers again, without a restart', async () => {
    const { cluster, shop, guard } = setup;
    const orders = [await shop.placeOrder()];
    await waitFor('the alert before the outage', () => shop.alertedEverywhere(orders), 60_000);

    const master = await cluster.masterOf(`${queuePrefix('hawker')}:${QUEUES.sweep}:meta`);
    const replica = await cluster.replicaOf(master);
    expect(replica).toBeGreaterThan(0);
    cluster.freeze(master);
    cluster.freeze(replica);
    await waitFor('the cluster failing', async () => (await cluster.state()) === 'fail', 30_000);
    orders.push(await shop.placeOrder());
    // The outage's length is what is under test: the shard stays silent this long, whatever the worker does meanwhile.
    await sleep(OUTAGE_MS);
    cluster.thaw(master);
    cluster.thaw(replica);
    const thawedAt = Date.now();
    await waitFor('the cluster ok again', async () => (await cluster.state()) === 'ok', 30_000);

    orders.push(await shop.placeOrder());
    await waitFor('every order alerted in both chats after the outage', () => shop.alertedEverywhere(orders), 60_000);
    const alertedAt = Date.now();
    await drainChild(shop.worker);

    const duplicates = shop.notAlertedOnce(orders);
    recordFigures('cluster-shard-outage', {
      orders: orders.length,
      outageMs: OUTAGE_MS,
      alertedAfterThawMs: alertedAt - thawedAt,
      duplicateAlerts: duplicates.length,
    });
    expect(duplicates).toEqual([]);
    expect(shop.worker.process.exitCode).toBeNull();
    expect(guard.fired).toEqual([]);
  });
});
