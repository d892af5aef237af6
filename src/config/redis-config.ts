import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RedisTarget, RedisTls } from '../runtime/redis-connection.js';
import { ConfigError } from './config-error.js';
import { booleanFlag, optional, required, type Read } from './env-read.js';

const addressList = z
  .string()
  .transform((text) => text.split(',').map((part) => part.trim()))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[^\s:]+:\d{1,5}$/)
          .transform((part) => {
            const at = part.lastIndexOf(':');
            return { host: part.slice(0, at), port: Number(part.slice(at + 1)) };
          }),
      )
      .min(1),
  );

/**
 * `REDIS_URL` (one server), `REDIS_SENTINELS` with `REDIS_SENTINEL_NAME`, or
 * `REDIS_CLUSTER_NODES` (with `REDIS_PASSWORD` when Redis asks for one): exactly one of
 * them, so nobody runs on the wrong Redis by accident. TLS (`rediss://` or `REDIS_TLS`)
 * covers every connection of the three; its files are read here, at start.
 */
export function readRedisTarget(read: Read): RedisTarget {
  const url = optional(read, 'REDIS_URL', z.url({ protocol: /^rediss?$/ }), 'a redis:// or rediss:// address');
  const sentinels = optional(read, 'REDIS_SENTINELS', addressList, 'host:port pairs separated by commas (10.0.0.1:26379,10.0.0.2:26379)');
  const clusterNodes = optional(
    read,
    'REDIS_CLUSTER_NODES',
    addressList,
    'host:port pairs separated by commas (10.0.0.1:6379,10.0.0.2:6379)',
  );
  const password = read('REDIS_PASSWORD');
  const withPassword = password === undefined ? {} : { password };
  const sentinelPassword = read('REDIS_SENTINEL_PASSWORD');
  if (sentinelPassword !== undefined && sentinels === undefined)
    throw new ConfigError('REDIS_SENTINEL_PASSWORD', 'is the Sentinels’ own password: set it only with REDIS_SENTINELS');
  const tls = redisTls(read, url);
  const withTls = tls === undefined ? {} : { tls };
  if (clusterNodes !== undefined) {
    if (url !== undefined) throw new ConfigError('REDIS_CLUSTER_NODES', 'and REDIS_URL are two ways to Redis: set one of them');
    if (sentinels !== undefined) throw new ConfigError('REDIS_CLUSTER_NODES', 'and REDIS_SENTINELS are two ways to Redis: set one of them');
    return { kind: 'cluster', nodes: clusterNodes, ...withPassword, ...withTls };
  }
  if (sentinels === undefined) return { kind: 'url', url: url ?? 'redis://127.0.0.1:6379', ...withTls };
  if (url !== undefined) throw new ConfigError('REDIS_SENTINELS', 'and REDIS_URL are two ways to one Redis: set one of them');
  const name = required(
    read,
    'REDIS_SENTINEL_NAME',
    z.string().min(1),
    'the master name the Sentinels monitor (mymaster)',
    'with REDIS_SENTINELS',
  );
  return {
    kind: 'sentinel',
    sentinels,
    name,
    ...withPassword,
    ...(sentinelPassword === undefined ? {} : { sentinelPassword }),
    ...withTls,
  };
}

const TLS_FILES = { ca: 'REDIS_TLS_CA_FILE', cert: 'REDIS_TLS_CERT_FILE', key: 'REDIS_TLS_KEY_FILE' } as const;

/**
 * Undefined: plain TCP. A `rediss://` REDIS_URL means TLS, and so does REDIS_TLS=true for
 * Sentinel and Cluster (which have no URL); the CA and client certificate files only
 * make sense with it.
 */
function redisTls(read: Read, url: string | undefined): RedisTls | undefined {
  const flag = optional(read, 'REDIS_TLS', booleanFlag, 'true or false');
  const urlSaysTls = url === undefined ? undefined : url.startsWith('rediss://');
  if (flag !== undefined && urlSaysTls !== undefined && flag !== urlSaysTls)
    throw new ConfigError(
      'REDIS_TLS',
      `is ${String(flag)} but REDIS_URL starts with ${urlSaysTls ? 'rediss' : 'redis'}://: say TLS once, in REDIS_URL`,
    );
  const enabled = flag ?? urlSaysTls ?? false;
  const paths = Object.fromEntries(Object.entries(TLS_FILES).map(([field, name]) => [field, read(name)] as const));
  if (!enabled) {
    const stray = Object.values(TLS_FILES).find((name) => read(name) !== undefined);
    if (stray !== undefined)
      throw new ConfigError(stray, 'is set but Redis is reached without TLS: set REDIS_TLS=true, or use rediss:// in REDIS_URL');
    return undefined;
  }
  if ((paths.cert === undefined) !== (paths.key === undefined))
    throw new ConfigError(
      paths.cert === undefined ? TLS_FILES.cert : TLS_FILES.key,
      'and its pair are the client certificate: set both REDIS_TLS_CERT_FILE and REDIS_TLS_KEY_FILE, or neither',
    );
  const tls: RedisTls = {};
  for (const [field, name] of Object.entries(TLS_FILES) as [keyof RedisTls, string][]) {
    const path = paths[field];
    if (path !== undefined) tls[field] = pemFile(name, path);
  }
  return tls;
}

function pemFile(variable: string, path: string): Buffer {
  let contents: Buffer;
  try {
    contents = readFileSync(path);
  } catch (error) {
    throw new ConfigError(variable, `cannot be read: ${path} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
  if (!contents.includes('-----BEGIN ')) throw new ConfigError(variable, `must name a PEM file (-----BEGIN ...): ${path} is not one`);
  return contents;
}
