// What autopilot waits on before a delivery leaves: the replicas holding its record, so a
// failover cannot take the record back. A replica that stopped answering holds nothing up
// for long, and a Redis without replicas holds nothing up at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { openRedis, type RedisConnection } from '../../src/runtime/redis-connection.js';
import { replicasHold } from '../../src/runtime/redis-replication.js';
import { waitFor } from '../jobs/support/jobs-harness.js';
import { ClusterRedis } from '../reliability/support/cluster-redis.js';
import { SentinelRedis } from '../reliability/support/sentinel-redis.js';
import { createTestRedis } from '../support/test-redis.js';

let setup: SentinelRedis;
let master: RedisConnection;
let replica: Redis;
const alone = createTestRedis('redis-replication');

beforeAll(async () => {
  setup = await SentinelRedis.start();
  master = openRedis({ kind: 'url', url: `redis://127.0.0.1:${setup.masterPort}` });
  replica = new Redis(setup.replicaPort, '127.0.0.1');
});

afterAll(async () => {
  setup.thawReplica();
  master.disconnect();
  replica.disconnect();
  await setup.stop();
  await alone.cleanup();
});

describe('waiting for the replicas to hold a write', () => {
  it('answers at once on a Redis without replicas', async () => {
    await alone.redis.set(`${alone.namespace}:record`, 'first');
    expect(await replicasHold(alone.redis, `${alone.namespace}:record`, 500)).toBe(true);
  });

  it("waits on the replica of the master serving the key's slot in a cluster", async () => {
    const cluster = await ClusterRedis.start();
    const nodes = openRedis(cluster.target);
    try {
      await nodes.set('{shop}:record', 'first');
      expect(await replicasHold(nodes, '{shop}:record', 500)).toBe(true);
      const replicaPort = await cluster.replicaOf(await cluster.masterOf('{shop}:record'));
      cluster.freeze(replicaPort);
      await nodes.set('{shop}:record', 'second');
      expect(await replicasHold(nodes, '{shop}:record', 500)).toBe(false);
      cluster.thaw(replicaPort);
    } finally {
      nodes.disconnect();
      await cluster.stop();
    }
  }, 60_000);

  it('answers once the replica holds the write, and false while the replica is stuck', async () => {
    await master.set('record', 'first');
    expect(await replicasHold(master, 'record', 500)).toBe(true);
    expect(await replica.get('record')).toBe('first');

    setup.freezeReplica();
    await master.set('record', 'second');
    expect(await replicasHold(master, 'record', 500)).toBe(false);
    // A replica silent for seconds is failing: it is no longer waited for.
    await waitFor('the stuck replica left out', () => replicasHold(master, 'record', 500), 10_000);

    setup.thawReplica();
    await waitFor('the replica back in sync', async () => (await replica.get('record')) === 'second', 10_000);
    await master.set('record', 'third');
    expect(await replicasHold(master, 'record', 500)).toBe(true);
    expect(await replica.get('record')).toBe('third');
  });
});
