import { Cluster, Redis, type RedisOptions } from 'ioredis';

interface RedisAddress {
  host: string;
  port: number;
}

/**
 * Where Hawker's Redis is: one server by URL, the master a set of Sentinels names
 * (ioredis asks them for the master and asks again after a failover), or a Redis
 * Cluster reached through any of its nodes (ioredis learns the slot map from them and
 * follows MOVED and failovers).
 */
export type RedisTarget =
  | { kind: 'url'; url: string; tls?: RedisTls }
  | { kind: 'sentinel'; sentinels: RedisAddress[]; name: string; password?: string; sentinelPassword?: string; tls?: RedisTls }
  | { kind: 'cluster'; nodes: RedisAddress[]; password?: string; tls?: RedisTls };

/**
 * Present: every connection (to the one server, to the Sentinels and the master they
 * name, to each cluster node) is TLS, verified against `ca` (Node's trusted roots when
 * absent), with a client certificate when the servers ask for one (PEM contents).
 */
export interface RedisTls {
  ca?: Buffer;
  cert?: Buffer;
  key?: Buffer;
}

/**
 * A connection to any of the three: the commands, scripts, MULTI and pipelines Hawker
 * uses are the same on both classes. In a cluster every MULTI, pipeline and script
 * keeps its keys in one slot (see docs/jobs.md, "Redis keys").
 */
export type RedisConnection = Redis | Cluster;

/**
 * One connection to the target; every process opens its Redis here, and BullMQ's connections are duplicates of it.
 * None is auto-pipelined: the worker's busiest scripts already go out one per turn (`SameTurnBatch`), and
 * ioredis keeps one auto-pipeline in flight per connection, so a batch made while one was out waited for
 * all of it to come back and an extra turn besides; the worker spent about a fifth more CPU with it at
 * 10,000 shops every 3 s (docs/performance.md, issue #31's sixth pass).
 */
export function openRedis(target: RedisTarget, options: RedisOptions = {}): RedisConnection {
  const tls = target.tls === undefined ? {} : { tls: { ...target.tls } };
  if (target.kind === 'url') return new Redis(target.url, { ...options, ...tls });
  const password = target.password === undefined ? {} : { password: target.password };
  if (target.kind === 'sentinel') {
    return new Redis({
      ...options,
      sentinels: target.sentinels,
      name: target.name,
      ...password,
      ...(target.sentinelPassword === undefined ? {} : { sentinelPassword: target.sentinelPassword }),
      // ioredis keeps `tls` for the master only with this flag; the Sentinels take theirs apart.
      ...(target.tls === undefined ? {} : { ...tls, enableTLSForSentinelMode: true, sentinelTLS: { ...target.tls } }),
    });
  }
  return new Cluster(target.nodes, {
    redisOptions: { ...options, ...password, ...tls },
    ...(options.lazyConnect === undefined ? {} : { lazyConnect: options.lazyConnect }),
    // ioredis resolves the configured nodes' names to addresses before connecting, and
    // the TLS check would then hold the certificate against an IP address it does not
    // name: with TLS the nodes are reached by the names they were given.
    ...(target.tls === undefined
      ? {}
      : { dnsLookup: (address: string, done: (error: null, address: string) => void) => done(null, address) }),
    // A failover moves slots: commands wait for the new map instead of failing at once.
    retryDelayOnFailover: 200,
    retryDelayOnClusterDown: 300,
    // ioredis's cluster ready check (CLUSTER INFO) reconnects when it reads
    // `cluster_state:fail` and never settles the connect() that ran it. BullMQ awaits
    // that connect() when it resets a worker's blocking connection, so a reset during a
    // failover parked the worker for good. Without the check connect() settles on the
    // slot map, and a command sent while a shard is down is retried on CLUSTERDOWN.
    enableReadyCheck: false,
  });
}

/** The masters to visit for a keyspace walk: the one server, or every master of the cluster. */
export function mastersOf(redis: RedisConnection): Redis[] {
  return redis instanceof Cluster ? redis.nodes('master') : [redis];
}

export function isCluster(redis: RedisConnection): redis is Cluster {
  return redis instanceof Cluster;
}

/** A second connection to the same Redis with other options (BullMQ wants `maxRetriesPerRequest: null`). */
export function duplicateRedis(redis: RedisConnection, options: RedisOptions): RedisConnection {
  if (redis instanceof Cluster) return redis.duplicate(undefined, { redisOptions: { ...redis.options.redisOptions, ...options } });
  return redis.duplicate(options);
}
