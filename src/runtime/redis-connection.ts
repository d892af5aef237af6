import { Redis, type RedisOptions } from 'ioredis';

export interface SentinelAddress {
  host: string;
  port: number;
}

/**
 * Where Hawker's Redis is: one server by URL, or the master a set of Sentinels names
 * (ioredis asks them for the master and asks again after a failover).
 */
export type RedisTarget =
  { kind: 'url'; url: string } | { kind: 'sentinel'; sentinels: SentinelAddress[]; name: string; password?: string };

/** One connection to the target; every process opens its Redis here, and BullMQ's connections are duplicates of it. */
export function openRedis(target: RedisTarget, options: RedisOptions = {}): Redis {
  if (target.kind === 'url') return new Redis(target.url, options);
  return new Redis({
    ...options,
    sentinels: target.sentinels,
    name: target.name,
    ...(target.password === undefined ? {} : { password: target.password }),
  });
}
