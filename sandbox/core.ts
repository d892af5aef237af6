import { randomBytes } from 'node:crypto';
import type { Logger } from '../src/log/logger.js';
import { Accounts } from './accounts.js';
import { Catalogue } from './catalogue.js';
import { SandboxClock } from './clock.js';
import { FaultInjector } from './faults.js';
import { GoodsVault } from './goods-vault.js';
import { Listings } from './listings.js';
import { Orders } from './orders.js';
import { createRandom, type Random } from './random.js';
import { RateLimiter, type RateWindows } from './rate-limiter.js';
import { SandboxState } from './state.js';

/** Everything a request handler reaches: state, the domain services, and the knobs. */
export interface SandboxCore {
  state: SandboxState;
  catalogue: Catalogue;
  clock: SandboxClock;
  random: Random;
  vault: GoodsVault;
  accounts: Accounts;
  listings: Listings;
  orders: Orders;
  faults: FaultInjector;
  limiter: RateLimiter;
  limits: boolean;
  adminToken: string;
  logger: Logger;
  baseUrl: string;
}

export function createCore(options: {
  seed?: number | undefined;
  limits: boolean;
  rateWindows?: RateWindows | undefined;
  logger: Logger;
}): SandboxCore {
  const random = createRandom(options.seed);
  const clock = new SandboxClock();
  const state = new SandboxState();
  const vault = new GoodsVault();
  const catalogue = new Catalogue(random, '2026-01-05T09:00:00.000Z');
  let baseUrl = '';
  return {
    state,
    catalogue,
    clock,
    random,
    vault,
    accounts: new Accounts(state, random),
    listings: new Listings({ state, catalogue, clock, random, vault, baseUrl: () => baseUrl }),
    orders: new Orders({ state, catalogue, clock, random, vault }),
    faults: new FaultInjector(random),
    limiter: new RateLimiter(options.rateWindows),
    limits: options.limits,
    adminToken: options.seed === undefined ? randomBytes(24).toString('base64url') : `admin_${random.token(18)}`,
    logger: options.logger,
    get baseUrl() {
      return baseUrl;
    },
    set baseUrl(value: string) {
      baseUrl = value;
    },
  };
}
