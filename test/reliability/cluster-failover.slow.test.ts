// A three-master Redis Cluster with a replica each; the master serving the shop's slot is
// killed (SIGKILL) under a stream of orders. The cluster promotes its replica, the bot
// and a worker process follow the new slot map on their own, no alert is lost or sent
// twice, a delivery confirmed across the failover is made once, and the bot answers
// again within 10 s of the promotion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRecordKey } from '../../src/store/records.js';
import { openClusterShop, type ClusterShop } from './support/cluster-shop.js';
import { runMasterFailover } from './support/failover-scenario.js';

let setup: ClusterShop;

beforeAll(async () => {
  setup = await openClusterShop('cluster');
}, 90_000);

afterAll(() => setup.close());

describe("the master of a shop's slot failing over to its replica in a Redis Cluster", () => {
  it('loses no alert, doubles nothing, and the bot answers within 10 s of the promotion', async () => {
    const { cluster, shop, guard } = setup;
    const shopKey = accountRecordKey('hawker', shop.accountId);
    const master = await cluster.masterOf(shopKey);
    await runMasterFailover(
      shop,
      {
        kill: async () => {
          expect(await cluster.replicaCaughtUp(master)).toBe(true);
          await cluster.kill(master);
        },
        promoted: async () => ![0, master].includes(await cluster.masterOf(shopKey)),
      },
      'cluster-failover',
    );
    expect(guard.fired).toEqual([]);
  });
});
