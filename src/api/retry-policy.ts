import { NetworkError, SellerApiError, TimeoutError, type SellerApiClientError } from './errors.js';

export interface RetrySettings {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited out in-call; the error goes to the caller. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetrySettings = {
  maxAttempts: 4,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
};

export type RequestKind = 'read' | 'write';

export type RetryDecision = { retry: false } | { retry: true; delayMs: number };

/**
 * The one place that decides whether to send a request again. Reads are safe to repeat
 * after any transient failure. A write is repeated only after 429, where the server
 * says it did nothing; after a timeout, a reset or a 5xx it may have acted, so repeating
 * could publish, restock or deliver twice.
 */
export function decideRetry(
  kind: RequestKind,
  error: SellerApiClientError,
  attempt: number,
  settings: RetrySettings,
  random: () => number = Math.random,
): RetryDecision {
  if (attempt >= settings.maxAttempts || !isTransient(kind, error)) return { retry: false };
  const retryAfter = error instanceof SellerApiError ? error.retryAfterMs : null;
  if (retryAfter !== null) {
    return retryAfter <= settings.maxRetryAfterMs ? { retry: true, delayMs: retryAfter } : { retry: false };
  }
  return { retry: true, delayMs: backoffDelay(attempt, settings, random) };
}

function isTransient(kind: RequestKind, error: SellerApiClientError): boolean {
  if (error instanceof SellerApiError) {
    if (error.status === 429) return true;
    return kind === 'read' && error.status >= 500;
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) return kind === 'read';
  return false;
}

/** Full jitter over a capped exponential: spreads clients that failed together. */
function backoffDelay(attempt: number, settings: RetrySettings, random: () => number = Math.random): number {
  const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

/** Retry-After as delta-seconds or an HTTP-date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}
