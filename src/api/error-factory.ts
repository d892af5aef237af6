import { shownErrorCode, type SellerApiErrorCode } from './error-codes.js';
import { NetworkError, SellerApiError, TimeoutError } from './errors.js';
import { parseRetryAfter, type RequestKind } from './retry-policy.js';

/** Codes used when an error body carries none, so callers can still branch on `code`. */
const FALLBACK_CODES: Record<number, SellerApiErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

export interface FailedResponse {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/**
 * Maps a non-2xx answer to one SellerApiError. The code is the body's `error` whatever
 * it says, so a code the spec does not list reaches the seller instead of being lost;
 * only made safe to show (see shownErrorCode), since it goes to chats, the audit and logs.
 */
export function errorFromResponse(kind: RequestKind, method: string, path: string, response: FailedResponse): SellerApiError {
  const { status } = response;
  const code = bodyCode(response.body) ?? FALLBACK_CODES[status] ?? (status >= 500 ? 'server_error' : `http_${status}`);
  const retryable = status === 429 || (kind === 'read' && status >= 500);
  return new SellerApiError(status, code, retryable, method, path, parseRetryAfter(response.retryAfter));
}

function bodyCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const code = (body as { error?: unknown }).error;
  return typeof code === 'string' ? shownErrorCode(code) : null;
}

/** Failures where the connection was never made, so the server cannot have seen the request. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

export function errorFromFailure(kind: RequestKind, method: string, path: string, failure: unknown, timedOutAfterMs: number | null) {
  if (timedOutAfterMs !== null) return new TimeoutError(timedOutAfterMs, kind === 'read', method, path);
  const code = failureCode(failure);
  const sent = code === null || !NOT_SENT_CODES.has(code);
  return new NetworkError(sent, kind === 'read' || !sent, method, path, code);
}

function failureCode(failure: unknown): string | null {
  let current: unknown = failure;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
