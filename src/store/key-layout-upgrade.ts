import type { RedisConnection } from '../runtime/redis-connection.js';
import { isCluster } from '../runtime/redis-connection.js';
import { keyScope } from './key-scope.js';

/**
 * Moves the keys of the layout before key groups (`<ns>:account:<id>`, one global set per
 * index) to the grouped layout (`<ns>:{g<n>}:account:<id>`, one set per group; see
 * key-scope.ts), so a shop connected under an earlier release keeps its account, team,
 * schedule, ledgers and sales book. Run once with the bot and the workers stopped, on the
 * single Redis they used, before any move to a cluster.
 */
export interface KeyLayoutReport {
  renamed: number;
  /** Index sets split into their groups' sets. */
  split: number;
  /** Old keys whose new name was already taken: left where they are, for a person to look at. */
  conflicts: string[];
}

// First segment after the namespace -> where the account (or person) id sits in the old name.
const ACCOUNT_SCOPED = new Set([
  'account',
  'alert-refs',
  'delivered-by',
  'sales',
  'guard',
  'order-take',
  'gift-card-units',
  'sales-book',
  'audit',
  'codes',
  'identity',
]);
const ACCOUNT_SCOPED_JOBS = new Set(['order', 'open', 'suspended', 'listings', 'delivered', 'digest']);
const GUARD_INDEXES = new Set(['pending', 'with-hours', 'with-swamped-rule']);
const DUE_SETS = new Set(['orders', 'listings', 'countdowns']);

/** The old layout is there when its global fingerprint index is: every connected shop wrote to it. */
export async function oldKeyLayoutPresent(redis: RedisConnection, namespace: string): Promise<boolean> {
  // One key per EXISTS: a cluster refuses one command over keys of two slots.
  const [fingerprints, pollable] = await Promise.all([
    redis.exists(`${namespace}:accounts:by-fingerprint`),
    redis.exists(`${namespace}:accounts:alert-enabled`),
  ]);
  return fingerprints + pollable > 0;
}

export async function upgradeKeyLayout(redis: RedisConnection, namespace: string): Promise<KeyLayoutReport> {
  if (isCluster(redis)) throw new Error('upgrade the key layout on the single Redis the earlier release used, before moving to a cluster');
  const report: KeyLayoutReport = { renamed: 0, split: 0, conflicts: [] };
  const prefix = `${namespace}:`;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) await upgradeKey(redis, namespace, key.slice(prefix.length).split(':'), key, report);
  } while (cursor !== '0');
  return report;
}

async function upgradeKey(redis: RedisConnection, namespace: string, parts: string[], key: string, report: KeyLayoutReport): Promise<void> {
  const [first, second, third] = parts;
  if (first === undefined || second === undefined || first.startsWith('{')) return;
  const rest = parts.join(':');
  if (first === 'guard' && GUARD_INDEXES.has(second) && parts.length === 2) {
    await splitSet(redis, key, (member) => `${keyScope(namespace, member)}:${rest}`, report);
  } else if (first === 'accounts' && second === 'alert-enabled') {
    await splitSortedSet(redis, key, (member) => `${keyScope(namespace, member)}:${rest}`, report);
  } else if (first === 'accounts' && second === 'by-fingerprint') {
    const entries = Object.entries(await redis.hgetall(key));
    for (const [fingerprint, accountId] of entries) await redis.hset(`${keyScope(namespace, fingerprint)}:${rest}`, fingerprint, accountId);
    await redis.del(key);
    report.split += 1;
  } else if (first === 'jobs' && second === 'due' && third !== undefined && DUE_SETS.has(third)) {
    await splitSortedSet(redis, key, (member) => `${keyScope(namespace, member.split('|')[0] ?? member)}:${rest}`, report);
  } else if (first === 'jobs' && ACCOUNT_SCOPED_JOBS.has(second) && third !== undefined) {
    await move(redis, key, `${keyScope(namespace, third)}:${rest}`, report);
  } else if (first === 'alerts' && third === 'settings') {
    await move(redis, key, `${keyScope(namespace, second)}:${rest}`, report);
  } else if (ACCOUNT_SCOPED.has(first)) {
    await move(redis, key, `${keyScope(namespace, second)}:${rest}`, report);
  }
}

async function move(redis: RedisConnection, from: string, to: string, report: KeyLayoutReport): Promise<void> {
  if ((await redis.renamenx(from, to)) === 1) report.renamed += 1;
  else report.conflicts.push(from);
}

async function splitSet(redis: RedisConnection, key: string, target: (member: string) => string, report: KeyLayoutReport): Promise<void> {
  for (const member of await redis.smembers(key)) await redis.sadd(target(member), member);
  await redis.del(key);
  report.split += 1;
}

async function splitSortedSet(
  redis: RedisConnection,
  key: string,
  target: (member: string) => string,
  report: KeyLayoutReport,
): Promise<void> {
  const flat = await redis.zrange(key, 0, -1, 'WITHSCORES');
  for (let index = 0; index + 1 < flat.length; index += 2) {
    const member = flat[index] as string;
    await redis.zadd(target(member), Number(flat[index + 1]), member);
  }
  await redis.del(key);
  report.split += 1;
}
