import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { ConfigError } from '../../src/config/config-error.js';
import { loadDotenv } from '../../src/config/load-dotenv.js';
import { generateKeyRingEntry } from '../../src/store/key-ring.js';

const dir = mkdtempSync(join(tmpdir(), 'hawker-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const devKeyRingPath = join(dir, 'data', 'dev-master-keys');
const ring = generateKeyRingEntry('prod');
/** What `openssl rand -hex 32` prints: 64 characters. */
const WEBHOOK_SECRET = 'a1f0c3d2e5b4a7968b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a';
const webhook = { TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_MODE: 'webhook', TELEGRAM_WEBHOOK_URL: 'https://h.example/t' };

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, { devKeyRingPath });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('runs on defaults against the sandbox with a development key ring kept on disk', () => {
    const config = loadConfig({}, { devKeyRingPath });
    expect(config).toMatchObject({
      redis: { kind: 'url', url: 'redis://127.0.0.1:6379' },
      marketplaceBaseUrl: null,
      masterKeysSource: 'dev-file',
      telegram: null,
      discord: null,
      pollIntervalMs: 3_000,
      listingWatchIntervalMs: 300_000,
      log: { level: 'info', pretty: false },
      httpPort: 9464,
      httpHost: '127.0.0.1',
      api: { port: null, host: '127.0.0.1' },
    });
    expect(statSync(devKeyRingPath).mode & 0o077).toBe(0);
    const again = loadConfig({}, { devKeyRingPath });
    expect(again.masterKeys.newest.key.equals(config.masterKeys.newest.key)).toBe(true);
  });

  it("keeps npm start's files in .data, or in the folder HAWKER_DATA_DIR names, with the development key ring", () => {
    expect(loadConfig({}, { devKeyRingPath }).dataDir).toBe('.data');
    const folder = join(dir, 'elsewhere');
    const config = loadConfig({ HAWKER_DATA_DIR: folder });
    expect(config.dataDir).toBe(folder);
    expect(readFileSync(join(folder, 'dev-master-keys'), 'utf8')).toContain(config.masterKeys.newest.id);
  });

  it('serves the HTTP API on the port named or the process default, on this machine unless HAWKER_API_HOST widens it; off is off', () => {
    expect(loadConfig({ HAWKER_API_PORT: '8787' }, { devKeyRingPath }).api).toEqual({ port: 8787, host: '127.0.0.1' });
    expect(loadConfig({ HAWKER_API_PORT: '8787', HAWKER_API_HOST: '10.0.0.5' }, { devKeyRingPath }).api).toEqual({
      port: 8787,
      host: '10.0.0.5',
    });
    expect(loadConfig({ HAWKER_API_HOST: '10.0.0.5' }, { devKeyRingPath }).api).toEqual({ port: null, host: '10.0.0.5' });
    expect(loadConfig({ HAWKER_API_PORT: 'off' }, { devKeyRingPath }).api).toBeNull();
  });

  it("takes the dashboard's public address over https, or plain http on this machine only, where a login link cannot be read on the way", () => {
    expect(loadConfig({}, { devKeyRingPath }).dashboardUrl).toBeNull();
    expect(loadConfig({ DASHBOARD_URL: 'https://shop.example/dashboard/' }, { devKeyRingPath }).dashboardUrl).toBe(
      'https://shop.example/dashboard/',
    );
    expect(loadConfig({ DASHBOARD_URL: 'http://127.0.0.1:8787/dashboard/' }, { devKeyRingPath }).dashboardUrl).toBe(
      'http://127.0.0.1:8787/dashboard/',
    );
    expect(configError({ DASHBOARD_URL: 'http://shop.example/dashboard/' }).message).toMatch(/DASHBOARD_URL must be an https:\/\/ address/);
  });

  it('reads a full production setup', () => {
    const config = loadConfig(
      {
        REDIS_URL: 'rediss://cache.example.com:6380',
        MARKETPLACE_BASE_URL: 'https://api.marketplace.example/',
        HAWKER_MASTER_KEYS: ring,
        TELEGRAM_BOT_TOKEN: '123456:ABC-def_ghi',
        TELEGRAM_MODE: 'webhook',
        TELEGRAM_WEBHOOK_URL: 'https://hawker.example/telegram',
        TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
        TELEGRAM_WEBHOOK_HOST: '10.0.0.5',
        TELEGRAM_WEBHOOK_PORT: '8088',
        DISCORD_TOKEN: 'MTIzNDU2Nzg5MDEyMzQ1Njc4.abcdef.ghijklmnop',
        DISCORD_APPLICATION_ID: '123456789012345678',
        POLL_INTERVAL_MS: '5000',
        LISTING_WATCH_INTERVAL_MS: '60000',
        LOG_LEVEL: 'debug',
        LOG_PRETTY: 'true',
        HTTP_PORT: '9100',
        HTTP_HOST: '10.0.0.5',
      },
      { devKeyRingPath },
    );
    expect(config).toMatchObject({
      redis: { kind: 'url', url: 'rediss://cache.example.com:6380' },
      marketplaceBaseUrl: 'https://api.marketplace.example',
      masterKeysSource: 'env',
      telegram: {
        token: '123456:ABC-def_ghi',
        apiRoot: 'https://api.telegram.org',
        mode: 'webhook',
        webhookUrl: 'https://hawker.example/telegram',
        webhookSecret: WEBHOOK_SECRET,
        webhookListen: { host: '10.0.0.5', port: 8088 },
      },
      discord: { applicationId: '123456789012345678', apiRoot: 'https://discord.com/api/v10' },
      pollIntervalMs: 5000,
      listingWatchIntervalMs: 60_000,
      log: { level: 'debug', pretty: true },
      httpPort: 9100,
      httpHost: '10.0.0.5',
    });
    expect(config.masterKeys.newest.id).toBe('prod');
  });

  it('polls every second when POLL_INTERVAL_MS is 1000, the fastest it accepts', () => {
    expect(loadConfig({ POLL_INTERVAL_MS: '1000' }, { devKeyRingPath }).pollIntervalMs).toBe(1_000);
    expect(() => loadConfig({ POLL_INTERVAL_MS: '999' }, { devKeyRingPath })).toThrow(
      /POLL_INTERVAL_MS must be a whole number of milliseconds, at least 1000/,
    );
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ MARKETPLACE_BASE_URL: '  ', TELEGRAM_BOT_TOKEN: '', LOG_LEVEL: '' }, { devKeyRingPath })).toMatchObject({
      marketplaceBaseUrl: null,
      telegram: null,
      log: { level: 'info' },
    });
  });

  it.each([
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL must be a redis:// or rediss:// address'],
    [{ MARKETPLACE_BASE_URL: 'https://api.marketplace.example' }, 'HAWKER_MASTER_KEYS is required with MARKETPLACE_BASE_URL'],
    [{ NODE_ENV: 'production' }, 'HAWKER_MASTER_KEYS is required when NODE_ENV=production'],
    [
      { MARKETPLACE_BASE_URL: 'http://api.marketplace.example', HAWKER_MASTER_KEYS: ring },
      'MARKETPLACE_BASE_URL must be an https:// address',
    ],
    [{ MARKETPLACE_BASE_URL: 'not a url', HAWKER_MASTER_KEYS: ring }, 'MARKETPLACE_BASE_URL must be an https:// address'],
    [{ HAWKER_MASTER_KEYS: 'k1:short' }, 'HAWKER_MASTER_KEYS key "k1" must be exactly 32 bytes'],
    [{ TELEGRAM_BOT_TOKEN: 'nonsense' }, 'TELEGRAM_BOT_TOKEN must be a bot token from @BotFather'],
    [{ TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_MODE: 'push' }, 'TELEGRAM_MODE must be polling or webhook'],
    [{ TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_MODE: 'webhook' }, 'TELEGRAM_WEBHOOK_URL is required when TELEGRAM_MODE is webhook'],
    [{ ...webhook, TELEGRAM_WEBHOOK_SECRET: `${WEBHOOK_SECRET.slice(0, 31)} x` }, 'TELEGRAM_WEBHOOK_SECRET must be 32 to 256 letters'],
    [{ ...webhook, TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET, TELEGRAM_WEBHOOK_PORT: '99999' }, 'TELEGRAM_WEBHOOK_PORT must be a port'],
    [
      { ...webhook, TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET, TELEGRAM_WEBHOOK_HOST: 'behind nginx' },
      'TELEGRAM_WEBHOOK_HOST must be an address',
    ],
    [{ DISCORD_TOKEN: 'MTIzNDU2Nzg5MDEyMzQ1Njc4.abc.def' }, 'DISCORD_APPLICATION_ID is required with DISCORD_TOKEN'],
    [{ POLL_INTERVAL_MS: '10' }, 'POLL_INTERVAL_MS must be a whole number of milliseconds, at least 1000'],
    [{ POLL_INTERVAL_MS: '15s' }, 'POLL_INTERVAL_MS must be a whole number'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ LOG_PRETTY: 'maybe' }, 'LOG_PRETTY must be true or false'],
    [{ HTTP_PORT: '70000' }, 'HTTP_PORT must be a port number from 0 to 65535'],
    [{ HTTP_HOST: 'every interface' }, 'HTTP_HOST must be an address of this machine to listen on'],
    [{ HAWKER_API_PORT: 'eighty' }, 'HAWKER_API_PORT must be a port number from 0 to 65535, or off'],
    [{ HAWKER_API_PORT: '8787', HAWKER_API_HOST: 'every interface' }, 'HAWKER_API_HOST must be an address of this machine to listen on'],
  ])('refuses %j in one line naming the variable', (env, expected) => {
    const error = configError(env);
    expect(error.message.startsWith(expected)).toBe(true);
    expect(error.message).not.toContain('\n');
    expect(error.variable).toBe(expected.split(' ')[0]);
  });

  it('lets the marketplace be reached over plain http only on this machine, unless the operator opts in for a demo', () => {
    for (const url of ['http://127.0.0.1:8080', 'http://localhost:8080', 'http://[::1]:8080']) {
      expect(loadConfig({ MARKETPLACE_BASE_URL: url, HAWKER_MASTER_KEYS: ring }, { devKeyRingPath }).marketplaceBaseUrl).toBe(url);
    }
    expect(configError({ MARKETPLACE_BASE_URL: 'http://sandbox:8080', HAWKER_MASTER_KEYS: ring }).variable).toBe('MARKETPLACE_BASE_URL');
    const demo = loadConfig(
      { MARKETPLACE_BASE_URL: 'http://sandbox:8080', MARKETPLACE_ALLOW_PLAIN_HTTP: 'true', HAWKER_MASTER_KEYS: ring },
      { devKeyRingPath },
    );
    expect(demo).toMatchObject({ marketplaceBaseUrl: 'http://sandbox:8080', marketplaceAllowPlainHttp: true });
  });

  it('keeps supplier calls off private networks unless the operator opts in for a demo', () => {
    expect(loadConfig({}, { devKeyRingPath }).webhookAllowPrivateNetworks).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }, { devKeyRingPath }).webhookAllowPrivateNetworks).toBe(true);
    expect(configError({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'yes please' }).variable).toBe('WEBHOOK_ALLOW_PRIVATE_NETWORKS');
  });

  it('reads a Sentinel setup, and refuses it half given or beside REDIS_URL', () => {
    const config = loadConfig(
      { REDIS_SENTINELS: '10.0.0.1:26379, 10.0.0.2:26379', REDIS_SENTINEL_NAME: 'hawker', REDIS_PASSWORD: 'pw' },
      { devKeyRingPath },
    );
    expect(config.redis).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: '10.0.0.1', port: 26379 },
        { host: '10.0.0.2', port: 26379 },
      ],
      name: 'hawker',
      password: 'pw',
    });
    expect(configError({ REDIS_SENTINELS: '10.0.0.1:26379' }).message).toMatch(/REDIS_SENTINEL_NAME is required with REDIS_SENTINELS/);
    expect(configError({ REDIS_SENTINELS: '10.0.0.1', REDIS_SENTINEL_NAME: 'hawker' }).variable).toBe('REDIS_SENTINELS');
    expect(
      configError({ REDIS_SENTINELS: '10.0.0.1:26379', REDIS_SENTINEL_NAME: 'hawker', REDIS_URL: 'redis://127.0.0.1:6379' }).message,
    ).toMatch(/set one of them/);
  });

  it('reads a Redis Cluster from some of its nodes, and refuses it beside another way to Redis', () => {
    const config = loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:6379,10.0.0.2:6380', REDIS_PASSWORD: 'pw' }, { devKeyRingPath });
    expect(config.redis).toEqual({
      kind: 'cluster',
      nodes: [
        { host: '10.0.0.1', port: 6379 },
        { host: '10.0.0.2', port: 6380 },
      ],
      password: 'pw',
    });
    expect(configError({ REDIS_CLUSTER_NODES: 'redis-1' }).message).toMatch(/REDIS_CLUSTER_NODES must be host:port pairs/);
    expect(configError({ REDIS_CLUSTER_NODES: '10.0.0.1:6379', REDIS_URL: 'redis://127.0.0.1:6379' }).message).toMatch(/set one of them/);
    expect(
      configError({ REDIS_CLUSTER_NODES: '10.0.0.1:6379', REDIS_SENTINELS: '10.0.0.1:26379', REDIS_SENTINEL_NAME: 'hawker' }).message,
    ).toMatch(/set one of them/);
  });

  it('reads TLS to Redis and the Sentinels’ own password, with the PEM files read at start', () => {
    const pem = join(dir, 'redis-ca.pem');
    writeFileSync(pem, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const notPem = join(dir, 'not-a-pem');
    writeFileSync(notPem, 'secret-material\n');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.com:6380', REDIS_TLS_CA_FILE: pem }, { devKeyRingPath }).redis).toEqual({
      kind: 'url',
      url: 'rediss://cache.example.com:6380',
      tls: { ca: readFileSync(pem) },
    });
    const sentinel = loadConfig(
      {
        REDIS_SENTINELS: '10.0.0.1:26379',
        REDIS_SENTINEL_NAME: 'hawker',
        REDIS_PASSWORD: 'pw',
        REDIS_SENTINEL_PASSWORD: 'spw',
        REDIS_TLS: 'true',
        REDIS_TLS_CERT_FILE: pem,
        REDIS_TLS_KEY_FILE: pem,
      },
      { devKeyRingPath },
    );
    expect(sentinel.redis).toMatchObject({ kind: 'sentinel', password: 'pw', sentinelPassword: 'spw', tls: { cert: readFileSync(pem) } });
    expect(loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:6379', REDIS_TLS: 'true' }, { devKeyRingPath }).redis).toMatchObject({ tls: {} });
    expect(loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:6379' }, { devKeyRingPath }).redis).not.toHaveProperty('tls');

    const refusals: [Record<string, string>, string][] = [
      [
        { REDIS_URL: 'rediss://h:6380', REDIS_TLS_CA_FILE: join(dir, 'missing.pem') },
        `REDIS_TLS_CA_FILE cannot be read: ${join(dir, 'missing.pem')} (ENOENT)`,
      ],
      [{ REDIS_URL: 'rediss://h:6380', REDIS_TLS_CA_FILE: notPem }, 'REDIS_TLS_CA_FILE must name a PEM file'],
      [{ REDIS_TLS_CA_FILE: pem }, 'REDIS_TLS_CA_FILE is set but Redis is reached without TLS: set REDIS_TLS=true'],
      [{ REDIS_URL: 'redis://h:6379', REDIS_TLS: 'true' }, 'REDIS_TLS is true but REDIS_URL starts with redis://'],
      [
        { REDIS_CLUSTER_NODES: '10.0.0.1:6379', REDIS_TLS: 'true', REDIS_TLS_CERT_FILE: pem },
        'REDIS_TLS_KEY_FILE and its pair are the client certificate',
      ],
      [{ REDIS_SENTINEL_PASSWORD: 'spw' }, 'REDIS_SENTINEL_PASSWORD is the Sentinels’ own password: set it only with REDIS_SENTINELS'],
    ];
    for (const [env, expected] of refusals) {
      const error = configError(env);
      expect(error.message.startsWith(expected), error.message).toBe(true);
      expect(error.message).not.toContain('secret-material');
      expect(error.message).not.toContain('MIIB');
    }
  });

  it('reads the terminal chat’s language among the languages Hawker speaks, unset by default', () => {
    expect(loadConfig({}, { devKeyRingPath }).language).toBeNull();
    expect(loadConfig({ HAWKER_LANGUAGE: 'ru' }, { devKeyRingPath }).language).toBe('ru');
    expect(loadConfig({ HAWKER_LANGUAGE: ' UK ' }, { devKeyRingPath }).language).toBe('uk');
    const refused = configError({ HAWKER_LANGUAGE: 'de' });
    expect(refused.variable).toBe('HAWKER_LANGUAGE');
    expect(refused.message).toMatch(/HAWKER_LANGUAGE must be one of en, ru, uk/);
  });

  it('refuses a guessable webhook secret and says how to make one, without repeating it', () => {
    for (const secret of ['Z', 'hunter2', WEBHOOK_SECRET.slice(0, 31)]) {
      const refused = configError({ ...webhook, TELEGRAM_WEBHOOK_SECRET: secret });
      expect(refused.variable).toBe('TELEGRAM_WEBHOOK_SECRET');
      expect(refused.message).toContain('at least 32');
      expect(refused.message).toContain('openssl rand -hex 32');
      expect(refused.message).not.toContain(secret);
    }
    expect(loadConfig({ ...webhook, TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET.slice(0, 32) }, { devKeyRingPath }).telegram).toMatchObject({
      webhookSecret: WEBHOOK_SECRET.slice(0, 32),
    });
  });

  it('listens for Telegram’s webhook on 127.0.0.1:8443 unless TELEGRAM_WEBHOOK_HOST and _PORT say otherwise', () => {
    expect(loadConfig({ ...webhook, TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET }, { devKeyRingPath }).telegram?.webhookListen).toEqual({
      host: '127.0.0.1',
      port: 8443,
    });
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '1:a' }, { devKeyRingPath }).telegram?.webhookListen).toBeNull();
  });

  it('never repeats a bad master key in its message', () => {
    const material = 'c2VjcmV0LW1hdGVyaWFsLXRoYXQtaXMtdG9vLXNob3J0';
    expect(configError({ HAWKER_MASTER_KEYS: `k1:${material}` }).message).not.toContain(material);
  });
});

describe('.env loading', () => {
  it('loads a .env file without overriding what the environment already says', () => {
    const path = join(dir, '.env');
    writeFileSync(path, 'HAWKER_TEST_FROM_FILE=file\nHAWKER_TEST_BOTH=file\n');
    vi.stubEnv('HAWKER_TEST_BOTH', 'environment');
    expect(loadDotenv(path)).toBe(true);
    expect(process.env.HAWKER_TEST_FROM_FILE).toBe('file');
    expect(process.env.HAWKER_TEST_BOTH).toBe('environment');
    delete process.env.HAWKER_TEST_FROM_FILE;
    expect(readFileSync(path, 'utf8')).toContain('HAWKER_TEST_FROM_FILE');
  });

  it('does nothing when there is no .env file', () => {
    expect(loadDotenv(join(dir, 'missing.env'))).toBe(false);
  });
});
