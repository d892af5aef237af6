import type { AddressInfo } from 'node:net';
import { createLogger, type Logger } from '../src/log/logger.js';
import { startBuyers } from './buyers.js';
import { createCore, type SandboxCore } from './core.js';
import type { RateWindows } from './rate-limiter.js';
import { seedDemoSeller, type DemoSeller } from './demo-seed.js';
import { createSandboxServer } from './server.js';

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
  logger?: Logger;
}

export interface RunningSandbox {
  baseUrl: string;
  adminToken: string;
  sellers: DemoSeller[];
  /** The in-memory state and services, for in-process tests that need to look inside. */
  core: SandboxCore;
  close(): Promise<void>;
}

const EXPIRY_SWEEP_MS = 1000;

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const logger = options.logger ?? createLogger({ level: 'silent', name: 'sandbox' });
  const core = createCore({ seed: options.seed, limits: options.limits ?? true, rateWindows: options.rateWindows, logger });
  const sellers: DemoSeller[] = [];
  const seed = () => {
    if (options.demo ?? true) sellers.splice(0, sellers.length, seedDemoSeller(core, sellers[0]?.apiKey));
  };
  const reset = () => {
    core.state.reset();
    core.limiter.clear();
    core.faults.clear();
    seed();
  };
  const server = createSandboxServer(core, reset);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  core.baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  seed();
  const sweep = setInterval(() => core.orders.expire(), EXPIRY_SWEEP_MS);
  sweep.unref();
  const stopBuyers = options.buyersPerMinute ? startBuyers(core, options.buyersPerMinute) : () => undefined;
  logger.info({ baseUrl: core.baseUrl, limits: core.limits }, 'sandbox listening');

  return {
    baseUrl: core.baseUrl,
    adminToken: core.adminToken,
    sellers,
    core,
    close: async () => {
      clearInterval(sweep);
      stopBuyers();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
