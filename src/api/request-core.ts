import type { Dispatcher } from 'undici';
import type { Logger } from '../log/logger.js';
import { checkBaseUrl, joinUrl } from './base-url.js';
import { errorCodeLabel } from './error-codes.js';
import { errorFromResponse } from './error-factory.js';
import { InvalidRequestError, NetworkError, SellerApiClientError, SellerApiError } from './errors.js';
import { ANSWER_LIMIT_BYTES, LIST_ANSWER_LIMIT_BYTES, sendAttempt } from './http-transport.js';
import { createOutgoingDispatcher } from '../net/outgoing-dispatcher.js';
import { budgetLimits, type BudgetSlot } from './budget-window.js';
import { MemoryBudgetStore } from './memory-budget-store.js';
import { RedisBudgetStore } from './redis-budget-store.js';
import { RequestBudget } from './request-budget.js';
import type { Where } from './response-shapes.js';
import { decideRetry, DEFAULT_RETRY, type RequestKind, type RetrySettings } from './retry-policy.js';
import type { CallOptions, SellerApiClientOptions, SellerApiObserver } from './seller-api.js';
import { sleep } from './sleep.js';

const DEFAULT_TIMEOUT_MS = 15_000;

export interface RequestSpec {
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

export interface Answer {
  status: number;
  /** The body as it came ('' when empty). */
  text: string;
  /** Parsed when first read. */
  readonly body: unknown;
}

/**
 * What every resource of the client sends through: one key, one dispatcher, one budget,
 * one retry policy. `send` is where budgets, retries and error mapping live.
 */
export class RequestCore {
  readonly logger: Logger | undefined;
  readonly budget: RequestBudget;

  private readonly baseUrl: URL;
  private readonly apiKey: string | undefined;
  private readonly dispatcher: Dispatcher;
  private readonly ownsDispatcher: boolean;
  private readonly timeoutMs: number;
  private readonly retry: RetrySettings;
  private readonly observer: SellerApiObserver | undefined;

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
    const refused = options.observer?.refused?.bind(options.observer);
    this.budget = new RequestBudget(
      budgetStore(options),
      budgetPrefix(options),
      budgetLimits(options.limits),
      options.budgetClass,
      refused,
    );
  }

  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close();
  }

  async send(spec: RequestSpec): Promise<Answer> {
    const where: Where = { method: spec.method, path: spec.path };
    const { headers, body } = this.request(spec);
    const url = this.urlOf(spec.path, spec.query);
    const onBudget = spec.options?.onBudget ?? 'fail';
    const signal = spec.options?.signal;

    for (let attempt = 1; ; attempt += 1) {
      const request = { kind: spec.kind, offerId: spec.offerId, budgetClass: spec.options?.budgetClass };
      const slot = await this.budget.acquire(request, onBudget, signal);
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
          return answer;
        }
        failure = errorFromResponse(spec.kind, spec.method, spec.path, answer);
      } catch (error) {
        if (!(error instanceof SellerApiClientError)) throw error;
        failure = error;
      } finally {
        await this.settle(slot, where);
      }
      this.observer?.failed(failure instanceof SellerApiError ? errorCodeLabel(failure.code) : failure.name);
      const decision = decideRetry(spec.kind, failure, attempt, this.retry);
      if (!decision.retry) {
        this.logger?.warn({ ...where, attempt, error: describeFailure(failure) }, 'seller api call failed');
        throw failure;
      }
      this.logger?.info({ ...where, attempt, delayMs: decision.delayMs, error: describeFailure(failure) }, 'seller api call retried');
      await sleep(decision.delayMs, signal);
    }
  }

  /**
   * A slot left counted from its take only risks a 429 later, which is retried; the
   * request itself was answered, so its caller hears the answer, not Redis's failure.
   */
  private async settle(slot: BudgetSlot, where: Where): Promise<void> {
    try {
      await this.budget.settle(slot);
    } catch (error) {
      this.logger?.warn({ ...where, error: error instanceof Error ? error.message : String(error) }, 'request budget not settled');
    }
  }

  /** The last URL built, by path and query: a poll asks for the same one every time. */
  private lastUrl: { path: string; params: URLSearchParams | undefined; query: string; url: string } | null = null;

  /** A query given as the very object of the last call is taken as unchanged (a poll's is a constant nobody writes to). */
  private urlOf(path: string, query: URLSearchParams | undefined): string {
    const last = this.lastUrl;
    if (last?.path === path && last.params === query) return last.url;
    const search = query?.toString() ?? '';
    if (last?.path === path && last.query === search) return last.url;
    const url = joinUrl(this.baseUrl, path, query);
    this.lastUrl = { path, params: query, query: search, url };
    return url;
  }

  /** The headers and body every attempt of one request repeats. */
  private request(spec: RequestSpec): { headers: Record<string, string>; body: string | Uint8Array | undefined } {
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'hawker-seller-api-client' };
    if (spec.auth) {
      if (!this.apiKey) throw new InvalidRequestError([{ path: 'apiKey', message: 'this call needs an API key' }]);
      headers.authorization = `Bearer ${this.apiKey}`;
    }
    if (spec.raw) {
      headers['content-type'] = spec.raw.contentType;
      return { headers, body: spec.raw.bytes };
    }
    if (spec.json !== undefined) {
      headers['content-type'] = 'application/json';
      return { headers, body: JSON.stringify(spec.json) };
    }
    return { headers, body: undefined };
  }
}

/** What a log line may say about a failure: class, status and code, never a body. */
export function describeFailure(error: SellerApiClientError): Record<string, unknown> {
  if (error instanceof SellerApiError) return { name: error.name, status: error.status, errorCode: error.code };
  if (error instanceof NetworkError) return { name: error.name, sent: error.sent, cause: error.causeCode };
  return { name: error.name };
}

function budgetStore(options: SellerApiClientOptions): RedisBudgetStore | MemoryBudgetStore {
  return options.redis ? RedisBudgetStore.on(options.redis) : new MemoryBudgetStore();
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
