import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import type { Logger } from '../log/logger.js';
import { checkBaseUrl, joinUrl } from './base-url.js';
import { errorCodeLabel } from './error-codes.js';
import { errorFromResponse } from './error-factory.js';
import { InvalidRequestError, NetworkError, ResponseTooLargeError, SellerApiClientError, SellerApiError, TimeoutError } from './errors.js';
import { ANSWER_LIMIT_BYTES, LIST_ANSWER_LIMIT_BYTES, sendAttempt } from './http-transport.js';
import { createOutgoingDispatcher } from '../net/outgoing-dispatcher.js';
import { MemoryBudgetStore, RedisBudgetStore, RequestBudget, SPEC_LIMITS } from './request-budget.js';
import {
  orderFromDeliver,
  parseCategories,
  parseImageUrl,
  parseOrders,
  parseOwnListings,
  parseShape,
  parseUnits,
  unwrapListing,
  type Where,
} from './response-shapes.js';
import { decideRetry, DEFAULT_RETRY, type RequestKind, type RetrySettings } from './retry-policy.js';
import { brandList, categorySchema, deliveryMethodList } from './schemas/catalogue.js';
import { CATEGORY_PATHS, type ListingCategory } from './schemas/listing-category.js';
import { accountListing, currencyListing, giftCardListing, topUpListing } from './schemas/listing.js';
import {
  accountCreate,
  brandQuery,
  currencyCreate,
  currencyPatch,
  deliverGoods,
  giftCardCreate,
  ownListingQuery,
  topUpCreate,
  topUpPatch,
  topUpUnit,
  type OwnListingQuery,
} from './schemas/requests.js';
import type {
  BudgetApi,
  CallOptions,
  CatalogueApi,
  CreateOptions,
  DeliverResult,
  ImagesApi,
  ListingByCategory,
  ListingsApi,
  OrdersApi,
  SellerApi,
  SellerApiClientOptions,
  SellerApiObserver,
  UnitsApi,
} from './seller-api.js';
import { sleep } from './sleep.js';

const DEFAULT_TIMEOUT_MS = 15_000;

const LISTING_SCHEMAS: { [C in ListingCategory]: z.ZodType<ListingByCategory[C]> } = {
  account: accountListing,
  top_up: topUpListing,
  gift_card: giftCardListing,
  currency: currencyListing,
};

/** Categories the spec gives a read-by-id path, used when an action answers with no body. */
const READ_BY_ID: Partial<Record<ListingCategory, true>> = { account: true, currency: true };

interface RequestSpec {
  kind: RequestKind;
  method: Dispatcher.HttpMethod;
  path: string;
  query?: URLSearchParams | undefined;
  json?: unknown;
  raw?: { bytes: Uint8Array; contentType: string };
  /** Catalogue reads go without the key. */
  auth: boolean;
  /** A write to one listing also spends that listing's own budget. */
  offerId?: string | undefined;
  /** Calls answering a whole list may read up to LIST_ANSWER_LIMIT_BYTES; others ANSWER_LIMIT_BYTES. */
  list?: boolean;
  options?: CallOptions | undefined;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * The typed Seller API client: one method per call of the spec, grouped by resource.
 * Every request goes through `send`, where budgets, retries and error mapping live.
 */
export class SellerApiClient implements SellerApi {
  readonly catalogue: CatalogueApi;
  readonly images: ImagesApi;
  readonly listings: ListingsApi;
  readonly units: UnitsApi;
  readonly orders: OrdersApi;
  readonly budget: BudgetApi;

  private readonly baseUrl: URL;
  private readonly apiKey: string | undefined;
  private readonly dispatcher: Dispatcher;
  private readonly ownsDispatcher: boolean;
  private readonly timeoutMs: number;
  private readonly retry: RetrySettings;
  private readonly logger: Logger | undefined;
  private readonly observer: SellerApiObserver | undefined;
  private readonly requestBudget: RequestBudget;

  constructor(options: SellerApiClientOptions) {
    this.baseUrl = checkBaseUrl(options.baseUrl, { allowPlainHttp: options.allowPlainHttp });
    if (options.apiKey !== undefined && !/^[\x21-\x7e]+$/.test(options.apiKey)) {
      // Said without the value: a malformed key is still a secret.
      throw new InvalidRequestError([{ path: 'apiKey', message: 'holds characters an HTTP header cannot carry' }]);
    }
    this.apiKey = options.apiKey;
    this.ownsDispatcher = !options.dispatcher;
    this.dispatcher = options.dispatcher ?? createOutgoingDispatcher();
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.logger = options.logger;
    this.observer = options.observer;
    this.requestBudget = new RequestBudget(budgetStore(options), budgetPrefix(options), { ...SPEC_LIMITS, ...options.limits });

    this.catalogue = {
      brands: async (query, callOptions) => this.brands(query, callOptions),
      categories: async (brand, callOptions) => {
        const path = `/v1/offers/brands/${segment(brand)}/categories`;
        const answer = await this.send({ kind: 'read', method: 'GET', path, auth: false, options: callOptions });
        return parseCategories(answer.body, { method: 'GET', path });
      },
      categorySchema: async (brand, categorySlug, callOptions) => {
        const path = `/v1/offers/brands/${segment(brand)}/categories/${segment(categorySlug)}/schema`;
        const answer = await this.send({ kind: 'read', method: 'GET', path, auth: false, options: callOptions });
        return parseShape(categorySchema, answer.body, { method: 'GET', path });
      },
      deliveryMethods: async (callOptions) => {
        const path = '/v1/offers/delivery-methods';
        const answer = await this.send({ kind: 'read', method: 'GET', path, auth: false, options: callOptions });
        return parseShape(deliveryMethodList, answer.body, { method: 'GET', path }).delivery_methods;
      },
    };

    this.images = {
      upload: async (picture, contentType, callOptions) => {
        const path = '/v1/offers/images';
        const answer = await this.send({
          kind: 'write',
          method: 'POST',
          path,
          raw: { bytes: picture, contentType },
          auth: true,
          options: callOptions,
        });
        return parseImageUrl(answer.body, { method: 'POST', path });
      },
    };

    this.listings = {
      createAccount: async (input, callOptions) => this.create('account', validate(accountCreate, input), callOptions),
      createTopUp: async (input, callOptions) => this.create('top_up', validate(topUpCreate, input), callOptions),
      createGiftCard: async (input, callOptions) => this.create('gift_card', validate(giftCardCreate, input), callOptions),
      createCurrency: async (input, callOptions) => this.create('currency', validate(currencyCreate, input), callOptions),
      getAccount: async (id, callOptions) => this.getById('account', id, callOptions),
      getCurrency: async (id, callOptions) => this.getById('currency', id, callOptions),
      listMine: async (query, callOptions) => this.ownListings('/v1/offers/my', query, callOptions),
      listMyAccounts: async (query, callOptions) => this.ownListings('/v1/offers/accounts/my', query, callOptions),
      listMyTopUps: async (query, callOptions) => this.ownListings('/v1/offers/top-up/my', query, callOptions),
      updateTopUp: async (id, patch, callOptions) =>
        this.listingCall('top_up', id, 'PATCH', `/v1/offers/top-ups/${segment(id)}`, validate(topUpPatch, patch), callOptions),
      updateCurrency: async (id, patch, callOptions) =>
        this.listingCall('currency', id, 'PATCH', `/v1/offers/currency/${segment(id)}`, validate(currencyPatch, patch), callOptions),
      delete: async (category, id, callOptions) =>
        this.listingCall(category, id, 'DELETE', `${pluralPath(category)}/${segment(id)}`, undefined, callOptions),
      publish: async (category, id, callOptions) =>
        this.listingCall(category, id, 'POST', `${pluralPath(category)}/${segment(id)}/publish`, undefined, callOptions),
      unpublish: async (category, id, callOptions) =>
        this.listingCall(category, id, 'POST', `${pluralPath(category)}/${segment(id)}/unpublish`, undefined, callOptions),
      pause: async (category, id, callOptions) =>
        this.listingCall(category, id, 'POST', `${singularPath(category)}/${segment(id)}/pause`, undefined, callOptions),
      unpause: async (category, id, callOptions) =>
        this.listingCall(category, id, 'POST', `${singularPath(category)}/${segment(id)}/unpause`, undefined, callOptions),
    };

    this.units = {
      add: async (topUpId, units, callOptions) => {
        const path = `/v1/offers/top-ups/${segment(topUpId)}/units`;
        const body = { units: validate(topUpUnit.array().min(1), units) };
        const answer = await this.send({
          kind: 'write',
          method: 'POST',
          path,
          json: body,
          auth: true,
          offerId: topUpId,
          options: callOptions,
        });
        return parseUnits(answer.body, { method: 'POST', path });
      },
      remove: async (category, listingId, unitId, callOptions) => {
        const path = `${pluralPath(category)}/${segment(listingId)}/units/${segment(unitId)}`;
        await this.send({ kind: 'write', method: 'DELETE', path, auth: true, offerId: listingId, options: callOptions });
      },
    };

    this.orders = {
      list: async (status, callOptions) => {
        const path = '/v1/orders/me';
        const query = status ? new URLSearchParams({ status }) : undefined;
        const answer = await this.send({ kind: 'read', method: 'GET', path, query, auth: true, list: true, options: callOptions });
        return parseOrders(answer.body, { method: 'GET', path });
      },
      deliver: async (orderId, goods, callOptions) => this.deliver(orderId, goods, callOptions),
    };

    this.budget = {
      remaining: async () => {
        const [reads, writes] = await Promise.all([this.requestBudget.state('read'), this.requestBudget.state('write')]);
        return { reads, writes };
      },
      fits: async (request) => {
        const result = await this.requestBudget.check(request);
        if (result.ok) return { fits: true };
        return {
          fits: false,
          budget: result.budget,
          retryAfterMs: result.retryAfterMs,
          retryAt: new Date(Date.now() + result.retryAfterMs),
        };
      },
    };
  }

  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close();
  }

  private async brands(query: unknown, options: CallOptions | undefined) {
    const path = '/v1/offers/brands';
    const filters = validate(brandQuery, query ?? {});
    const answer = await this.send({ kind: 'read', method: 'GET', path, query: searchParams(filters), auth: false, list: true, options });
    const list = parseShape(brandList, answer.body, { method: 'GET', path });
    return { brands: list.brands, total: list.total };
  }

  private async create<C extends ListingCategory>(
    category: C,
    input: Record<string, unknown>,
    options: CreateOptions | undefined,
  ): Promise<ListingByCategory[C] | null> {
    let path = pluralPath(category);
    let body = input;
    if (options?.pathForm === 'singular') {
      path = singularPath(category);
      const { brand, ...rest } = input;
      body = { ...rest, game: brand };
    }
    const answer = await this.send({ kind: 'write', method: 'POST', path, json: body, auth: true, options });
    if (answer.body === null) return null;
    return parseShape(LISTING_SCHEMAS[category], unwrapListing(answer.body), { method: 'POST', path });
  }

  private async getById<C extends 'account' | 'currency'>(category: C, id: string, options: CallOptions | undefined) {
    const path = `${pluralPath(category)}/${segment(id)}`;
    const answer = await this.send({ kind: 'read', method: 'GET', path, auth: true, options });
    return parseShape(LISTING_SCHEMAS[category], unwrapListing(answer.body), { method: 'GET', path });
  }

  /** An edit or action on one listing; a 2xx with no body is re-read where the spec has a read path. */
  private async listingCall<C extends ListingCategory>(
    category: C,
    id: string,
    method: Dispatcher.HttpMethod,
    path: string,
    json: unknown,
    options: CallOptions | undefined,
  ): Promise<ListingByCategory[C] | null> {
    const answer = await this.send({ kind: 'write', method, path, json, auth: true, offerId: id, options });
    if (answer.body === null) {
      if (!READ_BY_ID[category]) return null;
      return (await this.getById(category as 'account' | 'currency', id, options)) as ListingByCategory[C];
    }
    return parseShape(LISTING_SCHEMAS[category], unwrapListing(answer.body), { method, path });
  }

  private async ownListings(path: string, query: OwnListingQuery | undefined, options: CallOptions | undefined) {
    const filters = validate(ownListingQuery, query ?? {});
    const params = searchParams({
      status: filters.statuses && filters.statuses.length > 0 ? filters.statuses.join(',') : undefined,
      game: filters.game,
      title: filters.title,
      limit: filters.limit,
      offset: filters.offset,
    });
    const answer = await this.send({ kind: 'read', method: 'GET', path, query: params, auth: true, list: true, options });
    return parseOwnListings(answer.body, { method: 'GET', path });
  }

  /**
   * After a timeout, a reset once the body was sent, or a 5xx, the goods may already be
   * with the buyer. Sending them again is the one mistake that cannot be undone, so the
   * answer is "unknown" and the caller reads the order list to reconcile.
   */
  private async deliver(orderId: string, goods: unknown[], options: CallOptions | undefined): Promise<DeliverResult> {
    const path = `/v1/orders/${segment(orderId)}/deliver`;
    const body = { goods: validate(deliverGoods, goods) };
    try {
      const answer = await this.send({ kind: 'write', method: 'POST', path, json: body, auth: true, options });
      return { outcome: 'delivered', order: orderFromDeliver(answer.body) };
    } catch (error) {
      if (isAmbiguous(error)) {
        this.logger?.warn({ method: 'POST', path, error: describe(error) }, 'seller api deliver outcome unknown');
        return { outcome: 'unknown', orderId, cause: error };
      }
      throw error;
    }
  }

  private async send(spec: RequestSpec): Promise<Answer> {
    const where: Where = { method: spec.method, path: spec.path };
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'hawker-seller-api-client' };
    if (spec.auth) {
      if (!this.apiKey) throw new InvalidRequestError([{ path: 'apiKey', message: 'this call needs an API key' }]);
      headers.authorization = `Bearer ${this.apiKey}`;
    }
    let body: string | Uint8Array | undefined;
    if (spec.raw) {
      headers['content-type'] = spec.raw.contentType;
      body = spec.raw.bytes;
    } else if (spec.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.json);
    }
    const url = joinUrl(this.baseUrl, spec.path, spec.query);
    const onBudget = spec.options?.onBudget ?? 'fail';
    const signal = spec.options?.signal;

    for (let attempt = 1; ; attempt += 1) {
      await this.requestBudget.acquire({ kind: spec.kind, offerId: spec.offerId }, onBudget, signal);
      this.observer?.attempted(spec.kind);
      const started = Date.now();
      let failure: SellerApiClientError;
      try {
        const answer = await sendAttempt(this.dispatcher, {
          kind: spec.kind,
          method: spec.method,
          url,
          path: spec.path,
          headers,
          body,
          timeoutMs: spec.options?.timeoutMs ?? this.timeoutMs,
          signal,
          maxBodyBytes: spec.list ? LIST_ANSWER_LIMIT_BYTES : ANSWER_LIMIT_BYTES,
        });
        const ms = Date.now() - started;
        if (answer.status >= 200 && answer.status < 300) {
          this.logger?.debug({ ...where, status: answer.status, attempt, ms }, 'seller api call');
          return { status: answer.status, body: answer.body };
        }
        failure = errorFromResponse(spec.kind, spec.method, spec.path, answer);
      } catch (error) {
        if (!(error instanceof SellerApiClientError)) throw error;
        failure = error;
      }
      this.observer?.failed(failure instanceof SellerApiError ? errorCodeLabel(failure.code) : failure.name);
      const decision = decideRetry(spec.kind, failure, attempt, this.retry);
      if (!decision.retry) {
        this.logger?.warn({ ...where, attempt, error: describe(failure) }, 'seller api call failed');
        throw failure;
      }
      this.logger?.info({ ...where, attempt, delayMs: decision.delayMs, error: describe(failure) }, 'seller api call retried');
      await sleep(decision.delayMs, signal);
    }
  }
}

function budgetStore(options: SellerApiClientOptions): RedisBudgetStore | MemoryBudgetStore {
  return options.redis ? new RedisBudgetStore(options.redis) : new MemoryBudgetStore();
}

/** The budget keys' prefix: the namespace and the key's keyed hash, in braces so one key's windows share a cluster slot. */
function budgetPrefix(options: SellerApiClientOptions): () => Promise<string> {
  const namespace = options.namespace ?? 'hawker';
  const { apiKey, keyFingerprint } = options;
  if (!apiKey) return () => Promise.resolve(`${namespace}:budget:{anonymous}`);
  if (keyFingerprint) return async () => `${namespace}:budget:{${await keyFingerprint(apiKey)}}`;
  // Kept in this process only, so it needs no name another process could share.
  if (!options.redis) return () => Promise.resolve(`${namespace}:budget:{this-client}`);
  throw new Error('a client keeping budgets in Redis needs keyFingerprint, the keyed hash naming its key');
}

function isAmbiguous(error: unknown): error is NetworkError | TimeoutError | SellerApiError | ResponseTooLargeError {
  // An answer cut off unread may have been the marketplace saying "delivered".
  if (error instanceof TimeoutError || error instanceof ResponseTooLargeError) return true;
  if (error instanceof NetworkError) return error.sent;
  return error instanceof SellerApiError && error.status >= 500;
}

/** What a log line may say about a failure: class, status and code, never a body. */
function describe(error: SellerApiClientError): Record<string, unknown> {
  if (error instanceof SellerApiError) return { name: error.name, status: error.status, errorCode: error.code };
  if (error instanceof NetworkError) return { name: error.name, sent: error.sent, cause: error.causeCode };
  return { name: error.name };
}

function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new InvalidRequestError(result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
}

function segment(value: string): string {
  if (value.length === 0) throw new InvalidRequestError([{ path: '(path)', message: 'an identifier is empty' }]);
  return encodeURIComponent(value);
}

function pluralPath(category: ListingCategory): string {
  return `/v1/offers/${CATEGORY_PATHS[category].plural}`;
}

function singularPath(category: ListingCategory): string {
  return `/v1/offers/${CATEGORY_PATHS[category].singular}`;
}

function searchParams(values: Record<string, string | number | undefined>): URLSearchParams | undefined {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return params.size > 0 ? params : undefined;
}
