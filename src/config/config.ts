import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { generateKeyRingEntry, KeyRingError, parseKeyRing, type KeyRing } from '../store/key-ring.js';
import { isLoopbackHost } from '../api/base-url.js';
import { supportedLocales } from '../i18n/index.js';
import { ConfigError } from './config-error.js';
import type { RedisTarget } from '../runtime/redis-connection.js';
import type { ProxySettings } from '../net/outgoing-dispatcher.js';
import { booleanFlag, optional, required, type Read } from './env-read.js';
import { readProxy } from './proxy-config.js';
import { readRedisTarget } from './redis-config.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface TelegramConfig {
  token: string;
  apiRoot: string;
  mode: 'polling' | 'webhook';
  webhookUrl: string | null;
  webhookSecret: string | null;
  /** Webhook mode: where the webhook server listens (a reverse proxy in front terminates TLS). */
  webhookListen: { host: string; port: number } | null;
}

interface DiscordConfig {
  token: string;
  applicationId: string;
  apiRoot: string;
  /** Read messages in server channels too (a team replying to an alert there); needs the privileged Message Content intent. */
  serverMessages: boolean;
}

export interface Config {
  redis: RedisTarget;
  /** Null: no marketplace configured, Hawker talks to its embedded sandbox. */
  marketplaceBaseUrl: string | null;
  /** The operator's explicit opt-in to plain http to a non-loopback marketplace (a demo sandbox in compose). */
  marketplaceAllowPlainHttp: boolean;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: lets signed calls (suppliers, webhooks) reach loopback and private addresses, for a local demo and tests. */
  webhookAllowPrivateNetworks: boolean;
  masterKeys: KeyRing;
  /** Where the ring came from; `dev-file` means a development ring Hawker generated and keeps on disk. */
  masterKeysSource: 'env' | 'dev-file';
  telegram: TelegramConfig | null;
  discord: DiscordConfig | null;
  pollIntervalMs: number;
  listingWatchIntervalMs: number;
  log: { level: (typeof LOG_LEVELS)[number]; pretty: boolean };
  /** Health and metrics port (the image's health check asks 9464). */
  httpPort: number;
  /** The address the health and metrics server listens on: this machine only unless the operator widens it. */
  httpHost: string;
  /**
   * HAWKER_API_PORT, HAWKER_API_HOST: where the HTTP API listens (docs/integrations.md). `port` null: none named, so the
   * process's own default (`npm start` its demo port, `npm run bot` no API); null as a whole: HAWKER_API_PORT=off, no API anywhere.
   */
  api: { port: number | null; host: string } | null;
  /**
   * DASHBOARD_URL: the dashboard's public address, as people's browsers and Telegram reach it
   * (`https://shop.example/dashboard/` behind a reverse proxy); null: the HTTP API's own address
   * with `/dashboard/`, where this process serves one.
   */
  dashboardUrl: string | null;
  /** HAWKER_DATA_DIR: the folder of `npm start`'s own files (its demo's id, the development key ring, the terminal's log, a private Redis). */
  dataDir: string;
  /** HAWKER_LANGUAGE: the terminal chat's language (`npm start`); null: the system's locale, else English. */
  language: string | null;
  /** HTTP_PROXY, HTTPS_PROXY, NO_PROXY: the proxy every outgoing HTTP call goes through; null: every call direct. */
  proxy: ProxySettings | null;
}

export interface LoadConfigOptions {
  /** Where the development master key ring lives when HAWKER_MASTER_KEYS is unset, no marketplace is configured and NODE_ENV is not production (default: in the data folder). */
  devKeyRingPath?: string;
}

const DEFAULT_DATA_DIR = '.data';
const DEFAULT_HTTP_PORT = 9464;
/** `/metrics` and `/readyz` describe the shop's traffic: nobody off this machine reads them unless HTTP_HOST says so. */
export const DEFAULT_HTTP_HOST = '127.0.0.1';
/** The webhook server sits behind a TLS-terminating reverse proxy on the same machine; 8443 is a port Telegram posts to. */
const DEFAULT_TELEGRAM_WEBHOOK_LISTEN = { host: '127.0.0.1', port: 8443 };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http stays on this machine or a private container network (a dotless service name such as `sandbox`). */
function mayUsePlainHttp(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^[a-z0-9-]+$/i.test(hostname);
}

/**
 * Reads Hawker's settings from the environment. Empty values count as unset (a
 * `.env` template leaves them blank). Throws ConfigError for the first bad one.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): Config {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const marketplaceAllowPlainHttp = optional(read, 'MARKETPLACE_ALLOW_PLAIN_HTTP', booleanFlag, 'true or false') ?? false;
  const marketplaceBaseUrl = marketplaceAllowPlainHttp
    ? optional(read, 'MARKETPLACE_BASE_URL', z.url({ protocol: /^https?$/ }), 'an http:// or https:// address')
    : optional(read, 'MARKETPLACE_BASE_URL', marketplaceUrl, MARKETPLACE_NEED);
  const dataDir = read('HAWKER_DATA_DIR') ?? DEFAULT_DATA_DIR;
  const masterKeysText = read('HAWKER_MASTER_KEYS');
  let masterKeys: KeyRing;
  let masterKeysSource: Config['masterKeysSource'] = 'env';
  if (masterKeysText !== undefined) masterKeys = ring('HAWKER_MASTER_KEYS', masterKeysText);
  else if (read('NODE_ENV') === 'production') {
    // The image sets NODE_ENV=production: a worker started there without a marketplace must not seal keys with a ring left on disk.
    throw new ConfigError(
      'HAWKER_MASTER_KEYS',
      'is required when NODE_ENV=production: keyId:base64key entries, newest first (npm run vault:keygen); the development key ring is for local runs only',
    );
  } else if (marketplaceBaseUrl !== undefined) {
    throw new ConfigError(
      'HAWKER_MASTER_KEYS',
      'is required with MARKETPLACE_BASE_URL: keyId:base64key entries, newest first (npm run vault:keygen)',
    );
  } else {
    masterKeys = devKeyRing(options.devKeyRingPath ?? join(dataDir, 'dev-master-keys'));
    masterKeysSource = 'dev-file';
  }
  return {
    redis: readRedisTarget(read),
    marketplaceBaseUrl: marketplaceBaseUrl?.replace(/\/+$/, '') ?? null,
    marketplaceAllowPlainHttp,
    webhookAllowPrivateNetworks: optional(read, 'WEBHOOK_ALLOW_PRIVATE_NETWORKS', booleanFlag, 'true or false') ?? false,
    masterKeys,
    masterKeysSource,
    telegram: telegramConfig(read),
    discord: discordConfig(read),
    pollIntervalMs: optional(read, 'POLL_INTERVAL_MS', milliseconds(1_000), 'a whole number of milliseconds, at least 1000') ?? 3_000,
    listingWatchIntervalMs:
      optional(read, 'LISTING_WATCH_INTERVAL_MS', milliseconds(10_000), 'a whole number of milliseconds, at least 10000') ?? 300_000,
    log: {
      level: optional(read, 'LOG_LEVEL', z.enum(LOG_LEVELS), `one of ${LOG_LEVELS.join(', ')}`) ?? 'info',
      pretty: optional(read, 'LOG_PRETTY', booleanFlag, 'true or false') ?? false,
    },
    httpPort: optional(read, 'HTTP_PORT', port, 'a port number from 0 to 65535') ?? DEFAULT_HTTP_PORT,
    httpHost: optional(read, 'HTTP_HOST', listenHost, LISTEN_HOST_NEED) ?? DEFAULT_HTTP_HOST,
    api: apiListen(read),
    dashboardUrl: optional(read, 'DASHBOARD_URL', secureUrl, HTTPS_NEED) ?? null,
    dataDir,
    language:
      optional(
        read,
        'HAWKER_LANGUAGE',
        z
          .string()
          .transform((value) => value.toLowerCase())
          .pipe(z.enum(supportedLocales() as [string, ...string[]])),
        `one of ${supportedLocales().join(', ')}`,
      ) ?? null,
    proxy: readProxy(read),
  };
}

const HTTPS_NEED = 'an https:// address (http:// only for localhost or a container service name)';

const secureUrl = z.url({ protocol: /^https?$/ }).refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || mayUsePlainHttp(url.hostname);
});

// An API key that travelled over plain http counts as leaked: only the local sandbox may go without TLS.
const MARKETPLACE_NEED =
  'an https:// address (http:// only to a loopback host, or set MARKETPLACE_ALLOW_PLAIN_HTTP=true for a demo sandbox)';
const marketplaceUrl = z.url({ protocol: /^https?$/ }).refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || isLoopbackHost(url.hostname);
});

const port = z.coerce.number().int().min(0).max(65_535);

/**
 * The API is a door into every shop that makes a token: `npm run bot` opens it only where a port
 * is named; `npm start`, a demo on this machine, opens it on its own port unless told `off`.
 */
function apiListen(read: (name: string) => string | undefined): Config['api'] {
  const apiPort = optional(read, 'HAWKER_API_PORT', apiPortSetting, 'a port number from 0 to 65535, or off');
  if (apiPort === 'off') return null;
  // Loopback unless told: TLS comes from a reverse proxy on the same machine (docs/integrations.md).
  return { port: apiPort ?? null, host: optional(read, 'HAWKER_API_HOST', listenHost, LISTEN_HOST_NEED) ?? DEFAULT_HTTP_HOST };
}

const apiPortSetting = z.union([z.literal('off'), port]);

const LISTEN_HOST_NEED =
  'an address of this machine to listen on: 127.0.0.1 (this machine only), a private interface address, or 0.0.0.0 (every interface)';
const listenHost = z.union([z.ipv4(), z.ipv6(), z.hostname()]);

function milliseconds(min: number) {
  return z.coerce.number().int().min(min);
}

function ring(variable: string, text: string): KeyRing {
  try {
    return parseKeyRing(text);
  } catch (error) {
    if (error instanceof KeyRingError) throw new ConfigError(variable, error.message);
    throw error;
  }
}

/** Development only: one ring generated on first start and reused, so sealed keys survive restarts. */
function devKeyRing(path: string): KeyRing {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    try {
      writeFileSync(path, `${generateKeyRingEntry('dev')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process (bot and worker starting together) wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return ring(path, readFileSync(path, 'utf8').trim());
}

// Telegram allows 1 to 256 of these characters; anyone who guesses the secret can post
// updates as any seller (a forged `/away now` takes a shop off sale), so it must be random and long.
const webhookSecret = z.string().regex(/^[A-Za-z0-9_-]{32,256}$/);
const WEBHOOK_SECRET_NEED =
  "32 to 256 letters, digits, _ or - (at least 32, so that it cannot be guessed): make one with `openssl rand -hex 32` or `node -e \"console.log(require('node:crypto').randomBytes(32).toString('hex'))\"`";

function telegramConfig(read: Read): TelegramConfig | null {
  const token = optional(
    read,
    'TELEGRAM_BOT_TOKEN',
    z.string().regex(/^\d+:[A-Za-z0-9_-]+$/),
    'a bot token from @BotFather (digits:letters)',
  );
  if (token === undefined) return null;
  const mode = optional(read, 'TELEGRAM_MODE', z.enum(['polling', 'webhook']), 'polling or webhook') ?? 'polling';
  const webhook = mode === 'webhook';
  const because = 'when TELEGRAM_MODE is webhook';
  return {
    token,
    apiRoot: (optional(read, 'TELEGRAM_API_ROOT', secureUrl, HTTPS_NEED) ?? 'https://api.telegram.org').replace(/\/+$/, ''),
    mode,
    webhookUrl: webhook
      ? required(
          read,
          'TELEGRAM_WEBHOOK_URL',
          z.url({ protocol: /^https$/ }),
          'the public https:// address Telegram posts updates to',
          because,
        )
      : null,
    webhookSecret: webhook ? required(read, 'TELEGRAM_WEBHOOK_SECRET', webhookSecret, WEBHOOK_SECRET_NEED, because) : null,
    webhookListen: webhook
      ? {
          host: optional(read, 'TELEGRAM_WEBHOOK_HOST', listenHost, LISTEN_HOST_NEED) ?? DEFAULT_TELEGRAM_WEBHOOK_LISTEN.host,
          port: optional(read, 'TELEGRAM_WEBHOOK_PORT', port, 'a port number from 0 to 65535') ?? DEFAULT_TELEGRAM_WEBHOOK_LISTEN.port,
        }
      : null,
  };
}

function discordConfig(read: Read): DiscordConfig | null {
  const token = optional(read, 'DISCORD_TOKEN', z.string().min(20), 'the bot token from the Discord developer portal');
  if (token === undefined) return null;
  return {
    token,
    applicationId: required(
      read,
      'DISCORD_APPLICATION_ID',
      z.string().regex(/^\d{15,25}$/),
      'the numeric application id',
      'with DISCORD_TOKEN',
    ),
    apiRoot: (optional(read, 'DISCORD_API_ROOT', secureUrl, HTTPS_NEED) ?? 'https://discord.com/api/v10').replace(/\/+$/, ''),
    serverMessages: optional(read, 'DISCORD_SERVER_MESSAGES', booleanFlag, 'true or false') ?? false,
  };
}
