import type { SellerApiErrorCode } from './error-codes.js';

/**
 * Base of every failure the client raises. `retryable` answers one question for the
 * caller: may the same request be sent again without risking a double effect?
 * Messages never carry the key, goods or request bodies.
 */
export abstract class SellerApiClientError extends Error {
  abstract readonly retryable: boolean;
}

/** The marketplace answered and said no: an `{error: code}` body (or none) with a non-2xx status. */
export class SellerApiError extends SellerApiClientError {
  override readonly name = 'SellerApiError';
  constructor(
    readonly status: number,
    readonly code: SellerApiErrorCode,
    readonly retryable: boolean,
    readonly method: string,
    readonly path: string,
    /** What the server asked for in Retry-After, when it sent one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(`${method} ${path} answered ${status} ${code}`);
  }
}

/** A 2xx body that breaks what the spec does show; `field` names the offending path. */
export class ResponseShapeError extends SellerApiClientError {
  override readonly name: string = 'ResponseShapeError';
  readonly retryable = false;
  constructor(
    readonly field: string,
    readonly problem: string,
    readonly method: string,
    readonly path: string,
  ) {
    super(`${method} ${path}: response field "${field}" ${problem}`);
  }
}

/**
 * An answer longer than the client reads for that call: cut off unread rather than
 * buffered, and handled as any answer Hawker cannot understand.
 */
export class ResponseTooLargeError extends ResponseShapeError {
  override readonly name = 'ResponseTooLargeError';
  constructor(
    readonly maxBytes: number,
    readonly status: number,
    method: string,
    path: string,
  ) {
    super('(body)', `is longer than ${maxBytes} bytes`, method, path);
  }
}

/** The request never got a complete answer. `sent` is false only when no byte can have reached the server. */
export class NetworkError extends SellerApiClientError {
  override readonly name = 'NetworkError';
  constructor(
    readonly sent: boolean,
    readonly retryable: boolean,
    readonly method: string,
    readonly path: string,
    readonly causeCode: string | null,
  ) {
    super(`${method} ${path}: network failure${causeCode ? ` (${causeCode})` : ''}`);
  }
}

/** The per-request timeout elapsed; the server may or may not have acted. */
export class TimeoutError extends SellerApiClientError {
  override readonly name = 'TimeoutError';
  constructor(
    readonly timeoutMs: number,
    readonly retryable: boolean,
    readonly method: string,
    readonly path: string,
  ) {
    super(`${method} ${path}: no answer within ${timeoutMs} ms`);
  }
}

export type BudgetName = 'reads' | 'writes' | 'offer_minute' | 'offer_hour';

/** A rate budget of the key is spent; nothing was sent. */
export class BudgetExhausted extends SellerApiClientError {
  override readonly name = 'BudgetExhausted';
  readonly retryable = true;
  readonly retryAt: Date;
  constructor(
    readonly budget: BudgetName,
    readonly retryAfterMs: number,
    now: number = Date.now(),
  ) {
    super(`${budget} budget spent; next slot in ${retryAfterMs} ms`);
    this.retryAt = new Date(now + retryAfterMs);
  }
}

/** A request input broke a rule the spec states; nothing was sent. Issues carry paths, never values. */
export class InvalidRequestError extends SellerApiClientError {
  override readonly name = 'InvalidRequestError';
  readonly retryable = false;
  constructor(readonly issues: ReadonlyArray<{ path: string; message: string }>) {
    super(`invalid request: ${issues.map((issue) => `${issue.path || '(root)'} ${issue.message}`).join('; ')}`);
  }
}

/** The base URL would send the key in clear (plain http to a non-loopback host) or is not a URL. */
export class InsecureBaseUrlError extends Error {
  override readonly name = 'InsecureBaseUrlError';
}
