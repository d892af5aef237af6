import { randomBytes } from 'node:crypto';
import type { Logger } from '../src/log/logger.js';
import { Accounts } from './accounts.js';
import { Catalogue, type CatalogueBrand } from './catalogue.js';
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
  /** Called after anything may have changed the state (a write, an order, an expiry): what a kept sandbox saves on. */
  changed(): void;
  /** Sets what `changed` calls; nothing by default. */
  onChange(listener: () => void): void;
}

/** What a saved state brings to a new core: the catalogue its listings name and the key its goods are sealed with. */
export interface SavedCoreParts {
  catalogue: CatalogueBrand[];
  vaultKey: Buffer;
}

export function createCore(options: {
  seed?: number | undefined;
  limits: boolean;
  rateWindows?: RateWindows | undefined;
  logger: Logger;
  saved?: SavedCoreParts | undefined;
}): SandboxCore {
  const random = createRandom(options.seed);
  const clock = new SandboxClock();
  const state = new SandboxState();
  const vault = new GoodsVault(options.saved?.vaultKey);
  const catalogue = new Catalogue(random, '2026-01-05T09:00:00.000Z', options.saved?.catalogue);
  let baseUrl = '';
  let listener = (): void => undefined;
  const changed = () => listener();
  return {
    state,
    catalogue,
    clock,
    random,
    vault,
    accounts: new Accounts(state, random),
    listings: new Listings({ state, catalogue, clock, random, vault, baseUrl: () => baseUrl }),
    orders: new Orders({ state, catalogue, clock, random, vault, changed }),
    faults: new FaultInjector(random),
    limiter: new RateLimiter(options.rateWindows),
    limits: options.limits,
    adminToken: options.seed === undefined ? randomBytes(24).toString('base64url') : `admin_${random.token(18)}`,
    logger: options.logger,
    changed,
    onChange(next) {
      listener = next;
    },
    get baseUrl() {
      return baseUrl;
    },
    set baseUrl(value: string) {
      baseUrl = value;
    },
  };
}
