import type { BudgetClass } from '../api/budget-class.js';
import { DEFAULT_RETRY, type RetrySettings } from '../api/retry-policy.js';
import type { SellerApi } from '../api/seller-api.js';
import { ANSWER_BOUND_MS } from './answer-bound.js';

/**
 * How a marketplace client behaves, chosen by who waits on it: a person on a command,
 * or nobody (a background job). Every client is built for one of the two below; there
 * is no default, so a process cannot end up with a policy nobody chose.
 */
export interface ClientPolicy {
  readonly retry: RetrySettings;
  /**
   * The budget class of a call whose work names none (`inBudgetClass`): a person's for the
   * core, bulk for the worker, whose critical work (polls, deliveries, the guard's switch)
   * says so where it runs.
   */
  readonly budgetClass: BudgetClass;
  /** How long one attempt may wait for its answer. */
  readonly timeoutMs: number;
  /**
   * How long one deliver request may wait. After that it may still land, so an unknown
   * outcome is read back only once twice this has passed.
   */
  readonly deliverTimeoutMs: number;
}

const ATTEMPT_TIMEOUT_MS = 15_000;

/**
 * A person is waiting, and is answered within the answer bound whatever happens: a
 * Retry-After longer than 2 s becomes a sentence saying when to retry rather than a
 * silent wait, and a deliver gives up with time left to say so.
 */
export const INTERACTIVE_CLIENT_POLICY: ClientPolicy = {
  retry: { ...DEFAULT_RETRY, maxRetryAfterMs: 2_000 },
  budgetClass: 'interactive',
  timeoutMs: ATTEMPT_TIMEOUT_MS,
  deliverTimeoutMs: ANSWER_BOUND_MS - 2_000,
};

/** Nobody is waiting: a job waits out a Retry-After of up to a minute rather than fail and be scheduled again. */
export const BACKGROUND_CLIENT_POLICY: ClientPolicy = {
  retry: DEFAULT_RETRY,
  budgetClass: 'bulk',
  timeoutMs: ATTEMPT_TIMEOUT_MS,
  deliverTimeoutMs: ATTEMPT_TIMEOUT_MS,
};

/** Builds the marketplace client for one key, as `policy` says; the composition's shares one connection pool. */
export type ClientFactory = (options: { baseUrl: string; apiKey: string; accountId: string; policy: ClientPolicy }) => SellerApi;
