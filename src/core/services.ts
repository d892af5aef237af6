import type { SellerApi } from '../api/seller-api.js';
import type { Logger } from '../log/logger.js';
import type { HawkerMetrics } from '../ops/hawker-metrics.js';
import type { SignedHttpClient } from '../net/signed-http-client.js';
import type { OrderChanges } from '../orders/order-changes.js';
import type { Stores } from '../store/stores.js';
import type { ChartRenderer } from './stats/chart-sales.js';

/**
 * The worker's order poll intervals (POLL_INTERVAL_MS, LISTING_WATCH_INTERVAL_MS): `fastMs` for a shop that can have
 * a waiting order, `idleMs` for one that cannot (`PollSchedule`), which its listing watch also reads at.
 */
export interface PollCadence {
  fastMs: number;
  idleMs: number;
}

/** What every command and flow reaches through its context. */
export interface CoreServices {
  stores: Stores;
  logger: Logger;
  /** Where the bot's counters go (`/metrics`); absent in tests that do not read them. */
  metrics?: HawkerMetrics | undefined;
  marketplaceUrl: string;
  now(): number;
  /** Where an order's change is raised: the core's listeners (`order-listeners.ts`) hear it. */
  orderChanges: OrderChanges;
  /** Draws the sales charts of `stats`. */
  charts: ChartRenderer;
  /**
   * How long one deliver request may wait for its answer. After that the request may
   * still land, so an unknown outcome is read back only once twice this has passed.
   */
  deliverTimeoutMs: number;
  /**
   * WEBHOOK_ALLOW_PRIVATE_NETWORKS: the operator lets signed calls reach plain http and
   * private addresses (the local demo's supplier), so `autopilot … from http://…` is taken.
   */
  webhookAllowPrivateNetworks: boolean;
  /** How often the worker polls a shop's orders in each tier. */
  pollCadence: PollCadence;
  /** Signed calls to addresses sellers give: `webhooks test` pings a receiver through it. */
  signedHttp: Pick<SignedHttpClient, 'post'>;
  /**
   * The dashboard's public base address (DASHBOARD_URL, else the HTTP API's own address with
   * `/dashboard/`), or null while no dashboard is served. Asked when needed: the API's port is
   * known only once it listens.
   */
  dashboardUrl(): string | null;
  /** The client for an account's stored key (cached per key). */
  clientFor(accountId: string): Promise<SellerApi>;
  /** A throwaway client for a key not stored yet (connect checks it with a cheap read). */
  clientForKey(apiKey: string): SellerApi;
  /** Drops a cached client (key replaced or account removed). */
  forgetClient(accountId: string): Promise<void>;
}
