import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, type Logger } from '../src/log/logger.js';
import { startBuyers } from './buyers.js';
import { createCore, type SandboxCore } from './core.js';
import { seedDemoPast } from './demo-past.js';
import type { RateWindows } from './rate-limiter.js';
import { seedDemoSeller, seedSecondDemoSeller, type DemoSeller } from './demo-seed.js';
import { keepState, readKeptState, setAside, type KeptStart, type StateKeeper } from './kept-state.js';
import { createSandboxServer } from './server.js';
import { restoreSnapshot, takeSnapshot } from './snapshot.js';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number | undefined;
  /** 127.0.0.1 unless told otherwise (tests of IPv6 allowlists use ::1). */
  host?: string;
  /** The spec's rate limits; off for load benchmarks. Default on. */
  limits?: boolean;
  /** The limits' minute and hour, shortened by tests that write a large shop; the spec's by default. */
  rateWindows?: RateWindows | undefined;
  /** Background buyers placing this many orders a minute on active listings. */
  buyersPerMinute?: number | undefined;
  /** Deterministic ids and data. */
  seed?: number | undefined;
  /** Seed the demo seller with its listings (default true). */
  demo?: boolean;
  /** With the demo seller: its last 90 days of orders (`npm start`'s demo), and a second seller the same person runs. */
  demoPast?: boolean;
  /** Keep the state in this file: read back on start (same ids, orders, goods), saved on change and on close. */
  stateFile?: string | undefined;
  logger?: Logger;
}

export interface RunningSandbox {
  baseUrl: string;
  adminToken: string;
  /** The demo sellers: the demo shop first, then (with `demoPast`) the second shop. */
  sellers: DemoSeller[];
  /** With a `stateFile`: whether the state was read back from it. */
  start: KeptStart;
  /** The in-memory state and services, for in-process tests that need to look inside. */
  core: SandboxCore;
  close(): Promise<void>;
}

const EXPIRY_SWEEP_MS = 1000;

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The port a kept sandbox listened on last time, so its image addresses stay the same when it is free. */
function savedPort(baseUrl: string): number {
  const port = Number(new URL(baseUrl).port);
  return Number.isSafeInteger(port) && port > 0 ? port : 0;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const logger = options.logger ?? createLogger({ level: 'silent', name: 'sandbox' });
  const read = options.stateFile ? readKeptState(options.stateFile) : ({ kind: 'new' } as const);
  const snapshot = read.kind === 'found' ? read.snapshot : null;
  const saved = snapshot ? { catalogue: snapshot.catalogue, vaultKey: Buffer.from(snapshot.vaultKey, 'base64') } : undefined;
  const core = createCore({ seed: options.seed, limits: options.limits ?? true, rateWindows: options.rateWindows, logger, saved });
  const sellers: DemoSeller[] = [];
  const seed = () => {
    if (!(options.demo ?? true)) return;
    const [shop, second] = sellers;
    sellers.splice(0, sellers.length, seedDemoSeller(core, shop?.apiKey));
    if (!options.demoPast) return;
    seedDemoPast(core, sellers[0]?.id ?? '', core.clock.now());
    sellers.push(seedSecondDemoSeller(core, second?.apiKey));
  };
  const reset = () => {
    core.state.reset();
    core.limiter.clear();
    core.faults.clear();
    seed();
  };
  const server = createSandboxServer(core, reset);
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (snapshot ? savedPort(snapshot.baseUrl) : 0);
  await listen(server, port, host).catch(async (error: unknown) => {
    if (port === options.port || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    await listen(server, 0, host);
  });
  core.baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}`;
  const start = restoreOrSeed(core, options.stateFile, read, sellers, seed);
  const keeper: StateKeeper | null = options.stateFile
    ? keepState(
        options.stateFile,
        () => takeSnapshot(core, sellers),
        (error) => logger.error({ err: error }, 'sandbox state not saved'),
      )
    : null;
  if (keeper) core.onChange(() => keeper.changed());
  const sweep = setInterval(() => core.orders.expire(), EXPIRY_SWEEP_MS);
  sweep.unref();
  const stopBuyers = options.buyersPerMinute ? startBuyers(core, options.buyersPerMinute) : () => undefined;
  logger.info({ baseUrl: core.baseUrl, limits: core.limits }, 'sandbox listening');

  return {
    baseUrl: core.baseUrl,
    adminToken: core.adminToken,
    sellers,
    start,
    core,
    close: async () => {
      clearInterval(sweep);
      stopBuyers();
      keeper?.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** A saved state read back with its demo sellers, or a new demo; a saved state that does not fit is set aside. */
function restoreOrSeed(
  core: SandboxCore,
  file: string | undefined,
  read: ReturnType<typeof readKeptState>,
  sellers: DemoSeller[],
  seed: () => void,
): KeptStart {
  if (read.kind === 'found' && file) {
    try {
      restoreSnapshot(core, read.snapshot);
      sellers.push(...read.snapshot.demoSellers);
      return { kind: 'restored' };
    } catch (error) {
      core.logger.warn({ err: error }, 'saved sandbox state set aside');
      core.state.reset();
      seed();
      return { kind: 'set-aside', file: setAside(file) };
    }
  }
  seed();
  return read.kind === 'set-aside' ? read : { kind: 'new' };
}
