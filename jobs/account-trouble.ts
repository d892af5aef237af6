import { BudgetExhausted, NetworkError, SellerApiError, TimeoutError } from '../src/api/errors.js';

/** What a failed marketplace read means for the account's schedule. */
export type Trouble =
  /** 401: the key is dead; stop everything for this account and tell the owner. */
  | { kind: 'key_invalid' }
  /** 403: suspended (or the key lost its permission); pause and look again now and then. */
  | { kind: 'suspended'; code: string }
  /** 429 from the marketplace or our own budget: skip ticks until the key has room. */
  | { kind: 'rate_limited'; retryAfterMs: number | null }
  /** Network, timeout, 5xx, or an answer we could not read: retry with backoff, nothing is lost. */
  | { kind: 'transient'; detail: string };

export function classifyTrouble(error: unknown): Trouble {
  if (error instanceof BudgetExhausted) return { kind: 'rate_limited', retryAfterMs: error.retryAfterMs };
  if (error instanceof SellerApiError) {
    if (error.status === 401) return { kind: 'key_invalid' };
    if (error.status === 403) return { kind: 'suspended', code: error.code };
    if (error.status === 429) return { kind: 'rate_limited', retryAfterMs: error.retryAfterMs };
    return { kind: 'transient', detail: `${error.status} ${error.code}` };
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) return { kind: 'transient', detail: error.name };
  return { kind: 'transient', detail: error instanceof Error ? error.name : 'unknown failure' };
}
