import type { Dispatcher } from 'undici';
import { errorFromFailure } from './error-factory.js';
import { ResponseTooLargeError, SellerApiClientError } from './errors.js';
import type { RequestKind } from './retry-policy.js';

export interface HttpAttempt {
  kind: RequestKind;
  method: Dispatcher.HttpMethod;
  /** Absolute, as a URL object writes it (joinUrl): origin, then the path from its first slash, without credentials. */
  url: string;
  /** The API path, for errors and logs; the URL's query is left out of both. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | undefined;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Longest answer read; a longer one is cut off and fails with ResponseTooLargeError. */
  maxBodyBytes: number;
}

/** Most answers are one object or one error: a megabyte is far beyond any of them. */
export const ANSWER_LIMIT_BYTES = 1024 * 1024;
/** Whole lists (orders, own listings, brands: `limit` absent returns everything) of a big shop. */
export const LIST_ANSWER_LIMIT_BYTES = 8 * 1024 * 1024;

export interface HttpAnswer {
  status: number;
  /** The body as it came, '' when empty: a caller that saw the same text before may keep what it read from it. */
  text: string;
  /** Parsed JSON; the raw text when it is not JSON; null when empty. Parsed when first read, so an answer whose text is all its caller needs is never parsed. */
  readonly body: unknown;
  retryAfter: string | null;
}

class ReadAnswer implements HttpAnswer {
  private parsed: { body: unknown } | null = null;

  constructor(
    readonly status: number,
    readonly text: string,
    readonly retryAfter: string | null,
  ) {}

  get body(): unknown {
    this.parsed ??= { body: parseBody(this.text) };
    return this.parsed.body;
  }
}

type ResponseHeaders = Record<string, string | string[] | undefined>;

/**
 * Sends one attempt and reads its body, up to `maxBodyBytes`, under the same timeout.
 * Redirects are not followed (undici's default), so the Authorization header never
 * reaches another host.
 */
export async function sendAttempt(dispatcher: Dispatcher, attempt: HttpAttempt): Promise<HttpAnswer> {
  const caller = attempt.signal;
  if (caller?.aborted) throw caller.reason;
  const exchange = new Exchange(attempt);
  // A timer cleared when the attempt ends, not AbortSignal.timeout: that signal and its
  // timer live the whole timeout (15 s) after an answer of a few milliseconds, and a
  // worker polling a thousand times a second kept fifteen thousand of them, which the
  // garbage collector then carried into the old generation.
  const timer = setTimeout(timeOut, attempt.timeoutMs, exchange);
  caller?.addEventListener('abort', exchange, { once: true });
  try {
    return await exchange.send(dispatcher);
  } catch (failure) {
    if (failure instanceof SellerApiClientError) throw failure;
    if (caller?.aborted) throw caller.reason;
    throw errorFromFailure(attempt.kind, attempt.method, attempt.path, failure, exchange.timedOut ? attempt.timeoutMs : null);
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', exchange);
  }
}

function timeOut(exchange: Exchange): void {
  exchange.timedOut = true;
  exchange.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
}

/**
 * One attempt on undici's dispatch API: the body's chunks are kept as they arrive and
 * decoded once at the end. undici's `request()` wraps every answer in a stream read
 * through promises: against a local server, 48 in flight, an attempt through it cost
 * about 50 µs of CPU and 16.5 KB of heap, through this 28 µs and 7.7 KB, where a
 * dispatch with a handler doing nothing costs 23 µs.
 * It settles once; what undici reports after that (the error of the abort it was asked
 * for, a chunk already on its way) is ignored. It is also the listener of the caller's
 * signal (`handleEvent`), so following that signal costs no closure.
 */
class Exchange implements Dispatcher.DispatchHandler {
  timedOut = false;
  private settled = false;
  private reason: unknown = null;
  private controller: Dispatcher.DispatchController | null = null;
  private status = 0;
  private retryAfter: string | null = null;
  private first: Buffer | null = null;
  /** Every chunk, from the second one on: most answers come in one. */
  private chunks: Buffer[] | null = null;
  private size = 0;
  private resolve: (answer: HttpAnswer) => void = noop;
  private reject: (failure: unknown) => void = noop;

  constructor(private readonly attempt: HttpAttempt) {}

  send(dispatcher: Dispatcher): Promise<HttpAnswer> {
    const { attempt } = this;
    const pathStart = attempt.url.indexOf('/', attempt.url.indexOf('//') + 2);
    const hash = attempt.url.indexOf('#', pathStart);
    return new Promise<HttpAnswer>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
      // A fresh options object each time: a proxy dispatcher rewrites the one it is given.
      dispatcher.dispatch(
        {
          origin: attempt.url.slice(0, pathStart),
          path: hash === -1 ? attempt.url.slice(pathStart) : attempt.url.slice(pathStart, hash),
          method: attempt.method,
          headers: attempt.headers,
          body: attempt.body ?? null,
        },
        this,
      );
    });
  }

  /** The timeout or the caller: fails at once, and the request, sent or still waiting for a connection, is dropped. */
  abort(reason: unknown): void {
    if (this.settled) return;
    this.fail(reason);
    this.controller?.abort(reason as Error);
  }

  handleEvent(): void {
    this.abort(this.attempt.signal?.reason);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    if (this.settled) controller.abort(this.reason as Error);
    else this.controller = controller;
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: ResponseHeaders): void {
    // 1xx answers are informational: the real one follows.
    if (this.settled || statusCode < 200) return;
    const declaredLength = headers['content-length'];
    if (typeof declaredLength === 'string' && Number(declaredLength) > this.attempt.maxBodyBytes) {
      this.cutOff(controller, statusCode);
      return;
    }
    this.status = statusCode;
    const retryAfter = headers['retry-after'];
    this.retryAfter = Array.isArray(retryAfter) ? (retryAfter[0] ?? null) : (retryAfter ?? null);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.settled) return;
    this.size += chunk.length;
    if (this.size > this.attempt.maxBodyBytes) this.cutOff(controller, this.status);
    else if (this.first === null) this.first = chunk;
    else (this.chunks ??= [this.first]).push(chunk);
  }

  onResponseEnd(): void {
    if (this.settled) return;
    this.settled = true;
    this.resolve(new ReadAnswer(this.status, this.text(), this.retryAfter));
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error): void {
    if (!this.settled) this.fail(error);
  }

  private fail(reason: unknown): void {
    this.settled = true;
    this.reason = reason;
    this.reject(reason);
  }

  /** The rest is never read: the request is aborted, which drops its connection. */
  private cutOff(controller: Dispatcher.DispatchController, status: number): void {
    const tooLarge = new ResponseTooLargeError(this.attempt.maxBodyBytes, status, this.attempt.method, this.attempt.path);
    this.fail(tooLarge);
    // Paused first, as undici does when a handler throws: the parser stops at this chunk.
    controller.pause();
    controller.abort(tooLarge);
  }

  /** UTF-8, a byte order mark left out, as undici's `text()` reads it. */
  private text(): string {
    const body = this.chunks === null ? this.first : Buffer.concat(this.chunks, this.size);
    if (body === null) return '';
    const start = body.length > 2 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf ? 3 : 0;
    return body.toString('utf8', start);
  }
}

function noop(): void {}

function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
