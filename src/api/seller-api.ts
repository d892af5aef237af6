import type { Dispatcher } from 'undici';
import type { RedisConnection } from '../runtime/redis-connection.js';
import type { Logger } from '../log/logger.js';
import type { Brand, BrandCategory, CategorySchema, DeliveryMethod } from './schemas/catalogue.js';
import type { ListingCategory } from './schemas/listing-category.js';
import type { AccountListing, CurrencyListing, GiftCardListing, ListingSummaryRow, TopUpListing, Unit } from './schemas/listing.js';
import type { Order, OrderStatus } from './schemas/order.js';
import type {
  AccountCreate,
  BrandQuery,
  CurrencyCreate,
  CurrencyPatch,
  GiftCardCreate,
  GoodsEntry,
  OwnListingQuery,
  TopUpCreate,
  TopUpPatch,
  TopUpUnit,
} from './schemas/requests.js';
import type { BudgetClass } from './budget-class.js';
import type { BudgetLimits } from './budget-window.js';
import type { ClassUse } from './request-budget.js';
import type { BudgetName, NetworkError, ResponseTooLargeError, SellerApiError, TimeoutError } from './errors.js';

interface RetryOptions {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited out in-call; the error goes to the caller. */
  maxRetryAfterMs: number;
}

export interface SellerApiClientOptions {
  /** `https://…`, or `http://` to a loopback host only (the local sandbox). */
  baseUrl: string;
  /** Accept `http://` to any host: a demo sandbox on a private container network, never a real marketplace. */
  allowPlainHttp?: boolean | undefined;
  /**
   * The budget class of the client's calls when neither the call nor the work making it
   * (`inBudgetClass`) names one: the policy the client is opened for says it.
   */
  budgetClass: BudgetClass;
  /** Needed for everything but the catalogue. Sent only as `Authorization: Bearer`. */
  apiKey?: string | undefined;
  /** Shares the key's budgets with every other process; without it budgets are in-process. */
  redis?: RedisConnection;
  /**
   * Keyed hash of the API key that names its budgets in Redis (`AccountStore.fingerprint`,
   * the account's `keyFingerprint`); required with `redis` and a key. Redis never holds
   * the key nor a plain hash one could test guesses against.
   */
  keyFingerprint?: (apiKey: string) => Promise<string>;
  /** Prefix of the budget keys in Redis. */
  namespace?: string;
  /** The process's outgoing dispatcher (`createOutgoingDispatcher`, which honours the proxy); by default a direct one the client closes. */
  dispatcher?: Dispatcher;
  /** Per attempt; default 15 s. */
  timeoutMs?: number | undefined;
  logger?: Logger;
  retry?: Partial<RetryOptions>;
  /** Defaults are the spec's limits; tests shrink them. */
  limits?: Partial<BudgetLimits>;
  /** Told of every attempt and failure, for metrics; never sees a key, a body or goods. */
  observer?: SellerApiObserver | undefined;
}

export interface SellerApiObserver {
  /** An attempt went out, counted against the key's read or write budget. */
  attempted(kind: 'read' | 'write'): void;
  /** An attempt failed: a spec error code or `unknown` (never the server's own text), or the failure's class name for network faults. */
  failed(code: string): void;
  /** A budget refused a request of this class (it then waited or failed, as the call asked). */
  refused?(kind: 'read' | 'write', budgetClass: BudgetClass): void;
}

export interface CallOptions {
  /** What to do when a budget is spent: wait for the next slot, or throw BudgetExhausted (default). */
  onBudget?: 'wait' | 'fail';
  signal?: AbortSignal;
  /** Overrides the client's per-attempt timeout. */
  timeoutMs?: number;
  /** Which part of the key's budget this call spends; by default the work's, else the client's. */
  budgetClass?: BudgetClass;
}

/** The singular create paths (`top-up`, `gift-card`) send `game` where the plural ones send `brand`. */
export interface CreateOptions extends CallOptions {
  pathForm?: 'plural' | 'singular';
}

export interface ListingByCategory {
  account: AccountListing;
  top_up: TopUpListing;
  gift_card: GiftCardListing;
  currency: CurrencyListing;
}

export interface OwnListingList {
  offers: ListingSummaryRow[];
  /** Null when the server sent a bare array. */
  total: number | null;
  counts: Record<string, unknown> | null;
  facets: Record<string, unknown> | null;
}

export interface OrderList {
  orders: Order[];
  /** Null when the server sent no total. */
  total: number | null;
}

/**
 * `unknown` means the request may have reached the server and the answer was lost
 * (timeout, reset after sending, 5xx): never resend; read the order list to learn
 * whether the order moved to `delivered`.
 */
export type DeliverResult =
  | { outcome: 'delivered'; order: Order | null }
  | { outcome: 'unknown'; orderId: string; cause: NetworkError | TimeoutError | SellerApiError | ResponseTooLargeError };

interface BudgetState {
  limit: number;
  remaining: number;
  /** When the oldest counted request leaves the window (null when none is counted). */
  nextSlotAt: Date | null;
}

export interface BudgetSnapshot {
  reads: BudgetState;
  writes: BudgetState;
  /** What each budget class spent of each window. */
  classes: { reads: ClassUse; writes: ClassUse };
}

export interface BudgetRequest {
  kind: 'read' | 'write';
  /** A write to one listing also spends that listing's 5/min and 10/h budget. */
  offerId?: string;
  /** How many requests the caller means to make; default 1. */
  count?: number;
  /** Whose share they would come from; by default the work's, else the client's. */
  budgetClass?: BudgetClass;
}

export type BudgetFit = { fits: true } | { fits: false; budget: BudgetName; retryAfterMs: number; retryAt: Date };

export interface CatalogueApi {
  brands(query?: BrandQuery, options?: CallOptions): Promise<{ brands: Brand[]; total: number }>;
  categories(brand: string, options?: CallOptions): Promise<BrandCategory[]>;
  /** `brand` is the brand's slug or its id. */
  categorySchema(brand: string, categorySlug: string, options?: CallOptions): Promise<CategorySchema>;
  deliveryMethods(options?: CallOptions): Promise<DeliveryMethod[]>;
}

export interface ImagesApi {
  /** Returns the `image_url` to put in a listing's `images`. */
  upload(picture: Uint8Array, contentType: string, options?: CallOptions): Promise<string>;
}

/** Null results: the server answered 2xx without a body and no read-by-id path exists for that category. */
export interface ListingsApi {
  createAccount(input: AccountCreate, options?: CallOptions): Promise<AccountListing | null>;
  createTopUp(input: TopUpCreate, options?: CreateOptions): Promise<TopUpListing | null>;
  createGiftCard(input: GiftCardCreate, options?: CreateOptions): Promise<GiftCardListing | null>;
  createCurrency(input: CurrencyCreate, options?: CallOptions): Promise<CurrencyListing | null>;
  getAccount(id: string, options?: CallOptions): Promise<AccountListing>;
  getCurrency(id: string, options?: CallOptions): Promise<CurrencyListing>;
  /** `GET /v1/offers/my`: every category. */
  listMine(query?: OwnListingQuery, options?: CallOptions): Promise<OwnListingList>;
  /** `GET /v1/offers/accounts/my`. */
  listMyAccounts(query?: OwnListingQuery, options?: CallOptions): Promise<OwnListingList>;
  /** `GET /v1/offers/top-up/my`. */
  listMyTopUps(query?: OwnListingQuery, options?: CallOptions): Promise<OwnListingList>;
  updateTopUp(id: string, patch: TopUpPatch, options?: CallOptions): Promise<TopUpListing | null>;
  /** Restocking currency is this call with `stock_quantity`. */
  updateCurrency(id: string, patch: CurrencyPatch, options?: CallOptions): Promise<CurrencyListing | null>;
  delete<C extends ListingCategory>(category: C, id: string, options?: CallOptions): Promise<ListingByCategory[C] | null>;
  publish<C extends ListingCategory>(category: C, id: string, options?: CallOptions): Promise<ListingByCategory[C] | null>;
  unpublish<C extends ListingCategory>(category: C, id: string, options?: CallOptions): Promise<ListingByCategory[C] | null>;
  pause<C extends 'top_up' | 'gift_card'>(category: C, id: string, options?: CallOptions): Promise<ListingByCategory[C] | null>;
  unpause(category: 'gift_card', id: string, options?: CallOptions): Promise<GiftCardListing | null>;
}

export interface UnitsApi {
  /** Top-ups only: the spec shows no restock path for other categories. */
  add(topUpId: string, units: TopUpUnit[], options?: CallOptions): Promise<Unit[]>;
  remove(category: 'account' | 'gift_card', listingId: string, unitId: string, options?: CallOptions): Promise<void>;
}

export interface OrdersApi {
  list(status?: OrderStatus, options?: CallOptions): Promise<OrderList>;
  /** One goods entry per unit bought. Never retried on an ambiguous failure. */
  deliver(orderId: string, goods: GoodsEntry[], options?: CallOptions): Promise<DeliverResult>;
}

export interface BudgetApi {
  /** What is left of the key's read and write budgets, without spending any. */
  remaining(): Promise<BudgetSnapshot>;
  /** Would these requests fit now? Spends nothing. */
  fits(request: BudgetRequest): Promise<BudgetFit>;
}

export interface SellerApi {
  readonly catalogue: CatalogueApi;
  readonly images: ImagesApi;
  readonly listings: ListingsApi;
  readonly units: UnitsApi;
  readonly orders: OrdersApi;
  readonly budget: BudgetApi;
  /** Closes the connection pool the client created (not an injected dispatcher). */
  close(): Promise<void>;
}
