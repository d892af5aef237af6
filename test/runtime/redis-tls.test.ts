import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRedisTarget } from '../../src/config/redis-config.js';
import { isCluster, openRedis, type RedisConnection } from '../../src/runtime/redis-connection.js';
import { freePort } from '../reliability/support/private-redis.js';
import { startRedisServerChild, type RedisServerChild } from '../support/redis-server-child.js';
import { createThrowawayCa, type IssuedCertificate, type ThrowawayCa } from '../support/throwaway-ca.js';

// Redis over TLS, through Sentinel with its own password, and as a TLS cluster: real
// redis-server children on free loopback ports, with a CA made for this run.
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'hawker-redis-tls-'));
const servers: RedisServerChild[] = [];
const clients: RedisConnection[] = [];
let ca: ThrowawayCa;
let rogueCa: ThrowawayCa;
let serverCert: IssuedCertificate;
let clientCert: IssuedCertificate;

beforeAll(async () => {
  [ca, rogueCa] = await Promise.all([createThrowawayCa(dir, 'hawker-test-ca'), createThrowawayCa(dir, 'rogue-ca')]);
  [serverCert, clientCert] = await Promise.all([
    ca.issue('server', { dns: ['localhost'], ip: ['127.0.0.1'] }),
    ca.issue('client', { dns: ['hawker'] }),
  ]);
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(dir, { recursive: true, force: true });
});

/** A redis-server answering TLS only (no plain port), asking clients for a certificate from the CA unless told otherwise. */
function tlsServerArgs(port: number, cert: IssuedCertificate, extra: string[] = []): string[] {
  return [
    '--port',
    '0',
    '--tls-port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--tls-cert-file',
    cert.certFile,
    '--tls-key-file',
    cert.keyFile,
    '--tls-ca-cert-file',
    ca.caFile,
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
    ...extra,
  ];
}

async function startTlsServer(
  name: string,
  extra: string[] = [],
  cert: IssuedCertificate = serverCert,
  authority: ThrowawayCa = ca,
): Promise<RedisServerChild> {
  const port = await freePort();
  const server = await startRedisServerChild(dir, name, port, tlsServerArgs(port, cert, ['--dbfilename', `${name}.rdb`, ...extra]), {
    tls: probeTls(authority),
    ...passwordOf(extra),
  });
  servers.push(server);
  return server;
}

/** How the test itself checks that a server it started answers: every certificate here names `localhost`. */
function probeTls(authority: ThrowawayCa) {
  return {
    ca: readFileSync(authority.caFile),
    cert: readFileSync(clientCert.certFile),
    key: readFileSync(clientCert.keyFile),
    servername: 'localhost',
  };
}

function passwordOf(args: string[]): { password?: string } {
  const at = args.indexOf('--requirepass');
  return at === -1 ? {} : { password: args[at + 1] ?? '' };
}

/** Opens Hawker's connection from environment variables, as every process does. */
function connectAs(env: Record<string, string>): RedisConnection {
  const redis = openRedis(
    readRedisTarget((name) => env[name]),
    { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null, sentinelRetryStrategy: () => null },
  );
  redis.on('error', () => undefined);
  clients.push(redis);
  return redis;
}

async function roundTrip(redis: RedisConnection, key: string): Promise<string | null> {
  await redis.connect();
  await redis.set(key, 'over tls');
  return redis.get(key);
}

describe('Redis over TLS', () => {
  it('reaches a TLS-only Redis with REDIS_URL=rediss://, the CA in REDIS_TLS_CA_FILE and a client certificate', async () => {
    const server = await startTlsServer('standalone');
    const redis = connectAs({
      REDIS_URL: `rediss://127.0.0.1:${server.port}`,
      REDIS_TLS_CA_FILE: ca.caFile,
      REDIS_TLS_CERT_FILE: clientCert.certFile,
      REDIS_TLS_KEY_FILE: clientCert.keyFile,
    });
    expect(await roundTrip(redis, 'hawker-tls:standalone')).toBe('over tls');
  });

  it('refuses a Redis whose certificate the CA did not sign', async () => {
    const impostorCert = await rogueCa.issue('impostor', { dns: ['localhost'], ip: ['127.0.0.1'] });
    const impostor = await startTlsServer('impostor', ['--tls-auth-clients', 'no'], impostorCert, rogueCa);
    const redis = connectAs({ REDIS_URL: `rediss://127.0.0.1:${impostor.port}`, REDIS_TLS_CA_FILE: ca.caFile });
    const refused = new Promise<Error>((resolve) => redis.once('error', resolve));
    await expect(roundTrip(redis, 'hawker-tls:impostor')).rejects.toThrow();
    expect((await refused).message).toMatch(/self-signed certificate in certificate chain|unable to verify/);
  });

  it('finds the master through a TLS Sentinel that has its own password (REDIS_SENTINEL_PASSWORD)', async () => {
    const master = await startTlsServer('sentinel-master', ['--requirepass', 'master-pw', '--tls-replication', 'yes']);
    const sentinelPort = await freePort();
    const config = join(dir, 'sentinel.conf');
    writeFileSync(
      config,
      [`sentinel monitor hawker 127.0.0.1 ${master.port} 1`, 'sentinel auth-pass hawker master-pw', 'requirepass sentinel-pw', ''].join(
        '\n',
      ),
    );
    const sentinel = await startRedisServerChild(
      dir,
      'sentinel',
      sentinelPort,
      [config, '--sentinel', ...tlsServerArgs(sentinelPort, serverCert, ['--tls-replication', 'yes'])],
      { tls: probeTls(ca), password: 'sentinel-pw' },
    );
    servers.push(sentinel);
    const env = {
      REDIS_SENTINELS: `127.0.0.1:${sentinel.port}`,
      REDIS_SENTINEL_NAME: 'hawker',
      REDIS_PASSWORD: 'master-pw',
      REDIS_SENTINEL_PASSWORD: 'sentinel-pw',
      REDIS_TLS: 'true',
      REDIS_TLS_CA_FILE: ca.caFile,
      REDIS_TLS_CERT_FILE: clientCert.certFile,
      REDIS_TLS_KEY_FILE: clientCert.keyFile,
    };
    const redis = connectAs(env);
    expect(await roundTrip(redis, 'hawker-tls:sentinel')).toBe('over tls');
    // The Sentinel named the master: the connection landed on its TLS port.
    const [, tlsPort] = (await redis.call('CONFIG', 'GET', 'tls-port')) as [string, string];
    expect(Number(tlsPort)).toBe(master.port);
  });

  it('works on a TLS Redis Cluster reached by host name (tls-cluster yes, REDIS_TLS=true)', async () => {
    // The nodes' certificate names `localhost` only: a check against 127.0.0.1 would fail.
    const nodeCert = await ca.issue('cluster-node', { dns: ['localhost'] });
    const nodes: RedisServerChild[] = [];
    for (let index = 1; index <= 3; index += 1) {
      const busPort = await freePort();
      nodes.push(
        await startTlsServer(
          `cluster-${index}`,
          [
            '--cluster-enabled',
            'yes',
            '--cluster-config-file',
            join(dir, `cluster-${index}.conf`),
            '--cluster-port',
            String(busPort),
            '--cluster-node-timeout',
            '2000',
            '--tls-cluster',
            'yes',
            '--tls-replication',
            'yes',
            '--cluster-announce-hostname',
            'localhost',
            '--cluster-preferred-endpoint-type',
            'hostname',
          ],
          nodeCert,
        ),
      );
    }
    const tlsFlags = ['--tls', '--cacert', ca.caFile, '--cert', clientCert.certFile, '--key', clientCert.keyFile];
    await run('redis-cli', [...tlsFlags, '--cluster', 'create', ...nodes.map((node) => `127.0.0.1:${node.port}`), '--cluster-yes']);
    const redis = connectAs({
      REDIS_CLUSTER_NODES: nodes.map((node) => `localhost:${node.port}`).join(','),
      REDIS_TLS: 'true',
      REDIS_TLS_CA_FILE: ca.caFile,
      REDIS_TLS_CERT_FILE: clientCert.certFile,
      REDIS_TLS_KEY_FILE: clientCert.keyFile,
    });
    expect(isCluster(redis)).toBe(true);
    await redis.connect();
    // Keys in all three slot ranges, each on its own master.
    for (const key of ['hawker-tls:{a}', 'hawker-tls:{b}', 'hawker-tls:{c}']) {
      await redis.set(key, 'over tls');
      expect(await redis.get(key)).toBe('over tls');
    }
  });
});
