// What autopilot waits on before a delivery leaves: the replicas holding its record, so a
// failover cannot take the record back. A replica that stopped answering holds nothing up
// for long, and a Redis without replicas holds nothing up at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { openRedis, type RedisConnection } from '../../src/runtime/redis-connection.js';
import { replicasHold } from '../../src/runtime/redis-replication.js';
import { waitFor } from '../jobs/support/jobs-harness.js';
import { ClusterRedis } from './support/cluster-redis.js';
import { SentinelRedis } from './support/sentinel-redis.js';
import { createTestRedis } from '../support/test-redis.js';

/** How long a healthy replica may take to acknowledge on a machine busy with other suites. */
const HEALTHY_WAIT_MS = 5_000;

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

/**
 * Every replica of the master on `port` acknowledged within the last second: frozen now, it
 * is still one Hawker waits for (a loaded machine may have delayed its last acknowledgement).
 */
async function acknowledgedJustNow(port: number): Promise<void> {
  const probe = new Redis(port, '127.0.0.1');
  try {
    await waitFor(
      'a fresh acknowledgement from the replica',
      async () => {
        const lags = [...(await probe.info('replication')).matchAll(/^slave\d+:.*lag=(\d+)/gm)].map((match) => Number(match[1]));
        return lags.length > 0 && lags.every((lag) => lag === 0);
      },
      10_000,
    );
  } finally {
    probe.disconnect();
  }
}

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
      // WAIT answers as soon as the replica acknowledges: the long timeout only keeps a loaded machine from failing this.
      expect(await replicasHold(nodes, '{shop}:record', HEALTHY_WAIT_MS)).toBe(true);
      // With a one-second node timeout a loaded machine can fail a master over between two
      // reads of the topology; the stuck-replica case is only meaningful on one that held still.
      let held: boolean | null = null;
      for (let attempt = 0; attempt < 3 && held === null; attempt += 1) held = await writeWithReplicaFrozen(cluster, nodes);
      expect(held).toBe(false);
    } finally {
      nodes.disconnect();
      await cluster.stop();
    }
  }, 90_000);

  it('answers once the replica holds the write, and false while the replica is stuck', async () => {
    await master.set('record', 'first');
    expect(await replicasHold(master, 'record', HEALTHY_WAIT_MS)).toBe(true);
    expect(await replica.get('record')).toBe('first');

    await acknowledgedJustNow(setup.masterPort);
    setup.freezeReplica();
    await master.set('record', 'second');
    expect(await replicasHold(master, 'record', 500)).toBe(false);
    // A replica silent for seconds is failing: it is no longer waited for.
    await waitFor('the stuck replica left out', () => replicasHold(master, 'record', 500), 20_000);

    setup.thawReplica();
    await waitFor('the replica back in sync', async () => (await replica.get('record')) === 'second', 10_000);
    await master.set('record', 'third');
    expect(await replicasHold(master, 'record', HEALTHY_WAIT_MS)).toBe(true);
    expect(await replica.get('record')).toBe('third');
  });
});

/**
 * Freezes the replica of the master serving the key, writes, and asks whether the replicas
 * hold the write; null when the key's master or its replica changed meanwhile (a failover).
 */
async function writeWithReplicaFrozen(cluster: ClusterRedis, nodes: RedisConnection): Promise<boolean | null> {
  const masterPort = await cluster.masterOf('{shop}:record');
  const replicaPort = await cluster.replicaOf(masterPort);
  await acknowledgedJustNow(masterPort);
  cluster.freeze(replicaPort);
  let held: boolean;
  try {
    await nodes.set('{shop}:record', 'second');
    held = await replicasHold(nodes, '{shop}:record', 500);
  } finally {
    cluster.thaw(replicaPort);
  }
  const stillMaster = await cluster.masterOf('{shop}:record');
  const stillReplica = await cluster.replicaOf(stillMaster);
  return stillMaster === masterPort && stillReplica === replicaPort ? held : null;
}
